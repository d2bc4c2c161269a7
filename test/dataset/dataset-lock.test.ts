import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { acquireDatasetLock, DatasetLockTimeout, LOCK_FILE, withDatasetLock, type LockHolder } from '../../src/dataset/dataset-lock.js';
import { until, WAIT_LIMIT_MS } from '../support/wait.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-lock-'));
  dirs.push(dir);
  return dir;
}
const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder;

test('the lock file names its holder and is removed on release, also when the work fails', async () => {
  const dir = dataDir();
  await withDatasetLock(dir, { command: 'skyref import seats', timeoutMs: 0 }, () => {
    const holder = lockOf(dir);
    assert.equal(holder.pid, process.pid);
    assert.equal(holder.host, hostname());
    assert.equal(holder.command, 'skyref import seats');
    assert.ok(!Number.isNaN(Date.parse(holder.since)));
  });
  assert.equal(existsSync(join(dir, LOCK_FILE)), false);
  await assert.rejects(withDatasetLock(dir, { command: 'x', timeoutMs: 0 }, () => Promise.reject(new Error('refused'))), /refused/);
  assert.equal(existsSync(join(dir, LOCK_FILE)), false);
});

test('a second holder in the same process waits for the first, in turn', async () => {
  const dir = dataDir();
  const order: string[] = [];
  let waited: LockHolder | undefined;
  // The first lets go only once the second has found the lock held: no time decides the order.
  let second: Promise<void> | undefined;
  const first = withDatasetLock(dir, { command: 'first', timeoutMs: 0 }, async () => {
    order.push('first in');
    second = withDatasetLock(dir, { command: 'second', timeoutMs: WAIT_LIMIT_MS, pollMs: 20, onWait: (h) => (waited = h) }, () => {
      order.push('second in');
    });
    await until(() => waited, 'the second holder finds the lock held');
    order.push('first out');
  });
  await first;
  await second;
  assert.deepEqual(order, ['first in', 'first out', 'second in']);
  assert.equal(waited?.command, 'first');
});

test('a lock held by a live process is waited for, then refused with the holder named', async () => {
  const dir = dataDir();
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: child.pid, host: hostname(), since: '2027-01-01T00:00:00.000Z', command: 'skyref import optd' }));
    await assert.rejects(acquireDatasetLock(dir, { command: 'mine', timeoutMs: 200, pollMs: 20 }), (error: unknown) => {
      assert.ok(error instanceof DatasetLockTimeout);
      assert.match(error.message, new RegExp(`held by "skyref import optd" \\(pid ${child.pid}, since 2027-01-01T00:00:00.000Z\\); gave up after 0\\.2 s`));
      return true;
    });
    assert.equal(lockOf(dir).pid, child.pid);
  } finally {
    child.kill();
  }
});

test('a lock of a dead process, of an earlier process with this id, or with a reused id is taken over', async () => {
  const dir = dataDir();
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => dead.once('exit', resolve));
  const stale: Partial<LockHolder>[] = [
    { pid: dead.pid! },
    { pid: process.pid },
    // The id is alive (this process) but started at another time than the recorded process did.
    ...(existsSync('/proc/self/stat') ? [{ pid: process.ppid, processStart: '1' }] : []),
  ];
  for (const holder of stale) {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ host: hostname(), since: '2020-01-01T00:00:00.000Z', command: 'old', ...holder }));
    let taken: LockHolder | undefined;
    const release = await acquireDatasetLock(dir, { command: 'new', timeoutMs: 0, onTakeover: (h) => (taken = h) });
    assert.equal(taken?.pid, holder.pid, JSON.stringify(holder));
    assert.equal(lockOf(dir).command, 'new');
    release();
  }
});

test('a lock of another host is never judged by its process id', async () => {
  const dir = dataDir();
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 999_999_999, host: `not-${hostname()}`, since: '2020-01-01T00:00:00.000Z', command: 'skyref import ssim' }));
  await assert.rejects(acquireDatasetLock(dir, { command: 'mine', timeoutMs: 50, pollMs: 10 }), /on not-.*remove .*dataset\.lock/);
});

test('an unreadable lock file is waited for while it may be being written', async () => {
  const dir = dataDir();
  writeFileSync(join(dir, LOCK_FILE), '');
  await assert.rejects(acquireDatasetLock(dir, { command: 'mine', timeoutMs: 100, pollMs: 10 }), DatasetLockTimeout);
});

test('waiters taking over one stale lock at once end up holding it one at a time', async () => {
  const dir = dataDir();
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => dead.once('exit', resolve));
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead.pid, host: hostname(), since: '2020-01-01T00:00:00.000Z', command: 'old' }));
  let inside = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      withDatasetLock(dir, { command: `w${i}`, timeoutMs: WAIT_LIMIT_MS, pollMs: 5 }, async () => {
        most = Math.max(most, ++inside);
        await delay(20);
        inside--;
      }),
    ),
  );
  assert.equal(most, 1);
  assert.equal(existsSync(join(dir, LOCK_FILE)), false);
});
