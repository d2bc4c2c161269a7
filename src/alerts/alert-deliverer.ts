// Delivers queued alerts: takes the due head of each subscription's queue for a lease, posts it
// signed, and settles it (delivered, due again later, or given up). Every worker and replica may
// run one over the same store: the lease makes each alert one deliverer's at a time, and an alert
// whose deliverer died is taken by another once its lease has passed (at least once). Up to
// CONCURRENCY attempts are under way at once, free slots taken again a few at a time, so that a
// slow receiver holds one slot and no one else's alerts; their outcomes are settled together. A
// callback URL that fails every attempt is paused (receiver-pauses.ts): its alerts are put off,
// unattempted, until the pause ends, so that they no longer come due ahead of receivers that answer.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { threadId } from 'node:worker_threads';
import type { AlertSettings } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { AlertStore, ClaimedAlert, Settlement } from './alert-store.js';
import { SIGNATURE_HEADER, signatureHeader } from './alert-signature.js';
import type { CallbackPolicy } from './callback-policy.js';
import { ATTEMPT_TIMEOUT_MS, OutboundRequests, type AttemptResult } from './outbound-request.js';
import { ReceiverPauses } from './receiver-pauses.js';
import { nextAttemptMs } from './retry-schedule.js';

/** How often the queue is looked at when nothing woke the deliverer. */
const POLL_MS = 250;
/** Attempts under way at once, each of another subscription. */
const CONCURRENCY = 16;
/**
 * Free slots are filled once this many are free (or none is busy): alerts taken a handful at a
 * time, so that taking them is one write for several, not one each.
 */
const REFILL_AT = CONCURRENCY / 4;
/**
 * The slots one client's alerts may hold at once. Claims go by turns between clients, but an
 * attempt at a receiver that never answers holds its slot for the whole timeout: without a
 * bound, one client's dead receivers would hold them all and everyone's alerts would wait
 * (issue 60: 0.2 s became 53 s). With it, three such clients leave a quarter free, and a lone
 * client posts four at a time, enough on a receiver that answers.
 */
export const PER_CLIENT = CONCURRENCY / 4;
/** How long an alert stays one deliverer's: past its attempt's end, so only a dead deliverer's lapses. */
export const LEASE_MS = ATTEMPT_TIMEOUT_MS + 5_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type PostAlert = (url: string, body: string, headers: Readonly<Record<string, string>>) => Promise<AttemptResult>;

export class AlertDeliverer {
  /** This deliverer, in the leases it writes. */
  readonly owner = `${hostname()}/${process.pid}/${threadId}/${randomBytes(4).toString('hex')}`;
  private readonly outbound: OutboundRequests;
  private readonly post: PostAlert;
  /** Callback URLs failing every attempt, paused (receiver-pauses.ts). */
  private readonly pauses = new ReceiverPauses(LEASE_MS);
  private timer: NodeJS.Timeout | undefined;
  private claiming: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Attempts under way, each settled (written) before it leaves the set. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Outcomes waiting to be written, in one go at the next turn of the event loop. */
  private outcomes: { settlement: Settlement; written: () => void }[] = [];

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

  /** Looks at the queue now (alerts were just queued, or a slot came free). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.fill().finally(() => {
      this.claiming = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops taking alerts; resolves when the attempts under way have been settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.claiming;
    await Promise.all(this.inFlight);
    this.outbound.close();
  }

  /** Takes as many due alerts as there are free slots, and starts their attempts. */
  private async fill(): Promise<void> {
    try {
      const room = CONCURRENCY - this.inFlight.size;
      if (room <= 0) return;
      const now = this.clock.now();
      const claimed = await this.store.claim(this.owner, now, now + LEASE_MS, room, PER_CLIENT);
      for (const alert of claimed) {
        const admission = this.pauses.admit(alert.callbackUrl, now);
        if (!admission.go) {
          // Put off without an attempt, its slot free at once; what the log says of it is written
          // before the next look, so that the look does not take it again.
          void this.record({ seq: alert.seq, outcome: { paused: true, result: admission.reason, untilMs: admission.untilMs } }).then(() => this.wake());
          continue;
        }
        const attempt = this.attempt(alert).finally(() => {
          this.inFlight.delete(attempt);
          if (CONCURRENCY - this.inFlight.size >= REFILL_AT) this.wake();
        });
        this.inFlight.add(attempt);
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
    const delivered = 'status' in result && result.status >= 200 && result.status < 300;
    const text = 'status' in result ? String(result.status) : result.failure;
    const pausedUntil = this.pauses.attempted(alert.callbackUrl, delivered, text, now);
    const retryAtMs = nextAttemptMs(alert.attempts + 1, alert.createdMs, now, this.settings);
    const outcome =
      delivered ? { delivered: true as const, result: text }
      : pausedUntil === undefined || retryAtMs === undefined ? { delivered: false as const, result: text, retryAtMs }
      : { delivered: false as const, result: `${text}; receiver paused until ${new Date(pausedUntil).toISOString()}`, retryAtMs: Math.max(retryAtMs, pausedUntil) };
    await this.record({ seq: alert.seq, outcome });
  }

  /** Resolves once the outcome is written, with the others of this turn of the event loop. */
  private record(settlement: Settlement): Promise<void> {
    return new Promise((written) => {
      if (this.outcomes.length === 0) setImmediate(() => void this.flush());
      this.outcomes.push({ settlement, written });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.outcomes;
    this.outcomes = [];
    try {
      await this.store.settle(batch.map((b) => b.settlement), this.clock.now());
    } catch (error) {
      // Unwritten, the alerts stay leased until their leases pass, and are tried again then.
      this.warn(`alerts: outcomes not recorded: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      for (const b of batch) b.written();
    }
  }
}
