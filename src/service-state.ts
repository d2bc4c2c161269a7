// What a server keeps between restarts, opened for one start: its clients, token signing key and
// rate-limit counter, in the data directory's state database, or in Redis for replicas. Redis's
// modules are loaded only by a service that uses it.
import type { RateCounter } from './api/auth/rate-limit.js';
import { RateLimiter } from './api/auth/rate-limit.js';
import type { Config } from './config.js';
import type { ClientRegistry } from './state/client-registry.js';
import { ClientStore } from './state/client-store.js';
import type { RedisSettings, Warn } from './state/redis-connection.js';
import { redisSigningKey, signingKey } from './state/signing-key.js';
import { openStateDb } from './state/state-db.js';

export interface State {
  clients: ClientRegistry;
  key: Uint8Array;
  counter: RateCounter;
  close(): Promise<void>;
}

export function openState(config: Config, warn: Warn): Promise<State> | State {
  return config.redis ? sharedState(config.redis, config, warn) : embeddedState(config, warn);
}

/** One machine: the state database in the data directory, counters in memory. */
function embeddedState(config: Config, warn: Warn): State {
  const db = openStateDb(config.dataDir, warn);
  return {
    clients: new ClientStore(db),
    key: signingKey(db, config.tokenSecret),
    counter: new RateLimiter(),
    close: async () => {
      db.close();
    },
  };
}

/** Replicas sharing Redis: clients, signing key and counters there, seen alike by every replica. */
async function sharedState(settings: RedisSettings, config: Pick<Config, 'tokenSecret' | 'clock'>, warn: Warn): Promise<State> {
  const [{ closeRedis, openRedis }, { RedisClientStore }, { RedisRateCounter }] = await Promise.all([
    import('./state/redis-connection.js'),
    import('./state/redis-client-store.js'),
    import('./api/auth/redis-rate-limit.js'),
  ]);
  const redis = await openRedis(settings);
  try {
    return {
      clients: await RedisClientStore.open(redis, warn),
      key: await redisSigningKey(redis, config.tokenSecret),
      counter: new RedisRateCounter(redis, warn, config.clock),
      close: () => closeRedis(redis),
    };
  } catch (error) {
    await closeRedis(redis);
    throw error;
  }
}
