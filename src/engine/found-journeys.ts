// The journeys a search finds, as numbers in arrays kept from one answer to the next (in the search's
// scratch), until the rules of which to offer have run over them. Built as objects when found (a
// journey, its list, a dated leg and a Leg record per leg), those a journey found later beats were
// garbage as soon as the rules ran; only the journeys kept become objects now (keepUnbeaten): 17.4
// -> 15.0 KB a traffic-weighted query, most of what is left the answer itself.
import { landsByNextMorning } from '../domain/overnight.js';
import type { LegRecords } from '../model/leg-records.js';
import type { DatedLeg, Journey } from './journey.js';
import type { LegTable } from './leg-table.js';

/** At most three legs a journey (two stops). */
const MAX_LEGS = 3;

export class FoundJourneys {
  count = 0;
  /** By journey: its number of legs, departure and arrival instants, and whether a connection is overnight. */
  private legCount = new Uint8Array(256);
  private departure = new Float64Array(256);
  private arrival = new Float64Array(256);
  private overnight = new Uint8Array(256);
  /** By journey, three slots: leg ids and their local departure dates. */
  private legs = new Int32Array(256 * MAX_LEGS);
  private days = new Int32Array(256 * MAX_LEGS);
  /** For the rules: journeys' positions in the order they are weighed in. */
  private order = new Int32Array(256);

  /** Empties the list for the next answer (what was found before is not read again). */
  clear(): void {
    this.count = 0;
  }

  /** Adds a journey of one, two or three legs (`b` and `c` -1 when absent), with its instants as the legs' dated ones. */
  add(table: LegTable, a: number, aDay: number, b: number, bDay: number, c: number, cDay: number, overnight: boolean): void {
    if (this.count === this.legCount.length) this.grow();
    const at = this.count++;
    const n = c >= 0 ? 3 : b >= 0 ? 2 : 1;
    const lastLeg = n === 3 ? c : n === 2 ? b : a;
    const lastDay = n === 3 ? cDay : n === 2 ? bDay : aDay;
    this.legCount[at] = n;
    this.departure[at] = aDay * 1440 + table.departureUtc[a]!;
    this.arrival[at] = lastDay * 1440 + table.departureUtc[lastLeg]! + table.block[lastLeg]!;
    this.overnight[at] = overnight ? 1 : 0;
    this.legs[at * MAX_LEGS] = a;
    this.legs[at * MAX_LEGS + 1] = b;
    this.legs[at * MAX_LEGS + 2] = c;
    this.days[at * MAX_LEGS] = aDay;
    this.days[at * MAX_LEGS + 1] = bDay;
    this.days[at * MAX_LEGS + 2] = cDay;
  }

  departureOf(at: number): number {
    return this.departure[at]!;
  }

  arrivalOf(at: number): number {
    return this.arrival[at]!;
  }

  /**
   * The journeys worth offering, whose first legs leave on local date `day` (docs/api-rules.md,
   * Schedules): those no other journey beats, and of them those with an overnight connection only
   * when none without one lands by the next morning. Those no other beats are picked over the
   * numbers; only they become objects.
   */
  keepUnbeaten(table: LegTable, records: LegRecords, day: number): Journey[] {
    const kept = this.keepUndominated(table, records);
    const spared = kept.some((j) => !j.overnight && landsByNextMorning(localArrival(j), day));
    return spared ? kept.filter((j) => !j.overnight) : kept;
  }

  /**
   * Drops connecting journeys that another journey beats: one that leaves no earlier, arrives no
   * later, with no more legs, and is better in at least one of these. Direct flights always stay.
   * Weighed by departure latest first, then arrival, then fewer legs, equal ones in the order found.
   */
  private keepUndominated(table: LegTable, records: LegRecords): Journey[] {
    const { legCount, departure, arrival } = this;
    const order = this.order.subarray(0, this.count);
    let k = 0;
    for (let n = 1; n <= MAX_LEGS; n++) for (let at = 0; at < this.count; at++) if (legCount[at] === n) order[k++] = at;
    // Fewer legs first, each number of legs in the order found: the order the rules were first
    // written over (direct, one-stop and two-stop lists in turn), which the position's tie-break keeps.
    order.sort((x, y) => departure[y]! - departure[x]! || arrival[x]! - arrival[y]! || legCount[x]! - legCount[y]! || x - y);
    let bestArrival1 = Infinity;
    let bestArrival2 = Infinity;
    let bestArrival3 = Infinity;
    let bestDeparture1 = -Infinity;
    let bestDeparture2 = -Infinity;
    let bestDeparture3 = -Infinity;
    const kept: Journey[] = [];
    for (let i = 0; i < order.length; i++) {
      const at = order[i]!;
      const n = legCount[at]!;
      const a = arrival[at]!;
      const d = departure[at]!;
      let dominated = false;
      if (n > 1) {
        dominated = bestArrival1 < a || (bestArrival1 === a && (1 < n || bestDeparture1 > d));
        if (!dominated) dominated = bestArrival2 < a || (bestArrival2 === a && (2 < n || bestDeparture2 > d));
        if (!dominated && n === 3) dominated = bestArrival3 < a || (bestArrival3 === a && bestDeparture3 > d);
      }
      if (!dominated) kept.push(this.journey(table, records, at));
      if (n === 1 && a < bestArrival1) {
        bestArrival1 = a;
        bestDeparture1 = d;
      } else if (n === 2 && a < bestArrival2) {
        bestArrival2 = a;
        bestDeparture2 = d;
      } else if (n === 3 && a < bestArrival3) {
        bestArrival3 = a;
        bestDeparture3 = d;
      }
    }
    return kept;
  }

  private journey(table: LegTable, records: LegRecords, at: number): Journey {
    const n = this.legCount[at]!;
    const legs: DatedLeg[] = [];
    for (let i = 0; i < n; i++) legs.push(datedLeg(table, records, this.legs[at * MAX_LEGS + i]!, this.days[at * MAX_LEGS + i]!));
    return { legs, departure: this.departure[at]!, arrival: this.arrival[at]!, overnight: this.overnight[at] === 1 };
  }

  private grow(): void {
    const size = this.legCount.length * 2;
    this.legCount = grown(this.legCount, new Uint8Array(size));
    this.departure = grown(this.departure, new Float64Array(size));
    this.arrival = grown(this.arrival, new Float64Array(size));
    this.overnight = grown(this.overnight, new Uint8Array(size));
    this.legs = grown(this.legs, new Int32Array(size * MAX_LEGS));
    this.days = grown(this.days, new Int32Array(size * MAX_LEGS));
    this.order = new Int32Array(size);
  }
}

function grown<T extends Uint8Array | Int32Array | Float64Array>(old: T, larger: T): T {
  larger.set(old as never);
  return larger;
}

/** Leg `id` on a local date, its instants read from the leg table. */
function datedLeg(table: LegTable, records: LegRecords, id: number, day: number): DatedLeg {
  const departure = day * 1440 + table.departureUtc[id]!;
  return { leg: records.at(id), day, departure, arrival: departure + table.block[id]! };
}

/** Where a journey's last leg lands, in wall-clock minutes of the destination's local time. */
function localArrival(journey: Journey): number {
  const last = journey.legs[journey.legs.length - 1]!;
  return (last.day + last.leg.arrivalDayOffset) * 1440 + last.leg.arrivalTime;
}
