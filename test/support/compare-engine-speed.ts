// The connection search against the frozen engine it grew from (current-search/), both over the
// same served dataset in one process, each traffic-weighted query asked of both in turn (which goes
// first alternates): the fairest speed comparison on a busy machine, where two runs taken minutes
// apart differ by more than a change does.
//
//   node --expose-gc dist/test/support/compare-engine-speed.js [count] [FILE]
//
// FILE defaults to the world-scale benchmark dataset. Prints wall-time median, p90, p99 and mean
// per query of each engine and their ratios.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findJourneys, type JourneyQuery } from '../../src/engine/connection-builder.js';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { findJourneys as findCurrentJourneys } from './current-search/connection-builder.js';
import { REPO_ROOT, TEST_DATASET } from './paths.js';
import { seededRandom } from './seeded-random.js';

const count = Number(process.argv[2] ?? 3000);
const world = join(REPO_ROOT, 'bench', 'results', 'world', 'dataset.sqlite');
const file = process.argv[3] ?? (existsSync(world) ? world : TEST_DATASET);
const served = serveDataset(loadDatasetFile(file));
const store = served.dataset.schedule;
const random = seededRandom(4949);

const weight = new Float64Array(store.airports.length);
for (const leg of store.legs) weight[leg.originId]! += 1;
const ids = [...weight.keys()].filter((id) => weight[id]! > 0);
const cumulative = new Float64Array(ids.length);
let sum = 0;
ids.forEach((id, i) => (cumulative[i] = sum += weight[id]!));
const pick = () => {
  const x = random() * sum;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return ids[lo]!;
};
const today = Math.floor(Date.now() / 86_400_000);
const queries: JourneyQuery[] = Array.from({ length: count }, () => {
  const origin = pick();
  let destination = pick();
  while (destination === origin) destination = pick();
  return { origin, destination, day: today + 1 + Math.floor(random() * 359), fromMinute: 0, directOnly: false };
});

const engines = [
  { name: 'before', find: findCurrentJourneys, times: [] as number[] },
  { name: 'now', find: findJourneys, times: [] as number[] },
];
for (const q of queries.slice(0, 300)) for (const e of engines) e.find(served.network, served.departures, q);
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 1000));
queries.forEach((q, i) => {
  for (const e of i % 2 === 0 ? engines : [...engines].reverse()) {
    const start = process.hrtime.bigint();
    e.find(served.network, served.departures, q);
    e.times.push(Number(process.hrtime.bigint() - start) / 1e3);
  }
});
const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
const figures = engines.map((e) => {
  const sorted = [...e.times].sort((a, b) => a - b);
  return { name: e.name, median: at(sorted, 0.5), p90: at(sorted, 0.9), p99: at(sorted, 0.99), mean: sorted.reduce((s, x) => s + x, 0) / sorted.length };
});
process.stdout.write(`${file}: ${count} traffic-weighted queries, each asked of both engines in turn (wall µs)\n`);
for (const f of figures) process.stdout.write(`  ${f.name.padEnd(7)} median ${f.median.toFixed(1)}  p90 ${f.p90.toFixed(1)}  p99 ${f.p99.toFixed(1)}  mean ${f.mean.toFixed(1)}\n`);
const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
process.stdout.write(`  now/before  median ${(b.median / a.median).toFixed(3)}  p90 ${(b.p90 / a.p90).toFixed(3)}  p99 ${(b.p99 / a.p99).toFixed(3)}  mean ${(b.mean / a.mean).toFixed(3)}\n`);
