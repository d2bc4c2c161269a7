// The route table of the real network: OpenTravelData's airline routes (monthly flights and seats
// per airline and direction) less what has stopped flying since the file was made, as a compact
// CSV committed in data/ (scripts/derive-airline-routes.ts writes it; nothing else reads the raw
// file). The rules, in order, each counted in the report:
// 1. a closed airport whose traffic moved is read as the airport it moved to (TXL, SXF → BER: the
//    retired codes with a successor), and an airline's routes that become one are added up;
// 2. routes touching an airport closed with nowhere to move to are left out;
// 3. operators that are no scheduled airline (air taxis, public charters, cargo; curated) are left out;
// 4. airlines that stopped flying are left out: the curated facts say so, or in OpenTravelData the
//    airline that held the designator when the file was made has an end date with no new holder
//    within a month (a holder that follows at once continues the network: Thomson → TUI Airways,
//    HOP! → Air France HOP, Alitalia → ITA Airways, a new certificate of Norwegian), or the
//    designator had no holder then and belongs to an airline founded since; a route of one that
//    merged into another is added to its successor's same route where the successor flies it;
// 5. operations an airline has ended (Norwegian's long-haul, by distance, countries or airports) go;
// 6. routes between countries that have had no flights between them since are left out;
// 7. cabotage: a route within one country that is not the airline's home goes, but for the
//    curated exceptions (the EU single market, LATAM's and Avianca's domestic airlines, …).
import { dayFromIso } from '../domain/flight-dates.js';
import { forEachTableRow } from './committed-table.js';
import { RETIRED_CODES } from './curated/retired-codes.js';
import { AIRLINE_CODES } from './curated/airline-codes.js';
import { AIRLINE_HOMES, CABOTAGE_EXCEPTIONS } from './curated/airline-homes.js';
import { CEASED_AIRLINES, ENDED_OPERATIONS, type EndedOperation } from './curated/ceased-airlines.js';
import { CHARTER_OPERATORS } from './curated/charter-operators.js';
import { AS_OF, CLOSED_COUNTRY_PAIRS, ROUTE_FILE_VINTAGE } from './curated/network-changes.js';
import type { AirlineRouteRecord, DesignatorHolder } from './sources/optd-airline-routes.js';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../install-paths.js';

/** Where the table is committed. */
export const ROUTE_TABLE_FILE = join(PROJECT_ROOT, 'data', 'airline-routes.csv');
export const ROUTE_TABLE_HEADER = 'airline,origin,destination,flights_per_month,seats_per_month';

export interface RouteTable {
  routes: AirlineRouteRecord[];
  /** Rows left out or merged, by rule and reason, with the flights a month they held. */
  removed: { rule: string; reason: string; rows: number; monthlyFlights: number }[];
}

function holderAt(holders: readonly DesignatorHolder[], date: string): DesignatorHolder | undefined {
  return holders.find((h) => (h.from === '' || h.from <= date) && (h.until === '' || h.until > date));
}

/** A new holder of the designator this soon after the last one ended carries its network on. */
const SUCCESSION_DAYS = 31;
const daysFrom = (a: string, b: string) => dayFromIso(b)! - dayFromIso(a)!;

/** Why an airline's routes are left out, and who took them over, or undefined when it still flies. */
export function stoppedAirline(code: string, holders: readonly DesignatorHolder[]): { reason: string; successor?: string } | undefined {
  const curated = CEASED_AIRLINES.find((s) => s.code === code);
  if (curated) {
    const reason = `${curated.name}: ${curated.reason} (${curated.ended})`;
    return curated.successor === undefined ? { reason } : { reason, successor: curated.successor };
  }
  const then = holderAt(holders, ROUTE_FILE_VINTAGE);
  if (!then) {
    const now = holderAt(holders, AS_OF);
    return now && now.from > ROUTE_FILE_VINTAGE ? { reason: `the designator has belonged to ${now.name} since ${now.from} (OpenTravelData)` } : undefined;
  }
  let holder: DesignatorHolder = then;
  while (holder.until !== '' && holder.until <= AS_OF) {
    const ended: DesignatorHolder = holder;
    const next = holders.find((h) => h.from >= ended.until && daysFrom(ended.until, h.from) <= SUCCESSION_DAYS);
    if (!next) return { reason: `${ended.name} stopped flying on ${ended.until} (OpenTravelData)` };
    holder = next;
  }
  return undefined;
}

