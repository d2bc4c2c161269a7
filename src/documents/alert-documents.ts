// The documents of change alerts' subscriptions (api/routes/alerts.ts; docs/alerts.md): a
// subscription, a client's list of them and a subscription's delivery log, as neutral trees so
// that they are answered in XML or JSON as every other resource is. Field names are those the
// subscription's view (alerts/subscription.ts) gives, so the JSON is what it was before XML.
import type { DeliveryRecord } from '../alerts/alert-store.js';
import { deliveryView } from '../alerts/delivery-view.js';
import { subscriptionView, type Subscription } from '../alerts/subscription.js';
import { el, leaf, list, type Element, type Scalar } from './tree.js';

/** One leaf a field, in the order given; absent fields left out. */
function fields(name: string, values: Record<string, unknown>): Element {
  return el(name, ...Object.entries(values).map(([key, value]) => value !== undefined && leaf(key, value as Scalar)));
}

/** A subscription; with its secret only in the answer that made it. */
export function alertSubscriptionDocument(subscription: Subscription, withSecret = false): Element {
  const view = subscriptionView(subscription);
  return fields('AlertSubscription', withSecret ? { ...view, Secret: subscription.secret } : view);
}

/** A client's subscriptions, never their secrets. */
export function alertSubscriptionsDocument(subscriptions: readonly Subscription[]): Element {
  return el('AlertSubscriptions', list('Subscription', subscriptions.map((s) => fields('Subscription', subscriptionView(s)))));
}

/** A subscription's delivery log, newest first. */
export function alertDeliveriesDocument(subscriptionId: string, records: readonly DeliveryRecord[]): Element {
  return el(
    'AlertDeliveries',
    leaf('SubscriptionId', subscriptionId),
    list(
      'Delivery',
      records.map((d) => fields('Delivery', deliveryView(d))),
    ),
  );
}
