// Step 4, times. A hub works in banks: a wave of arrivals lands from 45 minutes before a wave of
// departures, so passengers connect, and the waves follow each other through the day without an
// empty hour between them. Hub departures leave in a wave, the aircraft turns at the outstation
// and flies back into a later wave. Bases without banks (low-cost, outstations) spread their
// departures over the day. No leg leaves or lands in the dead of night, local time, and none in
// an airport's curfew in either season; one airline's flights on one route leave minutes apart.
import { inCurfew } from '../curated/curfews.js';
import { blockMinutes, eastwardComponent, performanceOf, turnMinutes } from './aircraft-performance.js';
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
  block: number;
  longHaul: boolean;
}

/** Candidate departure minutes (origin local, 0…1439) for a leg out of `origin`. */
function departureCandidates(banks: Banks | undefined, random: Random): number[] {
  if (banks) return banks.starts.map((s) => mod(s + 5 * random.int(Math.floor(banks.spread / 5) + 1)));
  const out: number[] = [];
  for (let m = 330; m <= 1380; m += 45) out.push(m + 5 * random.int(9));
  return out;
}

/**
 * Whether a leg leaving at local `departure` keeps out of both ends' curfews: the arrival's local
 * time is checked with every offset either end has over the schedule's dates, in every pairing,
 * as zones change clocks on different dates.
 */
function outsideCurfews(leg: LegEnds, departure: number): boolean {
  const { origin, destination } = leg;
  if (origin.curfew && inCurfew(origin.curfew, mod(departure))) return false;
  if (!destination.curfew) return true;
  for (const from of origin.offsets) {
    for (const to of destination.offsets) {
      if (inCurfew(destination.curfew, mod(departure + leg.block + to - from))) return false;
    }
  }
  return true;
}

/** Whether the ends of a leg leaving `origin` at local `departure` are at acceptable local times. */
function legFits(leg: LegEnds, departure: number): boolean {
  if (!outsideCurfews(leg, departure)) return false;
  if (!leg.originBanks?.roundTheClock && !departureAllowed(departure, leg.longHaul)) return false;
  const arrival = departure + leg.block + leg.destination.designOffset - leg.origin.designOffset;
  if (leg.destinationBanks) return leg.destinationBanks.roundTheClock || inArrivalWave(arrival, leg.destinationBanks) || arrivalAllowed(arrival, leg.longHaul);
  return arrivalAllowed(arrival, leg.longHaul);
}

/** Extra cost of a leg that misses the destination's arrival wave when the airline has one there. */
function wavePenalty(leg: LegEnds, departure: number): number {
  if (!leg.destinationBanks) return 0;
  const arrival = departure + leg.block + leg.destination.designOffset - leg.origin.designOffset;
  return inArrivalWave(arrival, leg.destinationBanks) ? 0 : 90;
}

/** Minutes a leg leaves or lands outside 07:00–23:00 local, as a cost: fine for red-eyes, not loved. */
function discomfort(leg: LegEnds, departure: number): number {
  const outside = (local: number) => {
    const m = mod(local);
    return m < 420 ? Math.min(420 - m, m + 60) : m > 1380 ? m - 1380 : 0;
  };
  const arrival = departure + leg.block + leg.destination.designOffset - leg.origin.designOffset;
  return 0.5 * (outside(departure) + outside(arrival));
}

/**
 * When no candidate fits: the 5-minute step nearest `preferred` (origin local) that is free on the
 * route and outside the curfews, else the nearest free one.
 */
function fallbackDeparture(leg: LegEnds, preferred: number, taken: ReadonlySet<number>): number {
  const start = preferred - (preferred % 5);
  let free: number | undefined;
  for (let i = 0; i < 288; i++) {
    const t = mod(start + 5 * (i % 2 === 0 ? i / 2 : -(i + 1) / 2));
    if (taken.has(t)) continue;
    if (outsideCurfews(leg, t)) return t;
    free ??= t;
  }
  return free ?? mod(start);
}

