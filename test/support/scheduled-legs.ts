// The direct legs of a route on a date as the schedules endpoint lists them: the facts that
// flight-status and seat-map tests check their answers against.
import assert from 'node:assert/strict';
import type { TestServer } from './server.js';
import { many, parseXml } from './xml.js';

export interface ScheduledLeg {
  /** Local departure and arrival, as the schedule gives them. */
  departure: string;
  arrival: string;
  origin: string;
  destination: string;
  aircraft: string;
  /** The operating designator, as a path writes it (LH400). */
  operating: string;
  /** Every designator the leg is sold under, the schedule's first first. */
  designators: string[];
}

/** One per operating leg, keyed by its operating designator and departure. */
export async function scheduledLegs(s: TestServer, origin: string, destination: string, date: string): Promise<Map<string, ScheduledLeg>> {
  const res = await s.get(`/v1/operations/schedules/${origin}/${destination}/${date}?directFlights=true&limit=100`);
  assert.equal(res.status, 200);
  const legs = new Map<string, ScheduledLeg>();
  for (const schedule of many(parseXml(await res.text()).ScheduleResource.Schedule)) {
    const flight = many(schedule.Flight)[0];
    const marketing = `${flight.MarketingCarrier.AirlineID}${flight.MarketingCarrier.FlightNumber}`;
    const operating = flight.OperatingCarrier ? `${flight.OperatingCarrier.AirlineID}${flight.OperatingCarrier.FlightNumber}` : marketing;
    const key = `${operating} ${flight.Departure.ScheduledTimeLocal.DateTime}`;
    const known = legs.get(key);
    if (known) known.designators.push(marketing);
    else {
      legs.set(key, {
        departure: flight.Departure.ScheduledTimeLocal.DateTime,
        arrival: flight.Arrival.ScheduledTimeLocal.DateTime,
        origin: flight.Departure.AirportCode,
        destination: flight.Arrival.AirportCode,
        aircraft: flight.Equipment.AircraftCode,
        operating,
        designators: [marketing],
      });
    }
  }
  return legs;
}
