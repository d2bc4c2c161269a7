// Facts about the airline network that travellers know, checked on one week of the legs export:
// our own list, kept beside the realism measure (realism-measures.ts). Each fact is a real-world
// one, not read from the route table, so a generator that follows the table still has to get
// them right: the trunk routes flown as often as they are, hub carriers' flagship long-haul
// routes daily, aircraft that the route and airport take, and airlines only where they fly.
import { AIRPORT_AIRCRAFT_LIMITS } from '../src/ingest/curated/airport-limits.js';
import { median, type ExportRow } from './realism-measures.js';

export interface FactResult {
  fact: string;
  holds: boolean;
  /** What the week shows. */
  found: string;
}

type Week = readonly ExportRow[];

const onRoute = (week: Week, origin: string, destination: string, airline?: string) =>
  week.filter((r) => r.origin === origin && r.destination === destination && (airline === undefined || r.airline === airline));

/** The busiest domestic routes of the world, one direction: at least this many flights a day, all airlines. */
const TRUNK_ROUTES: readonly [origin: string, destination: string, perDay: number][] = [
  ['GMP', 'CJU', 80],
  ['SYD', 'MEL', 50],
  ['BOM', 'DEL', 35],
  ['HND', 'CTS', 40],
  ['SFO', 'LAX', 25],
  ['JFK', 'LAX', 20],
  ['LHR', 'JFK', 12],
];

/** Hub carriers' flagship long-haul routes, flown every day both ways. */
const FLAGSHIPS: readonly [airline: string, origin: string, destination: string][] = [
  ['LH', 'FRA', 'JFK'],
  ['BA', 'LHR', 'JFK'],
  ['AF', 'CDG', 'JFK'],
  ['EK', 'DXB', 'LHR'],
  ['SQ', 'SIN', 'LHR'],
  ['CX', 'HKG', 'LHR'],
  ['QR', 'DOH', 'LHR'],
  ['QF', 'SYD', 'LAX'],
  ['SQ', 'SIN', 'MUC'],
];

/** Airlines at airports they have never served. */
const NEVER_SERVED: readonly [airline: string, airport: string, who: string][] = [
  ['SQ', 'DEN', 'Singapore Airlines at Denver'],
  ['SQ', 'VIE', 'Singapore Airlines at Vienna'],
  ['SQ', 'WAW', 'Singapore Airlines at Warsaw'],
  ['WN', 'JFK', 'Southwest at New York JFK'],
];

/** Routes where the aircraft is big: median seats per flight at least this. */
const BIG_AIRCRAFT: readonly [airline: string, origin: string, destination: string, seats: number][] = [
  ['NH', 'HND', 'FUK', 250],
  ['JL', 'HND', 'CTS', 250],
];

export function checkTravellerFacts(week: Week): FactResult[] {
  const out: FactResult[] = [];
  for (const [origin, destination, perDay] of TRUNK_ROUTES) {
    const flights = onRoute(week, origin, destination).length;
    out.push({ fact: `${origin}→${destination}: at least ${perDay} flights a day`, holds: flights >= perDay * 7, found: `${(flights / 7).toFixed(1)} a day` });
  }
  for (const [airline, a, b] of FLAGSHIPS) {
    const days = (o: string, d: string) => new Set(onRoute(week, o, d, airline).map((r) => r.date)).size;
    const [out1, back] = [days(a, b), days(b, a)];
    out.push({ fact: `${airline} ${a}–${b}: every day both ways`, holds: out1 === 7 && back === 7, found: `${out1} and ${back} days of 7` });
  }
  for (const [airline, airport, who] of NEVER_SERVED) {
    const flights = week.filter((r) => r.airline === airline && (r.origin === airport || r.destination === airport)).length;
    out.push({ fact: `no ${who}`, holds: flights === 0, found: `${flights} flights` });
  }
  for (const [airline, origin, destination, seats] of BIG_AIRCRAFT) {
    const legs = onRoute(week, origin, destination, airline);
    const found = legs.length > 0 ? median(legs.map((r) => Number(r.seats))) : 0;
    out.push({ fact: `${airline} ${origin}→${destination}: at least ${seats} seats a flight`, holds: legs.length > 0 && found >= seats, found: `${legs.length} flights, median ${found} seats` });
  }
  for (const limit of AIRPORT_AIRCRAFT_LIMITS) {
    const types = new Set(limit.types);
    const wrong = week.filter((r) => (r.origin === limit.airport || r.destination === limit.airport) && !types.has(r.aircraft!));
    out.push({ fact: `${limit.airport}: only the types its runway takes`, holds: wrong.length === 0, found: wrong.length === 0 ? 'none other' : `${wrong.length} flights, e.g. ${wrong[0]!.airline} ${wrong[0]!.aircraft}` });
  }
  return out;
}
