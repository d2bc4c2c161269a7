// Issue 44's acceptance, measured: the real server on a dataset file (the world-scale one by
// default, bench/results/world/dataset.sqlite), its clock at noon UTC of the day the dataset was
// built so that every date asked falls in its horizon; seeded traffic-weighted origin–destination
// queries, each asked in both listings and every page read, every journey checked by the
// independent journey validator (test/support/journey-validator.ts) against the dataset's
// ticketing facts. Prints the count of each violation.
//
//   npm run journeys:as-sold -- [FILE] [--queries 2000] [--seed 44] [--show 3]
//   npm run journeys:as-sold -- [FILE] --pairs [--date yyyy-mm-dd]
//
// --pairs: SZG→BNE, FRA→JFK, BRE→SYD, INN→LAX on one date (default: 46 days after the dataset's
// build date): journeys listed (default listing, every page), distinct operated trips, journeys
// of the trips listing, and the violations of each.
import { parseArgs } from 'node:util';
import { readDatasetFile } from '../src/dataset/dataset-file.js';
import { worldDatasetFile } from '../bench/world-file.js';
import { startWorldServer } from '../bench/world-server.js';
import {
  contextFromDataset, departuresFromDataset, emptyCounts, planTrafficQueries, runValidation, validateQuery,
  RULES, type Fetcher, type JourneySummary, type Listing, type Violation,
} from '../test/support/journey-validator.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    queries: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '44' },
    show: { type: 'string', default: '3' },
    pairs: { type: 'boolean', default: false },
    date: { type: 'string' },
  },
});
const file = worldDatasetFile(positionals[0]);
const builtOn = readDatasetFile(file).content.info.builtAt.slice(0, 10);
const nowMs = Date.parse(`${builtOn}T12:00:00Z`);
const DAY_MS = 86_400_000;
const PAIRS = [['SZG', 'BNE'], ['FRA', 'JFK'], ['BRE', 'SYD'], ['INN', 'LAX']] as const;

const ctx = contextFromDataset(file);
process.env.SKYREF_NOW = new Date(nowMs).toISOString();
const world = await startWorldServer(file);
const get: Fetcher = async (path) => {
  const res = await fetch(world.server.url + path, { headers: { ...world.headers, accept: 'application/json' } });
  return { status: res.status, body: await res.json() };
};
const out = (line = '') => process.stdout.write(`${line}\n`);
const ruleCounts = (violations: readonly Violation[]) => {
  const n = Object.fromEntries(RULES.map((r) => [r, 0])) as Record<string, number>;
  for (const v of violations) n[v.rule]! += 1;
  return n;
};

try {
  out(`journeys as sold on ${file} (built ${builtOn}; the server's clock at ${new Date(nowMs).toISOString()}; ready in ${world.readySeconds.toFixed(1)} s)`);
  if (values.pairs) await pairs();
  else await acceptance();
} finally {
  await world.server.stop();
}

async function acceptance(): Promise<void> {
  const count = Number(values.queries);
  const seed = Number(values.seed);
  const combinations = planTrafficQueries(ctx, departuresFromDataset(file, nowMs), count, seed, nowMs, 'combinations');
  const plans = [...combinations, ...combinations.map((p) => ({ ...p, listing: 'trips' as Listing }))];
  const started = performance.now();
  const run = await runValidation(ctx, get, plans);
  const c = run.counts;
  const v = c.violations;
  const answered = Object.entries(c.byListing).map(([l, n]) => `${l} ${n.queries} queries, ${n.journeys} journeys`).join('; ');
  out(`${count} seeded traffic-weighted queries (seed ${seed}, dates over the horizon), each in both listings: ${c.queries} queries, ${c.journeys} journeys, ${c.legs} legs (${answered}); ${((performance.now() - started) / 1000).toFixed(0)} s`);
  out();
  out(`  journeys joining airlines that do not sell each other's flights (sold)   ${v.sold}`);
  out(`    of them with a no-frills airline (no-frills connections outside the curated ones)   ${c.soldNoFrills}`);
  out(`  airport changes not labelled (AirportChange.FromAirportCode)              ${c.unlabelledChanges}`);
  out(`    airport-change violations in all (unlabelled, not curated, not sold)    ${v['airport-change']}`);
  out(`  dominated journeys (per operated trip)                                    ${v.dominated}`);
  out(`  overnight journeys kept wrongly (per operated trip)                       ${v.overnight}`);
  out(`  repeated trips in the trips listing                                       ${v['repeated-trip']}`);
  const others = RULES.filter((r) => !['sold', 'airport-change', 'dominated', 'overnight', 'repeated-trip'].includes(r) && v[r]! > 0);
  out(`  other rules: ${others.map((r) => `${r} ${v[r]}`).join(', ') || 'none'}`);
  const show = Number(values.show);
  if (show > 0) {
    out();
    for (const rule of RULES) for (const x of run.violations.filter((x) => x.rule === rule).slice(0, show)) out(`${rule}: ${x.message}`);
  }
}

async function pairs(): Promise<void> {
  const date = values.date ?? new Date(nowMs + 46 * DAY_MS).toISOString().slice(0, 10);
  out(`pairs on ${date}: journeys listed (default listing, every page), distinct operated trips, journeys of listing=trips; violations`);
  for (const [origin, destination] of PAIRS) {
    const listed = await ask({ origin, destination, date, listing: 'combinations' });
    const trips = await ask({ origin, destination, date, listing: 'trips' });
    const distinct = new Set(listed.journeys.map((j) => j.operated)).size;
    const rules = ruleCounts([...listed.violations, ...trips.violations]);
    const found = Object.entries(rules).filter(([, n]) => n > 0).map(([r, n]) => `${r} ${n}`).join(', ') || 'none';
    out(`  ${origin}→${destination}  ${String(listed.journeys.length).padStart(4)} journeys  ${String(distinct).padStart(4)} trips  ${String(trips.journeys.length).padStart(4)} in trips listing;  ${found}`);
  }
}

async function ask(query: { origin: string; destination: string; date: string; listing: Listing }): Promise<{ journeys: JourneySummary[]; violations: Violation[] }> {
  const journeys: JourneySummary[] = [];
  const violations: Violation[] = [];
  await validateQuery(ctx, get, query, true, emptyCounts(), violations, journeys);
  return { journeys, violations };
}
