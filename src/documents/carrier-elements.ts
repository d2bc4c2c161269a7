// The carrier elements every flight document writes the same way: a MarketingCarrier or
// OperatingCarrier, and the MarketingCarrierList of every designator a leg is sold under.
import type { FlightDesignator } from '../domain/flight-designator.js';
import { el, leaf, list, type Element } from './tree.js';

/** A carrier element: its AirlineID and FlightNumber (text: `400`, `9797A`). */
export function carrier(name: string, d: FlightDesignator): Element {
  return el(name, leaf('AirlineID', d.airline), leaf('FlightNumber', `${d.number}${d.suffix}`));
}

export function marketingCarrierList(designators: readonly FlightDesignator[]): Element {
  return el('MarketingCarrierList', list('MarketingCarrier', designators.map((d) => carrier('MarketingCarrier', d))));
}
