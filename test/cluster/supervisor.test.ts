// `skyref serve --workers 2` as an operator runs it: a supervisor and two worker threads on one port.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readDatasetFile, writeDatasetFile } from '../../src/dataset/dataset-file.js';
import { monotonicSamples, parseExposition, sampleValue } from '../support/exposition.js';
import { TEST_DATASET } from '../support/paths.js';
import { processesWith, spawnService, startServiceProcess, type ServiceProcess } from '../support/service-process.js';
import { until } from '../support/wait.js';

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').filter((l) => l.trim()).map(Number);
  } catch {
    return [];
  }
}

/** One GET on a connection of its own, so that the kernel may hand each request to another worker. */
function fresh(url: string, token: string, timeoutMs = 10_000): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
  });
}

/** The supervisor's /metrics. */
async function scrape(service: ServiceProcess): Promise<string> {
  const res = await fetch(service.metricsUrl!);
  assert.equal(res.status, 200);
  return res.text();
}

/** Fails on any counter or histogram series of `before` that is lower, or gone, in `after`. */
function assertNoneWentBack(before: string, after: string): void {
  const now = monotonicSamples(after);
  const back = [...monotonicSamples(before)].filter(([key, value]) => !((now.get(key) ?? -1) >= value)).map(([key, value]) => `${key}: ${value} → ${now.get(key)}`);
  assert.deepEqual(back, []);
}

