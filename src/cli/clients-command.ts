// `skyref clients add|list|disable|delete|export|import`: the API clients in the state database, or
// in Redis when SKYREF_REDIS_URL is set. An export holds each client as stored (secret hash, epoch,
// limits, state, version) and the tombstones of deleted ones, so an import restores it with its
// tokens still good (docs/operations.md, Redis lost its data), but only where it is newer than what
// is stored: a client disabled, given a new secret or deleted since the export stays so (decision
// 69; a deleted one comes back with --restore-deleted). A running server refuses the tokens of a
// client disabled, deleted or given a new secret here within 200 ms (REVOCATION_MS), every worker
// of every replica.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import type { Config } from '../config.js';
import { checkNewClient, CLIENT_ID_PATTERN, type ClientLimits, type ClientRecord, type ClientRegistry, type RestoreOptions } from '../state/client-registry.js';
import { refusedText, type MergeOutcome, type Tombstone } from '../state/client-versions.js';
import { PRIVATE_FILE_MODE } from '../state/private-files.js';
import { RedisClientStore } from '../state/redis-client-store.js';
import { FaultSpecError, parseFaultSpec } from '../domain/fault-spec.js';
import { RefusedError, UsageError } from './cli-errors.js';
import { badValue, expectOperands, given, readCommandLine, subcommandOf, valueOf } from './command-line.js';
import { withClientStore } from './client-store-cli.js';

type Action =
  | { command: 'add'; id: string; secret: string | undefined; limits: ClientLimits }
  | { command: 'list' }
  | { command: 'disable' | 'delete'; id: string }
  | { command: 'export'; output: string | undefined }
  | { command: 'import'; file: string; restoreDeleted: boolean };

/**
 * What `clients export` writes: the clients as stored (with their versions), the tombstones of
 * deleted ones, and the Redis generation they belong to. Exports made before versions have neither
 * versions (read as 0) nor `deleted`.
 */
export interface ClientsExport {
  format: typeof EXPORT_FORMAT;
  generation: string | null;
  clients: ClientRecord[];
  deleted?: Tombstone[];
}

const EXPORT_FORMAT = 'skyref-clients/1';

export async function clientsCommand(config: Config, args: string[]): Promise<void> {
  const action = parseAction(args);
  await withClientStore(config, async (store) =>
    store instanceof RedisClientStore
      ? perform(store, config, action, await store.generation(), (records, options, generation) => store.restore(records, { ...options, ...(generation ? { generation } : {}) }))
      : perform(store, config, action, null),
  );
}

function parseAction(args: string[]): Action {
  const command = subcommandOf('clients', args);
  const words = ['clients', command];
  const line = readCommandLine(words, args.slice(1));
  const count = (name: string): number | null => {
    const raw = valueOf(line, name);
    if (raw === undefined) return null;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) throw badValue(`--${name}`, 'a positive integer', raw);
    return n;
  };
  const faults = valueOf(line, 'faults');
  if (command === 'add') {
    const id = clientId(expectOperands(words, line, 1)[0]!);
    const secret = valueOf(line, 'secret');
    if (secret !== undefined) checkSecret(id, secret);
    if (faults !== undefined && !given(line, 'sandbox')) throw new UsageError('--faults is for sandbox clients: add --sandbox');
    if (faults !== undefined) checkFaults(faults, '--faults');
    return {
      command,
      id,
      secret,
      limits: {
        ratePerSecond: count('rate-per-second'),
        ratePerHour: count('rate-per-hour'),
        sandbox: given(line, 'sandbox'),
        faults: faults ?? null,
      },
    };
  }
  if (command === 'list') {
    expectOperands(words, line, 0);
    return { command };
  }
  if (command === 'export') {
    expectOperands(words, line, 0);
    return { command, output: valueOf(line, 'output') };
  }
  const [operand] = expectOperands(words, line, 1);
  if (command === 'import') return { command, file: operand!, restoreDeleted: given(line, 'restore-deleted') };
  return { command: command === 'disable' ? 'disable' : 'delete', id: clientId(operand!) };
}

/** An id no client can have is a bad value, refused before the store is opened. */
function clientId(id: string): string {
  if (!CLIENT_ID_PATTERN.test(id)) throw badValue('client id', '1-128 of A-Z a-z 0-9 . _ ~ -', id);
  return id;
}

