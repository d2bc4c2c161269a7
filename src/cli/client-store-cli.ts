// The clients' store a command works on: the state database, or Redis with SKYREF_REDIS_URL,
// opened for the command and closed after it.
import type { Config } from '../config.js';
import { ClientStore } from '../state/client-store.js';
import { RedisClientStore } from '../state/redis-client-store.js';
import { closeRedis, openRedis } from '../state/redis-connection.js';
import { openStateDb } from '../state/state-db.js';

export async function withClientStore<T>(config: Config, use: (store: ClientStore | RedisClientStore) => Promise<T>): Promise<T> {
  const warn = (message: string) => void process.stderr.write(`skyref: ${message}\n`);
  if (!config.redis) return use(new ClientStore(openStateDb(config.dataDir, warn), config.clock));
  const redis = await openRedis(config.redis);
  try {
    return await use(await RedisClientStore.open(redis, warn, undefined, config.clock));
  } finally {
    await closeRedis(redis);
  }
}
