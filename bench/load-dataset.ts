// What a server pays to start on a dataset file: read it, build the read model, then every engine
// of the served dataset (nearest index, route network, departure index of the 360-day horizon);
// then the resident memory holding it.
//
//   node dist/bench/load-dataset.js FILE
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { serveDataset } from '../src/engine/served-dataset.js';

const file = process.argv[2];
if (!file) throw new Error('usage: node dist/bench/load-dataset.js FILE');

const t0 = performance.now();
const dataset = loadDatasetFile(file);
const t1 = performance.now();
const index = serveDataset(dataset).departures;
const t2 = performance.now();
global.gc?.();
const memory = process.memoryUsage();
// The index spans a week beyond the schedule on each side; a day's figure counts scheduled days.
const days = dataset.schedule.lastDay - dataset.schedule.firstDay + 1;
process.stdout.write(
  [
    `load ${file}`,
    `  read model   ${((t1 - t0) / 1000).toFixed(1)} s (${dataset.locations.list.length} locations, ${dataset.schedule.legs.length} legs and segments)`,
    `  indexes      ${((t2 - t1) / 1000).toFixed(1)} s (${index.size} dated departures over ${index.days} days; ${Math.round(index.size / days)} a day over the schedule's ${days} days)`,
    `  start-up     ${((t2 - t0) / 1000).toFixed(1)} s in total`,
    `  memory       rss ${(memory.rss / 1e6).toFixed(0)} MB, heap used ${(memory.heapUsed / 1e6).toFixed(0)} MB, array buffers ${(memory.arrayBuffers / 1e6).toFixed(0)} MB`,
    '',
  ].join('\n'),
);
