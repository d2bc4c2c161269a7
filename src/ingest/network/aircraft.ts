// Step 3, aircraft. An airline of the curated fleet table (curated/fleets.ts) flies only its own
// types: those that reach the stage and land at both ends, whose seats (as the airline fits them)
// are within 25 % of the route's seats per flight, or the nearest when none is. A route with
// several daily flights flies a mix of up to three such types, drawn and shared out by how many
// of each the airline has; the busiest short trunk routes of airlines that do so get some
// wide-bodies beside the narrow-bodies, as many as keep the route's average seats. Each rotation
// carries its type, and whether a regional partner flies it under the airline's code. Other
// airlines keep the type of their band (airlines.ts) or of a manufacturer family whose seats come
// closest, one type a route. Airports with a restricted runway (LCY) take only the types they allow.
import type { Fleets, FleetType } from '../curated/fleets.js';
import { hashText, randomFor, type Random } from './random.js';
import { GENERIC_FLEETS, NARROW_BODY_MAX_KM, performanceOf, plannedRangeKm } from './aircraft-performance.js';
import type { FlownPair } from './frequencies.js';
import { LONG_HAUL_KM, type AirlineProfile, type PlannedRoute, type RotationPlan, type Station } from './network-plan.js';

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

/** The type for a route of an airline without a curated fleet, or undefined when nothing reaches (or lands at both ends). */
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

/** Within this ratio of the wanted seats a type of the airline's fleet is a good fit. */
const NEAR_SEATS = Math.log(1.25);
/** Stages up to this length are short trunk routes, where some airlines mix in wide-bodies. */
const TRUNK_MAX_KM = 3000;
/** Daily flights from which a route is busy enough for a mix of types, and for trunk wide-bodies. */
const MIX_DAILY = 2;
const TRUNK_DAILY = 4;
/** A turboprop or regional type is planned well short of its range: stretched this far when the airline has nothing longer. */
const STRETCH = 2;

export interface FleetChoice {
  /** One type per rotation, in the order of the rotations. */
  types: string[];
  /** Per rotation: flown by a regional partner under the airline's code. */
  partner: boolean[];
}

const gapOf = (t: FleetType, seats: number) => Math.abs(Math.log(t.seats / seats));

/** Draws `k` distinct entries, each with probability proportional to its weight among those left. */
function drawWeighted<T>(items: readonly { item: T; weight: number }[], k: number, random: Random): { item: T; weight: number }[] {
  const left = [...items];
  const out: { item: T; weight: number }[] = [];
  while (out.length < k && left.length > 0) {
    const total = left.reduce((sum, e) => sum + e.weight, 0);
    let u = random.next() * total;
    let i = 0;
    while (i < left.length - 1 && u >= left[i]!.weight) u -= left[i++]!.weight;
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}

/** Splits `n` into whole shares proportional to the weights (largest remainders), each at least one when n allows. */
function apportion(weights: readonly number[], n: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * n);
  const counts = exact.map((x) => Math.max(n >= weights.length ? 1 : 0, Math.floor(x)));
  let left = n - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let j = 0; left > 0; j = (j + 1) % order.length, left--) counts[order[j]![1]]!++;
  // The minimum of one each can overshoot: take back from the largest share.
  for (; left < 0; left++) counts[counts.indexOf(Math.max(...counts))]!--;
  return counts;
}

/**
 * The types of an airline's curated fleet for one route's rotations, or undefined when none of them
 * reaches the stage or lands at both ends. `fits` says whether both airports take a type.
 */
