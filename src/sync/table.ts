// A player's side of a table: show a character at a GM's table (join) or stop (leave). The request
// goes over the character's own device connection when it is connected; until then it waits in the
// sync record (also across restarts) and goes out on reconnect. A character that stopped syncing
// here still leaves its tables: over a connection of its own, opened only for that, tried with
// back-off and given up after a long while (leaves.ts).
import type { SyncEngine } from './engine';
import { isSettled, sameServer } from './connection';
import { createLeaveSender, type LeaveSender } from './leaves';

const RETRY_MS = 1000;

export type JoinResult = { ok: true } | { ok: false; error: 'otherServer' };

export function joinTable(engine: SyncEngine, id: string, join: string, server: string, name?: string): JoinResult {
  const r = engine.record(id);
  if (r && !sameServer(r.server, server)) return { ok: false, error: 'otherServer' };
  if (!r) engine.enable(id, server);
  engine.update((d) => {
    const rec = d.characters[id];
    // (turned off in another tab meanwhile: not turned on again behind the player's back)
    if (rec) rec.tables = [...rec.tables.filter((t) => t.join !== join), { join, server, state: 'joining', ...(name ? { name } : {}) }];
  });
  tick(engine);
  return { ok: true };
}

export function leaveTable(engine: SyncEngine, id: string, join: string): void {
  engine.update((d) => {
    const rec = d.characters[id];
    if (rec) rec.tables = rec.tables.map((t) => (t.join === join ? { ...t, state: 'leaving' } : t));
  });
  tick(engine);
}

const listening = new WeakSet<object>();

const leaveSenders = new WeakMap<SyncEngine, LeaveSender>();
const leavesOf = (engine: SyncEngine) => {
  let sender = leaveSenders.get(engine);
  if (!sender) leaveSenders.set(engine, (sender = createLeaveSender(engine)));
  return sender;
};

/** Sends waiting join/leave requests of every connected character. */
function tick(engine: SyncEngine): void {
  leavesOf(engine).tick();
  for (const [id, rec] of Object.entries(engine.data().characters)) {
    const b = engine.binding(id);
    if (!b) continue;
    if (!listening.has(b)) {
      listening.add(b);
      b.onStateless.add((payload) => onReply(engine, id, payload));
    }
    if (!isSettled(b.link.provider)) continue;
    for (const t of rec.tables) if (t.state !== 'joined') b.link.provider.sendStateless(JSON.stringify({ op: t.state === 'joining' ? 'join' : 'leave', join: t.join }));
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
  engine.update((d) => {
    const rec = d.characters[id];
    if (!rec) return;
    if (op === 'joined') rec.tables = rec.tables.map((t) => (t.join === join && t.state === 'joining' ? { ...t, state: 'joined' } : t));
    if (op === 'left') rec.tables = rec.tables.filter((t) => !(t.join === join && t.state === 'leaving'));
  });
}

/** Keeps sending waiting requests until `stop()`. */
export function startTableRequests(engine: SyncEngine): () => void {
  const timer = setInterval(() => tick(engine), RETRY_MS);
  return () => {
    clearInterval(timer);
    leavesOf(engine).dispose();
  };
}
