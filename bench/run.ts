// `npm run bench`: skyref against a bare node:http server that sends the same bytes, scenario by
// scenario, with autocannon over loopback. See bench/README.md for how to read the output.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { request as httpRequest } from 'node:http';
import { BENCH_CLIENT_ID, BENCH_LIMITED_CLIENT_ID, Child, fetchToken } from './child-server.js';
import type { CannedResponse } from './ipc.js';

/** Whose token a scenario's requests carry. */
type Caller =
  | 'bench' // the bench client, limits at 10⁹
  | 'invalid' // a well-formed token signed with another key: refused with a 401
  | 'limited'; // a client held to 1 request a second: all but one a second refused with a 429

interface Scenario {
  name: string;
  path: string;
  /** Lowest acceptable requests/s of skyref over requests/s of the bare server. */
  target: number;
  /** The status every answer should have (default 200); CPU µs/req is over these answers. */
  status?: number;
  caller?: Caller;
  /** Accept-Encoding of its requests; the bare server sends the same compressed bytes. */
  encoding?: 'br' | 'gzip';
  /** Finds the path on the running server, when it depends on the dataset (which flights exist). */
  resolve?: (url: string, headers: Record<string, string>) => Promise<string>;
}

const SCHEDULE_PATH = `/v2/operations/schedules/FRA/JFK/${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`;
/** Flight status answers within the original's window: two days ahead. */
const STATUS_DATE = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const SCENARIOS: Scenario[] = [
  { name: 'airport', path: '/v1/mds-references/airports/FRA', target: 0.85 },
  { name: 'airports-page', path: '/v1/mds-references/airports?limit=100&offset=0', target: 0.5 },
  { name: 'nearest', path: '/v1/references/airports/nearest/50.033,8.570', target: 0.75 },
  { name: 'seats', path: '/v1/references/seatdetails/388', target: 0.6 },
  // A busy pair of the real network a month ahead; answered from the response cache after the first.
  { name: 'schedule', path: SCHEDULE_PATH, target: 0.5 },
  // The same page compressed (kept compressed beside the identity bytes); the query parameter,
  // which skyref ignores, tells the bare server's canned answers apart.
  { name: 'schedule-br', path: `${SCHEDULE_PATH}?coding=br`, target: 0.5, encoding: 'br' },
  { name: 'schedule-gzip', path: `${SCHEDULE_PATH}?coding=gzip`, target: 0.5, encoding: 'gzip' },
  // Flight status: a route's legs of a date, and a 4-hour departures board (cached after the first).
  { name: 'status-route', path: `/v1/operations/flightstatus/route/FRA/JFK/${STATUS_DATE}`, target: 0.5 },
  { name: 'departures', path: `/v1/operations/flightstatus/departures/FRA/${STATUS_DATE}T08:00`, target: 0.5 },
  // A seat map of a real leg, the economy cabin: found through the flight index, then answered
  // from the cache, so it should cost what the cached airport lookup costs (the answer is larger).
  { name: 'seatmap', path: '', target: 0.85, resolve: seatMapPath },
  // Refusals, which should cost no more than the cached lookup above (the same path).
  { name: 'unauthorized', path: '/v1/mds-references/airports/FRA', target: 0.8, status: 401, caller: 'invalid' },
  { name: 'rate-limited', path: '/v1/mds-references/airports/FRA', target: 0.8, status: 429, caller: 'limited' },
];

/**
 * A token of the right shape whose signature no server key makes: what a client with a stale,
 * forged or foreign token sends.
 */
const FOREIGN_TOKEN = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(
  JSON.stringify({ sub: BENCH_CLIENT_ID, client_id: BENCH_CLIENT_ID, iat: 1_700_000_000, exp: 4_000_000_000 }),
).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

/** A refused request that the limited client may still get through now and then (one a second). */
const TOLERATED_OTHER_SHARE = 0.001;

const USAGE = `usage: npm run bench -- [SCENARIO...] [--duration S] [--connections N] [--pipelining N]
                        [--warmup S] [--redis URL] [--yardstick node|fastify]
                        [--profile] [--check]

  scenarios:     ${SCENARIOS.map((s) => s.name).join(', ')} (default: all)
  --duration     seconds per measurement (default 10)
  --connections  autocannon connections (default 16)
  --pipelining   requests in flight per connection (default 10)
  --warmup       seconds of warm-up for each server before measuring (default 2)
  --redis        skyref keeps clients and rate-limit counts in this Redis (SKYREF_REDIS_URL),
                 under the prefix skyref-bench:, as replicas do
  --yardstick    node (default): the bare server is node:http; fastify: an empty Fastify route,
                 whose ratio to node:http is the framework's ceiling
  --profile      write V8 CPU profiles of both servers to bench/results/profiles/
  --check        exit with status 3 when a scenario is below its target`;

