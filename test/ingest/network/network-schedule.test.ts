import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { AIRCRAFT_TYPES } from '../../../src/ingest/curated/aircraft-types.js';
import { AIRLINES } from '../../../src/ingest/curated/airlines.js';
import { numberPlanOf } from '../../../src/ingest/curated/flight-number-ranges.js';
import { Fleets } from '../../../src/ingest/curated/fleets.js';

const FLEET_TABLE = new Fleets();
import { AIRPORT_AIRCRAFT_LIMITS } from '../../../src/ingest/curated/airport-limits.js';
import { fleetChoice } from '../../../src/ingest/network/aircraft.js';
import { randomFor } from '../../../src/ingest/network/random.js';
import { CURFEWS, inCurfew } from '../../../src/ingest/curated/curfews.js';
import { inQuotaPeriod, NIGHT_QUOTAS } from '../../../src/ingest/curated/night-quotas.js';
import { networkAirports } from '../../../src/ingest/default-dataset.js';
import { hasPerformance, performanceOf } from '../../../src/ingest/network/aircraft-performance.js';
import { weeklyFromMonthly } from '../../../src/ingest/network/frequencies.js';
import { generateNetworkSchedule } from '../../../src/ingest/network/network-schedule.js';
import { AirportTerminalTable } from '../../../src/ingest/network/terminals.js';
import type { AirlineRouteRecord } from '../../../src/ingest/sources/optd-airline-routes.js';
import type { LegPeriodRecord, ScheduleContent } from '../../../src/dataset/schedule-content.js';
import { dayFromIso, daysMaskFromText, isoWeekday } from '../../../src/domain/flight-dates.js';
import { greatCircleKm } from '../../../src/domain/geo.js';
import { readRouteTable, ROUTE_TABLE_FILE } from '../../../src/ingest/airline-route-table.js';
import { readFileSync } from 'node:fs';
import { testNetworkRoutes } from '../../support/test-network.js';

// Late October: half a year on is summer again, so a curfew checked with only two samples of the
// offsets would miss the winter between them (a bug this date found).
const FIRST_DATE = '2027-10-24';
const DAYS = 361;
const FIRST_DAY = dayFromIso(FIRST_DATE)!;
const LAST_DAY = FIRST_DAY + DAYS - 1;

const AIRPORTS = await networkAirports();
const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));
const ROUTES = await testNetworkRoutes();
const SCHEDULE = generateNetworkSchedule(ROUTES, AIRPORTS, { seed: 7, firstDate: FIRST_DATE, days: DAYS });

const WIDE_BODIES = new Set(['332', '333', '338', '339', '343', '346', '351', '359', '388', '744', '74H', '763', '764', '772', '773', '77L', '77W', '781', '788', '789']);

function operatesOn(leg: LegPeriodRecord, day: number): boolean {
  return day >= dayFromIso(leg.firstDate)! && day <= dayFromIso(leg.lastDate)! && (daysMaskFromText(leg.days)! & (1 << (isoWeekday(day) - 1))) !== 0;
}

const key = (leg: LegPeriodRecord) => `${leg.flight.airline}${leg.flight.number}${leg.flight.suffix}`;
const hash = (content: ScheduleContent) => createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** One week's flights (the third of the schedule) by airline and direction: the records, and how many flights. */
function weekly(schedule: ScheduleContent): Map<string, { legs: LegPeriodRecord[]; flights: number }> {
  const out = new Map<string, { legs: LegPeriodRecord[]; flights: number }>();
  for (const leg of schedule.legs) {
    let flights = 0;
    for (let d = FIRST_DAY + 14; d < FIRST_DAY + 21; d++) if (operatesOn(leg, d)) flights++;
    if (flights === 0) continue;
    const k = `${leg.flight.airline} ${leg.origin} ${leg.destination}`;
    const entry = out.get(k) ?? { legs: [], flights: 0 };
    entry.legs.push(leg);
    entry.flights += flights;
    out.set(k, entry);
  }
  return out;
}
const WEEK = weekly(SCHEDULE);

