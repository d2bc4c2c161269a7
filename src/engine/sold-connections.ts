// Which connections one ticket holds, as the connection search asks it: per leg the airlines it is
// sold under (its designators' airlines), the pair relation over the dataset's airline numbers, the
// airports where a no-frills airline's connections are bound, and the changes of airport within a
// city that are sold, with their minutes and sellers. Built once per dataset from the ticketing
// rules (domain/ticketing.ts), which stay the one place that says what is sold: the search reads
// small typed arrays per candidate connection, never strings or maps.
import { sharedArray, sharedCopy, sharedLists } from '../domain/shared-memory.js';
import { TicketingRules, type TicketingFacts } from '../domain/ticketing.js';
import { sellerSignatures, SIGNATURE_WORDS } from './seller-signatures.js';
import type { LegRecords } from '../model/leg-records.js';

/**
 * A leg's sellers are told apart by their position in its designator list, as bits of a mask: the
 * search carries, per partial journey, which of its last leg's sellers one ticket can still hold.
 * Designators past this many (none in real data) are not sold on through tickets.
 */
export const MAX_SELLERS = 30;
/** Every seller of a leg: the mask of a first leg. */
export const EVERY_SELLER = 2 ** MAX_SELLERS - 1;

export class SoldConnections {
  readonly airlineCount: number;
  /** `pairs[x * n + y]` is 1 when one ticket can hold a flight of airline x and one of y (somewhere). */
  readonly pairs: Uint8Array;
  /** By airline: 1 when it sells some connection (with itself or another airline), somewhere. */
  readonly connector: Uint8Array;
  /** By airline: 1 when its connections are bound to listed airports (boundAirports[boundStart[x] ..]). */
  readonly bound: Uint8Array;
  readonly boundStart: Int32Array;
  readonly boundAirports: Int32Array;
  /** By leg: its list of sellers, sellerAirlines[sellerStart[list] .. sellerStart[list + 1]). */
  readonly legSellers: Int32Array;
  readonly sellerStart: Int32Array;
  readonly sellerAirlines: Int32Array;
  /**
   * Two words per airline (seller-signatures.ts) and per seller list (its airlines' ORed): two
   * airlines one ticket joins share a bit, so lists sharing none are sold with each other by nobody.
   */
  readonly airlineSignature: Int32Array;
  readonly listSignature: Int32Array;
  /** By airline: the airlines one ticket joins it with somewhere (its row of `pairs`), partners[partnerStart[x] ..]. */
  readonly partnerStart: Int32Array;
  readonly partners: Int32Array;
  /**
   * By airport, a bit per airline: set when one ticket joins the airline to one selling a leg that
   * lands there and connects anywhere (a byte row of `rowBytes` per airport); and the airlines
   * selling a leg that lands there whose connections are bound to listed airports
   * (landingBound[landingBoundStart[a] ..]). Without either, no last leg into the airport can
   * follow the airline's flight.
   */
  readonly landingPartners: Uint8Array;
  readonly rowBytes: number;
  readonly landingBoundStart: Int32Array;
  readonly landingBound: Int32Array;
  /** The sold changes of airport, one per direction: the airport landed at, the one left from, the least minutes between. */
  readonly changeFrom: Int32Array;
  readonly changeTo: Int32Array;
  readonly changeMinutes: Int32Array;
  /** `changeSellers[change * n + x]` is 1 when airline x is, or is sold as, a seller of the change. */
  readonly changeSellers: Uint8Array;