describe('two workers', () => {
  let service: ServiceProcess;
  before(async () => {
    // The machine's response caches together: each of the two workers holds half.
    service = await startServiceProcess(['--workers', '2'], { SKYREF_RESPONSE_CACHE_MB: '3' });
  });
  after(() => service.stop());

  test('SKYREF_RESPONSE_CACHE_MB bounds the response caches of every worker together', async () => {
    const text = await scrape(service);
    assert.equal(sampleValue(parseExposition(text), 'skyref_response_cache_max_bytes'), 3 * 1024 * 1024);
    assert.ok(sampleValue(parseExposition(text), 'skyref_response_cache_bytes') <= 3 * 1024 * 1024);
  });

  test('a supervisor and two workers answer on one port', async () => {
    assert.match(service.output(), /listening on http:\/\/127\.0\.0\.1:\d+ \(2 workers, dataset [0-9a-f]{16}, Node\.js v(2[4-9]|[3-9]\d)\.\d+\.\d+\)/);
    assert.equal(childrenOf(service.child.pid!).length, 0, 'threads of one process, no child process');
    assert.match(await scrape(service), /^skyref_workers 2$/m);
    const token = await service.token();
    const answers = await Promise.all(Array.from({ length: 10 }, () => fresh(`${service.url}/v1/references/airports/FRA`, token)));
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
    assert.match(answers[0]!.body, /<AirportCode>FRA<\/AirportCode>/);
  });

  test('/metrics, served by the supervisor on a port of its own, counts the requests of every worker', async () => {
    assert.match(service.output(), /skyref metrics at http:\/\/127\.0\.0\.1:\d+\/metrics \(every worker's, gathered at most every 0 ms\)\n/);
    const token = await service.token();
    for (let i = 0; i < 7; i++) assert.equal((await fresh(`${service.url}/v1/mds-references/cities/LON`, token)).status, 200);
    assert.equal((await fresh(`${service.url}/metrics`, token)).status, 404, 'not on the API port');
    for (let i = 0; i < 4; i++) {
      const text = await scrape(service);
      assert.match(text, /^skyref_http_requests_total\{route="\/v1\/mds-references\/cities\/:code",method="GET",status="200"\} 7$/m);
      assert.match(text, /^skyref_workers 2$/m);
      assert.match(text, /^skyref_worker_restarts_total 0$/m);
      assert.match(text, /^skyref_dataset_info\{version="[0-9a-f]{16}"\} 1$/m, 'one version, not summed over the workers');
    }
  });

  test('a worker that dies is replaced, the service keeps answering meanwhile, and no counter goes back', async () => {
    const token = await service.token();
    const before = await scrape(service);
    // The fault drill: the supervisor ends one worker thread at once, as a crash would.
    service.child.kill('SIGUSR2');
    await until(() => /ending worker \d+ at once/.test(service.output()), 'the drill is under way');
    // A connection queued on the victim's listener as it ends is lost (reset, or no answer: the
    // client's timeout ends it, long enough that a slow answer on a busy machine is not taken for
    // one); every other one is answered.
    let lost = 0;
    for (let i = 0; i < 10; i++) {
      const answer = await fresh(`${service.url}/v1/references/countries/DE`, token).catch(() => {
        lost++;
        return fresh(`${service.url}/v1/references/countries/DE`, token);
      });
      assert.equal(answer.status, 200);
    }
    assert.ok(lost <= 1, `${lost} connections lost`);
    await until(() => /worker \d+ died \(code 1\); the spare worker (\d+ takes its place|takes its place once started) \(restart 1\)/.test(service.output()), 'the death is reported');
    assert.match(await scrape(service), /^skyref_worker_restarts_total 1$/m);
    // The replacement serves the dataset already built (how soon: bench/serving.ts, crash).
    await until(async () => /^skyref_workers 2$/m.test(await scrape(service)), 'the replacement is ready');
    const after = await scrape(service);
    // The dead worker answered some of the seven lookups of the test before: they still count.
    assert.match(after, /^skyref_http_requests_total\{route="\/v1\/mds-references\/cities\/:code",method="GET",status="200"\} 7$/m);
    assertNoneWentBack(before, after);
  });

  test('a new dataset file is built once and handed to every worker, with no failed request and readiness kept under load', async () => {
    const token = await service.token();
    const path = join(service.dataDir, 'dataset.sqlite');
    const versionOf = async () => ((await (await fetch(`${service.url}/health`)).json()) as { dataset: string }).dataset;
    const before = await versionOf();
    const metricsBefore = await scrape(service);
    assert.match(metricsBefore, /^skyref_dataset_swaps_total 0$/m);
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    const load = async () => {
      while (running) {
        try {
          const res = await fetch(`${service.url}/v1/references/airports?limit=20`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          if (res.status === 200) answered++;
          else failures.push(`status ${res.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    // Readiness stays up throughout: the workers serve the old dataset until the new one is built.
    const readiness = async () => {
      while (running) {
        const res = await fetch(`${service.url}/ready`).catch((error: unknown) => ({ status: String(error) }));
        if (res.status !== 200) failures.push(`/ready ${res.status}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const loops = [...Array.from({ length: 4 }, load), readiness()];
    // The swap starts under load: once the load is answered.
    await until(() => answered >= 20, 'the load answered');
    const { content } = readDatasetFile(TEST_DATASET);
    const after = writeDatasetFile(path, { ...content, info: { ...content.info, builtAt: new Date().toISOString() } });
    assert.notEqual(after, before);
    await until(() => /dataset swapped: every worker serves .* \(version [0-9a-f]{16}\)/.test(service.output()), 'the swap ends');
    running = false;
    await Promise.all(loops);
    assert.deepEqual(failures, [], `${failures.length} of ${answered + failures.length} requests failed`);
    assert.ok(answered > 100, `${answered} requests answered during the swap`);
    for (let i = 0; i < 6; i++) assert.equal(((await fresh(`${service.url}/health`, token)).body.match(/"dataset":"(\w+)"/) ?? [])[1], after);
    // The same workers, each now on the new dataset.
    const metricsAfter = await scrape(service);
    assert.match(metricsAfter, /^skyref_workers 2$/m);
    assert.match(metricsAfter, /^skyref_worker_restarts_total 1$/m);
    assertNoneWentBack(metricsBefore, metricsAfter);
    assert.match(metricsAfter, /^skyref_dataset_swaps_total 1$/m, 'the supervisor counts the swap');
    const samples = parseExposition(metricsAfter);
    assert.equal(sampleValue(samples, 'skyref_http_requests_total', { route: '/v1/references/airports', method: 'GET', status: '200' }), answered);
    assert.deepEqual(samples.filter((x) => x.name === 'skyref_dataset_info').map((x) => x.labels.version), [after], 'every worker serves the new version');
  });
});

/** One GET on a new connection: its status, or the error code of the connection. */
function outcomeOf(url: string, token: string): Promise<string> {
  return fresh(url, token, 5000).then(
    (answer) => String(answer.status),
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
}

test('two workers ended in a row (SIGUSR2): the spare takes the first one\'s place, and no connection is ever refused', async () => {
  const service = await startServiceProcess(['--workers', '2']);
  try {
    const token = await service.token();
    await until(async () => /^skyref_spare_workers 1$/m.test(await scrape(service)), 'the spare is ready');
    const outcomes = new Map<string, number>();
    let running = true;
    const loops = Array.from({ length: 4 }, async () => {
      while (running) {
        const outcome = await outcomeOf(`${service.url}/v1/references/countries/DE`, token);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    });
    service.child.kill('SIGUSR2');
    // The second as soon as the spare listens in the first one's place: no spare is ready then,
    // and the one starting takes the second place once it is.
    await until(() => /^worker \d+ answers in place of worker \d+, \d+ ms after it died$/m.test(service.output()), 'the spare answers');
    service.child.kill('SIGUSR2');
    await until(() => (service.output().match(/^worker \d+ answers in place of worker \d+/gm) ?? []).length === 2, 'the second place is taken');
    running = false;
    await Promise.all(loops);
    const output = service.output();
    assert.match(output, /^worker \d+ died \(code 1\); the spare worker \d+ takes its place \(restart 1\)$/m);
    assert.match(output, /^worker \d+ died \(code 1\); the spare worker takes its place once started \(restart 2\)$/m);
    assert.equal(outcomes.get('ECONNREFUSED') ?? 0, 0, JSON.stringify(Object.fromEntries(outcomes)));
    // A connection a worker holds (queued on its listener, or its request in flight) as it ends
    // is reset: at most one a loop an end; nothing else fails.
    assert.ok((outcomes.get('ECONNRESET') ?? 0) <= 4 * 2, JSON.stringify(Object.fromEntries(outcomes)));
    assert.deepEqual([...outcomes.keys()].filter((k) => k !== '200' && k !== 'ECONNRESET'), [], JSON.stringify(Object.fromEntries(outcomes)));
    assert.ok((outcomes.get('200') ?? 0) > 10, JSON.stringify(Object.fromEntries(outcomes)));
    await until(async () => /^skyref_spare_workers 1$/m.test(await scrape(service)), 'another spare is ready');
    assert.match(await scrape(service), /^skyref_workers 2$/m);
  } finally {
    await service.stop();
  }
});

for (const workers of [2, 4]) {
  test(`${workers} workers: the process's metrics are the process's, read once, not one per worker`, async () => {
    const service = await startServiceProcess(['--workers', String(workers)]);
    try {
      const pid = service.child.pid!;
      await until(async () => /^skyref_spare_workers 1$/m.test(await scrape(service)), 'the spare is ready');
      const samples = parseExposition(await scrape(service));
      const rss = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
      const fds = readdirSync(`/proc/${pid}/fd`).length;
      const value = (name: string) => sampleValue(samples, name, {});
      const reportedRss = value('process_resident_memory_bytes');
      assert.ok(Math.abs(reportedRss / rss - 1) < 0.1, `process_resident_memory_bytes ${reportedRss}, VmRSS ${rss}`);
      assert.ok(Math.abs(value('process_open_fds') - fds) <= 4, `process_open_fds ${value('process_open_fds')}, /proc/${pid}/fd ${fds}`);
      const started = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[21]) / 100;
      const bootTime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))![1]);
      assert.ok(Math.abs(value('process_start_time_seconds') - (bootTime + started)) <= 2, 'the process\'s start time, there once');
      // CPU seconds no more than the process has spent (a sum over the threads' readings was each thread's reading of it all).
      const [utime, stime] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ').slice(13, 15).map(Number) as [number, number];
      assert.ok(value('process_cpu_seconds_total') <= (utime + stime) / 100 + 0.5, `${value('process_cpu_seconds_total')} CPU seconds reported, ${(utime + stime) / 100} spent`);
      assert.equal(samples.filter((x) => x.name === 'process_resident_memory_bytes').length, 1);
    } finally {
      await service.stop();
    }
  });
}

test('one client\'s rate limit is counted once across the workers', async () => {
  const service = await startServiceProcess(['--workers', '2'], { SKYREF_RATE_PER_SECOND: '5' });
  try {
    const token = await service.token();
    // Twelve requests at once, each on its own connection (so on both workers): 5 pass, and one
    // more for each 200 ms the burst takes.
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => fresh(`${service.url}/v1/references/countries/FR`, token)));
    const tookMs = performance.now() - started;
    const counts = new Map<number, number>();
    for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    const served = counts.get(200) ?? 0;
    assert.ok(served >= 5 && served <= 5 + Math.floor(tookMs / 200), `${served} served in ${tookMs.toFixed(0)} ms`);
    assert.equal(served + (counts.get(429) ?? 0), 12, JSON.stringify(Object.fromEntries(counts)));
  } finally {
    await service.stop();
  }
});

test('SIGTERM drains every worker and the supervisor exits 0', async () => {
  const service = await startServiceProcess(['--workers', '2']);
  service.child.kill('SIGTERM');
  assert.equal(await service.exited, 0);
  assert.match(service.output(), /^stopped: 2 workers drained(, the spare ended)?$/m);
  assert.deepEqual(processesWith(service.dataDir), [], 'nothing left running');
  await service.stop();
});

test('SIGTERM right after it starts (preparing the data directory): exit 0, no worker left', async () => {
  const service = spawnService(['--workers', '2']);
  try {
    await service.waitFor(/^skyref starting \(2 workers, data directory .*\)$/m);
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 0, service.output());
    const output = service.output();
    assert.match(output, /^SIGTERM while starting: stopping/m);
    assert.match(output, /^skyref stopped while starting$/m);
    assert.doesNotMatch(output, /listening on/);
    assert.doesNotMatch(output, /^\s+at |Error|skyref: /m, 'no stack trace, no error');
    assert.deepEqual(processesWith(service.dataDir), [], 'no worker left behind');
  } finally {
    await service.stop();
  }
});

test('SIGTERM as the first worker answers: the one starting stops, the one serving drains, exit 0, no worker left', async () => {
  const service = spawnService(['--workers', '2']);
  try {
    await service.waitFor(/skyref answering on http:\/\/\S+ with 1 of 2 workers/);
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 0, service.output());
    const output = service.output();
    assert.match(output, /^SIGTERM while starting: stopping \(.*workers already started drain\)$/m);
    // The supervisor waited for both: the one serving and the one it stopped as it started (unless
    // that one was ready first: it starts in well under a second, over the dataset already built).
    assert.match(output, /^stopped: (1 worker drained, 1 stopped while starting|2 workers drained)$/m);
    assert.match(output, /^skyref stopped while starting$/m);
    assert.doesNotMatch(output, /listening on/);
    assert.doesNotMatch(output, /^\s+at |Error|skyref: |ended before it was ready/m, 'no stack trace, no error');
    assert.deepEqual(processesWith(service.dataDir), [], 'no worker left behind');
  } finally {
    await service.stop();
  }
});

test('SKYREF_WORKERS=1 is a single process, as before', async () => {
  const service = await startServiceProcess([], { SKYREF_WORKERS: '1' });
  try {
    assert.equal(childrenOf(service.child.pid!).length, 0);
    assert.match(service.output(), /listening on http:\/\/127\.0\.0\.1:\d+ \(Node\.js v(2[4-9]|[3-9]\d)\.\d+\.\d+\)\n/);
    const res = await fetch(`${service.url}/v1/references/airports/LHR`, { headers: { authorization: `Bearer ${await service.token()}` } });
    assert.equal(res.status, 200);
  } finally {
    await service.stop();
  }
});
