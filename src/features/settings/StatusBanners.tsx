// Storage banners under the header, on every screen: data that cannot be read (with the three ways
// out), "Neuloženo" after a failed write (with export), read-only newer data, no storage at all,
// items set aside while loading, the backup reminder — and the share-link import dialog.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { persistence, usePersistenceStatus, type Salvage } from '../../persistence';
import { useAppStore } from '../../store/app-store';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ImportFromLink } from './ImportFromLink';
import { shouldRemindExport } from './reminder';

// Export code (file building, exchange format) loads when a banner's button is used: it is not
// needed for the first screen (initial JS budget).
const exportAll = () => void import('./export-actions').then((m) => m.exportAll());
const downloadRaw = (raw: string) => void import('./export-actions').then((m) => m.downloadRaw(raw));

type Tone = 'danger' | 'warning' | 'info';
const tones: Record<Tone, string> = {
  danger: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  info: 'border-accent-200 bg-accent-50 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100',
};

function Banner({ tone, title, children, actions, role = 'alert', testId }: { tone: Tone; title?: string; children: ReactNode; actions?: ReactNode; role?: 'alert' | 'status'; testId?: string }) {
  return (
    <div role={role} data-testid={testId} className={`rounded-xl border p-3 ${tones[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div className="text-sm md:text-base">{children}</div>
      {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

function CorruptBanner() {
  const { t } = useTranslation();
  const corrupt = usePersistenceStatus((s) => s.corrupt);
  const [repair, setRepair] = useState<Salvage | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  if (!corrupt) return null;
  const found = repair ? repair.characters.length + repair.homebrew.length : 0;
  return (
    <>
    <Banner
      tone="danger"
      testId="banner-corrupt"
      title={t('persistence.corrupt.title')}
      actions={
        repair ? (
          <>
            {found > 0 && (
              <Button variant="primary" onClick={() => void persistence()?.applyRepair(repair)}>
                {t('persistence.corrupt.applyRepair')}
              </Button>
            )}
            <Button onClick={() => setRepair(null)}>{t('persistence.corrupt.cancel')}</Button>
          </>
        ) : (
          <>
            <Button onClick={() => downloadRaw(corrupt.raw)}>{t('persistence.corrupt.download')}</Button>
            <Button onClick={() => void (persistence()?.previewRepair() ?? Promise.resolve(null)).then((r) => setRepair(r ?? { characters: [], homebrew: [], settings: null }))}>{t('persistence.corrupt.repair')}</Button>
            <Button variant="danger" onClick={() => setConfirmEmpty(true)}>
              {t('persistence.corrupt.startEmpty')}
            </Button>
          </>
        )
      }
    >
      <p>{corrupt.backupKey ? t('persistence.corrupt.body') : t('persistence.corrupt.bodyNoBackup')}</p>
      {repair && (
        <p className="mt-1 font-medium">
          {found > 0
            ? t('persistence.corrupt.repairFound', { characters: t('persistence.characters', { count: repair.characters.length }), homebrew: t('persistence.homebrew', { count: repair.homebrew.length }) })
            : t('persistence.corrupt.repairNothing')}
        </p>
      )}
    </Banner>
      <Dialog open={confirmEmpty} onClose={() => setConfirmEmpty(false)} title={t('persistence.corrupt.confirmEmptyTitle')} labelledBy="corrupt-empty-title">
        <p className="mb-4">{t('persistence.corrupt.confirmEmptyBody')}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={() => setConfirmEmpty(false)}>{t('common.cancel')}</Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirmEmpty(false);
              persistence()?.startEmpty();
            }}
          >
            {t('persistence.corrupt.confirmEmpty')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function UnsavedBanner() {
  const { t } = useTranslation();
  const unsaved = usePersistenceStatus((s) => s.unsaved);
  const mode = usePersistenceStatus((s) => s.mode);
  const [retryFailed, setRetryFailed] = useState(false);
  if (!unsaved || mode !== 'ok') return null;
  return (
    <Banner
      tone="danger"
      testId="banner-unsaved"
      title={t('persistence.unsaved.title')}
      actions={
        <>
          <Button variant="primary" onClick={() => exportAll()}>
            {t('persistence.unsaved.export')}
          </Button>
          <Button onClick={() => setRetryFailed(!persistence()?.retrySave())}>{t('persistence.unsaved.retry')}</Button>
        </>
      }
    >
      <p>{unsaved === 'quota' ? t('persistence.unsaved.quota') : t('persistence.unsaved.error')}</p>
      {retryFailed && <p className="mt-1 font-medium">{t('persistence.unsaved.retryFailed')}</p>}
    </Banner>
  );
}

export function StatusBanners() {
  const { t } = useTranslation();
  const mode = usePersistenceStatus((s) => s.mode);
  const readonly = usePersistenceStatus((s) => s.readonly);
  const setAsideCount = usePersistenceStatus((s) => s.setAside.length);
  const lastExportAt = usePersistenceStatus((s) => s.lastExportAt);
  const snoozedUntil = usePersistenceStatus((s) => s.reminderSnoozedUntil);
  // Computed once per mount: the reminder does not need to react to the clock.
  const [now] = useState(() => Date.now());
  // Selects the boolean, not the characters: editing a character (a slot tap) must not re-render the banners.
  const remind = useAppStore((s) => mode === 'ok' && shouldRemindExport(now, s.characters, lastExportAt, snoozedUntil));

  return (
    <div className="no-print grid gap-2 px-3 empty:hidden [&:not(:empty)]:pt-2">
      {mode === 'corrupt' && <CorruptBanner />}
      {mode === 'readonly' && readonly && (
        <Banner
          tone="warning"
          testId="banner-readonly"
          title={t('persistence.readonly.title')}
          actions={<Button onClick={() => window.location.reload()}>{t('persistence.readonly.reload')}</Button>}
        >
          <p>{readonly.otherTab ? t('persistence.readonly.otherTab', { version: readonly.version }) : t('persistence.readonly.body', { version: readonly.version })}</p>
        </Banner>
      )}
      {mode === 'memory' && (
        <Banner tone="warning" testId="banner-memory" title={t('persistence.memory.title')} actions={<Button onClick={() => exportAll()}>{t('persistence.memory.export')}</Button>}>
          <p>{t('persistence.memory.body')}</p>
        </Banner>
      )}
      <UnsavedBanner />
      {setAsideCount > 0 && (
        <Banner
          tone="warning"
          role="status"
          testId="banner-set-aside"
          actions={
            <Link href="/nastaveni#odlozene" className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium underline">
              {t('persistence.setAside.show')}
            </Link>
          }
        >
          <p>{t('persistence.setAside.banner', { count: setAsideCount })}</p>
        </Banner>
      )}
      {remind && (
        <Banner
          tone="info"
          role="status"
          testId="banner-reminder"
          actions={
            <>
              <Button variant="primary" onClick={() => exportAll()}>
                {t('persistence.reminder.export')}
              </Button>
              <Button variant="ghost" onClick={() => persistence()?.snoozeReminder(7)}>
                {t('persistence.reminder.later')}
              </Button>
            </>
          }
        >
          <p>{t('persistence.reminder.body')}</p>
        </Banner>
      )}
      <ImportFromLink />
    </div>
  );
}
