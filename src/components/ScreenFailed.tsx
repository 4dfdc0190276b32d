// What a screen shows when it cannot be drawn: most often its code could not be loaded (offline on a
// first visit, before the app is stored for offline use, or an update removed the old files). The
// app around it stays usable, and the player's data is not touched by this. Only a reload tries again:
// Chromium remembers a module that failed to load for the life of the page.
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <h1 className="mb-1 font-serif text-xl font-bold">{t('app.screenFailed.title')}</h1>
      <p className="mb-3 text-stone-800 dark:text-stone-200">{t('app.screenFailed.text')}</p>
      <Button variant="primary" onClick={() => location.reload()}>
        {t('app.screenFailed.reload')}
      </Button>
    </div>
  );
}
