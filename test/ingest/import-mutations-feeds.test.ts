// Issue 59, "imports never lose data", as a property of `skyref import optd|ourairports`: feed
// files damaged in the ways real files are (cut, reordered, repeated, mistyped, broken) are either
// refused, leaving nothing to write, or become a dataset holding exactly what the files hold, with
// the served schedule less only the legs at airports the feed lost. What is right is worked out
// here from the mutated text, not by the import's own readers.
// Replay one case with MUTATION_SEED=<seed> (the failure prints it); MUTATION_BASE moves the run.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { DatasetContent } from '../../src/dataset/dataset-content.js';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import { validateDataset } from '../../src/dataset/dataset-validation.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { buildDefaultDataset } from '../../src/ingest/default-dataset.js';
import type { FeedBase, FeedImport } from '../../src/ingest/feed-merge.js';
import { buildOptdContent } from '../../src/ingest/optd-import.js';
import { buildOurAirportsContent } from '../../src/ingest/ourairports-import.js';
import { decideReferenceImport, type ReferenceImportOutcome } from '../../src/ingest/reference-import.js';
import { caseSeeds, datesOf, mutate, mutationKinds, Rng, type FileShape } from '../support/file-mutations.js';
import { writeOptdFixture } from '../support/optd-fixture.js';
import { REPO_ROOT, TEST_DATASET } from '../support/paths.js';
import { TEST_DATE, TEST_DAY, TEST_NOW } from '../support/test-clock.js';

const CASES = 1000;
const WINDOW = { first: TEST_DAY, last: TEST_DAY + 360 };
const BUILT_AT = new Date(TEST_NOW).toISOString();

let base: FeedBase;
let dataset: DatasetContent;
let work: string;

