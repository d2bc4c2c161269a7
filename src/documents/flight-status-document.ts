// FlightStatusResource (../shared/flight-status.md): one Flight per operating leg, from the
// schedule alone. The service has no live data, so every flight says what the original says of a
// flight it has no information about: scheduled times, terminal when known, aircraft type, and
// FlightStatus NA "No status"; never a TimeStatus, an estimated or actual time, a gate or a
// registration.
import { localDateTime, utcDateTime } from '../domain/flight-dates.js';
import type { FlightDesignator } from '../domain/flight-designator.js';
import type { Leg } from '../model/schedule-store.js';
import { metaElement, type Link } from './meta.js';
import { el, leaf, list, type Element } from './tree.js';

/** A leg on one local departure date. */
export interface DatedStatusLeg {
  leg: Leg;
  day: number;
}

/**
 * With `olderCarrier` (the classic JSON profile) each flight also carries the single
 * MarketingCarrier of the original's older answers, the leg's first designator, before the list
 * that replaced it, so that clients written against either find what they read.
 */
export function flightStatusDocument(flights: readonly DatedStatusLeg[], links: readonly Link[], olderCarrier = false): Element {
  return el('FlightStatusResource', el('Flights', list('Flight', flights.map((f) => flightElement(f, olderCarrier)))), metaElement(links));
}

function flightElement({ leg, day }: DatedStatusLeg, olderCarrier: boolean): Element {
  const departureUtc = day * 1440 + leg.departureUtcMinute;
  return el(
    'Flight',
    el(
      'Departure',
      leaf('AirportCode', leg.origin),
      el('ScheduledTimeLocal', leaf('DateTime', localDateTime(day, leg.departureTime))),
      el('ScheduledTimeUTC', leaf('DateTime', utcDateTime(departureUtc))),
      leg.departureTerminal !== undefined && el('Terminal', leaf('Name', leg.departureTerminal)),
    ),
    el(
      'Arrival',
      leaf('AirportCode', leg.destination),
      el('ScheduledTimeLocal', leaf('DateTime', localDateTime(day + leg.arrivalDayOffset, leg.arrivalTime))),
      el('ScheduledTimeUTC', leaf('DateTime', utcDateTime(departureUtc + leg.blockMinutes))),
      leg.arrivalTerminal !== undefined && el('Terminal', leaf('Name', leg.arrivalTerminal)),
    ),
    olderCarrier && carrier('MarketingCarrier', designators(leg)[0]!),
    el('MarketingCarrierList', list('MarketingCarrier', designators(leg).map((d) => carrier('MarketingCarrier', d)))),
    carrier('OperatingCarrier', leg.operating),
    el('Equipment', leaf('AircraftCode', leg.aircraft)),
    el('FlightStatus', leaf('Code', 'NA'), leaf('Definition', 'No status')),
  );
}

/** Every designator the leg is sold under, the operating one among them when its airline sells it. */
export function designators(leg: Leg): readonly FlightDesignator[] {
  return leg.marketing.length > 0 ? leg.marketing : [leg.operating];
}

/** A carrier element: its AirlineID and FlightNumber. */
export function carrier(name: string, d: FlightDesignator): Element {
  return el(name, leaf('AirlineID', d.airline), leaf('FlightNumber', `${d.number}${d.suffix}`));
}
