// Step 4, times. A hub works in banks: a wave of arrivals lands from 45 minutes before a wave of
// departures, so passengers connect, and the waves follow each other through the day without an
// empty hour between them. Hub departures leave in a wave, the aircraft turns at the outstation
// and flies back into a later wave. Bases without banks (low-cost, outstations) spread their
// departures over the day. No leg leaves or lands in the dead of night, local time, none in an
// airport's curfew in either season, and no more in its night quota than it takes. One airline's
// flights on one route spread over the day as timetables do: apart by at least a share of the
// airport's day divided by their number (shuttles every half hour at most), decision 75.
import { inCurfew, type Curfew } from '../curated/curfews.js';
import { inQuotaPeriod } from '../curated/night-quotas.js';
import { performanceOf, stillAirMinutes, turnMinutes } from './aircraft-performance.js';
import { dayBufferShare, exposureOf, peakDelayMinutes, peakMinutes, peaksWithinBand, peakWeight, plannedBlock, SEASONS, windFactor, type IataSeason, type SeasonBlocks } from './block-times.js';
import { randomFor, unitFor, type Random } from './random.js';
import { weekdayCount } from './weekday-patterns.js';
import type { AirlineProfile, PlannedRoute, RotationPlan, Station } from './network-plan.js';
import type { FlightDesignator } from '../../domain/flight-designator.js';

export interface Banks {
  airport: string;
  /** Airlines whose flights at this airport are banked, by code. */
  carriers: string[];
  /** Local minute each departure wave starts; its arrivals land from 45 + spread to 45 minutes earlier. */
  starts: number[];
  /** Minutes a wave's departures spread over: up to the next wave, so the day has no gaps. */
  spread: number;
  /** Hubs of long-haul transfer carriers work around the clock. */
  roundTheClock: boolean;
}

export const ARRIVAL_LEAD_MIN = 45;

/** The latest an arrival lands before its wave: a wave's arrivals spread as its departures do. */
const arrivalLeadMax = (banks: Banks) => ARRIVAL_LEAD_MIN + banks.spread;
const MIN_WAVE_SPREAD = 50;

function mod(minute: number): number {
  return ((minute % 1440) + 1440) % 1440;
}

function gap(a: number, b: number): number {
  const d = Math.abs(mod(a) - mod(b));
  return Math.min(d, 1440 - d);
}

/** Wave start times for a hub with that many banked departures a day. */
function bankStarts(dailyDepartures: number, roundTheClock: boolean, random: Random): number[] {
  if (roundTheClock) {
    const count = dailyDepartures >= 150 ? 6 : 5;
    const first = 30 + 5 * random.int(12);
    return Array.from({ length: count }, (_, i) => mod(first + Math.round((1440 / count) * i / 5) * 5)).sort((a, b) => a - b);
  }
  const count = dailyDepartures >= 250 ? 8 : dailyDepartures >= 120 ? 7 : dailyDepartures >= 50 ? 6 : dailyDepartures >= 20 ? 5 : 4;
  const first = 390 + 5 * random.int(7);
  const last = 1245 + 5 * random.int(7);
  const step = (last - first) / (count - 1);
  return Array.from({ length: count }, (_, i) => first + Math.round((step * i) / 5) * 5);
}

/**
 * Banks of every hub with banked routes, sized by its banked departures. The busiest airline
 * there sets the style: round the clock at the main hub of a long-haul transfer carrier.
 */
