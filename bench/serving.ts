// `skyref serve` as an operator runs it, on the world-scale dataset (bench/world-dataset.js):
//
//   workers   uncached schedule queries (random pairs and dates) against 1 worker, then against
//             one worker per core: requests/s of each and their ratio
//   swap      one worker per core under the same load, with a new dataset file renamed in after a
//             few seconds: failed requests, and p50/p99/max latency inside the swap window, against
//             the same run without a swap
//   crash     one worker per core under the same load, one of them ended at once (SIGUSR2, the
//             fault drill) after a few seconds: failed requests, and how long until the
//             replacement answers
//
//   node dist/bench/serving.js [FILE] [--duration S] [--connections N] [--only workers|swap|crash]
import { randomBytes } from 'node:crypto';
import { copyFileSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DatabaseSync } from 'node:sqlite';
import { isoFromDay } from '../src/domain/flight-dates.js';
import { HORIZON_DAYS } from '../src/domain/horizon.js';
import { startServe, type ServeProcess } from './serve-process.js';
import { seededRandom } from './sampling.js';
import { trafficWeightedAirports, worldDatasetFile } from './world-file.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const file = worldDatasetFile(positionals[0]);
const duration = Number(values.duration);
const connections = Number(values.connections);
const cores = availableParallelism();

const random = seededRandom(2027);
const today = Math.floor(Date.now() / 86_400_000);
const pick = trafficWeightedAirports(file, random);
function randomPair(): string {
  const origin = pick();
  let destination = pick();
  while (destination === origin) destination = pick();
  return `/v2/operations/schedules/${origin}/${destination}/${isoFromDay(today + Math.floor(random() * (HORIZON_DAYS + 1)))}`;
}

/** `skyref serve` on the world dataset with `workers` workers, stopped without a drain delay. */
function startService(workers: number): Promise<ServeProcess> {
  return startServe({ workers, dataset: file, env: { SKYREF_DRAIN_DELAY_MS: '0' } });
}

interface Sample {
  at: number;
  ms: number;
  status: number;
}

/** Random-pair schedule queries for `seconds`; every answer's time, latency and status. */
async function load(service: ServeProcess, seconds: number): Promise<{ samples: Sample[]; errors: number; rps: number }> {
  const samples: Sample[] = [];
  const instance = autocannon({
    url: service.url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${service.token}`, accept: 'application/xml' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: randomPair() }) }],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => samples.push({ at: Date.now(), ms, status }));
  const result = await instance;
  return { samples, errors: result.errors + result.timeouts, rps: result.requests.mean };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function summary(samples: readonly Sample[]): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => s.status >= 500).length;
  return `${samples.length} answers, ${failed} failed (5xx), p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, max ${(ms.at(-1) ?? NaN).toFixed(1)} ms`;
}

async function workersBench(): Promise<void> {
  const rates: number[] = [];
  for (const workers of [1, cores]) {
    const service = await startService(workers);
    try {
      await load(service, 3);
      const { samples, errors, rps } = await load(service, duration);
      console.log(`${workers} worker${workers === 1 ? ' ' : 's'}: ${rps.toFixed(0)} req/s; ${summary(samples)}, ${errors} socket errors`);
      rates.push(rps);
    } finally {
      await service.stop();
    }
  }
  console.log(`every core (${cores}) ÷ one worker: ${(rates[1]! / rates[0]!).toFixed(2)}× (target ≥ 1.7 on 2 cores)\n`);
}

async function swapBench(): Promise<void> {
  const service = await startService(cores);
  try {
    // The new file: the same content under another version, made aside before the run.
    const next = join(service.dataDir, 'next.sqlite');
    copyFileSync(file, next);
    const db = new DatabaseSync(next);
    db.prepare("UPDATE meta SET value = ? WHERE key = 'version'").run(randomBytes(8).toString('hex'));
    db.close();

    await load(service, 3);
    const baseline = await load(service, duration);
    console.log(`without a swap: ${summary(baseline.samples)}, ${baseline.errors} socket errors`);

    const swapAt = Date.now() + 3000;
    const timer = setTimeout(() => renameSync(next, join(service.dataDir, 'dataset.sqlite')), swapAt - Date.now());
    const seconds = Math.max(duration, 30);
    const run = await load(service, seconds);
    clearTimeout(timer);
    const done = /dataset swapped/.test(service.output());
    const window = run.samples.filter((s) => s.at >= swapAt);
    console.log(`with a swap:    ${summary(run.samples)}, ${run.errors} socket errors (${done ? 'swap finished' : 'SWAP NOT FINISHED'} within the run)`);
    console.log(`  from the rename to the end of the run: ${summary(window)}`);
    const p99 = percentile(baseline.samples.map((s) => s.ms).sort((a, b) => a - b), 0.99);
    const worst = Math.max(...window.map((s) => s.ms));
    console.log(`  slowest request in the swap window ÷ p99 without a swap: ${(worst / p99).toFixed(1)}×\n`);
  } finally {
    await service.stop();
  }
}

async function crashBench(): Promise<void> {
  const service = await startService(cores);
  try {
    await load(service, 3);
    const workersNow = async () => Number(/^skyref_workers (\d+)$/m.exec(await (await fetch(service.metricsUrl)).text())?.[1] ?? NaN);
    let endedAt = 0;
    let back = NaN;
    const timer = setTimeout(() => {
      endedAt = performance.now();
      service.child.kill('SIGUSR2');
      // The replacement counts as a worker once it is ready to answer.
      void (async () => {
        await new Promise((r) => setTimeout(r, 50));
        while ((await workersNow()) < cores) await new Promise((r) => setTimeout(r, 20));
        back = performance.now() - endedAt;
      })();
    }, 3000);
    const run = await load(service, Math.max(duration, 10));
    clearTimeout(timer);
    console.log(`a worker ended at once under load: ${summary(run.samples)}, ${run.errors} socket errors or timeouts`);
    console.log(`  replacement answering ${(back / 1000).toFixed(2)} s after the worker was ended (target ≤ 2 s)\n`);
  } finally {
    await service.stop();
  }
}

console.log(`skyref serve on ${file}: ${connections} connections, ${duration} s runs, ${cores} cores\n`);
if (!values.only || values.only === 'workers') await workersBench();
if (!values.only || values.only === 'swap') await swapBench();
if (!values.only || values.only === 'crash') await crashBench();
