// Issue 59, "imports never lose data", as a property of `skyref import routes`: a route file
// damaged in the ways real files are (cut, reordered, repeated, mistyped, broken) is either
// refused, leaving nothing to write, or becomes a schedule that flies exactly the file's routes.
// What is right is worked out here from the mutated text, not by the import's own readers.
// Replay one case with MUTATION_SEED=<seed> (the failure prints it); MUTATION_BASE moves the run.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { DatasetContent } from '../../src/dataset/dataset-content.js';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { CEASED_AIRLINES } from '../../src/ingest/curated/ceased-airlines.js';
import { RETIRED_CODES } from '../../src/ingest/curated/retired-codes.js';
import { planRoutesImport, type RoutesImportOutcome } from '../../src/ingest/routes-import.js';
import { caseSeeds, datesOf, mutate, mutationKinds, Rng, type FileShape } from '../support/file-mutations.js';
import { REPO_ROOT, TEST_DATASET } from '../support/paths.js';
import { TEST_DAY, TEST_NOW } from '../support/test-clock.js';

const CASES = 1000;
const HEADER = 'airline_code^apt_org^apt_dst^seats_mtly_avg^freq_mtly_avg';
// Small networks of the committed route table (so the route rules keep them whole) in four regions;
// a few airlines keep every run's generator and schedule comparison fast.
const AIRLINES = ['5U', '7G', 'AW', '7M'];
const WINDOW = { first: TEST_DAY, last: TEST_DAY + 360 };

function baseRouteFile(): string {
  const rows: string[] = [];
  for (const line of readFileSync(join(REPO_ROOT, 'data', 'airline-routes.csv'), 'utf8').split('\n')) {
    const [airline, origin, destination, flights, seats] = line.split(',');
    if (airline !== undefined && AIRLINES.includes(airline) && seats !== undefined) rows.push([airline, origin, destination, seats, flights].join('^'));
  }
  return [HEADER, ...rows].join('\n') + '\n';
}

/** The file as the docs define it: its good rows (each airline, origin and destination once) and the count of bad ones. */
interface ReadFile {
  /** undefined when the first line is no header naming every column: nothing can be read. */
  rows?: { airline: string; origin: string; destination: string; monthly: number }[];
  bad: number;
}

function readRouteFile(text: string): ReadFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return { bad: 0 };
  const names = lines[0]!.split('^').map((n) => n.trim());
  const at = (name: string) => names.indexOf(name);
  if (['airline_code', 'apt_org', 'apt_dst', 'seats_mtly_avg', 'freq_mtly_avg'].some((n) => at(n) < 0)) return { bad: 0 };
  const rows: NonNullable<ReadFile['rows']> = [];
  const seen = new Set<string>();
  let bad = 0;
  for (const line of lines.slice(1)) {
    const fields = line.split('^').map((f) => f.trim());
    const f = (name: string) => fields[at(name)]!;
    const [airline, origin, destination] = [f('airline_code'), f('apt_org'), f('apt_dst')];
    const monthly = Number(f('freq_mtly_avg'));
    const seats = Number(f('seats_mtly_avg'));
    const key = `${airline} ${origin} ${destination}`;
    const ok =
      fields.length === names.length &&
      /^[A-Z0-9]{2}$/.test(airline) &&
      /^[A-Z]{3}$/.test(origin) &&
      /^[A-Z]{3}$/.test(destination) &&
      origin !== destination &&
      monthly > 0 &&
      seats >= 0 &&
      !seen.has(key);
    if (!ok) {
      bad++;
      continue;
    }
    seen.add(key);
    rows.push({ airline, origin, destination, monthly });
  }
  return { rows, bad };
}

const moved = new Map(RETIRED_CODES.filter((c) => c.successor !== undefined).map((c) => [c.code, c.successor!]));
const successorOf = new Map(CEASED_AIRLINES.filter((c) => c.successor !== undefined).map((c) => [c.code, c.successor!]));

