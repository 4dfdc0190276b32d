// A table link opened: the player picks the characters to show at the table. A character that
// syncs here through another server than the table's cannot be shown there (its join request
// travels on its own connection); the player is told and may switch it to the table's server (the
// group moved its server): its copy here is uploaded there, nothing of it is lost.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { useAppStore } from '../../store/app-store';
import { joinTable, syncEngine, type parseSyncHash } from '../../sync';
import { useSyncOn } from './sync-on';
import { andList } from '../../components/format';

type Opened = Extract<ReturnType<typeof parseSyncHash>, { key: string }>;
/** a character the table refused: where it syncs; `switched` once moved to the table's server */
type Refused = { id: string; name: string; server: string; switched?: boolean };

export function JoinTable({ link, onClose }: { link: Opened; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const characters = useAppStore((s) => s.characters);
  // characters this device already shows there (the link opened again): ticked, nothing to choose
  const there = new Set(characters.filter((c) => syncEngine().record(c.id)?.tables.some((x) => x.join === link.key && x.state !== 'leaving')).map((c) => c.id));
  // one character: it is the one to show, already ticked
  const [picked, setPicked] = useState<Set<string>>(() => new Set(characters.length === 1 && !there.has(characters[0].id) ? [characters[0].id] : []));
  // `syncedNow`: characters that did not sync before: a table shows a character through sync
  const [done, setDone] = useState<{ count: number; refused: Refused[]; syncedNow: string[]; failed?: boolean } | null>(null);
  const join = () => {
    const e = syncEngine();
    const refused: Refused[] = [];
    const syncedNow: string[] = [];
    let count = 0;
    for (const c of characters) {
      if (!picked.has(c.id)) continue;
      const had = e.record(c.id) !== null;
      const r = joinTable(e, c.id, link.key, link.server, link.name);
      if (r.ok) count++;
      else refused.push({ id: c.id, name: c.name, server: e.record(c.id)?.server ?? '' });
      if (r.ok && !had) syncedNow.push(c.name);
    }
    useSyncOn.setState({ on: true });
    setDone({ count, refused, syncedNow });
  };
  const switchServer = async (r: Refused) => {
    if (!done) return;
    const e = syncEngine();
    const ok = (await e.moveServer(r.id, link.server)) && joinTable(e, r.id, link.key, link.server, link.name).ok;
    setDone((d) => d && { ...d, count: d.count + (ok ? 1 : 0), refused: d.refused.map((x) => (x.id === r.id && ok ? { ...x, switched: true } : x)), failed: !ok });
  };
  const pending = done ? done.refused.filter((r) => !r.switched).length : 0;
  return (
    <Dialog open onClose={onClose} title={t('sync.join.title', { context: link.name ? 'named' : undefined, name: link.name })} labelledBy="sync-join-title">
      <div className="grid gap-3">
        <p>{t('sync.join.intro')}</p>
        {characters.length === 0 ? (
          <p>{t('sync.join.none')}</p>
        ) : done ? (
          <>
            {/* nothing shown yet, but a character still to switch: no "0 characters" as if it failed */}
            {(done.count > 0 || pending === 0) && <p role="status">{t('sync.join.done', { count: done.count })}</p>}
            {done.syncedNow.length > 0 && <p className="[overflow-wrap:anywhere]">{t('sync.join.syncedNow', { names: andList(i18n.language, done.syncedNow) })}</p>}
            {done.refused.map((r) =>
              r.switched ? (
                <p key={r.id} role="status" className="[overflow-wrap:anywhere]">
                  {t('sync.join.switched', { name: r.name })}
                </p>
              ) : (
                <div key={r.id} className="grid gap-2">
                  <p role="alert" className="[overflow-wrap:anywhere]">
                    {t('sync.join.otherServer', { name: r.name, current: r.server, server: link.server })}
                  </p>
                  <div>
                    <Button variant="primary" onClick={() => void switchServer(r)}>
                      {t('sync.join.switch', { name: r.name })}
                    </Button>
                  </div>
                </div>
              ),
            )}
            {done.failed && <p role="alert">{t('sync.move.failed')}</p>}
            <div>
              <Button variant={pending === 0 ? 'primary' : undefined} onClick={onClose}>
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
                  disabled={there.has(c.id)}
                  checked={there.has(c.id) || picked.has(c.id)}
                  onChange={(e) =>
                    setPicked((p) => {
                      const n = new Set(p);
                      if (e.target.checked) n.add(c.id);
                      else n.delete(c.id);
                      return n;
                    })
                  }
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {c.name}
                  {there.has(c.id) && (
                    <>
                      {' '}
                      <span className="text-sm text-stone-600 dark:text-stone-400">{t('sync.join.already')}</span>
                    </>
                  )}
                </span>
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
