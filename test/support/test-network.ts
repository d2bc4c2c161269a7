// The network the suite's servers fly: the committed route table cut to a region, run through the
// same generator as the default dataset. Every German airport and the world's 120 busiest (by the
// table's departures): about a fifth of the world's flights, so a test server starts fast, and
// still the real network wherever the tests look (FRA and its neighbours, the trunk routes, the
// long-haul hubs from JFK to SYD and AKL). The whole network is the realism test's alone.
import { readFileSync } from 'node:fs';
import { readRouteTable, ROUTE_TABLE_FILE } from '../../src/ingest/airline-route-table.js';
import type { AirlineRouteRecord } from '../../src/ingest/sources/optd-airline-routes.js';
import { readNpmAirports } from '../../src/ingest/sources/airports-npm.js';

const BUSIEST = 120;
const COUNTRY = 'DE';

export async function testNetworkRoutes(): Promise<AirlineRouteRecord[]> {
  const routes = readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8'));
  const departures = new Map<string, number>();
  for (const r of routes) departures.set(r.origin, (departures.get(r.origin) ?? 0) + r.monthlyFlights);
  const region = new Set([...departures.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, BUSIEST).map(([code]) => code));
  for (const a of await readNpmAirports()) if (a.countryCode === COUNTRY) region.add(a.code);
  return routes.filter((r) => region.has(r.origin) && region.has(r.destination));
}
