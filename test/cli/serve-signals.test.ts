// `skyref serve` and the signals an operator or a service manager sends it at awkward moments
// (decision 70): a second stop during the start, a hangup while workers start, a stop while a
// worker is about to listen.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { processesWith, spawnService } from '../support/service-process.js';
import { SKYREF_BIN } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV } from '../support/test-clock.js';
import { until } from '../support/wait.js';
import { worldTestDataset } from '../support/world-test-dataset.js';

/** Sockets listening on 127.0.0.1:`port` in this network namespace (one per worker, SO_REUSEPORT). */
function listenersOn(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === local && fields[3] === '0A').length;
}

/** Whether a SIGTERM sent to process `pid` is still pending, not yet taken by one of its threads (its bit in ShdPnd). */
function sigtermPending(pid: number): boolean {
  const mask = /^ShdPnd:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '0';
  return (BigInt(`0x${mask}`) & (1n << 14n)) !== 0n;
}

// A single process is stopped at once by a first SIGTERM that comes before its load (its main
// thread is free to read it), so a second one finds it gone: its second SIGTERM is tested during
// the first build below, and its signals read during a load with the world dataset.
test('--workers 2: a second SIGTERM while it starts ends it at once, killed by SIGTERM, before the dataset is served', async () => {
  const service = spawnService(['--workers', '2']);
  try {
    // Both while the supervisor's build thread reads the dataset. Apart, so that the kernel does
    // not merge the second into the first while that one is pending.
    await service.waitFor(/^skyref metrics at/m);
    service.child.kill('SIGTERM');
    await until(() => !sigtermPending(service.child.pid!), 'the first SIGTERM taken by the process');
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 'SIGTERM', service.output());
    const output = service.output();
    assert.match(output, /^SIGTERM while starting: stopping/m);
    // Printed once the step under way (the supervisor's build) is over: the process was gone before.
    assert.doesNotMatch(output, /skyref stopped while starting|answering on|listening on/);
    assert.deepEqual(processesWith(service.dataDir), [], 'nothing left running');
  } finally {
    await service.stop();
  }
});

/**
 * `skyref serve` on an empty data directory, so that it builds the default dataset first (several
 * seconds); resolves with what it printed and how it ended once it has, after `act` ran on it.
 */
