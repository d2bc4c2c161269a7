// Memory the connection search reuses from one query to the next, one per route network (so one
// per served dataset, swapped with it). Allocated per query, its arrays by airport and pools came
// to about 150 KB of array buffers a query, and V8 answers that much outside memory with a full
// collection every few hundred queries, charged to the queries it interrupts. The entries a query
// sets are listed and cleared when it ends, so every query starts from zeros; queries run one at a
// time (the search is synchronous), which begin() checks. It holds no answers: nothing found for
// one query is seen by the next (`found`, the journeys of one answer, is emptied as an answer begins).
import { FoundJourneys } from './found-journeys.js';

/** Where a connection scan keeps what it found: leg ids, local dates, arrival instants, sellers still held. */
export interface ScanArrays {
  leg: Int32Array;
  day: Int32Array;
  arrival: Float64Array;
  sellers: Int32Array;
}

export class SearchScratch {
  // By airport, for one query. LastLegs stores values plus one, so that 0 is "not computed".
  readonly km: Float64Array;
  /** The latest arrival at each airport that connects to a useful last leg from it or its city, and the limit it was found for (0: none yet). */
  readonly latestVia: Float64Array;
  readonly latestLimit: Float64Array;
  /** ArrivalProfile's last answer for each airport, the landing of its leg, and the limit it answered (0: none yet). */
  readonly latestDeparture: Float64Array;
  readonly departureLanding: Float64Array;
  readonly departureLimit: Float64Array;
  /** The route from each airport to the query's destination, plus one (0: none). */
  readonly inbound: Int32Array;
  /** Each station's group in the second-hub index towards the query's destination, plus two (1: none). */
  readonly secondHubGroup: Int32Array;
  /**
   * Each airport's onward signature towards the query's destination, two words (the signatures of
   * who sells a last leg or a two-stop pattern on from it or its city), and whether it is known.
   */
  readonly onward: Int32Array;
  readonly onwardKnown: Uint8Array;
  /**
   * Each airport's least time from a landing there to the destination (known with `onward`): by
   * one more leg, then by two, each the least connection and the shortest flights.
   */
  readonly soonest: Float64Array;
  /** By airline: SellerReach's answers (0: not asked yet). */
  readonly sellsTwo: Int8Array;
  /** A query's first legs worth extending, as found and then latest first (grown as needed). */
  worth = new Int32Array(1024);
  firstLegs = new Int32Array(1024);
  /** For sorting a query's first legs by departure when their UTC offsets disagree. */
  order = new Float64Array(1024);
  readonly scans: readonly [ScanArrays, ScanArrays] = [scanArrays(), scanArrays()];
  /** The airports and cities of a journey whose places are checked (at most six and four). */
  readonly placeAirports = new Int32Array(6);
  readonly placeCities = new Int32Array(4);
  /** The journeys found for one answer, of one search or of an answer's several (a city's airports). */
  readonly found = new FoundJourneys();
  private touched = new Int32Array(1024);
  private touchedCount = 0;
  /**
   * By airport: whether it is in `touched` already. An airport's entries are set by several
   * lookups in a query (its distance, profile, onward signature...); listed once, end() clears it
   * once (listed at each lookup, end() was 3 % of an uncached FRA–JFK answer's CPU).
   */
  private readonly listed: Uint8Array;
  private touchedAirlines: number[] = [];
  private busy = false;

  constructor(airports: number, airlines: number) {
    this.sellsTwo = new Int8Array(airlines);
    this.listed = new Uint8Array(airports);
    this.km = new Float64Array(airports);
    this.latestVia = new Float64Array(airports);
    this.latestLimit = new Float64Array(airports);
    this.latestDeparture = new Float64Array(airports);
    this.departureLanding = new Float64Array(airports);
    this.departureLimit = new Float64Array(airports);
    this.inbound = new Int32Array(airports);
    this.secondHubGroup = new Int32Array(airports);
    this.onward = new Int32Array(airports * 2);
    this.onwardKnown = new Uint8Array(airports);
    this.soonest = new Float64Array(airports * 2);
  }

  begin(): void {
    if (this.busy) throw new Error('the connection search ran inside another one');
    this.busy = true;
  }

  /** Notes that an airport's entries were set, to be cleared by end(). */
  touch(airport: number): void {
    if (this.listed[airport] === 1) return;
    this.listed[airport] = 1;
    if (this.touchedCount === this.touched.length) {
      const touched = new Int32Array(this.touched.length * 2);
      touched.set(this.touched);
      this.touched = touched;
    }
    this.touched[this.touchedCount++] = airport;
  }

  /** Notes that an airline's entries were set, to be cleared by end(). */
  touchAirline(airline: number): void {
    this.touchedAirlines.push(airline);
  }

  end(): void {
    for (const x of this.touchedAirlines) {
      this.sellsTwo[x] = 0;
    }
    this.touchedAirlines.length = 0;
    for (let i = 0; i < this.touchedCount; i++) {
      const a = this.touched[i]!;
      this.km[a] = 0;
      this.latestVia[a] = 0;
      this.latestLimit[a] = 0;
      this.latestDeparture[a] = 0;
      this.departureLanding[a] = 0;
      this.departureLimit[a] = 0;
      this.inbound[a] = 0;
      this.secondHubGroup[a] = 0;
      this.onwardKnown[a] = 0;
      this.listed[a] = 0;
    }
    this.touchedCount = 0;
    this.busy = false;
  }
}

function scanArrays(): ScanArrays {
  return { leg: new Int32Array(256), day: new Int32Array(256), arrival: new Float64Array(256), sellers: new Int32Array(256) };
}
