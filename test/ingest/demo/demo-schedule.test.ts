import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readOptdRoutes } from '../../../bench/optd-routes.js';
import { AIRCRAFT_TYPES } from '../../../src/ingest/curated/aircraft-types.js';
import { AIRLINES } from '../../../src/ingest/curated/airlines.js';
import { generateDemoSchedule, type DemoAirport } from '../../../src/ingest/demo/demo-schedule.js';
import { hasPerformance } from '../../../src/ingest/demo/aircraft-performance.js';
import type { LegPeriodRecord, ScheduleContent } from '../../../src/dataset/schedule-content.js';
import { readNpmAirports } from '../../../src/ingest/sources/airports-npm.js';
import { dayFromIso, daysMaskFromText, isoWeekday } from '../../../src/domain/flight-dates.js';
import { greatCircleKm } from '../../../src/domain/geo.js';

const FIRST_DATE = '2026-02-10';
const DAYS = 361;
const FIRST_DAY = dayFromIso(FIRST_DATE)!;
const LAST_DAY = FIRST_DAY + DAYS - 1;

const AIRPORTS: DemoAirport[] = (await readNpmAirports())
  .filter((a) => a.scheduledService && a.size !== 'other')
  .map((a) => ({ code: a.code, countryCode: a.countryCode, latitude: a.latitude, longitude: a.longitude, timeZone: a.timeZone, size: a.size as DemoAirport['size'] }));
const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));

// Generated once: the default dataset's size, shared by the checks below.
const DEFAULT = generateDemoSchedule(AIRPORTS, { seed: 7, firstDate: FIRST_DATE, days: DAYS, flightsPerDay: 30000 });

const WIDE_BODIES = new Set(['332', '333', '338', '339', '343', '346', '351', '359', '388', '744', '74H', '763', '764', '772', '773', '77L', '77W', '781', '788', '789']);

function operatesOn(leg: LegPeriodRecord, day: number): boolean {
  return day >= dayFromIso(leg.firstDate)! && day <= dayFromIso(leg.lastDate)! && (daysMaskFromText(leg.days)! & (1 << (isoWeekday(day) - 1))) !== 0;
}

const counts = new WeakMap<LegPeriodRecord, number>();

/** How many dates the record operates on. */
function operatingCount(leg: LegPeriodRecord): number {
  let n = counts.get(leg);
  if (n === undefined) {
    const first = dayFromIso(leg.firstDate)!;
    const last = dayFromIso(leg.lastDate)!;
    const mask = daysMaskFromText(leg.days)!;
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    const weeks = Math.floor((last - first + 1) / 7);
    n = weeks * bits;
    for (let d = first + weeks * 7; d <= last; d++) if (mask & (1 << (isoWeekday(d) - 1))) n++;
    counts.set(leg, n);
  }
  return n;
}

function key(leg: LegPeriodRecord): string {
  return `${leg.flight.airline}${leg.flight.number}${leg.flight.suffix}`;
}

