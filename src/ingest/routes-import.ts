// `skyref import routes`: a route file in OpenTravelData's layout (optd_airline_por_rcld.csv) made
// the network the schedule flies, or the reason it must not be. The route table's rules that need
// no other file apply (moved and closed airports, curated stopped airlines, closed country pairs),
// then the same generator as the default dataset, from today on. Every airline's schedule is
// replaced; reference data and seats stay. Writing is the caller's.
import type { DatasetContent } from '../dataset/dataset-content.js';
import { lossRefusal, scheduleChanges, type AirlineScheduleChange, type DayWindow } from '../dataset/schedule-change.js';
import { deriveRouteTable } from './airline-route-table.js';
import { defaultScheduleOptions } from './default-dataset.js';
import { generateNetworkSchedule } from './network/network-schedule.js';
import { formatImportReport, ReportBuilder } from './sources/import-report.js';
import { readOptdAirlineRoutes } from './sources/optd-airline-routes.js';

export interface RoutesImportOptions {
  skipBad: boolean;
  /** Go on although an airline would lose more than half of its flights, or all. */
  replace: boolean;
  nowMs: number;
  /** The dates a schedule can be asked for, in which flights are counted. */
  window: DayWindow;
  /** Said of the carriers' schedules: where they came from. */
  source: string;
}

export interface RoutesImportOutcome {
  /** What the file held and what the rules did with it, to be shown whatever the outcome. */
  lines: string[];
  changes: AirlineScheduleChange[];
  refused?: string;
  next?: DatasetContent;
  /** Routes flown, of the file's. */
  routes: number;
}

export function planRoutesImport(text: string, fileName: string, served: DatasetContent, options: RoutesImportOptions): RoutesImportOutcome {
  const report = new ReportBuilder('route file');
  const records = readOptdAirlineRoutes(text, fileName, report);
  const built = report.build({ countries: 0, locations: 0, cities: 0, aircraft: 0, airlines: new Set(records.map((r) => r.airline)).size });
  const lines = [formatImportReport(built)];
  const outcome = (fields: Partial<RoutesImportOutcome>): RoutesImportOutcome => ({ lines, changes: [], routes: 0, ...fields });
  if (built.rowsDropped > 0 && !options.skipBad) {
    return outcome({ refused: `${built.rowsDropped} rows are not routes; nothing imported (use --skip-bad to import the ${records.length} good ones)` });
  }
  if (records.length === 0) return outcome({ refused: 'no route found; nothing imported' });
  const airports = served.locations.filter((l) => l.type === 'Airport');
  const countries = new Map(airports.map((a) => [a.code, a.countryCode]));
  const table = deriveRouteTable(records, [], (code) => countries.get(code));
  for (const r of table.removed) lines.push(`  ${r.rule}: ${r.rows} rows, ${Math.round(r.monthlyFlights)} flights a month left out or merged: ${r.reason}`);
  const unknown = table.routes.filter((r) => !countries.has(r.origin) || !countries.has(r.destination));
  if (unknown.length > 0) {
    const codes = [...new Set(unknown.flatMap((r) => [r.origin, r.destination]).filter((c) => !countries.has(c)))].sort();
    lines.push(`  unknown airports: ${unknown.length} routes left out, at ${codes.slice(0, 30).join(' ')}${codes.length > 30 ? ' …' : ''}`);
  }
  const schedule = generateNetworkSchedule(table.routes, airports, defaultScheduleOptions(options.nowMs));
  const changes = scheduleChanges(served.schedule.legs, schedule.legs, options.window);
  const routes = table.routes.length - unknown.length;
  const loss = lossRefusal(changes);
  if (loss !== undefined && !options.replace) return outcome({ changes, routes, refused: loss });
  const next: DatasetContent = { ...served, schedule: { ...schedule, carriers: schedule.carriers.map((c) => ({ ...c, source: options.source })) } };
  return outcome({ changes, routes, next });
}