/** Share of a core used by other processes above which the run is flagged as disturbed. */
const OTHER_CPU_WARNING = 0.1;
const ACCEPT = 'application/xml';
// Results go to the source tree's bench/results/, not dist/bench/results/.
const RESULTS_DIR = fileURLToPath(new URL('../../bench/results/', import.meta.url));

/** What skyref answers for the scenario, checked to be an XML document of the expected status. */
/** A GET with the body as sent (fetch would decode a compressed one). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The economy seat map of the first FRA-JFK leg two days ahead, by its first designator. */
async function seatMapPath(url: string, headers: Record<string, string>): Promise<string> {
  const res = await rawGet(`${url}/v1/operations/flightstatus/route/FRA/JFK/${STATUS_DATE}`, { ...headers, accept: 'application/json' });
  if (res.status !== 200) throw new Error(`seatmap: no FRA-JFK flight on ${STATUS_DATE} (${res.status})`);
  const flights = JSON.parse(res.body.toString()).FlightStatusResource.Flights.Flight as { MarketingCarrierList: { MarketingCarrier: { AirlineID: string; FlightNumber: string }[] } }[];
  const designator = flights[0]!.MarketingCarrierList.MarketingCarrier[0]!;
  return `/v1/offers/seatmaps/${designator.AirlineID}${designator.FlightNumber}/FRA/JFK/${STATUS_DATE}/M`;
}

async function fetchCanned(url: string, scenario: Scenario, headers: Record<string, string>): Promise<CannedResponse> {
  const status = scenario.status ?? 200;
  let response = await rawGet(url + scenario.path, headers);
  // The limited client's first request of a second is served; the next one is refused.
  if (response.status === 200 && status === 429) response = await rawGet(url + scenario.path, headers);
  const contentType = String(response.headers['content-type'] ?? '');
  const encoding = response.headers['content-encoding'];
  if (response.status !== status || !/xml/.test(contentType) || encoding !== scenario.encoding) {
    throw new Error(`${scenario.name}: GET ${scenario.path} gave ${response.status} ${contentType} ${encoding ?? 'identity'}:\n${response.body.toString().slice(0, 500)}`);
  }
  const copied: Record<string, string> = { 'content-type': contentType };
  for (const name of ['content-encoding', 'etag', 'vary', 'www-authenticate', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) {
    const value = response.headers[name];
    if (value !== undefined) copied[name] = String(value);
  }
  return { path: scenario.path, authorization: headers.authorization ?? '', status, body: response.body.toString('base64'), headers: copied };
}

async function checkSameBytes(url: string, canned: CannedResponse): Promise<void> {
  const response = await rawGet(url + canned.path, { authorization: canned.authorization });
  if (response.status !== canned.status || !response.body.equals(Buffer.from(canned.body, 'base64'))) {
    throw new Error(`bare server does not answer ${canned.path} with skyref's bytes`);
  }
}

interface Settings {
  duration: number;
  connections: number;
  pipelining: number;
  headers: Record<string, string>;
}

interface Measurement {
  requestsPerSecond: number;
  requests: number;
  bytesPerResponse: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers of the expected status. */
  expected: number;
  /** Answers of any other status. */
  unexpected: number;
  /** Server CPU time over the answers of the expected status. */
  serverCpuUsPerRequest: number;
  /** Server CPU time over wall time: about 1 when the single-threaded server is the bottleneck. */
  serverCpuShare: number;
  /** The same for this process, which is the load generator. */
  loadgenCpuShare: number;
  /** CPU the rest of the machine used, in cores: well above 0 means the numbers are noise. */
  otherCpuShare: number;
}

/** Busy CPU time of the whole machine so far, µs (softirq time is not in os.cpus()). */
function machineBusy(): number {
  return cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq, 0) * 1000;
}

