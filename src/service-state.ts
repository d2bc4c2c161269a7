// What a server keeps between restarts, opened for one start: its clients, token signing keys and
// rate-limit counter, in the data directory's state database, or in Redis for replicas. Redis's
// modules are loaded only by a service that uses it.
import type { RateCounter } from './api/auth/rate-limit.js';
import { RateLimiter } from './api/auth/rate-limit.js';
import type { Config, TokenKey } from './config.js';
import type { ClientRegistry } from './state/client-registry.js';
import { ClientStore } from './state/client-store.js';
import type { RedisSettings, Warn } from './state/redis-connection.js';
import type { StateEvents } from './state/state-events.js';
import { signingKey } from './state/signing-key.js';
import { openStateDb } from './state/state-db.js';
import type { AlertStore } from './alerts/alert-store.js';
import { SqliteAlertStore } from './alerts/sqlite-alert-store.js';

export interface State {
  clients: ClientRegistry;
  /** One key without an id, stored; or the configured ones. */
  keys: Uint8Array | readonly TokenKey[];
  counter: RateCounter;
  /** Alert subscriptions and their queue (docs/alerts.md). */
  alerts: AlertStore;
  close(): Promise<void>;
}

export function openState(config: Config, events: StateEvents): Promise<State> | State {
  return config.redis ? sharedState(config.redis, config, events) : embeddedState(config, events.warn);
}

/** One machine: the state database in the data directory, counters in memory. */
function embeddedState(config: Config, warn: Warn): State {
  const db = openStateDb(config.dataDir, warn);
  return {
    clients: new ClientStore(db, config.clock),
    keys: config.tokenKeys ?? signingKey(db, undefined),
    counter: new RateLimiter(),
    alerts: new SqliteAlertStore(db),
    close: async () => {
      db.close();
    },
  };
}

/**
 * Replicas sharing Redis: clients, signing key and counters there, seen alike by every replica,
 * with this replica's snapshot of them in its own state database to write back should Redis lose
 * them (redis-generation.ts).
 */
async function sharedState(settings: RedisSettings, config: Config, events: StateEvents): Promise<State> {
  const [{ closeRedis, openRedis }, { RedisClientStore }, { RedisRateCounter }, { RedisDataGuard }, { RedisAlertStore }] = await Promise.all([
    import('./state/redis-connection.js'),
    import('./state/redis-client-store.js'),
    import('./api/auth/redis-rate-limit.js'),
    import('./state/redis-data-guard.js'),
    import('./alerts/redis-alert-store.js'),
  ]);
  const db = openStateDb(config.dataDir, events.warn);
  let redis;
  try {
    redis = await openRedis(settings);
  } catch (error) {
    db.close();
    throw error;
  }
  try {
    const guard = await RedisDataGuard.join(redis, db, config, events);
    return {
      clients: await RedisClientStore.open(redis, events.warn, guard, config.clock),
      keys: config.tokenKeys ?? guard.signingKey(),
      counter: new RedisRateCounter(redis, events.warn, config.clock),
      alerts: new RedisAlertStore(redis),
      close: async () => {
        await closeRedis(redis);
        db.close();
      },
    };
  } catch (error) {
    await closeRedis(redis);
    db.close();
    throw error;
  }
}
