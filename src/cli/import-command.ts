// `skyref import seats|ssim|mct|routes|optd|ourairports`: read a file, check it against the served
// dataset, report what it held, and write a new dataset file only when nothing was wrong (or the
// operator chose to skip what was). A running server picks the new file up by itself. Imports of
// one data directory take turns through its dataset lock.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Config } from '../config.js';
import type { DatasetContent } from '../dataset/dataset-content.js';
import { datasetFileExists, readDatasetFile, writeDatasetFile } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { isoFromDay, utcDayOf } from '../domain/flight-dates.js';
import { replaceConnectionTimes, replaceSeats, updateDatasetFile } from '../dataset/dataset-update.js';
import { changeSummary, type DayWindow } from '../dataset/schedule-change.js';
import { HORIZON_DAYS } from '../domain/horizon.js';
import { validateDataset } from '../dataset/dataset-validation.js';
import { buildDefaultDataset } from '../ingest/default-dataset.js';
import { buildDefaultDatasetFile } from '../ingest/default-dataset-file.js';
import { buildOptdContent } from '../ingest/optd-import.js';
import { buildOurAirportsContent } from '../ingest/ourairports-import.js';
import { formatImportReport } from '../ingest/sources/import-report.js';
import { parseMctCsv } from '../ingest/sources/mct-csv.js';
import { parseSeatsCsv } from '../ingest/sources/seats-csv.js';
import { decideReferenceImport } from '../ingest/reference-import.js';
import { planRoutesImport } from '../ingest/routes-import.js';
import { decideSsimImport, planSsimImport } from '../ingest/ssim-import.js';
import { ImportError, UsageError } from './cli-errors.js';
import { expectOperands, given, readCommandLine, subcommandOf } from './command-line.js';
import { holdingDatasetLock } from './dataset-lock-cli.js';
import { progressBar } from './progress-bar.js';

export async function importCommand(config: Config, args: string[]): Promise<void> {
  const kind = subcommandOf('import', args);
  const words = ['import', kind];
  const line = readCommandLine(words, args.slice(1));
  const skipBad = given(line, 'skip-bad');
  const replace = given(line, 'replace');
  const files = expectOperands(words, line, 1, kind === 'ssim' ? Infinity : 1);
  // Before a default dataset is built for a fresh data directory, which takes a while.
  const missing = files.find((f) => !existsSync(f));
  if (missing !== undefined) throw new ImportError(`${missing}: no such file or directory; nothing imported`);
  // From reading the served file to renaming the new one in, one import at a time (decision 24).
  const locked = (work: () => Promise<void>) => holdingDatasetLock(config, `skyref import ${kind}`, 'nothing imported', work);
  if (kind === 'seats' && files.length === 1) return locked(() => importSeats(config, files[0]!, skipBad));
  if (kind === 'ssim' && files.length >= 1) return locked(() => importSsim(config, files, skipBad, replace));
  if (kind === 'mct' && files.length === 1) return locked(() => importMct(config, files[0]!, skipBad));
  if (kind === 'routes' && files.length === 1) return locked(() => importRoutes(config, files[0]!, skipBad, replace));
  if ((kind === 'optd' || kind === 'ourairports') && files.length === 1) return locked(() => importFeed(config, kind, files[0]!, replace));
  throw new UsageError(`unknown import "${kind}"`);
}

/** The served dataset file; on a fresh data directory, the default dataset is built first, as `serve` does. */
async function servedDatasetPath(config: Config): Promise<string> {
  const path = datasetPath(config.dataDir);
  if (!datasetFileExists(path)) {
    process.stdout.write(`no dataset at ${path}: building the default dataset first, to import into…\n`);
    await buildDefaultDatasetFile(path, config.extraLanguages, config.clock.now());
  }
  return path;
}

/** Writes `next` in place of the served file when it passes every check; else reports why and changes nothing. */
function writeCheckedDataset(path: string, next: DatasetContent): string {
  const problems = validateDataset(next);
  if (problems.length > 0) {
    reportProblems(problems.map((reason) => ({ where: 'check', reason })), 'problems');
    throw new ImportError(`the imported dataset fails ${problems.length} checks; nothing imported, ${path} is unchanged`);
  }
  return writeDatasetFile(path, next);
}