before(async () => {
  base = await buildDefaultDataset([], { nowMs: TEST_NOW, schedule: false });
  dataset = readDatasetFile(TEST_DATASET).content;
  work = mkdtempSync(join(tmpdir(), 'skyref-mutations-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

interface Format {
  name: string;
  /** The intact files, by name. */
  files: Record<string, string>;
  /** The files a location may come from (docs/imports.md), and whether a code in one of them is present. */
  mentions: (files: Record<string, string>, code: string) => boolean;
  shape: (file: string) => FileShape;
  /** How much more often a file is picked for a mutation. */
  weight: (file: string) => number;
  build: (dir: string) => Promise<FeedImport>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readDir(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

const COUNTRY = { name: 'country', existing: ['FR', 'DE', 'GB', 'US', 'JP', 'MC'], unknown: ['QZ', 'X9'] };
const AIRPORT_CODES = { existing: ['CDG', 'ORY', 'NRT', 'HND', 'LHR', 'LGW', 'BER', 'TXL', 'DXB', 'SVO', 'JFK', 'PAR', 'TYO'], unknown: ['QQX', 'XQZ'] };

// OpenTravelData: a location comes from a row of the POR file (full or English extract), of the
// retired file (still valid), or of best known (a point the POR file lacks, named from a twin);
// a code of the tz, reference, routes or airlines files alone makes none.
const OPTD_LOCATION_FILES = ['optd_por_public.csv', 'optd_por_public_en.csv', 'optd_por_no_longer_valid.csv', 'optd_por_best_known_so_far.csv'];

function optdFormat(layout: 'full' | 'english'): Format {
  return {
    name: `OPTD ${layout}`,
    files: readDir(writeOptdFixture(layout)),
    mentions: (files, code) =>
      OPTD_LOCATION_FILES.some((f) => files[f] !== undefined && new RegExp(`(^|\\^)${escape(code)}(\\^|;|-)`, 'm').test(files[f]!)),
    shape: (file) => ({
      separator: file.endsWith('_en.csv') ? ';' : '^',
      headerLines: file.endsWith('_en.csv') ? 0 : 1,
      codes: [
        { name: 'airport', token: /(?<=^|\^|;)[A-Z]{3}(?=\^|;|-)/gm, ...AIRPORT_CODES },
        { ...COUNTRY, token: /(?<=\^|;)[A-Z]{2}(?=\^|;)/g },
      ],
    }),
    weight: (file) => (OPTD_LOCATION_FILES.includes(file) ? 3 : 1),
    build: (dir) => buildOptdContent(dir, base, { today: TEST_DATE }),
  };
}

// OurAirports: every location is a row of airports.csv with its IATA code.
function ourAirportsFormat(): Format {
  return {
    name: 'OurAirports',
    files: readDir(join(REPO_ROOT, 'test', 'fixtures', 'ourairports')),
    mentions: (files, code) => files['airports.csv'] !== undefined && new RegExp(`(^|,)"?${escape(code)}"?(,|$)`, 'm').test(files['airports.csv']!),
    shape: () => ({
      separator: ',',
      headerLines: 1,
      codes: [
        { name: 'airport', token: /(?<=")[A-Z]{3}(?=")/g, ...AIRPORT_CODES },
        { ...COUNTRY, token: /(?<=")[A-Z]{2}(?=")/g },
      ],
    }),
    weight: (file) => (file === 'airports.csv' ? 3 : 1),
    build: (dir) => buildOurAirportsContent(dir, base),
  };
}

function flightsByAirline(legs: readonly LegPeriodRecord[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of legs) out.set(l.flight.airline, (out.get(l.flight.airline) ?? 0) + datesOf(l, WINDOW.first, WINDOW.last).length);
  return out;
}

/** The first broken invariant of an accepted import, or undefined. */
function brokenInvariant(format: Format, files: Record<string, string>, served: DatasetContent, outcome: ReferenceImportOutcome, replace: boolean): string | undefined {
  const next = outcome.next!;
  const codes = new Set<string>();
  for (const l of next.locations) {
    if (codes.has(l.code)) return `location ${l.code} twice`;
    codes.add(l.code);
    if (!format.mentions(files, l.code)) return `location ${l.code} is in no location file of the feed`;
  }
  const kept = served.schedule.legs.filter((l) => codes.has(l.origin) && codes.has(l.destination));
  if (next.schedule.legs.length !== kept.length || next.schedule.legs.some((l, i) => l !== kept[i])) {
    return `schedule: ${next.schedule.legs.length} leg periods, the served ones at airports kept are ${kept.length}`;
  }
  if (next.seats !== served.seats) return 'seats changed';
  if (!replace) {
    const beforeFlights = flightsByAirline(served.schedule.legs);
    const afterFlights = flightsByAirline(next.schedule.legs);
    for (const [airline, n] of beforeFlights) {
      const now = afterFlights.get(airline) ?? 0;
      if (now * 2 < n) return `without --replace ${airline} went from ${n} to ${now} flights`;
    }
  }
  const problems = validateDataset(next);
  if (problems.length > 0) return `fails validation: ${problems.slice(0, 3).join('; ')}`;
  return undefined;
}

async function runFormat(format: Format, salt: number, cases: number): Promise<void> {
  const started = performance.now();
  const dir = mkdtempSync(join(work, `${format.name.replace(/\W/g, '-')}-`));
  // Served: the test dataset, its schedule cut to the legs between the intact feed's airports,
  // so that the intact feed loses nothing and a damaged one loses what it dropped.
  for (const [name, text] of Object.entries(format.files)) writeFileSync(join(dir, name), text);
  const intact = await format.build(dir);
  const intactCodes = new Set(intact.content.locations.map((l) => l.code));
  const served: DatasetContent = { ...dataset, schedule: { ...dataset.schedule, legs: dataset.schedule.legs.filter((l) => intactCodes.has(l.origin) && intactCodes.has(l.destination)) } };
  assert.ok(served.schedule.legs.length > 0, `${format.name}: no served leg between the feed's airports`);
  const first = decideReferenceImport(served, intact.content, { replace: false, window: WINDOW, builtAt: BUILT_AT });
  assert.ok(first.next, `${format.name}: the intact feed is refused: ${first.refused} ${first.problems.join('; ')}`);
  assert.equal(brokenInvariant(format, format.files, served, first, false), undefined);

  const names = Object.keys(format.files).sort();
  const weighted = names.flatMap((n) => Array<string>(format.weight(n)).fill(n));
  const seeds = caseSeeds(cases, salt);
  let accepted = 0;
  const thrown = new Map<string, number>();
  for (const seed of seeds) {
    const rng = new Rng(seed);
    const files = { ...format.files };
    const did: string[] = [];
    for (const kind of mutationKinds(rng)) {
      const file = rng.pick(weighted);
      const m = mutate(files[file]!, kind, format.shape(file), rng);
      files[file] = m.text;
      did.push(`${file}: ${m.did}`);
    }
    const replace = rng.chance(0.3);
    const replay = () => `${format.name} seed ${seed} (replay: MUTATION_SEED=${seed}), ${did.join('; ')}, replace ${replace}`;
    for (const name of names) writeFileSync(join(dir, name), files[name]!);
    let feed: FeedImport;
    try {
      feed = await format.build(dir);
    } catch (error) {
      // The command reports a thrown error and imports nothing: a refusal.
      const message = (error instanceof Error ? error.message : String(error)).replace(/\/\S+/g, 'DIR');
      thrown.set(message, (thrown.get(message) ?? 0) + 1);
      continue;
    }
    const outcome = decideReferenceImport(served, feed.content, { replace, window: WINDOW, builtAt: BUILT_AT });
    if (outcome.refused !== undefined) {
      assert.equal(outcome.next, undefined, `refused with a dataset: ${replay()}`);
      continue;
    }
    assert.ok(outcome.next, `neither refused nor a dataset: ${replay()}`);
    accepted++;
    const broken = brokenInvariant(format, files, served, outcome, replace);
    assert.equal(broken, undefined, `${broken}: ${replay()}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const throws = [...thrown].map(([m, n]) => `${n}× ${m}`).join('; ');
  console.log(`${format.name}: ${seeds.length} mutated feeds, ${accepted} accepted, in ${seconds} s${throws ? `; thrown: ${throws}` : ''}`);
  if (seeds.length > 1) assert.ok(accepted > seeds.length / 10, `only ${accepted} accepted: the mutations test refusals alone`);
}

test(`OpenTravelData import: ${CASES} mutated feeds (full and English layouts) are each refused or taken as written`, { timeout: 600_000 }, async () => {
  await runFormat(optdFormat('full'), 2, CASES / 2);
  await runFormat(optdFormat('english'), 3, CASES / 2);
});

test(`OurAirports import: ${CASES} mutated feeds are each refused or taken as written`, { timeout: 600_000 }, async () => {
  await runFormat(ourAirportsFormat(), 4, CASES);
});
