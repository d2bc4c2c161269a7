// Memory under load, and the stall of a dataset swap under load (decision 71). A real `skyref serve`
// with 2 workers on the world-scale dataset: idle for `idleSeconds`, its resident memory read from
// /proc (the idle figure), then `loadSeconds` of mixed load (cached lookups, uncached schedule
// searches over many pairs and dates, a set of schedule pages asked again and again, larger than
// the response cache, location searches, flight status, some answers compressed, keep-alive and
// new connections, MCP tool calls and batches) with its resident memory sampled every second;
// then, the load going on, a SIGHUP swap, and the longest request latency around it against the
// same span before it; then `swaps` more swaps under the load, and RSS 10 s after them against the
// fresh server's idle RSS (issue 60: 1.7–2.0 GB after 16–28 swaps; the target is ≤ 1.5×).
//
//   node dist/bench/abuse-memory.js [FILE] [--idle S] [--load S] [--swaps N] [--env NAME=VALUE ...]
import { Agent, request, type IncomingMessage } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { isoFromDay } from '../src/domain/flight-dates.js';
import { HORIZON_DAYS } from '../src/domain/horizon.js';
import { startServe, type ServeProcess } from './serve-process.js';
import { seededRandom } from './sampling.js';
import { trafficWeightedAirports, worldDatasetFile } from './world-file.js';
import { processTree } from './process-tree.js';

export interface MemoryUnderLoad {
  idleRssMb: number;
  endRssMb: number;
  maxRssMb: number;
  /** The larger of end and max RSS ÷ idle RSS: the target is ≤ 1.3. */
  ratio: number;
  /** The response caches' bytes, every worker's, at the end of the load (skyref_response_cache_bytes). */
  cacheBytes: number;
  /** What they may hold (skyref_response_cache_max_bytes); NaN from a build without the metric. */
  cacheBoundBytes: number;
  /**
   * The longest request latency from the moment the workers are handed the new dataset to a second
   * after every one serves it: what a worker taking it in makes requests wait (the build before
   * runs in a thread of its own, and is reported apart).
   */
  swapStallMs: number;
  /** How many more swaps were made, and RSS 10 s after them and the load ÷ idle RSS: the target is ≤ 1.5. */
  swaps: number;
  afterSwapsRssMb: number;
  afterSwapsRatio: number;
}

export interface MemoryUnderLoadOptions {
  loadSeconds: number;
  idleSeconds: number;
  /** The dataset file (the world-scale one by default). */
  dataset?: string;
  /** More environment for the service (MALLOC_ARENA_MAX, SKYREF_RESPONSE_CACHE_MB…). */
  env?: Record<string, string>;
  /** Requests in flight at once: on kept-alive connections, and on a new connection each. */
  keptAlive?: number;
  fresh?: number;
  /** A file to write everything the service printed to (its log, and V8's with NODE_OPTIONS=--trace-gc). */
  log?: string;
  /** Swaps after the measured one, the load going on, before RSS is read against the fresh server's (20 by default). */
  swaps?: number;
}

const WORKERS = 2;