async function firstStart(args: string[], act: (child: ReturnType<typeof spawn>, waitFor: (pattern: RegExp) => Promise<void>) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-first-start-'));
  const child = spawn(process.execPath, [SKYREF_BIN, 'serve', ...args], {
    env: { ...process.env, ...TEST_CLOCK_ENV, HOST: '127.0.0.1', PORT: '0', SKYREF_DATA_DIR: dataDir, SKYREF_METRICS_PORT: '0', SKYREF_LOG_FORMAT: 'human', SKYREF_DRAIN_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (!pattern.test(output)) return;
        child.stderr!.off('data', look);
        resolve();
      };
      child.stderr!.on('data', look);
      void exited.then((how) => reject(new Error(`exited (${how}) before ${pattern}: ${output}`)));
      look();
    });
  try {
    await act(child, waitFor);
    const how = await exited;
    return { how, output, dataset: existsSync(join(dataDir, 'dataset.sqlite')), left: processesWith(dataDir) };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const workers of ['2', '1']) {
  test(`--workers ${workers}: a second SIGTERM while the default dataset is built on a fresh data directory ends it at once`, { timeout: 300_000 }, async (t) => {
    let sentAt = 0;
    const ended = await firstStart(['--workers', workers], async (child, waitFor) => {
      await waitFor(/^No dataset at .*: building the default dataset/m);
      child.kill('SIGTERM');
      // Read by the service while the build goes on: its event loop is free to take a second stop.
      await waitFor(/^SIGTERM while starting: stopping/m);
      sentAt = performance.now();
      child.kill('SIGTERM');
      child.once('exit', () => t.diagnostic(`ended ${Math.round(performance.now() - sentAt)} ms after the second SIGTERM`));
    });
    assert.equal(ended.how, 'SIGTERM', ended.output);
    // Its last line says how it ended.
    assert.ok(ended.output.endsWith('SIGTERM again: stopped at once\n'), ended.output);
    // Ended during the build: no dataset was renamed in, and nothing of the service is left.
    assert.equal(ended.dataset, false, ended.output);
    assert.deepEqual(ended.left, []);
  });
}

/**
 * Sends SIGUSR2 every 50 ms until the service prints `until`, after `act`: a single process says
 * and ignores each one in every phase, so each line says when its main thread read one. Answers
 * how long that took and the longest it went without reading one; read only once a load is over,
 * they would leave a gap of seconds.
 */
async function signalGap(service: ReturnType<typeof spawnService>, until: RegExp, act: () => void = () => {}): Promise<{ span: number; gap: number; reads: number }> {
  const from = performance.now();
  const read: number[] = [];
  const readLines = (chunk: Buffer) => {
    for (const _ of chunk.toString().matchAll(/^SIGUSR2: a single process has no worker to end; ignored$/gm)) read.push(performance.now());
  };
  service.child.stderr!.on('data', readLines);
  const ping = setInterval(() => service.child.kill('SIGUSR2'), 50);
  try {
    act();
    await service.waitFor(until, 300_000);
  } finally {
    clearInterval(ping);
    service.child.stderr!.off('data', readLines);
  }
  const to = performance.now();
  // From the first line to the first read, between reads, and from the last to the end.
  const times = [from, ...read, to];
  return { span: to - from, gap: Math.max(...times.slice(1).map((at, i) => at - times[i]!)), reads: read.length };
}

test('--workers 1: signals are read while a world-scale dataset loads, at the start and on a reload', { timeout: 600_000 }, async (t) => {
  const dataset = await worldTestDataset();
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-world-load-'));
  copyFileSync(dataset, join(dataDir, 'dataset.sqlite'));
  const service = spawnService(['--workers', '1'], {}, { dataDir });
  try {
    await service.waitFor(/^skyref starting/m);
    const start = await signalGap(service, /listening on/);
    t.diagnostic(`start ${Math.round(start.span)} ms, ${start.reads} SIGUSR2 read, at most ${Math.round(start.gap)} ms apart`);
    assert.ok(start.reads > 0, service.output());
    // The load is the bulk of a start.
    assert.ok(start.gap < start.span / 4, `signals went unread for ${Math.round(start.gap)} ms of a ${Math.round(start.span)} ms start`);
    // A reload loads in the same thread: the main thread goes on reading (and answering).
    const reload = await signalGap(service, /^dataset reloaded$/m, () => service.child.kill('SIGHUP'));
    t.diagnostic(`reload ${Math.round(reload.span)} ms, ${reload.reads} SIGUSR2 read, at most ${Math.round(reload.gap)} ms apart`);
    assert.ok(reload.gap < reload.span / 4, `signals went unread for ${Math.round(reload.gap)} ms of a ${Math.round(reload.span)} ms reload`);
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

for (const [workers, stopped] of [['1', /^stopped: drained$/m], ['2', /^stopped: 2 workers drained(, the spare ended)?$/m]] as const) {
  test(`--workers ${workers}: a drain ends with its "stopped" line, the process's last`, async () => {
    const service = spawnService(['--workers', workers]);
    try {
      await service.waitFor(/listening on/);
      service.child.kill('SIGTERM');
      assert.equal(await service.exited, 0, service.output());
      assert.match(service.output(), stopped);
      assert.match(service.output().trimEnd().split('\n').at(-1)!, stopped);
    } finally {
      await service.stop();
    }
  });
}

test('a SIGHUP while the workers start is remembered and carried out once every one has started', async () => {
  const service = spawnService(['--workers', '3']);
  try {
    await service.waitFor(/skyref answering on http:\/\/\S+ with 1 of 3 workers/);
    service.child.kill('SIGHUP');
    await service.waitFor(/^SIGHUP while workers start: remembered/m);
    await service.waitFor(/dataset swapped: every worker serves .* \(version [0-9a-f]{16}\)/);
    const output = service.output();
    // In that order: remembered, every worker up, then the swap.
    const at = (pattern: RegExp) => output.search(pattern);
    assert.ok(at(/^SIGHUP while workers start/m) < at(/listening on/), output);
    assert.ok(at(/listening on/) < at(/^every worker has started: swapping the dataset now/m), output);
    assert.ok(at(/^every worker has started: swapping/m) < at(/dataset swapped/), output);
    const metricsUrl = /metrics at (http:\/\/\S+)/.exec(output)![1]!;
    assert.match(await (await fetch(metricsUrl)).text(), /^skyref_dataset_swaps_total 1$/m);
  } finally {
    await service.stop();
  }
});

test('a SIGHUP before the service answers is ignored, as it says', async () => {
  const service = spawnService(['--workers', '2']);
  try {
    await service.waitFor(/^skyref metrics at/m);
    service.child.kill('SIGHUP');
    await service.waitFor(/listening on/);
    assert.match(service.output(), /^SIGHUP while starting: ignored/m);
    assert.doesNotMatch(service.output(), /dataset swapped|remembered/);
  } finally {
    await service.stop();
  }
});

test('a SIGTERM while a worker starts: that worker never listens, the one serving drains, the process exits', async () => {
  // A drain delay long enough to look at the port while the first worker drains.
  const service = spawnService(['--workers', '2'], { SKYREF_DRAIN_DELAY_MS: '1500' });
  try {
    const port = Number((await service.waitFor(/skyref answering on http:\/\/127\.0\.0\.1:(\d+) with 1 of 2 workers/))[1]);
    service.child.kill('SIGTERM');
    let most = 0;
    while (service.child.exitCode === null && service.child.signalCode === null) {
      most = Math.max(most, listenersOn(port));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(await service.exited, 0, service.output());
    assert.equal(most, 1, 'the draining worker alone listened');
    assert.equal(listenersOn(port), 0);
    await assert.rejects(fetch(`http://127.0.0.1:${port}/health`), 'connection refused');
    assert.match(service.output(), /^stopped: 1 worker drained, 1 stopped while starting$/m);
    assert.deepEqual(processesWith(service.dataDir), []);
  } finally {
    await service.stop();
  }
});