test('curated airlines: valid codes, known aircraft types, partners present', () => {
  const codes = new Set(AIRLINES.map((a) => a.code));
  assert.equal(codes.size, AIRLINES.length, 'codes are unique');
  const types = new Set(AIRCRAFT_TYPES.map((t) => t.code));
  for (const a of AIRLINES) {
    assert.match(a.code, /^[A-Z0-9]{2}$/, a.code);
    for (const t of [...a.fleet.short, ...a.fleet.medium, ...a.fleet.long]) {
      assert.ok(types.has(t), `${a.code} flies ${t}, unknown to aircraft-types`);
      assert.ok(hasPerformance(t), `${a.code} flies ${t}, unknown to the generator`);
    }
    if (a.model === 'regional') assert.ok(a.partner && codes.has(a.partner), `${a.code} feeds a listed partner`);
  }
  for (const limit of AIRPORT_AIRCRAFT_LIMITS) for (const t of limit.types) assert.ok(hasPerformance(t), `${limit.airport} takes ${t}, unknown to the generator`);
});

/** Whether none of the airline's curated types reaches the route and lands at both ends: then it is not flown. */
function beyondFleet(airline: string, origin: string, destination: string): boolean {
  const fleet = FLEET_TABLE.of(airline);
  if (!fleet) return false;
  const [a, b] = [BY_CODE.get(origin)!, BY_CODE.get(destination)!];
  const limits = new Map(AIRPORT_AIRCRAFT_LIMITS.map((l) => [l.airport, new Set(l.types)]));
  const fits = (t: string) => [origin, destination].every((code) => limits.get(code)?.has(t) ?? true);
  const once = [{ mask: 0x7f, legs: 'both' as const, slot: 0 }];
  return fleetChoice(fleet.types, greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude), undefined, once, fits, randomFor(0, 'beyond')) === undefined;
}

test('frequencies follow the route table: each direction flies monthly ÷ 30.44 × 7 a week, rounded', () => {
  let compared = 0;
  let beyond = 0;
  for (const r of ROUTES) {
    if (!BY_CODE.has(r.origin) || !BY_CODE.has(r.destination)) continue;
    if (beyondFleet(r.airline, r.origin, r.destination)) {
      assert.equal(WEEK.get(`${r.airline} ${r.origin} ${r.destination}`), undefined, `${r.airline} ${r.origin}-${r.destination} is beyond its fleet`);
      beyond++;
      continue;
    }
    const expected = weeklyFromMonthly(r.monthlyFlights);
    const flown = WEEK.get(`${r.airline} ${r.origin} ${r.destination}`)?.flights ?? 0;
    assert.ok(flown === Math.floor(expected) || flown === Math.ceil(expected), `${r.airline} ${r.origin}-${r.destination}: ${flown} a week for ${expected.toFixed(2)}`);
    compared++;
  }
  assert.ok(compared > 5000, `${compared} routes compared`);
  // Long-haul operations since ended (Norwegian, Virgin Australia, Eurowings) and a few odd rows.
  assert.ok(beyond < compared / 50, `${beyond} routes beyond their airline's fleet of ${compared}`);
  const inTable = new Set(ROUTES.map((r) => `${r.airline} ${r.origin} ${r.destination}`));
  for (const [k, { flights }] of WEEK) assert.ok(inTable.has(k), `${k} (${flights} a week) is in the table`);
  assert.deepEqual(SCHEDULE.carriers.filter((c) => c.source !== 'network'), []);
});

