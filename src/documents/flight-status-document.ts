// FlightStatusResource (../shared/flight-status.md): one Flight per operating leg, from the
// schedule alone. The service has no live data, so every flight says what the original says of a
// flight it has no information about: scheduled times, terminal when known, aircraft type, and
// FlightStatus NA "No status"; never a TimeStatus, an estimated or actual time, a gate or a
// registration. The one exception is a sandbox client's answer, whose simulated status (estimated
// and actual times, TimeStatus, FlightStatus, gates) is labelled simulated in Meta and in a
// header (docs/testing-apps.md).
import { localDateTime, utcDateTime } from '../domain/flight-dates.js';
import type { FlightStatusCode, SimulatedEnd, SimulatedStatus, TimeStatus } from '../engine/simulated-status.js';
import type { Leg } from '../model/schedule-store.js';
import { metaElement, type Link } from './meta.js';
import { el, leaf, list, type Element } from './tree.js';
import { carrier, marketingCarrierList } from './carrier-elements.js';
import { designatorsOf } from '../model/leg-records.js';

/** A leg on one local departure date, with its simulated status for a sandbox client. */
export interface DatedStatusLeg {
  leg: Leg;
  day: number;
  simulated?: SimulatedLeg;
}

export interface SimulatedLeg {
  status: SimulatedStatus;
  /**
   * Where a diverted leg's own flight lands, as scheduled from its departure: wall-clock minutes at
   * the airport it lands at, and UTC minutes (its delay then added as any arrival's).
   */
  divertedLanding?: { local: number; utc: number };
}

export const TIME_STATUS: Record<TimeStatus, string> = { FE: 'Flight Early', OT: 'Flight On Time', DL: 'Flight Delayed', NI: 'Next Information' };
export const FLIGHT_STATUS: Record<FlightStatusCode, string> = {
  NA: 'No status', DP: 'Flight Departed', LD: 'Flight Landed', CD: 'Flight Cancelled', RT: 'Flight Rerouted',
};

/** The estimated or actual local and UTC minutes of a simulated end, when it gives a time. */
export function simulatedTime(end: SimulatedEnd | undefined, scheduledLocal: number, scheduledUtc: number): { local: number; utc: number; actual: boolean } | undefined {
  if (end?.delay === undefined) return undefined;
  return { local: scheduledLocal + end.delay, utc: scheduledUtc + end.delay, actual: end.actual };
}

/** yyyy-MM-ddTHH:mm of local minutes since the epoch. */
export function localText(minutes: number): string {
  const day = Math.floor(minutes / 1440);
  return localDateTime(day, minutes - day * 1440);
}

/**
 * With `olderCarrier` (the classic JSON profile) each flight also carries the single
 * MarketingCarrier of the original's older answers, the leg's first designator, before the list
 * that replaced it, so that clients written against either find what they read.
 */
export function flightStatusDocument(flights: readonly DatedStatusLeg[], links: readonly Link[], olderCarrier = false): Element {
  const simulated = flights.some((f) => f.simulated !== undefined);
  return el('FlightStatusResource', el('Flights', list('Flight', flights.map((f) => flightElement(f, olderCarrier)))), metaElement(links, undefined, simulated));
}

/** Departure or Arrival: the airport, scheduled times, then what the simulation adds, in the original's order. */
function endElement(name: string, airport: string, local: number, utc: number, terminal: string | undefined, end: SimulatedEnd | undefined): Element {
  const time = simulatedTime(end, local, utc);
  const kind = time?.actual ? 'Actual' : 'Estimated';
  return el(
    name,
    leaf('AirportCode', airport),
    el('ScheduledTimeLocal', leaf('DateTime', localText(local))),
    el('ScheduledTimeUTC', leaf('DateTime', utcDateTime(utc))),
    time !== undefined && el(`${kind}TimeLocal`, leaf('DateTime', localText(time.local))),
    time !== undefined && el(`${kind}TimeUTC`, leaf('DateTime', utcDateTime(time.utc))),
    end?.timeStatus !== undefined && el('TimeStatus', leaf('Code', end.timeStatus), leaf('Definition', TIME_STATUS[end.timeStatus])),
    (terminal !== undefined || end?.gate !== undefined) &&
      el('Terminal', terminal !== undefined && leaf('Name', terminal), end?.gate !== undefined && leaf('Gate', end.gate)),
  );
}

function flightElement({ leg, day, simulated }: DatedStatusLeg, olderCarrier: boolean): Element {
  const departureUtc = day * 1440 + leg.departureUtcMinute;
  const status = simulated?.status;
  const diverted = status?.divertedTo;
  return el(
    'Flight',
    endElement('Departure', leg.origin, day * 1440 + leg.departureTime, departureUtc, leg.departureTerminal, status?.departure),
    diverted === undefined
      ? endElement('Arrival', leg.destination, (day + leg.arrivalDayOffset) * 1440 + leg.arrivalTime, departureUtc + leg.blockMinutes, leg.arrivalTerminal, status?.arrival)
      : endElement('Arrival', diverted, simulated!.divertedLanding!.local, simulated!.divertedLanding!.utc, undefined, status!.arrival),
    olderCarrier && carrier('MarketingCarrier', designatorsOf(leg)[0]!),
    marketingCarrierList(designatorsOf(leg)),
    carrier('OperatingCarrier', leg.operating),
    el('Equipment', leaf('AircraftCode', leg.aircraft)),
    el('FlightStatus', leaf('Code', status?.flightStatus ?? 'NA'), leaf('Definition', FLIGHT_STATUS[status?.flightStatus ?? 'NA'])),
  );
}

