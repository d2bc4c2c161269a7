// What the connection search leaves for the collector (issue 49 item 3): traffic-weighted queries
// on a dataset file (the world-scale one by default), the collections they cause per 1,000 queries
// (young and full, counted by the collector's own performance entries), and the bytes one query
// allocates, answer included (its journeys, dated legs and Leg records, which the caller keeps).
// Bytes are read as the growth of the heap over batches of queries during which no collection ran
// (by the collector's entries' times). Run it with --max-semi-space-size=16 to count collections
// with a served worker's young generation (src/cluster/supervisor.ts).
//
//   node --expose-gc [--max-semi-space-size=16] dist/bench/search-garbage.js [FILE] [--queries N]
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { findJourneys, type JourneyQuery } from '../src/engine/connection-builder.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { seededRandom, trafficDraws } from './sampling.js';
import { worldDatasetFile } from './world-file.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { queries: { type: 'string', default: '5000' } } });
const file = worldDatasetFile(positionals[0]);
const count = Number(values.queries);
const dataset = loadDatasetFile(file);
const { network, departures: index } = serveDataset(dataset);
const store = dataset.schedule;
const today = Math.floor(Date.now() / 86_400_000);
const random = seededRandom(4949);
const pick = trafficDraws(store.airports.length, index, today, random).weighted;
const queries: JourneyQuery[] = Array.from({ length: count }, () => {
  const origin = pick();
  let destination = pick();
  while (destination === origin) destination = pick();
  return { origin, destination, day: today + 1 + Math.floor(random() * 359), fromMinute: 0, directOnly: false };
});

let young = 0;
let full = 0;
/** When collections began and ended (performance.now() milliseconds). */
const collected: [number, number][] = [];
// The collector's kinds (perf_hooks constants): 1 minor (scavenge), 2 major, 4 incremental, 8 weak callbacks.
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
    if (kind === 1) young += 1;
    else if (kind === 2 || kind === 4) full += 1;
    collected.push([entry.startTime, entry.startTime + entry.duration]);
  }
});
observer.observe({ entryTypes: ['gc'] });

for (const q of queries.slice(0, 500)) findJourneys(network, index, q); // warm-up: compiled code, scratch grown
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
young = 0;
full = 0;
let journeys = 0;
// Bytes per query: the heap's growth over batches with no collection in them.
const BATCH = 50;
const batches: { start: number; end: number; grown: number }[] = [];
for (let start = 0; start + BATCH <= queries.length; start += BATCH) {
  const heap = process.memoryUsage().heapUsed;
  const began = performance.now();
  for (let i = start; i < start + BATCH; i++) journeys += findJourneys(network, index, queries[i]!).length;
  const ended = performance.now();
  batches.push({ start: began, end: ended, grown: process.memoryUsage().heapUsed - heap });
}
await new Promise((resolve) => setTimeout(resolve, 500));
observer.disconnect();
const collections = { young, full };
let grown = 0;
let measured = 0;
for (const b of batches) {
  if (collected.some(([from, to]) => from < b.end && to > b.start) || b.grown < 0) continue;
  grown += b.grown;
  measured += BATCH;
}

const per1000 = (n: number) => ((n / count) * 1000).toFixed(1);
process.stdout.write(
  [
    `connection search garbage on ${file}: ${count} traffic-weighted queries (${journeys} journeys)`,
    `  collections per 1,000 queries: young ${per1000(collections.young)}, full ${per1000(collections.full)}`,
    `  heap allocated per query: ${measured === 0 ? 'n/a (every batch collected)' : `${(grown / measured / 1024).toFixed(1)} KB`} over ${measured} queries in batches without a collection`,
    '',
  ].join('\n'),
);