/** The ended operation a route belongs to, or undefined; a distance scope needs `km`. */
export function endedOperation(r: { airline: string; origin: string; destination: string }, countryOf: (airport: string) => string | undefined, km: number | undefined): EndedOperation | undefined {
  return ENDED_OPERATIONS.find((op) => {
    if (op.airline !== r.airline) return false;
    const scope = op.scope;
    if ('minKm' in scope) return km !== undefined && km >= scope.minKm;
    if ('airports' in scope) return scope.airports.includes(r.origin) || scope.airports.includes(r.destination);
    return [countryOf(r.origin), countryOf(r.destination)].some((c) => c !== undefined && scope.countries.includes(c));
  });
}

/** Each airline's home country: the curated codes', else the curated homes'. */
export function airlineHomes(): ReadonlyMap<string, string> {
  const homes = new Map(AIRLINE_HOMES.map((h) => [h.code, h.country]));
  for (const a of AIRLINE_CODES) homes.set(a.code, a.country);
  return homes;
}

/**
 * Why a route is cabotage no airline may fly, or undefined: both ends in one country, not the
 * airline's home, and no exception. An airline without a known home is not judged.
 */
export function cabotage(airline: string, home: string | undefined, a: string | undefined, b: string | undefined): string | undefined {
  if (home === undefined || a === undefined || a !== b || a === home) return undefined;
  const allowed = CABOTAGE_EXCEPTIONS.some(
    (e) => e.countries.includes(a) && (Array.isArray(e.airlines) ? e.airlines.includes(airline) : (e.airlines as { homes: readonly string[] }).homes.includes(home)),
  );
  return allowed ? undefined : `${airline} (home ${home}) within ${a}`;
}

/** Why flights between two countries are left out, or undefined. */
export function closedPair(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return undefined;
  for (const pair of CLOSED_COUNTRY_PAIRS) {
    const across = (x: string, y: string) => x === pair.country && (pair.with === '*' || pair.with.includes(y));
    if (across(a, b) || across(b, a)) return pair.reason;
  }
  return undefined;
}

export function deriveRouteTable(
  records: readonly AirlineRouteRecord[],
  holders: readonly DesignatorHolder[],
  countryOf: (airport: string) => string | undefined,
  /** Great-circle kilometres between two airports, for the ended operations scoped by distance. */
  kmBetween: (a: string, b: string) => number | undefined = () => undefined,
): RouteTable {
  const removed = new Map<string, RouteTable['removed'][number]>();
  const count = (rule: string, reason: string, r: AirlineRouteRecord) => {
    const key = `${rule}\n${reason}`;
    const entry = removed.get(key) ?? { rule, reason, rows: 0, monthlyFlights: 0 };
    entry.rows++;
    entry.monthlyFlights += r.monthlyFlights;
    removed.set(key, entry);
  };
  const moved = new Map(RETIRED_CODES.filter((c) => c.successor !== undefined).map((c) => [c.code, c]));
  const closed = new Map(RETIRED_CODES.filter((c) => c.successor === undefined).map((c) => [c.code, c.reason]));
  const charter = new Map(CHARTER_OPERATORS.map((o) => [o.code, o]));
  const homes = airlineHomes();
  const byCode = new Map<string, DesignatorHolder[]>();
  for (const h of holders) byCode.set(h.code, [...(byCode.get(h.code) ?? []), h]);
  const stopped = new Map<string, ReturnType<typeof stoppedAirline>>();
  const kept = new Map<string, AirlineRouteRecord>();
  const add = (r: AirlineRouteRecord) => {
    const key = `${r.airline} ${r.origin} ${r.destination}`;
    const same = kept.get(key);
    if (same) kept.set(key, { ...same, monthlyFlights: same.monthlyFlights + r.monthlyFlights, monthlySeats: same.monthlySeats + r.monthlySeats });
    else kept.set(key, r);
  };
  const merging: { record: AirlineRouteRecord; successor: string; reason: string }[] = [];
  for (const record of records) {
    let r = record;
    for (const end of [r.origin, r.destination]) {
      const m = moved.get(end);
      if (!m) continue;
      count('moved', m.reason, r);
      r = { ...r, origin: r.origin === end ? m.successor! : r.origin, destination: r.destination === end ? m.successor! : r.destination };
    }
    const closedEnd = closed.get(r.origin) ?? closed.get(r.destination);
    if (closedEnd !== undefined) {
      count('closed airport', closedEnd, r);
      continue;
    }
    const operator = charter.get(r.airline);
    if (operator) {
      count('not a scheduled airline', `${operator.name} (${operator.code}): ${operator.kind}`, r);
      continue;
    }
    if (!stopped.has(r.airline)) stopped.set(r.airline, stoppedAirline(r.airline, byCode.get(r.airline) ?? []));
    const stop = stopped.get(r.airline);
    if (stop !== undefined) {
      if (stop.successor !== undefined) merging.push({ record: r, successor: stop.successor, reason: stop.reason });
      else count('stopped airline', stop.reason, r);
      continue;
    }
    const [from, to] = [countryOf(r.origin), countryOf(r.destination)];
    const op = endedOperation(r, countryOf, kmBetween(r.origin, r.destination));
    if (op !== undefined) {
      count('ended operation', `${op.name} (${op.airline}): ${op.reason} (${op.ended})`, r);
      continue;
    }
    const pair = closedPair(from, to);
    if (pair !== undefined) {
      count('closed country pair', pair, r);
      continue;
    }
    const domestic = cabotage(r.airline, homes.get(r.airline), from, to);
    if (domestic !== undefined) {
      count('cabotage', domestic, r);
      continue;
    }
    add(r);
  }
  // A merged airline's flights join its successor's on the routes the successor flies; the rest went with it.
  for (const { record, successor, reason } of merging) {
    const key = `${successor} ${record.origin} ${record.destination}`;
    if (kept.has(key)) {
      count('merged into successor', `${reason}: flown by ${successor}`, record);
      add({ ...record, airline: successor });
    } else count('stopped airline', `${reason}; ${successor} does not fly the route`, record);
  }
  const routes = [...kept.values()].sort((a, b) => (a.airline + a.origin + a.destination < b.airline + b.origin + b.destination ? -1 : 1));
  return { routes, removed: [...removed.values()].sort((a, b) => b.monthlyFlights - a.monthlyFlights) };
}

