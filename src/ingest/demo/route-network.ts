// The gravity model: which outstations each hub or base serves and how often. An outstation's
// pull is its size class (and more when it is itself a hub) over a distance decay; each hub's share
// of its airline's flights is poured into its spokes up to a frequency cap per spoke, and spokes
// too thin to fly a few times a week are left out.
import type { AirlineModel } from '../curated/airlines.js';
import { greatCircleKm } from '../../domain/geo.js';
import { NARROW_BODY_MAX_KM, plannedRangeKm } from './aircraft-performance.js';
import { chooseAircraft } from './fleet-assignment.js';
import { LONG_HAUL_KM, rotationsFor, tidyWeekly, type AirlineProfile, type PlannedRoute, type RotationPlan, type Station } from './network-plan.js';
import { randomFor } from './random.js';
import { weekdayPattern, type Season } from './seasons.js';

type Size = Station['size'];

interface Candidate {
  station: Station;
  distanceKm: number;
  weight: number;
  capWeekly: number;
}

interface Pool {
  airline: AirlineProfile;
  hub: Station;
  /** Share of the airline's rotations this pool gets. */
  share: number;
  minWeekly: number;
  candidates: Candidate[];
}

const MIN_STAGE_KM = 150;
/** Below this a route competes with road and rail: its pull ramps up from MIN_STAGE_KM. */
const FULL_STAGE_KM = 350;
const MAX_SPOKES = 500;

const SIZE_MASS: Record<AirlineModel, Record<Size, number>> = {
  network: { large: 30, medium: 4, small: 0.4 },
  regional: { large: 10, medium: 6, small: 2 },
  // Low-cost carriers like secondary airports: cheaper, and slots are available.
  lowcost: { large: 20, medium: 8, small: 0.5 },
};
const LONG_MASS: Record<Size, number> = { large: 30, medium: 1.5, small: 0 };
const DECAY_KM: Record<AirlineModel, number> = { network: 800, regional: 450, lowcost: 1200 };
const DOMESTIC: Record<AirlineModel, number> = { network: 2.5, regional: 3, lowcost: 1.2 };
/** The lightest spoke a hub or base serves gets at least this many flights a week. */
const MIN_WEEKLY: Record<AirlineModel, number> = { network: 4, regional: 4, lowcost: 3 };
/**
 * Pull is raised to this power before frequencies are shared out: real networks put more of
 * their flights on their few biggest routes than plain proportionality would.
 */
const CONCENTRATION = 1.5;
const LONG_MIN_WEEKLY = 5;

function dailyCap(model: AirlineModel, size: Size, km: number): number {
  if (model === 'regional') return size === 'large' ? 6 : size === 'medium' ? 4 : 3;
  if (model === 'lowcost') return size === 'large' ? 5 : size === 'medium' ? 4 : 2;
  if (size === 'large') return km < 1500 ? 10 : km < 3000 ? 5 : 3;
  return size === 'medium' ? (km < 2000 ? 4 : 2) : 2;
}

const SUMMER_SUN = new Set(['ES', 'PT', 'IT', 'GR', 'HR', 'CY', 'MT', 'TR', 'ME', 'AL', 'BG', 'TN', 'FR']);
const CARIBBEAN = new Set(['DO', 'JM', 'CU', 'BB', 'BS', 'AW', 'CW', 'LC', 'AG', 'TC', 'KY', 'MQ', 'GP', 'BQ', 'SX', 'VC', 'GD', 'KN']);
/** Capitals and business airports in sunny countries: busy all year. */
const YEAR_ROUND = new Set(['MAD', 'LIS', 'FCO', 'CIA', 'LIN', 'MXP', 'BGY', 'ATH', 'IST', 'SAW', 'ESB', 'SOF', 'TIA', 'TGD', 'ZAG', 'TUN', 'ORY', 'CDG', 'LYS', 'TLS', 'MRS']);

/** Which season a holiday airport is busy in, for flights from the northern mid-latitudes. */
function leisureSeason(s: Station): Exclude<Season, 'all'> | undefined {
  if (YEAR_ROUND.has(s.code)) return undefined;
  const { country: c, latitude: lat, longitude: lon } = s;
  if ((c === 'ES' && lat < 30) || (c === 'PT' && lat < 34) || (c === 'EG' && lat < 28.5) || c === 'CV') return 'winter';
  // Mexico's beaches: the Yucatán coast in the east, Baja and Puerto Vallarta in the west.
  if (CARIBBEAN.has(c) || (c === 'MX' && lat < 24 && (lon > -88 || lon < -104.5))) return 'winter';
  if (!SUMMER_SUN.has(c) || lat < 34 || lat > 44.5) return undefined;
  if (c === 'FR' && (lat > 43.8 || lon < 3)) return undefined;
  if (c === 'TR' && lat > 38.5) return undefined;
  if (c === 'BG' && lon < 27) return undefined;
  return 'summer';
}

