// "Stůl" (route /stul): the GM's tables on this device — create one, show the join link + QR code,
// and the party live and read-only (PartyCard), one column on a phone, two or three on a tablet.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useCatalog } from '../../data/useCatalog';
import type { GmTable } from '../../persistence/sync-store';
import { partyMemory } from '../../persistence/party-memory';
import { defaultServer, forgetTable, joinKeyOf, newKey, checkServer, syncEngine, tableLink, UNREACHABLE_MS, watchTable, type PartyState, type ServerError } from '../../sync';
import { tableAdded, tableRemoved } from '../../sync/changes';
import { PartyCard } from './PartyCard';
import { QrLink } from './QrLink';
import { TableServer } from './TableServer';
import { ServerField } from './ServerField';
import { useSyncRecords } from './useSyncRecords';
import { missingNumbersOf, spellNameOr } from '../../components/spell-name';
import { partyOverlaps } from '../../rules';
import type { Character } from '../../store/types';

/** True once the table has waited UNREACHABLE_MS (as long as a player's device) for its server while this device is online: a wrong
 *  address or a server that is down, which the GM should check, rather than a moment's wait. A new
 *  address starts the wait over. */
function useUnreachable(connection: PartyState['connection'], server: string): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (connection !== 'pending') return;
    const timer = setTimeout(() => setLong(navigator.onLine !== false), UNREACHABLE_MS);
    // a later wait starts over
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [connection, server]);
  return long && connection === 'pending';
}

/** "Naposledy viděno v 19:42": the day too when it was not today. */
function seenText(t: TFunction, lng: string, at: number): string {
  const d = new Date(at);
  const time = new Intl.DateTimeFormat(lng, { timeStyle: 'short' }).format(d);
  if (d.toDateString() === new Date().toDateString()) return t('table.seen', { time });
  return t('table.seenOn', { date: new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(d), time });
}

