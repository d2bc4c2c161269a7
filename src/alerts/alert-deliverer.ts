// Delivers queued alerts: takes the due head of each subscription's queue for a lease, posts it
// signed, and settles it (delivered, due again later, or given up). Every worker and replica may
// run one over the same store: the lease makes each alert one deliverer's at a time, and an alert
// whose deliverer died is taken by another once its lease has passed (at least once).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { threadId } from 'node:worker_threads';
import type { AlertSettings } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { AlertStore, ClaimedAlert } from './alert-store.js';
import { SIGNATURE_HEADER, signatureHeader } from './alert-signature.js';
import type { CallbackPolicy } from './callback-policy.js';
import { ATTEMPT_TIMEOUT_MS, OutboundRequests, type AttemptResult } from './outbound-request.js';
import { nextAttemptMs } from './retry-schedule.js';

/** How often the queue is looked at when nothing woke the deliverer. */
const POLL_MS = 250;
/** Alerts posted at once, each of another subscription. */
const BATCH = 32;
/** How long an alert stays one deliverer's: past its attempt's end, so only a dead deliverer's lapses. */
export const LEASE_MS = ATTEMPT_TIMEOUT_MS + 5_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type PostAlert = (url: string, body: string, headers: Readonly<Record<string, string>>) => Promise<AttemptResult>;

export class AlertDeliverer {
  /** This deliverer, in the leases it writes. */
  readonly owner = `${hostname()}/${process.pid}/${threadId}/${randomBytes(4).toString('hex')}`;
  private readonly outbound: OutboundRequests;
  private readonly post: PostAlert;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: AlertStore,
    policy: CallbackPolicy,
    private readonly settings: AlertSettings,
    private readonly clock: Clock,
    private readonly warn: (message: string) => void,
    post?: PostAlert,
  ) {
    this.outbound = new OutboundRequests(policy);
    this.post = post ?? ((url, body, headers) => this.outbound.post(url, body, headers));
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Looks at the queue now (alerts were just queued). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainQueue().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops taking alerts; resolves when the attempts under way have settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.outbound.close();
  }

  private async drainQueue(): Promise<void> {
    try {
      while (!this.stopped) {
        const now = this.clock.now();
        const claimed = await this.store.claim(this.owner, now, now + LEASE_MS, BATCH);
        if (claimed.length === 0) return;
        await Promise.all(claimed.map((alert) => this.attempt(alert)));
      }
    } catch (error) {
      this.warn(`alerts: delivery paused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async attempt(alert: ClaimedAlert): Promise<void> {
    const sentAt = this.clock.now();
    const headers = {
      [SIGNATURE_HEADER]: signatureHeader(alert.secret, Math.floor(sentAt / 1000), alert.body),
      [IDEMPOTENCY_HEADER]: alert.alertId,
      'skyref-attempt': String(alert.attempts + 1),
      'user-agent': 'skyref-alerts',
    };
    const result = await this.post(alert.callbackUrl, alert.body, headers);
    const now = this.clock.now();
    if ('status' in result && result.status >= 200 && result.status < 300) {
      await this.store.settle(alert.seq, this.owner, { delivered: true, result: String(result.status) }, now);
      return;
    }
    const text = 'status' in result ? String(result.status) : result.failure;
    await this.store.settle(alert.seq, this.owner, { delivered: false, result: text, retryAtMs: nextAttemptMs(alert.attempts + 1, alert.createdMs, now, this.settings) }, now);
  }
}