/** Flights a month each (airline, origin, destination) may fly: its rows, a moved airport read as its successor, a merged airline's under its successor too. */
function allowedRoutes(rows: NonNullable<ReadFile['rows']>): Map<string, number> {
  const allowed = new Map<string, number>();
  const add = (airline: string, origin: string, destination: string, monthly: number) => {
    const key = `${airline} ${moved.get(origin) ?? origin} ${moved.get(destination) ?? destination}`;
    allowed.set(key, (allowed.get(key) ?? 0) + monthly);
  };
  for (const r of rows) {
    add(r.airline, r.origin, r.destination, r.monthly);
    const successor = successorOf.get(r.airline);
    if (successor !== undefined) add(successor, r.origin, r.destination, r.monthly);
  }
  return allowed;
}

function flightsByAirline(legs: readonly LegPeriodRecord[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of legs) out.set(l.flight.airline, (out.get(l.flight.airline) ?? 0) + datesOf(l, WINDOW.first, WINDOW.last).length);
  return out;
}

/** What an accepted import must be; the first broken invariant, or undefined. */
function brokenInvariant(text: string, outcome: RoutesImportOutcome, served: DatasetContent, servedFlights: Map<string, number>, skipBad: boolean, replace: boolean): string | undefined {
  const read = readRouteFile(text);
  if (read.rows === undefined) return 'accepted a file whose first line is not a header naming every column';
  if (!skipBad && read.bad > 0) return `accepted without --skip-bad a file with ${read.bad} bad rows`;
  const next = outcome.next!;
  if (next.locations !== served.locations || next.airlines !== served.airlines || next.seats !== served.seats) return 'reference data or seats changed';
  const allowed = allowedRoutes(read.rows);
  const fileAirlines = new Set(read.rows.flatMap((r) => [r.airline, successorOf.get(r.airline) ?? r.airline]));
  const dated = new Set<string>();
  const weekly = new Map<string, number>();
  for (const leg of next.schedule.legs) {
    const route = `${leg.flight.airline} ${leg.origin} ${leg.destination}`;
    if (!allowed.has(route)) return `flies ${route}, no row of the file`;
    for (const c of leg.codeshares) if (!fileAirlines.has(c.airline)) return `sells ${route} as ${c.airline} ${c.number}, an airline not in the file`;
    for (const day of datesOf(leg, -Infinity, Infinity)) {
      const key = `${leg.flight.airline}${leg.flight.number}${leg.flight.suffix} ${leg.origin} ${day}`;
      if (dated.has(key)) return `flies ${key} twice`;
      dated.add(key);
    }
    // A full week well inside the window: as many departures as the row's flights a month make.
    weekly.set(route, (weekly.get(route) ?? 0) + datesOf(leg, TEST_DAY + 14, TEST_DAY + 20).length);
  }
  for (const [route, n] of weekly) {
    const expected = Math.max(1, Math.round((allowed.get(route)! / 30.44) * 7));
    if (n > expected + 1) return `flies ${route} ${n} times a week, its rows make ${expected}`;
  }
  for (const c of next.schedule.carriers) if (!fileAirlines.has(c.airline)) return `carrier ${c.airline} is not in the file`;
  if (!replace) {
    const after = flightsByAirline(next.schedule.legs);
    for (const [airline, before] of servedFlights) {
      const now = after.get(airline) ?? 0;
      if (now * 2 < before) return `without --replace ${airline} went from ${before} to ${now} flights`;
    }
  }
  return undefined;
}

