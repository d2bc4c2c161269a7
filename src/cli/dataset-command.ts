// `skyref dataset info|build`: what the served dataset file holds; the default dataset rebuilt.
import type { Config } from '../config.js';
import { datasetFileExists } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { isoFromDay } from '../domain/flight-dates.js';
import { countDepartures } from '../engine/departure-index.js';
import { buildDefaultDatasetFile } from '../ingest/default-dataset-file.js';
import { loadDatasetFile } from '../model/dataset-loader.js';
import type { Dataset } from '../model/read-model.js';
import { RefusedError } from './cli-errors.js';
import { expectOperands, readCommandLine, subcommandOf } from './command-line.js';
import { holdingDatasetLock } from './dataset-lock-cli.js';

export async function datasetCommand(config: Config, args: string[]): Promise<void> {
  const what = subcommandOf('dataset', args);
  expectOperands(['dataset', what], readCommandLine(['dataset', what], args.slice(1)), 0);
  const path = datasetPath(config.dataDir);
  if (what === 'build') {
    // Not while an import is changing the file: one of the two would be lost.
    await holdingDatasetLock(config, 'skyref dataset build', 'nothing built', () => buildDefaultDatasetFile(path, config.extraLanguages, config.clock.now()));
    process.stdout.write(`built ${path}\n`);
    return;
  }
  if (!datasetFileExists(path)) throw new RefusedError(`no dataset at ${path}; run "skyref dataset build" or "skyref serve"`);
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
    `airlines    ${ds.airlines.list.length}${ds.airlines.list.length === 0 ? ' (a file written before airlines were kept: "skyref dataset build" or "skyref import optd" adds them)' : ''}`,
    ...scheduleInfo(ds),
    'sources',
    ...ds.info.sources.map((s) => `  - ${s}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** What a carrier's source means, for the generated ones (imports name their file). */
const SOURCE_LABELS: Record<string, string> = {
  network: 'the real network (routes, frequencies and seats per flight; generated times, see sources)',
  demo: 'DEMO schedule (generated, not real flights)',
};

function scheduleInfo(ds: Dataset): string[] {
  const s = ds.schedule;
  if (s.legs.length === 0) return ['schedule    none'];
  const flights = [...s.legs].filter((l) => l.stops === 0);
  const days = s.lastDay - s.firstDay + 1;
  const departures = countDepartures(flights, s.firstDay, days);
  const bySource = new Map<string, string[]>();
  for (const c of s.carriers) bySource.set(c.source, [...(bySource.get(c.source) ?? []), c.airline]);
  return [
    `schedule    ${flights.length} leg periods, ${Math.round(departures / days)} flights a day on average, ${isoFromDay(s.firstDay)} to ${isoFromDay(s.lastDay)}, ${s.airports.length} airports`,
    ...[...bySource].map(([source, airlines]) =>
      `  ${SOURCE_LABELS[source] ?? source}: ${airlines.length} airlines (${airlines.slice(0, 12).join(' ')}${airlines.length > 12 ? ' …' : ''})`),
  ];
}
