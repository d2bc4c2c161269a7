// The state database: what the service itself keeps between restarts (API clients, the token
// signing key, the sandbox's scenarios), apart from the immutable dataset. Only its owner may read it: the directory is
// 0700, the database and its -wal and -shm 0600 (decision 24).
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { privateDir, privateFiles, withPrivateUmask } from './private-files.js';

export type StateDb = DatabaseSync;

/** The state database and the two files SQLite keeps beside it in WAL mode. */
export function stateFiles(dataDir: string): string[] {
  const path = join(dataDir, 'state.sqlite');
  return [path, `${path}-wal`, `${path}-shm`];
}

/**
 * Opens (or creates) the state database in `dataDir`. Files found readable by others are made
 * 0600 first, and `warn` names them; new ones are created 0600 (SQLite gives -wal and -shm the
 * database file's mode, and the umask covers the moment before).
 */
export function openStateDb(dataDir: string, warn: (text: string) => void = () => {}): StateDb {
  privateDir(dataDir, warn);
  const files = stateFiles(dataDir);
  privateFiles(files, warn, true);
  const db = withPrivateUmask(() => {
    const db = new DatabaseSync(files[0]!);
    try {
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA busy_timeout = 5000');
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
        CREATE TABLE IF NOT EXISTS sandbox_scenarios (flight_date TEXT PRIMARY KEY, scenario TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS client_tombstones (id TEXT PRIMARY KEY, version INTEGER NOT NULL, deleted_at TEXT NOT NULL);
      `);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  });
  privateFiles(files, warn, false);
  return db;
}
