// Routes from a real schedule summary (flights per week per airline and direction) instead of the
// gravity model. Both directions of an airline's city pair become rotations from the airline's
// base on that pair; what one direction has more than the other is flown as single legs.
import { greatCircleKm } from '../../domain/geo.js';
import { profileForRoutes } from './airline-profiles.js';
import { chooseAircraft } from './fleet-assignment.js';
import type { RouteDemand } from './inputs.js';
import { LONG_HAUL_KM, rotationsFor, type AirlineProfile, type PlannedRoute, type Station } from './network-plan.js';
import { randomFor, unitFor } from './random.js';
import { weekdayPattern } from './seasons.js';

interface CityPair {
  airline: AirlineProfile;
  base: Station;
  outstation: Station;
  distanceKm: number;
  out: number;
  back: number;
  aircraft: string;
}

export class DemandNetwork {
  private readonly pairs: CityPair[] = [];
  readonly airlines: AirlineProfile[] = [];
  /** Flights per week in the routes that could be used. */
  readonly weeklyTotal: number;

  constructor(routes: readonly RouteDemand[], byCode: ReadonlyMap<string, Station>, private readonly seed: number) {
    interface Sum { airline: string; a: Station; b: Station; ab: number; ba: number; seats: number; seatFlights: number }
    const sums = new Map<string, Sum>();
    const departures = new Map<string, number>();
    let weeklyTotal = 0;
    for (const r of routes) {
      const origin = byCode.get(r.origin);
      const destination = byCode.get(r.destination);
      if (!origin || !destination || origin === destination || !(r.flightsPerWeek > 0) || !/^[A-Z0-9]{2,3}$/.test(r.airline)) continue;
      const [a, b] = origin.code < destination.code ? [origin, destination] : [destination, origin];
      const key = `${r.airline}|${a.code}|${b.code}`;
      let sum = sums.get(key);
      if (!sum) sums.set(key, (sum = { airline: r.airline, a, b, ab: 0, ba: 0, seats: 0, seatFlights: 0 }));
      if (origin === a) sum.ab += r.flightsPerWeek;
      else sum.ba += r.flightsPerWeek;
      if (r.seatsPerFlight && r.seatsPerFlight > 0) {
        sum.seats += r.seatsPerFlight * r.flightsPerWeek;
        sum.seatFlights += r.flightsPerWeek;
      }
      const depKey = `${r.airline}|${origin.code}`;
      departures.set(depKey, (departures.get(depKey) ?? 0) + r.flightsPerWeek);
      weeklyTotal += r.flightsPerWeek;
    }
    this.weeklyTotal = weeklyTotal;

    const profiles = new Map<string, AirlineProfile>();
    const keys = [...sums.keys()].sort();
    for (const key of keys) {
      const sum = sums.get(key)!;
      let airline = profiles.get(sum.airline);
      if (!airline) profiles.set(sum.airline, (airline = profileForRoutes(sum.airline, byCode)));
      // The base is the airline's hub on the pair, else where it has more departures.
      const rankA = airline.hubs.indexOf(sum.a.index);
      const rankB = airline.hubs.indexOf(sum.b.index);
      let baseIsA: boolean;
      if (rankA >= 0 || rankB >= 0) baseIsA = rankB < 0 || (rankA >= 0 && rankA < rankB);
      else baseIsA = (departures.get(`${sum.airline}|${sum.a.code}`) ?? 0) >= (departures.get(`${sum.airline}|${sum.b.code}`) ?? 0);
      const base = baseIsA ? sum.a : sum.b;
      const outstation = baseIsA ? sum.b : sum.a;
      const distanceKm = greatCircleKm(base.latitude, base.longitude, outstation.latitude, outstation.longitude);
      const seats = sum.seatFlights > 0 ? sum.seats / sum.seatFlights : undefined;
      const total = sum.ab + sum.ba;
      const aircraft = chooseAircraft(airline, distanceKm, Math.min(1, total / 60), seats, seed, `aircraft:${key}`);
      if (!aircraft) continue;
      this.pairs.push({
        airline,
        base,
        outstation,
        distanceKm,
        out: baseIsA ? sum.ab : sum.ba,
        back: baseIsA ? sum.ba : sum.ab,
        aircraft,
      });
    }
    this.airlines = [...profiles.values()];
  }

  /** Routes with every frequency multiplied by `scale`, rounded at random but reproducibly. */
  plan(scale: number): PlannedRoute[] {
    const out: PlannedRoute[] = [];
    for (const p of this.pairs) {
      const key = `${p.airline.code}:${p.base.code}:${p.outstation.code}`;
      // One draw for both directions, so that equal directions stay equal.
      const u = unitFor(this.seed, `round:${key}`);
      const outWeekly = Math.floor(p.out * scale + u);
      const backWeekly = Math.floor(p.back * scale + u);
      if (outWeekly + backWeekly === 0) continue;
      const random = randomFor(this.seed, `days:${key}`);
      const pattern = (n: number) => weekdayPattern(n, random);
      const both = Math.min(outWeekly, backWeekly);
      const rotations = rotationsFor(both, 'all', 'both', pattern);
      if (outWeekly > both) rotations.push(...rotationsFor(outWeekly - both, 'all', 'out', pattern, rotations.length));
      if (backWeekly > both) rotations.push(...rotationsFor(backWeekly - both, 'all', 'back', pattern, rotations.length));
      const banked = p.airline.model !== 'lowcost' && p.airline.hubs.includes(p.base.index);
      out.push({
        airline: p.airline,
        base: p.base,
        outstation: p.outstation,
        distanceKm: p.distanceKm,
        aircraft: p.aircraft,
        longHaul: p.distanceKm > LONG_HAUL_KM,
        banked,
        weight: outWeekly + backWeekly,
        rotations,
      });
    }
    return out;
  }
}
