// `skyref sandbox scenario FLIGHT DATE --delay MIN | --cancel | --divert AIRPORT | --clear` and
// `skyref sandbox scenarios`: what a flight does for sandbox clients, fixed so that a test sets up
// exactly the case it checks (docs/testing-apps.md). Scenarios are kept with the clients (the
// state database, or Redis with SKYREF_REDIS_URL) and followed with them: every worker of every
// replica answers a change within 200 ms.
import type { Config } from '../config.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { isoFromDay } from '../domain/flight-dates.js';
import { flightCode, parseDesignator, type FlightDesignator } from '../domain/flight-designator.js';
import { MAX_SCENARIO_DELAY, scenarioKey, scenarioText, type Scenario } from '../domain/sandbox-scenario.js';
import { FlightIndex } from '../engine/flight-index.js';
import { flightStatusWindow } from '../engine/schedule-window.js';
import { loadDatasetFile } from '../model/dataset-loader.js';
import type { ClientRegistry } from '../state/client-registry.js';
import { RefusedError, UsageError } from './cli-errors.js';
import { withClientStore } from './client-store-cli.js';
import { badValue, dateValue, expectOperands, given, readCommandLine, subcommandOf, valueOf } from './command-line.js';

type Action =
  | { command: 'scenario'; key: string; designator: FlightDesignator; day: number; scenario: Scenario | undefined }
  | { command: 'scenarios' };

export async function sandboxCommand(config: Config, args: string[]): Promise<void> {
  const action = parseAction(args);
  if (action.command === 'scenario' && action.scenario !== undefined) checkAgainstDataset(config, action.designator, action.day, action.scenario);
  await withClientStore(config, (store) => perform(store, action));
}

/**
 * A scenario can happen only to a flight that flies that day, within the dates flight status
 * answers for, and a diversion only to an airport the dataset knows other than where the flight
 * was going; anything else would never be shown, or show what cannot be.
 */
function checkAgainstDataset(config: Config, designator: FlightDesignator, day: number, scenario: Scenario): void {
  const dataset = loadDatasetFile(datasetPath(config.dataDir));
  const flight = `${flightCode(designator)} on ${isoFromDay(day)}`;
  const legs = new FlightIndex(dataset.schedule.legs).legsOn(designator, day);
  if (legs.length === 0) throw new RefusedError(`${flight}: no such flight that day in the dataset (the date is local at its departure airport)`);
  const { locations } = dataset;
  const zone = locations.byCode.get(legs[0]!.origin)?.timeZone ?? 'UTC';
  const window = flightStatusWindow(zone, config.clock.now(), config.flightStatusWindow);
  if (day < window.first || day > window.last) {
    throw new RefusedError(`${flight}: flight status answers from ${isoFromDay(window.first)} to ${isoFromDay(window.last)} at ${legs[0]!.origin} (SKYREF_FLIGHT_STATUS_WINDOW=${config.flightStatusWindow})`);
  }
  if (scenario.kind !== 'divert') return;
  const airport = locations.byCode.get(scenario.airport);
  if (!airport || airport.type !== 'Airport') throw new RefusedError(`--divert ${scenario.airport}: no airport of that code in the dataset`);
  if (legs.some((leg) => leg.destination === scenario.airport)) throw new RefusedError(`--divert ${scenario.airport}: ${flight} lands there anyway; divert it elsewhere, or to ${legs[0]!.origin} to turn it back`);
}

function parseAction(args: string[]): Action {
  const command = subcommandOf('sandbox', args);
  const words = ['sandbox', command];
  const line = readCommandLine(words, args.slice(1));
  if (command === 'scenarios') {
    expectOperands(words, line, 0);
    return { command };
  }
  const [flight, date] = expectOperands(words, line, 2) as [string, string];
  const values = { delay: valueOf(line, 'delay'), cancel: given(line, 'cancel'), divert: valueOf(line, 'divert'), clear: given(line, 'clear') };
  const designator = parseDesignator(flight.toUpperCase());
  if (!designator) throw badValue('FLIGHT', 'a flight number such as LH400', flight);
  const day = dateValue('DATE', date);
  const target = { command: 'scenario', key: scenarioKey(designator, day), designator, day } as const;
  const chosen = [values.delay !== undefined, values.cancel === true, values.divert !== undefined, values.clear === true].filter(Boolean).length;
  if (chosen !== 1) throw new UsageError('give exactly one of --delay MIN, --cancel, --divert AIRPORT, --clear');
  if (values.clear) return { ...target, scenario: undefined };
  if (values.cancel) return { ...target, scenario: { kind: 'cancel' } };
  if (values.divert !== undefined) {
    if (!/^[A-Za-z]{3}$/.test(values.divert)) throw badValue('--divert', 'an airport code of 3 letters', values.divert);
    return { ...target, scenario: { kind: 'divert', airport: values.divert.toUpperCase() } };
  }
  const minutes = Number(values.delay);
  if (!/^-?\d+$/.test(values.delay ?? '') || Math.abs(minutes) > MAX_SCENARIO_DELAY) {
    throw badValue('--delay', `whole minutes from -${MAX_SCENARIO_DELAY} to ${MAX_SCENARIO_DELAY} (negative: early)`, values.delay ?? '');
  }
  return { ...target, scenario: { kind: 'delay', minutes } };
}

async function perform(store: ClientRegistry, action: Action): Promise<void> {
  if (action.command === 'scenarios') {
    const rows = [...store.scenarios()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, scenario] of rows) process.stdout.write(`${key}\t${scenarioText(scenario)}\n`);
    return;
  }
  await store.setScenario(action.key, action.scenario);
  process.stdout.write(action.scenario === undefined ? `cleared ${action.key}\n` : `${action.key}\t${scenarioText(action.scenario)}\n`);
}
