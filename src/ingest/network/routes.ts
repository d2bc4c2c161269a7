// Step 1, routes: the route table's rows (one airline, one direction) become one airline's city
// pair with both directions' flights, flown from the airline's base on the pair: its hub there,
// else the end where it has more departures. Rows at airports without a usable station are left
// out and counted.
import { greatCircleKm } from '../../domain/geo.js';
import type { AirlineRouteRecord } from '../sources/optd-airline-routes.js';
import { profileForRoutes } from './airline-profiles.js';
import type { AirlineProfile, Station } from './network-plan.js';

export interface CityPair {
  airline: AirlineProfile;
  base: Station;
  outstation: Station;
  distanceKm: number;
  /** Flights a month from the base to the outstation, and back. */
  outMonthly: number;
  backMonthly: number;
  /** Average seats per flight over both directions, when the table gives seats. */
  seatsPerFlight: number | undefined;
}

export interface NetworkPairs {
  pairs: CityPair[];
  airlines: AirlineProfile[];
  /** Rows left out because an airport has no station (unknown code or time zone). */
  unplaced: number;
}

interface PairSum {
  airline: string;
  a: Station;
  b: Station;
  ab: number;
  ba: number;
  seats: number;
  seatFlights: number;
}

export function cityPairs(routes: readonly AirlineRouteRecord[], byCode: ReadonlyMap<string, Station>): NetworkPairs {
  const sums = new Map<string, PairSum>();
  const departures = new Map<string, number>();
  let unplaced = 0;
  for (const r of routes) {
    const origin = byCode.get(r.origin);
    const destination = byCode.get(r.destination);
    if (!origin || !destination || origin === destination) {
      unplaced++;
      continue;
    }
    const [a, b] = origin.code < destination.code ? [origin, destination] : [destination, origin];
    const key = `${r.airline}|${a.code}|${b.code}`;
    let sum = sums.get(key);
    if (!sum) sums.set(key, (sum = { airline: r.airline, a, b, ab: 0, ba: 0, seats: 0, seatFlights: 0 }));
    if (origin === a) sum.ab += r.monthlyFlights;
    else sum.ba += r.monthlyFlights;
    if (r.monthlySeats > 0) {
      sum.seats += r.monthlySeats;
      sum.seatFlights += r.monthlyFlights;
    }
    const depKey = `${r.airline}|${origin.code}`;
    departures.set(depKey, (departures.get(depKey) ?? 0) + r.monthlyFlights);
  }

  const profiles = new Map<string, AirlineProfile>();
  const pairs: CityPair[] = [];
  for (const key of [...sums.keys()].sort()) {
    const sum = sums.get(key)!;
    let airline = profiles.get(sum.airline);
    if (!airline) profiles.set(sum.airline, (airline = profileForRoutes(sum.airline, byCode)));
    const rankA = airline.hubs.indexOf(sum.a.index);
    const rankB = airline.hubs.indexOf(sum.b.index);
    const baseIsA =
      rankA >= 0 || rankB >= 0
        ? rankB < 0 || (rankA >= 0 && rankA < rankB)
        : (departures.get(`${sum.airline}|${sum.a.code}`) ?? 0) >= (departures.get(`${sum.airline}|${sum.b.code}`) ?? 0);
    const [base, outstation] = baseIsA ? [sum.a, sum.b] : [sum.b, sum.a];
    pairs.push({
      airline,
      base,
      outstation,
      distanceKm: greatCircleKm(base.latitude, base.longitude, outstation.latitude, outstation.longitude),
      outMonthly: baseIsA ? sum.ab : sum.ba,
      backMonthly: baseIsA ? sum.ba : sum.ab,
      seatsPerFlight: sum.seatFlights > 0 ? sum.seats / sum.seatFlights : undefined,
    });
  }
  return { pairs, airlines: [...profiles.values()], unplaced };
}
