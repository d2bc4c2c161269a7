// The server's side of the delivery thread (delivery-thread.ts): started with the store's
// whereabouts, told the server's clock (at every wake and four times a second) and woken when
// alerts were queued; stopped before the server's state is closed.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AlertSettings } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { RedisSettings } from '../state/redis-connection.js';
import type { CallbackPolicy } from './callback-policy.js';
import type { DeliveryThreadData, FromDeliveryThread, ToDeliveryThread } from './delivery-thread.js';

const THREAD = fileURLToPath(new URL('./delivery-thread.js', import.meta.url));
const CLOCK_RELAY_MS = 250;

export class ThreadedDeliverer {
  private readonly worker: Worker;
  private readonly relay: NodeJS.Timeout;
  private stopping: Promise<void> | undefined;

  constructor(
    store: { dataDir: string; redis: RedisSettings | undefined },
    policy: CallbackPolicy,
    settings: AlertSettings,
    private readonly clock: Clock,
    warn: (message: string) => void,
  ) {
    const data: DeliveryThreadData = { ...store, policy, settings, nowMs: clock.now() };
    this.worker = new Worker(THREAD, { workerData: data });
    this.worker.on('message', (message: FromDeliveryThread) => {
      if (message.type === 'warn') warn(message.message);
      else if (message.type === 'failed') warn(`alerts: the delivery thread did not start: ${message.message}`);
    });
    this.worker.on('error', (error) => warn(`alerts: the delivery thread failed: ${error.message}`));
    // It keeps no process alive: a server that is not closed ends all the same.
    this.worker.unref();
    this.relay = setInterval(() => this.post({ type: 'now', ms: this.clock.now() }), CLOCK_RELAY_MS);
    this.relay.unref();
  }

  /** Alerts were queued: look at the queue now. */
  wake(): void {
    this.post({ type: 'now', ms: this.clock.now() });
    this.post({ type: 'wake' });
  }

  /** Resolves once the thread has settled the attempts under way and ended. */
  stop(): Promise<void> {
    return (this.stopping ??= new Promise<void>((resolve) => {
      clearInterval(this.relay);
      const done = () => resolve();
      this.worker.once('exit', done);
      this.worker.on('message', (message: FromDeliveryThread) => {
        if (message.type === 'stopped') void this.worker.terminate().then(done, done);
      });
      this.post({ type: 'stop' });
    }));
  }

  private post(message: ToDeliveryThread): void {
    try {
      this.worker.postMessage(message);
    } catch {
      // Ended already.
    }
  }
}
