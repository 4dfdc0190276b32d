// Storage keys and the data version. Only src/persistence reads or writes them.

/** The one key holding `{ version, state, setAside? }`. */
export const STORAGE_KEY = 'grimoar';
/** Raw copies of data that could not be read: `grimoar:backup:<ISO time>`. */
export const BACKUP_PREFIX = 'grimoar:backup:';
/** Small bookkeeping (last export, reminder snooze); never holds game data. */
export const META_KEY = 'grimoar:meta';

/**
 * Version of the stored shape (PersistedState in src/store/types.ts). Bump it ONLY together with a
 * migration in ./migrations (NNN-name.ts, registered in ./migrations/index.ts) and a fixture of the
 * old shape in ./migrations/fixtures/v<old>.json — the migration tests fail otherwise.
 */
export const CURRENT_VERSION = 1;

/** The URL fragment that starts a share link (`<origin>/#import=…`, see share.ts). A constant of its
 *  own here so the first screen can notice such a link without loading share.ts and lz-string. */
export const SHARE_PREFIX = '#import=';
