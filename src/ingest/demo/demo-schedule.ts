// A deterministic, realistic demo flight schedule: curated airlines fly banked hub-and-spoke
// networks (or point to point from their bases) over the given airports, chosen by a gravity
// model, or real routes and frequencies when given, timed, numbered and split into leg periods.
import { dayFromIso } from '../../domain/flight-dates.js';
import { isKnownTimeZone } from '../../domain/time-zone.js';
import type { LegPeriodRecord, ScheduleContent } from '../../dataset/schedule-content.js';
import { blockMinutes, eastwardComponent, performanceOf, turnMinutes } from './aircraft-performance.js';
import { curatedProfiles } from './airline-profiles.js';
import { assignCodeshares, assignFlightNumbers } from './designators.js';
import type { DemoAirport, DemoScheduleOptions } from './inputs.js';
import { hubConnectionTimes } from './connection-times.js';
import { appendLegRecords, type LegSpec } from './leg-periods.js';
import { plannedDepartures, shiftedMask, shiftedPeriods, type AirlineProfile, type PlannedRoute, type Station } from './network-plan.js';
import { OnBoardCatalogue } from './on-board.js';
import { randomFor, unitFor } from './random.js';
import { DemandNetwork } from './route-demand.js';
import { GravityNetwork } from './route-network.js';
import { seasonPeriods } from './seasons.js';
import { hubBanks, timeRotation, timeSingleLeg, type Banks, type LegEnds, type RotationTimes, type TimedRotation } from './timetable.js';
import { ZoneOffsets } from './zone-offsets.js';
import type { FlightDesignator } from '../../domain/flight-designator.js';

export type { DemoAirport, DemoScheduleOptions, RouteDemand } from './inputs.js';

const SIZES = new Set(['large', 'medium', 'small']);

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Usable airports in code order, one per code, with their zone's offsets prepared. */
function stationsOf(airports: readonly DemoAirport[], offsets: ZoneOffsets, firstDay: number): Station[] {
  const sorted = [...airports].sort(
    (a, b) => compareText(a.code, b.code) || a.latitude - b.latitude || a.longitude - b.longitude || compareText(a.timeZone, b.timeZone) || compareText(a.countryCode, b.countryCode) || compareText(a.size, b.size),
  );
  const out: Station[] = [];
  const zoneKnown = new Map<string, boolean>();
  for (const a of sorted) {
    if (!/^[A-Z]{3}$/.test(a.code) || out.at(-1)?.code === a.code) continue;
    if (!Number.isFinite(a.latitude) || !Number.isFinite(a.longitude) || !SIZES.has(a.size)) continue;
    let known = zoneKnown.get(a.timeZone);
    if (known === undefined) zoneKnown.set(a.timeZone, (known = isKnownTimeZone(a.timeZone)));
    if (!known) continue;
    const zone = offsets.zoneIndex(a.timeZone);
    out.push({
      index: out.length,
      code: a.code,
      country: a.countryCode.toUpperCase(),
      latitude: a.latitude,
      longitude: a.longitude,
      size: a.size,
      zone,
      designOffset: offsets.at(zone, firstDay),
    });
  }
  return out;
}

/** Plans again with a corrected scale until the departures come within 1.5 % of the target. */
function calibrated(planAt: (scale: number) => PlannedRoute[], scale: number, target: number, firstDay: number, lastDay: number): PlannedRoute[] {
  const count = (routes: PlannedRoute[]) => routes.reduce((sum, r) => sum + plannedDepartures(r, firstDay, lastDay), 0);
  let routes = planAt(scale);
  let total = count(routes);
  for (let round = 0; round < 4 && total > 0; round++) {
    const ratio = target / total;
    if (Math.abs(ratio - 1) < 0.015) break;
    scale *= ratio;
    routes = planAt(scale);
    total = count(routes);
  }
  return routes;
}

/** Where in the day a rotation would ideally leave, so that a route's flights spread out. */
function preferredMinute(slot: number, slots: number, banks: Banks | undefined, phase: number): number {
  const [start, span] = banks?.roundTheClock ? [0, 1440] : banks ? [390, 870] : [360, 900];
  return Math.round((start + ((slot + phase) / Math.max(1, slots)) * span) % 1440);
}

function timeRoutes(routes: readonly PlannedRoute[], banks: ReadonlyMap<number, Banks>, seed: number): TimedRotation[] {
  const out: TimedRotation[] = [];
  for (const route of routes) {
    const { airline, base, outstation } = route;
    const key = `${airline.code}:${base.code}:${outstation.code}`;
    const aircraftClass = performanceOf(route.aircraft).aircraftClass;
    const baseBanks = route.banked ? banks.get(base.index) : undefined;
    const outstationBanks = airline.model !== 'lowcost' && airline.hubs.includes(outstation.index) ? banks.get(outstation.index) : undefined;
    const outLeg: LegEnds = {
      origin: base,
      destination: outstation,
      originBanks: baseBanks,
      destinationBanks: outstationBanks,
      block: blockMinutes(route.distanceKm, aircraftClass, eastwardComponent(base.latitude, base.longitude, outstation.latitude, outstation.longitude)),
      longHaul: route.longHaul,
    };
    const backLeg: LegEnds = {
      origin: outstation,
      destination: base,
      originBanks: outstationBanks,
      destinationBanks: baseBanks,
      block: blockMinutes(route.distanceKm, aircraftClass, eastwardComponent(outstation.latitude, outstation.longitude, base.latitude, base.longitude)),
      longHaul: route.longHaul,
    };
    const phase = unitFor(seed, `phase:${key}`);
    const slots = route.rotations.length;
    for (const rotation of route.rotations) {
      const random = randomFor(seed, `time:${key}:${rotation.slot}:${rotation.legs}`);
      const preferred = preferredMinute(rotation.slot, slots, baseBanks, phase);
      let times: RotationTimes;
      if (rotation.legs === 'both') {
        const turn = turnMinutes(aircraftClass, airline.model === 'lowcost', route.longHaul) + 5 * random.int(4);
        times = timeRotation({ out: outLeg, back: backLeg, turn }, preferred, random);
      } else if (rotation.legs === 'out') {
        times = { out: timeSingleLeg(outLeg, preferred, random), back: 0, backShift: 0 };
      } else {
        const preferredThere = (((preferred + outstation.designOffset - base.designOffset) % 1440) + 1440) % 1440;
        times = { out: 0, back: timeSingleLeg(backLeg, preferredThere, random), backShift: 0 };
      }
      out.push({ route, rotation, outLeg, backLeg, times, number: 0, suffix: '', codeshares: [] });
    }
  }
  return out;
}

