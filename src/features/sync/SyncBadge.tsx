// A character's sync state in words (synchronizováno / čeká na připojení / chyba s důvodem). A
// character whose document says another device moved it to another server is never called
// "synchronizováno": this server is no longer used for it, whatever its connection here says.
import { useTranslation } from 'react-i18next';
import { useMovedAway, useSyncStatus, type SyncState } from '../../sync';

/** The state shown for a character: its connection's, or `moved` when its document says it lives
 *  on another server now (sync/status.ts useMovedAway). */
export type ShownState = SyncState | { state: 'moved' };

export function useShownState(id: string): ShownState | undefined {
  const s = useSyncStatus((all) => all[id]);
  const away = useMovedAway((all) => all[id]);
  return s && away ? { state: 'moved' } : s;
}

export function SyncStateText({ s }: { s: ShownState }) {
  const { t } = useTranslation();
  if (s.state === 'moved') return <>{t('sync.state.moved')}</>;
  if (s.state === 'error') return <>{t('sync.state.error', { reason: t(`sync.reason.${s.reason}`) })}</>;
  if (s.state === 'pending' && s.unreachable) return <>{t('sync.state.unreachable')}</>;
  return <>{t(`sync.state.${s.state}`)}</>;
}

const tone = {
  synced: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  moved: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  error: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
};

export function SyncBadge({ id }: { id: string }) {
  const s = useShownState(id);
  if (!s) return null;
  return (
    <p className={`mt-1 inline-block rounded-lg px-2 py-0.5 text-sm ${tone[s.state]}`} data-testid="sync-state" data-state={s.state}>
      <SyncStateText s={s} />
    </p>
  );
}