export function hubBanks(routes: readonly PlannedRoute[], seed: number): Map<number, Banks> {
  const load = new Map<Station, Map<AirlineProfile, number>>();
  for (const r of routes) {
    if (!r.banked) continue;
    let perAirline = load.get(r.base);
    if (!perAirline) load.set(r.base, (perAirline = new Map()));
    const daily = r.rotations.reduce((sum, rot) => sum + (rot.legs === 'back' ? 0 : weekdayCount(rot.mask) / 7), 0);
    perAirline.set(r.airline, (perAirline.get(r.airline) ?? 0) + daily);
  }
  const out = new Map<number, Banks>();
  for (const [station, perAirline] of load) {
    let total = 0;
    let leader: AirlineProfile | undefined;
    let leaderLoad = -1;
    for (const [airline, daily] of perAirline) {
      total += daily;
      if (daily > leaderLoad || (daily === leaderLoad && leader && airline.code < leader.code)) {
        leader = airline;
        leaderLoad = daily;
      }
    }
    const roundTheClock = !!leader && leader.hubs[0] === station.index && leader.longHaulShare >= 0.5;
    const starts = bankStarts(total, roundTheClock, randomFor(seed, `banks:${station.code}`));
    const step = starts.length > 1 ? Math.min(...starts.slice(1).map((s, i) => s - starts[i]!)) : MIN_WAVE_SPREAD;
    out.set(station.index, {
      airport: station.code,
      carriers: [...perAirline.keys()].map((a) => a.code).sort(),
      starts,
      spread: Math.max(MIN_WAVE_SPREAD, step - 5),
      roundTheClock,
    });
  }
  return out;
}

function departureAllowed(local: number, longHaul: boolean): boolean {
  const m = mod(local);
  return longHaul ? m < 120 || m >= 360 : m >= 330 && m < 1410;
}

function arrivalAllowed(local: number, longHaul: boolean): boolean {
  const m = mod(local);
  return longHaul ? m < 30 || m >= 270 : m < 30 || m >= 330;
}

function inArrivalWave(local: number, banks: Banks): boolean {
  return banks.starts.some((s) => {
    const lead = mod(s - local);
    return lead >= ARRIVAL_LEAD_MIN && lead <= arrivalLeadMax(banks);
  });
}

export interface LegEnds {
  origin: Station;
  destination: Station;
  /** Banks at the origin and destination that this airline works in, if any. */
  originBanks?: Banks;
  destinationBanks?: Banks;
  distanceKm: number;
  /** Taxi, climb and descent minutes, and the still-air cruise minutes. */
  fixed: number;
  cruise: number;
  /** The winds' factor on the cruise in each IATA season. */
  wind: Readonly<Record<IataSeason, number>>;
  /** Minutes a departure or arrival in the peak hour loses at each end. */
  originDelay: number;
  destinationDelay: number;
  /** The season of the schedule's first date, which its times are designed in. */
  design: IataSeason;
  longHaul: boolean;
}

/** Minutes the peaks and the day's buffer add to a leg leaving at local `departure` (the arrival's hour read in the design season). */
function peaksAt(leg: LegEnds, departure: number): number {
  const flying = leg.fixed + leg.cruise * leg.wind[leg.design];
  const arrival = departure + flying + leg.destination.designOffset - leg.origin.designOffset;
  const peaks = peakMinutes(flying, leg.originDelay, peakWeight(departure), leg.destinationDelay, peakWeight(Math.round(arrival)));
  return peaksWithinBand(flying, peaks + flying * dayBufferShare(departure), leg.distanceKm);
}

/** The block minutes of a leg leaving at local `departure`, in each season: longer in the peaks of busy airports and later in the day. */
export function blocksAt(leg: LegEnds, departure: number): SeasonBlocks {
  const peaks = peaksAt(leg, departure);
  return {
    winter: plannedBlock(leg.fixed, leg.cruise, leg.wind.winter, peaks),
    summer: plannedBlock(leg.fixed, leg.cruise, leg.wind.summer, peaks),
  };
}

/** The block minutes in the design season, which the day's times are fitted with. */
function blockAt(leg: LegEnds, departure: number): number {
  return plannedBlock(leg.fixed, leg.cruise, leg.wind[leg.design], peaksAt(leg, departure));
}

/**
 * Night quotas in use, per airport: the scheduled arrivals and departures in the quota period
 * that legs timed so far have taken. A leg counts for every night, whatever its days, so a quota
 * is never exceeded on any one night.
 */
export class NightQuotaBook {
  private readonly arrivals = new Map<number, number>();
  private readonly departures = new Map<number, number>();

