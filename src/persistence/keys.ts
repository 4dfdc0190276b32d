// Storage keys and the data version. Only src/persistence reads or writes them.
//
// Layout of version 2 (layout.ts): one key per character, one for all homebrew spells, and the main
// key naming them. The main key is written LAST (it is the commit point): a write that stops half
// way leaves character keys the main key does not name yet, which the next load restores.
// Version 1 kept everything under the main key: `{ version: 1, state, setAside?, deleted?, rev? }`.

/** The main key: `{ version: 2, state: { activeCharacterId, settings }, characters: [[id, stamp], …],
 *  homebrew?: stamp, setAside?, deleted?, rev? }` (version 1: the whole state, see above). */
export const STORAGE_KEY = 'grimoar';
/** One character's JSON: `grimoar:c:<character id>`. */
export const CHARACTER_PREFIX = 'grimoar:c:';
/** All homebrew spells as one JSON array (written only when they change). */
export const HOMEBREW_KEY = 'grimoar:h';
/** Raw copies of data that could not be read: `grimoar:backup:<ISO time>`. */
export const BACKUP_PREFIX = 'grimoar:backup:';
/** Small bookkeeping (last export, reminder snooze, a copy of the UI language); never game data. */
export const META_KEY = 'grimoar:meta';

/**
 * Version of the stored data. Bump it ONLY together with a migration in ./migrations (NNN-name.ts,
 * registered in ./migrations/index.ts) and a fixture of the old shape in ./migrations/fixtures/
 * v<old>.json — the migration tests fail otherwise.
 * Version 2 changed only the storage layout (keys above), not the shape of PersistedState: its
 * migration is the identity. The bump is what makes an older app (version 1) see the main key as
 * "newer" and go read-only instead of reading it as an empty state and writing over it.
 * Export files carry the same number (version-1 files still import).
 */
export const CURRENT_VERSION = 2;

/** The URL fragment that starts a share link (`<origin>/#import=…`, see share.ts). A constant of its
 *  own here so the first screen can notice such a link without loading share.ts and lz-string. */
export const SHARE_PREFIX = '#import=';
