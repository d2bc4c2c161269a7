// Block times as timetables plan them: the still-air time of the aircraft over the airway, made
// shorter or longer by the winds along the great circle (the westerly jet streams of the middle
// latitudes, stronger in each hemisphere's winter), per IATA season, and longer when the flight
// leaves or lands in the peak hours of a busy airport (taxi queues, holding). Pure functions.
import { isoFromDay, isoWeekday } from '../../domain/flight-dates.js';

export type IataSeason = 'summer' | 'winter';

/** A leg's block minutes in each IATA season. */
export interface SeasonBlocks {
  summer: number;
  winter: number;
}

export const SEASONS: readonly IataSeason[] = ['winter', 'summer'];

function lastSundayOf(year: number, month: number): number {
  // Day of the last day of the month, then back to its Sunday (ISO weekday 7).
  const last = Math.floor(Date.UTC(year, month, 0) / 86_400_000);
  return last - (isoWeekday(last) % 7);
}

/**
 * The IATA season of a local date (epoch day) and the first date of the next season: summer from
 * the last Sunday of March to the Saturday before the last Sunday of October, winter otherwise.
 */
export function iataSeasonSpan(day: number): { season: IataSeason; next: number } {
  const year = Number(isoFromDay(day).slice(0, 4));
  const [summer, winter] = [lastSundayOf(year, 3), lastSundayOf(year, 10)];
  if (day < summer) return { season: 'winter', next: summer };
  if (day < winter) return { season: 'summer', next: winter };
  return { season: 'winter', next: lastSundayOf(year + 1, 3) };
}

export function iataSeason(day: number): IataSeason {
  return iataSeasonSpan(day).season;
}

const RAD = Math.PI / 180;

/**
 * The westerly wind along a track as a share of cruise speed at a latitude: the jet streams blow
 * hardest between about 35° and 50°, little in the tropics, and harder in the hemisphere's winter
 * (a January transatlantic eastbound is about an hour faster than its westbound return, a July
 * one about 45 minutes).
 */
export function jetShare(latitude: number, northernSeason: IataSeason): number {
  const hemisphereWinter = latitude >= 0 ? northernSeason === 'winter' : northernSeason === 'summer';
  const [base, peak] = hemisphereWinter ? [0.025, 0.072] : [0.022, 0.06];
  return base + peak * Math.exp(-(((Math.abs(latitude) - 42) / 14) ** 2));
}

const TRACK_SAMPLES = 8;

/**
 * The factor the winds put on a leg's cruise time (below 1 with a tailwind): the westerly share
 * at each of a few points along the great circle times the east component of the heading there,
 * averaged, times how much of it the aircraft meets at its cruise level (`exposure`).
 */
export function windFactor(lat1: number, lon1: number, lat2: number, lon2: number, season: IataSeason, exposure = 1): number {
  const [p1, l1, p2, l2] = [lat1 * RAD, lon1 * RAD, lat2 * RAD, lon2 * RAD];
  const a = [Math.cos(p1) * Math.cos(l1), Math.cos(p1) * Math.sin(l1), Math.sin(p1)];
  const b = [Math.cos(p2) * Math.cos(l2), Math.cos(p2) * Math.sin(l2), Math.sin(p2)];
  const angle = Math.acos(Math.min(1, Math.max(-1, a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!)));
  if (angle < 1e-9) return 1;
  let sum = 0;
  for (let i = 0; i < TRACK_SAMPLES; i++) {
    const f = (i + 0.5) / TRACK_SAMPLES;
    // A point a share f along the great circle (spherical interpolation).
    const [wa, wb] = [Math.sin((1 - f) * angle) / Math.sin(angle), Math.sin(f * angle) / Math.sin(angle)];
    const [x, y, z] = [wa * a[0]! + wb * b[0]!, wa * a[1]! + wb * b[1]!, wa * a[2]! + wb * b[2]!];
    const lat = Math.atan2(z, Math.hypot(x, y));
    const lon = Math.atan2(y, x);
    sum += jetShare(lat / RAD, season) * eastwardComponent(lat / RAD, lon / RAD, lat2, lon2);
  }
  return 1 - (exposure * sum) / TRACK_SAMPLES;
}

