// The leaves still to send of characters that no longer sync here (sync turned off, or moved to
// another server while a leave was on its way): each goes to the server that showed the character,
// over a connection opened only for it. That server may be gone for good, so:
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
import { characterDoc, deviceToken } from './keys';
import type { PendingLeave, SyncData } from '../persistence/sync-store';

/** how long one attempt may take before it counts as failed (ms) */
export const ATTEMPT_MS = 20_000;
/** back-off after the first failed attempt (ms), doubled after each further one */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 30 * 60_000;
/** a leave older than this (ms) … */
export const GIVE_UP_MS = 30 * 86_400_000;
/** … whose last this many attempts since the app was opened failed, is dropped */
export const GIVE_UP_TRIES = 3;

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

const leaveId = (l: PendingLeave) => `${l.key} ${l.join}`;

/** When a leave queued at `since` is given up at the latest (shown in the sync dialog). */
export const giveUpAt = (since: number) => since + GIVE_UP_MS;

const pool = newPool();
/** A connection of its own to the leave's server, on a pool of the leaves (never the device's). */
export const openLeave: OpenLeave = (l, events) => {
  const link: Link = connect(pool, l.server, characterDoc(l.key), deviceToken(l.key), new Y.Doc(), {
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
  return { settled: () => isSettled(link.provider), send: (p) => link.provider.sendStateless(p), close: () => link.close() };
};

interface Attempts {
  link: LeaveLink | null;
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
  now?: () => number;
  /** whether the browser says it is online (default: navigator.onLine) */
  online?: () => boolean;
}

const defaultOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createLeaveSender(engine: Pick<SyncEngine, 'data' | 'update'>, { open = openLeave, now = Date.now, online = defaultOnline }: LeaveOptions = {}): LeaveSender {
  const attempts = new Map<string, Attempts>();
  const drop = (l: PendingLeave) =>
    engine.update((d: SyncData) => {
      d.leaving = d.leaving.filter((x) => leaveId(x) !== leaveId(l));
    });

  return {
    tick() {
      const t = now();
      const pending = engine.data().leaving;
      // a leave of an older version's records: its time starts now
      if (pending.some((l) => l.since === undefined))
        engine.update((d) => {
          for (const l of d.leaving) l.since ??= t;
        });
      for (const l of pending) {
        const id = leaveId(l);
        let a = attempts.get(id);
        if (!a) attempts.set(id, (a = { link: null, openedAt: 0, failed: 0, nextAt: t }));
        if (a.link && t - a.openedAt >= ATTEMPT_MS) {
          // no answer in time: closed, and tried again later
          a.link.close();
          a.link = null;
          if (online()) a.failed++;
          a.nextAt = t + Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, a.failed - 1), RETRY_MAX_MS);
        }
        if (!a.link && a.failed >= GIVE_UP_TRIES && l.since !== undefined && t - l.since >= GIVE_UP_MS) {
          attempts.delete(id);
          drop(l);
          continue;
        }
        if (!a.link && t >= a.nextAt) {
          a.link = open(l, { done: () => drop(l) });
          a.openedAt = t;
        }
        if (a.link?.settled()) a.link.send(JSON.stringify({ op: 'leave', join: l.join }));
      }
      // sent, dropped, or gone in another tab
      for (const [id, a] of attempts)
        if (!engine.data().leaving.some((l) => leaveId(l) === id)) {
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
