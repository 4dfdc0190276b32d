// A player's side of a table: show a character at a GM's table (join) or stop (leave). The request
// goes over the character's own device connection when it is connected; until then it waits in the
// sync record (also across restarts) and goes out on reconnect. A character that stopped syncing
// here still leaves its tables: over a connection of its own, opened only for that.
import * as Y from 'yjs';
import type { SyncEngine } from './engine';
import { connect, isSettled, newPool, sameServer, type Link } from './connection';
import { characterDoc, deviceToken } from './keys';
import type { PendingLeave } from '../persistence/sync-store';

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

const leavePool = newPool();
const leaveLinks = new WeakMap<SyncEngine, Map<string, Link>>();
const leaveId = (l: PendingLeave) => `${l.key} ${l.join}`;

function leaveDone(engine: SyncEngine, l: PendingLeave): void {
  engine.update((d) => {
    d.leaving = d.leaving.filter((x) => leaveId(x) !== leaveId(l));
  });
}

/** Sends the leaves of characters no longer synced here; a denied key has nothing left to leave. */
function tickLeaves(engine: SyncEngine): void {
  let open = leaveLinks.get(engine);
  if (!open) leaveLinks.set(engine, (open = new Map()));
  const pending = engine.data().leaving;
  for (const l of pending) {
    let link = open.get(leaveId(l));
    if (!link) {
      link = connect(leavePool, l.server, characterDoc(l.key), deviceToken(l.key), new Y.Doc(), {
        onChange() {},
        onDenied: () => leaveDone(engine, l),
        onStateless(payload) {
          try {
            const m = JSON.parse(payload) as { op?: unknown; join?: unknown };
            if (m.op === 'left' && m.join === l.join) leaveDone(engine, l);
          } catch {
            /* not a reply */
          }
        },
      });
      open.set(leaveId(l), link);
    }
    if (isSettled(link.provider)) link.provider.sendStateless(JSON.stringify({ op: 'leave', join: l.join }));
  }
  for (const [id, link] of open)
    if (!engine.data().leaving.some((l) => leaveId(l) === id)) {
      link.close();
      open.delete(id);
    }
}

/** Sends waiting join/leave requests of every connected character. */
function tick(engine: SyncEngine): void {
  tickLeaves(engine);
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
  return () => clearInterval(timer);
}
