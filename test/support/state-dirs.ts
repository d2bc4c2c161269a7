// Temporary state directories for tests of the state database, and connections to them, all
// closed and removed when the test file ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { openStateDb, type StateDb } from '../../src/state/state-db.js';

const dirs: string[] = [];
const dbs: StateDb[] = [];
after(() => {
  for (const db of dbs) db.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A new, empty state directory. */
export function freshStateDir(prefix = 'skyref-state-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A connection of its own to the state database in `dir`. */
export function openState(dir: string): StateDb {
  const db = openStateDb(dir);
  dbs.push(db);
  return db;
}
