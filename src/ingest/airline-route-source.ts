// The route table of the real network made from a folder of OpenTravelData files (the raw route
// file and the airlines with their validity), with the npm packages' airport countries for the
// closed country pairs, cabotage and the operations ended by distance. Used by scripts/derive-airline-routes.ts, which commits the result, and by
// the test that holds the committed table to it.
import { readFileSync } from 'node:fs';
import { greatCircleKm } from '../domain/geo.js';
import { join } from 'node:path';
import { deriveAirlineNames, type AirlineName } from './airline-name-table.js';
import { AIRLINE_CODES } from './curated/airline-codes.js';
import { deriveRouteTable, ROUTE_TABLE_SOURCES, type RouteTable } from './airline-route-table.js';
import { readNpmAirports } from './sources/airports-npm.js';
import { ReportBuilder } from './sources/import-report.js';
import { readOptdAirlineRoutes, readOptdDesignatorHolders } from './sources/optd-airline-routes.js';

export async function routeTableFromOptd(dir: string): Promise<RouteTable & { rowsRead: number; airlineNames: AirlineName[] }> {
  const { routes, airlines } = ROUTE_TABLE_SOURCES;
  const report = new ReportBuilder('OpenTravelData');
  const records = readOptdAirlineRoutes(readFileSync(join(dir, routes), 'utf8'), routes, report);
  const holders = readOptdDesignatorHolders(readFileSync(join(dir, airlines), 'utf8'), airlines, report);
  const airports = new Map((await readNpmAirports()).map((a) => [a.code, a]));
  const kmBetween = (a: string, b: string) => {
    const [x, y] = [airports.get(a), airports.get(b)];
    return x && y ? greatCircleKm(x.latitude, x.longitude, y.latitude, y.longitude) : undefined;
  };
  const table = deriveRouteTable(records, holders, (code) => airports.get(code)?.countryCode, kmBetween);
  const curated = new Set(AIRLINE_CODES.map((a) => a.code));
  return { ...table, rowsRead: records.length, airlineNames: deriveAirlineNames(table.routes, holders, curated) };
}
