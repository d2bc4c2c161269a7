// Minimum connecting times at the banked hubs. Hubs are built for quick changes, and the hub
// airlines file carrier exceptions that make every connection inside a bank legal: a bank's
// arrivals land at least 45 minutes before its departures leave.
import type { ConnectionTimeRecord } from '../../dataset/schedule-content.js';
import { unitFor } from './random.js';
import { ARRIVAL_LEAD_MIN, type Banks } from './times.js';
import type { MctStatus } from '../../domain/mct-status.js';

const STATUSES: readonly MctStatus[] = ['DD', 'DI', 'ID', 'II'];

export function hubConnectionTimes(banks: Iterable<Banks>, seed: number): ConnectionTimeRecord[] {
  const out: ConnectionTimeRecord[] = [];
  for (const hub of [...banks].sort((a, b) => (a.airport < b.airport ? -1 : 1))) {
    const u = unitFor(seed, `mct:${hub.airport}`);
    const domestic = 30 + 5 * Math.floor(u * 4);
    const international = hub.roundTheClock ? 75 : 60 + 15 * Math.floor(u * 2);
    const airportWide: Record<MctStatus, number> = { DD: domestic, DI: international, ID: international, II: international };
    for (const status of STATUSES) out.push({ airport: hub.airport, status, minutes: airportWide[status] });
    for (const carrier of hub.carriers) {
      for (const status of STATUSES) {
        out.push({ airport: hub.airport, status, minutes: Math.min(airportWide[status], ARRIVAL_LEAD_MIN), carrier });
      }
    }
  }
  return out;
}
