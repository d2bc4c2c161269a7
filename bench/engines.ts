// Micro-benchmarks of the query engines, outside HTTP: `npm run bench:engines`.
// nearest-index: 5 nearest airports to random points over every airport of the default dataset.
// flight status: the designator index and the airport boards, built on first use, then a lookup
// by flight number and a 4-hour departures board at busy airports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDefaultDatasetFile } from '../src/ingest/default-dataset-file.js';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { NearestIndex } from '../src/engine/nearest-index.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { utcDayOf } from '../src/domain/flight-dates.js';
import type { Dataset } from '../src/model/read-model.js';

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
    flightStatus(dataset);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** µs per call of `run` over `inputs`, after one warm-up pass: median and p99. */
function timed<T>(inputs: readonly T[], run: (input: T) => unknown): { median: number; p99: number } {
  for (const input of inputs) run(input);
  const times = inputs.map((input) => {
    const start = process.hrtime.bigint();
    run(input);
    return Number(process.hrtime.bigint() - start) / 1000;
  });
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

function flightStatus(dataset: Dataset): void {
  const served = serveDataset(dataset);
  const { legs, airportId } = dataset.schedule;
  const day = utcDayOf(Date.now()) + 2;
  let t0 = process.hrtime.bigint();
  void served.flights;
  const indexMs = Number(process.hrtime.bigint() - t0) / 1e6;
  // Every 97th single leg's operating designator and its first codeshare, when it has one.
  const designators = [...legs].filter((l, i) => l.stops === 0 && i % 97 === 0).flatMap((l) => [l.operating, ...l.marketing.slice(1, 2)]);
  const byNumber = timed(designators, (d) => served.flights.legsOn(d, day));
  const hubs = ['FRA', 'LHR', 'ATL', 'DXB', 'JFK', 'SIN', 'HND', 'CDG', 'IST', 'ORD'].flatMap((code) => airportId.get(code) ?? []);
  const minutes = [0, 360, 480, 720, 1020, 1260];
  const boardInputs = hubs.flatMap((id) => minutes.map((m) => [id, m] as const));
  const departures = timed(boardInputs, ([id, m]) => served.boards.departures(id, day, m, 240));
  t0 = process.hrtime.bigint();
  served.boards.arrivals(hubs[0]!, day, 480, 240);
  const arrivalIndexMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const arrivals = timed(boardInputs, ([id, m]) => served.boards.arrivals(id, day, m, 240));
  const line = (name: string, t: { median: number; p99: number }, n: number) => `  ${name.padEnd(22)} ${String(n).padStart(6)} queries   median ${t.median.toFixed(1)} µs   p99 ${t.p99.toFixed(1)} µs`;
  process.stdout.write(
    [
      `flight status over ${legs.length} legs and segments (designator index built in ${indexMs.toFixed(0)} ms, arrivals index with the first board in ${arrivalIndexMs.toFixed(0)} ms)`,
      line('by flight number', byNumber, designators.length),
      line('departures, 4 hours', departures, boardInputs.length),
      line('arrivals, 4 hours', arrivals, boardInputs.length),
      '',
    ].join('\n'),
  );
}

await main();