async function measure(server: Child, other: Child, path: string, status: number, settings: Settings): Promise<Measurement> {
  const serverBefore = await server.cpu();
  const otherBefore = await other.cpu();
  const loadgenBefore = process.cpuUsage();
  const machineBefore = machineBusy();
  const started = performance.now();
  const result = await autocannon({
    url: server.url + path,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: settings.duration,
    headers: settings.headers,
  });
  const wallUs = (performance.now() - started) * 1000;
  const machine = machineBusy() - machineBefore;
  const loadgen = process.cpuUsage(loadgenBefore);
  const loadgenCpu = loadgen.user + loadgen.system;
  const serverCpu = (await server.cpu()) - serverBefore;
  const otherCpu = (await other.cpu()) - otherBefore;
  const ok = result.statusCodeStats[String(status)]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.mean,
    requests: ok,
    bytesPerResponse: answered > 0 ? Math.round(result.throughput.total / answered) : 0,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    expected: ok,
    unexpected: answered - ok,
    serverCpuUsPerRequest: ok > 0 ? serverCpu / ok : NaN,
    serverCpuShare: serverCpu / wallUs,
    loadgenCpuShare: loadgenCpu / wallUs,
    otherCpuShare: Math.max(0, machine - serverCpu - otherCpu - loadgenCpu) / wallUs,
  };
}

async function warmUp(server: Child, requests: { path: string; headers: Record<string, string> }[], settings: Settings, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await autocannon({
    url: server.url,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
    requests: requests.map(({ path, headers }) => ({ method: 'GET', path, headers })),
  });
}

