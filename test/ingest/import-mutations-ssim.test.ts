// Property: an SSIM import of a damaged file leaves the dataset as it was, or makes each airline's
// schedule exactly what the file holds for it, with no leg twice and no airline losing most of its
// flights unasked. A whole three-airline file is shuffled, cut, duplicated, relabelled and
// thinned at random, 1,200 times, and each outcome checked against the file's own text.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { DatasetContent } from '../../src/dataset/dataset-content.js';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { dayFromIso, daysMaskFromText, isoWeekday } from '../../src/domain/flight-dates.js';
import { HORIZON_DAYS } from '../../src/domain/horizon.js';
import { ssimLines } from '../../src/ingest/sources/ssim-writer.js';
import { decideSsimImport, planSsimImport, type KnownCodes } from '../../src/ingest/ssim-import.js';
import { TEST_DATASET } from '../support/paths.js';
import { seededRandom } from '../support/seeded-random.js';
import { TEST_DAY } from '../support/test-clock.js';

const FILES = 1200;
const SEED = Number(process.env.SKYREF_MUTATION_SEED ?? 59);
/** The airlines of the file, each with a few flights, and two others that must never change. */
const IN_FILE = ['CM', 'HY', 'MS'];
const BYSTANDERS = ['5F', 'FB'];
const window = { first: TEST_DAY, last: TEST_DAY + HORIZON_DAYS };

let dir: string;
let served: DatasetContent;
let known: KnownCodes;
let original: string[];
let originalLegs: Map<string, LegPeriodRecord[]>;
/** The airline of each carrier record of the whole file, by its serial number. */
let originalCarrier: Map<string, string>;

type Mutation = { name: string; apply: (lines: string[], r: () => number) => string[] };
const pick = (r: () => number, n: number) => Math.floor(r() * n);
const relabel = (line: string, airline: string) => line.slice(0, 2) + airline.padEnd(3) + line.slice(5);

const MUTATIONS: Mutation[] = [
  { name: 'shuffle two lines', apply: (l, r) => { const c = [...l]; const i = pick(r, c.length); const j = pick(r, c.length); [c[i], c[j]] = [c[j]!, c[i]!]; return c; } },
  { name: 'shuffle all', apply: (l, r) => { const c = [...l]; for (let i = c.length - 1; i > 0; i--) { const j = pick(r, i + 1); [c[i], c[j]] = [c[j]!, c[i]!]; } return c; } },
  { name: 'truncate at a line', apply: (l, r) => l.slice(0, pick(r, l.length)) },
  { name: 'truncate mid-line', apply: (l, r) => { const n = pick(r, l.length); return [...l.slice(0, n), l[n]!.slice(0, pick(r, 200))]; } },
  { name: 'duplicate a line', apply: (l, r) => { const c = [...l]; const i = pick(r, c.length); c.splice(pick(r, c.length + 1), 0, c[i]!); return c; } },
  { name: 'duplicate a block', apply: (l, r) => { const i = pick(r, l.length); const j = i + 1 + pick(r, 6); return [...l.slice(0, j), ...l.slice(i, j), ...l.slice(j)]; } },
  { name: 'drop a line', apply: (l, r) => { const c = [...l]; c.splice(pick(r, c.length), 1); return c; } },
  {
    name: 'mislabel a record',
    apply: (l, r) => {
      const c = [...l];
      const i = pick(r, c.length);
      const others = [...IN_FILE, ...BYSTANDERS, 'LH'];
      if ('2345'.includes(c[i]![0]!)) c[i] = relabel(c[i]!, others[pick(r, others.length)]!);
      return c;
    },
  },
  {
    name: 'mislabel a carrier block',
    apply: (l, r) => {
      const airline = IN_FILE[pick(r, IN_FILE.length)]!;
      const other = [...BYSTANDERS, 'LH'][pick(r, 3)]!;
      return l.map((line) => ('2345'.includes(line[0]!) && line.slice(2, 5).trim() === airline ? relabel(line, other) : line));
    },
  },
];

/** The flight designators of each carrier's type 3 records, read from the text as a person would. */
function filedFlights(lines: readonly string[]): Map<string, Set<string>> {
  const byCarrier = new Map<string, Set<string>>();
  let carrier: string | undefined;
  for (const line of lines) {
    if (line.length !== 200) continue;
    if (line[0] === '2') carrier = line.slice(2, 5).trim();
    if (line[0] === '3' && carrier !== undefined && line.slice(2, 5).trim() === carrier) {
      const set = byCarrier.get(carrier) ?? new Set<string>();
      set.add(`${carrier} ${Number(line.slice(5, 9))}`);
      byCarrier.set(carrier, set);
    }
  }
  return byCarrier;
}

/** Departures of a leg period on the dates it runs, as `flight origin date`, within the periods' own span. */
function* datedDepartures(leg: LegPeriodRecord): Generator<string> {
  const first = dayFromIso(leg.firstDate)!;
  const last = dayFromIso(leg.lastDate)!;
  const days = daysMaskFromText(leg.days)!;
  for (let day = first; day <= last; day++) {
    if ((days & (1 << (isoWeekday(day) - 1))) === 0) continue;
    if (leg.frequencyRate === 2 && Math.floor((day - first + (isoWeekday(first) - 1)) / 7) % 2 === 1) continue;
    yield `${leg.flight.airline}${leg.flight.number}${leg.flight.suffix} ${leg.origin} ${day}`;
  }
}

const flightsInWindow = (legs: readonly LegPeriodRecord[]) =>
  legs.reduce((n, leg) => n + [...datedDepartures(leg)].filter((d) => {
    const day = Number(d.split(' ')[2]);
    return day >= window.first && day <= window.last;
  }).length, 0);

