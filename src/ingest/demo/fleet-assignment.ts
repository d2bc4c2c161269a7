// Which aircraft type flies a route: the airline's types for the stage length (regional types on
// short stages, narrow-bodies on medium, wide-bodies on long-haul), within range, sized to demand.
import { hashText } from './random.js';
import { GENERIC_FLEETS, NARROW_BODY_MAX_KM, performanceOf, plannedRangeKm } from './aircraft-performance.js';
import { LONG_HAUL_KM, type AirlineProfile } from './network-plan.js';

const SHORT_HAUL_KM = 1000;
/** log(1.6): within this ratio of the wanted seats an airline's own type is good enough. */
const MAX_SEAT_MISMATCH = Math.log(1.6);

function bandsFor(airline: AirlineProfile, distanceKm: number): (readonly string[])[] {
  const { short, medium, long } = airline.fleet;
  const mediumLimit = long.length > 0 ? LONG_HAUL_KM : NARROW_BODY_MAX_KM;
  if (distanceKm <= SHORT_HAUL_KM) return [short, medium, long];
  if (distanceKm <= mediumLimit) return [medium, long, short];
  return [long, medium];
}

function bySeats(types: readonly string[]): string[] {
  return [...new Set(types)].sort((a, b) => performanceOf(a).seats - performanceOf(b).seats || (a < b ? -1 : 1));
}

function closestSeats(types: readonly string[], seats: number): string | undefined {
  let best: string | undefined;
  let bestGap = Infinity;
  for (const t of types) {
    const gap = Math.abs(Math.log(performanceOf(t).seats / seats));
    if (gap < bestGap - 1e-9) {
      best = t;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * The type for a route. `demand` (0…1) ranks the route among the airline's routes and picks a
 * bigger type for busier routes; `seats`, when known, picks the type closest to it instead.
 * Undefined when nothing the airline flies reaches.
 */
export function chooseAircraft(airline: AirlineProfile, distanceKm: number, demand: number, seats: number | undefined, seed: number, key: string): string | undefined {
  if (!airline.curated || (airline.fleet.short.length + airline.fleet.medium.length + airline.fleet.long.length === 0)) {
    return genericAircraft(airline.code, distanceKm, seats, seed);
  }
  for (const band of bandsFor(airline, distanceKm)) {
    const usable = bySeats(band.filter((t) => plannedRangeKm(t) >= distanceKm));
    if (usable.length === 0) continue;
    if (seats !== undefined) {
      // Far smaller or bigger than anything the airline flies: a partner's aircraft under its
      // code (regional jets under a mainline code), so take the nearest type of any family.
      const own = closestSeats(usable, seats)!;
      if (Math.abs(Math.log(performanceOf(own).seats / seats)) <= MAX_SEAT_MISMATCH) return own;
      const other = genericAircraft(airline.code, distanceKm, seats, seed);
      return other && Math.abs(Math.log(performanceOf(other).seats / seats)) < Math.abs(Math.log(performanceOf(own).seats / seats)) ? other : own;
    }
    const jitter = (hashText(key, seed) / 4294967296 - 0.5) * 0.5;
    const rank = Math.min(0.999, Math.max(0, demand + jitter));
    return usable[Math.floor(rank * usable.length)];
  }
  return undefined;
}

/** Seats a typical flight of that stage has when nothing else is known. */
function typicalSeats(distanceKm: number): number {
  if (distanceKm < 400) return 60;
  if (distanceKm < 1200) return 120;
  if (distanceKm < LONG_HAUL_KM) return 175;
  return 290;
}

function genericAircraft(airline: string, distanceKm: number, seats: number | undefined, seed: number): string | undefined {
  // An unknown airline sticks to one manufacturer family, as most real ones do.
  const family = GENERIC_FLEETS[hashText(airline, seed) % GENERIC_FLEETS.length]!;
  const usable = family.filter((t) => plannedRangeKm(t) >= distanceKm);
  const pool = usable.length > 0 ? usable : GENERIC_FLEETS.flat().filter((t) => plannedRangeKm(t) >= distanceKm);
  return closestSeats(pool, seats ?? typicalSeats(distanceKm));
}