function reportProblems(problems: readonly { where: string; reason: string }[], label: string): void {
  for (const p of problems.slice(0, 20)) process.stderr.write(`${p.where}: ${p.reason}\n`);
  if (problems.length > 20) process.stderr.write(`… and ${problems.length - 20} more ${label}\n`);
}

/**
 * A reference feed replaces countries, locations, cities, aircraft and (OpenTravelData) airlines;
 * seats and schedules stay.
 * The default dataset is what the feed falls back on for what it lacks. The result must pass
 * every check before it is written.
 */
async function importFeed(config: Config, kind: 'optd' | 'ourairports', dir: string, replace: boolean): Promise<void> {
  const path = await servedDatasetPath(config);
  const started = performance.now();
  const served = readDatasetFile(path).content;
  // One reading of the clock: the feed's validity date and the dataset's build time agree.
  const nowMs = config.clock.now();
  const base = await buildDefaultDataset(config.extraLanguages, { nowMs, schedule: false });
  const bar = progressBar(`reading ${kind}`);
  let feed;
  try {
    const options = { today: isoFromDay(utcDayOf(nowMs)), onProgress: (done: number, total: number) => bar.update(done, total) };
    feed = kind === 'optd' ? await buildOptdContent(dir, base, options) : await buildOurAirportsContent(dir, base, options);
  } catch (error) {
    throw new ImportError(`${error instanceof Error ? error.message : String(error)}; nothing imported`);
  } finally {
    bar.end();
  }
  process.stdout.write(formatImportReport(feed.report) + '\n');
  const window = askableDays(nowMs);
  const outcome = decideReferenceImport(served, feed.content, { replace, window, builtAt: new Date(nowMs).toISOString() });
  for (const line of [...outcome.lines, ...(outcome.changes.length > 0 ? changeSummary(outcome.changes, window) : [])]) process.stdout.write(`${line}\n`);
  reportProblems(outcome.problems.map((reason) => ({ where: 'check', reason })), 'problems');
  if (!outcome.next) throw new ImportError(outcome.refused === undefined ? 'nothing imported' : `${outcome.refused}${outcome.problems.length > 0 ? `, ${path} is unchanged` : ''}`);
  const next = outcome.next;
  const version = writeDatasetFile(path, next);
  const byType = new Map<string, number>();
  for (const l of next.locations) byType.set(l.type, (byType.get(l.type) ?? 0) + 1);
  process.stdout.write(
    `imported ${kind} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${next.countries.length} countries, ` +
      `${next.locations.length} locations (${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')}), ${next.cities.length} cities, ` +
      `${next.aircraft.length} aircraft, ${next.airlines.length} airlines; version ${version} written to ${path} (a running server picks it up within 2 s)\n`,
  );
}

/** A route file in OpenTravelData's layout becomes the network the schedule flies (routes-import.ts). */
async function importRoutes(config: Config, file: string, skipBad: boolean, replace: boolean): Promise<void> {
  const path = await servedDatasetPath(config);
  const started = performance.now();
  const served = readDatasetFile(path).content;
  const nowMs = config.clock.now();
  const window = askableDays(nowMs);
  let outcome;
  try {
    outcome = planRoutesImport(readFileSync(file, 'utf8'), basename(file), served, { skipBad, replace, nowMs, window, source: `routes ${basename(file)}` });
  } catch (error) {
    throw new ImportError(`${error instanceof Error ? error.message : String(error)}; nothing imported`);
  }
  for (const line of [...outcome.lines, ...(outcome.changes.length > 0 ? changeSummary(outcome.changes, window) : [])]) process.stdout.write(`${line}\n`);
  if (!outcome.next) throw new ImportError(outcome.refused ?? 'nothing imported');
  const version = writeCheckedDataset(path, outcome.next);
  process.stdout.write(
    `imported ${outcome.routes} routes of ${outcome.next.schedule.carriers.length} airlines in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${outcome.next.schedule.legs.length} leg periods; version ${version} written to ${path} (a running server picks it up within 2 s)\n`,
  );
}

