// Which flights one ticket can join: the rules over the curated facts (src/ingest/curated/ticketing.ts),
// kept here, in the earliest stage, so that the connection search (engine/) can use them once the
// facts travel in the dataset; the facts come in as arguments and nothing here reads a file.
// The rules in plain words: docs/connections-as-sold.md.

/** How a no-frills airline sells connections between its own flights. */
export type OwnConnections =
  /** it sells no connection at all: every flight is a ticket of its own */
  | { kind: 'none' }
  /** at every airport of its network */
  | { kind: 'network' }
  /** only at these airports */
  | { kind: 'airports'; airports: readonly string[] };

export interface NoFrillsRule {
  airline: string;
  own: OwnConnections;
  /** Other airlines whose flights it sells on one ticket with its own (also at these airports when listed). */
  partners: readonly string[];
}

export interface AirportChange {
  /** The two airports of one city, either way round. */
  airports: readonly [string, string];
  /** The least time from arrival at one to departure from the other on one ticket. */
  minutes: number;
  /** Airlines (and, through the ticketing rules, their partners) that sell this change on one ticket. */
  sellers: readonly string[];
}

/** The facts, as plain data (what a dataset file would carry). */
export interface TicketingFacts {
  /** Alliances by name, their full members by IATA code. */
  alliances: readonly { name: string; members: readonly string[] }[];
  /** Groups whose every two members sell each other's flights: airline groups, joint ventures. */
  groups: readonly { name: string; airlines: readonly string[] }[];
  /** An airline and the partners it sells (codeshares): each partner with it, not with each other. */
  partnerships: readonly { airline: string; partners: readonly string[] }[];
  /** Regional airlines that fly for one or more mainline airlines and are sold as they are. */
  regionals: readonly { airline: string; partners: readonly string[] }[];
  noFrills: readonly NoFrillsRule[];
  airportChanges: readonly AirportChange[];
  /** The time assumed for a change of airport within a city that is not curated. */
  defaultAirportChangeMinutes: number;
}

/** No facts: each airline sells only its own flights (no-frills rules unknown), and no change of airport. */
export const NO_TICKETING: TicketingFacts = {
  alliances: [],
  groups: [],
  partnerships: [],
  regionals: [],
  noFrills: [],
  airportChanges: [],
  defaultAirportChangeMinutes: 240,
};

/**
 * The facts made lookups, once per set of facts (per dataset). An airline the facts do not name is
 * taken to sell connections on its own network and with no other airline.
 */
export class TicketingRules {
  /** Airline → the keys it sells under (an alliance, a group, itself); two airlines sharing a key sell together. */
  readonly #keys = new Map<string, Set<string>>();
  readonly #noFrills = new Map<string, { own: OwnConnections; ownAt?: Set<string>; partners: Set<string> }>();
  readonly #regional = new Map<string, readonly string[]>();
  readonly #changes = new Map<string, AirportChange>();
  readonly defaultAirportChangeMinutes: number;

  constructor(facts: TicketingFacts) {
    const add = (airline: string, key: string) => {
      let keys = this.#keys.get(airline);
      if (!keys) this.#keys.set(airline, (keys = new Set()));
      keys.add(key);
    };
    for (const a of facts.alliances) for (const m of a.members) add(m, `alliance:${a.name}`);
    for (const g of facts.groups) for (const m of g.airlines) add(m, `group:${g.name}`);
    for (const p of facts.partnerships) for (const m of p.partners) {
      const key = `pair:${[p.airline, m].sort().join('-')}`;
      add(p.airline, key);
      add(m, key);
    }
    for (const r of facts.regionals) this.#regional.set(r.airline, r.partners);
    for (const n of facts.noFrills) {
      this.#noFrills.set(n.airline, {
        own: n.own,
        ...(n.own.kind === 'airports' ? { ownAt: new Set(n.own.airports) } : {}),
        partners: new Set(n.partners),
      });
    }
    for (const c of facts.airportChanges) {
      this.#changes.set(`${c.airports[0]}-${c.airports[1]}`, c);
      this.#changes.set(`${c.airports[1]}-${c.airports[0]}`, c);
    }
    this.defaultAirportChangeMinutes = facts.defaultAirportChangeMinutes;
  }

  /** The airlines an airline is sold as: itself, or for a regional the airlines it flies for. */
  #soldAs(airline: string): readonly string[] {
    return this.#regional.get(airline) ?? [airline];
  }

  #networkPair(a: string, b: string): boolean {
    if (a === b) return true;
    const ka = this.#keys.get(a);
    const kb = this.#keys.get(b);
    if (!ka || !kb) return false;
    for (const k of ka) if (kb.has(k)) return true;
    return false;
  }

  #noFrillsPair(a: string, b: string): boolean {
    const na = this.#noFrills.get(a);
    const nb = this.#noFrills.get(b);
    if (a === b) return na ? na.own.kind !== 'none' : true;
    // A no-frills airline sells another's flights only when one of the two lists the other.
    if (na || nb) return (na?.partners.has(b) ?? false) || (nb?.partners.has(a) ?? false);
    return this.#networkPair(a, b);
  }

  /** Whether some one ticket can hold a flight of `a` and a flight of `b` (at some airport). */
  sellsTogether(a: string, b: string): boolean {
    if (a === b) return this.#noFrillsPair(a, b);
    for (const x of this.#soldAs(a)) for (const y of this.#soldAs(b)) if (this.#noFrillsPair(x, y)) return true;
    return false;
  }

  /** Whether one ticket joins an arrival of `a` at `airport` to a departure of `b` from it. */
  sellsConnection(a: string, b: string, airport: string): boolean {
    return this.sellsTogether(a, b) && this.connectsAt(a, airport) && this.connectsAt(b, airport);
  }

  /** The curated change between two airports of one city, or undefined (then the default time, and no seller). */
  airportChange(from: string, to: string): AirportChange | undefined {
    return this.#changes.get(`${from}-${to}`);
  }

  /** Whether one ticket joins an arrival of `a` at `from` to a departure of `b` from `to`, another airport of the city. */
  sellsAirportChange(a: string, from: string, b: string, to: string): boolean {
    const change = this.airportChange(from, to);
    if (!change || !this.sellsConnection(a, b, from) || !this.sellsConnection(a, b, to)) return false;
    return this.sellsChange(a, change) || this.sellsChange(b, change);
  }

  /** Whether `airline` is, or is sold as, a seller of `change` (a partner's sale is not enough). */
  sellsChange(airline: string, change: AirportChange): boolean {
    return this.#soldAs(airline).some((y) => change.sellers.includes(y));
  }

  /** Whether a connection that `airline` is part of may be made at `airport` (its no-frills rule may list where). */
  connectsAt(airline: string, airport: string): boolean {
    const ownAt = this.#noFrills.get(airline)?.ownAt;
    return !ownAt || ownAt.has(airport);
  }

  /** The airports a no-frills airline's connections are bound to, undefined when it has no such list. */
  connectingAirports(airline: string): ReadonlySet<string> | undefined {
    return this.#noFrills.get(airline)?.ownAt;
  }

  /**
   * The pair relation over airlines numbered 0…n−1 as the dataset numbers them: `m[i * n + j]` is 1
   * when `sellsTogether(codes[i], codes[j])`. Built once per served dataset, read per connection.
   */
  pairMatrix(codes: readonly string[]): Uint8Array {
    const n = codes.length;
    const m = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = i; j < n; j++) {
      if (this.sellsTogether(codes[i]!, codes[j]!)) m[i * n + j] = m[j * n + i] = 1;
    }
    return m;
  }
}