/** A secret the store would refuse, refused as a bad value; never echoed. */
function checkSecret(id: string, secret: string): void {
  try {
    checkNewClient(id, secret);
  } catch (error) {
    throw new UsageError(`--secret: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function perform(
  store: ClientRegistry,
  config: Config,
  action: Action,
  generation: string | null,
  restore: (records: ClientRecord[], options: RestoreOptions, generation: string | null) => Promise<MergeOutcome> = (records, options) => store.restore(records, options),
): Promise<void> {
  if (action.command === 'export') {
    const exported: ClientsExport = { format: EXPORT_FORMAT, generation, clients: store.records(), deleted: store.tombstones() };
    writeExport(JSON.stringify(exported, null, 2) + '\n', action.output);
    return;
  }
  if (action.command === 'import') {
    const imported = readExport(action.file);
    const outcome = await restore(imported.clients, { tombstones: imported.deleted ?? [], restoreDeleted: action.restoreDeleted }, imported.generation);
    process.stdout.write(importReport(imported, outcome) + '\n');
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
    if (!(await store.disable(action.id))) throw new RefusedError(`no client "${action.id}"`);
    process.stdout.write(`disabled ${action.id}\n`);
  } else {
    if (!(await store.delete(action.id))) throw new RefusedError(`no client "${action.id}"`);
    process.stdout.write(`deleted ${action.id}\n`);
  }
}

/** The export in `file`, checked client by client; a file refused names what is wrong with it. */
function readExport(file: string): ClientsExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RefusedError(`${file}: not a clients export (${error instanceof Error ? error.message : String(error)})`);
  }
  const data = parsed as Partial<ClientsExport>;
  if (data?.format !== EXPORT_FORMAT || !Array.isArray(data.clients)) throw new RefusedError(`${file}: not a clients export (expected "format": "${EXPORT_FORMAT}")`);
  const generation = typeof data.generation === 'string' ? data.generation : null;
  const limit = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) >= 1);
  for (const [i, record] of data.clients.entries()) {
    const c = record?.client;
    const ok =
      c && typeof c.id === 'string' && CLIENT_ID_PATTERN.test(c.id) && typeof record.secretHash === 'string' && record.secretHash.startsWith('scrypt$') &&
      typeof c.createdAt === 'string' && typeof c.disabled === 'boolean' && typeof c.epoch === 'string' && c.epoch.length > 0 && limit(c.ratePerSecond) && limit(c.ratePerHour) &&
      (c.sandbox === undefined || c.sandbox === true) && (c.faults === undefined || (c.sandbox === true && typeof c.faults === 'string'));
    if (!ok) throw new RefusedError(`${file}: client ${i + 1} is not a client as exported`);
    if (c.faults !== undefined) checkFaults(c.faults, `${file}: client ${i + 1}'s faults`, RefusedError);
  }
  const version = (v: unknown) => v === undefined || (Number.isSafeInteger(v) && (v as number) >= 0);
  const badVersion = data.clients.findIndex((record) => !version(record.version));
  if (badVersion >= 0) throw new RefusedError(`${file}: client ${badVersion + 1} has a version that is not a whole number`);
  const deleted = data.deleted ?? [];
  if (!Array.isArray(deleted)) throw new RefusedError(`${file}: "deleted" is not a list of deleted clients`);
  for (const [i, t] of deleted.entries()) {
    if (!(t && typeof t.id === 'string' && CLIENT_ID_PATTERN.test(t.id) && Number.isSafeInteger(t.version) && t.version > 0 && typeof t.deletedAt === 'string')) {
      throw new RefusedError(`${file}: deleted client ${i + 1} is not a tombstone as exported`);
    }
  }
  return { format: EXPORT_FORMAT, generation, clients: data.clients, deleted };
}

/**
 * Writes an export: to FILE (mode 0600, as the state database) with --output; else to stdout, with
 * a warning on stderr when that is a terminal, for what an export lets its reader do.
 */
function writeExport(text: string, output: string | undefined): void {
  if (output === undefined) {
    if (process.stdout.isTTY) {
      process.stderr.write(
        'skyref: warning: this export holds every client\'s secret hash and token epoch: whoever imports it can restore tokens revoked since ' +
          '(with --restore-deleted, of deleted clients too). Keep it as you keep the state database; write it to a file of mode 0600 with --output FILE.\n',
      );
    }
    process.stdout.write(text);
    return;
  }
  writeFileSync(output, text, { mode: PRIVATE_FILE_MODE });
  // A file that was there keeps its mode through writeFileSync: made private all the same.
  chmodSync(output, PRIVATE_FILE_MODE);
}

/** What an import did, one line: how many clients it holds now, and what it refused and why. */
function importReport(imported: ClientsExport, outcome: MergeOutcome): string {
  const refused = new Set([...outcome.older, ...outcome.deletedSince]);
  const taken = imported.clients.filter((r) => !refused.has(r.client.id)).length;
  const tombstones = new Set((imported.deleted ?? []).map((t) => t.id));
  const deletions = outcome.written.filter((id) => tombstones.has(id)).length;
  const parts = [`imported ${taken} clients${imported.generation ? ` (generation ${imported.generation})` : ''}`];
  if (deletions > 0) parts.push(`${deletions} deleted as the export says`);
  if (outcome.restoredDeleted.length > 0) parts.push(`restored ${outcome.restoredDeleted.length} deleted since, with their old tokens (--restore-deleted): ${outcome.restoredDeleted.join(', ')}`);
  const text = refusedText(outcome);
  if (text) parts.push(text + (outcome.deletedSince.length > 0 ? ' (--restore-deleted brings those back with their old tokens)' : ''));
  return parts.join('; ');
}

/** Refuses a fault spec that does not parse, naming what is wrong: a bad flag, or (RefusedError) a file refused. */
function checkFaults(spec: string, where: string, Refusal: new (message: string) => Error = UsageError): void {
  try {
    parseFaultSpec(spec);
  } catch (error) {
    if (error instanceof FaultSpecError) throw new Refusal(`${where}: ${error.message}`);
    throw error;
  }
}