test('every leg is valid: airports, aircraft, times, periods, stage lengths', () => {
  const types = new Set(AIRCRAFT_TYPES.map((t) => t.code));
  for (const leg of SCHEDULE.legs) {
    const what = `${key(leg)} ${leg.origin}-${leg.destination} ${leg.firstDate}`;
    const origin = BY_CODE.get(leg.origin);
    const destination = BY_CODE.get(leg.destination);
    assert.ok(origin && destination && origin !== destination, what);
    assert.ok(types.has(leg.aircraft), `${what}: ${leg.aircraft}`);
    assert.ok(Number.isInteger(leg.departureTime) && leg.departureTime >= 0 && leg.departureTime <= 1439, what);
    assert.ok(Number.isInteger(leg.arrivalTime) && leg.arrivalTime >= 0 && leg.arrivalTime <= 1439, what);
    const block = leg.arrivalDayOffset * 1440 + leg.arrivalTime - leg.arrivalUtcOffset - (leg.departureTime - leg.departureUtcOffset);
    const km = greatCircleKm(origin.latitude, origin.longitude, destination.latitude, destination.longitude);
    assert.ok(block >= 25 && block <= 20 * 60, `${what}: block ${block}`);
    if (performanceOf(leg.aircraft).aircraftClass !== 'turboprop') {
      const expected = 30 + (km / 800) * 60;
      assert.ok(block >= 0.8 * expected && block <= 1.35 * expected, `${what}: block ${block} for ${km.toFixed(0)} km`);
    }
    if (km > 6500) assert.ok(WIDE_BODIES.has(leg.aircraft), `${what}: ${leg.aircraft} over ${km.toFixed(0)} km`);
    assert.ok(dayFromIso(leg.firstDate)! >= FIRST_DAY && dayFromIso(leg.lastDate)! <= LAST_DAY, what);
    assert.equal(leg.mctStatus, origin.countryCode === destination.countryCode ? 'DD' : 'II', what);
    assert.ok(leg.flight.number >= 1 && leg.flight.number <= 9999, what);
    assert.ok(leg.onBoard && leg.onBoard.cabins.length > 0, what);
  }
});

/**
 * A flight number means one route on every date (a through flight: legs joined at stations, each
 * with its sequence); a designator flies once a day; a through flight's later leg leaves where the
 * one before landed, on its weekdays, after a turn of 45 minutes to 5 hours whatever the season,
 * and every part of it is on the way. Returns its legs numbered after a first.
 */
function checkFlightNumbers(schedule: ScheduleContent): LegPeriodRecord[] {
  const routes = new Map<string, string>();
  const periods = new Map<string, [number, number][]>();
  const byFlight = new Map<string, LegPeriodRecord[]>();
  for (const leg of schedule.legs) {
    for (const d of [leg.flight, ...leg.codeshares]) {
      const k = `${d.airline}${d.number}${d.suffix}/${leg.legSequence}`;
      const route = `${leg.origin}-${leg.destination}`;
      assert.equal(routes.get(k) ?? route, route, k);
      routes.set(k, route);
    }
    const k = `${key(leg)}/${leg.legSequence}`;
    periods.set(k, [...(periods.get(k) ?? []), [dayFromIso(leg.firstDate)!, dayFromIso(leg.lastDate)!]]);
    byFlight.set(key(leg), [...(byFlight.get(key(leg)) ?? []), leg]);
  }
  for (const [k, list] of periods) {
    list.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < list.length; i++) assert.ok(list[i]![0] > list[i - 1]![1], k);
  }
  const seconds = schedule.legs.filter((l) => l.legSequence > 1);
  const km = (a: string, b: string) => greatCircleKm(BY_CODE.get(a)!.latitude, BY_CODE.get(a)!.longitude, BY_CODE.get(b)!.latitude, BY_CODE.get(b)!.longitude);
  const overlapping = (a: LegPeriodRecord, b: LegPeriodRecord) => a.firstDate <= b.lastDate && b.firstDate <= a.lastDate;
  for (const later of seconds) {
    const k = key(later);
    const earlier = byFlight.get(k)!.filter((l) => l.legSequence === later.legSequence - 1 && overlapping(l, later));
    assert.ok(earlier.length > 0, `${k}: leg ${later.legSequence} without the one before`);
    for (const before of earlier) {
      assert.equal(later.origin, before.destination, k);
      assert.equal(later.days, before.days, k);
      // The turn, on the dates both records fly: 45 minutes to 5 hours, whatever the season.
      const turn = later.departureTime - later.departureUtcOffset - (before.arrivalTime - before.arrivalUtcOffset);
      assert.ok(before.arrivalDayOffset === 0 && turn >= 45 && turn <= 300, `${k}: ${before.destination} turn ${turn} min (${before.firstDate}..${before.lastDate})`);
    }
    // Every part of the flight is on the way: from each earlier station, at most 1.5 times the direct distance.
    let flown = km(later.origin, later.destination);
    for (let seq = later.legSequence - 1; seq >= 1; seq--) {
      const leg = byFlight.get(k)!.find((l) => l.legSequence === seq && overlapping(l, later))!;
      flown += km(leg.origin, leg.destination);
      assert.notEqual(leg.origin, later.destination, k);
      assert.ok(flown <= 1.5 * km(leg.origin, later.destination) + 1e-6, `${k}: ${leg.origin} to ${later.destination} through the stops ${flown.toFixed(0)} km`);
    }
  }
  for (const l of seconds) assert.ok(numberPlanOf(l.flight.airline).throughFlights, `${key(l)}: ${l.flight.airline} pairs its numbers`);
  return seconds;
}