  /** Whether the leg leaving local `departure` needs a place in a quota, and whether there is one. */
  fits(leg: LegEnds, departure: number): boolean {
    const [out, into] = this.periods(leg, departure);
    if (out && (this.departures.get(leg.origin.index) ?? 0) >= leg.origin.nightQuota!.departures) return false;
    return !into || (this.arrivals.get(leg.destination.index) ?? 0) < leg.destination.nightQuota!.arrivals;
  }

  take(leg: LegEnds, departure: number): void {
    const [out, into] = this.periods(leg, departure);
    if (out) this.departures.set(leg.origin.index, (this.departures.get(leg.origin.index) ?? 0) + 1);
    if (into) this.arrivals.set(leg.destination.index, (this.arrivals.get(leg.destination.index) ?? 0) + 1);
  }

  /** Whether the departure and the arrival fall in a quota period, with any offset and season's block. */
  private periods(leg: LegEnds, departure: number): [boolean, boolean] {
    const { origin, destination } = leg;
    const out = !!origin.nightQuota && inQuotaPeriod(origin.nightQuota, mod(departure));
    let into = false;
    if (destination.nightQuota) {
      const blocks = blocksAt(leg, departure);
      for (const season of SEASONS) {
        for (const from of origin.offsets) {
          for (const to of destination.offsets) into ||= inQuotaPeriod(destination.nightQuota, mod(departure + blocks[season] + to - from));
        }
      }
    }
    return [out, into];
  }
}

/** Candidate departure minutes (origin local, 0…1439) for a leg out of `origin`. */
function departureCandidates(banks: Banks | undefined, random: Random): number[] {
  if (banks) {
    // A few minutes through each wave, so that a route's many flights find one apart from the others.
    const parts = Math.max(1, Math.floor(banks.spread / 30));
    const width = banks.spread / parts;
    return banks.starts.flatMap((s) => Array.from({ length: parts }, (_, i) => mod(s + 5 * Math.floor((i * width + random.int(Math.floor(width) + 1)) / 5))));
  }
  const out: number[] = [];
  for (let m = 330; m <= 1380; m += 45) out.push(m + 5 * random.int(9));
  return out;
}

/**
 * Whether a leg leaving at local `departure` keeps out of both ends' curfews and within their
 * night quotas: the arrival's local time is checked with every offset either end has over the
 * schedule's dates, in every pairing, as zones change clocks on different dates, and with the
 * block of either season.
 */
function outsideCurfews(leg: LegEnds, departure: number, quotas: NightQuotaBook): boolean {
  const { origin, destination } = leg;
  if (origin.curfew && inCurfew(origin.curfew, mod(departure))) return false;
  if (!quotas.fits(leg, departure)) return false;
  if (!destination.curfew) return true;
  const blocks = blocksAt(leg, departure);
  for (const season of SEASONS) {
    for (const from of origin.offsets) {
      for (const to of destination.offsets) {
        if (inCurfew(destination.curfew, mod(departure + blocks[season] + to - from))) return false;
      }
    }
  }
  return true;
}

/** Whether the ends of a leg leaving `origin` at local `departure` are at acceptable local times. */
function legFits(leg: LegEnds, departure: number, quotas: NightQuotaBook): boolean {
  if (!outsideCurfews(leg, departure, quotas)) return false;
  if (!leg.originBanks?.roundTheClock && !departureAllowed(departure, leg.longHaul)) return false;
  const arrival = departure + blockAt(leg, departure) + leg.destination.designOffset - leg.origin.designOffset;
  if (leg.destinationBanks) return leg.destinationBanks.roundTheClock || inArrivalWave(arrival, leg.destinationBanks) || arrivalAllowed(arrival, leg.longHaul);
  return arrivalAllowed(arrival, leg.longHaul);
}

