// `skyref export legs --from yyyy-MM-dd --to yyyy-MM-dd`: the served dataset's operating legs of
// those local departure dates as CSV on stdout (LEGS_EXPORT_HEADER), a row a flight a day.
// `skyref export ssim`: the whole schedule as an SSIM file on stdout, which `skyref import ssim`
// reads back to the same leg periods.
import type { Config } from '../config.js';
import { LEGS_EXPORT_HEADER, legsExportRow, legsOnDay, operatingPeriods } from '../dataset/dated-legs.js';
import { datasetFileExists, readDatasetFile } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { utcDayOf } from '../domain/flight-dates.js';
import type { ScheduleContent } from '../dataset/schedule-content.js';
import { ssimLines } from '../ingest/sources/ssim-writer.js';
import { hasPerformance, performanceOf } from '../ingest/network/aircraft-performance.js';
import { Fleets } from '../ingest/curated/fleets.js';
import { RefusedError, UsageError } from './cli-errors.js';
import { dateValue, expectOperands, readCommandLine, subcommandOf, valueOf } from './command-line.js';

/** A year and a day: a whole horizon, and not an output without end by a typo. */
const MAX_DAYS = 367;

/** The airline's own layout where its curated fleet has the type, else the type's typical seats. */
function seatsOfFleets(fleets: Fleets): (aircraft: string, airline: string) => number | undefined {
  return (aircraft, airline) => fleets.seats(airline, aircraft) ?? (hasPerformance(aircraft) ? performanceOf(aircraft).seats : undefined);
}

export async function exportCommand(config: Config, args: string[]): Promise<void> {
  const what = subcommandOf('export', args);
  const line = readCommandLine(['export', what], args.slice(1));
  expectOperands(['export', what], line, 0);
  if (what === 'ssim') return exportSsim(config);
  const values = { from: valueOf(line, 'from'), to: valueOf(line, 'to') };
  if (values.from === undefined || values.to === undefined) throw new UsageError('export legs needs --from and --to, each a date yyyy-MM-dd');
  const first = dateValue('--from', values.from);
  const last = dateValue('--to', values.to);
  if (last < first) throw new UsageError(`--to ${values.to} is before --from ${values.from}`);
  if (last - first + 1 > MAX_DAYS) throw new UsageError(`at most ${MAX_DAYS} days at once; --from ${values.from} --to ${values.to} is ${last - first + 1}`);
  const periods = operatingPeriods(servedSchedule(config).legs);
  const seatsOf = seatsOfFleets(new Fleets());
  await write(`${LEGS_EXPORT_HEADER}\n`);
  for (let day = first; day <= last; day++) {
    const rows = legsOnDay(periods, day).map((leg) => legsExportRow(leg, seatsOf(leg.record.aircraft, leg.record.flight.airline)));
    if (rows.length > 0) await write(`${rows.join('\n')}\n`);
  }
}

async function exportSsim(config: Config): Promise<void> {
  const lines: string[] = [];
  for (const line of ssimLines(servedSchedule(config), { createdOn: utcDayOf(config.clock.now()), seatsOf: seatsOfFleets(new Fleets()) })) {
    lines.push(line);
    if (lines.length === 10_000) await write(`${lines.splice(0).join('\n')}\n`);
  }
  if (lines.length > 0) await write(`${lines.join('\n')}\n`);
}

function servedSchedule(config: Config): ScheduleContent {
  const path = datasetPath(config.dataDir);
  if (!datasetFileExists(path)) throw new RefusedError(`no dataset at ${path}; run "skyref dataset build" or "skyref serve"`);
  return readDatasetFile(path).content.schedule;
}

/** Writes to stdout, waiting when it is full, so that a large export into a slow pipe is not held in memory. */
function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
