// What the charged operations cost on the world dataset, outside HTTP: wall time per call of the
// engine work behind each price of src/engine/request-charges.ts, so that the prices and the event
// loop budget (docs/security.md, "Every door metered") stay true as the engines change. For each
// kind: median, p99 and max in ms, the price charged, and ms per charged request at the max
// (the figure a price must keep below the budget per unit).
//
//   node dist/bench/request-costs.js [FILE] [--queries N]
import { parseArgs } from 'node:util';
import { loadDatasetFile } from '../src/model/dataset-loader.js';
import { serveDataset } from '../src/engine/served-dataset.js';
import { routesFrom } from '../src/engine/airport-routes.js';
import { findSchedules, schedulePlace } from '../src/engine/schedule-query.js';
import { routesCharge, scheduleCharge, EVENT_LOOP_BUDGET_MS } from '../src/engine/request-charges.js';
import { HORIZON_DAYS } from '../src/domain/horizon.js';
import { seededRandom } from './sampling.js';
import { worldDatasetFile } from './world-file.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { queries: { type: 'string', default: '300' } } });
const file = worldDatasetFile(positionals[0]);
const queries = Number(values.queries);
const dataset = loadDatasetFile(file);
const served = serveDataset(dataset);
const store = dataset.schedule;
const today = Math.floor(Date.now() / 86_400_000);
const random = seededRandom(4242);

// The busiest airports by departures over a week: the costliest origins.
const traffic = store.airports.map((_, id) => {
  let n = 0;
  for (let d = 0; d < 7; d++) n += served.departures.departures(id, today + d).length;
  return n;
});
const busiest = store.airports.map((code, id) => ({ code, n: traffic[id]! })).sort((a, b) => b.n - a.n).slice(0, 40).map((a) => a.code);
const BIG_CITIES = ['LON', 'NYC', 'PAR', 'TYO', 'MOW', 'CHI', 'WAS', 'SAO', 'MIL', 'BJS', 'SEL', 'OSA', 'STO', 'ROM', 'BER', 'YTO', 'BUE', 'RIO', 'JKT', 'SHA'];

interface Row {
  kind: string;
  ms: number[];
  charges: number[];
}
let rows: Row[] = [];
function measure(kind: string, runs: () => Iterable<[() => unknown, number]>): void {
  const row: Row = { kind, ms: [], charges: [] };
  for (const [run, charge] of runs()) {
    const t0 = performance.now();
    run();
    row.ms.push(performance.now() - t0);
    row.charges.push(charge);
  }
  rows.push(row);
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const day = () => today + Math.floor(random() * HORIZON_DAYS);

const routesOf = (code: string, days: number): [() => unknown, number] => {
  const place = schedulePlace(dataset, code)!;
  return [() => place.locations.map((l) => routesFrom(store, served.departures, l.code, today, today + days - 1)), routesCharge(days, place.locations.length)];
};
function measureAll(): void {
  measure('routes, a week, busiest airports', function* () {
    for (const code of busiest) yield routesOf(code, 7);
  });
  measure('routes, the horizon, busiest airports', function* () {
    for (const code of busiest) yield routesOf(code, HORIZON_DAYS);
  });
  measure('routes, the horizon, big cities', function* () {
    for (const code of BIG_CITIES) if (schedulePlace(dataset, code)) yield routesOf(code, HORIZON_DAYS);
  });
  const schedule = (from: string, to: string): [() => unknown, number] => {
    const origin = schedulePlace(dataset, from)!;
    const destination = schedulePlace(dataset, to)!;
    const d = day();
    return [
      () => findSchedules(served, { origins: origin.locations, destinations: destination.locations, day: d, directOnly: false, includeCodeshares: true, listing: 'combinations', offset: 0, limit: 20 }),
      scheduleCharge(origin.locations.length, destination.locations.length, false),
    ];
  };
  measure('schedules, busiest airport pairs', function* () {
    for (let i = 0; i < queries; i++) {
      const a = pick(busiest);
      const b = pick(busiest);
      if (a !== b) yield schedule(a, b);
    }
  });
  measure('schedules, big city pairs', function* () {
    const cities = BIG_CITIES.filter((c) => schedulePlace(dataset, c));
    for (let i = 0; i < queries / 3; i++) {
      const a = pick(cities);
      const b = pick(cities);
      if (a !== b) yield schedule(a, b);
    }
  });
}
// The first pass compiles the code and fills the caches a server has warm; the second is reported.
measureAll();
rows = [];
measureAll();

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`request costs on ${file} (event loop budget ${EVENT_LOOP_BUDGET_MS} ms)`);
console.log('kind'.padEnd(40) + 'calls'.padStart(6) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'max ms'.padStart(9) + 'charge'.padStart(9) + 'max ms/unit'.padStart(13));
for (const row of rows) {
  const sorted = [...row.ms].sort((a, b) => a - b);
  const perUnit = Math.max(...row.ms.map((ms, i) => ms / row.charges[i]!));
  const charges = [...new Set(row.charges)].sort((a, b) => a - b);
  const charge = charges.length === 1 ? String(charges[0]) : `${charges[0]}–${charges.at(-1)}`;
  console.log(
    row.kind.padEnd(40) +
      String(row.ms.length).padStart(6) +
      quantile(sorted, 0.5).toFixed(2).padStart(9) +
      quantile(sorted, 0.99).toFixed(2).padStart(9) +
      sorted.at(-1)!.toFixed(2).padStart(9) +
      charge.padStart(9) +
      perUnit.toFixed(2).padStart(13),
  );
}
