// The server a synced character goes through on this device, and changing it (the group moved its
// server). The key stays (the server keeps no list of keys), this device's copy of the character is
// uploaded to the new server and merged with what another device may have brought there first
// (sync/engine.ts moveServer); the other devices then open the new link and switch too, or are told
// here, when their document says another device moved it, and switch with one tap.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { sameServer, syncEngine, useMovedAway } from '../../sync';
import { ServerForm } from './ServerForm';

/** `status`: the character's sync state, shown after the notice that another device moved it (read
 *  first, that notice says this server is stale) and before the address. `atTables`: it is shown at
 *  a table, whose GM sees it only once the table moves too. */
export function CharacterServer({ characterId, server, status, atTables = false }: { characterId: string; server: string; status?: ReactNode; atTables?: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [moved, setMoved] = useState<{ ok: boolean; server: string } | null>(null);
  // another device of the player moved it (its document here says so)
  const away = useMovedAway((s) => s[characterId]);
  const save = async (url: string) => {
    setEditing(false);
    if (!sameServer(url, server)) setMoved({ ok: await syncEngine().moveServer(characterId, url), server: url });
  };
  return (
    <div className="grid gap-2">
      {away && !moved && (
        <div role="status" data-testid="sync-moved-away" className="grid gap-2 rounded-lg bg-amber-50 p-3 text-sm [overflow-wrap:anywhere] dark:bg-amber-950">
          <p>{t('sync.move.away', { server: away })}</p>
          <div>
            <Button variant="primary" onClick={() => void save(away)}>
              {t('sync.move.awaySwitch')}
            </Button>
          </div>
        </div>
      )}
      {status}
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm break-all text-stone-600 dark:text-stone-400" data-testid="sync-server">
          {t('sync.add.server', { server })}
        </p>
        {/* a rare change: a ghost button, beside the address */}
        <Button
          variant="ghost"
          className="px-2!"
          aria-expanded={editing}
          onClick={() => {
            setEditing((v) => !v);
            setMoved(null);
          }}
        >
          {t('table.changeServer')}
        </Button>
      </div>
      {editing && <ServerForm initial={server} id="sync-move" testId="sync-server-form" hint={t('sync.move.hint')} onSave={(url) => void save(url)} onCancel={() => setEditing(false)} />}
      {moved && (
        <p role={moved.ok ? 'status' : 'alert'} data-testid="sync-moved" className={moved.ok ? 'rounded-lg bg-stone-100 p-3 text-sm [overflow-wrap:anywhere] dark:bg-stone-800' : 'text-red-800 dark:text-red-300'}>
          {moved.ok ? t('sync.move.done', { server: moved.server, context: atTables ? 'tables' : undefined }) : t('sync.move.failed')}
        </p>
      )}
    </div>
  );
}
