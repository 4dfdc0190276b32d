// The character document of a device link, fetched on a connection of its own and read through
// validation (with a new id; the engine may keep the one the link names instead). On success the
// connection stays open and in sync, for the binding that takes the character: its events go to
// `events`, which the binding fills in.
import * as Y from 'yjs';
import { connect, type Link, type LinkEvents, type Pool } from './connection';
import { hasCharacter, readCharacter } from './doc';
import { characterDoc, deviceToken } from './keys';
import type { SyncErrorCode } from './status';
import { newCharacter, newId } from '../store/defaults';
import type { Character } from '../store/types';

export type Fetched = { ok: true; character: Character; doc: Y.Doc; link: Link; events: LinkEvents } | { ok: false; error: SyncErrorCode | 'offline' };

export async function fetchFromLink(pool: Pool, key: string, server: string, timeoutMs: number): Promise<Fetched> {
  const doc = new Y.Doc();
  let denied = false;
  const events: LinkEvents = { onChange() {}, onDenied: () => (denied = true), onStateless() {} };
  const link = connect(pool, server, characterDoc(key), deviceToken(key), doc, {
    onChange: () => events.onChange(),
    onDenied: (r) => events.onDenied(r),
    onStateless: (p) => events.onStateless?.(p),
    onClosed: (r) => events.onClosed?.(r),
  });
  const end = Date.now() + timeoutMs;
  // Synced but empty for a moment: nobody ever wrote a character under this key.
  let syncedAt = 0;
  while (!denied && !(link.provider.isSynced && hasCharacter(doc)) && Date.now() < end) {
    if (link.provider.isSynced) syncedAt ||= Date.now();
    if (syncedAt && Date.now() - syncedAt > 1500) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const fail = (error: SyncErrorCode | 'offline') => {
    link.close();
    doc.destroy();
    return { ok: false as const, error };
  };
  if (denied) return fail('denied');
  if (!link.provider.isSynced) return fail('offline');
  if (!hasCharacter(doc)) return fail('empty');
  const id = newId();
  const r = readCharacter(doc, { ...newCharacter('', [{ classId: 'wizard', level: 1 }]), id });
  if (!r.ok) return fail('invalid');
  return { ok: true, character: { ...r.value, id }, doc, link, events };
}
