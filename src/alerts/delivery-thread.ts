// The thread alerts are delivered from: its own connection to the store (the state database, or
// Redis), its own event loop, and a low priority, so that posting thousands of alerts after a swap
// never stands between a request and its answer on the server's thread. Its clock is the server's,
// relayed: each reading the server posts, run on by this thread's monotonic time (a test's clock
// set by hand included).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { AlertSettings } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { RedisSettings } from '../state/redis-connection.js';
import { openStateDb } from '../state/state-db.js';
import { AlertDeliverer } from './alert-deliverer.js';
import type { AlertStore } from './alert-store.js';
import type { CallbackPolicy } from './callback-policy.js';
import { SqliteAlertStore } from './sqlite-alert-store.js';

export interface DeliveryThreadData {
  dataDir: string;
  redis: RedisSettings | undefined;
  policy: CallbackPolicy;
  settings: AlertSettings;
  nowMs: number;
}

export type ToDeliveryThread = { type: 'now'; ms: number } | { type: 'wake' } | { type: 'stop' };
export type FromDeliveryThread = { type: 'ready' } | { type: 'warn'; message: string } | { type: 'stopped' } | { type: 'failed'; message: string };

const data = workerData as DeliveryThreadData;
const port = parentPort!;
const send = (message: FromDeliveryThread) => port.postMessage(message);
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): delivered at the server's priority.
}

let reading = { ms: data.nowMs, at: performance.now() };
const clock: Clock = { now: () => reading.ms + (performance.now() - reading.at), monotonic: () => performance.now() };

async function openStore(): Promise<{ store: AlertStore; close: () => Promise<void> }> {
  const warn = (message: string) => send({ type: 'warn', message });
  if (data.redis) {
    const [{ closeRedis, openRedis }, { RedisAlertStore }] = await Promise.all([import('../state/redis-connection.js'), import('./redis-alert-store.js')]);
    const redis = await openRedis(data.redis);
    return { store: new RedisAlertStore(redis), close: () => closeRedis(redis) };
  }
  const db = openStateDb(data.dataDir, warn);
  return { store: new SqliteAlertStore(db), close: async () => db.close() };
}

try {
  const { store, close } = await openStore();
  const deliverer = new AlertDeliverer(store, data.policy, data.settings, clock, (message) => send({ type: 'warn', message }));
  port.on('message', (message: ToDeliveryThread) => {
    if (message.type === 'now') reading = { ms: message.ms, at: performance.now() };
    else if (message.type === 'wake') deliverer.wake();
    else if (message.type === 'stop') {
      void deliverer
        .stop()
        .then(close)
        .finally(() => {
          send({ type: 'stopped' });
          port.close();
        });
    }
  });
  deliverer.start();
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