function legsOf(rotations: readonly TimedRotation[], firstDay: number, lastDay: number, seed: number): LegSpec[] {
  const onBoard = new OnBoardCatalogue(seed);
  const legs: LegSpec[] = [];
  for (const r of rotations) {
    const { airline, base, outstation, aircraft } = r.route;
    const periods = seasonPeriods(r.rotation.season, firstDay, lastDay);
    const equipment = onBoard.equipment(airline, aircraft);
    const designator = (number: number): FlightDesignator => ({ airline: airline.code, number, suffix: r.suffix });
    const marketing = (plus: number) => r.codeshares.map((c) => ({ airline: c.airline, number: c.number + plus, suffix: c.suffix }));
    const common = { aircraft, onBoard: equipment };
    if (r.rotation.legs !== 'back') {
      legs.push({
        ...common,
        flight: designator(r.number),
        origin: base,
        destination: outstation,
        departure: r.times.out,
        block: r.outLeg.block,
        mask: r.rotation.mask,
        periods,
        departureTerminal: airline.terminals.get(base.index),
        arrivalTerminal: airline.terminals.get(outstation.index),
        codeshares: marketing(0),
      });
    }
    if (r.rotation.legs !== 'out') {
      const shift = r.rotation.legs === 'both' ? r.times.backShift : 0;
      const backPeriods = shiftedPeriods(periods, shift, firstDay, lastDay);
      if (backPeriods.length === 0) continue;
      legs.push({
        ...common,
        flight: designator(r.number + 1),
        origin: outstation,
        destination: base,
        departure: r.times.back,
        block: r.backLeg.block,
        mask: shiftedMask(r.rotation.mask, shift),
        periods: backPeriods,
        departureTerminal: airline.terminals.get(outstation.index),
        arrivalTerminal: airline.terminals.get(base.index),
        codeshares: marketing(1),
      });
    }
  }
  return legs.sort((a, b) => compareText(a.flight.airline, b.flight.airline) || a.flight.number - b.flight.number || compareText(a.flight.suffix, b.flight.suffix));
}

export function generateDemoSchedule(airports: readonly DemoAirport[], options: DemoScheduleOptions): ScheduleContent {
  const firstDay = dayFromIso(options.firstDate);
  if (firstDay === undefined) throw new RangeError(`firstDate must be yyyy-MM-dd: ${options.firstDate}`);
  if (!Number.isInteger(options.days) || options.days < 1) throw new RangeError(`days must be a positive integer: ${options.days}`);
  if (!(options.flightsPerDay > 0)) throw new RangeError(`flightsPerDay must be positive: ${options.flightsPerDay}`);
  const seed = options.seed >>> 0;
  const lastDay = firstDay + options.days - 1;
  const margin = options.marginDays ?? 0;
  if (!Number.isInteger(margin) || margin < 0) throw new RangeError(`marginDays must be a whole number: ${margin}`);
  const offsets = new ZoneOffsets(firstDay - margin, lastDay + margin);
  const stations = stationsOf(airports, offsets, firstDay);
  const byCode = new Map(stations.map((s) => [s.code, s]));
  const target = options.flightsPerDay * options.days;

  let airlines: AirlineProfile[];
  let routes: PlannedRoute[];
  if (options.routes) {
    const demand = new DemandNetwork(options.routes, byCode, seed);
    airlines = demand.airlines;
    const scale = demand.weeklyTotal > 0 ? (options.flightsPerDay * 7) / demand.weeklyTotal : 1;
    routes = calibrated((s) => demand.plan(s), scale, target, firstDay, lastDay);
  } else {
    airlines = curatedProfiles(byCode);
    const gravity = new GravityNetwork(stations, airlines, seed);
    const curatedDaily = airlines.reduce((sum, a) => sum + a.dailyDepartures, 0);
    routes = curatedDaily > 0 ? calibrated((s) => gravity.plan(s), options.flightsPerDay / curatedDaily, target, firstDay, lastDay) : [];
  }

  const banks = hubBanks(routes, seed);
  const rotations = timeRoutes(routes, banks, seed);
  const highest = assignFlightNumbers(rotations);
  assignCodeshares(rotations, airlines, highest, seed);

  const records: LegPeriodRecord[] = [];
  const carriers = new Set<string>();
  for (const leg of legsOf(rotations, firstDay - margin, lastDay + margin, seed)) {
    const before = records.length;
    appendLegRecords(leg, offsets, records);
    if (records.length === before) continue;
    carriers.add(leg.flight.airline);
    for (const c of leg.codeshares) carriers.add(c.airline);
  }
  return {
    carriers: [...carriers].sort(compareText).map((airline) => ({ airline, source: 'demo' })),
    legs: records,
    connectionTimes: hubConnectionTimes(banks.values(), seed),
  };
}
