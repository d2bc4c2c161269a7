// OpenTravelData's airline routes and the validity of its airline designators, read for the route
// table of the real network (airline-route-table.ts):
// - `optd_airline_por_rcld.csv`: airline_code^apt_org^apt_dst^seats_mtly_avg^freq_mtly_avg, one row
//   per airline and direction with its average monthly seats and flights;
// - `optd_airlines.csv`: pk^env_id^validity_from^validity_to^3char_code^2char_code^…^name^…, one row
//   per airline and period it held its designators.
import type { ReportBuilder, RowRef } from './import-report.js';
import { forEachCaretRow, linesOf } from './optd-por.js';

export interface AirlineRouteRecord {
  airline: string;
  origin: string;
  destination: string;
  monthlyFlights: number;
  monthlySeats: number;
}

/**
 * An airline that held an IATA designator from `from` until `until` (yyyy-MM-dd; '' when open).
 * Past holders are kept too (OpenTravelData marks them with an env_id): they say who flew a route then.
 */
export interface DesignatorHolder {
  code: string;
  /** ICAO designator, '' when the file gives none. */
  icao: string;
  name: string;
  from: string;
  until: string;
}

const AIRLINE = /^[A-Z0-9]{2}$/;
const AIRPORT = /^[A-Z]{3}$/;

export function readOptdAirlineRoutes(text: string, file: string, report: ReportBuilder): AirlineRouteRecord[] {
  const out: AirlineRouteRecord[] = [];
  // A row per airline and direction: a second one would double the route's flights.
  const seen = new Map<string, RowRef>();
  const required = ['airline_code', 'apt_org', 'apt_dst', 'seats_mtly_avg', 'freq_mtly_avg'];
  forEachCaretRow(linesOf(text, file), file, report, required, (f, row) => {
    const [airline, origin, destination] = [f('airline_code'), f('apt_org'), f('apt_dst')];
    const monthlyFlights = Number(f('freq_mtly_avg'));
    const monthlySeats = Number(f('seats_mtly_avg'));
    if (!AIRLINE.test(airline)) return report.drop(row, 'airline is not a 2-character IATA designator');
    if (!AIRPORT.test(origin) || !AIRPORT.test(destination)) return report.drop(row, 'airport is not a 3-letter IATA code');
    if (origin === destination) return report.drop(row, 'origin and destination are the same');
    if (!(monthlyFlights > 0) || !(monthlySeats >= 0)) return report.drop(row, 'no flights, or seats not a number');
    const first = seen.get(`${airline} ${origin} ${destination}`);
    if (first) return report.drop(row, `repeats line ${first.line} (${airline} ${origin}-${destination})`);
    seen.set(`${airline} ${origin} ${destination}`, row);
    report.keep(row);
    out.push({ airline, origin, destination, monthlyFlights, monthlySeats });
  });
  return out;
}

export function readOptdDesignatorHolders(text: string, file: string, report: ReportBuilder): DesignatorHolder[] {
  const out: DesignatorHolder[] = [];
  forEachCaretRow(linesOf(text, file), file, report, ['2char_code', '3char_code', 'name', 'validity_from', 'validity_to'], (f, row) => {
    const code = f('2char_code');
    if (!AIRLINE.test(code)) return report.drop(row, 'no 2-character IATA designator');
    report.keep(row);
    const icao = f('3char_code');
    out.push({ code, icao: /^[A-Z]{3}$/.test(icao) ? icao : '', name: f('name'), from: f('validity_from'), until: f('validity_to') });
  });
  return out;
}
