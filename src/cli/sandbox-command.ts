// `skyref sandbox scenario FLIGHT DATE --delay MIN | --cancel | --divert AIRPORT | --clear` and
// `skyref sandbox scenarios`: what a flight does for sandbox clients, fixed so that a test sets up
// exactly the case it checks (docs/testing-apps.md). Scenarios are kept with the clients (the
// state database, or Redis with SKYREF_REDIS_URL) and followed with them: every worker of every
// replica answers a change within 200 ms.
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { MAX_SCENARIO_DELAY, parseScenarioKey, scenarioText, type Scenario } from '../domain/sandbox-scenario.js';
import type { ClientRegistry } from '../state/client-registry.js';
import { UsageError } from './cli-errors.js';
import { withClientStore } from './client-store-cli.js';

type Action = { command: 'scenario'; key: string; scenario: Scenario | undefined } | { command: 'scenarios' };

const EXPECTED = 'expected: sandbox scenario FLIGHT DATE (--delay MIN | --cancel | --divert AIRPORT | --clear) | sandbox scenarios';

export async function sandboxCommand(config: Config, args: string[]): Promise<void> {
  const action = parseAction(args);
  await withClientStore(config, (store) => perform(store, action));
}

function parseAction(args: string[]): Action {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { delay: { type: 'string' }, cancel: { type: 'boolean' }, divert: { type: 'string' }, clear: { type: 'boolean' } },
  });
  const [command, flight, date, ...extra] = positionals;
  if (command === 'scenarios' && flight === undefined) return { command };
  if (command !== 'scenario' || flight === undefined || date === undefined || extra.length > 0) throw new UsageError(EXPECTED);
  const key = parseScenarioKey(flight, date);
  if (key === undefined) throw new UsageError(`"${flight} ${date}": expected a flight such as LH400 and a date such as 2027-01-15 (local at its departure airport)`);
  const given = [values.delay !== undefined, values.cancel === true, values.divert !== undefined, values.clear === true].filter(Boolean).length;
  if (given !== 1) throw new UsageError('give exactly one of --delay MIN, --cancel, --divert AIRPORT, --clear');
  if (values.clear) return { command, key, scenario: undefined };
  if (values.cancel) return { command, key, scenario: { kind: 'cancel' } };
  if (values.divert !== undefined) {
    if (!/^[A-Za-z]{3}$/.test(values.divert)) throw new UsageError('--divert takes an airport code, 3 letters');
    return { command, key, scenario: { kind: 'divert', airport: values.divert.toUpperCase() } };
  }
  const minutes = Number(values.delay);
  if (!/^-?\d+$/.test(values.delay ?? '') || Math.abs(minutes) > MAX_SCENARIO_DELAY) {
    throw new UsageError(`--delay takes whole minutes from -${MAX_SCENARIO_DELAY} to ${MAX_SCENARIO_DELAY} (negative: early)`);
  }
  return { command, key, scenario: { kind: 'delay', minutes } };
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
