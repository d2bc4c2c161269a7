// Through flights: airlines that number them (the large US airlines) keep one flight number on
// an aircraft that lands somewhere and leaves again: a leg into a station continues, after the
// turn, as a departure of the same type from it to another city, one flight X→S→Y under one
// number (sold also as X→Y with one stop). Only legs flown on the same weekdays, both on the same
// local date, are joined, with a turn that a change of clocks at one end only (an hour) can
// neither undo nor stretch past the longest, and only where every stop is on the way (X→Y through
// S is not much longer than X→Y): the flight is sold between any two of its stations. The
// generator does not follow single aircraft, so any two such legs may be joined.
import { greatCircleKm } from '../../domain/geo.js';
import type { Station } from './network-plan.js';
import type { SeasonBlocks } from './block-times.js';
import type { TimedRotation } from './times.js';

/** Time on the ground between the legs, in the design season: at least a narrow-body's turn, at most five hours. */
export const THROUGH_TURN_MINUTES = { least: 45, most: 300 } as const;
/** What a change of clocks at one end and not the other can take from the turn. */
const CLOCK_CHANGE = 60;
/** The most legs one flight number flies. */
const MAX_LEGS = 3;
/** How much longer than X→Y the way through the stop may be. */
export const THROUGH_DETOUR = 1.5;

const km = (a: Station, b: Station) => greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude);

/** One leg of a rotation. */
export interface LegOfRotation {
  rotation: TimedRotation;
  leg: 'out' | 'back';
}

/** The legs flown under one number: one, or two joined at a station. */
export type Flight = readonly LegOfRotation[];

interface DatedLeg extends LegOfRotation {
  origin: Station;
  destination: Station;
  /** Local minutes at the origin and at the destination, on the rotation's date: the landing in the season of the longer block, and in the other. */
  departs: number;
  arrives: number;
  arrivesEarliest: number;
}

/** Whether two stations keep the same difference of clocks all year (one country, the same offsets' spread). */
function clocksMoveTogether(a: Station, b: Station): boolean {
  const spread = (s: Station) => Math.max(...s.offsets) - Math.min(...s.offsets);
  return a.country === b.country && a.offsets.length === b.offsets.length && spread(a) === spread(b);
}

/**
 * Whether every part of the flight that `leg` would end is on the way (each is sold): from each of
 * its stations, the way through the stops at most THROUGH_DETOUR times the direct distance.
 */
function onTheWay(before: readonly DatedLeg[], leg: DatedLeg): boolean {
  let flown = km(leg.origin, leg.destination);
  for (let i = before.length - 1; i >= 0; i--) {
    flown += km(before[i]!.origin, before[i]!.destination);
    if (flown > THROUGH_DETOUR * km(before[i]!.origin, leg.destination)) return false;
  }
  return true;
}

/** The rotation's legs that depart and land on its own date, with their local minutes. */
function datedLegs(r: TimedRotation): DatedLeg[] {
  const { base, outstation } = r.route;
  const out: DatedLeg[] = [];
  // Both seasons' blocks, so that the turn holds all year.
  const add = (leg: 'out' | 'back', origin: Station, destination: Station, departs: number, blocks: SeasonBlocks) => {
    const arrives = departs + Math.max(blocks.winter, blocks.summer) + destination.designOffset - origin.designOffset;
    const arrivesEarliest = arrives - Math.abs(blocks.winter - blocks.summer);
    if (arrivesEarliest > departs && arrives < 1440) out.push({ rotation: r, leg, origin, destination, departs, arrives, arrivesEarliest });
  };
  if (r.route.longHaul) return out;
  if (r.rotation.legs !== 'back') add('out', base, outstation, r.times.out, r.times.outBlocks);
  if (r.rotation.legs !== 'out' && (r.rotation.legs === 'back' || r.times.backShift === 0)) add('back', outstation, base, r.times.back, r.times.backBlocks);
  return out;
}

/**
 * The flights of one airline's rotations, in the rotations' order: at each station, legs landing
 * (earliest first) continue as the earliest free departure a turn later, to a city the flight has
 * not been to, on the way, up to three legs a flight, until `joins` legs continue another;
 * every other leg is a flight of its own.
 */
export function throughFlightsOf(rotations: readonly TimedRotation[], joins = Infinity): Flight[] {
  const stations = new Map<string, { arriving: DatedLeg[]; leaving: DatedLeg[] }>();
  const at = (station: Station, r: TimedRotation) => {
    const key = `${station.index} ${r.rotation.aircraft ?? r.route.aircraft} ${r.rotation.mask}`;
    let entry = stations.get(key);
    if (!entry) stations.set(key, (entry = { arriving: [], leaving: [] }));
    return entry;
  };
  const dated = new Map<TimedRotation, DatedLeg[]>();
  for (const r of rotations) {
    const legs = datedLegs(r);
    dated.set(r, legs);
    for (const leg of legs) {
      at(leg.destination, r).arriving.push(leg);
      at(leg.origin, r).leaving.push(leg);
    }
  }
  const next = new Map<DatedLeg, DatedLeg>();
  const previous = new Map<DatedLeg, DatedLeg>();
  /** The legs of the flight that ends with `leg`, first to last. */
  const flightUpTo = (leg: DatedLeg) => {
    const legs = [leg];
    for (let p = previous.get(leg); p; p = previous.get(p)) legs.unshift(p);
    return legs;
  };
  for (const { arriving, leaving } of stations.values()) {
    arriving.sort((a, b) => a.arrives - b.arrives || a.departs - b.departs);
    leaving.sort((a, b) => a.departs - b.departs || a.arrives - b.arrives);
    for (const first of arriving) {
      if (next.size >= joins) break;
      if (next.has(first)) continue;
      const before = flightUpTo(first);
      if (before.length >= MAX_LEGS) continue;
      const visited = new Set(before.map((l) => l.origin));
      // A change of clocks at one end only moves the turn by an hour either way, in the other season.
      const together = clocksMoveTogether(first.origin, first.destination);
      const least = THROUGH_TURN_MINUTES.least + (together ? 0 : CLOCK_CHANGE);
      const most = THROUGH_TURN_MINUTES.most - (together ? 0 : CLOCK_CHANGE);
      const second = leaving.find((l) => {
        if (previous.has(l) || next.has(l) || visited.has(l.destination)) return false;
        if (l.departs - first.arrives < least || l.departs - first.arrivesEarliest > most) return false;
        return onTheWay(before, l);
      });
      if (!second) continue;
      next.set(first, second);
      previous.set(second, first);
    }
  }
  const flights: Flight[] = [];
  for (const r of rotations) {
    for (const leg of ['out', 'back'] as const) {
      if ((leg === 'out' && r.rotation.legs === 'back') || (leg === 'back' && r.rotation.legs === 'out')) continue;
      const head = dated.get(r)!.find((l) => l.leg === leg);
      if (!head) {
        flights.push([{ rotation: r, leg }]);
        continue;
      }
      if (previous.has(head)) continue;
      const flight: LegOfRotation[] = [];
      for (let l: DatedLeg | undefined = head; l; l = next.get(l)) flight.push({ rotation: l.rotation, leg: l.leg });
      flights.push(flight);
    }
  }
  return flights;
}