/**
 * How much more than its size an airport pulls because airlines hub or base there: a stand-in
 * for the size of the city, which the airports do not tell.
 */
function hubFactors(stations: readonly Station[], airlines: readonly AirlineProfile[]): Float64Array {
  const factors = new Float64Array(stations.length).fill(1);
  for (const a of airlines) {
    a.hubs.forEach((h, i) => {
      factors[h] = Math.min(6, factors[h]! + (i > 0 ? 0.5 : a.model === 'network' ? 1.2 : 0.8));
    });
  }
  return factors;
}

function hubWeights(count: number): number[] {
  const w = Array.from({ length: count }, (_, i) => 1 / (1 + 0.6 * i));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

function maxRange(types: readonly string[]): number {
  return types.reduce((m, t) => Math.max(m, plannedRangeKm(t)), 0);
}

export class GravityNetwork {
  private readonly pools: Pool[] = [];

  constructor(
    stations: readonly Station[],
    airlines: readonly AirlineProfile[],
    private readonly seed: number,
  ) {
    const factors = hubFactors(stations, airlines);
    const networkMainHubs = new Set(airlines.filter((a) => a.model === 'network').map((a) => a.hubs[0]!));
    const allianceHubs = new Map<string, Set<number>>();
    for (const a of airlines) {
      if (!a.alliance) continue;
      const set = allianceHubs.get(a.alliance) ?? new Set<number>();
      for (const h of a.hubs) set.add(h);
      allianceHubs.set(a.alliance, set);
    }
    for (const airline of airlines) {
      const { short, medium, long } = airline.fleet;
      const narrowRange = maxRange([...short, ...medium]);
      const longRange = maxRange(long);
      const longShare = long.length === 0 ? 0 : narrowRange === 0 ? 1 : airline.longHaulShare;
      let shortMax = long.length > 0 ? LONG_HAUL_KM : Math.min(narrowRange, NARROW_BODY_MAX_KM);
      if (airline.model === 'lowcost') shortMax = Math.min(shortMax, 4200);
      if (airline.model === 'regional') shortMax = Math.min(narrowRange, 1800);
      const weights = hubWeights(airline.hubs.length);
      const own = new Set(airline.hubs);
      const partners = airline.alliance ? allianceHubs.get(airline.alliance) : undefined;
      airline.hubs.forEach((hubIndex, rank) => {
        const hub = stations[hubIndex]!;
        const shortPool: Candidate[] = [];
        const longPool: Candidate[] = [];
        for (const s of stations) {
          if (s.index === hubIndex) continue;
          const km = greatCircleKm(hub.latitude, hub.longitude, s.latitude, s.longitude);
          if (km < MIN_STAGE_KM) continue;
          if (km <= shortMax && longShare < 1) {
            let w = SIZE_MASS[airline.model][s.size] * Math.min(1, (km - MIN_STAGE_KM) / (FULL_STAGE_KM - MIN_STAGE_KM));
            w /= 1 + (km / DECAY_KM[airline.model]) ** 2.2;
            if (s.country === hub.country) w *= DOMESTIC[airline.model];
            if (own.has(s.index)) w *= airline.model === 'network' ? 4 : 2;
            else if (airline.model === 'lowcost' && networkMainHubs.has(s.index)) w *= 0.3;
            else w *= factors[s.index]!;
            if (leisureSeason(s) && hub.latitude >= 38) w *= airline.model === 'lowcost' ? 2 : 1.2;
            if (w > 0) shortPool.push({ station: s, distanceKm: km, weight: w ** CONCENTRATION, capWeekly: 7 * dailyCap(airline.model, s.size, km) });
          } else if (km > LONG_HAUL_KM && km <= longRange && longShare > 0) {
            // Long-haul flying concentrates on the biggest cities and hubs.
            let w = (LONG_MASS[s.size] * factors[s.index]! ** 2) / (1 + (km / 10000) ** 4);
            if (partners?.has(s.index)) w *= 1.5;
            const cap = s.size === 'large' ? (km < 9000 ? 3 : 2) : 1;
            if (w > 0) longPool.push({ station: s, distanceKm: km, weight: w, capWeekly: 7 * cap });
          }
        }
        const byWeight = (a: Candidate, b: Candidate) => b.weight - a.weight || (a.station.code < b.station.code ? -1 : 1);
        const hubShare = weights[rank]!;
        if (shortPool.length > 0 && longShare < 1) {
          this.pools.push({ airline, hub, share: hubShare * (1 - longShare), minWeekly: MIN_WEEKLY[airline.model], candidates: shortPool.sort(byWeight).slice(0, MAX_SPOKES) });
        }
        if (longPool.length > 0 && longShare > 0) {
          this.pools.push({ airline, hub, share: hubShare * longShare, minWeekly: LONG_MIN_WEEKLY, candidates: longPool.sort(byWeight).slice(0, MAX_SPOKES) });
        }
      });
    }
  }

  /** Routes when each airline flies `scale` times its curated daily departures. */
  plan(scale: number): PlannedRoute[] {
    const out: PlannedRoute[] = [];
    for (const pool of this.pools) {
      // Each rotation is two departures: out from the hub and back.
      const budget = (pool.airline.dailyDepartures * scale * 7 * pool.share) / 2;
      const weekly = fill(pool.candidates, budget, pool.minWeekly);
      const chosen: { c: Candidate; f: number }[] = [];
      pool.candidates.forEach((c, i) => {
        const f = tidyWeekly(Math.round(weekly[i]!));
        if (f >= pool.minWeekly) chosen.push({ c, f });
      });
      chosen.forEach(({ c, f }, i) => {
        const route = this.route(pool, c, f, 1 - i / chosen.length);
        if (route) out.push(route);
      });
    }
    return out;
  }

  private route(pool: Pool, c: Candidate, weekly: number, demand: number): PlannedRoute | undefined {
    const { airline, hub } = pool;
    const key = `${airline.code}:${hub.code}:${c.station.code}`;
    const aircraft = chooseAircraft(airline, c.distanceKm, demand, undefined, this.seed, `aircraft:${key}`);
    if (!aircraft) return undefined;
    const random = randomFor(this.seed, `season:${key}`);
    const leisure = hub.latitude >= 38 ? leisureSeason(c.station) : undefined;
    let season: Season = 'all';
    if (leisure && weekly <= 14 && random.chance(airline.model === 'lowcost' ? 0.55 : 0.35)) season = leisure;
    else if (weekly <= 4 && random.chance(0.06)) season = 'summer';
    const rotations: RotationPlan[] = rotationsFor(weekly, season, 'both', (n) => weekdayPattern(n, random));
    if (season === 'all' && leisure === 'summer' && weekly >= 7 && random.chance(0.4)) {
      rotations.push({ mask: weekdayPattern(random.between(1, 3), random), season: 'summer', legs: 'both', slot: rotations.length });
    }
    return {
      airline,
      base: hub,
      outstation: c.station,
      distanceKm: c.distanceKm,
      aircraft,
      longHaul: c.distanceKm > LONG_HAUL_KM,
      banked: airline.model !== 'lowcost',
      weight: weekly,
      rotations,
    };
  }
}

/**
 * Weekly frequencies proportional to weight, each capped, adding up to `budget`. Only as many of
 * the heaviest candidates are served as can each get `minWeekly`. Candidates come sorted by weight.
 */
function fill(candidates: readonly Candidate[], budget: number, minWeekly: number): Float64Array {
  // The multiplier k with sum(min(cap, k * weight)) = budget over the first n candidates.
  const solve = (n: number): number => {
    let capTotal = 0;
    let weightTotal = 0;
    for (let i = 0; i < n; i++) {
      capTotal += candidates[i]!.capWeekly;
      weightTotal += candidates[i]!.weight;
    }
    if (capTotal <= budget) return Infinity;
    const total = (k: number) => {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += Math.min(candidates[i]!.capWeekly, k * candidates[i]!.weight);
      return sum;
    };
    let lo = budget / weightTotal;
    let hi = lo;
    while (total(hi) < budget) hi *= 2;
    for (let it = 0; it < 40; it++) {
      const mid = (lo + hi) / 2;
      if (total(mid) < budget) lo = mid;
      else hi = mid;
    }
    return hi;
  };
  const lightestFits = (n: number) => {
    const last = candidates[n - 1]!;
    return Math.min(last.capWeekly, solve(n) * last.weight) >= minWeekly - 0.5;
  };
  // Fewer spokes each get more, so "the lightest served spoke gets enough" holds up to some n.
  let lo = 0;
  let hi = candidates.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (lightestFits(mid)) lo = mid;
    else hi = mid - 1;
  }
  const out = new Float64Array(candidates.length);
  if (lo === 0 || budget <= 0) return out;
  const k = solve(lo);
  for (let i = 0; i < lo; i++) out[i] = Math.min(candidates[i]!.capWeekly, k * candidates[i]!.weight);
  return out;
}
