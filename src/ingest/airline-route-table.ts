// The route table of the real network: OpenTravelData's airline routes (monthly flights and seats
// per airline and direction) less what has stopped flying since the file was made, as a compact
// CSV committed in data/ (scripts/derive-airline-routes.ts writes it; nothing else reads the raw
// file). The rules, in order, each counted in the report:
// 1. a closed airport whose traffic moved is read as the airport it moved to (TXL, SXF → BER: the
//    retired codes with a successor), and an airline's routes that become one are added up;
// 2. routes touching an airport closed with nowhere to move to are left out;
// 3. airlines that stopped flying are left out: the curated facts say so, or in OpenTravelData the
//    airline that held the designator when the file was made has an end date with no new holder
//    within a month (a holder that follows at once continues the network: Thomson → TUI Airways,
//    HOP! → Air France HOP, Alitalia → ITA Airways, a new certificate of Norwegian), or the
//    designator had no holder then and belongs to an airline founded since;
// 4. routes between countries that have had no flights between them since are left out.
import { dayFromIso } from '../domain/flight-dates.js';
import { forEachTableRow } from './committed-table.js';
import { RETIRED_CODES } from './curated/retired-codes.js';
import { AS_OF, CLOSED_COUNTRY_PAIRS, ROUTE_FILE_VINTAGE, STOPPED_AIRLINES } from './curated/network-changes.js';
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

/** Why an airline's routes are left out, or undefined when it still flies. */
export function stoppedAirline(code: string, holders: readonly DesignatorHolder[]): string | undefined {
  const curated = STOPPED_AIRLINES.find((s) => s.code === code);
  if (curated) return `${curated.name}: ${curated.reason}`;
  const then = holderAt(holders, ROUTE_FILE_VINTAGE);
  if (!then) {
    const now = holderAt(holders, AS_OF);
    return now && now.from > ROUTE_FILE_VINTAGE ? `the designator has belonged to ${now.name} since ${now.from} (OpenTravelData)` : undefined;
  }
  let holder: DesignatorHolder = then;
  while (holder.until !== '' && holder.until <= AS_OF) {
    const ended: DesignatorHolder = holder;
    const next = holders.find((h) => h.from >= ended.until && daysFrom(ended.until, h.from) <= SUCCESSION_DAYS);
    if (!next) return `${ended.name} stopped flying on ${ended.until} (OpenTravelData)`;
    holder = next;
  }
  return undefined;
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
  const byCode = new Map<string, DesignatorHolder[]>();
  for (const h of holders) byCode.set(h.code, [...(byCode.get(h.code) ?? []), h]);
  const stopped = new Map<string, string | undefined>();
  const kept = new Map<string, AirlineRouteRecord>();
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
    if (!stopped.has(r.airline)) stopped.set(r.airline, stoppedAirline(r.airline, byCode.get(r.airline) ?? []));
    const stop = stopped.get(r.airline);
    if (stop !== undefined) {
      count('stopped airline', stop, r);
      continue;
    }
    const pair = closedPair(countryOf(r.origin), countryOf(r.destination));
    if (pair !== undefined) {
      count('closed country pair', pair, r);
      continue;
    }
    const key = `${r.airline} ${r.origin} ${r.destination}`;
    const same = kept.get(key);
    if (same) kept.set(key, { ...same, monthlyFlights: same.monthlyFlights + r.monthlyFlights, monthlySeats: same.monthlySeats + r.monthlySeats });
    else kept.set(key, r);
  }
  const routes = [...kept.values()].sort((a, b) => (a.airline + a.origin + a.destination < b.airline + b.origin + b.destination ? -1 : 1));
  return { routes, removed: [...removed.values()].sort((a, b) => b.monthlyFlights - a.monthlyFlights) };
}

/** OpenTravelData's files the table is made from. */
export const ROUTE_TABLE_SOURCES = { routes: 'optd_airline_por_rcld.csv', airlines: 'optd_airlines.csv' } as const;

/** The table as committed: a comment naming the source, the header, a row per route. */
export function routeTableText(routes: readonly AirlineRouteRecord[]): string {
  const comment = [
    'Airline routes of the real network, with average flights and seats a month, made by scripts/derive-airline-routes.ts from',
    `OpenTravelData's ${ROUTE_TABLE_SOURCES.routes} and ${ROUTE_TABLE_SOURCES.airlines} (CC BY 4.0, see NOTICE); figures of about 2016-2017, less what stopped flying by ${AS_OF}.`,
  ];
  const rows = routes.map((r) => `${r.airline},${r.origin},${r.destination},${round2(r.monthlyFlights)},${round2(r.monthlySeats)}`);
  return [...comment.map((c) => `# ${c}`), ROUTE_TABLE_HEADER, ...rows, ''].join('\n');
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
