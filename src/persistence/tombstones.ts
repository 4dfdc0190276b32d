// Deletion marks ("tombstones", written in the main key): 'c:<characterId>' | 'h:<homebrewId>' → ms
// time of the deletion; 'r:<characterId>' beside a 'c:' mark of the same time: an import that
// replaced everything removed it (other tabs say so instead of "deleted"). The load (layout.ts)
// restores a character key that the main key does not name unless a mark covers it, so a delete
// that stopped between writing the main key and removing the character key does not bring the
// character back.
export type Tombstones = Record<string, number>;

const TOMBSTONE_DAYS = 90;
const MAX_TOMBSTONES = 500;

/** `known` plus `added`, minus keys that exist again (`present`), without marks older than 90 days
 *  (and at most 500, the newest). */
export function tombstonesToWrite(known: Tombstones, added: Tombstones, present: ReadonlySet<string>, now = Date.now()): Tombstones {
  const merged: Tombstones = { ...known };
  for (const [k, t] of Object.entries(added)) merged[k] = Math.max(merged[k] ?? -Infinity, t);
  const all = Object.entries(merged).filter(([k, t]) => !present.has(k.replace(/^r:/, 'c:')) && now - t < TOMBSTONE_DAYS * 86_400_000);
  all.sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(all.slice(0, MAX_TOMBSTONES));
}