function Party({ table }: { table: GmTable }) {
  const { t, i18n } = useTranslation();
  const { byId } = useCatalog();
  const [party, setParty] = useState<PartyState>({ connection: 'pending', members: [], seenAt: null });
  const [showLink, setShowLink] = useState(false);
  const [editServer, setEditServer] = useState(false);
  // the table's key exists only on this device: closing it cannot be undone
  const [closing, setClosing] = useState(false);
  useEffect(() => watchTable(table.server, table.gmKey, setParty, partyMemory()), [table.server, table.gmKey]);
  const unreachable = useUnreachable(party.connection, table.server);
  // per character: its spells this device lacks are numbered as on the player's own screens
  const spellNameFor = (c: Character) => {
    const numbers = missingNumbersOf(c, (id) => byId.has(id));
    return (id: string) => spellNameOr(t, byId, id, { custom: 'othersCustomSpell', numbers });
  };
  // the same spell on the same target from two characters does not add together; a character the
  // player moved away has no current effects here (its card shows none), so it overlaps nobody
  const overlaps = useMemo(() => {
    const present = party.members.flatMap((m) => (m.character && !m.movedTo ? [{ id: m.doc, name: m.character.name, c: m.character }] : []));
    const byDoc = partyOverlaps(present.map((p) => ({ id: p.id, round: p.c.caster.turn.round, effects: p.c.caster.effects })));
    const nameOf = new Map(present.map((p) => [p.id, p.name]));
    return new Map([...byDoc].map(([doc, m]) => [doc, new Map([...m].map(([i, others]) => [i, others.map((o) => nameOf.get(o) ?? '')]))]));
  }, [party.members]);
  const headingId = `table-${table.gmKey.slice(0, 8)}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto font-serif text-xl font-bold">
          {table.name}
        </h2>
        <span role="status" data-testid="table-connection" data-state={unreachable ? 'unreachable' : party.connection} className="rounded-full bg-stone-200 px-3 py-1 text-sm dark:bg-stone-800">
          {t(`table.connection.${unreachable ? 'unreachable' : party.connection}`)}
        </span>
        <Button onClick={() => setShowLink((v) => !v)} aria-expanded={showLink}>
          {showLink ? t('table.hideLink') : t('table.showLink')}
        </Button>
        {/* a rare change: a ghost button, beside the link on one line of a phone */}
        <Button variant="ghost" className="px-2!" onClick={() => setEditServer((v) => !v)} aria-expanded={editServer}>
          {t('table.changeServer')}
        </Button>
      </div>
      {/* what is shown is this device's memory of the party, not the server's word */}
      {party.connection !== 'synced' && party.seenAt !== null && (
        <p className="-mt-2 text-sm text-stone-600 dark:text-stone-400" data-testid="table-seen">
          {seenText(t, i18n.language, party.seenAt)}
        </p>
      )}
      {unreachable && (
        <p className="text-red-800 dark:text-red-300" data-testid="table-unreachable">
          {t('table.unreachable', { server: table.server })}
        </p>
      )}
      {editServer && (
        <TableServer
          table={table}
          id={`${headingId}-server`}
          onDone={() => setEditServer(false)}
        />
      )}
      {showLink && (
        <div className="max-w-md">
          <QrLink link={tableLink(window.location.origin, joinKeyOf(table.gmKey), table.server, table.name)} qrLabel={t('table.qrAlt', { name: table.name })} id={`${headingId}-link`} testId="table-qr" />
        </div>
      )}
      {party.members.length === 0 ? (
        // nobody is known to be there until the server has said so (a refused table: the badge says it)
        party.connection !== 'denied' && <p className="text-stone-700 dark:text-stone-300">{t(party.connection === 'synced' ? 'table.empty' : 'table.emptyUnknown')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {party.members.map((m) => (
            <li key={m.doc} className="min-w-0">
              {m.character ? (
                <PartyCard c={m.character} spellName={spellNameFor(m.character)} online={m.online} stale={party.connection !== 'synced' || !!m.remembered} overlaps={overlaps.get(m.doc)} movedTo={m.movedTo} />
              ) : (
                <p className="rounded-xl border border-dashed border-stone-300 p-4 dark:border-stone-700">{t(m.problem === 'invalid' ? 'table.invalid' : 'table.loading')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="ghost" onClick={() => setClosing(true)}>
          {t('table.remove')}
        </Button>
      </div>
      <Dialog open={closing} onClose={() => setClosing(false)} title={t('table.removeTitle', { name: table.name })} labelledBy={`${headingId}-close`}>
        <p className="mb-2">{t('table.removeText')}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button onClick={() => setClosing(false)}>{t('common.cancel')}</Button>
          <Button
            variant="danger"
            onClick={() => {
              forgetTable(table.gmKey, partyMemory());
              syncEngine().update(tableRemoved(table.gmKey));
            }}
          >
            {t('table.removeConfirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

export default function TableScreen() {
  const { t } = useTranslation();
  const tables = useSyncRecords((d) => d.tables);
  const [name, setName] = useState('');
  const [server, setServer] = useState(defaultServer);
  const [badServer, setBadServer] = useState<{ error: ServerError; host?: string } | null>(null);
  const serverInput = useRef<HTMLInputElement>(null);
  const create = () => {
    const checked = checkServer(server);
    if (!checked.ok) {
      // the button pressed shows no change: focus goes to the field, whose description says why
      setBadServer(checked);
      serverInput.current?.focus();
      return;
    }
    const url = checked.url;
    setBadServer(null);
    // made once, outside the change: the change is applied again to the latest stored records (in
    // this tab's view and under the lock), and a key made inside it would differ each time
    const table: GmTable = { gmKey: newKey(), server: url, name: name.trim().slice(0, 80) || t('table.defaultName'), createdAt: new Date().toISOString() };
    syncEngine().update(tableAdded(table));
    setName('');
  };
  return (
    <section aria-labelledby="table-h" className="grid gap-6">
      <div>
        <h1 id="table-h" className="font-serif text-2xl font-bold">
          {t('table.title')}
        </h1>
        <p className="text-stone-700 dark:text-stone-300">{t('table.intro')}</p>
      </div>
      {tables.map((tb) => (
        <Party key={tb.gmKey} table={tb} />
      ))}
      <form
        aria-labelledby="table-new-h"
        className="grid max-w-md gap-2 rounded-xl border border-stone-200 p-4 dark:border-stone-700"
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        {/* with a table open already, the form is plainly for another one */}
        <h2 id="table-new-h" className="text-lg font-semibold">
          {t(tables.length ? 'table.newAnother' : 'table.new')}
        </h2>
        <label htmlFor="table-name" className="font-medium">
          {t('table.name')}
        </label>
        <input id="table-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} placeholder={t('table.defaultName')} className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-950" />
        <label htmlFor="table-server" className="font-medium">
          {t('table.server')}
        </label>
        <ServerField id="table-server" inputRef={serverInput} value={server} onChange={(v) => { setServer(v); setBadServer(null); }} error={badServer} hint={t('sync.serverHint')} />
        <div>
          <Button variant="primary" type="submit">
            {t('table.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