/** Kilobytes of one /proc/PID/status field (VmRSS, VmHWM) summed over the process and its descendants. */
function treeStatus(root: number, field: 'VmRSS' | 'VmHWM'): number {
  let kb = 0;
  for (const pid of processTree(root)) {
    try {
      kb += Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kb;
}

const rssMb = (service: ServeProcess) => treeStatus(service.child.pid!, 'VmRSS') / 1024;

/** The machine's metrics as name{labels} → value. */
async function scrape(service: ServeProcess): Promise<Map<string, number>> {
  const text = await (await fetch(service.metricsUrl)).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const space = line.lastIndexOf(' ');
    values.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return values;
}

const MB = 1024 * 1024;
const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : (bytes / MB).toFixed(0));

function memoryLine(metrics: Map<string, number>): string {
  const space = (name: string) => metrics.get(`nodejs_heap_space_size_used_bytes{space="${name}"}`);
  return (
    `heap used ${mb(metrics.get('nodejs_heap_size_used_bytes'))} of ${mb(metrics.get('nodejs_heap_size_total_bytes'))} MB ` +
    `(old ${mb(space('old'))}, new ${mb(space('new'))}, large ${mb(space('large_object'))}), ` +
    `external ${mb(metrics.get('nodejs_external_memory_bytes'))} MB, ` +
    `cache ${mb(metrics.get('skyref_response_cache_bytes'))} of ${mb(metrics.get('skyref_response_cache_max_bytes'))} MB ` +
    `(${metrics.get('skyref_response_cache_entries') ?? 'n/a'} answers), ` +
    `sockets ${metrics.get('nodejs_active_handles{type="Socket"}') ?? 'n/a'}`
  );
}

interface Answer {
  /** performance.now() when sent, and how long until its last byte. */
  at: number;
  ms: number;
  status: number;
  kind: string;
}

/** The requests of the mix, drawn from one seeded generator: the same run every time. */
type MixRequest = { path: string; kind: string; accept: string; encoding: string | undefined; body?: string };

function requestMix(file: string): () => MixRequest {
  const random = seededRandom(71);
  const pick = trafficWeightedAirports(file, random);
  const today = Math.floor(Date.now() / 86_400_000);
  const pair = () => {
    const origin = pick();
    let destination = pick();
    while (destination === origin) destination = pick();
    return `${origin}/${destination}`;
  };
  // Schedule pages asked again and again: 60 pairs × 60 dates, about 3,600 answers of up to
  // 40 KB each, more than a worker's response cache holds.
  const repeated = Array.from({ length: 60 }, pair);
  const hh = (n: number) => String(n).padStart(2, '0');
  const letters = 'abcdefghijklmnoprstuvwy';
  const word = (n: number) => Array.from({ length: n }, () => letters[Math.floor(random() * letters.length)]).join('');
  const codings = ['br', 'gzip', 'zstd', 'gzip, deflate, br, zstd'];
  return () => {
    const x = random();
    const accept = random() < 0.7 ? 'application/xml' : 'application/json';
    // A fifth of the requests take a compressed answer.
    const encoding = random() < 0.2 ? codings[Math.floor(random() * codings.length)] : undefined;
    const day = (span: number) => isoFromDay(today + Math.floor(random() * span));
    let path: string;
    let kind: string;
    if (x < 0.25) {
      kind = 'lookup';
      const y = random();
      const airport = pick();
      path =
        y < 0.4 ? `/v1/mds-references/airports/${airport}` :
        y < 0.6 ? `/v1/references/airports/${airport}?lang=en` :
        y < 0.8 ? `/v1/references/routes/${airport}` :
        `/v1/references/airports/nearest/${(random() * 120 - 60).toFixed(1)},${(random() * 340 - 170).toFixed(1)}`;
    } else if (x < 0.55) {
      kind = 'schedule';
      path = `/v2/operations/schedules/${pair()}/${day(HORIZON_DAYS + 1)}T${hh(Math.floor(random() * 24))}:${hh(Math.floor(random() * 60))}`;
    } else if (x < 0.75) {
      kind = 'page';
      path = `/v2/operations/schedules/${repeated[Math.floor(random() * repeated.length)]}/${isoFromDay(today + 1 + Math.floor(random() * 60))}`;
    } else if (x < 0.85) {
      // MCP: batches of a few tool calls, as an agent sends them (each call charged and answered
      // by the worker's MCP server, issue 60's 1.9× RSS under MCP alone).
      const calls = 1 + Math.floor(random() * 4);
      const call = (id: number) => {
        const y = random();
        const [name, args] =
          y < 0.3 ? ['get_airport', { code: pick(), lang: 'de' }] :
          y < 0.55 ? ['find_flights', { origin: pick(), destination: pick(), date: day(60) }] :
          y < 0.75 ? ['routes_from_airport', { airport: pick() }] :
          y < 0.9 ? ['search_locations', { query: word(1 + Math.floor(random() * 4)) }] :
          ['nearest_airports', { latitude: Number((random() * 120 - 60).toFixed(1)), longitude: Number((random() * 340 - 170).toFixed(1)) }];
        return { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } };
      };
      const batch = Array.from({ length: calls }, (_, i) => call(i + 1));
      return { path: '/mcp', kind: 'mcp', accept: 'application/json, text/event-stream', encoding, body: JSON.stringify(calls === 1 ? batch[0] : batch) };
    } else if (x < 0.9) {
      kind = 'location';
      path = `/v1/references/locations?q=${word(1 + Math.floor(random() * 4))}`;
    } else {
      kind = 'status';
      path = random() < 0.5 ? `/v1/operations/flightstatus/route/${pair()}/${day(5)}` : `/v1/operations/flightstatus/departures/${pick()}/${day(5)}T${hh(Math.floor(random() * 20))}:00`;
    }
    return { path, kind, accept, encoding };
  };
}

