// World-scale benchmark input: the default reference data with a schedule of over 100,000
// flights a day at over 4,000 airports for 361 days, written as a dataset file. Routes and
// frequencies come from OpenTravelData's airline routes
// (../shared/data/optd/optd_airline_por_rcld.csv) when that file is there, with feeder routes to
// reach the airport count, else from the demo generator's gravity model.
//
//   node dist/bench/world-dataset.js [--out FILE] [--flights-per-day N] [--airports N] [--gravity]
//
// Prints build and write times, the file size, and (from a fresh process, so the generator's
// garbage does not count) the load time and resident memory of a server holding it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeDatasetFile } from '../src/dataset/dataset-file.js';
import { buildDefaultDataset, demoAirports } from '../src/ingest/default-dataset.js';
import { generateDemoSchedule } from '../src/ingest/demo/demo-schedule.js';
import { isoFromDay } from '../src/domain/flight-dates.js';
import { feederRoutes } from './feeder-routes.js';
import { readOptdRoutes } from './optd-routes.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const OPTD_ROUTES = fileURLToPath(new URL('../../../shared/data/optd/optd_airline_por_rcld.csv', import.meta.url));
const DEFAULT_OUT = fileURLToPath(new URL('../../bench/results/world/dataset.sqlite', import.meta.url));

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: DEFAULT_OUT },
    // The generator lands within 1.5 % of its target: aim above the 100,000 the benchmark needs.
    'flights-per-day': { type: 'string', default: '101600' },
    airports: { type: 'string', default: '4100' },
    gravity: { type: 'boolean', default: false },
  },
});
const out = values.out!;
const flightsPerDay = Number(values['flights-per-day']);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const t0 = performance.now();
const reference = await buildDefaultDataset([], { nowMs: Date.now(), schedule: false });
const useOptd = !values.gravity && existsSync(OPTD_ROUTES);
const airports = await demoAirports(useOptd);
const optdRoutes = useOptd ? await readOptdRoutes(OPTD_ROUTES) : undefined;
const routes = optdRoutes && [...optdRoutes, ...feederRoutes(airports, optdRoutes, Number(values.airports))];
const t1 = performance.now();
const schedule = generateDemoSchedule(airports, {
  seed: 2026,
  firstDate: isoFromDay(Math.floor(Date.now() / 86_400_000)),
  days: 361,
  flightsPerDay,
  ...(routes ? { routes } : {}),
});
const generated = seconds(t1);
const t2 = performance.now();
mkdirSync(dirname(out), { recursive: true });
writeDatasetFile(out, { ...reference, schedule });
const written = seconds(t2);

process.stdout.write(
  [
    `world-scale schedule from ${useOptd ? `OPTD routes (${optdRoutes!.length} airline routes and ${routes!.length - optdRoutes!.length} feeders)` : 'the gravity model'}`,
    `  legs         ${schedule.legs.length} leg periods, ${schedule.carriers.length} airlines, ${new Set(schedule.legs.flatMap((l) => [l.origin, l.destination])).size} airports`,
    `  generated    ${generated} s (reference data and routes read in ${((t1 - t0) / 1000).toFixed(1)} s)`,
    `  written      ${written} s`,
    `  file         ${out} (${(statSync(out).size / 1e6).toFixed(0)} MB)`,
    '',
  ].join('\n'),
);
// Load figures from a process that does nothing else.
execFileSync(process.execPath, ['--expose-gc', join(HERE, 'load-dataset.js'), out], { stdio: 'inherit' });