test('a flight number means one route on every date; an airline flies it once a day; long-haul numbers low', () => {
  checkFlightNumbers(SCHEDULE);
  // Long-haul flights carry the low numbers: LH's FRA–JFK is below 1000, its FRA–MUC above 100.
  const lh = (from: string, to: string) => SCHEDULE.legs.filter((l) => l.flight.airline === 'LH' && l.origin === from && l.destination === to).map((l) => l.flight.number);
  assert.ok(lh('FRA', 'JFK').length > 0 && lh('FRA', 'JFK').every((n) => n < 1000), String(lh('FRA', 'JFK')));
  assert.ok(lh('FRA', 'MUC').length > 0 && lh('FRA', 'MUC').every((n) => n > 100), String(lh('FRA', 'MUC')));
});

test('Southwest, more flights than 1–2999 holds: through flights, as many as the range needs, each one sensible', () => {
  const southwest = readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')).filter((r) => r.airline === 'WN');
  const schedule = generateNetworkSchedule(southwest, AIRPORTS, { seed: 7, firstDate: FIRST_DATE, days: 14 });
  const seconds = checkFlightNumbers(schedule);
  assert.ok(seconds.length > 0, 'through flights');
  const day = FIRST_DAY + 3;
  const flown = schedule.legs.filter((l) => operatesOn(l, day));
  const low = flown.filter((l) => l.flight.number < 3000).length;
  assert.ok(low / flown.length >= 0.9, `${low} of ${flown.length} legs under 3000`);
});

test('no departure or arrival inside a curfew, in either season; no two departures of an airline on a route at one minute', () => {
  const curfews = new Map(CURFEWS.map((c) => [c.airport, c]));
  let checked = 0;
  for (const leg of SCHEDULE.legs) {
    const at = curfews.get(leg.origin);
    if (at) assert.ok(!inCurfew(at, leg.departureTime), `${key(leg)} leaves ${leg.origin} at ${leg.departureTime} ${leg.firstDate}`);
    const to = curfews.get(leg.destination);
    if (to) assert.ok(!inCurfew(to, leg.arrivalTime), `${key(leg)} lands at ${leg.destination} at ${leg.arrivalTime} ${leg.firstDate}`);
    if (at || to) checked++;
  }
  assert.ok(checked > 1000, `${checked} legs at curfew airports`);
  for (const [k, { legs }] of WEEK) {
    for (let d = FIRST_DAY + 14; d < FIRST_DAY + 21; d++) {
      const minutes = legs.filter((l) => operatesOn(l, d)).map((l) => l.departureTime);
      assert.equal(new Set(minutes).size, minutes.length, `${k} on day ${d}: ${minutes}`);
    }
  }
});

test('night quotas hold every night of the year (Heathrow: 16 arrivals 04:30-06:00, no departure)', () => {
  for (const quota of NIGHT_QUOTAS) {
    const used = new Map<string, number>();
    let arrivals = 0;
    for (const leg of SCHEDULE.legs) {
      if (leg.origin === quota.airport) assert.ok(!inQuotaPeriod(quota, leg.departureTime) || quota.departures > 0, `${key(leg)} leaves ${leg.origin} at ${leg.departureTime}`);
      if (leg.destination !== quota.airport || !inQuotaPeriod(quota, leg.arrivalTime)) continue;
      arrivals++;
      // The quota period does not wrap midnight at Heathrow: a night is the arrival's local date.
      for (let d = dayFromIso(leg.firstDate)!; d <= dayFromIso(leg.lastDate)!; d++) {
        if (!operatesOn(leg, d)) continue;
        const night = String(d + leg.arrivalDayOffset);
        used.set(night, (used.get(night) ?? 0) + 1);
      }
    }
    assert.ok(arrivals > 0, `${quota.airport}: some arrivals in the quota period`);
    const most = Math.max(...used.values());
    assert.ok(most <= quota.arrivals, `${quota.airport}: ${most} arrivals in one night`);
  }
});

