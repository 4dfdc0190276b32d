// The sync records of a character that moves to another server address (the group moved its
// server). The device key stays: the server derives a document's name from the key alone and keeps
// no list of keys (server/auth.mjs), so the same key opens the same document on any server and
// nothing has to be registered again. Tables follow the character: join requests travel on its own
// connection, so a table it is shown at is asked again on the new server (its membership there may
// be empty; a second join is harmless). A leave still on its way goes to the old server, where the
// character was shown: dropping it would keep the character on that table against the player's word.
import type { SyncData } from '../persistence/sync-store';

export function movedTo(data: SyncData, id: string, server: string, at: number): SyncData {
  const rec = data.characters[id];
  if (!rec) return data;
  const leaving = rec.tables.filter((t) => t.state === 'leaving').map((t) => ({ key: rec.key, server: t.server, join: t.join, id, ...(t.name ? { name: t.name } : {}), since: at }));
  const tables = rec.tables.filter((t) => t.state !== 'leaving').map((t) => ({ ...t, server, state: 'joining' as const }));
  return { ...data, server, characters: { ...data.characters, [id]: { ...rec, server, tables } }, leaving: [...data.leaving, ...leaving] };
}
