// A link with its QR code and a copy button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { QrCode } from '../../components/QrCode';

export function QrLink({ link, qrLabel, id, testId }: { link: string; qrLabel: string; id: string; testId?: string }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
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
      <QrCode text={link} label={qrLabel} testId={testId} className="max-w-64" />
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
