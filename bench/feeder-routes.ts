// Thin feeder routes for the world benchmark. OpenTravelData's routes touch about 3,990 airports
// that the reference data knows, a few short of the 4,000 the benchmark asks for; the busiest
// airports they leave out get a daily round trip to the nearest airport they do serve, flown by
// the airline with the most routes there. The figures are invented: these routes only widen the
// network the connection builder searches.
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { DemoAirport, RouteDemand } from '../src/ingest/demo/inputs.js';

const SIZE_RANK = { large: 0, medium: 1, small: 2 } as const;
/** Farther than this, a feeder would be a route of its own rather than a feeder. */
const MAX_FEEDER_KM = 400;

export function feederRoutes(airports: readonly DemoAirport[], routes: readonly RouteDemand[], wanted: number): RouteDemand[] {
  const served = new Set(routes.flatMap((r) => [r.origin, r.destination]));
  const known = airports.filter((a) => served.has(a.code));
  const missing = wanted - known.length;
  if (missing <= 0) return [];

  // The airline with most departures at each served airport.
  const departures = new Map<string, Map<string, number>>();
  for (const r of routes) {
    let byAirline = departures.get(r.origin);
    if (!byAirline) departures.set(r.origin, (byAirline = new Map()));
    byAirline.set(r.airline, (byAirline.get(r.airline) ?? 0) + r.flightsPerWeek);
  }
  const mainAirline = (code: string) => [...(departures.get(code) ?? [])].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];

  const index = new KDBush(known.length);
  for (const a of known) index.add(a.longitude, a.latitude);
  index.finish();

  const candidates = airports
    .filter((a) => !served.has(a.code))
    .sort((a, b) => SIZE_RANK[a.size] - SIZE_RANK[b.size] || (a.code < b.code ? -1 : 1));
  const out: RouteDemand[] = [];
  let added = 0;
  for (const a of candidates) {
    if (added === missing) break;
    const [nearest] = around(index, a.longitude, a.latitude, 1, MAX_FEEDER_KM) as number[];
    if (nearest === undefined) continue;
    const hub = known[nearest]!.code;
    const airline = mainAirline(hub);
    if (!airline) continue;
    out.push({ airline, origin: hub, destination: a.code, flightsPerWeek: 7 }, { airline, origin: a.code, destination: hub, flightsPerWeek: 7 });
    added++;
  }
  return out;
}
