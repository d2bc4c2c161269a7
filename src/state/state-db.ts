// The state database: what the service itself keeps between restarts (API clients, the token
// signing key), apart from the immutable dataset.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type StateDb = Database.Database;

export function openStateDb(dataDir: string): StateDb {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'state.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS clients (
      id TEXT PRIMARY KEY,
      secret_hash TEXT NOT NULL,
      created_at TEXT NOT NULL,
      disabled INTEGER NOT NULL DEFAULT 0,
      rate_per_second INTEGER,
      rate_per_hour INTEGER
    );
    CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `);
  return db;
}