/**
 * How much of the jet stream a class of aircraft meets, and of the peak queues: turboprops cruise
 * far below the jet streams and queue at their own runway holds and stands (and their blocks are
 * long for their distance already), regional jets somewhat below the mainline's levels.
 */
export function exposureOf(aircraftClass: 'turboprop' | 'regional' | 'narrow' | 'wide'): { wind: number; peaks: number } {
  return aircraftClass === 'turboprop' ? { wind: 0.4, peaks: 0 } : aircraftClass === 'regional' ? { wind: 0.8, peaks: 1 } : { wind: 1, peaks: 1 };
}

/** The east component (sine of the initial bearing) of the great-circle track from 1 to 2. */
export function eastwardComponent(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLon = (lon2 - lon1) * RAD;
  const y = Math.sin(dLon) * Math.cos(lat2 * RAD);
  const x = Math.cos(lat1 * RAD) * Math.sin(lat2 * RAD) - Math.sin(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.cos(dLon);
  const length = Math.hypot(x, y);
  return length === 0 ? 0 : y / length;
}

/**
 * How crowded an airport's peaks are, from its scheduled departures a day: 0 quiet, then minutes
 * of taxi or holding a flight in its peak hour loses there (queues at the runway of a big hub).
 */
export function peakDelayMinutes(dailyDepartures: number): number {
  return dailyDepartures >= 700 ? 12 : dailyDepartures >= 300 ? 9 : dailyDepartures >= 100 ? 6 : dailyDepartures >= 30 ? 4 : 2;
}

/** How much of an airport's peak delay a local minute carries: the morning and evening peaks fully, the middle of the day half. */
export function peakWeight(localMinute: number): number {
  const h = Math.floor((((localMinute % 1440) + 1440) % 1440) / 60);
  if ((h >= 7 && h < 10) || (h >= 16 && h < 20)) return 1;
  if ((h >= 10 && h < 16) || (h >= 20 && h < 22)) return 0.5;
  return 0;
}

/**
 * The share of its flying time a flight carries as buffer by its local departure: none in the
 * morning, rising from 10:00 to 4 % by 20:00. Airlines pad the later flights of an aircraft's day,
 * where the day's delays have built up, so a route's blocks differ even between quiet airports.
 */
export function dayBufferShare(localMinute: number): number {
  const minute = ((localMinute % 1440) + 1440) % 1440;
  return 0.04 * Math.min(1, Math.max(0, (minute - 600) / 600));
}

/** Peak delays at one end add at most this share to a block: a short hop's queue is planned into its taxi time. */
const DELAY_SHARE_MAX = 0.07;

/**
 * Minutes the peaks add to a block of `flying` minutes: each end's delay (peakDelayMinutes, at
 * most a share of the block) times the weight of the local minute there (peakWeight).
 */
export function peakMinutes(flying: number, originDelay: number, departureWeight: number, destinationDelay: number, arrivalWeight: number): number {
  const cap = DELAY_SHARE_MAX * flying;
  return Math.min(originDelay, cap) * departureWeight + Math.min(destinationDelay, cap) * arrivalWeight;
}

/** A typical block for a distance: 30 minutes and the great circle at 800 km/h (the realism measure's yardstick). */
export function typicalBlock(distanceKm: number): number {
  return 30 + (distanceKm / 800) * 60;
}

/**
 * Peak minutes kept within a realistic band: a block with them (rounded to 5 minutes) stays within
 * 1.3 × the typical block of the distance, as short hops from busy hubs are planned; a block
 * already longer than that (a slow turboprop, a strong headwind) gets none.
 */
export function peaksWithinBand(flying: number, peaks: number, distanceKm: number): number {
  return Math.min(peaks, Math.max(0, 1.3 * typicalBlock(distanceKm) - 2.5 - flying));
}

/**
 * Scheduled block minutes, a multiple of 5 of at least 25: the fixed part (taxi, climb, descent)
 * and the still-air cruise times the wind factor, plus the peak minutes at both ends.
 */
export function plannedBlock(fixed: number, cruise: number, wind: number, peaks: number): number {
  return Math.max(25, Math.round((fixed + cruise * wind + peaks) / 5) * 5);
}
