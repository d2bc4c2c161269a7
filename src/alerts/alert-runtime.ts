// What a server runs for alerts besides its routes: the deliverer over the store, and the
// triggers that queue alerts (dataset swaps; sandbox status), started once the server listens and
// stopped before its state is closed.
import type { AlertSettings } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import type { AlertStore } from './alert-store.js';
import { ThreadedDeliverer } from './threaded-deliverer.js';
import type { RedisSettings } from '../state/redis-connection.js';
import type { CallbackPolicy } from './callback-policy.js';
import { SwapTrigger } from './swap-trigger.js';
import { SandboxTrigger } from './sandbox-trigger.js';
import type { ClientRegistry } from '../state/client-registry.js';

export interface AlertRuntimeOptions {
  store: AlertStore;
  /** Where the delivery thread opens the same store: the data directory's state database, or Redis. */
  storeAt: { dataDir: string; redis: RedisSettings | undefined };
  policy: CallbackPolicy;
  settings: AlertSettings;
  clock: Clock;
  datasets: ServedDatasetHolder;
  clients: ClientRegistry;
  /** SKYREF_SANDBOX_SEED: what sandbox clients' simulation is drawn from. */
  sandboxSeed: string;
  warn: (message: string) => void;
}

export interface AlertRuntime {
  readonly deliverer: ThreadedDeliverer;
  readonly swaps: SwapTrigger;
  readonly sandbox: SandboxTrigger;
  stop(): Promise<void>;
}

export function startAlertRuntime(options: AlertRuntimeOptions): AlertRuntime {
  const deliverer = new ThreadedDeliverer(options.storeAt, options.policy, options.settings, options.clock, options.warn);
  const swaps = new SwapTrigger(options.datasets, options.store, options.clock, (count) => count > 0 && deliverer.wake(), options.warn);
  const sandbox = new SandboxTrigger(options.datasets, options.clients, options.sandboxSeed, options.store, options.clock, (count) => count > 0 && deliverer.wake(), options.warn);
  sandbox.start();
  // Alerts left queued by an earlier run (or by a replica that died) are delivered once the thread
  // runs: it is started now when any subscription exists, else by the first alert queued.
  options.store.all().then(
    (subscriptions) => subscriptions.length > 0 && deliverer.wake(),
    (error: unknown) => options.warn(`alerts: subscriptions not read at start: ${error instanceof Error ? error.message : String(error)}`),
  );
  // A deleted client's subscriptions go with it: in the state database by a trigger, in Redis here,
  // by its tombstone (never by its absence, which a copy not yet refreshed would also show).
  // Tombstones swept, by id and version: an id deleted, registered again and deleted again is swept again.
  const swept = new Set<string>();
  const sweep = setInterval(() => {
    const tombstones = options.clients.tombstones().filter((t) => !swept.has(`${t.version} ${t.id}`));
    if (tombstones.length === 0) return;
    options.store.removeSubscriptionsOf(tombstones.map((t) => t.id)).then(
      () => tombstones.forEach((t) => swept.add(`${t.version} ${t.id}`)),
      (error: unknown) => options.warn(`alerts: deleted clients' subscriptions not removed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, 2000);
  sweep.unref();
  return {
    deliverer,
    swaps,
    sandbox,
    stop: async () => {
      clearInterval(sweep);
      await sandbox.stop();
      await swaps.stop();
      await deliverer.stop();
    },
  };
}
