// The schedule of the real network: the route table's airlines, routes and frequencies, flown in
// the steps of this folder, in the order data flows: routes → frequencies → aircraft → times →
// flight numbers → codeshares, then leg periods with their UTC offsets. The same table, airports,
// dates and seed give the same schedule byte for byte.
import { TICKETING } from '../curated/ticketing.js';
import { dayFromIso } from '../../domain/flight-dates.js';
import { isKnownTimeZone } from '../../domain/time-zone.js';
import type { LegPeriodRecord, ScheduleContent } from '../../dataset/schedule-content.js';
import type { FlightDesignator } from '../../domain/flight-designator.js';
import { AIRPORT_AIRCRAFT_LIMITS } from '../curated/airport-limits.js';
import { CURFEWS } from '../curated/curfews.js';
import { NIGHT_QUOTAS } from '../curated/night-quotas.js';
import type { AirlineRouteRecord } from '../sources/optd-airline-routes.js';
import { Fleets } from '../curated/fleets.js';
import { plannedRoutes } from './aircraft.js';
import { assignCodeshares } from './codeshares.js';
import { hubConnectionTimes } from './connection-times.js';
import { assignFlightNumbers, flownByRegionalPartner } from './flight-numbers.js';
import { flownPairs } from './frequencies.js';
import type { NetworkAirport, NetworkOptions } from './inputs.js';
import { appendLegRecords, type LegSpec } from './leg-periods.js';
import { shiftedMask, shiftedPeriod, type DayRange, type Station } from './network-plan.js';
import { OnBoardCatalogue } from './on-board.js';
import { cityPairs } from './routes.js';
import { iataSeason } from './block-times.js';
import { hubBanks, timeRoutes, type LegFlight, type TimedRotation } from './times.js';
import { ZoneOffsets } from './zone-offsets.js';
import { AirportTerminalTable, legEndTerminal } from './terminals.js';

export type { NetworkAirport, NetworkOptions } from './inputs.js';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Usable airports in code order, one per code, with their zone's offsets and curated limits. */
/** The distinct offsets of a zone over the dates, read every week (no zone changes twice in one). */
function offsetsOver(offsets: ZoneOffsets, zone: number, firstDay: number, lastDay: number): number[] {
  const found = new Set<number>();
  for (let day = firstDay; day <= lastDay; day += 7) found.add(offsets.at(zone, day));
  found.add(offsets.at(zone, lastDay));
  return [...found];
}

function stationsOf(airports: readonly NetworkAirport[], offsets: ZoneOffsets, firstDay: number, [from, to]: DayRange): Station[] {
  const sorted = [...airports].sort(
    (a, b) => compareText(a.code, b.code) || a.latitude - b.latitude || a.longitude - b.longitude || compareText(a.timeZone, b.timeZone) || compareText(a.countryCode, b.countryCode),
  );
  const curfews = new Map(CURFEWS.map((c) => [c.airport, c]));
  const quotas = new Map(NIGHT_QUOTAS.map((q) => [q.airport, q]));
  const limits = new Map(AIRPORT_AIRCRAFT_LIMITS.map((l) => [l.airport, new Set(l.types)]));
  const out: Station[] = [];
  const zoneKnown = new Map<string, boolean>();
  for (const a of sorted) {
    if (!/^[A-Z]{3}$/.test(a.code) || out.at(-1)?.code === a.code) continue;
    if (!Number.isFinite(a.latitude) || !Number.isFinite(a.longitude)) continue;
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
      zone,
      designOffset: offsets.at(zone, firstDay),
      offsets: offsetsOver(offsets, zone, from, to),
      curfew: curfews.get(a.code),
      nightQuota: quotas.get(a.code),
      aircraftLimit: limits.get(a.code),
    });
  }
  return out;
}

function legsOf(rotations: readonly TimedRotation[], firstDay: number, lastDay: number, seed: number): LegSpec[] {
  const onBoard = new OnBoardCatalogue(seed);
  const terminals = new AirportTerminalTable();
  const period: DayRange = [firstDay, lastDay];
  const legs: LegSpec[] = [];
  for (const r of rotations) {
    const { airline, base, outstation } = r.route;
    const aircraft = r.rotation.aircraft ?? r.route.aircraft;
    const equipment = onBoard.equipment(airline, aircraft);
    const designator = ({ number, suffix }: LegFlight): FlightDesignator => ({ airline: airline.code, number, suffix });
    const marketing = (plus: number) => r.codeshares.map((c) => ({ airline: c.airline, number: c.number + plus, suffix: c.suffix }));
    const common = { aircraft, onBoard: equipment };
    const terminal = (at: Station, other: Station) => legEndTerminal(terminals, airline, at, other, airline.terminals.get(at.index));
    if (r.rotation.legs !== 'back') {
      legs.push({
        ...common,
        flight: designator(r.outFlight),
        legSequence: r.outFlight.sequence,
        origin: base,
        destination: outstation,
        departure: r.times.out,
        block: r.times.outBlocks,
        mask: r.rotation.mask,
        periods: [period],
        departureTerminal: terminal(base, outstation),
        arrivalTerminal: terminal(outstation, base),
        codeshares: marketing(0),
      });
    }
    if (r.rotation.legs !== 'out') {
      const shift = r.rotation.legs === 'both' ? r.times.backShift : 0;
      const backPeriod = shiftedPeriod(period, shift, firstDay, lastDay);
      if (!backPeriod) continue;
      legs.push({
        ...common,
        flight: designator(r.backFlight),
        legSequence: r.backFlight.sequence,
        origin: outstation,
        destination: base,
        departure: r.times.back,
        block: r.times.backBlocks,
        mask: shiftedMask(r.rotation.mask, shift),
        periods: [backPeriod],
        departureTerminal: terminal(outstation, base),
        arrivalTerminal: terminal(base, outstation),
        codeshares: marketing(1),
      });
    }
  }
  return legs.sort((a, b) => compareText(a.flight.airline, b.flight.airline) || a.flight.number - b.flight.number || compareText(a.flight.suffix, b.flight.suffix));
}

export function generateNetworkSchedule(routes: readonly AirlineRouteRecord[], airports: readonly NetworkAirport[], options: NetworkOptions): ScheduleContent {
  const firstDay = dayFromIso(options.firstDate);
  if (firstDay === undefined) throw new RangeError(`firstDate must be yyyy-MM-dd: ${options.firstDate}`);
  if (!Number.isInteger(options.days) || options.days < 1) throw new RangeError(`days must be a positive integer: ${options.days}`);
  const seed = options.seed >>> 0;
  const lastDay = firstDay + options.days - 1;
  const margin = options.marginDays ?? 0;
  if (!Number.isInteger(margin) || margin < 0) throw new RangeError(`marginDays must be a whole number: ${margin}`);
  const offsets = new ZoneOffsets(firstDay - margin, lastDay + margin);
  const stations = stationsOf(airports, offsets, firstDay, [firstDay - margin, lastDay + margin]);

  const network = cityPairs(routes, new Map(stations.map((s) => [s.code, s])));
  const planned = plannedRoutes(flownPairs(network.pairs, seed), new Fleets(), seed);
  const banks = hubBanks(planned, seed);
  const rotations = timeRoutes(planned, banks, seed, iataSeason(firstDay));
  const books = assignFlightNumbers(rotations, flownByRegionalPartner);
  assignCodeshares(rotations, network.airlines, books, seed);

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
    carriers: [...carriers].sort(compareText).map((airline) => ({ airline, source: 'network' })),
    legs: records,
    connectionTimes: hubConnectionTimes(banks.values(), seed),
    ticketing: TICKETING,
  };
}
