// The paths of change alerts (api/routes/alerts.ts; docs/alerts.md): subscriptions made, listed,
// read and removed, and each one's delivery log. Answers are documents in XML or JSON by Accept,
// as every resource's; errors the shared documents. The request body is JSON.
import { pathParam, type Parameter } from './parameters.js';
import { sharedRef } from './responses.js';
import { arr, int, obj, oneOfValues, root, str, type Schema } from './schema-builders.js';

type PathItem = { [method: string]: Record<string, unknown> };

const JSON_TYPE = 'application/json';
const TAG = 'Alerts';
const date = (description: string) => str(description, { format: 'date' });

const subscriptionFields: Record<string, Schema> = {
  Id: str('The subscription id.'),
  Kind: oneOfValues(['flight', 'route', 'departures']),
  Flight: str('With kind flight: the flight number, e.g. LH400.'),
  Origin: str('With kind route: departure airport.'),
  Destination: str('With kind route: arrival airport.'),
  Airport: str('With kind departures: the airport whose departures are watched.'),
  FromDate: date('First local departure date watched.'),
  ToDate: date('Last local departure date watched.'),
  CallbackUrl: str('Where alerts are posted.'),
  CreatedAt: str('When it was made (UTC).', { format: 'date-time' }),
};
const OPTIONAL = ['Flight', 'Origin', 'Destination', 'Airport'];
const subscription = obj(subscriptionFields, OPTIONAL);
const created = obj({ ...subscriptionFields, Secret: str('The key of the HMAC-SHA256 signatures of its alerts: shown here once, never again.') }, OPTIONAL);
const delivery = obj(
  {
    AlertId: str('The idempotency key: the same on every attempt (Idempotency-Key header).'),
    Type: str('ScheduleChange (one a dataset swap and subscription, listing its changes) or StatusChange (a sandbox client\'s simulated status).'),
    State: oneOfValues(['pending', 'delivered', 'failed']),
    Attempts: int(),
    LastResult: str("The last attempt's HTTP status, or why it got none (timeout, refused)."),
    CreatedAt: str(undefined, { format: 'date-time' }),
    SettledAt: str('When delivered or given up.', { format: 'date-time' }),
    NextAttemptAt: str('While pending.', { format: 'date-time' }),
  },
  ['LastResult', 'SettledAt', 'NextAttemptAt'],
);

const request = obj(
  {
    kind: oneOfValues(['flight', 'route', 'departures']),
    flight: str('kind flight: a flight number such as LH400.'),
    origin: str('kind route: 3-letter airport code.'),
    destination: str('kind route: 3-letter airport code.'),
    airport: str('kind departures: 3-letter airport code.'),
    date: date('One local departure date; or fromDate and toDate.'),
    fromDate: date('First date (at most 31 days for a flight, 7 for a route or departures).'),
    toDate: date('Last date.'),
    callbackUrl: str('http or https URL; refused at once when its host is not allowed (private, link-local, loopback ranges; the operator\'s allow-list).'),
  },
  ['flight', 'origin', 'destination', 'airport', 'date', 'fromDate', 'toDate'],
);

/** A document named `rootName`: JSON holds its content under that name, XML is the element itself (responses.ts does the same for the resources). */
const answer = (description: string, rootName: string, content: Schema) => ({
  description,
  content: { [JSON_TYPE]: { schema: obj({ [rootName]: content }) }, 'application/xml': { schema: root(rootName, content) } },
});
const ERRORS = {
  '400': sharedRef('BadRequest'),
  '401': sharedRef('Unauthorized'),
  '406': sharedRef('NotAcceptable'),
  '429': sharedRef('TooManyRequests'),
  '500': sharedRef('InternalError'),
};
const NOT_FOUND = { '404': sharedRef('NotFound') };
const idParam: Parameter = pathParam('id', str(), '00000000-0000-4000-8000-000000000000', 'A subscription id.');

export function alertPaths(): Record<string, PathItem> {
  return {
    '/v1/alerts/subscriptions': {
      get: {
        operationId: 'listAlertSubscriptions',
        tags: [TAG],
        summary: "The client's alert subscriptions",
        responses: { '200': answer('Its subscriptions (never their secrets).', 'AlertSubscriptions', obj({ Subscription: arr(subscription) })), ...ERRORS },
      },
      post: {
        operationId: 'createAlertSubscription',
        tags: [TAG],
        summary: 'Subscribe to alerts: a flight, a route or departures',
        description:
          'Alerts are posted to callbackUrl as JSON signed with HMAC-SHA256 (header Skyref-Signature: t=…,v1=…), retried with exponential backoff, in order per subscription, each with an Idempotency-Key (docs/alerts.md). ' +
          'The answer holds the secret once. 409 (3032) when the client has the most subscriptions allowed.',
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: request } } },
        responses: {
          '201': {
            ...answer('Made.', 'AlertSubscription', created),
            headers: { Location: { description: "The subscription's absolute URL.", schema: str(undefined, { format: 'uri' }) } },
          },
          ...ERRORS,
          '409': { description: 'The client has the most subscriptions allowed (3032).', content: { [JSON_TYPE]: { schema: { type: 'object' } }, 'application/xml': { schema: { type: 'object' } } } },
        },
      },
    },
    '/v1/alerts/subscriptions/{id}': {
      get: {
        operationId: 'getAlertSubscription',
        tags: [TAG],
        summary: 'One subscription',
        parameters: [idParam],
        responses: { '200': answer('The subscription.', 'AlertSubscription', subscription), ...ERRORS, ...NOT_FOUND },
      },
      delete: {
        operationId: 'deleteAlertSubscription',
        tags: [TAG],
        summary: 'Remove a subscription and its alerts',
        parameters: [idParam],
        responses: { '204': { description: 'Removed.' }, ...ERRORS, ...NOT_FOUND },
      },
    },
    '/v1/alerts/subscriptions/{id}/deliveries': {
      get: {
        operationId: 'getAlertDeliveries',
        tags: [TAG],
        summary: "A subscription's delivery log: its last 100 alerts, newest first",
        parameters: [idParam],
        responses: { '200': answer('The log.', 'AlertDeliveries', obj({ SubscriptionId: str(), Delivery: arr(delivery) })), ...ERRORS, ...NOT_FOUND },
      },
    },
  };
}
