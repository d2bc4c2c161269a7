// One writer of a data directory's dataset file at a time. Every import (and `dataset build`)
// holds this lock from reading the served file to renaming the new one in, so that two imports
// started together run one after the other and neither loses the other's change.
//
// The lock is a file, `dataset.lock`, created exclusively (open with O_EXCL, which fails when it
// exists) and holding who took it: process id, host, process start and the command. It is removed
// when the work ends, whether it succeeded or not. A lock whose process is gone (killed, crashed)
// is taken over; one held by a process on another host (a shared directory) is never judged, only
// waited for.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { processAlive, processStartTicks } from './process-liveness.js';

export const LOCK_FILE = 'dataset.lock';

/** Who holds the lock, as written in the lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  /** The process's start (processStartTicks), to tell a process id used again. */
  processStart?: string;
  /** What it is doing, e.g. `skyref import ssim`. */
  command: string;
}

export interface DatasetLockOptions {
  /** What takes the lock, shown to whoever waits for it. */
  command: string;
  /** How long to wait while another process holds it, ms; 0 fails at once. */
  timeoutMs: number;
  /** Told once, when the lock is found held and waiting starts. */
  onWait?: (holder: LockHolder | undefined) => void;
  /** Told when a lock left by a process that is gone is taken over. */
  onTakeover?: (holder: LockHolder | undefined) => void;
  /** How often to look again while waiting, ms. */
  pollMs?: number;
}

/** The lock stayed held by another process for the whole wait. */
export class DatasetLockTimeout extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockHolder | undefined,
    readonly waitedMs: number,
  ) {
    super(
      `${path} is held by ${holder ? describeHolder(holder) : 'another process'}; gave up after ${+(waitedMs / 1000).toFixed(1)} s` +
        (holder && holder.host !== hostname() ? ` (that process runs on ${holder.host}: if it is gone, remove ${path})` : ''),
    );
  }
}

export function describeHolder(holder: LockHolder): string {
  return `"${holder.command}" (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since})`;
}

/** Lock files this process holds, so that its own process id in a lock file is told apart from an earlier process's. */
const held = new Set<string>();

/** A lock file that could not be read or parsed is taken for one being written unless it is older than this. */
const UNREADABLE_GRACE_MS = 5000;
/** A `.break` file (see takeOver) older than this was left by a process that died in those few lines. */
const BREAK_GRACE_MS = 10_000;

/** Runs `work` holding the data directory's dataset lock; waits for it as the options say. */
export async function withDatasetLock<T>(dataDir: string, options: DatasetLockOptions, work: () => Promise<T> | T): Promise<T> {
  const release = await acquireDatasetLock(dataDir, options);
  try {
    return await work();
  } finally {
    release();
  }
}

/** Takes the lock (waiting as the options say) and returns what releases it. */
export async function acquireDatasetLock(dataDir: string, options: DatasetLockOptions): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, LOCK_FILE);
  const pollMs = options.pollMs ?? 100;
  const started = Date.now();
  let waiting = false;
  for (;;) {
    const mine = tryCreate(path, options.command);
    if (mine !== undefined) {
      held.add(path);
      return () => release(path, mine);
    }
    const found = readLock(path);
    if (found === 'gone') continue;
    if (isStale(path, found)) {
      if (takeOver(path, found.raw)) options.onTakeover?.(found.holder);
      else await delay(10); // another waiter is taking it over just now
      continue;
    }
    const waited = Date.now() - started;
    if (waited >= options.timeoutMs) throw new DatasetLockTimeout(path, found.holder, waited);
    if (!waiting) {
      waiting = true;
      options.onWait?.(found.holder);
    }
    await delay(Math.min(pollMs, options.timeoutMs - waited));
  }
}

/** Creates the lock file with this process as holder; its content, or undefined when it exists already. */
function tryCreate(path: string, command: string): string | undefined {
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command };
  const start = processStartTicks(process.pid);
  if (start !== undefined) holder.processStart = start;
  const raw = JSON.stringify(holder) + '\n';
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  try {
    writeSync(fd, raw);
  } finally {
    closeSync(fd);
  }
  return raw;
}

interface FoundLock {
  raw: string;
  /** Undefined when the file could not be parsed (being written, or damaged). */
  holder: LockHolder | undefined;
  modifiedMs: number;
}

function readLock(path: string): FoundLock | 'gone' {
  let raw: string;
  let modifiedMs: number;
  try {
    modifiedMs = statSync(path).mtimeMs;
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  return { raw, holder: parseHolder(raw), modifiedMs };
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.since !== 'string' || typeof value.command !== 'string') return undefined;
    return value as LockHolder;
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder is certainly gone: a process of this host that no longer runs. */
function isStale(path: string, found: FoundLock): boolean {
  const { holder } = found;
  if (!holder) return Date.now() - found.modifiedMs > UNREADABLE_GRACE_MS;
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return !held.has(path);
  if (!processAlive(holder.pid)) return true;
  // The id is in use, but by a process that started after the one that took the lock.
  const start = processStartTicks(holder.pid);
  return holder.processStart !== undefined && start !== undefined && start !== holder.processStart;
}

/**
 * Removes a stale lock file, but only while it still holds what was judged stale: between that
 * judgement and the removal another waiter may have taken it over and made its own. Removers
 * take turns through a second exclusive file, `dataset.lock.break`, so that none removes a
 * lock another has just created. True when this call removed it.
 */
function takeOver(path: string, judged: string): boolean {
  const breaker = `${path}.break`;
  try {
    closeSync(openSync(breaker, 'wx', 0o644));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(breaker).mtimeMs > BREAK_GRACE_MS) rmSync(breaker, { force: true });
    } catch {
      // gone meanwhile
    }
    return false;
  }
  try {
    let now: string;
    try {
      now = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    if (now !== judged) return false;
    unlinkSync(path);
    return true;
  } finally {
    rmSync(breaker, { force: true });
  }
}

function release(path: string, mine: string): void {
  held.delete(path);
  try {
    // Never another's: a lock is only removed while it is still the one this process wrote.
    if (readFileSync(path, 'utf8') === mine) unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