/** Extra cost of a leg that misses the destination's arrival wave when the airline has one there. */
function wavePenalty(leg: LegEnds, departure: number): number {
  if (!leg.destinationBanks) return 0;
  const arrival = departure + blockAt(leg, departure) + leg.destination.designOffset - leg.origin.designOffset;
  return inArrivalWave(arrival, leg.destinationBanks) ? 0 : 90;
}

/** Minutes a leg leaves or lands outside 07:00–23:00 local, as a cost: fine for red-eyes, not loved. */
function discomfort(leg: LegEnds, departure: number): number {
  const outside = (local: number) => {
    const m = mod(local);
    return m < 420 ? Math.min(420 - m, m + 60) : m > 1380 ? m - 1380 : 0;
  };
  const arrival = departure + blockAt(leg, departure) + leg.destination.designOffset - leg.origin.designOffset;
  return 0.5 * (outside(departure) + outside(arrival));
}

/** The local day a route's departures spread over, in minutes: 06:00–23:00, less the origin's curfew. */
export function operatingMinutes(curfew: Curfew | undefined): number {
  let minutes = 0;
  for (let m = 360; m < 1380; m += 5) if (!curfew || !inCurfew(curfew, m)) minutes += 5;
  return minutes;
}

/** Flights a day of this airline on a route at or above which it is a shuttle. */
export const SHUTTLE_DAILY = 15;

/**
 * The least gap timetables keep between one airline's departures on a route with `daily` flights
 * a day over `operating` minutes: three quarters of an even spread, so that the flights cover the
 * day; a shuttle leaves every half hour at the peaks.
 */
export function minimumGap(daily: number, operating: number): number {
  if (daily <= 1) return 0;
  const even = (0.75 * operating) / daily;
  return daily >= SHUTTLE_DAILY ? Math.min(30, even) : even;
}

/** Cost per minute a departure is closer than the minimum gap to another of the route. */
const SPACING_WEIGHT = 4;

/** Departure minutes already used on a route in one direction (local at its origin), and the gap to keep between them. */
interface Spacing {
  taken: number[];
  minGap: number;
}

/** What a departure at `t` costs for being too close to the route's others. */
export function crowding(taken: readonly number[], minGap: number, t: number): number {
  let nearest = Infinity;
  for (const u of taken) nearest = Math.min(nearest, gap(t, u));
  return SPACING_WEIGHT * Math.max(0, minGap - nearest);
}

/**
 * When no candidate fits: the 5-minute step nearest `preferred` (origin local) that is free on the
 * route and outside the curfews and quotas, else the nearest free one.
 */
function fallbackDeparture(leg: LegEnds, preferred: number, spacing: Spacing, quotas: NightQuotaBook): number {
  const start = preferred - (preferred % 5);
  let free: number | undefined;
  for (let i = 0; i < 288; i++) {
    const t = mod(start + 5 * (i % 2 === 0 ? i / 2 : -(i + 1) / 2));
    if (spacing.taken.includes(t)) continue;
    if (outsideCurfews(leg, t, quotas)) return t;
    free ??= t;
  }
  return free ?? mod(start);
}

