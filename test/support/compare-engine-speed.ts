// The connection search against the frozen engine it grew from (current-search/), both over the
// same served dataset in one process, each traffic-weighted query asked of both in turn (which goes
// first alternates): the fairest speed comparison on a busy machine, where two runs taken minutes
// apart differ by more than a change does.
//
//   node --expose-gc dist/test/support/compare-engine-speed.js [count] [FILE] [--before DIST]
//
// FILE defaults to the world-scale benchmark dataset. With --before, the engine compared with is
// another checkout's build (DIST: its dist/ folder, e.g. main's), over a served dataset of its own
// built by that checkout, so its own indexes count too. Prints wall-time median, p90, p99 and mean
// per query of each engine and their ratios.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findJourneys, type JourneyQuery } from '../../src/engine/connection-builder.js';
import { serveDataset } from '../../src/engine/served-dataset.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { findJourneys as findCurrentJourneys } from './current-search/connection-builder.js';
import { REPO_ROOT, TEST_DATASET } from './paths.js';
import { airportDraws } from './airport-draws.js';
import { seededRandom } from './seeded-random.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { before: { type: 'string' } } });
const count = Number(positionals[0] ?? 3000);
const world = join(REPO_ROOT, 'bench', 'results', 'world', 'dataset.sqlite');
const file = positionals[1] ?? (existsSync(world) ? world : TEST_DATASET);
const served = serveDataset(loadDatasetFile(file));
type Find = (network: unknown, index: unknown, q: JourneyQuery) => unknown[];
let before: { find: Find; network: unknown; departures: unknown } = { find: findCurrentJourneys as Find, network: served.network, departures: served.departures };
if (values.before) {
  const dist = resolve(values.before);
  const load = (await import(pathToFileURL(join(dist, 'src/model/dataset-loader.js')).href)) as { loadDatasetFile: (f: string) => unknown };
  const serve = (await import(pathToFileURL(join(dist, 'src/engine/served-dataset.js')).href)) as { serveDataset: (d: unknown) => { network: unknown; departures: unknown } };
  const engine = (await import(pathToFileURL(join(dist, 'src/engine/connection-builder.js')).href)) as { findJourneys: Find };
  const other = serve.serveDataset(load.loadDatasetFile(file));
  before = { find: engine.findJourneys, network: other.network, departures: other.departures };
}
const store = served.dataset.schedule;
const random = seededRandom(4949);

const pick = airportDraws(store, random).weighted;
const today = Math.floor(Date.now() / 86_400_000);
const queries: JourneyQuery[] = Array.from({ length: count }, () => {
  const origin = pick();
  let destination = pick();
  while (destination === origin) destination = pick();
  return { origin, destination, day: today + 1 + Math.floor(random() * 359), fromMinute: 0, directOnly: false };
});

const engines = [
  { name: 'before', find: before.find, network: before.network, departures: before.departures, times: [] as number[] },
  { name: 'now', find: findJourneys as Find, network: served.network as unknown, departures: served.departures as unknown, times: [] as number[] },
];
for (const q of queries.slice(0, 300)) for (const e of engines) e.find(e.network, e.departures, q);
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 1000));
// Each query's time is the best of three asks: a busy machine's preemptions, not the search, are
// what makes an ask slower than its best.
queries.forEach((q, i) => {
  const best = [Infinity, Infinity];
  for (let round = 0; round < 3; round++) {
    for (let k = 0; k < 2; k++) {
      const e = engines[(i + round + k) % 2]!;
      const start = process.hrtime.bigint();
      e.find(e.network, e.departures, q);
      const at = engines.indexOf(e);
      best[at] = Math.min(best[at]!, Number(process.hrtime.bigint() - start) / 1e3);
    }
  }
  engines.forEach((e, at) => e.times.push(best[at]!));
});
const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
const figures = engines.map((e) => {
  const sorted = [...e.times].sort((a, b) => a - b);
  return { name: e.name, median: at(sorted, 0.5), p90: at(sorted, 0.9), p99: at(sorted, 0.99), mean: sorted.reduce((s, x) => s + x, 0) / sorted.length };
});
process.stdout.write(`${file}: ${count} traffic-weighted queries, each asked of both engines in turn, best of 3 (wall µs; before: ${values.before ?? 'test/support/current-search'})\n`);
for (const f of figures) process.stdout.write(`  ${f.name.padEnd(7)} median ${f.median.toFixed(1)}  p90 ${f.p90.toFixed(1)}  p99 ${f.p99.toFixed(1)}  mean ${f.mean.toFixed(1)}\n`);
const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
process.stdout.write(`  now/before  median ${(b.median / a.median).toFixed(3)}  p90 ${(b.p90 / a.p90).toFixed(3)}  p99 ${(b.p99 / a.p99).toFixed(3)}  mean ${(b.mean / a.mean).toFixed(3)}\n`);
