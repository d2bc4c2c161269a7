// The journey validator's own reading of the ticketing facts (docs/connections-as-sold.md): which
// airlines one ticket joins, where, and which changes of airport within a city. Written apart from
// src/domain/ticketing.ts on purpose: a misreading of the facts there must show as a violation
// here, not be repeated. Only the facts' shape is shared.
import type { AirportChange, OwnConnections, TicketingFacts } from '../../src/domain/ticketing.js';

interface NoFrills {
  own: OwnConnections;
  partners: ReadonlySet<string>;
}

export class SoldConnections {
  /** Airline → the alliances and groups it is a full member of (names prefixed by kind). */
  readonly #memberships = new Map<string, Set<string>>();
  /** Airline → airlines it lists as partners, or is listed as a partner by (each pair both ways). */
  readonly #partners = new Map<string, Set<string>>();
  readonly #regionalFor = new Map<string, readonly string[]>();
  readonly #noFrills = new Map<string, NoFrills>();
  readonly #changes: readonly AirportChange[];
  readonly defaultChangeMinutes: number;

  constructor(facts: TicketingFacts) {
    const join = (map: Map<string, Set<string>>, key: string, value: string) => {
      const set = map.get(key) ?? new Set<string>();
      set.add(value);
      map.set(key, set);
    };
    for (const alliance of facts.alliances) for (const m of alliance.members) join(this.#memberships, m, `alliance ${alliance.name}`);
    for (const group of facts.groups) for (const m of group.airlines) join(this.#memberships, m, `group ${group.name}`);
    for (const p of facts.partnerships) {
      for (const partner of p.partners) {
        join(this.#partners, p.airline, partner);
        join(this.#partners, partner, p.airline);
      }
    }
    for (const r of facts.regionals) this.#regionalFor.set(r.airline, r.partners);
    for (const n of facts.noFrills) this.#noFrills.set(n.airline, { own: n.own, partners: new Set(n.partners) });
    this.#changes = facts.airportChanges;
    this.defaultChangeMinutes = facts.defaultAirportChangeMinutes;
  }

  isNoFrills(airline: string): boolean {
    return this.#noFrills.has(airline);
  }

  /** The airlines a flight of `airline` is sold as: a regional's mainlines, else itself. */
  soldAs(airline: string): readonly string[] {
    return this.#regionalFor.get(airline) ?? [airline];
  }

  /** Whether one ticket can hold flights of x and y, airports aside (neither a regional). */
  #pair(x: string, y: string): boolean {
    const nx = this.#noFrills.get(x);
    const ny = this.#noFrills.get(y);
    if (x === y) return nx === undefined || nx.own.kind !== 'none';
    // A no-frills airline is outside alliances and groups: only a partner listed on either side.
    if (nx || ny) return (nx?.partners.has(y) ?? false) || (ny?.partners.has(x) ?? false);
    if (this.#partners.get(x)?.has(y)) return true;
    const mx = this.#memberships.get(x);
    const my = this.#memberships.get(y);
    return mx !== undefined && my !== undefined && [...mx].some((m) => my.has(m));
  }

  /** Whether an airline's own rule lets it be part of a connection at `airport`. */
  #connectsAt(airline: string, airport: string): boolean {
    const own = this.#noFrills.get(airline)?.own;
    return own?.kind !== 'airports' || own.airports.includes(airport);
  }

  /** Whether one ticket joins a flight sold by x landing at `airport` to one sold by y leaving it. */
  sellsConnection(x: string, y: string, airport: string): boolean {
    const xs = this.soldAs(x);
    const ys = this.soldAs(y);
    if (![x, y, ...xs, ...ys].every((a) => this.#connectsAt(a, airport))) return false;
    return xs.some((a) => ys.some((b) => this.#pair(a, b)));
  }

  /** The curated change between two airports of one city (either way round), or undefined. */
  change(from: string, to: string): AirportChange | undefined {
    return this.#changes.find((c) => (c.airports[0] === from && c.airports[1] === to) || (c.airports[0] === to && c.airports[1] === from));
  }

  /**
   * Whether one ticket joins x landing at `from` to y leaving `to`: a curated pair whose sellers
   * include x or y (or what one of them is sold as), x and y sold together at both airports.
   */
  sellsAirportChange(x: string, from: string, y: string, to: string): boolean {
    const c = this.change(from, to);
    if (!c) return false;
    const sells = [x, y, ...this.soldAs(x), ...this.soldAs(y)].some((a) => c.sellers.includes(a));
    return sells && this.sellsConnection(x, y, from) && this.sellsConnection(x, y, to);
  }

  #connectionSold(x: string, y: string, c: Connection): boolean {
    return c.arrival === c.departure ? this.sellsConnection(x, y, c.arrival) : this.sellsAirportChange(x, c.arrival, y, c.departure);
  }

  /**
   * A choice of one seller per leg (each leg's candidates in order) that has every connection sold,
   * or undefined when there is none. A middle leg has one seller for both its connections.
   */
  chooseSellers(sellers: readonly (readonly string[])[], connections: readonly Connection[]): string[] | undefined {
    const chosen: string[] = [];
    const extend = (leg: number): boolean => {
      if (leg === sellers.length) return true;
      for (const s of sellers[leg]!) {
        if (leg > 0 && !this.#connectionSold(chosen[leg - 1]!, s, connections[leg - 1]!)) continue;
        chosen[leg] = s;
        if (extend(leg + 1)) return true;
      }
      return false;
    };
    return extend(0) ? chosen.slice(0, sellers.length) : undefined;
  }
}

/** Where a connection is made: the airport landed at and the one left from (the same, or two of a city). */
export interface Connection {
  arrival: string;
  departure: string;
}

/** The local wall-clock nights (23:00–07:00) a connection's wait must overlap to be overnight, minutes. */
export const OVERNIGHT_MINUTES = 240;
const NIGHT_START = 23 * 60;
const NIGHT_END = 7 * 60;

/**
 * Minutes of a wait that fall between 23:00 and 07:00, the wait running from a local arrival time to
 * a local departure time as written (wall minutes since the epoch, read as if UTC).
 */
export function nightMinutes(arrivalWall: number, departureWall: number): number {
  if (departureWall <= arrivalWall) return 0;
  let total = 0;
  // Night d runs from 23:00 of day d−1 to 07:00 of day d.
  for (let d = Math.floor(arrivalWall / 1440); d <= Math.floor(departureWall / 1440) + 1; d++) {
    const start = d * 1440 - (1440 - NIGHT_START);
    const end = d * 1440 + NIGHT_END;
    total += Math.max(0, Math.min(end, departureWall) - Math.max(start, arrivalWall));
  }
  return total;
}

export function isOvernight(arrivalWall: number, departureWall: number): boolean {
  return nightMinutes(arrivalWall, departureWall) >= OVERNIGHT_MINUTES;
}
