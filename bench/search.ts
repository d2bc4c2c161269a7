// The location search (autocomplete) against the reference lookup it should cost about as much
// as: skyref in a process of its own on the default dataset, autocannon here, and the server's CPU
// per request of each mix, measured in the same run.
//
//   lookup          one airport by code: /v1/references/airports/{code}
//   search-1        what a user types first: the first 1 to 3 letters of a city's name,
//                   /v1/references/locations?q=…&limit=1: one record, as the lookup has
//   search-5        the same with limit=5, a typical autocomplete list
//   search          the same with the default page of 20
//   list            a page of 20 airports of the reference list, what a page of 20 records costs
//                   without any search (/v1/references/airports?offset=…)
//
// Each mix runs uncached, then cached. Uncached, every request carries one of the 676 two-letter
// lang codes at random (an unknown one shows the English name under that code), so the response
// cache almost never holds the answer and each request builds and renders its document; cached,
// the same few URLs are asked again and again, which is what an autocomplete mostly sees.
//
// The mixes take turns in rounds (--rounds, each mix duration ÷ rounds seconds a round), so that
// whatever else the machine does weighs on all of them alike; CPU is summed per mix over the rounds.
//
//   node dist/bench/search.js [--duration S] [--rounds N] [--connections N] [--pipelining N] [--profile]
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_CLIENT_ID, Child, fetchToken } from './child-server.js';
import { seededRandom } from './sampling.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    pipelining: { type: 'string', default: '10' },
    profile: { type: 'boolean', default: false },
  },
});
const PROFILE_DIR = fileURLToPath(new URL('../../bench/results/profiles', import.meta.url));

const random = seededRandom(18);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const randomLang = () => LETTERS[Math.floor(random() * 26)]! + LETTERS[Math.floor(random() * 26)]!;

