// Where subscriptions and their alerts are kept: the interface every store keeps (the state
// database on one machine, sqlite-alert-store.ts). Alerts wait in a queue per subscription, each
// delivered in the order it was queued, and stay in the delivery log once settled.
import type { Subscription } from './subscription.js';

/** An alert about to be queued: its idempotency key is its id, unique within its subscription. */
export interface NewAlert {
  subscriptionId: string;
  /** Made from what happened, so that the same event queued twice (by two workers) is one alert. */
  alertId: string;
  body: string;
}

/** An alert taken for delivery by one deliverer until `leaseUntil`. */
export interface ClaimedAlert {
  seq: number;
  subscriptionId: string;
  /** Whose subscription: the deliverer shares its slots between clients. */
  clientId: string;
  alertId: string;
  body: string;
  attempts: number;
  createdMs: number;
  callbackUrl: string;
  secret: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One alert of the delivery log, as its client reads it. */
export interface DeliveryRecord {
  alertId: string;
  state: DeliveryState;
  attempts: number;
  /** What the last attempt got: `200`, `503`, `timeout`, `refused: …`; none before the first. */
  lastResult: string | undefined;
  createdMs: number;
  /** When it was delivered or given up; none while pending. */
  settledMs: number | undefined;
  /** When the next attempt is due, while pending. */
  nextMs: number | undefined;
  type: string;
}

/**
 * How an attempt ended, for the store to settle; or, `paused`, that none was made: the alert's
 * receiver is paused (receiver-pauses.ts), and it is due again at `untilMs`, its attempts as they were.
 */
export type AttemptOutcome =
  | { delivered: true; result: string }
  | { delivered: false; result: string; retryAtMs: number | undefined }
  | { paused: true; result: string; untilMs: number };

/** What a store does with an outcome. */
export function settlementKind(outcome: AttemptOutcome): 'delivered' | 'retry' | 'failed' | 'paused' {
  if ('paused' in outcome) return 'paused';
  if (outcome.delivered) return 'delivered';
  return outcome.retryAtMs !== undefined ? 'retry' : 'failed';
}

/** An alert's attempt, ended. */
export interface Settlement {
  seq: number;
  outcome: AttemptOutcome;
}

export interface AlertStore {
  /** Adds a subscription unless its client has `limit` already; false then. */
  add(subscription: Subscription, limit: number): Promise<boolean>;
  list(clientId: string): Promise<Subscription[]>;
  get(clientId: string, id: string): Promise<Subscription | undefined>;
  /** Removes a subscription and its alerts; false when the client has none of that id. */
  remove(clientId: string, id: string): Promise<boolean>;
  /** Every subscription, for the triggers to match changes against. */
  all(): Promise<Subscription[]>;
  /** Removes the subscriptions of these clients (deleted ones) with their alerts. */
  removeSubscriptionsOf(clientIds: readonly string[]): Promise<number>;
  /** Queues alerts; one already queued under the same subscription and id is left as it is. Returns how many were new. */
  enqueue(alerts: readonly NewAlert[], nowMs: number): Promise<number>;
  /**
   * Takes up to `max` alerts due at `nowMs`, each the oldest pending one of its subscription, for
   * `owner` until `leaseUntilMs`: no other deliverer takes them meanwhile, and once the lease has
   * passed (the deliverer died) another does. Taken by turns between clients (each one's first
   * due alert before anyone's second), and none of a client's while `owner` holds `perClient` of
   * its alerts already: a client whose receivers never answer holds that many slots, not all.
   */
  claim(owner: string, nowMs: number, leaseUntilMs: number, max: number, perClient: number): Promise<ClaimedAlert[]>;
  /**
   * Records attempts' outcomes, together (one transaction, one round trip): delivered, due again
   * at `retryAtMs`, or given up (no retryAtMs).
   */
  settle(settlements: readonly Settlement[], nowMs: number): Promise<void>;
  /** The subscription's alerts, newest first. */
  deliveries(subscriptionId: string, limit: number): Promise<DeliveryRecord[]>;
}
