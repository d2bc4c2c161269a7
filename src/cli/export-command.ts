// `skyref export legs --from yyyy-MM-dd --to yyyy-MM-dd`: the served dataset's operating legs of
// those local departure dates as CSV on stdout (LEGS_EXPORT_HEADER), a row a flight a day.
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { LEGS_EXPORT_HEADER, legsExportRow, legsOnDay, operatingPeriods } from '../dataset/dated-legs.js';
import { datasetFileExists, readDatasetFile } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { dayFromIso } from '../domain/flight-dates.js';
import { hasPerformance, performanceOf } from '../ingest/network/aircraft-performance.js';
import { UsageError } from './cli-errors.js';

/** A year and a day: a whole horizon, and not an output without end by a typo. */
const MAX_DAYS = 367;

export async function exportCommand(config: Config, args: string[]): Promise<void> {
  const [what, ...rest] = args;
  if (what !== 'legs') throw new UsageError(`unknown export "${what ?? ''}": expected "export legs --from yyyy-MM-dd --to yyyy-MM-dd"`);
  const { values } = parseArgs({ args: rest, options: { from: { type: 'string' }, to: { type: 'string' } } });
  const first = dayFromIso(values.from ?? '');
  const last = dayFromIso(values.to ?? '');
  if (first === undefined || last === undefined) throw new UsageError('export legs needs --from and --to, each a date yyyy-MM-dd');
  if (last < first) throw new UsageError(`--to ${values.to} is before --from ${values.from}`);
  if (last - first + 1 > MAX_DAYS) throw new UsageError(`at most ${MAX_DAYS} days at once; --from ${values.from} --to ${values.to} is ${last - first + 1}`);
  const path = datasetPath(config.dataDir);
  if (!datasetFileExists(path)) throw new UsageError(`no dataset at ${path}; run "skyref dataset build" or "skyref serve"`);
  const periods = operatingPeriods(readDatasetFile(path).content.schedule.legs);
  const seats = (aircraft: string) => (hasPerformance(aircraft) ? performanceOf(aircraft).seats : undefined);
  await write(`${LEGS_EXPORT_HEADER}\n`);
  for (let day = first; day <= last; day++) {
    const rows = legsOnDay(periods, day).map((leg) => legsExportRow(leg, seats(leg.record.aircraft)));
    if (rows.length > 0) await write(`${rows.join('\n')}\n`);
  }
}

/** Writes to stdout, waiting when it is full, so that a large export into a slow pipe is not held in memory. */
function write(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
