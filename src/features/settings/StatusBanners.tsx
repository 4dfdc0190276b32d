// Storage banners under the header, on every screen: data that cannot be read (with the three ways
// out), "Neuloženo" after a failed write (with export), read-only newer data, no storage at all,
// device-sync records that could not be read, items set aside while loading, the backup reminder —
// and the share-link import dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { persistence, usePersistenceStatus, type Salvage } from '../../persistence';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ImportFromLink } from './ImportFromLink';
import { Banner, bannerStrip } from './Banner';
import { exportAll, ReminderBanner } from './ReminderBanner';

// Export code (file building, exchange format) loads when a banner's button is used: it is not
// needed for the first screen (initial JS budget).
const downloadRaw = (raw: string) => void import('./export-actions').then((m) => m.downloadRaw(raw));

function CorruptBanner() {
  const { t } = useTranslation();
  const corrupt = usePersistenceStatus((s) => s.corrupt);
  const changedHere = usePersistenceStatus((s) => s.changedUnstored);
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
      {changedHere && <p className="mt-1 font-medium">{t('persistence.corrupt.changedHere')}</p>}
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

/** The device-sync records could not be read: backed up (or, without room for a backup, left as they
 *  are), said once until closed. */
function SyncDamagedBanner() {
  const { t } = useTranslation();
  const damaged = usePersistenceStatus((s) => s.syncDamaged);
  if (!damaged) return null;
  return (
    <Banner
      tone="warning"
      testId="banner-sync-damaged"
      title={t('persistence.syncDamaged.title')}
      actions={
        <>
          {damaged.backupKey && (
            <Link href="/nastaveni#zalohy" className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium underline">
              {t('persistence.syncDamaged.show')}
            </Link>
          )}
          <Button onClick={() => usePersistenceStatus.setState({ syncDamaged: null })}>{t('persistence.syncDamaged.close')}</Button>
        </>
      }
    >
      <p>{damaged.backupKey ? t('persistence.syncDamaged.body') : t('persistence.syncDamaged.bodyNoBackup')}</p>
    </Banner>
  );
}

/** An edit shown done here that the character as stored meanwhile elsewhere refused: said until closed. */
function RefusedBanner() {
  const { t } = useTranslation();
  const refused = usePersistenceStatus((s) => s.refused);
  if (!refused) return null;
  return (
    <Banner tone="warning" testId="banner-refused" title={t('persistence.refused.title')} actions={<Button onClick={() => usePersistenceStatus.setState({ refused: null })}>{t('persistence.refused.close')}</Button>}>
      <p>{t('persistence.refused.body', { name: refused.name })}</p>
    </Banner>
  );
}

export function StatusBanners() {
  const { t } = useTranslation();
  const mode = usePersistenceStatus((s) => s.mode);
  const readonly = usePersistenceStatus((s) => s.readonly);
  const setAsideCount = usePersistenceStatus((s) => s.setAside.length);

  return (
    <div className={bannerStrip}>
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
      <RefusedBanner />
      <SyncDamagedBanner />
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
      <ReminderBanner />
      <ImportFromLink />
    </div>
  );
}