test('aircraft: sized by the route seats, from the fleet, and only what London City takes', () => {
  const lcy = new Set(AIRPORT_AIRCRAFT_LIMITS.find((l) => l.airport === 'LCY')!.types);
  const lcyRoutes = readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')).filter((r) => r.origin === 'LCY' || r.destination === 'LCY');
  const atLcy = generateNetworkSchedule(lcyRoutes, AIRPORTS, { seed: 7, firstDate: FIRST_DATE, days: 14 }).legs;
  assert.ok(atLcy.length > 0 && atLcy.every((l) => lcy.has(l.aircraft)), [...new Set(atLcy.map((l) => l.aircraft))].join(' '));
  const ratios: number[] = [];
  const seatsOf = new Map(ROUTES.map((r) => [`${r.airline} ${r.origin} ${r.destination}`, r.monthlySeats / r.monthlyFlights]));
  for (const [k, { legs }] of WEEK) {
    const wanted = seatsOf.get(k);
    if (wanted) ratios.push(performanceOf(legs[0]!.aircraft).seats / wanted);
  }
  ratios.sort((a, b) => a - b);
  const within = ratios.filter((r) => r >= 0.75 && r <= 1.25).length / ratios.length;
  assert.ok(within > 0.85, `${(within * 100).toFixed(1)} % of routes within 25 % of their seats per flight`);
  const lhJfk = SCHEDULE.legs.find((l) => l.flight.airline === 'LH' && l.origin === 'FRA' && l.destination === 'JFK')!;
  assert.ok(WIDE_BODIES.has(lhJfk.aircraft) && AIRLINES.find((a) => a.code === 'LH')!.fleet.long.includes(lhJfk.aircraft), lhJfk.aircraft);
});

test('an airline with a curated fleet flies only its types', () => {
  let checked = 0;
  for (const leg of SCHEDULE.legs) {
    const fleet = FLEET_TABLE.of(leg.flight.airline);
    if (!fleet) continue;
    assert.ok(fleet.types.some((t) => t.type === leg.aircraft), `${key(leg)} ${leg.origin}-${leg.destination}: ${leg.aircraft}`);
    checked++;
  }
  assert.ok(checked > 1000, `${checked} legs checked`);
  const spirit = new Set(SCHEDULE.legs.filter((l) => l.flight.airline === 'NK').map((l) => l.aircraft));
  assert.ok(spirit.size > 0 && [...spirit].every((t) => /^3[12]/.test(t)), [...spirit].join());
});

test('banks: Lufthansa arrivals at FRA connect to its departures in 45–180 minutes, at terminal 1', () => {
  const day = FIRST_DAY + 20;
  const arrivals: number[] = [];
  const departures: number[] = [];
  for (const leg of SCHEDULE.legs) {
    if (leg.flight.airline !== 'LH') continue;
    if (leg.destination === 'FRA' && operatesOn(leg, day - leg.arrivalDayOffset)) arrivals.push(leg.arrivalTime);
    if (leg.origin === 'FRA' && operatesOn(leg, day)) departures.push(leg.departureTime);
  }
  assert.ok(arrivals.length > 100 && departures.length > 100, `${arrivals.length} arrivals, ${departures.length} departures`);
  const connections = arrivals.filter((a) => departures.some((d) => d - a >= 45 && d - a <= 180));
  assert.ok(connections.length > arrivals.length * 0.8, `${connections.length} of ${arrivals.length} arrivals connect`);
  // Waves follow each other: no empty hour from 07:00 to 21:00, departing or arriving.
  for (let h = 7; h < 21; h++) {
    assert.ok(departures.some((d) => Math.floor(d / 60) === h), `an LH departure from FRA in hour ${h}`);
    assert.ok(arrivals.some((a) => Math.floor(a / 60) === h), `an LH arrival at FRA in hour ${h}`);
  }
  assert.equal(SCHEDULE.legs.find((l) => l.flight.airline === 'LH' && l.origin === 'FRA')?.departureTerminal, '1');
});

