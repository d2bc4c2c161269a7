// How the legs export's terminals keep the curated facts (issue 45, item 5), on a week of it:
// - busiestCovered: the share of the route table's 100 busiest airports (departures a month) that
//   the terminal table speaks for (1);
// - endsWithTerminal: at the table's airports that name terminals, the share of leg ends that carry
//   one (1: every airline there has its terminal);
// - legsWithBothTerminals: of the legs between two such airports, the share with both terminals (1);
// - unnamedWithTerminal: leg ends with a terminal at table airports that name none (0);
// - inventedTerminals: leg ends with a terminal at an airport neither in the table nor a curated hub
//   terminal of the leg's airline (0).
import { AIRLINES } from '../src/ingest/curated/airlines.js';
import { AirportTerminalTable } from '../src/ingest/network/terminals.js';
import type { AirlineRouteRecord } from '../src/ingest/sources/optd-airline-routes.js';

/** A row of the legs export, by column name. */
type Row = Record<string, string>;

export interface TerminalFigures {
  busiestCovered: number;
  /** The busiest airports the table leaves out (for the message). */
  busiestMissing: string[];
  endsWithTerminal: number;
  legsWithBothTerminals: number;
  unnamedWithTerminal: number;
  inventedTerminals: number;
}

/** The route table's `count` busiest airports by departures a month, busiest first. */
export function busiestAirports(table: readonly AirlineRouteRecord[], count: number): string[] {
  const departures = new Map<string, number>();
  for (const r of table) departures.set(r.origin, (departures.get(r.origin) ?? 0) + r.monthlyFlights);
  return [...departures].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, count).map(([code]) => code);
}

export function measureTerminals(rows: readonly Row[], table: readonly AirlineRouteRecord[]): TerminalFigures {
  const terminals = new AirportTerminalTable();
  const hubTerminals = new Set(AIRLINES.flatMap((a) => a.hubs.filter((h) => h.terminal).map((h) => `${a.code} ${h.airport}`)));
  const busiest = busiestAirports(table, 100);
  const busiestMissing = busiest.filter((code) => !terminals.covers(code));
  let ends = 0;
  let endsWith = 0;
  let bothLegs = 0;
  let bothWith = 0;
  let unnamedWithTerminal = 0;
  let inventedTerminals = 0;
  for (const row of rows) {
    const legEnds = [
      [row.origin!, row.departure_terminal ?? ''],
      [row.destination!, row.arrival_terminal ?? ''],
    ] as const;
    for (const [airport, terminal] of legEnds) {
      if (terminals.hasTerminals(airport)) {
        ends++;
        if (terminal) endsWith++;
      } else if (terminal && terminals.covers(airport)) unnamedWithTerminal++;
      else if (terminal && !hubTerminals.has(`${row.airline} ${airport}`)) inventedTerminals++;
    }
    if (terminals.hasTerminals(row.origin!) && terminals.hasTerminals(row.destination!)) {
      bothLegs++;
      if (row.departure_terminal && row.arrival_terminal) bothWith++;
    }
  }
  return {
    busiestCovered: (busiest.length - busiestMissing.length) / Math.max(1, busiest.length),
    busiestMissing,
    endsWithTerminal: endsWith / Math.max(1, ends),
    legsWithBothTerminals: bothWith / Math.max(1, bothLegs),
    unnamedWithTerminal,
    inventedTerminals,
  };
}

/** The terminal figures below their floors, one line each. */
export function terminalsBelowFloors(f: TerminalFigures): string[] {
  const checks: [boolean, string][] = [
    [f.busiestCovered >= 1, `terminal table leaves out busiest airports: ${f.busiestMissing.join(' ')}`],
    [f.endsWithTerminal >= 1, `leg ends with their terminal at the table's airports ${f.endsWithTerminal} < 1`],
    [f.legsWithBothTerminals >= 1, `legs with both terminals between the table's airports ${f.legsWithBothTerminals} < 1`],
    [f.unnamedWithTerminal === 0, `${f.unnamedWithTerminal} leg ends with a terminal at airports that name none`],
    [f.inventedTerminals === 0, `${f.inventedTerminals} leg ends with a terminal neither the table nor a hub gives`],
  ];
  return checks.filter(([ok]) => !ok).map(([, text]) => text);
}
