// Making, reading and removing a client's subscriptions: the request checked (subscription.ts),
// its callback checked against the operator's policy (callback-policy.ts), the per-client limit
// kept, and the secret made and shown once. What the routes and the CLI both call.
import { randomUUID } from 'node:crypto';
import type { AlertSettings } from '../config.js';
import { utcDayOf } from '../domain/flight-dates.js';
import type { AlertStore } from './alert-store.js';
import { newSubscriptionSecret } from './alert-signature.js';
import { checkCallback, systemResolve, type CallbackPolicy, type Resolve } from './callback-policy.js';
import { parseSubscriptionRequest, type Subscription } from './subscription.js';

export type SubscribeOutcome =
  | { subscription: Subscription }
  | { invalid: string }
  | { callbackRefused: string }
  | { limit: number };

export class Subscriptions {
  readonly policy: CallbackPolicy;

  constructor(
    readonly store: AlertStore,
    private readonly settings: AlertSettings,
    private readonly now: () => number,
    private readonly resolve: Resolve = systemResolve,
  ) {
    this.policy = { allowedHosts: settings.allowedHosts, allowLoopback: settings.allowLoopback };
  }

  /** Subscribes `clientId` as `body` asks; the subscription returned holds the secret, to show once. */
  async subscribe(clientId: string, body: unknown): Promise<SubscribeOutcome> {
    const nowMs = this.now();
    const request = parseSubscriptionRequest(body, utcDayOf(nowMs));
    if ('refused' in request) return { invalid: request.refused };
    const callback = await checkCallback(request.callbackUrl, this.policy, this.resolve);
    if ('refused' in callback) return { callbackRefused: callback.refused };
    const subscription: Subscription = {
      id: randomUUID(),
      clientId,
      watched: request.watched,
      callbackUrl: callback.url.href,
      secret: newSubscriptionSecret(),
      createdAt: new Date(nowMs).toISOString(),
    };
    const limit = this.settings.subscriptionsPerClient;
    return (await this.store.add(subscription, limit)) ? { subscription } : { limit };
  }
}
