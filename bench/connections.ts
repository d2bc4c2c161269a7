// The connection search alone, outside HTTP, on a dataset file (the world-scale one by default):
// 1,000 origin–destination pairs on random dates of the horizon, twice — pairs drawn uniformly
// over the airports with flights, and pairs drawn in proportion to airport traffic (busy airports
// are asked about most). Median, p99 and max per query, in wall time and in CPU time (the process's,
// so collection on other threads counts), and the CPU figures over the server CPU of a cached
// airport lookup measured first in the same run (a skyref process of its own serving the same
// file; stopped before the queries run), and over that of a bare node:http request (issue 49's yardstick).
//
// The process's CPU also counts its other threads (V8's collector and compiler) in whichever query
// they overlap, and the kernel accounts theirs in 4 ms ticks: a sub-millisecond query's CPU p99 is
// theirs. Run with V8's --single-threaded, every collection and compilation runs on the querying
// thread, in the query that needs it, and each query's CPU is exactly the work done for it; npm
// run bench:world runs both ways.
//
// With --best-of N, each query is asked N times in a row and its figures are the least of them: on
// a machine busy with other work, what makes an ask slower than its best is the machine.
//
//   node --expose-gc [--single-threaded] dist/bench/connections.js [FILE] [--queries N] [--no-airport] [--best-of N]
import { parseArgs } from 'node:util';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { findJourneys } from '../src/engine/connection-builder.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { seededRandom, trafficDraws } from './sampling.js';
import { worldDatasetFile } from './world-file.js';
import { airportLookupCpu, bareRequestCpu, startWorldServer } from './world-server.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    queries: { type: 'string', default: '1000' },
    'no-airport': { type: 'boolean', default: false },
    'best-of': { type: 'string', default: '1' },
    // Queries asked before any is measured (drawn before, so mostly of other pairs).
    'warm-up': { type: 'string', default: '3000' },
  },
});
const file = worldDatasetFile(positionals[0]);
const queries = Number(values.queries);
const bestOf = Math.max(1, Number(values['best-of']));
const warmUp = Number(values['warm-up']);

let airport = NaN;
let bare = NaN;
if (!values['no-airport']) {
  const world = await startWorldServer(file);
  try {
    airport = await airportLookupCpu(world);
  } finally {
    await world.server.stop();
  }
  bare = await bareRequestCpu();
}

const dataset = loadDatasetFile(file);
const { network, departures: index } = serveDataset(dataset);
const today = Math.floor(Date.now() / 86_400_000);
const store = dataset.schedule;

const random = seededRandom(12345);

const { weighted, uniform, served } = trafficDraws(store.airports.length, index, today, random);

const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

function draw(count: number, pick: () => number): { origin: number; destination: number; day: number }[] {
  return Array.from({ length: count }, () => {
    let origin = pick();
    let destination = pick();
    while (destination === origin) destination = pick();
    return { origin, destination, day: today + Math.floor(random() * 361) };
  });
}

/**
 * A server that has been answering: the search's functions compiled by V8's optimising tiers, as
 * they are after its first seconds of traffic. Measured without this, the first queries measured
 * also paid for compiling `connecting` and `scan`, on other threads or (single-threaded) in the
 * query itself, and that, not the search, was their p99.
 */
function warm(count: number): void {
  for (const c of [...draw(count, weighted), ...draw(Math.floor(count / 4), uniform)]) findJourneys(network, index, { ...c, fromMinute: 0, directOnly: false });
}

function run(label: string, pick: () => number, targets?: { median: number; p99: number }): void {
  const cases = draw(queries, pick);
  const wall: number[] = [];
  const cpu: number[] = [];
  let journeys = 0;
  let answered = 0;
  for (const c of cases) {
    let bestWall = Infinity;
    let bestCpu = Infinity;
    let found: ReturnType<typeof findJourneys> = [];
    for (let ask = 0; ask < bestOf; ask++) {
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      found = findJourneys(network, index, { ...c, fromMinute: 0, directOnly: false });
      bestWall = Math.min(bestWall, Number(process.hrtime.bigint() - start) / 1e3);
      bestCpu = Math.min(bestCpu, cpuMicros(cpuStart));
    }
    wall.push(bestWall);
    cpu.push(bestCpu);
    journeys += found.length;
    if (found.length > 0) answered += 1;
  }
  const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (µs: number) => (µs / 1000).toFixed(3);
  const ratio = (µs: number, target?: number) =>
    Number.isNaN(bare) ? '' : ` = ${(µs / bare).toFixed(1)} bare requests, ${(µs / airport).toFixed(1)} airport lookups${target === undefined ? '' : ` (target ≤ ${target} bare: ${µs / bare <= target ? 'PASS' : 'BELOW'})`}`;
  process.stdout.write(
    [
      `${label}: ${queries} queries${bestOf > 1 ? ` (each the best of ${bestOf} asks)` : ''}, ${answered} with journeys (${(journeys / Math.max(1, answered)).toFixed(1)} journeys each on average)`,
      `  wall  median ${ms(at(wall, 0.5))} ms   p90 ${ms(at(wall, 0.9))} ms   p99 ${ms(at(wall, 0.99))} ms   max ${ms(wall[wall.length - 1]!)} ms`,
      `  CPU   median ${ms(at(cpu, 0.5))} ms${ratio(at(cpu, 0.5), targets?.median)}`,
      `        p99    ${ms(at(cpu, 0.99))} ms${ratio(at(cpu, 0.99), targets?.p99)}   max ${ms(cpu[cpu.length - 1]!)} ms`,
      '',
    ].join('\n'),
  );
}

// The load leaves about 180 MB of garbage behind: its one full collection, and the sweeping that
// goes on after it on other threads, are the load's cost and not that of the queries they happen
// to run beside (run with --expose-gc).
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 2000));
const threads = process.execArgv.includes('--single-threaded') ? 'V8 single-threaded: collection and compilation in the query that needs them' : 'V8 as served: collection and compilation also on other threads';
process.stdout.write(`connection search on ${file}: ${store.airports.length} airports, ${served.length} with departures this week (${threads})\n`);
if (!Number.isNaN(airport)) process.stdout.write(`a cached airport lookup over HTTP costs the server ${airport.toFixed(0)} µs CPU, a bare node:http request (2 KB, keep-alive) ${bare.toFixed(1)} µs (medians of 3 runs of 3 s)\n`);
// Warmed right before the queries, as a worker in traffic is: the forced collection above throws
// compiled code away (the p99 measured 4.2-4.4 ms again with the warm-up before it, against 0.5-1.1).
warm(warmUp);
if (warmUp > 0) process.stdout.write(`warmed by ${warmUp} traffic-weighted and ${Math.floor(warmUp / 4)} uniform queries drawn before the measured ones (--warm-up)\n`);
run('uniform pairs', uniform);
// Targets of issue 49, in bare requests: median ≤ 3, p99 ≤ 15 single-threaded and ≤ 30 as served.
run('traffic-weighted pairs', weighted, { median: 3, p99: process.execArgv.includes('--single-threaded') ? 15 : 30 });
const memory = process.memoryUsage();
process.stdout.write(`memory after load and queries: rss ${(memory.rss / 1e6).toFixed(0)} MB\n`);