test("terminals: every leg end at the terminal table's airports that name terminals has one; elsewhere only an airline's hub terminal", () => {
  const table = new AirportTerminalTable();
  const hubTerminals = new Set(AIRLINES.flatMap((a) => a.hubs.filter((h) => h.terminal).map((h) => `${a.code} ${h.airport} ${h.terminal}`)));
  let ends = 0;
  for (const leg of SCHEDULE.legs) {
    for (const [airport, terminal] of [[leg.origin, leg.departureTerminal], [leg.destination, leg.arrivalTerminal]] as const) {
      if (table.hasTerminals(airport)) {
        ends++;
        assert.ok(terminal, `${key(leg)} ${leg.origin}-${leg.destination}: a terminal at ${airport}`);
      } else if (table.covers(airport)) assert.equal(terminal, undefined, `${key(leg)}: ${airport} names no terminal`);
      else if (terminal !== undefined) assert.ok(hubTerminals.has(`${leg.flight.airline} ${airport} ${terminal}`), `${key(leg)}: terminal ${terminal} at ${airport}`);
    }
  }
  assert.ok(ends > 10_000, `${ends} leg ends at airports with terminals`);
  const ends2 = (airline: string, from: string, to: string) => SCHEDULE.legs.find((l) => l.flight.airline === airline && l.origin === from && l.destination === to);
  assert.deepEqual([ends2('AA', 'LHR', 'JFK')?.departureTerminal, ends2('AA', 'LHR', 'JFK')?.arrivalTerminal], ['3', '8']);
  assert.deepEqual([ends2('BA', 'JFK', 'LHR')?.departureTerminal, ends2('BA', 'JFK', 'LHR')?.arrivalTerminal], ['8', '5']);
});

test('codeshares: alliance partners and regional feeders only, at most three, on a modest share of flights', () => {
  const byCode = new Map(AIRLINES.map((a) => [a.code, a]));
  const shared = SCHEDULE.legs.filter((l) => l.codeshares.length > 0);
  const share = shared.length / SCHEDULE.legs.length;
  assert.ok(share > 0.05 && share < 0.4, `${(share * 100).toFixed(1)} % of legs carry codeshares`);
  for (const leg of shared) {
    const operator = byCode.get(leg.flight.airline);
    assert.ok(operator && leg.codeshares.length <= 3, key(leg));
    for (const c of leg.codeshares) {
      const marketer = byCode.get(c.airline)!;
      assert.ok(operator.partner === c.airline || (operator.alliance !== undefined && operator.alliance === marketer.alliance), `${c.airline} on ${key(leg)}`);
    }
  }
  assert.ok(shared.some((l) => l.flight.airline === 'LH' && l.codeshares.some((c) => c.airline === 'UA')), 'UA sells some LH flight');
});

test('numbers as airlines number them: mainline jets low, partner-flown regional aircraft in the regional range, codeshares in the marketer\'s', () => {
  // Partner-flown: as the curated fleet marks the type, else a network airline's regional aircraft.
  const network = new Set(AIRLINES.filter((a) => a.model === 'network').map((a) => a.code));
  const regional = (leg: LegPeriodRecord) =>
    FLEET_TABLE.of(leg.flight.airline) ? FLEET_TABLE.partnerOperated(leg.flight.airline, leg.aircraft) : network.has(leg.flight.airline) && ['regional', 'turboprop'].includes(performanceOf(leg.aircraft).aircraftClass);
  for (const code of ['LH', 'AA', 'UA', 'DL']) {
    const plan = numberPlanOf(code);
    const legs = SCHEDULE.legs.filter((l) => l.flight.airline === code);
    const jets = legs.filter((l) => !regional(l));
    assert.ok(jets.length > 0 && jets.every((l) => l.flight.number <= plan.mainline.to), `${code} mainline: ${jets.filter((l) => l.flight.number > plan.mainline.to).map(key).slice(0, 5)}`);
    const partnerFlown = legs.filter(regional);
    assert.ok(partnerFlown.length > 0 || code === 'LH', `${code} has partner-flown legs`);
    for (const l of partnerFlown) assert.ok(l.flight.number >= plan.regional.from && l.flight.number <= plan.regional.to, `${key(l)} on ${l.aircraft}`);
  }
  const byCode = new Map(AIRLINES.map((a) => [a.code, a]));
  for (const leg of SCHEDULE.legs) {
    for (const c of leg.codeshares) {
      const plan = numberPlanOf(c.airline);
      const range = byCode.get(leg.flight.airline)?.partner === c.airline ? plan.regional : plan.codeshare;
      assert.ok(c.number >= range.from && c.number <= range.to, `${c.airline}${c.number} on ${key(leg)}`);
    }
  }
  // Unique per airline: a designator names one operating flight, never two (checked above for
  // dates; here across operating and marketing numbers of one airline).
  const owners = new Map<string, string>();
  for (const leg of SCHEDULE.legs) {
    for (const d of [leg.flight, ...leg.codeshares]) {
      const k = `${d.airline}${d.number}${d.suffix}/${leg.legSequence}`;
      const operating = `${key(leg)}/${leg.legSequence} ${leg.origin}`;
      assert.equal(owners.get(k) ?? operating, operating, `${k} names two flights`);
      owners.set(k, operating);
    }
  }
});

