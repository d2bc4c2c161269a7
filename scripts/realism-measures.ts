// How real a schedule is, measured on one week of its legs export (`skyref export legs`) against
// the route table of the real network (data/airline-routes.csv). What each figure is, and its floor
// in issue 29:
// - routesInFile: the share of the export's (airline, origin, destination) routes that are in the
//   table (≥ 97 %);
// - weeklyFlightsHeld: the share of the table's weekly flights the export holds, route by route,
//   counting no more than the table's figure on any route (≥ 85 %);
// - airportDeparturesSpearman: rank correlation of departures per airport, over the table's 300
//   busiest airports (≥ 0.95);
// - routeFlightsSpearman: rank correlation of weekly flights on the routes both have (≥ 0.9);
// - seatsWithin25: the share of common routes whose seats per flight are within 25 % of the
//   table's (≥ 85 %), and the median ratio of the two (within 25 % of 1);
// - curfewBreaches: departures or arrivals inside a curfew (0);
// - sameMinuteDepartures: two departures of one airline on one route at the same minute (0);
// - blockTimeShare: the share of legs whose block time is within 0.8–1.35 × (30 min + great-circle
//   distance at 800 km/h) (≥ 99 %).
// Issue 45 (flights as airlines fly them):
// - ceasedAirlineLegs: legs of an airline that stopped flying or merged, of an operation an airline
//   ended, or of an air taxi or charter operator (curated, ceased-airlines.ts, charter-operators.ts) (0);
// - cabotageLegs: legs within one country not the airline's home, outside the documented
//   exceptions (airline-homes.ts) (0).
// - inFleet: the share of legs of airlines with a curated fleet (curated/fleets.ts) flown by a type
//   of that fleet (100 %).
// - mainlineNumbers: of the 20 airlines with the most seats, the lowest share of their own jet
//   legs (not turboprops, not types partners fly for them) numbered under 3000 (≥ 90 %), and
//   which airline it is;
// - terminals: the terminals against the curated terminal table (scripts/terminal-measures.ts).
//   which airline it is.
// Times as timetables have them (issue 45, decision 75), over the routes (airline, origin,
// destination) with 3 to 14 flights a day on average (at 15 a shuttle may leave every half hour):
// - gapRatioMedian: the median of each route's ratio of its median gap between consecutive
//   departures of a date to its even spread, the origin's operating day (06:00–23:00 local less
//   its curfew) divided by its flights a day (≥ 0.6); gapRatioShare: the routes at 0.6 or more;
// - blockSpreadShare and blockSpreadMedian: over the routes with 3 or more flights a day, the share
//   whose block times' p90/p10 is 1.03 or more, and the median p90/p10 (≥ 1.03);
// - eastboundShorter: the share of transatlantic airport pairs (North America–Europe, flown both
//   ways) whose median eastbound block is the shorter (≥ 95 %); jfkLhrMinutes: median LHR→JFK
//   minus median JFK→LHR (45–70);
// - nightQuotaBreaches: scheduled movements beyond an airport's night quota, summed over the
//   nights (0).
import { greatCircleKm } from '../src/domain/geo.js';
import { airlineHomes, cabotage, endedOperation } from '../src/ingest/airline-route-table.js';
import { CEASED_AIRLINES } from '../src/ingest/curated/ceased-airlines.js';
import { CHARTER_OPERATORS } from '../src/ingest/curated/charter-operators.js';
import { CURFEWS, inCurfew } from '../src/ingest/curated/curfews.js';
import { Fleets } from '../src/ingest/curated/fleets.js';
import { performanceOf } from '../src/ingest/network/aircraft-performance.js';
import { inQuotaPeriod, NIGHT_QUOTAS } from '../src/ingest/curated/night-quotas.js';
import { operatingMinutes, SHUTTLE_DAILY } from '../src/ingest/network/times.js';
import { dayFromIso, isoFromDay } from '../src/domain/flight-dates.js';
import type { AirlineRouteRecord } from '../src/ingest/sources/optd-airline-routes.js';
import { weeklyFromMonthly } from '../src/ingest/network/frequencies.js';
import { measureTerminals, terminalsBelowFloors, type TerminalFigures } from './terminal-measures.js';

