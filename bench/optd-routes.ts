// Reads OpenTravelData's airline routes (`optd_airline_por_rcld.csv`: `^`-separated, one line per
// airline and route direction with average monthly seats and flights) as weekly route demand for
// the demo schedule generator. The file is read where it lies and never copied into the project.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { RouteDemand } from '../src/ingest/demo/demo-schedule.js';

const DAYS_PER_MONTH = 30.44;
/** Routes flown less than about once a fortnight are noise for a weekly timetable. */
const MIN_WEEKLY = 0.5;

export async function readOptdRoutes(path: string): Promise<RouteDemand[]> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const out: RouteDemand[] = [];
  let columns: Record<string, number> | undefined;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const fields = line.split('^');
    if (!columns) {
      columns = Object.fromEntries(fields.map((name, i) => [name.trim(), i]));
      for (const name of ['airline_code', 'apt_org', 'apt_dst', 'seats_mtly_avg', 'freq_mtly_avg']) {
        if (columns[name] === undefined) throw new Error(`${path}: no column ${name}`);
      }
      continue;
    }
    const airline = fields[columns.airline_code!]?.trim() ?? '';
    const origin = fields[columns.apt_org!]?.trim() ?? '';
    const destination = fields[columns.apt_dst!]?.trim() ?? '';
    const monthly = Number(fields[columns.freq_mtly_avg!]);
    const seats = Number(fields[columns.seats_mtly_avg!]);
    if (!/^[A-Z0-9]{2}$/.test(airline) || !/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination) || origin === destination) continue;
    if (!Number.isFinite(monthly) || monthly <= 0) continue;
    const weekly = (monthly * 7) / DAYS_PER_MONTH;
    if (weekly < MIN_WEEKLY) continue;
    const route: RouteDemand = { airline, origin, destination, flightsPerWeek: Math.max(1, Math.round(weekly)) };
    if (Number.isFinite(seats) && seats > 0) route.seatsPerFlight = Math.round(seats / monthly);
    out.push(route);
  }
  return out;
}