function hash(content: ScheduleContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

test('curated airlines: 60–80 real carriers, valid codes, known aircraft types, partners present', () => {
  assert.ok(AIRLINES.length >= 60 && AIRLINES.length <= 80, String(AIRLINES.length));
  const codes = new Set(AIRLINES.map((a) => a.code));
  assert.equal(codes.size, AIRLINES.length, 'codes are unique');
  const types = new Set(AIRCRAFT_TYPES.map((t) => t.code));
  for (const a of AIRLINES) {
    assert.match(a.code, /^[A-Z0-9]{2}$/, a.code);
    assert.match(a.country, /^[A-Z]{2}$/, a.code);
    assert.ok(a.hubs.length > 0 && a.hubs.every((h) => /^[A-Z]{3}$/.test(h.airport)), a.code);
    for (const t of [...a.fleet.short, ...a.fleet.medium, ...a.fleet.long]) {
      assert.ok(types.has(t), `${a.code} flies ${t}, unknown to aircraft-types`);
      assert.ok(hasPerformance(t), `${a.code} flies ${t}, unknown to the generator`);
    }
    if (a.model === 'regional') assert.ok(a.partner && codes.has(a.partner), `${a.code} feeds a listed partner`);
    for (const h of a.hubs) assert.ok(BY_CODE.has(h.airport), `${a.code} hub ${h.airport} is a scheduled airport`);
  }
  for (const alliance of ['star', 'oneworld', 'skyteam']) assert.ok(AIRLINES.filter((a) => a.alliance === alliance).length >= 10, alliance);
  assert.equal(AIRLINES.find((a) => a.code === 'LH')?.hubs[0]?.terminal, '1');
  assert.equal(AIRLINES.find((a) => a.code === 'BA')?.hubs[0]?.terminal, '5');
});

test('size: average departures per day within 15 % of the target', () => {
  const departures = DEFAULT.legs.reduce((sum, leg) => sum + operatingCount(leg), 0);
  const perDay = departures / DAYS;
  assert.ok(Math.abs(perDay / 30000 - 1) < 0.15, `${perDay.toFixed(0)} a day`);
  const airlines = new Set(DEFAULT.legs.map((l) => l.flight.airline));
  assert.ok(airlines.size >= 60, `${airlines.size} airlines fly`);
  for (const c of DEFAULT.carriers) assert.equal(c.source, 'demo');
  for (const a of airlines) assert.ok(DEFAULT.carriers.some((c) => c.airline === a), `${a} is listed as a carrier`);
});

test('every leg is valid: airports, aircraft, times, periods, stage lengths', () => {
  const types = new Set(AIRCRAFT_TYPES.map((t) => t.code));
  for (const leg of DEFAULT.legs) {
    const what = `${key(leg)} ${leg.origin}-${leg.destination} ${leg.firstDate}`;
    const origin = BY_CODE.get(leg.origin);
    const destination = BY_CODE.get(leg.destination);
    assert.ok(origin && destination && origin !== destination, what);
    assert.ok(types.has(leg.aircraft), `${what}: ${leg.aircraft}`);
    assert.ok(leg.departureTime >= 0 && leg.departureTime <= 1439 && Number.isInteger(leg.departureTime), what);
    assert.ok(leg.arrivalTime >= 0 && leg.arrivalTime <= 1439 && Number.isInteger(leg.arrivalTime), what);
    assert.ok(leg.arrivalDayOffset >= -1 && leg.arrivalDayOffset <= 2, what);
    const block = leg.arrivalDayOffset * 1440 + leg.arrivalTime - leg.arrivalUtcOffset - (leg.departureTime - leg.departureUtcOffset);
    assert.ok(block >= 25 && block <= 20 * 60, `${what}: block ${block}`);
    const km = greatCircleKm(origin.latitude, origin.longitude, destination.latitude, destination.longitude);
    if (km > 6500) assert.ok(WIDE_BODIES.has(leg.aircraft), `${what}: ${leg.aircraft} over ${km.toFixed(0)} km`);
    const first = dayFromIso(leg.firstDate)!;
    const last = dayFromIso(leg.lastDate)!;
    assert.ok(first >= FIRST_DAY && last <= LAST_DAY && first <= last, what);
    assert.ok(operatingCount(leg) > 0, `${what}: operates at least once`);
    assert.equal(leg.mctStatus, origin.countryCode === destination.countryCode ? 'DD' : 'II', what);
    assert.equal(leg.serviceType, 'J');
    assert.equal(leg.legSequence, 1);
    assert.equal(leg.itineraryVariation, 1);
    assert.ok(leg.flight.number >= 1 && leg.flight.number <= 9999, what);
    assert.ok(leg.onBoard && leg.onBoard.cabins.length > 0, what);
    if (WIDE_BODIES.has(leg.aircraft)) assert.equal(leg.onBoard.entertainment, true, what);
  }
});

test('a flight number means one route direction, and its periods do not overlap', () => {
  const routes = new Map<string, string>();
  const periods = new Map<string, [number, number][]>();
  for (const leg of DEFAULT.legs) {
    for (const d of [leg.flight, ...leg.codeshares]) {
      const k = `${d.airline}${d.number}${d.suffix}`;
      const route = `${leg.origin}-${leg.destination}`;
      assert.equal(routes.get(k) ?? route, route, k);
      routes.set(k, route);
    }
    const list = periods.get(key(leg)) ?? [];
    list.push([dayFromIso(leg.firstDate)!, dayFromIso(leg.lastDate)!]);
    periods.set(key(leg), list);
  }
  for (const [k, list] of periods) {
    list.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < list.length; i++) assert.ok(list[i]![0] > list[i - 1]![1], k);
  }
});

