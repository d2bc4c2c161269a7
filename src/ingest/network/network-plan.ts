// The plan the network schedule is built from: stations, airline profiles and the routes each
// airline flies with their rotations (an aircraft out from the base and back), before any times.
import type { AirlineFleet, AirlineModel, Alliance } from '../curated/airlines.js';
import type { Curfew } from '../curated/curfews.js';
import type { NightQuota } from '../curated/night-quotas.js';
import { shiftDaysMask } from '../../domain/flight-dates.js';

export interface Station {
  index: number;
  code: string;
  country: string;
  latitude: number;
  longitude: number;
  zone: number;
  /** The UTC offset on the first date: the one timetables are designed with. */
  designOffset: number;
  /** Every UTC offset the zone has over the schedule's dates (one, or a season's each). */
  offsets: readonly number[];
  /** Local hours without scheduled flights, when the airport has a curfew. */
  curfew?: Curfew;
  /** Scheduled movements the airport takes a night after or instead of a curfew, when it has a quota. */
  nightQuota?: NightQuota;
  /** The only aircraft types the airport takes, when its runway is restricted. */
  aircraftLimit?: ReadonlySet<string>;
}

export interface AirlineProfile {
  code: string;
  model: AirlineModel;
  /** False for airlines the curated table does not know: they get generic properties. */
  curated: boolean;
  alliance?: Alliance;
  country?: string;
  /** Present hubs or bases as station indexes, main one first. */
  hubs: number[];
  terminals: Map<number, string>;
  fleet: AirlineFleet;
  longHaulShare: number;
  partner?: string;
  firstClass: boolean;
  premiumEconomy: boolean;
}

/** A period of local dates as epoch days, both ends included. */
export type DayRange = readonly [first: number, last: number];

/** One aircraft pattern on a route, every week: out from the base and back, or a single leg. */
export interface RotationPlan {
  mask: number;
  legs: 'both' | 'out' | 'back';
  /** Index of the rotation among the route's rotations: spreads them over the day. */
  slot: number;
  /** The rotation's type where a route's rotations fly a mix of types (aircraft.ts); else the route's. */
  aircraft?: string;
  /** Flown by a regional partner under the airline's code: regional flight numbers. */
  partnerOperated?: boolean;
}

export interface PlannedRoute {
  airline: AirlineProfile;
  base: Station;
  outstation: Station;
  distanceKm: number;
  /** The type most of the route's rotations fly (a rotation may name its own). */
  aircraft: string;
  longHaul: boolean;
  /** Banked at the base: departures in the hub's waves, returns into a later wave. */
  banked: boolean;
  /** Flights a week in both directions, for ordering flight numbers. */
  weight: number;
  rotations: RotationPlan[];
}

/** Stages above this are planned and numbered as long-haul. */
export const LONG_HAUL_KM = 4500;

/** The dates of a leg that departs `shift` days after its rotation's outbound, clipped to the range. */
export function shiftedPeriod([first, last]: DayRange, shift: number, firstDay: number, lastDay: number): DayRange | undefined {
  const a = Math.max(first + shift, firstDay);
  const b = Math.min(last + shift, lastDay);
  return a <= b ? [a, b] : undefined;
}

export function shiftedMask(mask: number, shift: number): number {
  return shift === 0 ? mask : shiftDaysMask(mask, shift);
}

/** Splits a weekly frequency into rotations: daily ones, then one for the remaining days. */
export function rotationsFor(weekly: number, legs: RotationPlan['legs'], pattern: (days: number) => number, firstSlot = 0): RotationPlan[] {
  const out: RotationPlan[] = [];
  const daily = Math.floor(weekly / 7);
  for (let i = 0; i < daily; i++) out.push({ mask: 0x7f, legs, slot: firstSlot + i });
  const rest = weekly - daily * 7;
  if (rest > 0) out.push({ mask: pattern(rest), legs, slot: firstSlot + daily });
  return out;
}
