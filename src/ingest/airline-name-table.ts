// The names of the route table's airlines that the curated airline codes do not hold: who holds
// each designator as of the table's date in OpenTravelData (else who held it when the route file
// was made), with its ICAO designator, committed in data/ beside the route table and made by the
// same script, so that every airline the schedule names is listed.
import { join } from 'node:path';
import { PROJECT_ROOT } from '../install-paths.js';
import { forEachTableRow } from './committed-table.js';
import { AS_OF, ROUTE_FILE_VINTAGE } from './curated/network-changes.js';
import type { AirlineRouteRecord, DesignatorHolder } from './sources/optd-airline-routes.js';

export const AIRLINE_NAME_TABLE_FILE = join(PROJECT_ROOT, 'data', 'airline-names.csv');
const HEADER = 'code,icao,name';

export interface AirlineName {
  code: string;
  icao: string;
  name: string;
}

const holds = (h: DesignatorHolder, date: string) => (h.from === '' || h.from <= date) && (h.until === '' || h.until > date);

export function deriveAirlineNames(routes: readonly AirlineRouteRecord[], holders: readonly DesignatorHolder[], curated: ReadonlySet<string>): AirlineName[] {
  const codes = [...new Set(routes.map((r) => r.airline))].filter((c) => !curated.has(c)).sort();
  const out: AirlineName[] = [];
  for (const code of codes) {
    const own = holders.filter((h) => h.code === code);
    const holder = own.find((h) => holds(h, AS_OF)) ?? own.find((h) => holds(h, ROUTE_FILE_VINTAGE)) ?? own.at(-1);
    // A name is all the table needs to list the airline; a designator with none is left for the curated codes.
    if (holder && holder.name.trim() !== '') out.push({ code, icao: holder.icao, name: holder.name.trim() });
  }
  return out;
}

export function airlineNameTableText(names: readonly AirlineName[]): string {
  return [
    `# Airlines of the route table (data/airline-routes.csv) not in src/ingest/curated/airline-codes.ts, from OpenTravelData's optd_airlines.csv (CC BY 4.0, see NOTICE) as of ${AS_OF}.`,
    HEADER,
    ...names.map((n) => `${n.code},${n.icao},${n.name.replace(/[\r\n]+/g, ' ')}`),
    '',
  ].join('\n');
}

/** The committed table read back: the name is the rest of the line, commas and all. */
export function readAirlineNameTable(text: string): AirlineName[] {
  const out: AirlineName[] = [];
  forEachTableRow(text, HEADER, 'airline names', (line, lineNumber) => {
    const m = /^([A-Z0-9]{2}),([A-Z]{3})?,(.+)$/.exec(line);
    if (!m) throw new Error(`airline names: line ${lineNumber} is not an airline: ${line}`);
    out.push({ code: m[1]!, icao: m[2] ?? '', name: m[3]! });
  });
  return out;
}
