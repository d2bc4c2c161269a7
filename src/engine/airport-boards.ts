// An airport's departures and arrivals over a span of local time, as a flight-information board
// shows them. Departures come from the departure index; arrivals from an index of its own, the
// legs of each destination in local arrival-time order, made the first time a board is asked for
// (the leg ids a departure index holds, laid out by destination: 1.2 MB at world scale).
// Through segments are left out: a board lists legs.
import { operatesOn } from '../domain/flight-dates.js';
import type { Leg, ScheduleStore } from '../model/schedule-store.js';
import type { DepartureIndex } from './departure-index.js';

/** A leg on its local departure date. */
export interface BoardLeg {
  leg: Leg;
  day: number;
}

export class AirportBoards {
  private arrivalIndex: { starts: Int32Array; ids: Int32Array } | undefined;

  constructor(
    private readonly store: ScheduleStore,
    private readonly departureIndex: DepartureIndex,
  ) {}

  /** Legs leaving `airportId` from local `day` at `fromMinute` for `minutes`, by departure. */
  departures(airportId: number, day: number, fromMinute: number, minutes: number): BoardLeg[] {
    const found: BoardLeg[] = [];
    const end = fromMinute + minutes;
    for (let d = day; (d - day) * 1440 < end; d++) {
      const from = Math.max(0, fromMinute - (d - day) * 1440);
      for (const id of this.departureIndex.departures(airportId, d, from)) {
        const leg = this.store.legs[id]!;
        if ((d - day) * 1440 + leg.departureTime >= end) break;
        if (leg.stops === 0) found.push({ leg, day: d });
      }
    }
    return found;
  }

  /** Legs landing at `airportId` from local `day` at `fromMinute` for `minutes`, by arrival. */
  arrivals(airportId: number, day: number, fromMinute: number, minutes: number): BoardLeg[] {
    const { starts, ids } = (this.arrivalIndex ??= this.buildArrivals());
    const found: { board: BoardLeg; at: number }[] = [];
    const end = fromMinute + minutes;
    for (let i = starts[airportId]!; i < starts[airportId + 1]!; i++) {
      const leg = this.store.legs[ids[i]!]!;
      // The leg lands on `day + k` at arrivalTime: the local date it left is that less its day offset.
      for (let k = 0; k * 1440 < end; k++) {
        const at = k * 1440 + leg.arrivalTime;
        if (at < fromMinute || at >= end) continue;
        const departureDay = day + k - leg.arrivalDayOffset;
        if (operatesOn(leg.pattern, departureDay)) found.push({ board: { leg, day: departureDay }, at });
      }
    }
    return found.sort((a, b) => a.at - b.at || a.board.leg.departureUtcMinute + a.board.day * 1440 - (b.board.leg.departureUtcMinute + b.board.day * 1440)).map((f) => f.board);
  }

  private buildArrivals(): { starts: Int32Array; ids: Int32Array } {
    const { legs, airports } = this.store;
    const starts = new Int32Array(airports.length + 1);
    for (const leg of legs) if (leg.stops === 0) starts[leg.destinationId + 1]! += 1;
    for (let a = 0; a < airports.length; a++) starts[a + 1]! += starts[a]!;
    const ids = new Int32Array(starts[airports.length]!);
    const next = starts.slice(0, airports.length);
    for (let i = 0; i < legs.length; i++) if (legs[i]!.stops === 0) ids[next[legs[i]!.destinationId]!++] = i;
    for (let a = 0; a < airports.length; a++) {
      ids.subarray(starts[a]!, starts[a + 1]!).sort((x, y) => legs[x]!.arrivalTime - legs[y]!.arrivalTime);
    }
    return { starts, ids };
  }
}
