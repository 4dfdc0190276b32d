// The sync records of a character that moves to another server address (the group moved its
// server). The device key stays: the server derives a document's name from the key alone and keeps
// no list of keys (server/auth.mjs), so the same key opens the same document on any server and
// nothing has to be registered again. Tables follow the character: join requests travel on its own
// connection, so a table it is shown at is asked again on the new server (its membership there may
// be empty; a second join is harmless). A leave still on its way goes to the old server, where the
// character was shown: dropping it would keep the character on that table against the player's word.
// The old server is told where the character went (leaves.ts sends it, doc.ts markMoved): a GM or
// another device of the player still connected there says "moved" instead of showing it as it was.
import { pendingLeave, type SyncData } from '../persistence/sync-store';
import { sameServer } from './connection';

export function movedTo(data: SyncData, id: string, server: string, at: number): SyncData {
  const rec = data.characters[id];
  if (!rec) return data;
  const leaving = rec.tables.filter((t) => t.state === 'leaving').map((t) => pendingLeave(rec, t, id, at));
  const tables = rec.tables.filter((t) => t.state !== 'leaving').map((t) => ({ ...t, server, state: 'joining' as const }));
  // The old server is told where it went (a GM or another device still there says so instead of
  // showing it as it was); servers told of an earlier move of it not yet sent hear the latest one,
  // and one it now returns to hears nothing.
  const moves = (data.moves ?? [])
    .filter((m) => !(m.key === rec.key && (sameServer(m.server, server) || sameServer(m.server, rec.server))))
    .map((m) => (m.key === rec.key ? { ...m, to: server, since: at } : m));
  moves.push({ key: rec.key, server: rec.server, to: server, since: at });
  return { ...data, server, characters: { ...data.characters, [id]: { ...rec, server, tables } }, leaving: [...data.leaving, ...leaving], moves };
}
