// The terminal of a leg's end: at an airport of the curated terminal table, the table's (by airline,
// then by the partner a regional airline flies for, whose terminal it uses, else the airport's rule
// for the others, by where the flight goes); elsewhere the airline's curated hub terminal, if it has
// one there; otherwise none. Nothing is invented.
import { AIRPORT_TERMINALS, DOMESTIC_ALSO, SCHENGEN_COUNTRIES, type AirportTerminals, type TerminalRule } from '../curated/terminals.js';

/** An airport as the lookup needs it: its code and ISO country. */
export interface TerminalPlace {
  code: string;
  country: string;
}

interface AirportEntry {
  /** No terminal is named there. */
  none: boolean;
  byAirline: Map<string, TerminalRule>;
  otherwise?: TerminalRule;
}

/** The rule's terminal for a flight between `airport` and `other`. */
export function terminalByRule(rule: TerminalRule, airport: TerminalPlace, other: TerminalPlace): string {
  if (typeof rule === 'string') return rule;
  if (rule.domestic !== undefined && (other.country === airport.country || (DOMESTIC_ALSO[airport.country] ?? []).includes(other.country))) return rule.domestic;
  if (rule.schengen !== undefined && SCHENGEN_COUNTRIES.has(other.country) && SCHENGEN_COUNTRIES.has(airport.country)) return rule.schengen;
  return rule.otherwise;
}

/** The curated terminal table, indexed by airport and airline for one schedule build. */
export class AirportTerminalTable {
  private readonly airports = new Map<string, AirportEntry>();

  constructor(entries: readonly AirportTerminals[] = AIRPORT_TERMINALS) {
    for (const e of entries) {
      const byAirline = new Map<string, TerminalRule>();
      for (const [rule, airlines] of e.airlines ?? []) for (const code of airlines.split(' ')) byAirline.set(code, rule);
      this.airports.set(e.airport, { none: e.none !== undefined, byAirline, otherwise: e.otherwise });
    }
  }

  /** Whether the table speaks for the airport (then it alone gives its terminals). */
  covers(airport: string): boolean {
    return this.airports.has(airport);
  }

  /** Whether the airport names terminals (false where it has one, or none named, or is not in the table). */
  hasTerminals(airport: string): boolean {
    const entry = this.airports.get(airport);
    return entry !== undefined && !entry.none;
  }

  /**
   * The terminal `airline` (flying for `partner`, if a regional one) uses at `airport` for a flight
   * to or from `other`; undefined where the table names none.
   */
  terminal(airport: TerminalPlace, airline: string, other: TerminalPlace, partner?: string): string | undefined {
    const entry = this.airports.get(airport.code);
    if (!entry || entry.none) return undefined;
    const rule = entry.byAirline.get(airline) ?? (partner === undefined ? undefined : entry.byAirline.get(partner)) ?? entry.otherwise;
    return rule === undefined ? undefined : terminalByRule(rule, airport, other);
  }
}

/**
 * A leg end's terminal: the table's at the airports it covers, else the airline's hub terminal
 * (`hubTerminal`, from the curated airlines), else none.
 */
export function legEndTerminal(
  table: AirportTerminalTable,
  airline: { code: string; partner?: string },
  airport: TerminalPlace,
  other: TerminalPlace,
  hubTerminal: string | undefined,
): string | undefined {
  return table.covers(airport.code) ? table.terminal(airport, airline.code, other, airline.partner) : hubTerminal;
}