/** Mixed load until `until()` says stop; every answer recorded in `answers`. */
async function runLoad(service: ServeProcess, next: ReturnType<typeof requestMix>, keptAlive: number, fresh: number, until: () => boolean, answers: Answer[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: keptAlive });
  let failures = 0;
  const one = (useAgent: Agent | false) =>
    new Promise<void>((resolve) => {
      const { path, kind, accept, encoding, body } = next();
      const at = performance.now();
      const headers: Record<string, string> = { authorization: `Bearer ${service.token}`, accept };
      if (encoding) headers['accept-encoding'] = encoding;
      if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'mcp-protocol-version': '2025-06-18' });
      const done = (status: number) => {
        answers.push({ at, ms: performance.now() - at, status, kind });
        if (status === 0 || status >= 500) failures++;
        resolve();
      };
      const req = request(service.url + path, { agent: useAgent, headers, method: body === undefined ? 'GET' : 'POST' }, (res: IncomingMessage) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      });
      req.on('error', () => done(0));
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.end(body);
    });
  const loop = async (useAgent: Agent | false) => {
    while (!until()) await one(useAgent);
  };
  await Promise.all([...Array.from({ length: keptAlive }, () => loop(agent)), ...Array.from({ length: fresh }, () => loop(false))]);
  agent.destroy();
  return failures;
}

/** The slowest answers in a span (of those under way at any moment of it), as text. */
function slowest(answers: readonly Answer[], from: number, to: number): { max: number; text: string } {
  const inSpan = answers.filter((a) => a.at <= to && a.at + a.ms >= from);
  const ms = inSpan.map((a) => a.ms).sort((a, b) => a - b);
  const max = ms.at(-1) ?? NaN;
  const worst = inSpan.reduce<Answer | undefined>((w, a) => (w === undefined || a.ms > w.ms ? a : w), undefined);
  const p99 = ms[Math.floor(0.99 * (ms.length - 1))] ?? NaN;
  const lookups = inSpan.filter((a) => a.kind === 'lookup').map((a) => a.ms);
  return {
    max,
    text: `${inSpan.length} answers, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms (${worst?.kind ?? '-'}), slowest lookup ${Math.max(...lookups).toFixed(0)} ms`,
  };
}

