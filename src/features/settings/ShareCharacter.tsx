// A link that carries one character (in the URL fragment, never sent to a server) and its QR code.
// The QR code is drawn as an SVG element tree from uqr's module matrix (no HTML strings).
// Mount it with key={characterId}: another character starts from a clean slate.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import { buildExport } from '../../persistence/exchange';
import { Button } from '../../components/Button';

interface Shared {
  link: string;
  name: string;
  qr: { size: number; path: string } | null;
}

function qrPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x},${y}h1v1h-1z`)));
  return d;
}

export function ShareCharacter({ characterId }: { characterId: string }) {
  const { t } = useTranslation();
  const [shared, setShared] = useState<Shared | null>(null);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  const make = async () => {
    const file = buildExport(useAppStore.getState(), 'character', characterId);
    if (!file) return;
    const [{ shareLink }, { encode }] = await Promise.all([import('../../persistence/share'), import('uqr')]);
    const link = shareLink(window.location.origin, file);
    let qr: Shared['qr'] = null;
    try {
      const q = encode(link, { ecc: 'L', border: 2 });
      qr = { size: q.size, path: qrPath(q.data) };
    } catch {
      qr = null; // too long for a QR code (version 40): the link still works
    }
    setShared({ link, name: file.data.characters[0].name, qr });
    setCopy(null);
  };

  const copyLink = async () => {
    if (!shared) return;
    try {
      await navigator.clipboard.writeText(shared.link);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  };

  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={() => void make()}>{t('settings.makeLink')}</Button>
      </div>
      {shared && (
        <div className="grid gap-3">
          {shared.qr ? (
            <svg
              role="img"
              aria-label={t('settings.qrAlt', { name: shared.name })}
              viewBox={`0 0 ${shared.qr.size} ${shared.qr.size}`}
              shapeRendering="crispEdges"
              className="mx-auto aspect-square w-full max-w-sm rounded-lg"
              data-testid="share-qr"
            >
              <rect width={shared.qr.size} height={shared.qr.size} fill="#fff" />
              <path d={shared.qr.path} fill="#000" />
            </svg>
          ) : (
            <p className="text-amber-800 dark:text-amber-200">{t('settings.qrTooBig')}</p>
          )}
          <div className="grid min-w-0 gap-2">
            <label htmlFor="share-link" className="font-medium">
              {t('settings.link')}
            </label>
            <textarea
              id="share-link"
              readOnly
              rows={3}
              value={shared.link}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full resize-none rounded-lg border border-stone-300 bg-stone-50 p-2 font-mono text-xs break-all dark:border-stone-600 dark:bg-stone-950"
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copyLink()}>{t('settings.copy')}</Button>
              {typeof navigator.share === 'function' && (
                <Button onClick={() => void navigator.share({ title: shared.name, url: shared.link }).catch(() => undefined)}>{t('settings.shareButton')}</Button>
              )}
            </div>
            {copy && (
              <p role="status" className="text-sm">
                {t(`settings.${copy}`)}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
