// A player's side of a table: show a character at a GM's table (join) or stop (leave). The request
// goes over the character's own device connection when it is connected; until then it waits in the
// sync record (also across restarts) and goes out on reconnect. A character that stopped syncing
// here still leaves its tables: over a connection of its own, opened only for that (leaves.ts).
// Every leave, on either connection, follows one rule: an attempt gets ATTEMPT_MS for the server's
// "left", a failed one (made online) is tried again after a doubling back-off, and a leave asked
// for more than 30 days ago whose last attempts failed is given up (leaves.ts givesUp). Joins go
// out once a second while connected: the server answers them at once.
import type { Binding, SyncEngine } from './engine';
import type { SyncedCharacter } from '../persistence/sync-store';
import { joinAsked, leaveAsked, leaveDismissed, tableJoined, tableLeavesChecked, tableLeft, tablesLeftOnDelete, tablesRejoined } from './changes';
import { isSettled, sameServer } from './connection';
import { ATTEMPT_MS, browserOnline, createLeaveSender, givesUp, retryAfter, type LeaveSender } from './leaves';

const RETRY_MS = 1000;

export type JoinResult = { ok: true } | { ok: false; error: 'otherServer' };

export function joinTable(engine: SyncEngine, id: string, join: string, server: string, name?: string): JoinResult {
  const r = engine.record(id);
  if (r && !sameServer(r.server, server)) return { ok: false, error: 'otherServer' };
  if (!r) engine.enable(id, server);
  engine.update(joinAsked(id, join, server, name));
  tick(engine);
  return { ok: true };
}

export function leaveTable(engine: SyncEngine, id: string, join: string): void {
  engine.update(leaveAsked(id, join, Date.now()));
  tick(engine);
}

type Table = SyncedCharacter['tables'][number];

/** The character `id` was deleted here (its undo still offered): the tables showing it hear at once
 *  that it left, as for a character that no longer syncs (a pending leave on a connection of its
 *  own: its device connection went with it), while its record stays for the undo. Returns the
 *  tables it left, for backAtTables. */
export function leaveTablesOnDelete(engine: SyncEngine, id: string): Table[] {
  const going = engine.record(id)?.tables.filter((t) => t.state !== 'leaving') ?? [];
  if (!going.length) return [];
  engine.update(tablesLeftOnDelete(id, Date.now()));
  tick(engine);
  return going;
}

/** The delete undone: the leaves not sent yet are dropped, and it asks to be shown at those tables
 *  again (a join is harmless where the leave never arrived). */
export function backAtTables(engine: SyncEngine, id: string, tables: readonly Table[]): void {
  if (!tables.length) return;
  engine.update(tablesRejoined(id, tables));
  tick(engine);
}

/** The player stops waiting for a leave (the sync dialog): it is no longer sent, and the character
 *  may stay at that table. Only the request goes; the character and its sync stay. */
export function dismissLeave(engine: SyncEngine, id: string, join: string, server: string): void {
  engine.update(leaveDismissed(id, join, server));
}

/** One leave of a synced character on its device connection: the attempt under way (`startedAt`:
 *  its start, null: waiting for `nextAt`), and failed attempts in a row since the app was opened. */
interface LeaveAttempt {
  id: string;
  join: string;
  startedAt: number | null;
  sent: boolean;
  failed: number;
  nextAt: number;
}

/** What this file keeps of one engine: its leave attempts (by `<id> <join>`), the bindings whose
 *  replies it listens to, and the sender of the leaves on connections of their own. */
interface TableState {
  attempts: Map<string, LeaveAttempt>;
  listening: WeakSet<Binding>;
  leaves: LeaveSender;
}
const states = new WeakMap<SyncEngine, TableState>();

function stateOf(engine: SyncEngine): TableState {
  let s = states.get(engine);
  if (!s) states.set(engine, (s = { attempts: new Map(), listening: new WeakSet(), leaves: createLeaveSender(engine) }));
  return s;
}

/** Sends a leave of a synced character when due; false: given up (its entry is to go). */
function tryLeave(attempts: Map<string, LeaveAttempt>, id: string, join: string, since: number | undefined, settled: boolean, send: () => void, t: number): boolean {
  const k = `${id} ${join}`;
  let a = attempts.get(k);
  if (!a) attempts.set(k, (a = { id, join, startedAt: null, sent: false, failed: 0, nextAt: t }));
  if (a.startedAt !== null && t - a.startedAt >= ATTEMPT_MS) {
    // no "left" in time (or no connection to send it on): tried again later
    if (browserOnline()) a.failed++;
    a.startedAt = null;
    a.nextAt = t + retryAfter(a.failed);
  }
  if (a.startedAt === null && givesUp(since, a.failed, t)) {
    attempts.delete(k);
    return false;
  }
  if (a.startedAt === null && t >= a.nextAt) Object.assign(a, { startedAt: t, sent: false });
  if (a.startedAt !== null && !a.sent && settled) {
    send();
    a.sent = true;
  }
  return true;
}

/** Sends waiting join/leave requests of every connected character. */
function tick(engine: SyncEngine): void {
  const { attempts, listening, leaves } = stateOf(engine);
  leaves.tick();
  const now = Date.now();
  // attempts of leaves answered, dismissed or turned into a leave of their own connection
  const chars = engine.data().characters;
  for (const [k, { id, join }] of attempts) if (!chars[id]?.tables.some((t) => t.join === join && t.state === 'leaving')) attempts.delete(k);
  for (const [id, rec] of Object.entries(engine.data().characters)) {
    const b = engine.binding(id);
    if (!b) continue;
    if (!listening.has(b)) {
      listening.add(b);
      b.onStateless.add((payload) => onReply(engine, id, payload));
    }
    const settled = isSettled(b.link.provider);
    const send = (op: string, join: string) => b.link.provider.sendStateless(JSON.stringify({ op, join }));
    const gone: string[] = [];
    for (const t of rec.tables) {
      if (t.state === 'joining' && settled) send('join', t.join);
      if (t.state === 'leaving' && !tryLeave(attempts, id, t.join, t.since, settled, () => send('leave', t.join), now)) gone.push(t.join);
    }
    // a leave from an older version (no time): its 30 days start now
    if (rec.tables.some((t) => t.state === 'leaving' && t.since === undefined) || gone.length) engine.update(tableLeavesChecked(id, gone, now));
  }
}

function onReply(engine: SyncEngine, id: string, payload: string): void {
  let m: unknown;
  try {
    m = JSON.parse(payload);
  } catch {
    return;
  }
  if (typeof m !== 'object' || m === null) return;
  const { op, join } = m as { op?: unknown; join?: unknown };
  if (typeof join !== 'string') return;
  if (op === 'joined') engine.update(tableJoined(id, join));
  if (op === 'left') engine.update(tableLeft(id, join));
}

/** Keeps sending waiting requests until `stop()`. */
export function startTableRequests(engine: SyncEngine): () => void {
  const timer = setInterval(() => tick(engine), RETRY_MS);
  return () => {
    clearInterval(timer);
    stateOf(engine).leaves.dispose();
  };
}
