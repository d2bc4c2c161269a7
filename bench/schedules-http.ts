// The schedules endpoint over HTTP on the world-scale dataset (bench/world-dataset.js): skyref in
// a process of its own, autocannon here, four request mixes.
//
//   airport-cached  GET /v1/references/airports/FRA, the same URL every time: the unit the other
//                   figures are expressed in (server CPU per answer, in the same run)
//   fixed-cached    FRA–JFK a month ahead, the same URL every time: the response cache's path
//   fixed-uncached  FRA–JFK at a random date and minute of the horizon: nearly every request
//                   misses the cache and runs the connection search (target ≤ 12 bare requests, issue 49)
//   random-pairs    origin, destination and date at random, airports drawn in proportion to
//                   their departures (busy airports are asked about most); misses the cache
//
//   node dist/bench/schedules-http.js [FILE] [--mix NAME]... [--duration S] [--connections N]
//                                     [--pipelining N] [--profile]
//
// Reports requests/s, latency, the answers by status (a pair without journeys is a 404), the
// server's CPU per answer and its ratio to the airport lookup's, the time until the server was
// ready, and its memory after loading and after the load.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { isoFromDay } from '../src/domain/flight-dates.js';
import { HORIZON_DAYS } from '../src/domain/horizon.js';
import { seededRandom } from './sampling.js';
import { trafficWeightedAirports, worldDatasetFile } from './world-file.js';
import { AIRPORT_PATH, bareRequestCpu, runMix, startWorldServer } from './world-server.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    pipelining: { type: 'string', default: '4' },
    mix: { type: 'string', multiple: true },
    profile: { type: 'boolean', default: false },
  },
});
const file = worldDatasetFile(positionals[0]);

const random = seededRandom(2026);
const today = Math.floor(Date.now() / 86_400_000);
const randomDay = () => today + Math.floor(random() * (HORIZON_DAYS + 1));
const two = (n: number) => String(n).padStart(2, '0');

const pick = trafficWeightedAirports(file, random);
const PATH = '/v2/operations/schedules';
/** Targets as server CPU per answer over a bare node:http request's, measured in the same run (issue 49). */
const scenarios: { name: string; path: () => string; target?: number; headers?: Record<string, string> }[] = [
  { name: 'airport-cached', path: () => AIRPORT_PATH },
  { name: 'fixed-cached', path: () => `${PATH}/FRA/JFK/${isoFromDay(today + 30)}` },
  {
    name: 'fixed-uncached',
    path: () => `${PATH}/FRA/JFK/${isoFromDay(randomDay())}T${two(Math.floor(random() * 24))}:${two(Math.floor(random() * 60))}`,
    target: 12,
  },
  // The same searches answered in brotli: what compressing an uncached page adds.
  {
    name: 'fixed-uncached-br',
    path: () => `${PATH}/FRA/JFK/${isoFromDay(randomDay())}T${two(Math.floor(random() * 24))}:${two(Math.floor(random() * 60))}`,
    headers: { 'accept-encoding': 'br' },
  },
  {
    name: 'random-pairs',
    path: () => {
      const origin = pick();
      let destination = pick();
      while (destination === origin) destination = pick();
      return `${PATH}/${origin}/${destination}/${isoFromDay(randomDay())}`;
    },
  },
];

const chosen = values.mix ? scenarios.filter((s) => values.mix!.includes(s.name)) : scenarios;
if (chosen.length === 0) throw new Error(`--mix: one of ${scenarios.map((s) => s.name).join(', ')}`);
// Every ratio needs the airport lookup of the same run.
if (!chosen.includes(scenarios[0]!)) chosen.unshift(scenarios[0]!);
const PROFILE_DIR = fileURLToPath(new URL('../../bench/results/profiles', import.meta.url));

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
// The yardstick of issue 49, measured in this run before skyref starts.
const bare = await bareRequestCpu();
console.log(`a bare node:http request (2 KB, keep-alive) costs its server ${bare.toFixed(1)} µs CPU (median of 3 runs of 3 s)`);
const world = await startWorldServer(
  file,
  values.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', 'skyref-schedules.cpuprofile'] : [],
);
const { server, headers } = world;
try {
  const loaded = await server.memory();
  console.log(`skyref on ${file}: ready in ${world.readySeconds.toFixed(1)} s (target ≤ 3 s: ${world.readySeconds <= 3 ? 'PASS' : 'BELOW'}), rss ${mb(loaded.rss)} (target ≤ 500 MB: ${loaded.rss <= 500e6 ? 'PASS' : 'BELOW'}), heap ${mb(loaded.heapUsed)}`);
  const sample = await fetch(server.url + scenarios[1]!.path(), { headers });
  if (sample.status !== 200) throw new Error(`FRA–JFK a month ahead gave ${sample.status}: is this a world-scale dataset?`);

  // The first seconds after a start pay for compiling the engines and for collecting what the
  // load left behind: warm up on random pairs and airport lookups before measuring anything.
  await autocannon({
    url: server.url,
    connections: 8,
    duration: 3,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenarios[4]!.path() }) }],
  });
  await runMix(world, () => AIRPORT_PATH, { duration: 2, connections: 16, pipelining: 4 });
  const options = { duration: Number(values.duration), connections: Number(values.connections), pipelining: Number(values.pipelining) };
  console.log(`${options.duration} s per mix, ${options.connections} connections × ${options.pipelining} pipelined\n`);
  const rows = [['mix', 'req/s', 'p50 ms', 'p99 ms', '200', '404', 'other', 'errors', 'CPU µs/req', '÷ airport', '÷ bare', 'target (bare)']];
  let airport = NaN;
  for (const scenario of chosen) {
    const r = await runMix(world, scenario.path, { ...options, ...(scenario.headers ? { headers: scenario.headers } : {}) });
    if (scenario === scenarios[0]) airport = r.cpuPerRequest;
    const ratio = r.cpuPerRequest / bare;
    const count = (status: string) => r.byStatus[status] ?? 0;
    rows.push([
      scenario.name,
      r.requestsPerSecond.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(count('200')),
      String(count('404')),
      String(r.total - count('200') - count('404')),
      String(r.errors),
      r.cpuPerRequest.toFixed(0),
      (r.cpuPerRequest / airport).toFixed(1),
      ratio.toFixed(1),
      scenario.target === undefined ? '' : `≤ ${scenario.target}: ${ratio <= scenario.target ? 'PASS' : 'BELOW'}`,
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n'));
  const after = await server.memory();
  console.log(`\nserver memory after the load: rss ${mb(after.rss)}, heap ${mb(after.heapUsed)}, array buffers ${mb(after.arrayBuffers)}`);
} finally {
  await server.stop();
}
if (values.profile) console.log(`CPU profile of the server: ${PROFILE_DIR}/skyref-schedules.cpuprofile`);
