// Micro-benchmarks of the query engines, outside HTTP: `npm run bench:engines`.
// nearest-index: 5 nearest airports to random points over every airport of the default dataset.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDefaultDatasetFile } from '../src/ingest/default-dataset-file.js';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { NearestIndex } from '../src/engine/nearest-index.js';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-bench-engines-'));
  try {
    const path = join(dir, 'dataset.sqlite');
    await buildDefaultDatasetFile(path, [], Date.now());
    const dataset = loadDatasetFile(path);
    const airports = dataset.locations.list.filter((l) => l.type === 'Airport');

    const t0 = process.hrtime.bigint();
    const index = new NearestIndex(airports);
    const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;

    // A fixed sequence of points, half near airports (where users ask), half anywhere.
    let seed = 42;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const points = Array.from({ length: 20000 }, (_, i) => {
      if (i % 2 === 0) {
        const a = airports[Math.floor(rand() * airports.length)]!;
        return [a.latitude + (rand() - 0.5), a.longitude + (rand() - 0.5)] as const;
      }
      return [rand() * 180 - 90, rand() * 360 - 180] as const;
    });
    for (const [lat, lon] of points.slice(0, 2000)) index.nearest(lat, lon, 5); // warm-up

    const times: number[] = [];
    for (const [lat, lon] of points) {
      const start = process.hrtime.bigint();
      index.nearest(lat, lon, 5);
      times.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    process.stdout.write(
      [
        `nearest-index over ${airports.length} airports (built in ${buildMs.toFixed(1)} ms)`,
        `  queries  ${times.length}`,
        `  median   ${median.toFixed(2)} µs   (target < 20 µs: ${median < 20 ? 'PASS' : 'BELOW'})`,
        `  p90      ${percentile(times, 0.9).toFixed(2)} µs`,
        `  p99      ${percentile(times, 0.99).toFixed(2)} µs`,
        '',
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