  constructor(facts: TicketingFacts, legs: LegRecords, airportId: ReadonlyMap<string, number>) {
    const rules = new TicketingRules(facts);
    const airlines = legs.airlines;
    const n = airlines.length;
    this.airlineCount = n;
    this.pairs = sharedCopy(Uint8Array, rules.pairMatrix(airlines));
    this.connector = sharedArray(Uint8Array, n);
    for (let x = 0; x < n; x++) this.connector[x] = this.pairs.subarray(x * n, (x + 1) * n).includes(1) ? 1 : 0;

    const bound: number[][] = airlines.map((code) => {
      const airports = rules.connectingAirports(code);
      return airports ? [...airports].map((a) => airportId.get(a) ?? -1).filter((id) => id >= 0).sort((a, b) => a - b) : [];
    });
    this.bound = sharedCopy(Uint8Array, airlines.map((code) => (rules.connectingAirports(code) ? 1 : 0)));
    [this.boundStart, this.boundAirports] = sharedLists(bound);

    // Seller lists: a leg's marketing list where it has one, else its operating airline alone
    // (numbered after the marketing lists).
    const listCount = legs.listStart.length - 1;
    const lists: number[][] = [];
    for (let l = 0; l < listCount; l++) {
      const items: number[] = [];
      for (let i = legs.listStart[l]!; i < legs.listStart[l + 1]! && items.length < MAX_SELLERS; i++) items.push(legs.designatorAirline[legs.listItems[i]!]!);
      lists.push(items);
    }
    for (let x = 0; x < n; x++) lists.push([x]);
    [this.sellerStart, this.sellerAirlines] = sharedLists(lists);
    this.legSellers = sharedArray(Int32Array, legs.length);
    for (let id = 0; id < legs.length; id++) {
      const list = legs.marketing[id]!;
      this.legSellers[id] = legs.listStart[list + 1]! > legs.listStart[list]! ? list : listCount + legs.designatorAirline[legs.operating[id]!]!;
    }

    this.airlineSignature = sharedCopy(Int32Array, sellerSignatures(this.pairs, n));
    this.listSignature = sharedArray(Int32Array, (this.sellerStart.length - 1) * SIGNATURE_WORDS);
    for (let list = 0; list + 1 < this.sellerStart.length; list++) {
      for (let i = this.sellerStart[list]!; i < this.sellerStart[list + 1]!; i++) this.orSignature(this.listSignature, list, this.sellerAirlines[i]!);
    }
    [this.partnerStart, this.partners] = sharedLists(
      airlines.map((_, x) => {
        const row: number[] = [];
        for (let y = 0; y < n; y++) if (this.pairs[x * n + y] === 1) row.push(y);
        return row;
      }),
    );
    const arriving = Array.from({ length: legs.airports.length }, () => new Set<number>());
    for (let id = 0; id < legs.length; id++) {
      const list = this.legSellers[id]!;
      for (let i = this.sellerStart[list]!; i < this.sellerStart[list + 1]!; i++) arriving[legs.destinationId[id]!]!.add(this.sellerAirlines[i]!);
    }
    this.rowBytes = Math.ceil(n / 8);
    this.landingPartners = sharedArray(Uint8Array, legs.airports.length * this.rowBytes);
    [this.landingBoundStart, this.landingBound] = sharedLists(arriving.map((sellers) => [...sellers].filter((y) => this.bound[y] === 1).sort((a, b) => a - b)));
    arriving.forEach((sellers, airport) => {
      for (const y of sellers) {
        if (this.bound[y] === 1) continue;
        for (let i = this.partnerStart[y]!; i < this.partnerStart[y + 1]!; i++) {
          const x = this.partners[i]!;
          this.landingPartners[airport * this.rowBytes + (x >> 3)]! |= 1 << (x & 7);
        }
      }
    });

    const changes = facts.airportChanges.flatMap((c) => {
      const [a, b] = c.airports.map((code) => airportId.get(code));
      if (a === undefined || b === undefined || c.sellers.length === 0) return [];
      return [{ from: a, to: b, change: c }, { from: b, to: a, change: c }];
    });
    this.changeFrom = sharedCopy(Int32Array, changes.map((c) => c.from));
    this.changeTo = sharedCopy(Int32Array, changes.map((c) => c.to));
    this.changeMinutes = sharedCopy(Int32Array, changes.map((c) => c.change.minutes));
    this.changeSellers = sharedArray(Uint8Array, changes.length * n);
    changes.forEach((c, k) => airlines.forEach((code, x) => (this.changeSellers[k * n + x] = rules.sellsChange(code, c.change) ? 1 : 0)));
  }

  /** Adds airline `x`'s signature to entry `at` of `signatures`. */
  orSignature(signatures: Int32Array, at: number, x: number): void {
    for (let w = 0; w < SIGNATURE_WORDS; w++) signatures[at * SIGNATURE_WORDS + w]! |= this.airlineSignature[x * SIGNATURE_WORDS + w]!;
  }

