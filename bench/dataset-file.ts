// The dataset file's costs, outside HTTP: `npm run bench:dataset`. The default dataset's content is
// made once; then, five times each, it is written to a file, read back whole, loaded into the read
// model leg by leg, and served (every engine built). Medians in ms, with the Node.js version, so
// that two runtimes or two SQLite bindings are compared by the same script.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDatasetFile, writeDatasetFile } from '../src/dataset/dataset-file.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { buildDefaultDataset } from '../src/ingest/default-dataset.js';
import { loadDatasetFile } from '../src/model/dataset-loader.js';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timed<T>(times: number[], work: () => T): T {
  const start = performance.now();
  const result = work();
  times.push(performance.now() - start);
  return result;
}

const dir = mkdtempSync(join(tmpdir(), 'skyref-bench-dataset-'));
try {
  const path = join(dir, 'dataset.sqlite');
  const start = performance.now();
  const content = await buildDefaultDataset(['ja', 'nl', 'pl', 'pt', 'ru', 'zh'], { nowMs: Date.now() });
  const buildMs = performance.now() - start;
  const write: number[] = [];
  const read: number[] = [];
  const load: number[] = [];
  const serve: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    timed(write, () => writeDatasetFile(path, content));
    timed(read, () => readDatasetFile(path));
    const dataset = timed(load, () => loadDatasetFile(path));
    timed(serve, () => serveDataset(dataset));
  }
  const row = (name: string, times: number[]) => `${name.padEnd(28)} ${median(times).toFixed(0).padStart(7)} ms   (${times.map((t) => t.toFixed(0)).join(', ')})`;
  process.stdout.write(
    [
      `Node.js ${process.version}; ${content.schedule.legs.length} leg periods, file ${(statSync(path).size / 1e6).toFixed(1)} MB`,
      `${'content made (npm packages, network)'.padEnd(28)} ${buildMs.toFixed(0).padStart(7)} ms`,
      row('file written', write),
      row('file read whole', read),
      row('read model loaded', load),
      row('engines built', serve),
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