test('a flight across a DST change is split: Europe to Asia with two departure offsets', () => {
  const offsets = new Map<string, Set<number>>();
  for (const leg of DEFAULT.legs) {
    const from = BY_CODE.get(leg.origin)!.timeZone;
    const to = BY_CODE.get(leg.destination)!.timeZone;
    if (!from.startsWith('Europe/') || !to.startsWith('Asia/') || to === 'Asia/Nicosia') continue;
    const set = offsets.get(key(leg)) ?? new Set<number>();
    set.add(leg.departureUtcOffset);
    offsets.set(key(leg), set);
  }
  const split = [...offsets.entries()].filter(([, set]) => set.size >= 2);
  assert.ok(split.length > 0, 'some Europe–Asia flight has two departure offsets');
  // The local departure time stays; the UTC block time stays too.
  const [flight] = split[0]!;
  const records = DEFAULT.legs.filter((l) => key(l) === flight);
  assert.equal(new Set(records.map((l) => l.departureTime)).size, 1, flight);
  const blocks = records.map((l) => l.arrivalDayOffset * 1440 + l.arrivalTime - l.arrivalUtcOffset - l.departureTime + l.departureUtcOffset);
  assert.equal(new Set(blocks).size, 1, flight);
});

test('banks: some Lufthansa arrival at FRA connects to a Lufthansa departure in 45–180 minutes', () => {
  const day = FIRST_DAY + 20;
  const arrivals: number[] = [];
  const departures: number[] = [];
  for (const leg of DEFAULT.legs) {
    if (leg.flight.airline !== 'LH') continue;
    if (leg.destination === 'FRA' && operatesOn(leg, day - leg.arrivalDayOffset)) arrivals.push(leg.arrivalTime);
    if (leg.origin === 'FRA' && operatesOn(leg, day)) departures.push(leg.departureTime);
  }
  assert.ok(arrivals.length > 20 && departures.length > 20, `${arrivals.length} arrivals, ${departures.length} departures`);
  const connections = arrivals.filter((a) => departures.some((d) => d - a >= 45 && d - a <= 180));
  assert.ok(connections.length > arrivals.length / 2, `${connections.length} of ${arrivals.length} arrivals connect`);
  const fra = DEFAULT.legs.find((l) => l.flight.airline === 'LH' && l.origin === 'FRA');
  assert.equal(fra?.departureTerminal, '1');
});

test('codeshares, thin non-daily routes and seasonal routes exist', () => {
  const shared = DEFAULT.legs.filter((l) => l.codeshares.length > 0);
  assert.ok(shared.length > 1000, `${shared.length} legs carry codeshares`);
  assert.ok(shared.every((l) => l.codeshares.length <= 3 && l.codeshares.every((c) => c.airline !== l.flight.airline)));
  assert.ok(shared.some((l) => l.flight.airline === 'LH' && l.codeshares.some((c) => c.airline === 'UA')), 'UA sells some LH flight');
  assert.ok(DEFAULT.legs.some((l) => l.days === '135' || l.days === '246' || l.days === '1357'), 'a route flown a few days a week');
  const byFlight = new Map<string, LegPeriodRecord[]>();
  for (const leg of DEFAULT.legs) {
    const list = byFlight.get(key(leg));
    if (list) list.push(leg);
    else byFlight.set(key(leg), [leg]);
  }
  // Seasonal: a daily flight that operates on fewer than two thirds of the dates.
  const seasonal = [...byFlight.values()].filter((records) => records.every((l) => l.days === '1234567') && records.reduce((s, l) => s + operatingCount(l), 0) < DAYS * 0.66);
  assert.ok(seasonal.length > 20, `${seasonal.length} seasonal daily flights`);
});

test('same seed gives byte-identical output, another seed another one', () => {
  const options = { seed: 11, firstDate: FIRST_DATE, days: DAYS, flightsPerDay: 3000 };
  const a = hash(generateDemoSchedule(AIRPORTS, options));
  const b = hash(generateDemoSchedule([...AIRPORTS].reverse(), options));
  const c = hash(generateDemoSchedule(AIRPORTS, { ...options, seed: 12 }));
  assert.equal(a, b, 'input order does not matter');
  assert.notEqual(a, c);
});

