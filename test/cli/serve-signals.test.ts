// `skyref serve` and the signals an operator or a service manager sends it at awkward moments
// (decision 70): a second stop during the start, a hangup while workers start, a stop while a
// worker is about to listen.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { processesWith, spawnService } from '../support/service-process.js';
import { until } from '../support/wait.js';

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

for (const workers of ['2', '1']) {
  test(`--workers ${workers}: a second SIGTERM while it starts ends it at once, killed by SIGTERM, before the dataset is served`, async () => {
    const service = spawnService(['--workers', workers]);
    try {
      // Both while the dataset is being read (by the supervisor's build thread, or by the single
      // process itself, which reads both signals together once its load is over). Apart, so that
      // the kernel does not merge the second into the first while that one is pending.
      await service.waitFor(workers === '1' ? /^skyref starting/m : /^skyref metrics at/m);
      service.child.kill('SIGTERM');
      await until(() => !sigtermPending(service.child.pid!), 'the first SIGTERM taken by the process');
      service.child.kill('SIGTERM');
      assert.equal(await service.exited, 'SIGTERM', service.output());
      const output = service.output();
      assert.match(output, /^SIGTERM while starting: stopping/m);
      // Printed once the step under way is over (the supervisor's build; the single process's
      // start after its load): the process was gone before.
      assert.doesNotMatch(output, /skyref stopped while starting|answering on|listening on/);
      assert.deepEqual(processesWith(service.dataDir), [], 'nothing left running');
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
