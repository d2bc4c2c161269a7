// Step 3, aircraft: each pair gets the type of the airline's fleet for the stage length (regional
// types on short stages, narrow-bodies on medium, wide-bodies on long-haul) whose seats come
// closest to the route's seats per flight; a type of the right size from a manufacturer family
// when the airline is not curated or nothing of its own is near (a partner's aircraft under its
// code). Airports with a restricted runway (LCY) take only the types they allow.
import { hashText } from './random.js';
import { GENERIC_FLEETS, NARROW_BODY_MAX_KM, performanceOf, plannedRangeKm } from './aircraft-performance.js';
import type { FlownPair } from './frequencies.js';
import { LONG_HAUL_KM, type AirlineProfile, type PlannedRoute, type Station } from './network-plan.js';

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

const seatGap = (type: string, seats: number) => Math.abs(Math.log(performanceOf(type).seats / seats));

function closestSeats(types: readonly string[], seats: number): string | undefined {
  let best: string | undefined;
  let bestGap = Infinity;
  for (const t of [...new Set(types)].sort()) {
    const gap = seatGap(t, seats);
    if (gap < bestGap - 1e-9) {
      best = t;
      bestGap = gap;
    }
  }
  return best;
}

/** Seats a typical flight of that stage has when the table gives none. */
function typicalSeats(distanceKm: number): number {
  if (distanceKm < 400) return 60;
  if (distanceKm < 1200) return 120;
  if (distanceKm < LONG_HAUL_KM) return 175;
  return 290;
}

function genericAircraft(airline: string, distanceKm: number, seats: number, fits: (type: string) => boolean, seed: number): string | undefined {
  // An unknown airline sticks to one manufacturer family, as most real ones do.
  const family = GENERIC_FLEETS[hashText(airline, seed) % GENERIC_FLEETS.length]!;
  const usable = family.filter((t) => fits(t) && plannedRangeKm(t) >= distanceKm);
  const pool = usable.length > 0 ? usable : GENERIC_FLEETS.flat().filter((t) => fits(t) && plannedRangeKm(t) >= distanceKm);
  return closestSeats(pool, seats);
}

/** The type for a route, or undefined when nothing reaches (or lands at both ends). */
function chooseAircraft(airline: AirlineProfile, a: Station, b: Station, distanceKm: number, seatsPerFlight: number | undefined, seed: number): string | undefined {
  const seats = seatsPerFlight ?? typicalSeats(distanceKm);
  const fits = (t: string) => (!a.aircraftLimit || a.aircraftLimit.has(t)) && (!b.aircraftLimit || b.aircraftLimit.has(t));
  const generic = () => genericAircraft(airline.code, distanceKm, seats, fits, seed);
  for (const band of bandsFor(airline, distanceKm)) {
    const own = closestSeats(band.filter((t) => fits(t) && plannedRangeKm(t) >= distanceKm), seats);
    if (!own) continue;
    if (seatGap(own, seats) <= MAX_SEAT_MISMATCH) return own;
    const other = generic();
    return other && seatGap(other, seats) < seatGap(own, seats) ? other : own;
  }
  return generic();
}

export function plannedRoutes(pairs: readonly FlownPair[], seed: number): PlannedRoute[] {
  const out: PlannedRoute[] = [];
  for (const p of pairs) {
    const aircraft = chooseAircraft(p.airline, p.base, p.outstation, p.distanceKm, p.seatsPerFlight, seed);
    if (!aircraft) continue;
    out.push({
      airline: p.airline,
      base: p.base,
      outstation: p.outstation,
      distanceKm: p.distanceKm,
      aircraft,
      longHaul: p.distanceKm > LONG_HAUL_KM,
      banked: p.airline.model !== 'lowcost' && p.airline.hubs.includes(p.base.index),
      weight: p.weekly,
      rotations: p.rotations,
    });
  }
  return out;
}