test('a flight across a DST change is split: Europe to Asia with two departure offsets', () => {
  const offsets = new Map<string, Set<number>>();
  for (const leg of SCHEDULE.legs) {
    const from = BY_CODE.get(leg.origin)!.timeZone;
    const to = BY_CODE.get(leg.destination)!.timeZone;
    if (!from.startsWith('Europe/') || !to.startsWith('Asia/') || to === 'Asia/Nicosia') continue;
    offsets.set(key(leg), (offsets.get(key(leg)) ?? new Set<number>()).add(leg.departureUtcOffset));
  }
  const split = [...offsets.entries()].filter(([, set]) => set.size >= 2);
  assert.ok(split.length > 0, 'some Europe–Asia flight has two departure offsets');
  const [flight] = split[0]!;
  const records = SCHEDULE.legs.filter((l) => key(l) === flight);
  assert.equal(new Set(records.map((l) => l.departureTime)).size, 1, flight);
});

test('the same table, airports and seed give byte-identical output; another seed another one', () => {
  const routes: AirlineRouteRecord[] = ROUTES.filter((r) => r.origin === 'FRA' || r.destination === 'FRA');
  const options = { seed: 11, firstDate: FIRST_DATE, days: 60 };
  const a = hash(generateNetworkSchedule(routes, AIRPORTS, options));
  assert.equal(hash(generateNetworkSchedule([...routes].reverse(), [...AIRPORTS].reverse(), options)), a, 'input order does not matter');
  assert.notEqual(hash(generateNetworkSchedule(routes, AIRPORTS, { ...options, seed: 12 })), a);
});

test('a route at an unknown airport is left out; an unknown airline flies with generic properties', () => {
  const schedule = generateNetworkSchedule(
    [
      { airline: 'ZZ', origin: 'MUC', destination: 'LHR', monthlyFlights: 30.44, monthlySeats: 30.44 * 150 },
      { airline: 'ZZ', origin: 'MUC', destination: 'XXX', monthlyFlights: 30.44, monthlySeats: 3000 },
    ],
    AIRPORTS,
    { seed: 3, firstDate: FIRST_DATE, days: 14 },
  );
  assert.deepEqual(schedule.carriers.map((c) => c.airline), ['ZZ']);
  assert.deepEqual([...new Set(schedule.legs.map((l) => `${l.origin}-${l.destination}`))], ['MUC-LHR']);
  const zz = schedule.legs[0]!;
  // Both airports are in the terminal table: an airline it does not name gets each airport's terminal for the others.
  const terminalAt = (airport: string) => (zz.origin === airport ? zz.departureTerminal : zz.arrivalTerminal);
  assert.deepEqual([terminalAt('MUC'), terminalAt('LHR')], ['1', '4']);
  assert.deepEqual(zz.onBoard?.cabins.map((c) => c.cabin), ['M']);
  assert.ok(Math.abs(performanceOf(zz.aircraft).seats / 150 - 1) <= 0.25, zz.aircraft);
});