/** Rows and flights a month each rule took out or moved, summed by rule, largest first. */
export function cleaningSummary(removed: RouteTable['removed']): string {
  const byRule = new Map<string, { rows: number; monthlyFlights: number }>();
  for (const r of removed) {
    const sum = byRule.get(r.rule) ?? { rows: 0, monthlyFlights: 0 };
    sum.rows += r.rows;
    sum.monthlyFlights += r.monthlyFlights;
    byRule.set(r.rule, sum);
  }
  return [...byRule].map(([rule, s]) => `${rule} ${s.rows} rows (${Math.round(s.monthlyFlights)} flights a month)`).join('; ');
}

/** OpenTravelData's files the table is made from. */
export const ROUTE_TABLE_SOURCES = { routes: 'optd_airline_por_rcld.csv', airlines: 'optd_airlines.csv' } as const;

/** The table as committed: a comment naming the source, the header, a row per route. */
export function routeTableText(routes: readonly AirlineRouteRecord[], removed: RouteTable['removed'] = []): string {
  const comment = [
    'Airline routes of the real network, with average flights and seats a month, made by scripts/derive-airline-routes.ts from',
    `OpenTravelData's ${ROUTE_TABLE_SOURCES.routes} and ${ROUTE_TABLE_SOURCES.airlines} (CC BY 4.0, see NOTICE); figures of about 2016-2017, less what stopped flying by ${AS_OF}.`,
    ...(removed.length > 0 ? [`${CLEANED} ${cleaningSummary(removed)}.`] : []),
  ];
  const rows = routes.map((r) => `${r.airline},${r.origin},${r.destination},${round2(r.monthlyFlights)},${round2(r.monthlySeats)}`);
  return [...comment.map((c) => `# ${c}`), ROUTE_TABLE_HEADER, ...rows, ''].join('\n');
}

const CLEANED = 'Cleaned by the route table’s rules (rows of the route file, decision 73 in docs/decisions.md):';

/** The table's line of what each cleaning rule removed, for dataset info, or undefined. */
export function routeTableCleaning(text: string): string | undefined {
  const line = text.split('\n', 4).find((l) => l.startsWith(`# ${CLEANED}`));
  return line?.slice(2);
}

const round2 = (n: number) => String(Math.round(n * 100) / 100);

/** The committed table read back; throws on a row that is not one. */
export function readRouteTable(text: string): AirlineRouteRecord[] {
  const out: AirlineRouteRecord[] = [];
  forEachTableRow(text, ROUTE_TABLE_HEADER, 'route table', (line, lineNumber) => {
    const [airline = '', origin = '', destination = '', flights, seats, extra] = line.split(',');
    const monthlyFlights = Number(flights);
    const monthlySeats = Number(seats);
    if (extra !== undefined || !/^[A-Z0-9]{2}$/.test(airline) || !/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination) || !(monthlyFlights > 0) || !(monthlySeats >= 0)) {
      throw new Error(`route table: line ${lineNumber} is not a route: ${line}`);
    }
    out.push({ airline, origin, destination, monthlyFlights, monthlySeats });
  });
  return out;
}
