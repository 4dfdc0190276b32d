// The sync server's settings, all from the environment (see docs/sync-server.md).
const int = (v, fallback, min, max) => {
  const n = Number(v);
  return v === undefined || v === '' || !Number.isInteger(n) ? fallback : Math.min(max, Math.max(min, n));
};

export function readConfig(env = process.env) {
  const origins = (env.GRIMOAR_SYNC_ORIGINS ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean);
  return {
    port: int(env.GRIMOAR_SYNC_PORT, 1234, 0, 65535),
    host: env.GRIMOAR_SYNC_HOST || '127.0.0.1',
    database: env.GRIMOAR_SYNC_DB || 'server/data/grimoar-sync.sqlite',
    /** redis://host:port — several instances share documents through it; empty: one instance */
    redisUrl: env.GRIMOAR_SYNC_REDIS || '',
    /** browser origins allowed to connect; empty: any (local use only) */
    origins,
    /** largest WebSocket message in bytes (a character document is a few kB) */
    maxMessageBytes: int(env.GRIMOAR_SYNC_MAX_MESSAGE, 256 * 1024, 1024, 16 * 1024 * 1024),
    /** messages per second a connection may send on average (bursts of 4 s allowed) */
    messagesPerSecond: int(env.GRIMOAR_SYNC_RATE, 40, 1, 10_000),
    /** bytes per second a connection may send on average (bursts of 4 s allowed) */
    bytesPerSecond: int(env.GRIMOAR_SYNC_BYTE_RATE, 128 * 1024, 1024, 64 * 1024 * 1024),
    /** largest a document may grow, in bytes of its Yjs state (a character is a few kB; a table's
     *  roster under 10 kB): a change that would pass it is refused and its socket closed (4413) */
    maxDocumentBytes: int(env.GRIMOAR_SYNC_MAX_DOC, 1024 * 1024, 16 * 1024, 256 * 1024 * 1024),
    /** documents one connection may open (a GM's screen opens one per character at the table) */
    maxDocumentsPerConnection: int(env.GRIMOAR_SYNC_MAX_DOCS, 64, 1, 10_000),
    /** ms after the last change before a document is written to SQLite */
    storeDebounceMs: int(env.GRIMOAR_SYNC_STORE_DEBOUNCE, 1000, 0, 60_000),
    quiet: env.GRIMOAR_SYNC_QUIET === '1',
  };
}
