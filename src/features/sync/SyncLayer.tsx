// The running sync layer: starts the engine (every synced character of this browser) and answers the
// links: a device link adds its character here, a table link lets the player pick characters to show.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { useAppStore } from '../../store/app-store';
import { CHARACTER_PARAM, parseSyncHash, syncEngine, TABLE_NAME_PARAM, useSyncStatus } from '../../sync';
import { AddFromLink } from './AddFromLink';
import { JoinTable } from './JoinTable';
import { useSyncOn } from './sync-on';

/** The link is used: its hash (and a table's name or a character's id in the query) leave the address. */
function dropHash() {
  const q = new URLSearchParams(window.location.search);
  q.delete(TABLE_NAME_PARAM);
  q.delete(CHARACTER_PARAM);
  const search = q.toString();
  window.history.replaceState(window.history.state, '', window.location.pathname + (search ? `?${search}` : ''));
}

function BrokenLink({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('sync.broken.title')} labelledBy="sync-broken-title">
      <div className="grid gap-3">
        <p role="alert">{t('sync.broken.text')}</p>
        <div>
          <Button variant="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** A character that stopped syncing is said on every screen (the cards of "Postavy" are not where a
 *  player looks mid-game); waiting for a connection is normal at a table and is not. */
function SyncErrors() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const characters = useAppStore((s) => s.characters);
  const failed = characters.flatMap((c) => {
    const st = status[c.id];
    return st?.state === 'error' ? [{ id: c.id, name: c.name, reason: st.reason }] : [];
  });
  if (failed.length === 0) return null;
  return (
    <div role="status" className="no-print mx-3 mt-2 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200" data-testid="sync-errors">
      {failed.map((f) => (
        <p key={f.id} className="[overflow-wrap:anywhere]">{t('sync.errorBanner', { name: f.name, reason: t(`sync.reason.${f.reason}`) })}</p>
      ))}
    </div>
  );
}

export function SyncLayer() {
  const [opened, setOpened] = useState<ReturnType<typeof parseSyncHash>>(() => parseSyncHash(window.location.hash, window.location.search));
  useEffect(() => {
    syncEngine();
    useSyncOn.setState({ on: true });
    const check = () => setOpened(parseSyncHash(window.location.hash, window.location.search));
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  const close = () => {
    dropHash();
    setOpened(null);
  };
  return (
    <>
      <SyncErrors />
      {opened?.kind === 'broken' && <BrokenLink onClose={close} />}
      {opened?.kind === 'device' && <AddFromLink link={opened} onClose={close} />}
      {opened?.kind === 'table' && <JoinTable link={opened} onClose={close} />}
    </>
  );
}
