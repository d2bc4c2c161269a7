// When a passenger can change from one leg to the next (DESIGN §2, Schedules): at least the
// minimum connecting time for the pair's domestic/international status, at most 6 h (domestic)
// or 13 h (international); 4 h at least when the next leg leaves from another airport of the city.
import type { ConnectionTimeRecord, MctStatus } from '../data/schedule-content.js';

export const DEFAULT_MINIMUM: Readonly<Record<MctStatus, number>> = { DD: 30, DI: 60, ID: 90, II: 90 };
export const MAXIMUM_DOMESTIC = 6 * 60;
export const MAXIMUM_INTERNATIONAL = 13 * 60;
export const AIRPORT_CHANGE_MINIMUM = 4 * 60;

export class ConnectionRules {
  private readonly overrides = new Map<string, number>();

  constructor(records: readonly ConnectionTimeRecord[]) {
    for (const r of records) this.overrides.set(key(r.airport, r.status, r.carrier ?? ''), r.minutes);
  }

  /**
   * Minimum minutes from arrival to departure at `airport`, for an arriving leg whose arrival
   * status is `arriving` and a departing leg whose departure status is `departing`. A carrier
   * exception applies when both legs are operated by that carrier.
   */
  minimum(airport: string, arriving: string, departing: string, arrivingOperator: string, departingOperator: string): number {
    const status = `${arriving}${departing}` as MctStatus;
    if (this.overrides.size > 0) {
      if (arrivingOperator === departingOperator) {
        const carrier = this.overrides.get(key(airport, status, arrivingOperator));
        if (carrier !== undefined) return carrier;
      }
      const byAirport = this.overrides.get(key(airport, status, ''));
      if (byAirport !== undefined) return byAirport;
    }
    return DEFAULT_MINIMUM[status] ?? DEFAULT_MINIMUM.II;
  }

  maximum(arriving: string, departing: string): number {
    return arriving === 'D' && departing === 'D' ? MAXIMUM_DOMESTIC : MAXIMUM_INTERNATIONAL;
  }
}

function key(airport: string, status: string, carrier: string): string {
  return `${airport} ${status} ${carrier}`;
}