/** A row of the legs export, by column name. */
export type ExportRow = Record<string, string>;

export interface RealismFigures {
  legs: number;
  routes: number;
  routesInFile: number;
  weeklyFlightsHeld: number;
  airportDeparturesSpearman: number;
  routeFlightsSpearman: number;
  seatsWithin25: number;
  seatsMedianRatio: number;
  curfewBreaches: number;
  sameMinuteDepartures: number;
  blockTimeShare: number;
  gapRatioMedian: number;
  gapRatioShare: number;
  blockSpreadShare: number;
  blockSpreadMedian: number;
  eastboundShorter: number;
  jfkLhrMinutes: number;
  nightQuotaBreaches: number;
  ceasedAirlineLegs: number;
  cabotageLegs: number;
  /** Legs of airlines with a curated fleet, and the share of them flown by a type of it. */
  fleetLegs: number;
  inFleet: number;
  mainlineNumbers: { share: number; airline: string };
  terminals: TerminalFigures;
}

/** Of the 20 airlines with the most seats, the one with the lowest share of own jet legs numbered under 3000. */
export function mainlineNumbers(rows: readonly ExportRow[], fleets: Fleets = new Fleets()): { share: number; airline: string } {
  const seats = new Map<string, number>();
  for (const row of rows) seats.set(row.airline!, (seats.get(row.airline!) ?? 0) + Number(row.seats || 0));
  const largest = new Set([...seats].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([airline]) => airline));
  const counts = new Map<string, { legs: number; low: number }>();
  for (const row of rows) {
    const airline = row.airline!;
    if (!largest.has(airline) || fleets.partnerOperated(airline, row.aircraft!) || performanceOf(row.aircraft!).aircraftClass === 'turboprop') continue;
    const c = counts.get(airline) ?? { legs: 0, low: 0 };
    c.legs++;
    if (Number(row.flight_number) < 3000) c.low++;
    counts.set(airline, c);
  }
  let lowest = { share: 1, airline: '' };
  for (const [airline, c] of [...counts].sort()) if (c.low / c.legs < lowest.share) lowest = { share: c.low / c.legs, airline };
  return lowest;
}

