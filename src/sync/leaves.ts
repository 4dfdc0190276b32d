// What old servers are still to hear from this device: the leaves of characters that no longer sync
// here (sync turned off, or moved to another server while a leave was on its way), and where a
// character moved (a "moved to" entry in its document there, doc.ts noteMove, for a GM or another
// device still connected there). Each goes over a connection opened only for it. That server may be
// gone for good, so:
// - an attempt is a connection given ATTEMPT_MS to bring the server's "left"; one that does not is
//   closed, and the next starts after a back-off (RETRY_FIRST_MS, doubling, at most RETRY_MAX_MS),
//   while the app is open; only an attempt made while the browser says it is online counts as
//   failed (a device offline for a while keeps its leaves for when it is back);
// - a leave queued more than GIVE_UP_MS ago that failed GIVE_UP_TRIES attempts in a row since the
//   app was opened is dropped (the character may then stay on that table: the player was told in
//   the sync dialog that the leave was waiting, and until when);
// - nothing else waits for it: joins and leaves of synced characters go on their own connections.
import * as Y from 'yjs';
import type { SyncEngine } from './engine';
import { connect, isSettled, newPool, type Link } from './connection';
import { characterDoc, deviceToken, tableIdOf } from './keys';
import { SEATS } from './seats';
import { noteMove } from './doc';
import { leaveDone, leavesDated, moveDone } from './changes';
import type { SyncChange } from '../persistence/sync-records';
import type { MoveNotice, PendingLeave, SyncData } from '../persistence/sync-store';

/** how long one attempt may take before it counts as failed (ms) */
export const ATTEMPT_MS = 20_000;
/** back-off after the first failed attempt (ms), doubled after each further one */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 30 * 60_000;
/** a leave older than this (ms) … */
export const GIVE_UP_MS = 30 * 86_400_000;
/** … whose last this many attempts since the app was opened failed, is dropped */
const GIVE_UP_TRIES = 3;

/** The connection of one leave: `open` opens it, `close` ends it; `settled`: it can send now. */
export interface LeaveLink {
  settled(): boolean;
  send(payload: string): void;
  close(): void;
}
export interface LeaveEvents {
  /** the server said it left (or refused the key: nothing left to leave) */
  done(): void;
}
export type OpenLeave = (l: PendingLeave, events: LeaveEvents) => LeaveLink;
export type OpenMove = (m: MoveNotice, events: LeaveEvents) => { close(): void };

const leaveId = (l: PendingLeave) => `${l.key} ${l.join}`;
const moveId = (m: MoveNotice) => `${m.key} moved ${m.server}`;
/** One thing to tell an old server, with the same back-off and bound for both kinds; `done`: the
 *  change that drops it from the records. */
type Errand = { id: string; since?: number; leave?: PendingLeave; move?: MoveNotice; done: SyncChange };
const errandsOf = (d: SyncData): Errand[] => [
  ...d.leaving.map((l) => ({ id: leaveId(l), since: l.since, leave: l, done: leaveDone(l) })),
  ...(d.moves ?? []).map((m) => ({ id: moveId(m), since: m.since, move: m, done: moveDone(m) })),
];

/** The earliest a leave queued at `since` may be given up (shown in the sync dialog). */
export const giveUpAt = (since: number) => since + GIVE_UP_MS;
/** The wait after the `failed`-th failed attempt in a row (ms). */
export const retryAfter = (failed: number) => Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failed - 1), RETRY_MAX_MS);
/** Whether a leave queued at `since` is given up at `t` after `failed` failed attempts in a row.
 *  The one rule for every pending leave: of a character that no longer syncs here (this file) and
 *  of one that still does (table.ts). Giving up drops only the request, never local data. */
export const givesUp = (since: number | undefined, failed: number, t: number) => failed >= GIVE_UP_TRIES && since !== undefined && t - since >= GIVE_UP_MS;