test('only the given airports are used; airlines without their main hub are left out', () => {
  const codes = ['FRA', 'MUC', 'BER', 'HAM', 'VIE', 'ZRH', 'CDG', 'AMS', 'JFK', 'ORD', 'NRT', 'SIN', 'DXB', 'PMI', 'TFS'];
  const some = AIRPORTS.filter((a) => codes.includes(a.code));
  const schedule = generateDemoSchedule(some, { seed: 1, firstDate: FIRST_DATE, days: 30, flightsPerDay: 500 });
  assert.ok(schedule.legs.length > 0);
  for (const leg of schedule.legs) assert.ok(codes.includes(leg.origin) && codes.includes(leg.destination), `${leg.origin}-${leg.destination}`);
  const airlines = new Set(schedule.legs.map((l) => l.flight.airline));
  assert.ok(airlines.has('LH') && airlines.has('AF') && airlines.has('KL'));
  assert.ok(!airlines.has('BA'), 'no LHR, no British Airways');
  for (const leg of schedule.legs) assert.ok(dayFromIso(leg.lastDate)! <= FIRST_DAY + 29);
});

test('given routes replace the gravity model; unknown airlines get generic properties', () => {
  const some = AIRPORTS.filter((a) => ['FRA', 'JFK', 'LHR', 'MUC'].includes(a.code));
  const schedule = generateDemoSchedule(some, {
    seed: 3,
    firstDate: FIRST_DATE,
    days: DAYS,
    flightsPerDay: 5,
    routes: [
      { airline: 'LH', origin: 'FRA', destination: 'JFK', flightsPerWeek: 14, seatsPerFlight: 350 },
      { airline: 'LH', origin: 'JFK', destination: 'FRA', flightsPerWeek: 14, seatsPerFlight: 350 },
      { airline: 'ZZ', origin: 'MUC', destination: 'LHR', flightsPerWeek: 7 },
      { airline: 'ZZ', origin: 'MUC', destination: 'XXX', flightsPerWeek: 7 },
    ],
  });
  const week = (from: string, to: string, airline: string) => {
    let n = 0;
    for (const leg of schedule.legs) {
      if (leg.origin !== from || leg.destination !== to || leg.flight.airline !== airline) continue;
      for (let d = FIRST_DAY + 7; d < FIRST_DAY + 14; d++) if (operatesOn(leg, d)) n++;
    }
    return n;
  };
  assert.equal(week('FRA', 'JFK', 'LH'), 14);
  assert.equal(week('JFK', 'FRA', 'LH'), 14);
  assert.equal(week('MUC', 'LHR', 'ZZ'), 7);
  assert.equal(week('LHR', 'MUC', 'ZZ'), 0, 'one direction given, one flown');
  assert.deepEqual(schedule.carriers.map((c) => c.airline), ['LH', 'ZZ']);
  const lh = schedule.legs.find((l) => l.flight.airline === 'LH')!;
  assert.ok(WIDE_BODIES.has(lh.aircraft), lh.aircraft);
  const zz = schedule.legs.find((l) => l.flight.airline === 'ZZ')!;
  assert.equal(zz.departureTerminal, undefined);
  assert.deepEqual(zz.onBoard?.cabins.map((c) => c.cabin), ['M']);
});

test('OPTD routes: weekly frequencies from monthly ones, thin routes dropped, seats per flight', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'optd-'));
  try {
    const file = join(dir, 'routes.csv');
    writeFileSync(
      file,
      'airline_code^apt_org^apt_dst^seats_mtly_avg^freq_mtly_avg\n' +
        'LH^FRA^JFK^18000^60.88\n' +
        'XX^AAA^BBB^100^1.5\n' +
        'BA^LHR^LHR^100^30\n' +
        'U2^LGW^NCE^5400^30.44\n',
    );
    assert.deepEqual(await readOptdRoutes(file), [
      { airline: 'LH', origin: 'FRA', destination: 'JFK', flightsPerWeek: 14, seatsPerFlight: 296 },
      { airline: 'U2', origin: 'LGW', destination: 'NCE', flightsPerWeek: 7, seatsPerFlight: 177 },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
