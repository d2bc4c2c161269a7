// An airport's departures and arrivals over a span of local time, as a flight-information board
// shows them. Departures come from the departure index; arrivals from an index of its own, the
// legs of each destination in local arrival-time order, made the first time a board is asked for
// (the leg ids a departure index holds, laid out by destination: 1.2 MB at world scale).
// Through segments are left out: a board lists legs.
import { patternRunsOn } from '../domain/flight-dates.js';
import { sharedArray } from '../domain/shared-memory.js';
import type { Leg, ScheduleStore } from '../model/schedule-store.js';
import type { DepartureIndex } from './departure-index.js';

/** A leg on its local departure date. */
export interface BoardLeg {
  leg: Leg;
  day: number;
}

/** By airport: the legs landing there, ids[starts[a] .. starts[a + 1]), by local arrival time. */
export interface ArrivalIndex {
  readonly starts: Int32Array;
  readonly ids: Int32Array;
}

export class AirportBoards {
  constructor(
    private readonly store: ScheduleStore,
    private readonly departureIndex: DepartureIndex,
    /** The legs landing at each airport, by local arrival time: made on first use unless given. */
    private arrivalIndex?: ArrivalIndex,
  ) {}

  /** The arrival index, made now if it was not yet. */
  arrivalIndexBuilt(): ArrivalIndex {
    return (this.arrivalIndex ??= arrivalIndexOf(this.store));
  }

  /** Legs leaving `airportId` from local `day` at `fromMinute` for `minutes`, by departure. */
  departures(airportId: number, day: number, fromMinute: number, minutes: number): BoardLeg[] {
    const legs = this.store.legs;
    const found: BoardLeg[] = [];
    const end = fromMinute + minutes;
    for (let d = day; (d - day) * 1440 < end; d++) {
      const from = Math.max(0, fromMinute - (d - day) * 1440);
      for (const id of this.departureIndex.departures(airportId, d, from)) {
        if ((d - day) * 1440 + legs.departureTime[id]! >= end) break;
        if (legs.stops[id] === 0) found.push({ leg: legs.at(id), day: d });
      }
    }
    return found;
  }

  /** Legs landing at `airportId` from local `day` at `fromMinute` for `minutes`, by arrival. */
  arrivals(airportId: number, day: number, fromMinute: number, minutes: number): BoardLeg[] {
    const { starts, ids } = this.arrivalIndexBuilt();
    const legs = this.store.legs;
    const found: { board: BoardLeg; at: number }[] = [];
    const end = fromMinute + minutes;
    for (let i = starts[airportId]!; i < starts[airportId + 1]!; i++) {
      const id = ids[i]!;
      // The leg lands on `day + k` at arrivalTime: the local date it left is that less its day offset.
      for (let k = 0; k * 1440 < end; k++) {
        const at = k * 1440 + legs.arrivalTime[id]!;
        if (at < fromMinute || at >= end) continue;
        const departureDay = day + k - legs.arrivalDayOffset[id]!;
        if (patternRunsOn(legs.first[id]!, legs.last[id]!, legs.weekdays[id]!, legs.rate[id]!, departureDay)) found.push({ board: { leg: legs.at(id), day: departureDay }, at });
      }
    }
    return found.sort((a, b) => a.at - b.at || a.board.leg.departureUtcMinute + a.board.day * 1440 - (b.board.leg.departureUtcMinute + b.board.day * 1440)).map((f) => f.board);
  }
}

/** The arrival index of a schedule: by airport, the legs (through segments left out) landing there, by local arrival time. */
export function arrivalIndexOf(store: ScheduleStore): ArrivalIndex {
  const { legs, airports } = store;
  const starts = sharedArray(Int32Array, airports.length + 1);
  for (let id = 0; id < legs.length; id++) if (legs.stops[id] === 0) starts[legs.destinationId[id]! + 1]! += 1;
  for (let a = 0; a < airports.length; a++) starts[a + 1]! += starts[a]!;
  const ids = sharedArray(Int32Array, starts[airports.length]!);
  const next = starts.slice(0, airports.length);
  for (let id = 0; id < legs.length; id++) if (legs.stops[id] === 0) ids[next[legs.destinationId[id]!]!++] = id;
  for (let a = 0; a < airports.length; a++) {
    ids.subarray(starts[a]!, starts[a + 1]!).sort((x, y) => legs.arrivalTime[x]! - legs.arrivalTime[y]!);
  }
  return { starts, ids };
}
