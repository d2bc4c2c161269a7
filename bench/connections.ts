// The connection builder alone, outside HTTP, on a dataset file (the world-scale one by default):
// 1,000 origin–destination pairs on random dates of the horizon, twice — pairs drawn uniformly
// over the airports with flights, and pairs drawn in proportion to airport traffic (busy airports
// are asked about most). Median and p99 per query.
//
//   node dist/bench/connections.js [FILE] [--queries N]
import { parseArgs } from 'node:util';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { findJourneys } from '../src/engine/connection-builder.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { seededRandom, weightedPicker } from './sampling.js';
import { worldDatasetFile } from './world-file.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { queries: { type: 'string', default: '1000' } } });
const file = worldDatasetFile(positionals[0]);
const queries = Number(values.queries);

const dataset = loadDatasetFile(file);
const { network, departures: index } = serveDataset(dataset);
const today = Math.floor(Date.now() / 86_400_000);
const store = dataset.schedule;

const random = seededRandom(12345);

// Traffic of an airport: its dated departures over a week.
const traffic = store.airports.map((_, id) => {
  let n = 0;
  for (let d = 0; d < 7; d++) n += index.departures(id, today + d).length;
  return n;
});
const served = store.airports.map((_, id) => id).filter((id) => traffic[id]! > 0);
const weighted = weightedPicker(served, served.map((id) => traffic[id]!), random);
const uniform = () => served[Math.floor(random() * served.length)]!;

function run(label: string, pick: () => number): void {
  const cases = Array.from({ length: queries }, () => {
    let origin = pick();
    let destination = pick();
    while (destination === origin) destination = pick();
    return { origin, destination, day: today + Math.floor(random() * 361) };
  });
  for (const c of cases.slice(0, 100)) findJourneys(network, index, { ...c, fromMinute: 0, directOnly: false }); // warm-up
  const times: number[] = [];
  let journeys = 0;
  let answered = 0;
  for (const c of cases) {
    const start = process.hrtime.bigint();
    const found = findJourneys(network, index, { ...c, fromMinute: 0, directOnly: false });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    journeys += found.length;
    if (found.length > 0) answered += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  const median = at(0.5);
  const p99 = at(0.99);
  process.stdout.write(
    [
      `${label}: ${queries} queries, ${answered} with journeys (${(journeys / Math.max(1, answered)).toFixed(1)} journeys each on average)`,
      `  median ${median.toFixed(3)} ms (target ≤ 2: ${median <= 2 ? 'PASS' : 'BELOW'})   p90 ${at(0.9).toFixed(2)} ms   p99 ${p99.toFixed(2)} ms (target ≤ 20: ${p99 <= 20 ? 'PASS' : 'BELOW'})   max ${times[times.length - 1]!.toFixed(1)} ms`,
      '',
    ].join('\n'),
  );
}

process.stdout.write(`connection builder on ${file}: ${store.airports.length} airports, ${served.length} with departures this week, ${index.size} dated departures\n`);
run('uniform pairs', uniform);
run('traffic-weighted pairs', weighted);
const memory = process.memoryUsage();
process.stdout.write(`memory after load and queries: rss ${(memory.rss / 1e6).toFixed(0)} MB\n`);
