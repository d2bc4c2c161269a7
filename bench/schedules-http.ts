// The schedules endpoint over HTTP on the world-scale dataset (bench/world-dataset.js): skyref in
// a process of its own, autocannon here, three request mixes.
//
//   fixed-cached    FRA–JFK a month ahead, the same URL every time: the response cache's path
//   fixed-uncached  FRA–JFK at a random date and minute of the horizon: nearly every request
//                   misses the cache and runs the connection builder
//   random-pairs    origin, destination and date at random, airports drawn in proportion to
//                   their departures (busy airports are asked about most); misses the cache
//
//   node dist/bench/schedules-http.js [FILE] [--mix NAME]... [--duration S] [--connections N]
//                                     [--pipelining N] [--profile]
//
// Reports requests/s, latency, the answers by status (a pair without journeys is a 404), and the
// server's memory after loading and after the load.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { isoFromDay } from '../src/domain/flight-dates.js';
import { HORIZON_DAYS } from '../src/domain/horizon.js';
import { BENCH_CLIENT_ID, Child, fetchToken } from './child-server.js';
import { seededRandom } from './sampling.js';
import { trafficWeightedAirports, worldDatasetFile } from './world-file.js';

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
const scenarios: { name: string; path: () => string }[] = [
  { name: 'fixed-cached', path: () => `${PATH}/FRA/JFK/${isoFromDay(today + 30)}` },
  {
    name: 'fixed-uncached',
    path: () => `${PATH}/FRA/JFK/${isoFromDay(randomDay())}T${two(Math.floor(random() * 24))}:${two(Math.floor(random() * 60))}`,
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
const PROFILE_DIR = fileURLToPath(new URL('../../bench/results/profiles', import.meta.url));

const secret = randomBytes(24).toString('base64url');
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const started = performance.now();
const server = await Child.start('skyref', 'server-process.js', {
  ...process.env,
  SKYREF_BENCH_DATASET: file,
  SKYREF_CLIENT_ID: BENCH_CLIENT_ID,
  SKYREF_CLIENT_SECRET: secret,
  SKYREF_RATE_PER_SECOND: '1000000000',
  SKYREF_RATE_PER_HOUR: '1000000000',
}, values.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', 'skyref-schedules.cpuprofile'] : []);
try {
  const loaded = await server.memory();
  console.log(`skyref on ${file}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s, rss ${mb(loaded.rss)}, heap ${mb(loaded.heapUsed)}`);
  const token = await fetchToken(server.url, secret);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/xml' };
  const sample = await fetch(server.url + scenarios[0]!.path(), { headers });
  if (sample.status !== 200) throw new Error(`FRA–JFK a month ahead gave ${sample.status}: is this a world-scale dataset?`);

  // The first seconds after a start pay for compiling the engines and for collecting what the
  // load left behind: warm up on random pairs before measuring anything.
  await autocannon({
    url: server.url,
    connections: 8,
    duration: 3,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenarios[2]!.path() }) }],
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const pipelining = Number(values.pipelining);
  console.log(`${duration} s per mix, ${connections} connections × ${pipelining} pipelined\n`);
  const rows = [['mix', 'req/s', 'p50 ms', 'p99 ms', '200', '404', 'other', 'errors', 'CPU µs/req']];
  for (const scenario of chosen) {
    const cpuBefore = await server.cpu();
    const result = await autocannon({
      url: server.url,
      connections,
      pipelining,
      duration,
      headers,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) }],
    });
    const cpu = (await server.cpu()) - cpuBefore;
    const count = (status: string) => result.statusCodeStats[status]?.count ?? 0;
    const total = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
    rows.push([
      scenario.name,
      result.requests.mean.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(count('200')),
      String(count('404')),
      String(total - count('200') - count('404')),
      String(result.errors + result.timeouts),
      total > 0 ? (cpu / total).toFixed(0) : '-',
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
