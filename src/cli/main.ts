// The skyref command line: serve, dataset, clients.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { ClientStore } from '../state/client-store.js';
import { ConfigError, readConfig, type Config } from '../config.js';
import { loadDatasetFile } from '../model/dataset-loader.js';
import type { Dataset } from '../model/read-model.js';
import { countDepartures } from '../engine/departure-index.js';
import { isoFromDay } from '../domain/flight-dates.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { buildDefaultDatasetFile } from '../ingest/default-dataset-file.js';
import { replaceConnectionTimes, replaceSchedule, replaceSeats, updateDatasetFile } from '../dataset/dataset-update.js';
import { parseMctCsv } from '../ingest/sources/mct-csv.js';
import type { DatasetContent } from '../dataset/dataset-content.js';
import { datasetFileExists, readDatasetFile, writeDatasetFile } from '../dataset/dataset-file.js';
import { validateDataset } from '../dataset/dataset-validation.js';
import { buildDefaultDataset } from '../ingest/default-dataset.js';
import { buildOptdContent } from '../ingest/optd-import.js';
import { buildOurAirportsContent } from '../ingest/ourairports-import.js';
import { formatImportReport } from '../ingest/sources/import-report.js';
import { planSsimImport } from '../ingest/ssim-import.js';
import { parseSeatsCsv } from '../ingest/sources/seats-csv.js';
import { startServer } from '../server.js';
import { openStateDb } from '../state/state-db.js';

const USAGE = `usage: skyref <command>

  serve                         start the API (builds the default dataset on first start)
  dataset info                  counts and sources of the served dataset
  dataset build                 rebuild the default dataset from the installed packages
  clients add ID [--secret S] [--rate-per-second N] [--rate-per-hour N]
                                register a client (or replace its secret); prints the secret once
  import seats FILE [--skip-bad] replace the seat figures of the aircraft in a CSV (docs/imports.md)
  import ssim FILE... [--skip-bad]
                                replace the schedules of the airlines in IATA SSIM files (docs/imports.md)
  import mct FILE [--skip-bad]  replace the minimum connecting times with a CSV table (docs/imports.md)
  import optd DIR               replace the reference data with OpenTravelData files (docs/imports.md)
  import ourairports DIR        replace the reference data with OurAirports airports.csv/countries.csv
  clients list                  list clients
  clients disable ID            disable a client; its tokens stop working within seconds

Configuration is read from the environment (see README): HOST, PORT, SKYREF_DATA_DIR, ...`;

class UsageError extends Error {}
class ImportError extends Error {}