/** Spearman's rank correlation of paired values (ties take their average rank). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const out = new Array<number>(values.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
      for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return out;
  };
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const mean = (rx.length + 1) / 2;
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mean) * (ry[i]! - mean);
    dx += (rx[i]! - mean) ** 2;
    dy += (ry[i]! - mean) ** 2;
  }
  return dx === 0 || dy === 0 ? 0 : num / Math.sqrt(dx * dy);
}

/** The middle value (the upper one of an even count); NaN when there is none. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};
const minutesOf = (localTime: string) => Number(localTime.slice(11, 13)) * 60 + Number(localTime.slice(14, 16));

/** The nearest-rank percentile `p` (0–1) of sorted values. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

type TimesFigures = Pick<RealismFigures, 'gapRatioMedian' | 'gapRatioShare' | 'blockSpreadShare' | 'blockSpreadMedian' | 'eastboundShorter' | 'jfkLhrMinutes' | 'nightQuotaBreaches'>;

/** The figures of times of issue 45 (see the head of this file). */
export function measureTimes(rows: readonly ExportRow[], position: (airport: string) => { latitude: number; longitude: number } | undefined): TimesFigures {
  const curfews = new Map(CURFEWS.map((c) => [c.airport, c]));
  const quotas = new Map(NIGHT_QUOTAS.map((q) => [q.airport, q]));
  const routes = new Map<string, { origin: string; departures: Map<string, number[]>; blocks: number[] }>();
  const pairBlocks = new Map<string, number[]>();
  const quotaUse = new Map<string, number>();
  const useQuota = (airport: string, kind: 'arrivals' | 'departures', local: string) => {
    const q = quotas.get(airport);
    const minute = minutesOf(local);
    if (!q || !inQuotaPeriod(q, minute)) return;
    // A night is named by the date its period starts on.
    const night = q.from > q.until && minute < q.until ? isoFromDay(dayFromIso(local.slice(0, 10))! - 1) : local.slice(0, 10);
    const key = `${airport} ${kind} ${night}`;
    quotaUse.set(key, (quotaUse.get(key) ?? 0) + 1);
  };
  for (const row of rows) {
    const key = `${row.airline} ${row.origin} ${row.destination}`;
    let route = routes.get(key);
    if (!route) routes.set(key, (route = { origin: row.origin!, departures: new Map(), blocks: [] }));
    const date = row.departure_local!.slice(0, 10);
    const day = route.departures.get(date) ?? [];
    day.push(minutesOf(row.departure_local!));
    route.departures.set(date, day);
    const block = (Date.parse(row.arrival_utc!) - Date.parse(row.departure_utc!)) / 60_000;
    route.blocks.push(block);
    const pair = `${row.origin} ${row.destination}`;
    pairBlocks.set(pair, [...(pairBlocks.get(pair) ?? []), block]);
    useQuota(row.origin!, 'departures', row.departure_local!);
    useQuota(row.destination!, 'arrivals', row.arrival_local!);
  }
  const ratios: number[] = [];
  const spreads: number[] = [];
  for (const route of routes.values()) {
    const daily = route.blocks.length / 7;
    if (daily < 3) continue;
    const sorted = [...route.blocks].sort((a, b) => a - b);
    spreads.push(percentile(sorted, 0.9) / percentile(sorted, 0.1));
    if (daily >= SHUTTLE_DAILY) continue;
    const gaps: number[] = [];
    for (const minutes of route.departures.values()) {
      minutes.sort((a, b) => a - b);
      for (let i = 1; i < minutes.length; i++) gaps.push(minutes[i]! - minutes[i - 1]!);
    }
    if (gaps.length > 0) ratios.push(median(gaps) / (operatingMinutes(curfews.get(route.origin)) / daily));
  }
  const northAmerican = (p: { latitude: number; longitude: number }) => p.latitude > 15 && p.longitude > -170 && p.longitude < -50;
  const european = (p: { latitude: number; longitude: number }) => p.latitude > 34 && p.longitude > -25 && p.longitude < 45;
  let pairs = 0;
  let eastShorter = 0;
  for (const [pair, blocks] of pairBlocks) {
    const [from, to] = pair.split(' ') as [string, string];
    const back = pairBlocks.get(`${to} ${from}`);
    const [a, b] = [position(from), position(to)];
    if (!back || !a || !b || !northAmerican(a) || !european(b)) continue;
    pairs++;
    if (median(blocks) < median(back)) eastShorter++;
  }
  let nightQuotaBreaches = 0;
  for (const [key, used] of quotaUse) {
    const [airport, kind] = key.split(' ') as [string, 'arrivals' | 'departures'];
    nightQuotaBreaches += Math.max(0, used - quotas.get(airport)![kind]);
  }
  return {
    gapRatioMedian: median(ratios),
    gapRatioShare: ratios.filter((r) => r >= 0.6).length / Math.max(1, ratios.length),
    blockSpreadShare: spreads.filter((r) => r >= 1.03).length / Math.max(1, spreads.length),
    blockSpreadMedian: median(spreads),
    eastboundShorter: eastShorter / Math.max(1, pairs),
    jfkLhrMinutes: median(pairBlocks.get('LHR JFK') ?? []) - median(pairBlocks.get('JFK LHR') ?? []),
    nightQuotaBreaches,
  };
}

