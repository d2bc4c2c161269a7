// `skyref clients add|list|disable|delete|export|import`: the API clients in the state database, or
// in Redis when SKYREF_REDIS_URL is set. An export holds each client as stored (secret hash, epoch,
// limits, state), so an import restores it with its tokens still good (docs/operations.md, Redis
// lost its data). A running server refuses the tokens of a client disabled, deleted or
// given a new secret here within 200 ms (REVOCATION_MS), every worker of every replica.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { CLIENT_ID_PATTERN, type ClientLimits, type ClientRecord, type ClientRegistry } from '../state/client-registry.js';
import { RedisClientStore } from '../state/redis-client-store.js';
import { FaultSpecError, parseFaultSpec } from '../domain/fault-spec.js';
import { UsageError } from './cli-errors.js';
import { withClientStore } from './client-store-cli.js';

type Action =
  | { command: 'add'; id: string; secret: string | undefined; limits: ClientLimits }
  | { command: 'list' }
  | { command: 'disable' | 'delete'; id: string }
  | { command: 'export' }
  | { command: 'import'; file: string };

/** What `clients export` writes: the clients as stored, and the Redis generation they belong to. */
export interface ClientsExport {
  format: typeof EXPORT_FORMAT;
  generation: string | null;
  clients: ClientRecord[];
}

const EXPORT_FORMAT = 'skyref-clients/1';

export async function clientsCommand(config: Config, args: string[]): Promise<void> {
  const action = parseAction(args);
  await withClientStore(config, async (store) =>
    store instanceof RedisClientStore
      ? perform(store, config, action, await store.generation(), (records, generation) => store.restore(records, generation ?? ''))
      : perform(store, config, action, null),
  );
}

function parseAction(args: string[]): Action {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      secret: { type: 'string' },
      'rate-per-second': { type: 'string' },
      'rate-per-hour': { type: 'string' },
      sandbox: { type: 'boolean' },
      faults: { type: 'string' },
    },
  });
  const [command, id] = positionals;
  const count = (name: string, raw: string | undefined): number | null => {
    if (raw === undefined) return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
    return n;
  };
  if (values.faults !== undefined && !values.sandbox) throw new UsageError('--faults is for sandbox clients: add --sandbox');
  if (values.faults !== undefined) checkFaults(values.faults, '--faults');
  if (command === 'add' && id) {
    return {
      command,
      id,
      secret: values.secret,
      limits: {
        ratePerSecond: count('rate-per-second', values['rate-per-second']),
        ratePerHour: count('rate-per-hour', values['rate-per-hour']),
        sandbox: values.sandbox === true,
        faults: values.faults ?? null,
      },
    };
  }
  if (command === 'list') return { command };
  if ((command === 'disable' || command === 'delete') && id) return { command, id };
  if (command === 'export' && !id) return { command };
  if (command === 'import' && id) return { command, file: id };
  throw new UsageError('expected: clients add ID [--sandbox [--faults SPEC]] | clients list | clients disable ID | clients delete ID | clients export | clients import FILE');
}

async function perform(
  store: ClientRegistry,
  config: Config,
  action: Action,
  generation: string | null,
  restore: (records: ClientRecord[], generation: string | null) => Promise<void> = (records) => store.restore(records),
): Promise<void> {
  if (action.command === 'export') {
    const exported: ClientsExport = { format: EXPORT_FORMAT, generation, clients: store.records() };
    process.stdout.write(JSON.stringify(exported, null, 2) + '\n');
    return;
  }
  if (action.command === 'import') {
    const imported = readExport(action.file);
    await restore(imported.clients, imported.generation);
    process.stdout.write(`imported ${imported.clients.length} clients${imported.generation ? ` (generation ${imported.generation})` : ''}\n`);
    return;
  }
  if (action.command === 'add') {
    const secret = await store.add(action.id, action.secret, action.limits);
    process.stdout.write(`client_id=${action.id}\nclient_secret=${secret}\n`);
  } else if (action.command === 'list') {
    for (const c of store.list()) {
      const limits = `${c.ratePerSecond ?? config.ratePerSecond}/s ${c.ratePerHour ?? config.ratePerHour}/h`;
      const sandbox = c.sandbox ? `\tsandbox${c.faults ? ` faults ${c.faults}` : ''}` : '';
      process.stdout.write(`${c.id}\t${c.disabled ? 'disabled' : 'enabled'}\t${limits}\tcreated ${c.createdAt}${sandbox}\n`);
    }
  } else if (action.command === 'disable') {
    if (!(await store.disable(action.id))) throw new UsageError(`no client "${action.id}"`);
    process.stdout.write(`disabled ${action.id}\n`);
  } else {
    if (!(await store.delete(action.id))) throw new UsageError(`no client "${action.id}"`);
    process.stdout.write(`deleted ${action.id}\n`);
  }
}

/** The export in `file`, checked client by client; a usage error names what is wrong. */
function readExport(file: string): ClientsExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: not a clients export (${error instanceof Error ? error.message : String(error)})`);
  }
  const data = parsed as Partial<ClientsExport>;
  if (data?.format !== EXPORT_FORMAT || !Array.isArray(data.clients)) throw new UsageError(`${file}: not a clients export (expected "format": "${EXPORT_FORMAT}")`);
  const generation = typeof data.generation === 'string' ? data.generation : null;
  const limit = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) >= 1);
  for (const [i, record] of data.clients.entries()) {
    const c = record?.client;
    const ok =
      c && typeof c.id === 'string' && CLIENT_ID_PATTERN.test(c.id) && typeof record.secretHash === 'string' && record.secretHash.startsWith('scrypt$') &&
      typeof c.createdAt === 'string' && typeof c.disabled === 'boolean' && typeof c.epoch === 'string' && c.epoch.length > 0 && limit(c.ratePerSecond) && limit(c.ratePerHour) &&
      (c.sandbox === undefined || c.sandbox === true) && (c.faults === undefined || (c.sandbox === true && typeof c.faults === 'string'));
    if (!ok) throw new UsageError(`${file}: client ${i + 1} is not a client as exported`);
    if (c.faults !== undefined) checkFaults(c.faults, `${file}: client ${i + 1}'s faults`);
  }
  return { format: EXPORT_FORMAT, generation, clients: data.clients };
}

/** Refuses a fault spec that does not parse, naming what is wrong. */
function checkFaults(spec: string, where: string): void {
  try {
    parseFaultSpec(spec);
  } catch (error) {
    if (error instanceof FaultSpecError) throw new UsageError(`${where}: ${error.message}`);
    throw error;
  }
}