const secret = randomBytes(24).toString('base64url');
const server = await Child.start(
  'skyref',
  'server-process.js',
  { ...process.env, SKYREF_CLIENT_ID: BENCH_CLIENT_ID, SKYREF_CLIENT_SECRET: secret, SKYREF_RATE_PER_SECOND: '1000000000', SKYREF_RATE_PER_HOUR: '1000000000' },
  values.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', 'skyref-search.cpuprofile'] : [],
);
try {
  const token = await fetchToken(server.url, secret);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/xml' };
  const get = async (path: string): Promise<string> => {
    const res = await fetch(server.url + path, { headers });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    return res.text();
  };

  // What users type: the first letters of real names (every city's English name), and real codes.
  const cityNames: string[] = [];
  const airportCodes: string[] = [];
  for (const [resource, element, out] of [['cities', 'Name', cityNames], ['airports', 'AirportCode', airportCodes]] as const) {
    for (let offset = 0; ; offset += 100) {
      const page = await get(`/v1/references/${resource}?limit=100&offset=${offset}&lang=en`);
      const found = [...page.matchAll(new RegExp(`<${element}[^>]*>([^<]+)</${element}>`, 'g'))].map((m) => m[1]!);
      out.push(...found);
      if (!page.includes('Rel="next"')) break;
    }
  }
  const prefix = () => {
    const letters = [...pick(cityNames).replace(/[^\p{L}]/gu, '')];
    return encodeURIComponent(letters.slice(0, 1 + Math.floor(random() * Math.min(3, letters.length))).join(''));
  };

  const mixes: { name: string; path: () => string }[] = [
    { name: 'lookup', path: () => `/v1/references/airports/${pick(airportCodes)}?lang=${randomLang()}` },
    { name: 'search-1', path: () => `/v1/references/locations?q=${prefix()}&lang=${randomLang()}&limit=1` },
    { name: 'search-5', path: () => `/v1/references/locations?q=${prefix()}&lang=${randomLang()}&limit=5` },
    { name: 'search', path: () => `/v1/references/locations?q=${prefix()}&lang=${randomLang()}` },
    { name: 'list', path: () => `/v1/references/airports?offset=${Math.floor(random() * (airportCodes.length - 20))}&lang=${randomLang()}` },
    { name: 'lookup cached', path: () => '/v1/references/airports/FRA?lang=de' },
    { name: 'search-1 cached', path: () => `/v1/references/locations?q=${pick(['f', 'fr', 'fra', 'l', 'lo', 'lon'])}&lang=de&limit=1` },
    { name: 'search-5 cached', path: () => `/v1/references/locations?q=${pick(['f', 'fr', 'fra', 'l', 'lo', 'lon'])}&lang=de&limit=5` },
    { name: 'search cached', path: () => `/v1/references/locations?q=${pick(['f', 'fr', 'fra', 'l', 'lo', 'lon'])}&lang=de` },
  ];
  const connections = Number(values.connections);
  const pipelining = Number(values.pipelining);
  const duration = Number(values.duration);
  const rounds = Math.max(1, Number(values.rounds));
  const run = (path: () => string, seconds: number) =>
    autocannon({
      url: server.url,
      connections,
      pipelining,
      duration: seconds,
      headers,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
    });

  console.log(
    `skyref search bench: ${cityNames.length} city names, ${airportCodes.length} airport codes; ${duration} s per mix in ${rounds} rounds, ` +
      `${connections} connections × ${pipelining} pipelined`,
  );
  // Compile the code paths of every mix before measuring any.
  for (const mix of mixes) await run(mix.path, 1);

  interface Totals {
    cpu: number;
    wallUs: number;
    ok: number;
    answered: number;
    errors: number;
    bytes: number;
    requestsPerSecond: number[];
    p50: number[];
    p99: number[];
  }
  const totals = new Map<string, Totals>(
    mixes.map((m) => [m.name, { cpu: 0, wallUs: 0, ok: 0, answered: 0, errors: 0, bytes: 0, requestsPerSecond: [], p50: [], p99: [] }]),
  );
  for (let round = 0; round < rounds; round++) {
    for (const mix of mixes) {
      const t = totals.get(mix.name)!;
      const before = await server.cpu();
      const started = performance.now();
      const result = await run(mix.path, duration / rounds);
      t.wallUs += (performance.now() - started) * 1000;
      t.cpu += (await server.cpu()) - before;
      t.ok += result.statusCodeStats['200']?.count ?? 0;
      t.answered += Object.values(result.statusCodeStats).reduce((sum, st) => sum + st.count, 0);
      t.errors += result.errors + result.timeouts;
      t.bytes += result.throughput.total;
      t.requestsPerSecond.push(result.requests.mean);
      t.p50.push(result.latency.p50);
      t.p99.push(result.latency.p99);
    }
  }
  const cpuPerRequest = new Map<string, number>();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rows = [['mix', 'req/s', 'p50 ms', 'p99 ms', '200', 'other', 'errors', 'bytes/answer', 'server CPU', 'CPU µs/req']];
  for (const mix of mixes) {
    const t = totals.get(mix.name)!;
    cpuPerRequest.set(mix.name, t.cpu / Math.max(1, t.answered));
    rows.push([
      mix.name,
      median(t.requestsPerSecond).toFixed(0),
      String(median(t.p50)),
      String(median(t.p99)),
      String(t.ok),
      String(t.answered - t.ok),
      String(t.errors),
      String(t.answered > 0 ? Math.round(t.bytes / t.answered) : 0),
      `${((t.cpu / t.wallUs) * 100).toFixed(0)}%`,
      (t.cpu / Math.max(1, t.answered)).toFixed(1),
    ]);
  }
  const table = (t: string[][]) => {
    const widths = t[0]!.map((_, i) => Math.max(...t.map((r) => r[i]!.length)));
    return t.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
  };
  console.log('\n' + table(rows) + '\n');
  const ratio = (a: string, b: string) => (cpuPerRequest.get(a)! / cpuPerRequest.get(b)!).toFixed(2);
  console.log(
    table([
      ['server CPU per request, ratio', 'value'],
      ['search-1 ÷ lookup (uncached)', ratio('search-1', 'lookup')],
      ['search-5 ÷ lookup (uncached)', ratio('search-5', 'lookup')],
      ['search ÷ lookup (uncached)', ratio('search', 'lookup')],
      ['search ÷ list page of 20 (uncached)', ratio('search', 'list')],
      ['search-1 ÷ lookup (cached)', ratio('search-1 cached', 'lookup cached')],
      ['search-5 ÷ lookup (cached)', ratio('search-5 cached', 'lookup cached')],
      ['search ÷ lookup (cached)', ratio('search cached', 'lookup cached')],
    ]),
  );
} finally {
  await server.stop();
}
if (values.profile) console.log(`CPU profile of the server: ${PROFILE_DIR}/skyref-search.cpuprofile`);
