// FlightInformation, the original API's customer-facing flight information: the same legs as
// FlightStatusResource (flight-status-document.ts), laid out as its documentation describes the
// customer variant: each end's scheduled local date and time apart, with the UTC instant, and a
// time status of its own. The elements after Arrival are not in the public description and follow
// the flight-status resource (inferred). From the schedule alone, every status is "No status".
import { localDateTime, utcDateTime } from '../domain/flight-dates.js';
import { carrier, designators, type DatedStatusLeg } from './flight-status-document.js';
import { metaElement, type Link } from './meta.js';
import { el, leaf, list, type Element } from './tree.js';

export function flightInformationDocument(flights: readonly DatedStatusLeg[], links: readonly Link[]): Element {
  return el('FlightInformation', el('Flights', list('Flight', flights.map(flightElement))), metaElement(links));
}

/** `2026-12-01T10:05` as the customer variant writes it: date and time apart, and the UTC instant without its Z. */
function scheduled(localText: string, utcMinutes: number): Element {
  return el('Scheduled', leaf('Date', localText.slice(0, 10)), leaf('Time', localText.slice(11)), leaf('DateTime', utcDateTime(utcMinutes).slice(0, 16)));
}

const NO_TIME_STATUS = el('Status', leaf('Code', 'NO'), leaf('Description', 'No status'));

function end(airport: string, localText: string, utcMinutes: number, terminal: string | undefined): Element[] {
  return [leaf('AirportCode', airport), scheduled(localText, utcMinutes), ...(terminal === undefined ? [] : [el('Terminal', leaf('Name', terminal))]), NO_TIME_STATUS];
}

function flightElement({ leg, day }: DatedStatusLeg): Element {
  const departureUtc = day * 1440 + leg.departureUtcMinute;
  return el(
    'Flight',
    el('Departure', ...end(leg.origin, localDateTime(day, leg.departureTime), departureUtc, leg.departureTerminal)),
    el('Arrival', ...end(leg.destination, localDateTime(day + leg.arrivalDayOffset, leg.arrivalTime), departureUtc + leg.blockMinutes, leg.arrivalTerminal)),
    carrier('OperatingCarrier', leg.operating),
    el('MarketingCarrierList', list('MarketingCarrier', designators(leg).map((d) => carrier('MarketingCarrier', d)))),
    el('Equipment', leaf('AircraftCode', leg.aircraft)),
    el('Status', leaf('Code', 'NA'), leaf('Description', 'No status')),
  );
}