async function importSsim(config: Config, files: string[], skipBad: boolean, replace: boolean): Promise<void> {
  const path = await servedDatasetPath(config);
  const { content } = readDatasetFile(path);
  const nowMs = config.clock.now();
  const plan = await planSsimImport(files, {
    locations: new Map(content.locations.map((l) => [l.code, l.timeZone])),
    aircraft: new Set(content.aircraft.map((a) => a.code)),
  }, utcDayOf(nowMs));
  for (const line of plan.summary) process.stdout.write(`${line}\n`);
  reportProblems(plan.duplicates, 'duplicates');
  reportProblems(plan.errors, 'errors');
  reportProblems(plan.incomplete, 'signs of an incomplete file');
  const window = askableDays(nowMs);
  const decision = decideSsimImport(content, plan, { skipBad, replace, window, source: `ssim ${files.map((f) => basename(f)).join(' ')}` });
  if (decision.changes.length > 0) for (const line of changeSummary(decision.changes, window)) process.stdout.write(`${line}\n`);
  if ('refused' in decision) throw new ImportError(decision.refused);
  for (const airline of decision.kept) process.stdout.write(`${airline}: no good leg in the files; its schedule is kept\n`);
  writeDatasetFile(path, decision.next);
  const replaced = decision.changes.map((c) => c.airline);
  const legs = decision.changes.reduce((n, c) => n + c.periodsAfter, 0);
  process.stdout.write(
    `imported ${legs} legs of ${replaced.join(', ')} into ${path}` +
      (plan.errors.length ? `, skipped ${plan.errors.length} bad records` : '') +
      (plan.incompleteFiles.length > 0 ? `, although ${plan.incompleteFiles.join(', ')} ${plan.incompleteFiles.length === 1 ? 'is' : 'are'} incomplete (--skip-bad)` : '') +
      '; other airlines kept their schedules\n',
  );
}

/** The dates a schedule can be asked for from now, in which an import counts the flights it changes. */
function askableDays(nowMs: number): DayWindow {
  const today = utcDayOf(nowMs);
  return { first: today, last: today + HORIZON_DAYS };
}

/**
 * An operator's CSV table (minimum connecting times, seat figures): parsed against the served
 * dataset, refused whole on a bad row unless --skip-bad, else written in place of the old table.
 */
async function importTable<R>(
  config: Config,
  file: string,
  skipBad: boolean,
  table: {
    parse: (text: string, served: DatasetContent) => { records: R[]; errors: readonly { line: number; reason: string }[] };
    replace: (content: DatasetContent, records: R[]) => DatasetContent;
    /** What was imported, e.g. "12 minimum connecting times". */
    describe: (records: R[]) => string;
  },
): Promise<void> {
  const path = await servedDatasetPath(config);
  const { content } = readDatasetFile(path);
  const { records, errors } = table.parse(readFileSync(file, 'utf8'), content);
  reportProblems(errors.map((e) => ({ where: `${file}:${e.line}`, reason: e.reason })), 'errors');
  if (errors.length > 0 && !skipBad) {
    throw new ImportError(`${errors.length} bad rows; nothing imported (use --skip-bad to import the ${records.length} good rows)`);
  }
  updateDatasetFile(path, (content) => table.replace(content, records));
  process.stdout.write(`imported ${table.describe(records)} into ${path}` + (errors.length ? `, skipped ${errors.length} bad rows` : '') + '\n');
}

function importMct(config: Config, file: string, skipBad: boolean): Promise<void> {
  return importTable(config, file, skipBad, {
    parse: (text, served) => parseMctCsv(text, new Set(served.locations.map((l) => l.code))),
    replace: replaceConnectionTimes,
    describe: (records) => `${records.length} minimum connecting times`,
  });
}

function importSeats(config: Config, file: string, skipBad: boolean): Promise<void> {
  return importTable(config, file, skipBad, {
    parse: (text, served) => parseSeatsCsv(text, new Set(served.aircraft.map((a) => a.code))),
    replace: replaceSeats,
    describe: (records) => `${records.length} cabins of ${new Set(records.map((r) => r.aircraftCode)).size} aircraft types`,
  });
}