  /**
   * Whether a seller of leg `leg` among `held` may sell with the airlines of entry `at` of
   * `signatures` (a route's sellers, an airport's landing ones): false only when none can.
   */
  mayMeet(leg: number, held: number, signatures: Int32Array, at: number): boolean {
    const list = this.legSellers[leg]!;
    const lo = signatures[at * 2]!;
    const hi = signatures[at * 2 + 1]!;
    if (held === EVERY_SELLER) return ((this.listSignature[list * 2]! & lo) | (this.listSignature[list * 2 + 1]! & hi)) !== 0;
    for (let i = this.sellerStart[list]!, bit = 1; i < this.sellerStart[list + 1]!; i++, bit *= 2) {
      if ((held & bit) === 0) continue;
      const x = this.sellerAirlines[i]!;
      if (((this.airlineSignature[x * 2]! & lo) | (this.airlineSignature[x * 2 + 1]! & hi)) !== 0) return true;
    }
    return false;
  }

  /**
   * Whether one ticket may join airline `x` to one selling a leg that lands at `airport`, the two
   * connecting at `at` (-1: anywhere).
   */
  joinsLandingAt(x: number, airport: number, at: number): boolean {
    if (at >= 0 && this.bound[x] === 1 && !this.boundTo(x, at)) return false;
    if ((this.landingPartners[airport * this.rowBytes + (x >> 3)]! & (1 << (x & 7))) !== 0) return true;
    const n = this.airlineCount;
    for (let i = this.landingBoundStart[airport]!; i < this.landingBoundStart[airport + 1]!; i++) {
      const y = this.landingBound[i]!;
      if (this.pairs[x * n + y] === 1 && (at < 0 || this.boundTo(y, at))) return true;
    }
    return false;
  }

  /** The sold change of airport from `from` to `to` (-1: none). */
  changeBetween(from: number, to: number): number {
    for (let k = 0; k < this.changeFrom.length; k++) if (this.changeFrom[k] === from && this.changeTo[k] === to) return k;
    return -1;
  }

  /** How many sellers a leg has (positions in its designator list). */
  sellerCount(leg: number): number {
    const list = this.legSellers[leg]!;
    return this.sellerStart[list + 1]! - this.sellerStart[list]!;
  }

  /**
   * Of the departing leg's sellers (bits by position), those that one ticket joins to a seller of
   * the arriving leg among `mask`, connecting at airport `at`; with a change of airport (`change`,
   * from `at` to changeTo[change]; -1 for none) the two must connect at both airports, and one of
   * them sell the change. 0 when the connection is sold by nobody.
   */
  next(arriving: number, mask: number, departing: number, at: number, change: number): number {
    const { sellerStart, sellerAirlines, pairs, bound } = this;
    const n = this.airlineCount;
    const a = this.legSellers[arriving]!;
    const b = this.legSellers[departing]!;
    const aStart = sellerStart[a]!;
    const aEnd = sellerStart[a + 1]!;
    const bEnd = sellerStart[b + 1]!;
    let out = 0;
    for (let j = sellerStart[b]!, bit = 1; j < bEnd; j++, bit *= 2) {
      const y = sellerAirlines[j]!;
      if (bound[y] === 1 && !this.connects(y, at, change)) continue;
      for (let i = aStart, held = 1; i < aEnd; i++, held *= 2) {
        if ((mask & held) === 0) continue;
        const x = sellerAirlines[i]!;
        if (pairs[x * n + y] === 0 || (bound[x] === 1 && !this.connects(x, at, change))) continue;
        if (change >= 0 && !this.sellsChange(change, x, y)) continue;
        out |= bit;
        break;
      }
    }
    return out;
  }

  /** Whether airline x or y sells change of airport `change`. */
  private sellsChange(change: number, x: number, y: number): boolean {
    const n = this.airlineCount;
    return this.changeSellers[change * n + x] === 1 || this.changeSellers[change * n + y] === 1;
  }

  /** Whether one of the leg's sellers sells some connection at the airport where it lands. */
  connectsOn(leg: number, at: number): boolean {
    const list = this.legSellers[leg]!;
    for (let i = this.sellerStart[list]!; i < this.sellerStart[list + 1]!; i++) {
      const x = this.sellerAirlines[i]!;
      if (this.connector[x] === 1 && this.connects(x, at, -1)) return true;
    }
    return false;
  }

  /** Whether airline `x` may be part of a connection at `at` (and, with a change, at the other airport too). */
  private connects(x: number, at: number, change: number): boolean {
    if (this.bound[x] === 0) return true;
    return this.boundTo(x, at) && (change < 0 || this.boundTo(x, this.changeTo[change]!));
  }

  private boundTo(x: number, airport: number): boolean {
    for (let i = this.boundStart[x]!; i < this.boundStart[x + 1]!; i++) if (this.boundAirports[i] === airport) return true;
    return false;
  }
}
