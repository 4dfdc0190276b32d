// A character's sync state in words (synchronizováno / čeká na připojení / chyba s důvodem).
import { useTranslation } from 'react-i18next';
import { useSyncStatus, type SyncState } from '../../sync';

export function SyncStateText({ s }: { s: SyncState }) {
  const { t } = useTranslation();
  if (s.state === 'error') return <>{t('sync.state.error', { reason: t(`sync.reason.${s.reason}`) })}</>;
  if (s.state === 'pending' && s.unreachable) return <>{t('sync.state.unreachable')}</>;
  return <>{t(`sync.state.${s.state}`)}</>;
}

const tone = {
  synced: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  error: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
};

export function SyncBadge({ id }: { id: string }) {
  const s = useSyncStatus((all) => all[id]);
  if (!s) return null;
  return (
    <p className={`mt-1 inline-block rounded-full px-2 py-0.5 text-sm ${tone[s.state]}`} data-testid="sync-state" data-state={s.state}>
      <SyncStateText s={s} />
    </p>
  );
}
