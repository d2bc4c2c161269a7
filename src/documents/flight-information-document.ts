// FlightInformation, the original API's customer-facing flight information: the same legs as
// FlightStatusResource (flight-status-document.ts), laid out as its documentation describes the
// customer variant: each end's scheduled local date and time apart, with the UTC instant, and a
// time status of its own. The elements after Arrival are not in the public description and follow
// the flight-status resource (inferred). From the schedule alone, every status is "No status";
// a sandbox client's simulated status adds Estimated or Actual times laid out as Scheduled, the
// time status of each end and its gate, labelled simulated in Meta (docs/testing-apps.md).
import { utcDateTime } from '../domain/flight-dates.js';
import type { SimulatedEnd } from '../engine/simulated-status.js';
import { FLIGHT_STATUS, localText, simulatedTime, TIME_STATUS, type DatedStatusLeg } from './flight-status-document.js';
import { metaElement, type Link } from './meta.js';
import { el, leaf, list, type Element } from './tree.js';
import { carrier, marketingCarrierList } from './carrier-elements.js';
import { designatorsOf } from '../model/leg-records.js';

export function flightInformationDocument(flights: readonly DatedStatusLeg[], links: readonly Link[]): Element {
  const simulated = flights.some((f) => f.simulated !== undefined);
  return el('FlightInformation', el('Flights', list('Flight', flights.map(flightElement))), metaElement(links, undefined, simulated));
}

/** A time as the customer variant writes it: local date and time apart, and the UTC instant marked as UTC (`2026-12-01T09:05Z`), as every UTC time of the service is. */
function time(name: string, local: number, utcMinutes: number): Element {
  const text = localText(local);
  return el(name, leaf('Date', text.slice(0, 10)), leaf('Time', text.slice(11)), leaf('DateTime', utcDateTime(utcMinutes)));
}

const NO_TIME_STATUS = el('Status', leaf('Code', 'NO'), leaf('Description', 'No status'));

function end(airport: string, local: number, utcMinutes: number, terminal: string | undefined, simulated: SimulatedEnd | undefined): Element[] {
  const at = simulatedTime(simulated, local, utcMinutes);
  const gate = simulated?.gate;
  return [
    leaf('AirportCode', airport),
    time('Scheduled', local, utcMinutes),
    ...(at === undefined ? [] : [time(at.actual ? 'Actual' : 'Estimated', at.local, at.utc)]),
    ...(terminal === undefined && gate === undefined ? [] : [el('Terminal', terminal !== undefined && leaf('Name', terminal), gate !== undefined && leaf('Gate', gate))]),
    simulated?.timeStatus === undefined ? NO_TIME_STATUS : el('Status', leaf('Code', simulated.timeStatus), leaf('Description', TIME_STATUS[simulated.timeStatus])),
  ];
}

function flightElement({ leg, day, simulated }: DatedStatusLeg): Element {
  const departureUtc = day * 1440 + leg.departureUtcMinute;
  const status = simulated?.status;
  const diverted = status?.divertedTo;
  const arrivalLocal = (day + leg.arrivalDayOffset) * 1440 + leg.arrivalTime;
  return el(
    'Flight',
    el('Departure', ...end(leg.origin, day * 1440 + leg.departureTime, departureUtc, leg.departureTerminal, status?.departure)),
    diverted === undefined
      ? el('Arrival', ...end(leg.destination, arrivalLocal, departureUtc + leg.blockMinutes, leg.arrivalTerminal, status?.arrival))
      : el('Arrival', ...end(diverted, simulated!.divertedLanding!.local, simulated!.divertedLanding!.utc, undefined, status!.arrival)),
    carrier('OperatingCarrier', leg.operating),
    marketingCarrierList(designatorsOf(leg)),
    el('Equipment', leaf('AircraftCode', leg.aircraft)),
    el('Status', leaf('Code', status?.flightStatus ?? 'NA'), leaf('Description', FLIGHT_STATUS[status?.flightStatus ?? 'NA'])),
  );
}