const pool = newPool();
/** A connection of its own to the leave's server, on a pool of the leaves (never the device's). */
const openLeave: OpenLeave = (l, events) => {
  const doc = new Y.Doc();
  const link: Link = connect(pool, l.server, characterDoc(l.key), deviceToken(l.key), doc, {
    onChange() {},
    onDenied: () => events.done(),
    onStateless(payload) {
      try {
        const m = JSON.parse(payload) as { op?: unknown; join?: unknown };
        if (m.op === 'left' && m.join === l.join) events.done();
      } catch {
        /* not a reply */
      }
    },
  });
  return {
    settled: () => isSettled(link.provider),
    send(p) {
      // the player's other devices hear from the document that it left (seats.ts)
      doc.transact(() => doc.getMap(SEATS).delete(tableIdOf(l.join)));
      link.provider.sendStateless(p);
    },
    close() {
      link.close();
      doc.destroy();
    },
  };
};

/** A connection of its own to the old server: once the document there is in, the entry goes in, and
 *  once the server has it, it is done. */
// (a pool of its own: a leave of the same character may have its document open on the leaves' socket,
// and one name must not be opened twice on one socket)
const movePool = newPool();
const openMove: OpenMove = (m, events) => {
  const doc = new Y.Doc();
  let written = false;
  // (events may come while connect() still runs, before `link` is set)
  let link: Link | null = null;
  link = connect(movePool, m.server, characterDoc(m.key), deviceToken(m.key), doc, {
    onChange() {
      if (!link?.provider.isSynced) return;
      if (!written) {
        written = true;
        noteMove(doc, m.to, m.since);
      } else if (isSettled(link.provider)) events.done();
    },
    onDenied: () => events.done(),
  });
  return {
    close() {
      link?.close();
      doc.destroy();
    },
  };
};

interface Attempts {
  link: { close(): void } | null;
  leave: LeaveLink | null;
  openedAt: number;
  /** failed attempts in a row since the app was opened */
  failed: number;
  nextAt: number;
}

export interface LeaveSender {
  /** one look at the pending leaves (called every second or so) */
  tick(): void;
  dispose(): void;
}

export interface LeaveOptions {
  open?: OpenLeave;
  openMove?: OpenMove;
  now?: () => number;
  /** whether the browser says it is online (default: navigator.onLine) */
  online?: () => boolean;
}

/** Whether the browser says it is online: an attempt made offline is not counted as failed. */
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createLeaveSender(engine: Pick<SyncEngine, 'data' | 'update'>, { open = openLeave, openMove: openM = openMove, now = Date.now, online = browserOnline }: LeaveOptions = {}): LeaveSender {
  const attempts = new Map<string, Attempts>();
  const drop = (e: Errand) => engine.update(e.done);

  return {
    tick() {
      const t = now();
      const data = engine.data();
      // a leave of an older version's records: its time starts now
      if (data.leaving.some((l) => l.since === undefined)) engine.update(leavesDated(t));
      for (const e of errandsOf(data)) {
        let a = attempts.get(e.id);
        if (!a) attempts.set(e.id, (a = { link: null, leave: null, openedAt: 0, failed: 0, nextAt: t }));
        if (a.link && t - a.openedAt >= ATTEMPT_MS) {
          // no answer in time: closed, and tried again later
          a.link.close();
          a.link = a.leave = null;
          if (online()) a.failed++;
          a.nextAt = t + retryAfter(a.failed);
        }
        if (!a.link && givesUp(e.since, a.failed, t)) {
          attempts.delete(e.id);
          drop(e);
          continue;
        }
        if (!a.link && t >= a.nextAt) {
          const events = { done: () => drop(e) };
          if (e.leave) a.link = a.leave = open(e.leave, events);
          else if (e.move) a.link = openM(e.move, events);
          a.openedAt = t;
        }
        if (e.leave && a.leave?.settled()) a.leave.send(JSON.stringify({ op: 'leave', join: e.leave.join }));
      }
      // sent, dropped, or gone in another tab
      const pending = new Set(errandsOf(engine.data()).map((e) => e.id));
      for (const [id, a] of attempts)
        if (!pending.has(id)) {
          a.link?.close();
          attempts.delete(id);
        }
    },
    dispose() {
      for (const a of attempts.values()) a.link?.close();
      attempts.clear();
    },
  };
}