/** The figures of a week of `rows` (seven dates) against `table`; `position` gives an airport's latitude and longitude. */
export function measureRealism(
  rows: readonly ExportRow[],
  table: readonly AirlineRouteRecord[],
  position: (airport: string) => { latitude: number; longitude: number; countryCode?: string } | undefined,
): RealismFigures {
  const weeklyInFile = new Map<string, { flights: number; seatsPerFlight: number }>();
  for (const r of table) {
    weeklyInFile.set(`${r.airline} ${r.origin} ${r.destination}`, { flights: weeklyFromMonthly(r.monthlyFlights), seatsPerFlight: r.monthlySeats / r.monthlyFlights });
  }
  const exported = new Map<string, { flights: number; seats: number[] }>();
  const departures = new Map<string, number>();
  const minutes = new Set<string>();
  let curfewBreaches = 0;
  let sameMinuteDepartures = 0;
  let blockChecked = 0;
  let blockInRange = 0;
  const curfews = new Map(CURFEWS.map((c) => [c.airport, c]));
  const fleets = new Fleets();
  let fleetLegs = 0;
  let inFleet = 0;
  for (const row of rows) {
    const fleet = fleets.of(row.airline!);
    if (fleet) {
      fleetLegs++;
      if (fleet.types.some((t) => t.type === row.aircraft)) inFleet++;
    }
    const key = `${row.airline} ${row.origin} ${row.destination}`;
    const route = exported.get(key) ?? { flights: 0, seats: [] };
    route.flights++;
    if (row.seats) route.seats.push(Number(row.seats));
    exported.set(key, route);
    departures.set(row.origin!, (departures.get(row.origin!) ?? 0) + 1);
    const departure = curfews.get(row.origin!);
    const arrival = curfews.get(row.destination!);
    if ((departure && inCurfew(departure, minutesOf(row.departure_local!))) || (arrival && inCurfew(arrival, minutesOf(row.arrival_local!)))) curfewBreaches++;
    const minute = `${key} ${row.departure_local}`;
    if (minutes.has(minute)) sameMinuteDepartures++;
    minutes.add(minute);
    const [from, to] = [position(row.origin!), position(row.destination!)];
    if (from && to) {
      const expected = 30 + (greatCircleKm(from.latitude, from.longitude, to.latitude, to.longitude) / 800) * 60;
      const block = (Date.parse(row.arrival_utc!) - Date.parse(row.departure_utc!)) / 60_000;
      blockChecked++;
      if (block >= 0.8 * expected && block <= 1.35 * expected) blockInRange++;
    }
  }

  const common = [...exported].filter(([key]) => weeklyInFile.has(key));
  const fileWeekly = [...weeklyInFile.values()].reduce((sum, r) => sum + r.flights, 0);
  const held = common.reduce((sum, [key, r]) => sum + Math.min(r.flights, weeklyInFile.get(key)!.flights), 0);

  const fileDepartures = new Map<string, number>();
  for (const [key, r] of weeklyInFile) {
    const origin = key.split(' ')[1]!;
    fileDepartures.set(origin, (fileDepartures.get(origin) ?? 0) + r.flights);
  }
  const busiest = [...fileDepartures].sort((a, b) => b[1] - a[1]).slice(0, 300);

  const seatRatios = common.filter(([, r]) => r.seats.length > 0).map(([key, r]) => median(r.seats) / weeklyInFile.get(key)!.seatsPerFlight);
  return {
    legs: rows.length,
    routes: exported.size,
    routesInFile: common.length / Math.max(1, exported.size),
    weeklyFlightsHeld: held / Math.max(1, fileWeekly),
    airportDeparturesSpearman: spearman(busiest.map(([, n]) => n), busiest.map(([code]) => departures.get(code) ?? 0)),
    routeFlightsSpearman: spearman(common.map(([key]) => weeklyInFile.get(key)!.flights), common.map(([, r]) => r.flights)),
    seatsWithin25: seatRatios.filter((x) => x >= 0.75 && x <= 1.25).length / Math.max(1, seatRatios.length),
    seatsMedianRatio: median(seatRatios),
    curfewBreaches,
    sameMinuteDepartures,
    blockTimeShare: blockInRange / Math.max(1, blockChecked),
    ...airlinesOf2026(rows, position),
    fleetLegs,
    inFleet: inFleet / Math.max(1, fleetLegs),
    mainlineNumbers: mainlineNumbers(rows, fleets),
    terminals: measureTerminals(rows, table),
    ...measureTimes(rows, position),
  };
}