async function serve(config: Config): Promise<void> {
  const server = await startServer(config, { logger: { level: config.logLevel } });
  process.stderr.write(`skyref listening on ${server.url}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // After an import, `kill -HUP <pid>` makes the running server serve the new dataset file.
  process.on('SIGHUP', () => {
    try {
      server.reload();
      process.stderr.write('dataset reloaded\n');
    } catch (error) {
      process.stderr.write(`dataset reload failed, still serving the previous one: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
}

function servedDatasetPath(config: Config): string {
  const path = datasetPath(config.dataDir);
  if (!datasetFileExists(path)) throw new UsageError(`no dataset at ${path}; run "skyref dataset build" first`);
  return path;
}

async function importCommand(config: Config, args: string[]): Promise<void> {
  const [kind, ...rest] = args;
  const skipBad = rest.includes('--skip-bad');
  const files = rest.filter((a) => a !== '--skip-bad');
  if (kind === 'seats' && files.length === 1) return importSeats(config, files[0]!, skipBad);
  if (kind === 'ssim' && files.length >= 1) return importSsim(config, files, skipBad);
  if (kind === 'mct' && files.length === 1) return importMct(config, files[0]!, skipBad);
  if ((kind === 'optd' || kind === 'ourairports') && files.length === 1) return importFeed(config, kind, files[0]!);
  throw new UsageError('expected: import seats FILE | import ssim FILE... | import mct FILE (each [--skip-bad]) | import optd DIR | import ourairports DIR');
}

/** A progress bar on a terminal; nothing when the output is a file or a pipe. */
function progressBar(label: string): { update(done: number, total: number): void; end(): void } {
  if (!process.stderr.isTTY) return { update() {}, end() {} };
  let shown = -1;
  return {
    update(done, total) {
      const share = total > 0 ? Math.min(1, done / total) : 0;
      const percent = Math.floor(share * 100);
      if (percent === shown) return;
      shown = percent;
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(percent).padStart(3)}%`);
    },
    end() {
      if (shown >= 0) process.stderr.write('\n');
    },
  };
}

/**
 * A reference feed replaces countries, locations, cities and aircraft; seats and schedules stay.
 * The default dataset is what the feed falls back on for what it lacks. Legs at airports the feed
 * no longer has are dropped and counted, and the result must pass every check before it is written.
 */
async function importFeed(config: Config, kind: 'optd' | 'ourairports', dir: string): Promise<void> {
  const path = servedDatasetPath(config);
  const started = performance.now();
  const served = readDatasetFile(path).content;
  const base = await buildDefaultDataset(config.extraLanguages, { schedule: false });
  const bar = progressBar(`reading ${kind}`);
  let feed;
  try {
    const options = { onProgress: (done: number, total: number) => bar.update(done, total) };
    feed = kind === 'optd' ? await buildOptdContent(dir, base, options) : await buildOurAirportsContent(dir, base, options);
  } catch (error) {
    throw new ImportError(`${error instanceof Error ? error.message : String(error)}; nothing imported`);
  } finally {
    bar.end();
  }
  process.stdout.write(formatImportReport(feed.report) + '\n');
  const { sources, ...reference } = feed.content;
  const known = new Set(reference.locations.map((l) => l.code));
  const legs = served.schedule.legs.filter((l) => known.has(l.origin) && known.has(l.destination));
  const next: DatasetContent = {
    ...served,
    ...reference,
    info: { builtAt: new Date().toISOString(), sources },
    schedule: { ...served.schedule, legs },
  };
  if (legs.length < served.schedule.legs.length) {
    const gone = new Set(served.schedule.legs.flatMap((l) => [l.origin, l.destination]).filter((c) => !known.has(c)));
    process.stdout.write(`schedule: ${served.schedule.legs.length - legs.length} leg periods dropped, their airports are not in the feed: ${[...gone].sort().slice(0, 30).join(' ')}${gone.size > 30 ? ' …' : ''}\n`);
  }
  const problems = validateDataset(next);
  if (problems.length > 0) {
    reportProblems(problems.map((reason) => ({ where: 'check', reason })), 'problems');
    throw new ImportError(`the imported dataset fails ${problems.length} checks; nothing imported, ${path} is unchanged`);
  }
  const version = writeDatasetFile(path, next);
  const byType = new Map<string, number>();
  for (const l of next.locations) byType.set(l.type, (byType.get(l.type) ?? 0) + 1);
  process.stdout.write(
    `imported ${kind} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${next.countries.length} countries, ` +
      `${next.locations.length} locations (${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')}), ${next.cities.length} cities, ` +
      `${next.aircraft.length} aircraft; version ${version} written to ${path} (a running server picks it up within 2 s)\n`,
  );
}

function reportProblems(problems: readonly { where: string; reason: string }[], label: string): void {
  for (const p of problems.slice(0, 20)) process.stderr.write(`${p.where}: ${p.reason}\n`);
  if (problems.length > 20) process.stderr.write(`… and ${problems.length - 20} more ${label}\n`);
}

async function importSsim(config: Config, files: string[], skipBad: boolean): Promise<void> {
  const path = servedDatasetPath(config);
  const { content } = readDatasetFile(path);
  const plan = await planSsimImport(files, {
    locations: new Set(content.locations.map((l) => l.code)),
    aircraft: new Set(content.aircraft.map((a) => a.code)),
  });
  for (const line of plan.summary) process.stdout.write(`${line}\n`);
  reportProblems(plan.duplicates, 'duplicates');
  reportProblems(plan.errors, 'errors');
  if (plan.errors.length > 0 && !skipBad) {
    throw new ImportError(`${plan.errors.length} errors; nothing imported (use --skip-bad to import the ${plan.legs.length} good legs)`);
  }
  if (plan.carriers.length === 0) throw new ImportError('no carrier (type 2) record found; nothing imported');
  updateDatasetFile(path, (content) => replaceSchedule(content, plan.carriers, plan.legs, `ssim ${files.map((f) => basename(f)).join(' ')}`));
  process.stdout.write(
    `imported ${plan.legs.length} legs of ${plan.carriers.join(', ')} into ${path}` +
      (plan.errors.length ? `, skipped ${plan.errors.length} bad records` : '') +
      '; other airlines kept their schedules\n',
  );
}

async function importMct(config: Config, file: string, skipBad: boolean): Promise<void> {
  const path = servedDatasetPath(config);
  const dataset = loadDatasetFile(path);
  const { records, errors } = parseMctCsv(readFileSync(file, 'utf8'), new Set(dataset.locations.byCode.keys()));
  reportProblems(errors.map((e) => ({ where: `${file}:${e.line}`, reason: e.reason })), 'errors');
  if (errors.length > 0 && !skipBad) {
    throw new ImportError(`${errors.length} bad rows; nothing imported (use --skip-bad to import the ${records.length} good rows)`);
  }
  updateDatasetFile(path, (content) => replaceConnectionTimes(content, records));
  process.stdout.write(`imported ${records.length} minimum connecting times into ${path}` + (errors.length ? `, skipped ${errors.length} bad rows` : '') + '\n');
}

async function importSeats(config: Config, file: string, skipBad: boolean): Promise<void> {
  const path = servedDatasetPath(config);
  const dataset = loadDatasetFile(path);
  const { records, errors } = parseSeatsCsv(readFileSync(file, 'utf8'), new Set(dataset.aircraft.byCode.keys()));
  reportProblems(errors.map((e) => ({ where: `${file}:${e.line}`, reason: e.reason })), 'errors');
  if (errors.length > 0 && !skipBad) {
    throw new ImportError(`${errors.length} bad rows; nothing imported (use --skip-bad to import the ${records.length} good rows)`);
  }
  updateDatasetFile(path, (content) => replaceSeats(content, records));
  const aircraft = new Set(records.map((r) => r.aircraftCode)).size;
  process.stdout.write(`imported ${records.length} cabins of ${aircraft} aircraft types into ${path}` + (errors.length ? `, skipped ${errors.length} bad rows` : '') + '\n');
}

async function dataset(config: Config, args: string[]): Promise<void> {
  const path = datasetPath(config.dataDir);
  if (args[0] === 'build') {
    await buildDefaultDatasetFile(path, config.extraLanguages);
    process.stdout.write(`built ${path}\n`);
    return;
  }
  if (args[0] !== 'info') throw new UsageError(`unknown dataset command "${args[0] ?? ''}"`);
  if (!datasetFileExists(path)) throw new UsageError(`no dataset at ${path}; run "skyref dataset build" or "skyref serve"`);
  const ds = loadDatasetFile(path);
  const byType = new Map<string, number>();
  for (const l of ds.locations.list) byType.set(l.type, (byType.get(l.type) ?? 0) + 1);
  const languages = new Set(ds.countries.list.flatMap((c) => c.names.map(([lang]) => lang)));
  const lines = [
    `file        ${path}`,
    `version     ${ds.info.version}`,
    `built       ${ds.info.builtAt}`,
    `countries   ${ds.countries.list.length} (languages: ${[...languages].sort().join(', ')})`,
    `locations   ${ds.locations.list.length} (${[...byType].map(([t, n]) => `${t} ${n}`).join(', ')})`,
    `cities      ${ds.cities.list.length} (${ds.cities.list.filter((c) => c.locations.length > 1).length} with several locations)`,
    `aircraft    ${ds.aircraft.list.length}`,
    ...scheduleInfo(ds),
    'sources',
    ...ds.info.sources.map((s) => `  - ${s}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

function scheduleInfo(ds: Dataset): string[] {
  const s = ds.schedule;
  if (s.legs.length === 0) return ['schedule    none'];
  const flights = s.legs.filter((l) => l.stops === 0);
  const days = s.lastDay - s.firstDay + 1;
  const departures = countDepartures(flights, s.firstDay, days);
  const bySource = new Map<string, string[]>();
  for (const c of s.carriers) bySource.set(c.source, [...(bySource.get(c.source) ?? []), c.airline]);
  return [
    `schedule    ${flights.length} leg periods, ${Math.round(departures / days)} flights a day on average, ${isoFromDay(s.firstDay)} to ${isoFromDay(s.lastDay)}, ${s.airports.length} airports`,
    ...[...bySource].map(([source, airlines]) =>
      `  ${source === 'demo' ? 'DEMO schedule (generated, not real flights)' : source}: ${airlines.length} airlines (${airlines.slice(0, 12).join(' ')}${airlines.length > 12 ? ' …' : ''})`),
  ];
}

async function clients(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      secret: { type: 'string' },
      'rate-per-second': { type: 'string' },
      'rate-per-hour': { type: 'string' },
    },
  });
  const store = new ClientStore(openStateDb(config.dataDir));
  const [command, id] = positionals;
  const count = (name: string, raw: string | undefined): number | null => {
    if (raw === undefined) return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
    return n;
  };
  if (command === 'add' && id) {
    const secret = await store.add(id, values.secret, {
      ratePerSecond: count('rate-per-second', values['rate-per-second']),
      ratePerHour: count('rate-per-hour', values['rate-per-hour']),
    });
    process.stdout.write(`client_id=${id}\nclient_secret=${secret}\n`);
  } else if (command === 'list') {
    for (const c of store.list()) {
      const limits = `${c.ratePerSecond ?? config.ratePerSecond}/s ${c.ratePerHour ?? config.ratePerHour}/h`;
      process.stdout.write(`${c.id}\t${c.disabled ? 'disabled' : 'enabled'}\t${limits}\tcreated ${c.createdAt}\n`);
    }
  } else if (command === 'disable' && id) {
    if (!store.disable(id)) throw new UsageError(`no client "${id}"`);
    process.stdout.write(`disabled ${id}\n`);
  } else {
    throw new UsageError('expected: clients add ID | clients list | clients disable ID');
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = readConfig();
  switch (command) {
    case 'serve':
      return serve(config);
    case 'dataset':
      return dataset(config, rest);
    case 'clients':
      return clients(config, rest);
    case 'import':
      return importCommand(config, rest);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ImportError) {
    process.stderr.write(`skyref: ${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`skyref: ${error.message}\n${error instanceof UsageError ? USAGE + '\n' : ''}`);
    process.exit(2);
  }
  process.stderr.write(`skyref: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