test(`routes import: ${CASES} mutated route files are each refused or flown as written`, { timeout: 600_000 }, () => {
  const started = performance.now();
  const text = baseRouteFile();
  const full = readDatasetFile(TEST_DATASET).content;
  const fileAirports = [...new Set([...text.matchAll(/(?<=\^)[A-Z]{3}(?=\^)/g)].map((m) => m[0]))];
  // The generator places every airport it is given: the file's and those a mislabel may name
  // (TXL moved to BER, DOK closed) keep a run to milliseconds. JFK stays unknown to the dataset.
  const known = new Set([...fileAirports, 'BER', 'FRA', 'LHR', 'TXL', 'SXF', 'DOK']);
  const dataset: DatasetContent = { ...full, locations: full.locations.filter((l) => known.has(l.code)) };
  const options = { skipBad: false, replace: true, nowMs: TEST_NOW, window: WINDOW, source: 'routes base.csv' };
  const first = planRoutesImport(text, 'base.csv', dataset, options);
  assert.ok(first.next, `the unmutated file is refused: ${first.refused}`);
  // Served: the dataset as this file made it, so an intact file changes no airline's flights.
  const served = first.next;
  const servedFlights = flightsByAirline(served.schedule.legs);
  assert.deepEqual([...servedFlights.keys()].sort(), [...AIRLINES].sort());
  assert.equal(brokenInvariant(text, first, served, servedFlights, false, true), undefined);
  const again = planRoutesImport(text, 'base.csv', served, { ...options, replace: false });
  assert.ok(again.next, `the unmutated file is refused over its own schedule: ${again.refused}`);

  const shape: FileShape = {
    separator: '^',
    headerLines: 1,
    codes: [
      { name: 'airline', token: /(?<=^)[A-Z0-9]{2}(?=\^)/g, existing: [...AIRLINES, 'LH', 'BA', 'EW', '4U', 'KA', 'CX'], unknown: ['Q0', '0Q', 'ZZ'] },
      {
        name: 'airport',
        token: /(?<=\^)[A-Z]{3}(?=\^)/g,
        existing: [...fileAirports, 'TXL', 'SXF', 'DOK', 'FRA', 'BER', 'JFK'],
        unknown: ['QQX', 'XQZ'],
      },
    ],
  };
  const seeds = caseSeeds(CASES, 1);
  let accepted = 0;
  let thrown = 0;
  for (const seed of seeds) {
    const rng = new Rng(seed);
    let mutated = text;
    const did: string[] = [];
    for (const kind of mutationKinds(rng)) {
      const m = mutate(mutated, kind, shape, rng);
      mutated = m.text;
      did.push(m.did);
    }
    const skipBad = rng.chance(0.5);
    const replace = rng.chance(0.3);
    const replay = () => `seed ${seed} (replay: MUTATION_SEED=${seed}), ${did.join('; ')}, skipBad ${skipBad}, replace ${replace}\n--- file ---\n${mutated}`;
    let outcome: RoutesImportOutcome;
    try {
      outcome = planRoutesImport(mutated, 'routes.csv', served, { ...options, skipBad, replace });
    } catch (error) {
      // The command reports a thrown error and imports nothing: a refusal. Only an unreadable
      // header may throw; anything else is a crash the report should name.
      thrown++;
      const message = error instanceof Error ? error.message : String(error);
      assert.equal(readRouteFile(mutated).rows, undefined, `threw "${message}" on a file with a header: ${replay()}`);
      continue;
    }
    if (outcome.refused !== undefined) {
      assert.equal(outcome.next, undefined, `refused with a dataset: ${replay()}`);
      continue;
    }
    assert.ok(outcome.next, `neither refused nor a dataset: ${replay()}`);
    accepted++;
    const broken = brokenInvariant(mutated, outcome, served, servedFlights, skipBad, replace);
    assert.equal(broken, undefined, `${broken}: ${replay()}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`routes: ${seeds.length} mutated files, ${accepted} accepted, ${seeds.length - accepted - thrown} refused, ${thrown} thrown, in ${seconds} s`);
  if (seeds.length > 1) assert.ok(accepted > seeds.length / 10, `only ${accepted} accepted: the mutations test refusals alone`);
});
