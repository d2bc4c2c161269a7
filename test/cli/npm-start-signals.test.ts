// `npm start` stopped as a service manager, a shell's job control or a terminal stops it (issue
// 59): npm is the process they know, and the service must end with it, drained, leaving nothing
// running and the port free for the next start. npm runs the start script in a project of the
// test's own that holds this one's package.json, bin/ and compiled dist/, with the build recorded
// as current, so that `npm start` builds nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { BUILD_RECORD, readBuildInputs } from '../../src/cli/build-freshness.js';
import { freePort } from '../support/free-port.js';
import { REPO_ROOT, TEST_DATASET } from '../support/paths.js';
import { processesWith } from '../support/service-process.js';
import { TEST_CLOCK_ENV } from '../support/test-clock.js';

/** A project that `npm start` runs as this one, its build current. */
function startableProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'skyref-npm-start-'));
  copyFileSync(join(REPO_ROOT, 'package.json'), join(root, 'package.json'));
  mkdirSync(join(root, 'bin'));
  // Copied, not linked: a script finds the project from its own path, which a link would turn into this one's.
  for (const file of ['skyref.js', 'build-if-changed.js']) copyFileSync(join(REPO_ROOT, 'bin', file), join(root, 'bin', file));
  mkdirSync(join(root, 'dist'));
  symlinkSync(join(REPO_ROOT, 'dist', 'src'), join(root, 'dist', 'src'));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  writeFileSync(join(root, BUILD_RECORD), JSON.stringify(readBuildInputs(root)));
  return root;
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`not ${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface NpmStart {
  npm: ReturnType<typeof spawn>;
  port: number;
  dataDir: string;
  output(): string;
  /** The exit code of npm, or the signal that ended it. */
  exited: Promise<number | string>;
  listening: Promise<void>;
  cleanUp(): Promise<void>;
}

async function npmStart(env: Record<string, string>): Promise<NpmStart> {
  const project = startableProject();
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-npm-start-data-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
  const port = await freePort();
  // The leader of a process group of its own, as a shell's job is: what a terminal's Ctrl-C reaches.
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: project,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...TEST_CLOCK_ENV,
      npm_config_update_notifier: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      SKYREF_DATA_DIR: dataDir,
      SKYREF_METRICS_PORT: 'off',
      SKYREF_LOG_FORMAT: 'human',
      SKYREF_DRAIN_DELAY_MS: '1000',
      ...env,
    },
  });
  let text = '';
  npm.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => npm.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const listening = new Promise<void>((resolve, reject) => {
    const look = () => /listening on/.test(text) && (npm.stderr!.off('data', look), resolve());
    npm.stderr!.on('data', look);
    void exited.then((how) => reject(new Error(`npm start ended (${how}) before listening: ${text}`)));
  });
  return {
    npm,
    port,
    dataDir,
    output: () => text,
    exited,
    listening,
    async cleanUp() {
      for (const pid of processesWith(dataDir)) process.kill(pid, 'SIGKILL');
      await until(() => processesWith(dataDir).length === 0, 'killed');
      rmSync(project, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

for (const workers of [undefined, '1']) {
  test(`SIGTERM to npm start (${workers ? `SKYREF_WORKERS=${workers}` : 'the default workers'}): the service drains and closes the port, and npm ends with it, leaving nothing running`, { timeout: 180_000 }, async (t) => {
    const started = await npmStart(workers ? { SKYREF_WORKERS: workers } : {});
    try {
      await started.listening;
      assert.ok(processesWith(started.dataDir).length >= 2, 'npm and the service');
      const sent = performance.now();
      process.kill(started.npm.pid!, 'SIGTERM');
      await until(async () => !(await accepting(started.port)), 'closed');
      const closed = performance.now() - sent;
      const how = await started.exited;
      const ended = performance.now() - sent;
      t.diagnostic(`port closed ${Math.round(closed)} ms, npm ended ${Math.round(ended)} ms after SIGTERM (drain delay 1000 ms)`);
      // npm ended once the service had: nothing is left, the port is free.
      assert.deepEqual(processesWith(started.dataDir), [], started.output());
      assert.equal(await accepting(started.port), false);
      assert.equal(how, 0, started.output());
      assert.match(started.output(), /^SIGTERM: draining/m);
      assert.match(started.output().trimEnd().split('\n').at(-1)!, /^stopped: /);
    } finally {
      await started.cleanUp();
    }
  });
}

test('Ctrl-C on npm start (SIGINT to its process group, which npm passes on too): one drain, then npm ends with the service', { timeout: 180_000 }, async () => {
  const started = await npmStart({ SKYREF_WORKERS: '1' });
  try {
    await started.listening;
    process.kill(-started.npm.pid!, 'SIGINT');
    const how = await started.exited;
    assert.deepEqual(processesWith(started.dataDir), [], started.output());
    assert.equal(await accepting(started.port), false);
    // Drained, not ended at once by the copy npm passed on.
    assert.doesNotMatch(started.output(), /stopped at once/);
    assert.match(started.output(), /^SIGINT: draining/m);
    assert.match(started.output().trimEnd().split('\n').at(-1)!, /^stopped: drained$/);
    assert.equal(how, 0, started.output());
  } finally {
    await started.cleanUp();
  }
});

test('SIGHUP to npm start, which npm does not pass on but dies of: the service follows npm out, drained', { timeout: 180_000 }, async () => {
  const started = await npmStart({ SKYREF_WORKERS: '1' });
  try {
    await started.listening;
    process.kill(started.npm.pid!, 'SIGHUP');
    assert.equal(await started.exited, 'SIGHUP');
    await until(() => processesWith(started.dataDir).length === 0, 'every process ended');
    assert.equal(await accepting(started.port), false);
    assert.match(started.output(), /^the process that started it \(npm, pid \d+\) ended: draining/m);
    assert.match(started.output().trimEnd().split('\n').at(-1)!, /^stopped: drained$/);
  } finally {
    await started.cleanUp();
  }
});
