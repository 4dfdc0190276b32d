// SQLite storage of the sync server: Yjs document states and table memberships. Several server
// instances on one host may share the file (WAL mode); the Redis extension lets only one of them
// store a document at a time.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export function openStore(path) {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, data BLOB NOT NULL, updated_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS members (table_id TEXT NOT NULL, doc TEXT NOT NULL, joined_at INTEGER NOT NULL, PRIMARY KEY (table_id, doc));
  `);
  const q = {
    fetch: db.prepare('SELECT data FROM documents WHERE name = ?'),
    store: db.prepare('INSERT INTO documents (name, data, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at'),
    isMember: db.prepare('SELECT 1 FROM members WHERE table_id = ? AND doc = ?'),
    join: db.prepare('INSERT OR IGNORE INTO members (table_id, doc, joined_at) VALUES (?, ?, ?)'),
    leave: db.prepare('DELETE FROM members WHERE table_id = ? AND doc = ?'),
  };
  return {
    fetch: (name) => q.fetch.get(name)?.data ?? null,
    store: (name, data) => void q.store.run(name, data, Date.now()),
    isMember: (tableId, doc) => q.isMember.get(tableId, doc) !== undefined,
    join: (tableId, doc) => q.join.run(tableId, doc, Date.now()).changes > 0,
    leave: (tableId, doc) => q.leave.run(tableId, doc).changes > 0,
    close: () => db.close(),
  };
}