function option(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, got "${value}"`);
  return n;
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      pipelining: { type: 'string' },
      warmup: { type: 'string' },
      redis: { type: 'string' },
      yardstick: { type: 'string', default: 'node' },
      profile: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const unknown = positionals.filter((name) => !SCENARIOS.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}\n${USAGE}`);
  if (values.yardstick !== 'node' && values.yardstick !== 'fastify') throw new Error(`unknown yardstick ${values.yardstick}\n${USAGE}`);
  const chosen = positionals.length > 0 ? SCENARIOS.filter((s) => positionals.includes(s.name)) : SCENARIOS;
  const settings: Omit<Settings, 'headers'> = {
    duration: Math.max(1, option(values.duration, 'duration', 10)),
    connections: Math.max(1, Math.round(option(values.connections, 'connections', 16))),
    pipelining: Math.max(1, Math.round(option(values.pipelining, 'pipelining', 10))),
  };
  const warmupSeconds = option(values.warmup, 'warmup', 2);

  const secret = randomBytes(24).toString('base64url');
  const limitedSecret = randomBytes(24).toString('base64url');
  const profileDir = RESULTS_DIR + 'profiles';
  const serverEnv = {
    ...process.env,
    SKYREF_CLIENT_ID: BENCH_CLIENT_ID,
    SKYREF_CLIENT_SECRET: secret,
    // The bench client would otherwise be held to 5 requests/s.
    SKYREF_RATE_PER_SECOND: '1000000000',
    SKYREF_RATE_PER_HOUR: '1000000000',
    // A second client, held to 1 request a second, for the rate-limited scenario.
    SKYREF_BENCH_LIMITED_SECRET: limitedSecret,
    // Every request then counts in Redis (one script call), as with replicas.
    ...(values.redis ? { SKYREF_REDIS_URL: values.redis, SKYREF_REDIS_PREFIX: 'skyref-bench:' } : {}),
  };
  const servers: Child[] = [];
  try {
    const profile = (name: string) => (values.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-name', `${name}.cpuprofile`] : []);
    const real = await Child.start('skyref', 'server-process.js', serverEnv, profile('skyref'));
    servers.push(real);
    const bare = await Child.start('bare', 'bare-process.js', { ...process.env, BENCH_YARDSTICK: values.yardstick }, profile('bare'));
    servers.push(bare);

    const token = await fetchToken(real.url, secret);
    const limitedToken = await fetchToken(real.url, limitedSecret, BENCH_LIMITED_CLIENT_ID);
    // Both servers get the same request bytes; the bare one tells scenarios apart by their token.
    const headers = { authorization: `Bearer ${token}`, accept: ACCEPT };
    const callers: Record<Caller, Record<string, string>> = {
      bench: headers,
      invalid: { ...headers, authorization: `Bearer ${FOREIGN_TOKEN}` },
      limited: { ...headers, authorization: `Bearer ${limitedToken}` },
    };
    const headersOf = (s: Scenario) => ({ ...callers[s.caller ?? 'bench'], ...(s.encoding ? { 'accept-encoding': s.encoding } : {}) });
    const scenarios: Scenario[] = [];
    for (const s of chosen) scenarios.push(s.resolve ? { ...s, path: await s.resolve(real.url, headersOf(s)) } : s);
    const canned = [];
    for (const s of scenarios) canned.push(await fetchCanned(real.url, s, headersOf(s)));
    await bare.send({ type: 'responses', responses: canned }, 'responses-loaded');
    await Promise.all(canned.map((c) => checkSameBytes(bare.url, c)));

    const run: Settings = { ...settings, headers };
    const cores = availableParallelism();
    console.log(
      `skyref bench: ${scenarios.length} scenario(s), ${run.duration} s each, ${run.connections} connections × ${run.pipelining} pipelined, ` +
        `${cores} core(s) ${cpus()[0]?.model ?? ''}, node ${process.version}, yardstick ${values.yardstick}` +
        (values.redis ? `, state and rate limits in Redis ${values.redis}` : ''),
    );
    console.log(`warming up both servers (${warmupSeconds} s each)…`);
    const warmupRequests = scenarios.map((s) => ({ path: s.path, headers: headersOf(s) }));
    await warmUp(real, warmupRequests, run, warmupSeconds);
    await warmUp(bare, warmupRequests, run, warmupSeconds);

    const results = [];
    for (const scenario of scenarios) {
      process.stdout.write(`${scenario.name}: GET ${scenario.path} … `);
      const status = scenario.status ?? 200;
      const scenarioRun = { ...run, headers: headersOf(scenario) };
      const skyref = await measure(real, bare, scenario.path, status, scenarioRun);
      const baseline = await measure(bare, real, scenario.path, status, scenarioRun);
      const ratio = skyref.requestsPerSecond / baseline.requestsPerSecond;
      // The limited client is served once a second; anything else of another status is a failure.
      const tolerated = scenario.caller === 'limited' ? Math.ceil(skyref.expected * TOLERATED_OTHER_SHARE) : 0;
      const failures = skyref.errors + skyref.timeouts + baseline.errors + baseline.timeouts + baseline.unexpected + Math.max(0, skyref.unexpected - tolerated);
      const verdict = failures > 0 ? 'INVALID' : ratio >= scenario.target ? 'PASS' : 'BELOW';
      console.log(verdict);
      results.push({ ...scenario, ratio, verdict, skyref, bare: baseline });
    }

    const rows = [['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'status', 'other', 'CPU µs/req', 'server CPU', 'loadgen CPU', 'other CPU', 'bytes']];
    for (const r of results) {
      for (const [name, m] of [['skyref', r.skyref], ['bare', r.bare]] as const) {
        rows.push([
          name === 'skyref' ? r.name : '',
          name,
          fixed(m.requestsPerSecond),
          fixed(m.latencyP50Ms),
          fixed(m.latencyP99Ms),
          String(m.errors + m.timeouts),
          String(r.status ?? 200),
          String(m.unexpected),
          fixed(m.serverCpuUsPerRequest, 1),
          `${fixed(m.serverCpuShare * 100)}%`,
          `${fixed(m.loadgenCpuShare * 100)}%`,
          `${fixed(m.otherCpuShare * 100)}%`,
          String(m.bytesPerResponse),
        ]);
      }
    }
    console.log('\n' + table(rows) + '\n');
    const summary = [['scenario', 'ratio req/s', 'target', 'verdict', 'ratio by CPU µs/req']];
    for (const r of results) {
      summary.push([r.name, fixed(r.ratio, 2), `≥ ${r.target}`, r.verdict, fixed(r.bare.serverCpuUsPerRequest / r.skyref.serverCpuUsPerRequest, 2)]);
    }
    console.log(table(summary));

    const busiest = Math.max(...results.flatMap((r) => [r.skyref.otherCpuShare, r.bare.otherCpuShare]));
    if (busiest > OTHER_CPU_WARNING) {
      console.warn(`\nwarning: other processes used up to ${fixed(busiest * 100)}% of a core during the runs; the numbers above are not reliable`);
    }

    mkdirSync(RESULTS_DIR, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cores,
      settings: { ...settings, warmup: warmupSeconds, redis: values.redis ?? null },
      results,
    };
    writeFileSync(RESULTS_DIR + 'latest.json', JSON.stringify(report, null, 2) + '\n');
    console.log(`\nwritten ${RESULTS_DIR}latest.json`);
    if (values.profile) console.log(`CPU profiles of both servers: ${profileDir}/{skyref,bare}.cpuprofile`);

    if (results.some((r) => r.verdict === 'INVALID')) {
      console.error('some requests failed or were not answered with the expected status: the numbers above are not comparable');
      return 1;
    }
    return values.check && results.some((r) => r.verdict === 'BELOW') ? 3 : 0;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
