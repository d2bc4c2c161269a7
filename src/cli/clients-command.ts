// `skyref clients add|list|disable`: the API clients in the state database.
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { ClientStore } from '../state/client-store.js';
import { openStateDb } from '../state/state-db.js';
import { UsageError } from './cli-errors.js';

export async function clientsCommand(config: Config, args: string[]): Promise<void> {
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
    if (!(await store.disable(id))) throw new UsageError(`no client "${id}"`);
    process.stdout.write(`disabled ${id}\n`);
  } else {
    throw new UsageError('expected: clients add ID | clients list | clients disable ID');
  }
}
