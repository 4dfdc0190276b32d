// A link that carries one character (in the URL fragment, never sent to a server) and its QR code.
// Mount it with key={characterId}: another character starts from a clean slate.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import { buildExport } from '../../persistence/exchange';
import { Button } from '../../components/Button';
import { QrCode } from '../../components/QrCode';

interface Shared {
  link: string;
  name: string;
}

export function ShareCharacter({ characterId }: { characterId: string }) {
  const { t } = useTranslation();
  const [shared, setShared] = useState<Shared | null>(null);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  const make = async () => {
    const file = buildExport(useAppStore.getState(), 'character', characterId);
    if (!file) return;
    const { shareLink } = await import('../../persistence/share');
    const link = shareLink(window.location.origin, file);
    setShared({ link, name: file.data.characters[0].name });
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
          {/* too long for a QR code (version 40): the link still works */}
          <QrCode text={shared.link} label={t('settings.qrAlt', { name: shared.name })} testId="share-qr" className="max-w-sm" tooBig={<p className="text-amber-800 dark:text-amber-200">{t('settings.qrTooBig')}</p>} />
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