export async function memoryUnderLoad(report: (line: string) => void, options: MemoryUnderLoadOptions): Promise<MemoryUnderLoad> {
  const file = worldDatasetFile(options.dataset);
  const keptAlive = options.keptAlive ?? 6;
  const fresh = options.fresh ?? 2;
  const env = { SKYREF_DRAIN_DELAY_MS: '0', ...options.env };
  report(`skyref serve, ${WORKERS} workers, on ${file}${options.env ? ` with ${Object.entries(options.env).map(([k, v]) => `${k}=${v}`).join(' ')}` : ''}`);
  const service = await startServe({ workers: WORKERS, dataset: file, env });
  try {
    const started = performance.now();
    const elapsed = () => ((performance.now() - started) / 1000).toFixed(0).padStart(4) + ' s';
    await sleep(options.idleSeconds * 1000);
    const idleRssMb = rssMb(service);
    report(`${elapsed()} idle: RSS ${idleRssMb.toFixed(0)} MB; ${memoryLine(await scrape(service))}`);

    // The load, with RSS every second and the metrics every 15 s.
    const next = requestMix(file);
    const answers: Answer[] = [];
    const loadEnds = performance.now() + options.loadSeconds * 1000;
    let maxRssMb = idleRssMb;
    let sampling = true;
    const sampler = (async () => {
      let ticks = 0;
      while (sampling) {
        await sleep(1000);
        const rss = rssMb(service);
        maxRssMb = Math.max(maxRssMb, rss);
        if (++ticks % 15 === 0 && sampling) {
          const recent = answers.filter((a) => a.at >= performance.now() - 15_000).length;
          report(`${elapsed()} load: RSS ${rss.toFixed(0)} MB (max ${maxRssMb.toFixed(0)}), ${(recent / 15).toFixed(0)} answers/s; ${memoryLine(await scrape(service))}`);
        }
      }
    })();
    const failures = await runLoad(service, next, keptAlive, fresh, () => performance.now() >= loadEnds, answers);
    sampling = false;
    await sampler;
    const endRssMb = rssMb(service);
    maxRssMb = Math.max(maxRssMb, endRssMb);
    const metrics = await scrape(service);
    const cacheBytes = metrics.get('skyref_response_cache_bytes') ?? NaN;
    const cacheBoundBytes = metrics.get('skyref_response_cache_max_bytes') ?? NaN;
    const byKind = new Map<string, number>();
    for (const a of answers) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
    report(
      `${elapsed()} end of load: RSS ${endRssMb.toFixed(0)} MB, max ${maxRssMb.toFixed(0)} MB, ${answers.length} answers ` +
        `(${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}), ${failures} failed; ${memoryLine(metrics)}`,
    );

    // The swap: the load goes on; the SIGHUP after 5 s of it (the span compared with).
    const swapAnswers: Answer[] = [];
    let swapping = true;
    const swapLoad = runLoad(service, next, keptAlive, fresh, () => !swapping, swapAnswers);
    await sleep(5000);
    const before = service.lines().length;
    const hupAt = performance.now();
    service.child.kill('SIGHUP');
    let swappedAt = NaN;
    for (let waited = 0; waited < 120_000 && Number.isNaN(swappedAt); waited += 20) {
      await sleep(20);
      swappedAt = service.lines().slice(before).find((l) => /dataset swapped/.test(l.text))?.at ?? NaN;
    }
    // When the workers were handed the dataset (a build that says nothing of it: its start).
    const builtAt = service.lines().slice(before).find((l) => /dataset built/.test(l.text))?.at ?? hupAt;
    await sleep(1500);
    // More swaps, the load going on: what each leaves behind (the build thread's pages, the old
    // dataset's engines, the workers' caches and MCP servers) must not pile up.
    const swaps = options.swaps ?? 20;
    for (let i = 1; i <= swaps; i++) {
      const from = service.lines().length;
      service.child.kill('SIGHUP');
      for (let waited = 0; waited < 120_000 && !service.lines().slice(from).some((l) => /dataset swapped/.test(l.text)); waited += 50) await sleep(50);
      if (i % 5 === 0 || i === swaps) report(`${elapsed()} swap ${i} of ${swaps} more: RSS ${rssMb(service).toFixed(0)} MB; ${memoryLine(await scrape(service))}`);
    }
    swapping = false;
    const swapFailures = await swapLoad;
    await sleep(10_000);
    const afterSwapsRssMb = rssMb(service);
    report(`${elapsed()} 10 s after ${swaps} more swaps and the load: RSS ${afterSwapsRssMb.toFixed(0)} MB (${(afterSwapsRssMb / idleRssMb).toFixed(2)}× idle); ${memoryLine(await scrape(service))}`);
    const end = Number.isNaN(swappedAt) ? performance.now() : swappedAt;
    const baseline = slowest(swapAnswers, hupAt - 5000, hupAt);
    const building = slowest(swapAnswers, hupAt, builtAt);
    const handover = slowest(swapAnswers, builtAt, end + 1000);
    report(
      `swap: ${Number.isNaN(swappedAt) ? 'NOT FINISHED within 120 s' : `built ${((builtAt - hupAt) / 1000).toFixed(1)} s after the SIGHUP, every worker serving it ${((swappedAt - builtAt) / 1000).toFixed(1)} s later`}, ${swapFailures} failed`,
    );
    report(`  5 s before the SIGHUP:                ${baseline.text}`);
    report(`  while it is built (the build thread): ${building.text}`);
    report(`  handed over, to 1 s after:            ${handover.text}`);
    const endRss = Math.max(endRssMb, maxRssMb);
    return { idleRssMb, endRssMb, maxRssMb, ratio: endRss / idleRssMb, cacheBytes, cacheBoundBytes, swapStallMs: handover.max, swaps, afterSwapsRssMb, afterSwapsRatio: afterSwapsRssMb / idleRssMb };
  } finally {
    await service.stop();
    if (options.log) writeFileSync(options.log, service.lines().map((l) => `${(l.at / 1000).toFixed(3)} ${l.text}\n`).join(''));
  }
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { idle: { type: 'string', default: '60' }, load: { type: 'string', default: '300' }, swaps: { type: 'string', default: '20' }, env: { type: 'string', multiple: true }, log: { type: 'string' } },
  });
  const env = Object.fromEntries((values.env ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const result = await memoryUnderLoad((line) => console.log(line), {
    idleSeconds: Number(values.idle),
    loadSeconds: Number(values.load),
    swaps: Number(values.swaps),
    ...(positionals[0] ? { dataset: positionals[0] } : {}),
    ...(values.env ? { env } : {}),
    ...(values.log ? { log: values.log } : {}),
  });
  console.log(
    `RSS idle ${result.idleRssMb.toFixed(0)} MB, end ${result.endRssMb.toFixed(0)} MB, max ${result.maxRssMb.toFixed(0)} MB: ` +
      `${result.ratio.toFixed(2)}× (target ≤ 1.3: ${result.ratio <= 1.3 ? 'PASS' : 'FAIL'}); ` +
      `response caches ${mb(result.cacheBytes)} of ${mb(result.cacheBoundBytes)} MB (${result.cacheBytes <= result.cacheBoundBytes ? 'within' : 'OVER'}); ` +
      `longest request while the workers take in a new dataset ${result.swapStallMs.toFixed(0)} ms (target ≤ 250: ${result.swapStallMs <= 250 ? 'PASS' : 'FAIL'}); ` +
      `RSS after ${result.swaps} more swaps ${result.afterSwapsRssMb.toFixed(0)} MB: ${result.afterSwapsRatio.toFixed(2)}× idle (target ≤ 1.5: ${result.afterSwapsRatio <= 1.5 ? 'PASS' : 'FAIL'})`,
  );
}