/** The local departure minute of a single leg, near `preferred` (origin local), apart from the route's others. */
function timeSingleLeg(leg: LegEnds, preferred: number, random: Random, spacing: Spacing, quotas: NightQuotaBook): number {
  let best: number | undefined;
  let bestScore = Infinity;
  for (const t of departureCandidates(leg.originBanks, random)) {
    if (spacing.taken.includes(t) || !legFits(leg, t, quotas)) continue;
    const score = gap(t, preferred) + wavePenalty(leg, t) + crowding(spacing.taken, spacing.minGap, t);
    if (score < bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best ?? fallbackDeparture(leg, preferred, spacing, quotas);
}

export interface RotationTimes {
  /** Departure from the base, base local minute. */
  out: number;
  /** Departure back from the outstation, outstation local minute. */
  back: number;
  /** Local date of the return departure minus local date of the outbound departure. */
  backShift: number;
  /** Block minutes of the outbound and the return in each season. */
  outBlocks: SeasonBlocks;
  backBlocks: SeasonBlocks;
}

interface RotationLegs {
  out: LegEnds;
  back: LegEnds;
  /** Minimum ground time at the outstation. */
  turn: number;
}

/** The flight a leg is flown as: its number, and its place in that flight (above 1: it continues a through flight). */
export interface LegFlight {
  number: number;
  suffix: string;
  sequence: number;
}

/** A rotation with its times, then its flight numbers (flight-numbers.ts). */
export interface TimedRotation {
  route: PlannedRoute;
  rotation: RotationPlan;
  outLeg: LegEnds;
  backLeg: LegEnds;
  times: RotationTimes;
  outFlight: LegFlight;
  backFlight: LegFlight;
  /** Marketing flights of partners: the outbound numbers, the return uses the next one. */
  codeshares: FlightDesignator[];
}

const UNNUMBERED: LegFlight = { number: 0, suffix: '', sequence: 1 };

const NIGHT_STOP_PENALTY = 45;

/** A route's departures so far in both directions (local at each origin). */
interface RouteSpacing {
  out: Spacing;
  back: Spacing;
}

type Departures = Pick<RotationTimes, 'out' | 'back' | 'backShift'>;

/**
 * Times for a rotation out of the base and back, apart from the route's other departures. Minutes
 * are counted on the base's clock from the outbound date's midnight; the outstation's clock
 * differs by the design offsets.
 */
function timeRotation(legs: RotationLegs, preferred: number, random: Random, spacing: RouteSpacing, quotas: NightQuotaBook): Departures {
  const { out, back, turn } = legs;
  const delta = out.destination.designOffset - out.origin.designOffset;
  const longHaul = out.longHaul;
  const waitCost = longHaul ? 0.1 : 0.5;
  const maxGround = longHaul ? 1440 : 900;
  let best: { t: number; r: number } | undefined;
  let bestScore = Infinity;
  for (const t of departureCandidates(out.originBanks, random)) {
    if (spacing.out.taken.includes(t) || !legFits(out, t, quotas)) continue;
    const arrival = t + blockAt(out, t);
    const earliest = arrival + turn;
    const outScore = gap(t, preferred) * (longHaul ? 0.2 : 1) + wavePenalty(out, t) + crowding(spacing.out.taken, spacing.out.minGap, t) + (longHaul ? discomfort(out, t) : 0);
    // Every return costs at least the outbound's score.
    if (outScore >= bestScore) continue;
    for (const r of returnCandidates(back, earliest, delta, random)) {
      if (r - arrival > maxGround) break;
      const backLocal = mod(r + delta);
      // Whether the return fits its ends' times is read last, as it costs the most.
      if (spacing.back.taken.includes(backLocal) || !legFits(back, r + delta, quotas)) continue;
      // Waiting costs up to a point; beyond it the aircraft stays the night, which is normal
      // for the last wave of the day, and costs a little more.
      const wait = r - earliest;
      const nightStop = wait > 360 ? NIGHT_STOP_PENALTY : 0;
      const crowded = crowding(spacing.back.taken, spacing.back.minGap, backLocal);
      const score = outScore + waitCost * Math.min(wait, 180) + nightStop + crowded + (longHaul ? discomfort(back, r + delta) : 0);
      if (score < bestScore) {
        best = { t, r };
        bestScore = score;
      }
      // Later returns only wait longer, unless this one is too close to another return.
      if (crowded === 0) break;
    }
  }
  if (!best) {
    const t = fallbackDeparture(out, preferred, spacing.out, quotas);
    const earliestBack = t + blockAt(out, t) + turn + delta;
    const backMinute = fallbackDeparture(back, mod(earliestBack), spacing.back, quotas);
    best = { t, r: earliestBack + mod(backMinute - earliestBack) - delta };
  }
  const backLocal = best.r + delta;
  return { out: best.t, back: mod(backLocal), backShift: Math.floor(backLocal / 1440) };
}

/**
 * Return departures (base clock) from `earliest` on, in time order, for the caller to check
 * against the local times at both ends: into the base's arrival waves when it has banks, else
 * straight after the turn and the next mornings.
 */
function returnCandidates(back: LegEnds, earliest: number, delta: number, random: Random): number[] {
  const out: number[] = [];
  const banks = back.destinationBanks;
  if (banks) {
    // The block of a return landing just before a wave (leaving at about its outstation minute), read once per wave.
    const flying = back.fixed + back.cruise * back.wind[back.design];
    const blocks = banks.starts.map((s) => blockAt(back, Math.round(s + delta - ARRIVAL_LEAD_MIN - flying)));
    for (let day = 0; day <= 2; day++) {
      for (const [i, s] of banks.starts.entries()) {
        const windowOpen = s - arrivalLeadMax(banks) + 1440 * day - blocks[i]!;
        const windowClose = s - ARRIVAL_LEAD_MIN + 1440 * day - blocks[i]!;
        // Every half hour of the window, so that a route's returns into one hub can keep apart.
        for (let from = Math.max(earliest, windowOpen); from <= windowClose; from += 30) {
          out.push(from + 5 * random.int(Math.min(6, Math.floor((windowClose - from) / 5)) + 1));
        }
      }
    }
    return out.sort((a, b) => a - b);
  }
  const quick = earliest + 5 * random.int(5);
  out.push(quick);
  for (let day = 0; day <= 1; day++) {
    // The next morning at the outstation, 06:00–07:00 local.
    const local = 360 + 5 * random.int(13);
    const r = earliest + mod(local - (earliest + delta)) + 1440 * day;
    if (r > quick) out.push(r);
  }
  return out.sort((a, b) => a - b);
}

/** Where in the day a rotation would ideally leave, so that a route's flights spread out. */
function preferredMinute(slot: number, slots: number, banks: Banks | undefined, phase: number): number {
  const [start, span] = banks?.roundTheClock ? [0, 1440] : banks ? [390, 870] : [360, 900];
  return Math.round((start + ((slot + phase) / Math.max(1, slots)) * span) % 1440);
}

/** Scheduled departures a day at each station, by index: how crowded its peaks are. */
function dailyDepartures(routes: readonly PlannedRoute[]): Map<number, number> {
  const out = new Map<number, number>();
  const add = (station: Station, mask: number) => out.set(station.index, (out.get(station.index) ?? 0) + weekdayCount(mask) / 7);
  for (const r of routes) {
    for (const rotation of r.rotations) {
      if (rotation.legs !== 'back') add(r.base, rotation.mask);
      if (rotation.legs !== 'out') add(r.outstation, rotation.mask);
    }
  }
  return out;
}

const directionKey = (airline: AirlineProfile, origin: Station, destination: Station) => `${airline.code}:${origin.code}:${destination.code}`;

/**
 * Flights a day of each airline from an origin to a destination, over all its planned routes
 * there (an airline may plan a pair from either end, and with more than one type).
 */
function dailyFlights(routes: readonly PlannedRoute[]): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, mask: number) => out.set(key, (out.get(key) ?? 0) + weekdayCount(mask) / 7);
  for (const r of routes) {
    for (const rotation of r.rotations) {
      if (rotation.legs !== 'back') add(directionKey(r.airline, r.base, r.outstation), rotation.mask);
      if (rotation.legs !== 'out') add(directionKey(r.airline, r.outstation, r.base), rotation.mask);
    }
  }
  return out;
}

