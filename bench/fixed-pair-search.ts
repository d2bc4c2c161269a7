// One airport pair's connection search alone, outside HTTP (FRA–JFK by default: the pair of
// schedules-http's fixed-uncached mix), at seeded random dates and minutes of the horizon as that
// mix asks: median, p90 and mean wall µs per search, each the best of three asks in a row.
//
//   node dist/bench/fixed-pair-search.js [FILE] [--from FRA] [--to JFK] [--queries N]
import { parseArgs } from 'node:util';
import { findJourneys } from '../src/engine/connection-builder.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { seededRandom } from './sampling.js';
import { worldDatasetFile } from './world-file.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: 'FRA' }, to: { type: 'string', default: 'JFK' }, queries: { type: 'string', default: '2000' } },
});
const file = worldDatasetFile(positionals[0]);
const served = serveDataset(loadDatasetFile(file));
const store = served.dataset.schedule;
const origin = store.airportId.get(values.from);
const destination = store.airportId.get(values.to);
if (origin === undefined || destination === undefined) throw new Error(`no airport ${values.from} or ${values.to} in ${file}`);
const random = seededRandom(2026);
const today = Math.floor(Date.now() / 86_400_000);
const queries = Array.from({ length: Number(values.queries) }, () => ({
  origin,
  destination,
  day: today + 1 + Math.floor(random() * 359),
  fromMinute: Math.floor(random() * 1440),
  directOnly: false,
}));
for (const q of queries.slice(0, 200)) findJourneys(served.network, served.departures, q);
const times: number[] = [];
let journeys = 0;
for (const q of queries) {
  let best = Infinity;
  for (let ask = 0; ask < 3; ask++) {
    const start = process.hrtime.bigint();
    journeys += ask === 0 ? findJourneys(served.network, served.departures, q).length : (findJourneys(served.network, served.departures, q), 0);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e3);
  }
  times.push(best);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
process.stdout.write(
  `${values.from}–${values.to} on ${file}: ${queries.length} searches (${(journeys / queries.length).toFixed(1)} journeys each), best of 3 asks, wall µs: median ${at(0.5).toFixed(1)}  p90 ${at(0.9).toFixed(1)}  mean ${(times.reduce((s, x) => s + x, 0) / times.length).toFixed(1)}\n`,
);
