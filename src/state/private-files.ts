// Files only the service's own user may read: the data directory (0700), the state database
// with its -wal and -shm (0600), which hold the clients' secret hashes and the token signing key,
// and the demo client's secret (0600).
// Looser ones left by an earlier version, a copy or a restore are tightened, with a warning.
import { isMainThread } from 'node:worker_threads';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Text for the operator: what was tightened, or could not be. */
type Warn = (text: string) => void;

const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/**
 * Makes `dir` (and any missing parent) with mode 0700; an existing one that others may enter is
 * made 0700, with a warning. One that cannot be changed (not ours) is left, with a warning: the
 * files in it are private by their own modes.
 */
export function privateDir(dir: string, warn: Warn): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const mode = statSync(dir).mode;
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
    warn(`data directory ${dir} was mode ${octal(mode)}; now 0700, so that only its owner can enter it`);
  } catch (error) {
    warn(`data directory ${dir} is mode ${octal(mode)} and could not be made 0700: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Makes each of `paths` that exists 0600. With `announce`, one warning names the ones that were
 * looser (files found so at start); without, they are tightened silently (files just created).
 */
export function privateFiles(paths: readonly string[], warn: Warn, announce: boolean): void {
  const tightened: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const mode = statSync(path).mode;
    if ((mode & 0o177) === 0) continue;
    chmodSync(path, PRIVATE_FILE_MODE);
    tightened.push(`${path} (was ${octal(mode)})`);
  }
  if (announce && tightened.length > 0) {
    warn(
      `state files readable by others made 0600: ${tightened.join(', ')}. They hold the clients' secret hashes and the token ` +
        'signing key: if other users could read them, set SKYREF_TOKEN_SECRET to a new value (tokens signed with the old key then stop working)',
    );
  }
}

/**
 * Makes the file at `path`, if any, 0600 when others may read it, with a warning saying what it
 * holds and what to do: a secret kept beside the state (the demo client's) found copied or
 * restored with a looser mode is treated as the state database is.
 */
export function privateSecretFile(path: string, warn: Warn, holds: string, remedy: string): void {
  if (!existsSync(path)) return;
  const mode = statSync(path).mode;
  if ((mode & 0o177) === 0) return;
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
    warn(`${path} (${holds}) was mode ${octal(mode)}; now 0600. If other users could read it, ${remedy}`);
  } catch (error) {
    warn(`${path} (${holds}) is mode ${octal(mode)} and could not be made 0600: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Runs `create` with a umask that leaves new files to their owner alone. A worker thread cannot
 * set the umask; its supervisor created the state files before starting it, and SQLite gives the
 * files it adds the database file's mode.
 */
export function withPrivateUmask<T>(create: () => T): T {
  if (!isMainThread) return create();
  const previous = process.umask(0o077);
  try {
    return create();
  } finally {
    process.umask(previous);
  }
}