/**
 * Times every rotation of every route, with the banks of the hubs; `design` is the IATA season of
 * the schedule's first date, which the times are designed in.
 */
export function timeRoutes(routes: readonly PlannedRoute[], banks: ReadonlyMap<number, Banks>, seed: number, design: IataSeason = 'winter'): TimedRotation[] {
  const out: TimedRotation[] = [];
  const quotas = new NightQuotaBook();
  const departuresAt = dailyDepartures(routes);
  const delayAt = (station: Station) => peakDelayMinutes(departuresAt.get(station.index) ?? 0);
  const daily = dailyFlights(routes);
  // One spacing per airline and direction, shared by every planned route of the pair.
  const spacings = new Map<string, Spacing>();
  const spacingOf = (origin: Station, destination: Station, airline: AirlineProfile): Spacing => {
    const key = directionKey(airline, origin, destination);
    let spacing = spacings.get(key);
    if (!spacing) spacings.set(key, (spacing = { taken: [], minGap: minimumGap(daily.get(key) ?? 0, operatingMinutes(origin.curfew)) }));
    return spacing;
  };
  for (const route of routes) {
    const { airline, base, outstation } = route;
    const key = `${airline.code}:${base.code}:${outstation.code}`;
    const baseBanks = route.banked ? banks.get(base.index) : undefined;
    const outstationBanks = airline.model !== 'lowcost' && airline.hubs.includes(outstation.index) ? banks.get(outstation.index) : undefined;
    // A rotation may fly another type than the route's (aircraft.ts): its block times are its type's.
    const legEnds = (aircraft: string, origin: Station, destination: Station, originBanks: Banks | undefined, destinationBanks: Banks | undefined): LegEnds => {
      const { fixed, cruise } = stillAirMinutes(route.distanceKm, aircraft);
      const exposure = exposureOf(performanceOf(aircraft).aircraftClass);
      return {
        origin,
        destination,
        originBanks,
        destinationBanks,
        distanceKm: route.distanceKm,
        fixed,
        cruise,
        wind: {
          winter: windFactor(origin.latitude, origin.longitude, destination.latitude, destination.longitude, 'winter', exposure.wind),
          summer: windFactor(origin.latitude, origin.longitude, destination.latitude, destination.longitude, 'summer', exposure.wind),
        },
        originDelay: exposure.peaks * delayAt(origin),
        destinationDelay: exposure.peaks * delayAt(destination),
        design,
        longHaul: route.longHaul,
      };
    };
    const phase = unitFor(seed, `phase:${key}`);
    const slots = route.rotations.length;
    const spacing: RouteSpacing = { out: spacingOf(base, outstation, airline), back: spacingOf(outstation, base, airline) };
    for (const rotation of route.rotations) {
      const random = randomFor(seed, `time:${key}:${rotation.slot}:${rotation.legs}`);
      const preferred = preferredMinute(rotation.slot, slots, baseBanks, phase);
      const aircraft = rotation.aircraft ?? route.aircraft;
      const aircraftClass = performanceOf(aircraft).aircraftClass;
      const outLeg = legEnds(aircraft, base, outstation, baseBanks, outstationBanks);
      const backLeg = legEnds(aircraft, outstation, base, outstationBanks, baseBanks);
      let departures: Departures;
      if (rotation.legs === 'both') {
        const turn = turnMinutes(aircraftClass, airline.model === 'lowcost', route.longHaul) + 5 * random.int(4);
        departures = timeRotation({ out: outLeg, back: backLeg, turn }, preferred, random, spacing, quotas);
      } else if (rotation.legs === 'out') {
        departures = { out: timeSingleLeg(outLeg, preferred, random, spacing.out, quotas), back: 0, backShift: 0 };
      } else {
        const preferredThere = mod(preferred + outstation.designOffset - base.designOffset);
        departures = { out: 0, back: timeSingleLeg(backLeg, preferredThere, random, spacing.back, quotas), backShift: 0 };
      }
      if (rotation.legs !== 'back') {
        spacing.out.taken.push(departures.out);
        quotas.take(outLeg, departures.out);
      }
      if (rotation.legs !== 'out') {
        spacing.back.taken.push(departures.back);
        quotas.take(backLeg, departures.back);
      }
      const times: RotationTimes = { ...departures, outBlocks: blocksAt(outLeg, departures.out), backBlocks: blocksAt(backLeg, departures.back) };
      out.push({ route, rotation, outLeg, backLeg, times, outFlight: UNNUMBERED, backFlight: UNNUMBERED, codeshares: [] });
    }
  }
  return out;
}