/** The local departure minute of a single leg, near `preferred` (origin local), at a minute not `taken`. */
function timeSingleLeg(leg: LegEnds, preferred: number, random: Random, taken: ReadonlySet<number>): number {
  let best: number | undefined;
  let bestScore = Infinity;
  for (const t of departureCandidates(leg.originBanks, random)) {
    if (taken.has(t) || !legFits(leg, t)) continue;
    const score = gap(t, preferred) + wavePenalty(leg, t);
    if (score < bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best ?? fallbackDeparture(leg, preferred, taken);
}

export interface RotationTimes {
  /** Departure from the base, base local minute. */
  out: number;
  /** Departure back from the outstation, outstation local minute. */
  back: number;
  /** Local date of the return departure minus local date of the outbound departure. */
  backShift: number;
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

/** Departure minutes already used on a route, by direction (local at each origin). */
interface TakenMinutes {
  out: Set<number>;
  back: Set<number>;
}

/**
 * Times for a rotation out of the base and back, at minutes not yet `taken` on the route. Minutes
 * are counted on the base's clock from the outbound date's midnight; the outstation's clock
 * differs by the design offsets.
 */
function timeRotation(legs: RotationLegs, preferred: number, random: Random, taken: TakenMinutes): RotationTimes {
  const { out, back, turn } = legs;
  const delta = out.destination.designOffset - out.origin.designOffset;
  const longHaul = out.longHaul;
  const waitCost = longHaul ? 0.1 : 0.5;
  const maxGround = longHaul ? 1440 : 900;
  let best: { t: number; r: number } | undefined;
  let bestScore = Infinity;
  for (const t of departureCandidates(out.originBanks, random)) {
    if (taken.out.has(t) || !legFits(out, t)) continue;
    const arrival = t + out.block;
    const earliest = arrival + turn;
    for (const r of returnCandidates(back, earliest, delta, random)) {
      if (r - arrival > maxGround) break;
      if (taken.back.has(mod(r + delta))) continue;
      // Waiting costs up to a point; beyond it the aircraft stays the night, which is normal
      // for the last wave of the day, and costs a little more.
      const wait = r - earliest;
      const nightStop = wait > 360 ? NIGHT_STOP_PENALTY : 0;
      const score =
        gap(t, preferred) * (longHaul ? 0.2 : 1) +
        waitCost * Math.min(wait, 180) +
        nightStop +
        wavePenalty(out, t) +
        (longHaul ? discomfort(out, t) + discomfort(back, r + delta) : 0);
      if (score < bestScore) {
        best = { t, r };
        bestScore = score;
      }
      break;
    }
  }
  if (!best) {
    const t = fallbackDeparture(out, preferred, taken.out);
    const earliestBack = t + out.block + turn + delta;
    const backMinute = fallbackDeparture(back, mod(earliestBack), taken.back);
    best = { t, r: earliestBack + mod(backMinute - earliestBack) - delta };
  }
  const backLocal = best.r + delta;
  return { out: best.t, back: mod(backLocal), backShift: Math.floor(backLocal / 1440) };
}

/**
 * Return departures (base clock) from `earliest` on, in time order, that fit the local times at
 * both ends: into the base's arrival waves when it has banks, else straight after the turn or, if
 * that is too late, the next morning.
 */
function returnCandidates(back: LegEnds, earliest: number, delta: number, random: Random): number[] {
  const out: number[] = [];
  const fits = (r: number) => legFits(back, r + delta);
  const banks = back.destinationBanks;
  if (banks) {
    for (let day = 0; day <= 2; day++) {
      for (const s of banks.starts) {
        const windowOpen = s - arrivalLeadMax(banks) + 1440 * day - back.block;
        const windowClose = s - ARRIVAL_LEAD_MIN + 1440 * day - back.block;
        const from = Math.max(earliest, windowOpen);
        if (from > windowClose) continue;
        const r = from + 5 * random.int(Math.min(6, Math.floor((windowClose - from) / 5)) + 1);
        if (fits(r)) out.push(r);
      }
    }
    return out.sort((a, b) => a - b);
  }
  const quick = earliest + 5 * random.int(5);
  if (fits(quick)) out.push(quick);
  for (let day = 0; day <= 1; day++) {
    // The next morning at the outstation, 06:00–07:00 local.
    const local = 360 + 5 * random.int(13);
    const r = earliest + mod(local - (earliest + delta)) + 1440 * day;
    if (r > quick && fits(r)) out.push(r);
  }
  return out.sort((a, b) => a - b);
}

/** Where in the day a rotation would ideally leave, so that a route's flights spread out. */
function preferredMinute(slot: number, slots: number, banks: Banks | undefined, phase: number): number {
  const [start, span] = banks?.roundTheClock ? [0, 1440] : banks ? [390, 870] : [360, 900];
  return Math.round((start + ((slot + phase) / Math.max(1, slots)) * span) % 1440);
}

/** Times every rotation of every route, with the banks of the hubs. */
export function timeRoutes(routes: readonly PlannedRoute[], banks: ReadonlyMap<number, Banks>, seed: number): TimedRotation[] {
  const out: TimedRotation[] = [];
  for (const route of routes) {
    const { airline, base, outstation } = route;
    const key = `${airline.code}:${base.code}:${outstation.code}`;
    const baseBanks = route.banked ? banks.get(base.index) : undefined;
    const outstationBanks = airline.model !== 'lowcost' && airline.hubs.includes(outstation.index) ? banks.get(outstation.index) : undefined;
    // A rotation may fly another type than the route's (aircraft.ts): its block times are its type's.
    const legEnds = (aircraft: string, origin: Station, destination: Station, originBanks: Banks | undefined, destinationBanks: Banks | undefined): LegEnds => ({
      origin,
      destination,
      originBanks,
      destinationBanks,
      block: blockMinutes(route.distanceKm, aircraft, eastwardComponent(origin.latitude, origin.longitude, destination.latitude, destination.longitude)),
      longHaul: route.longHaul,
    });
    const phase = unitFor(seed, `phase:${key}`);
    const slots = route.rotations.length;
    const taken: TakenMinutes = { out: new Set(), back: new Set() };
    for (const rotation of route.rotations) {
      const random = randomFor(seed, `time:${key}:${rotation.slot}:${rotation.legs}`);
      const preferred = preferredMinute(rotation.slot, slots, baseBanks, phase);
      const aircraft = rotation.aircraft ?? route.aircraft;
      const aircraftClass = performanceOf(aircraft).aircraftClass;
      const outLeg = legEnds(aircraft, base, outstation, baseBanks, outstationBanks);
      const backLeg = legEnds(aircraft, outstation, base, outstationBanks, baseBanks);
      let times: RotationTimes;
      if (rotation.legs === 'both') {
        const turn = turnMinutes(aircraftClass, airline.model === 'lowcost', route.longHaul) + 5 * random.int(4);
        times = timeRotation({ out: outLeg, back: backLeg, turn }, preferred, random, taken);
      } else if (rotation.legs === 'out') {
        times = { out: timeSingleLeg(outLeg, preferred, random, taken.out), back: 0, backShift: 0 };
      } else {
        const preferredThere = mod(preferred + outstation.designOffset - base.designOffset);
        times = { out: 0, back: timeSingleLeg(backLeg, preferredThere, random, taken.back), backShift: 0 };
      }
      if (rotation.legs !== 'back') taken.out.add(times.out);
      if (rotation.legs !== 'out') taken.back.add(times.back);
      out.push({ route, rotation, outLeg, backLeg, times, outFlight: UNNUMBERED, backFlight: UNNUMBERED, codeshares: [] });
    }
  }
  return out;
}
