// The server's side of the delivery thread (delivery-thread.ts): started, when first woken, with the
// store's whereabouts, told the server's clock (at every wake and four times a second) and woken when
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
  private worker: Worker | undefined;
  private relay: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly store: { dataDir: string; redis: RedisSettings | undefined },
    private readonly policy: CallbackPolicy,
    private readonly settings: AlertSettings,
    private readonly clock: Clock,
    private readonly warn: (message: string) => void,
  ) {}

  /**
   * Alerts were queued, or may be waiting: look at the queue now. The thread is started by the
   * first wake, so that a service nobody subscribed to runs no thread (a thread and its own
   * connection to the store, tens of MB, in each worker).
   */
  wake(): void {
    if (this.stopping) return;
    this.start();
    this.post({ type: 'now', ms: this.clock.now() });
    this.post({ type: 'wake' });
  }

  /** Whether the thread runs (it is started by the first wake). */
  get running(): boolean {
    return this.worker !== undefined && this.stopping === undefined;
  }

  /** Resolves once the thread has settled the attempts under way and ended. */
  stop(): Promise<void> {
    const worker = this.worker;
    if (worker === undefined) return (this.stopping ??= Promise.resolve());
    return (this.stopping ??= new Promise<void>((resolve) => {
      clearInterval(this.relay);
      const done = () => resolve();
      worker.once('exit', done);
      worker.on('message', (message: FromDeliveryThread) => {
        if (message.type === 'stopped') void worker.terminate().then(done, done);
      });
      this.post({ type: 'stop' });
    }));
  }

  private start(): void {
    if (this.worker) return;
    const data: DeliveryThreadData = { ...this.store, policy: this.policy, settings: this.settings, nowMs: this.clock.now() };
    const worker = new Worker(THREAD, { workerData: data });
    worker.on('message', (message: FromDeliveryThread) => {
      if (message.type === 'warn') this.warn(message.message);
      else if (message.type === 'failed') this.warn(`alerts: the delivery thread did not start: ${message.message}`);
    });
    worker.on('error', (error) => this.warn(`alerts: the delivery thread failed: ${error.message}`));
    // It keeps no process alive: a server that is not closed ends all the same.
    worker.unref();
    this.relay = setInterval(() => this.post({ type: 'now', ms: this.clock.now() }), CLOCK_RELAY_MS);
    this.relay.unref();
    this.worker = worker;
  }

  private post(message: ToDeliveryThread): void {
    try {
      this.worker?.postMessage(message);
    } catch {
      // Ended already.
    }
  }
}
