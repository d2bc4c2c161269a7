// The plan the demo schedule is built from: stations, airline profiles and the routes each
// airline flies with their rotations (an aircraft out from the base and back), before any times.
import type { AirlineFleet, AirlineModel, Alliance } from '../curated/airlines.js';
import { shiftDaysMask } from '../../domain/flight-dates.js';
import { countDays, seasonPeriods, type DayRange, type Season } from './seasons.js';

export interface Station {
  index: number;
  code: string;
  country: string;
  latitude: number;
  longitude: number;
  size: 'large' | 'medium' | 'small';
  zone: number;
  /** The UTC offset on the first date: the one timetables are designed with. */
  designOffset: number;
}

export interface AirlineProfile {
  code: string;
  model: AirlineModel;
  /** False for airlines known only from given routes: they get generic properties. */
  curated: boolean;
  alliance?: Alliance;
  country?: string;
  /** Present hubs or bases as station indexes, main one first. */
  hubs: number[];
  terminals: Map<number, string>;
  fleet: AirlineFleet;
  longHaulShare: number;
  dailyDepartures: number;
  partner?: string;
  firstClass: boolean;
  premiumEconomy: boolean;
}

/** One aircraft pattern on a route: out from the base and back, or a single leg. */
export interface RotationPlan {
  mask: number;
  season: Season;
  legs: 'both' | 'out' | 'back';
  /** Index of the rotation among the route's rotations: spreads them over the day. */
  slot: number;
}

export interface PlannedRoute {
  airline: AirlineProfile;
  base: Station;
  outstation: Station;
  distanceKm: number;
  aircraft: string;
  longHaul: boolean;
  /** Banked at the base: departures in the hub's waves, returns into a later wave. */
  banked: boolean;
  /** Relative importance, for ordering flight numbers. */
  weight: number;
  rotations: RotationPlan[];
}

/** Stages above this are planned and numbered as long-haul. */
export const LONG_HAUL_KM = 4500;

/** Departures of a route over [firstDay, lastDay]. */
export function plannedDepartures(route: PlannedRoute, firstDay: number, lastDay: number): number {
  let total = 0;
  for (const r of route.rotations) {
    let days = 0;
    for (const [first, last] of seasonPeriods(r.season, firstDay, lastDay)) days += countDays(first, last, r.mask);
    total += r.legs === 'both' ? 2 * days : days;
  }
  return total;
}

/** The dates of a leg that departs `shift` days after its rotation's outbound, clipped to the range. */
export function shiftedPeriods(periods: readonly DayRange[], shift: number, firstDay: number, lastDay: number): DayRange[] {
  const out: DayRange[] = [];
  for (const [first, last] of periods) {
    const a = Math.max(first + shift, firstDay);
    const b = Math.min(last + shift, lastDay);
    if (a <= b) out.push([a, b]);
  }
  return out;
}

export function shiftedMask(mask: number, shift: number): number {
  return shift === 0 ? mask : shiftDaysMask(mask, shift);
}

/**
 * A planned weekly frequency as schedulers write it: a few days a week below daily, else whole
 * daily frequencies, keeping a remainder only when it is half a week or so.
 */
export function tidyWeekly(weekly: number): number {
  if (weekly < 7) return weekly;
  const rest = weekly % 7;
  return rest <= 2 ? weekly - rest : rest >= 5 ? weekly + 7 - rest : weekly;
}

/** Splits a weekly frequency into rotations: daily ones, then one for the remaining days. */
export function rotationsFor(weekly: number, season: Season, legs: RotationPlan['legs'], pattern: (days: number) => number, firstSlot = 0): RotationPlan[] {
  const out: RotationPlan[] = [];
  const daily = Math.floor(weekly / 7);
  for (let i = 0; i < daily; i++) out.push({ mask: 0x7f, season, legs, slot: firstSlot + i });
  const rest = weekly - daily * 7;
  if (rest > 0) out.push({ mask: pattern(rest), season, legs, slot: firstSlot + daily });
  return out;
}