export function fleetChoice(
  types: readonly FleetType[],
  distanceKm: number,
  seatsPerFlight: number | undefined,
  rotations: readonly RotationPlan[],
  fits: (type: string) => boolean,
  random: Random,
): FleetChoice | undefined {
  const landing = types.filter((t) => fits(t.type));
  let usable = landing.filter((t) => plannedRangeKm(t.type) >= distanceKm);
  if (usable.length === 0) {
    // A fleet of turboprops or regional jets flies its longest routes on the type that reaches furthest.
    const furthest = Math.max(0, ...landing.map((t) => plannedRangeKm(t.type)));
    const stretchable = (type: string) => ['turboprop', 'regional'].includes(performanceOf(type).aircraftClass);
    usable = landing.filter((t) => plannedRangeKm(t.type) === furthest && stretchable(t.type) && distanceKm <= furthest * STRETCH);
    if (usable.length === 0) return undefined;
  }
  const seats = seatsPerFlight ?? typicalSeats(distanceKm);
  const n = rotations.length;
  const daily = rotations.filter((r) => r.mask === 0x7f).length;
  // A wide-body the airline keeps for long-haul does not fly a short stage that a narrow-body fits.
  const shortStage = distanceKm <= TRUNK_MAX_KM;
  const candidates = (pool: readonly FleetType[]) => pool.filter((t) => gapOf(t, seats) <= NEAR_SEATS);
  let near = candidates(shortStage ? usable.filter((t) => t.trunk || performanceOf(t.type).aircraftClass !== 'wide') : usable);
  if (near.length === 0) near = candidates(usable);
  if (near.length === 0) {
    let best = usable[0]!;
    for (const t of usable) if (gapOf(t, seats) < gapOf(best, seats) - 1e-9 || (Math.abs(gapOf(t, seats) - gapOf(best, seats)) < 1e-9 && t.count > best.count)) best = t;
    near = [best];
  }
  const k = daily >= 5 ? 3 : daily >= MIX_DAILY ? 2 : 1;
  const weighted = near.map((t) => ({ item: t, weight: t.count * (1 - 0.5 * Math.min(1, gapOf(t, seats) / NEAR_SEATS)) }));
  const chosen = drawWeighted(weighted, Math.min(k, n), random).sort((a, b) => b.weight - a.weight);
  const counts = apportion(chosen.map((c) => c.weight), n);
  const perType = chosen.map((c, i) => ({ type: c.item, count: counts[i]! })).filter((c) => c.count > 0);

  const trunk = shortStage && daily >= TRUNK_DAILY ? usable.filter((t) => t.trunk && t.seats > seats && !perType.some((c) => c.type === t)) : [];
  if (trunk.length > 0) {
    const wide = trunk.reduce((a, b) => (b.count > a.count ? b : a));
    const mean = perType.reduce((sum, c) => sum + c.type.seats * c.count, 0) / n;
    if (seats > mean) {
      // As many wide-bodies as bring the average to the route's seats; fewer than half, so the route stays a narrow-body route.
      const wanted = Math.min(Math.round(((seats - mean) / (wide.seats - mean)) * n), Math.floor((n - 1) / 2));
      let taken = 0;
      for (const c of perType) {
        const take = Math.min(wanted - taken, c.count - (c === perType[0] ? 1 : 0));
        if (take <= 0) continue;
        c.count -= take;
        taken += take;
      }
      if (taken > 0) perType.push({ type: wide, count: taken });
    }
  }

  // Spread the types over the rotations (which lie in slot order over the day) at random.
  const sequence: FleetType[] = perType.flatMap((c) => Array.from({ length: c.count }, () => c.type));
  for (let i = sequence.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [sequence[i], sequence[j]] = [sequence[j]!, sequence[i]!];
  }
  return { types: sequence.map((t) => t.type), partner: sequence.map((t) => t.partner) };
}

/** The type most rotations fly (the first of a tie in rotation order). */
function mostFlown(types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  let best = types[0]!;
  for (const [t, c] of counts) if (c > counts.get(best)!) best = t;
  return best;
}

export function plannedRoutes(pairs: readonly FlownPair[], fleets: Fleets, seed: number): PlannedRoute[] {
  const out: PlannedRoute[] = [];
  for (const p of pairs) {
    const fits = (t: string) => (!p.base.aircraftLimit || p.base.aircraftLimit.has(t)) && (!p.outstation.aircraftLimit || p.outstation.aircraftLimit.has(t));
    const fleet = fleets.of(p.airline.code);
    const choice = fleet ? fleetChoice(fleet.types, p.distanceKm, p.seatsPerFlight, p.rotations, fits, randomFor(seed, `fleet:${p.airline.code}:${p.base.code}:${p.outstation.code}`)) : undefined;
    // An airline of the fleet table does not fly a route none of its types can: the route table
    // holds a few such (a long-haul operation since ended, a route its sister airline flies).
    if (fleet && !choice) continue;
    let aircraft: string | undefined;
    let rotations = p.rotations;
    if (choice) {
      aircraft = mostFlown(choice.types);
      rotations = p.rotations.map((r, i) => ({ ...r, aircraft: choice.types[i]!, partnerOperated: choice.partner[i]! }));
    } else {
      aircraft = chooseAircraft(p.airline, p.base, p.outstation, p.distanceKm, p.seatsPerFlight, seed);
    }
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
      rotations,
    });
  }
  return out;
}
