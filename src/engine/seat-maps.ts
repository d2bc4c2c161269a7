// A seat map's lookup: the leg a flight number flies from origin to destination on a local date
// (found as flight status finds it, by any designator it is sold under), and the layout and seat
// figures of the asked cabin of the aircraft type that operates it. What is not found says why, so
// that the route can answer the error that tells the caller what to ask instead.
import type { CabinCode } from '../domain/cabins.js';
import type { CabinLayout } from '../domain/cabin-layout.js';
import type { FlightDesignator } from '../domain/flight-designator.js';
import type { CabinSeats } from '../model/read-model.js';
import type { Leg } from '../model/schedule-store.js';
import type { ServedDataset } from './served-dataset.js';

/** A cabin's seat figures that come with a layout. */
export type MappedCabin = CabinSeats & { readonly layout: CabinLayout };

export type SeatMapLookup =
  | { readonly found: 'map'; readonly leg: Leg; readonly cabin: MappedCabin }
  /** The flight number departs nowhere on that date. */
  | { readonly found: 'noFlight' }
  /** It departs that date, but none of its legs flies from origin to destination: these do. */
  | { readonly found: 'otherLegs'; readonly legs: readonly Leg[] }
  /** The leg's aircraft type has no seat details at all. */
  | { readonly found: 'noSeats'; readonly leg: Leg }
  /** The aircraft type has seat details, but not of this cabin: these cabins it has. */
  | { readonly found: 'noCabin'; readonly leg: Leg; readonly cabins: readonly CabinCode[] }
  /** The cabin has seat figures but the dataset holds no layout of it (a file from before layouts). */
  | { readonly found: 'noLayout'; readonly leg: Leg };

export function findSeatMap(served: ServedDataset, designator: FlightDesignator, day: number, origin: string, destination: string, cabin: CabinCode): SeatMapLookup {
  const legs = served.flights.legsOn(designator, day);
  if (legs.length === 0) return { found: 'noFlight' };
  // By departure: should a number fly the same pair twice in a day, the first is the one meant.
  const leg = legs.find((l) => l.origin === origin && l.destination === destination);
  if (!leg) return { found: 'otherLegs', legs };
  const cabins = served.dataset.seats.get(leg.aircraft);
  if (!cabins || cabins.length === 0) return { found: 'noSeats', leg };
  const seats = cabins.find((c) => c.cabin === cabin);
  if (!seats) return { found: 'noCabin', leg, cabins: cabins.map((c) => c.cabin) };
  if (!seats.layout) return { found: 'noLayout', leg };
  return { found: 'map', leg, cabin: seats as MappedCabin };
}
