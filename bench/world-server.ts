// skyref serving a dataset file in a process of its own, loaded by autocannon from here: shared by
// the world-scale benchmarks, which measure every figure as server CPU per answer and compare it
// with a cached airport lookup measured the same way in the same run (docs/connection-search.md).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { BENCH_CLIENT_ID, Child, fetchToken } from './child-server.js';

/** The request whose CPU cost the schedule figures are expressed in: a cached airport lookup. */
export const AIRPORT_PATH = '/v1/references/airports/FRA';

export interface WorldServer {
  server: Child;
  headers: Record<string, string>;
  /** From fork to ready, seconds. */
  readySeconds: number;
}

export interface MixResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  byStatus: Record<string, number>;
  total: number;
  errors: number;
  /** Server CPU per answer, µs. */
  cpuPerRequest: number;
}

export async function startWorldServer(file: string, execArgv: string[] = []): Promise<WorldServer> {
  const secret = randomBytes(24).toString('base64url');
  const started = performance.now();
  const server = await Child.start('skyref', 'server-process.js', {
    ...process.env,
    SKYREF_BENCH_DATASET: file,
    SKYREF_CLIENT_ID: BENCH_CLIENT_ID,
    SKYREF_CLIENT_SECRET: secret,
    SKYREF_RATE_PER_SECOND: '1000000000',
    SKYREF_RATE_PER_HOUR: '1000000000',
  }, execArgv);
  const readySeconds = (performance.now() - started) / 1000;
  const token = await fetchToken(server.url, secret);
  return { server, headers: { authorization: `Bearer ${token}`, accept: 'application/xml' }, readySeconds };
}

/** Runs one request mix against the server and reads its CPU time around it. */
export async function runMix(
  world: WorldServer,
  path: () => string,
  options: { duration: number; connections: number; pipelining: number; headers?: Record<string, string> },
): Promise<MixResult> {
  const cpuBefore = await world.server.cpu();
  const result = await autocannon({
    url: world.server.url,
    connections: options.connections,
    pipelining: options.pipelining,
    duration: options.duration,
    headers: { ...world.headers, ...options.headers },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  const cpu = (await world.server.cpu()) - cpuBefore;
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, s]) => [status, s.count]));
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return {
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    byStatus,
    total,
    errors: result.errors + result.timeouts,
    cpuPerRequest: total > 0 ? cpu / total : NaN,
  };
}

/** The server CPU of a cached airport lookup, µs: the median of `runs` short runs after a warm-up. */
export async function airportLookupCpu(world: WorldServer, runs = 3, seconds = 3): Promise<number> {
  const options = { duration: seconds, connections: 16, pipelining: 4 };
  await runMix(world, () => AIRPORT_PATH, { ...options, duration: 2 });
  const costs: number[] = [];
  for (let i = 0; i < runs; i++) costs.push((await runMix(world, () => AIRPORT_PATH, options)).cpuPerRequest);
  return median(costs);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The yardstick of issue 49: the bare node:http server of bench/bare-process.ts sending a fixed
 *  2 KB body over keep-alive. Unlike the airport lookup, it does not get cheaper as skyref does. */
export const BARE_PATH = '/bare';

/** A bare node:http server answering BARE_PATH with a fixed 2 KB body. */
export async function startBareServer(): Promise<WorldServer> {
  const started = performance.now();
  const server = await Child.start('bare', 'bare-process.js', { ...process.env, BENCH_YARDSTICK: 'node' });
  const body = Buffer.alloc(2048, 'x').toString('base64');
  await server.send({ type: 'responses', responses: [{ path: BARE_PATH, authorization: '', status: 200, body, headers: { 'content-type': 'application/xml' } }] }, 'responses-loaded');
  return { server, headers: {}, readySeconds: (performance.now() - started) / 1000 };
}

/** The server CPU of one bare request, µs: the median of `runs` short runs after a warm-up, with the
 *  airport lookup's connections and pipelining. */
export async function bareRequestCpu(runs = 3, seconds = 3): Promise<number> {
  const bare = await startBareServer();
  try {
    const options = { duration: seconds, connections: 16, pipelining: 4 };
    await runMix(bare, () => BARE_PATH, { ...options, duration: 2 });
    const costs: number[] = [];
    for (let i = 0; i < runs; i++) costs.push((await runMix(bare, () => BARE_PATH, options)).cpuPerRequest);
    return median(costs);
  } finally {
    await bare.server.stop();
  }
}
