// A link with its QR code (drawn as SVG from uqr's module matrix, no HTML strings) and a copy button.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

function qrPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x},${y}h1v1h-1z`)));
  return d;
}

export function QrLink({ link, qrLabel, id, testId }: { link: string; qrLabel: string; id: string; testId?: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  useEffect(() => {
    let alive = true;
    void import('uqr').then(({ encode }) => {
      const q = encode(link, { ecc: 'L', border: 2 });
      if (alive) setQr({ size: q.size, path: qrPath(q.data) });
    });
    return () => {
      alive = false;
    };
  }, [link]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  };
  return (
    <div className="grid gap-3">
      {qr && (
        <svg role="img" aria-label={qrLabel} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" className="mx-auto aspect-square w-full max-w-64 rounded-lg" data-testid={testId}>
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      )}
      <label htmlFor={id} className="font-medium">
        {t('sync.link')}
      </label>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-stone-300 bg-stone-50 p-2 font-mono text-xs break-all dark:border-stone-600 dark:bg-stone-950"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copyLink()}>{t('sync.copy')}</Button>
      </div>
      {copy && (
        <p role="status" className="text-sm">
          {t(`sync.${copy}`)}
        </p>
      )}
    </div>
  );
}
