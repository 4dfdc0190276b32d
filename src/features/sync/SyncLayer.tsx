// The running sync layer: starts the engine (every synced character of this browser) and answers the
// links: a device link adds its character here, a table link lets the player pick characters to show.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { useAppStore } from '../../store/app-store';
import { CHARACTER_PARAM, joinTable, parseSyncHash, syncEngine, TABLE_NAME_PARAM, useSyncStatus } from '../../sync';
import { AddFromLink } from './AddFromLink';
import { useSyncOn } from './sync-on';

type Opened = Extract<ReturnType<typeof parseSyncHash>, { key: string }>;

/** The link is used: its hash (and a table's name or a character's id in the query) leave the address. */
function dropHash() {
  const q = new URLSearchParams(window.location.search);
  q.delete(TABLE_NAME_PARAM);
  q.delete(CHARACTER_PARAM);
  const search = q.toString();
  window.history.replaceState(window.history.state, '', window.location.pathname + (search ? `?${search}` : ''));
}

function JoinTable({ link, onClose }: { link: Opened; onClose: () => void }) {
  const { t } = useTranslation();
  const characters = useAppStore((s) => s.characters);
  // one character: it is the one to show, already ticked
  const [picked, setPicked] = useState<Set<string>>(() => new Set(characters.length === 1 ? [characters[0].id] : []));
  const [done, setDone] = useState<{ count: number; refused: string[] } | null>(null);
  const join = () => {
    const e = syncEngine();
    const refused: string[] = [];
    let count = 0;
    for (const c of characters) {
      if (!picked.has(c.id)) continue;
      const r = joinTable(e, c.id, link.key, link.server, link.name);
      if (r.ok) count++;
      else refused.push(c.name);
    }
    useSyncOn.setState({ on: true });
    setDone({ count, refused });
  };
  return (
    <Dialog open onClose={onClose} title={t('sync.join.title', { context: link.name ? 'named' : undefined, name: link.name })} labelledBy="sync-join-title">
      <div className="grid gap-3">
        <p>{t('sync.join.intro')}</p>
        {characters.length === 0 ? (
          <p>{t('sync.join.none')}</p>
        ) : done ? (
          <>
            <p role="status">{t('sync.join.done', { count: done.count })}</p>
            {done.refused.map((n) => (
              <p key={n} role="alert">
                {t('sync.join.otherServer', { name: n })}
              </p>
            ))}
            <div>
              <Button variant="primary" onClick={onClose}>
                {t('common.done')}
              </Button>
            </div>
          </>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">{t('sync.join.pick')}</legend>
            {characters.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={picked.has(c.id)}
                  onChange={(e) =>
                    setPicked((p) => {
                      const n = new Set(p);
                      if (e.target.checked) n.add(c.id);
                      else n.delete(c.id);
                      return n;
                    })
                  }
                />
                {c.name}
              </label>
            ))}
            <div>
              <Button variant="primary" disabled={picked.size === 0} onClick={join}>
                {t('sync.join.confirm')}
              </Button>
            </div>
          </fieldset>
        )}
      </div>
    </Dialog>
  );
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
