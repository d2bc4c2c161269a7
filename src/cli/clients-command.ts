// `skyref clients add|list|disable|delete`: the API clients in the state database, or in Redis when
// SKYREF_REDIS_URL is set. A running server refuses the tokens of a client disabled, deleted or
// given a new secret here within 200 ms (REVOCATION_MS), every worker of every replica.
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import type { ClientLimits, ClientRegistry } from '../state/client-registry.js';
import { ClientStore } from '../state/client-store.js';
import { RedisClientStore } from '../state/redis-client-store.js';
import { closeRedis, openRedis } from '../state/redis-connection.js';
import { openStateDb } from '../state/state-db.js';
import { UsageError } from './cli-errors.js';

type Action =
  | { command: 'add'; id: string; secret: string | undefined; limits: ClientLimits }
  | { command: 'list' }
  | { command: 'disable' | 'delete'; id: string };

export async function clientsCommand(config: Config, args: string[]): Promise<void> {
  const action = parseAction(args);
  const warn = (message: string) => void process.stderr.write(`skyref: ${message}\n`);
  if (!config.redis) return perform(new ClientStore(openStateDb(config.dataDir, warn)), config, action);
  const redis = await openRedis(config.redis);
  try {
    await perform(await RedisClientStore.open(redis, warn), config, action);
  } finally {
    await closeRedis(redis);
  }
}

function parseAction(args: string[]): Action {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      secret: { type: 'string' },
      'rate-per-second': { type: 'string' },
      'rate-per-hour': { type: 'string' },
    },
  });
  const [command, id] = positionals;
  const count = (name: string, raw: string | undefined): number | null => {
    if (raw === undefined) return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
    return n;
  };
  if (command === 'add' && id) {
    return {
      command,
      id,
      secret: values.secret,
      limits: {
        ratePerSecond: count('rate-per-second', values['rate-per-second']),
        ratePerHour: count('rate-per-hour', values['rate-per-hour']),
      },
    };
  }
  if (command === 'list') return { command };
  if ((command === 'disable' || command === 'delete') && id) return { command, id };
  throw new UsageError('expected: clients add ID | clients list | clients disable ID | clients delete ID');
}

async function perform(store: ClientRegistry, config: Config, action: Action): Promise<void> {
  if (action.command === 'add') {
    const secret = await store.add(action.id, action.secret, action.limits);
    process.stdout.write(`client_id=${action.id}\nclient_secret=${secret}\n`);
  } else if (action.command === 'list') {
    for (const c of store.list()) {
      const limits = `${c.ratePerSecond ?? config.ratePerSecond}/s ${c.ratePerHour ?? config.ratePerHour}/h`;
      process.stdout.write(`${c.id}\t${c.disabled ? 'disabled' : 'enabled'}\t${limits}\tcreated ${c.createdAt}\n`);
    }
  } else if (action.command === 'disable') {
    if (!(await store.disable(action.id))) throw new UsageError(`no client "${action.id}"`);
    process.stdout.write(`disabled ${action.id}\n`);
  } else {
    if (!(await store.delete(action.id))) throw new UsageError(`no client "${action.id}"`);
    process.stdout.write(`deleted ${action.id}\n`);
  }
}