/** Legs of airlines and operations that no longer fly, and cabotage legs outside the exceptions (issue 45). */
function airlinesOf2026(
  rows: readonly ExportRow[],
  position: (airport: string) => { latitude: number; longitude: number; countryCode?: string } | undefined,
): { ceasedAirlineLegs: number; cabotageLegs: number } {
  const gone = new Set([...CEASED_AIRLINES.map((c) => c.code), ...CHARTER_OPERATORS.map((o) => o.code)]);
  const homes = airlineHomes();
  const countryOf = (airport: string) => position(airport)?.countryCode;
  let ceasedAirlineLegs = 0;
  let cabotageLegs = 0;
  for (const row of rows) {
    const r = { airline: row.airline!, origin: row.origin!, destination: row.destination! };
    const [from, to] = [position(r.origin), position(r.destination)];
    const km = from && to ? greatCircleKm(from.latitude, from.longitude, to.latitude, to.longitude) : undefined;
    if (gone.has(r.airline) || endedOperation(r, countryOf, km) !== undefined) ceasedAirlineLegs++;
    if (cabotage(r.airline, homes.get(r.airline), from?.countryCode, to?.countryCode) !== undefined) cabotageLegs++;
  }
  return { ceasedAirlineLegs, cabotageLegs };
}

/** The figures that fall short of issue 29's floors, one line each; empty when all hold. */
export function belowFloors(f: RealismFigures): string[] {
  const checks: [boolean, string][] = [
    [f.routesInFile >= 0.97, `routes in the table ${f.routesInFile} < 0.97`],
    [f.weeklyFlightsHeld >= 0.85, `weekly flights held ${f.weeklyFlightsHeld} < 0.85`],
    [f.airportDeparturesSpearman >= 0.95, `departures per airport ${f.airportDeparturesSpearman} < 0.95`],
    [f.routeFlightsSpearman >= 0.9, `flights per route ${f.routeFlightsSpearman} < 0.9`],
    [f.seatsWithin25 >= 0.85 && Math.abs(f.seatsMedianRatio - 1) <= 0.25, `seats per flight: ${f.seatsWithin25} of routes within 25 %, median ratio ${f.seatsMedianRatio}`],
    [f.curfewBreaches === 0, `${f.curfewBreaches} departures or arrivals in a curfew`],
    [f.sameMinuteDepartures === 0, `${f.sameMinuteDepartures} departures at the same minute`],
    [f.blockTimeShare >= 0.99, `block times ${f.blockTimeShare} < 0.99`],
    [f.ceasedAirlineLegs === 0, `${f.ceasedAirlineLegs} legs of ceased airlines, ended operations or air taxis`],
    [f.cabotageLegs === 0, `${f.cabotageLegs} cabotage legs outside the exceptions`],
    [f.mainlineNumbers.share >= 0.9, `${f.mainlineNumbers.airline}: ${f.mainlineNumbers.share} of its own jet legs numbered under 3000`],
    [f.fleetLegs > 0 && f.inFleet === 1, `${f.fleetLegs} legs of airlines with a curated fleet, ${f.inFleet} of them on its types`],
    [f.gapRatioMedian >= 0.6, `median gap ratio of routes of 3 or more flights a day ${f.gapRatioMedian} < 0.6`],
    [f.blockSpreadMedian >= 1.03, `median block p90/p10 of routes ${f.blockSpreadMedian} < 1.03`],
    [f.eastboundShorter >= 0.95, `transatlantic pairs with the eastbound shorter ${f.eastboundShorter} < 0.95`],
    [f.jfkLhrMinutes >= 45 && f.jfkLhrMinutes <= 70, `LHR→JFK longer than JFK→LHR by ${f.jfkLhrMinutes} min, not 45–70`],
    [f.nightQuotaBreaches === 0, `${f.nightQuotaBreaches} movements beyond a night quota`],
  ];
  return [...checks.filter(([ok]) => !ok).map(([, text]) => text), ...terminalsBelowFloors(f.terminals)];
}
