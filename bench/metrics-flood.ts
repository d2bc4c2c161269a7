// `npm run bench:metrics`: what a flood of /metrics costs the API's cached lookups. `skyref serve`
// runs as an operator runs it (a supervisor and its workers); autocannon asks for a cached airport
// with a token while another process floods, with 16 connections, either /metrics (wherever the
// service prints it is served) or /health on the API's port. The lookups' median and p99 under
// each flood, and the ratio metrics ÷ health: target ≤ 1.5 (decision 57).
//
//   node dist/bench/metrics-flood.js [--workers N] [--duration S] [--rounds N] [--connections N]
//                                    [--flood N] [--skyref PATH/bin/skyref.js]
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { FloodResult } from './flood-process.js';
import { quantile, startServe, type ServeProcess } from './serve-process.js';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
    flood: { type: 'string', default: '16' },
    skyref: { type: 'string' },
  },
});
const workers = Number(values.workers);
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const floodConnections = Number(values.flood);
const TARGET = 1.5;
const LOOKUP = '/v1/mds-references/airports/FRA';
const FLOOD_PROCESS = fileURLToPath(new URL('./flood-process.js', import.meta.url));

type Flood = 'none' | 'health' | 'metrics';

interface Run {
  latencies: number[];
  requestsPerSecond: number;
  failed: number;
  flood: FloodResult | undefined;
}

/** Starts the flood in a process of its own; resolves with what it got once it ends. */
function startFlood(url: string, seconds: number): Promise<FloodResult> {
  const child = fork(FLOOD_PROCESS, [url, String(floodConnections), String(seconds)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as FloodResult));
    child.once('exit', (code) => code !== 0 && reject(new Error(`flood process exited ${code}`)));
  });
}

/** Cached lookups for `seconds`, every answer's latency (autocannon's own percentiles are whole ms). */
async function lookups(service: ServeProcess, seconds: number): Promise<Omit<Run, 'flood'>> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: service.url + LOOKUP,
    connections,
    pipelining: 1,
    duration: seconds,
    headers: { authorization: `Bearer ${service.token}`, accept: 'application/xml' },
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
  });
  const result = await instance;
  return { latencies, requestsPerSecond: result.requests.mean, failed: result.errors + result.timeouts + result.non2xx };
}

async function measure(service: ServeProcess, flood: Flood): Promise<Run> {
  if (flood === 'none') return { ...(await lookups(service, duration)), flood: undefined };
  // The flood runs a second before and after the lookups, so that they meet it at full strength throughout.
  const flooding = startFlood(flood === 'health' ? `${service.url}/health` : service.metricsUrl, duration + 2);
  await new Promise((r) => setTimeout(r, 1000));
  const run = await lookups(service, duration);
  return { ...run, flood: await flooding };
}

const ms = (x: number) => x.toFixed(2).padStart(7);

async function main(): Promise<void> {
  process.stdout.write(`starting skyref serve --workers ${workers}${values.skyref ? ` (${values.skyref})` : ''}…\n`);
  const service = await startServe({ workers, env: { SKYREF_DRAIN_DELAY_MS: '0' }, ...(values.skyref ? { bin: values.skyref } : {}) });
  try {
    const metrics = await fetch(service.metricsUrl);
    const body = await metrics.text();
    if (metrics.status !== 200 || !body.includes('skyref_http_requests_total')) throw new Error(`${service.metricsUrl}: ${metrics.status}`);
    process.stdout.write(
      `API ${service.url}, metrics ${service.metricsUrl} (${body.length} bytes)\n` +
        `lookups: GET ${LOOKUP}, ${connections} connections, ${duration} s a run; floods: ${floodConnections} connections; ${rounds} rounds\n\n`,
    );
    await lookups(service, 3); // warm-up: the answer cached, the JIT warm

    const runs = new Map<Flood, Run[]>([['none', []], ['health', []], ['metrics', []]]);
    for (let round = 0; round < rounds; round++) {
      // Alternating the order so that drift over the run weighs on both floods alike.
      const order: Flood[] = round % 2 === 0 ? ['none', 'health', 'metrics'] : ['none', 'metrics', 'health'];
      for (const flood of order) {
        const run = await measure(service, flood);
        runs.get(flood)!.push(run);
        const sorted = [...run.latencies].sort((a, b) => a - b);
        process.stdout.write(
          `round ${round + 1} ${flood.padEnd(8)} lookups ${run.requestsPerSecond.toFixed(0).padStart(6)}/s p50 ${ms(quantile(sorted, 0.5))} ms p99 ${ms(quantile(sorted, 0.99))} ms` +
            (run.flood ? `   flood ${run.flood.requestsPerSecond.toFixed(0).padStart(6)}/s (${run.flood.non2xx} non-2xx, ${run.flood.errors} errors)` : '') +
            (run.failed ? `   ${run.failed} lookups failed` : '') +
            '\n',
        );
      }
    }

    process.stdout.write('\nflood      lookups/s   p50 ms   p99 ms   flood/s\n');
    const summary = new Map<Flood, { p50: number; p99: number }>();
    for (const [flood, list] of runs) {
      const sorted = list.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const p50 = quantile(sorted, 0.5);
      const p99 = quantile(sorted, 0.99);
      summary.set(flood, { p50, p99 });
      const rps = list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length;
      const floodRps = list[0]!.flood ? list.reduce((sum, r) => sum + r.flood!.requestsPerSecond, 0) / list.length : NaN;
      process.stdout.write(`${flood.padEnd(9)} ${rps.toFixed(0).padStart(10)} ${ms(p50)}  ${ms(p99)}  ${Number.isNaN(floodRps) ? '        –' : floodRps.toFixed(0).padStart(9)}\n`);
    }
    const health = summary.get('health')!;
    const flooded = summary.get('metrics')!;
    const p50Ratio = flooded.p50 / health.p50;
    const p99Ratio = flooded.p99 / health.p99;
    process.stdout.write(
      `\nlookups under the metrics flood ÷ under the health flood: p50 ${p50Ratio.toFixed(2)}×, p99 ${p99Ratio.toFixed(2)}× ` +
        `(target ≤ ${TARGET}×: ${Math.max(p50Ratio, p99Ratio) <= TARGET ? 'PASS' : 'ABOVE'})\n`,
    );
    const failed = [...runs.values()].flat().reduce((sum, r) => sum + r.failed, 0);
    if (failed > 0) {
      process.stdout.write(`${failed} lookups failed: the figures are not comparable\n`);
      process.exitCode = 1;
    }
  } finally {
    await service.stop();
  }
}

await main();