const byAirline = (legs: readonly LegPeriodRecord[], airline: string) => legs.filter((l) => l.flight.airline === airline);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skyref-ssim-mutations-'));
  const content = readDatasetFile(TEST_DATASET).content;
  const keep = new Set([...IN_FILE, ...BYSTANDERS]);
  // A small served dataset: the file's airlines and two bystanders, so that each of the 2,400
  // decisions takes milliseconds.
  served = { ...content, schedule: { ...content.schedule, legs: content.schedule.legs.filter((l) => keep.has(l.flight.airline)) } };
  known = { locations: new Map(content.locations.map((l) => [l.code, l.timeZone])), aircraft: new Set(content.aircraft.map((a) => a.code)) };
  const fileLegs = served.schedule.legs.filter((l) => IN_FILE.includes(l.flight.airline));
  original = [...ssimLines({ ...served.schedule, legs: fileLegs }, { createdOn: TEST_DAY, seatsOf: () => undefined })];
  const path = join(dir, 'original.ssim');
  writeFileSync(path, original.join('\n') + '\n');
  const plan = await planSsimImport([path], known, TEST_DAY);
  assert.deepEqual(plan.errors, [], 'the unmutated file is whole');
  originalLegs = new Map(IN_FILE.map((a) => [a, byAirline(plan.legs, a)]));
  originalCarrier = new Map(original.filter((l) => l[0] === '2').map((l) => [l.slice(194, 200), l.slice(2, 5).trim()]));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test(`${FILES} mutated SSIM files: each import keeps the dataset or takes exactly the file's legs, never a leg twice or an airline lost`, async () => {
  const r = seededRandom(SEED);
  const outcomes = { refused: 0, accepted: 0, skipBadAccepted: 0 };
  for (let n = 0; n < FILES; n++) {
    const applied: string[] = [];
    let lines = original;
    for (let k = 1 + pick(r, 3); k > 0; k--) {
      const m = MUTATIONS[pick(r, MUTATIONS.length)]!;
      if (lines.length === 0) break;
      applied.push(m.name);
      lines = m.apply(lines, r);
    }
    const path = join(dir, `m${n}.ssim`);
    writeFileSync(path, lines.join('\n') + '\n');
    const plan = await planSsimImport([path], known, TEST_DAY);
    const filed = filedFlights(lines);
    for (const skipBad of [false, true]) {
      const where = `seed ${SEED}, file ${n} (${applied.join(', ')}), skipBad ${skipBad}`;
      const decision = decideSsimImport(served, plan, { skipBad, replace: false, window, source: 'mutated' });
      if (!('next' in decision)) {
        outcomes.refused++;
        continue;
      }
      outcomes[skipBad ? 'skipBadAccepted' : 'accepted']++;
      const next = decision.next.schedule.legs;
      const replaced = new Set(decision.changes.map((c) => c.airline));
      // Every other airline keeps exactly its legs.
      for (const airline of new Set(served.schedule.legs.map((l) => l.flight.airline))) {
        if (!replaced.has(airline)) assert.deepEqual(byAirline(next, airline), byAirline(served.schedule.legs, airline), `${where}: ${airline} untouched`);
      }
      for (const airline of replaced) {
        const legs = byAirline(next, airline);
        // Exactly the file's legs: each filed under a carrier record of its own airline.
        assert.deepEqual(legs, byAirline(plan.legs, airline), `${where}: ${airline} is the file's`);
        for (const leg of legs) assert.ok(filed.get(airline)?.has(`${airline} ${leg.flight.number}`), `${where}: ${airline} ${leg.flight.number} filed under ${airline}`);
        // No airline loses most of its flights unasked.
        const before = flightsInWindow(byAirline(served.schedule.legs, airline));
        assert.ok(flightsInWindow(legs) * 2 >= before, `${where}: ${airline} keeps at least half of its ${before} flights`);
        // Without --skip-bad only a whole file is taken: an airline's legs as in the original, or
        // another airline's of it when a carrier's whole block (carrier record, legs, trailer) was
        // relabelled, which makes a file as whole as the first.
        if (!skipBad) {
          // The carrier records now naming this airline, by serial number: whose block each was.
          const sources = lines.filter((l) => l[0] === '2' && l.slice(2, 5).trim() === airline).map((l) => originalCarrier.get(l.slice(194, 200)));
          const expected = sources.flatMap((from) => (from === undefined ? [] : originalLegs.get(from)!.map((l) => ({ ...l, flight: { ...l.flight, airline } }))));
          assert.deepEqual(legs, expected, `${where}: ${airline} as in the whole file`);
        }
      }
      // No flight leaves a station twice on one date.
      const seen = new Map<string, string>();
      for (const leg of next) {
        for (const departure of datedDepartures(leg)) {
          const what = `${leg.itineraryVariation}/${leg.legSequence}`;
          const earlier = seen.get(departure);
          assert.ok(earlier === undefined || (earlier.split('/')[0] === what.split('/')[0] && earlier !== what), `${where}: ${departure} twice`);
          seen.set(departure, what);
        }
      }
    }
  }
  process.stdout.write(`# ${FILES} mutated SSIM files (seed ${SEED}): ${outcomes.refused} decisions refused, ${outcomes.accepted} accepted whole, ${outcomes.skipBadAccepted} accepted with --skip-bad\n`);
  assert.ok(outcomes.refused > 0 && outcomes.skipBadAccepted > 0, 'the mutations reach both outcomes');
});
