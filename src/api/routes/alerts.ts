// /v1/alerts/subscriptions: a client's change alerts (docs/alerts.md). Authenticated and charged
// as a lookup each, before a body is read; answers are typed JSON (names as the documents write
// them), errors the catalogue's documents in the negotiated format. A subscription's secret is in
// the answer that made it and in no other.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deliveryView } from '../../alerts/delivery-view.js';
import { subscriptionView } from '../../alerts/subscription.js';
import { rateHeaders } from '../auth/request-auth.js';
import { BodyAdmission } from '../body-admission.js';
import { ApiError } from '../errors.js';
import type { Pipeline, Services } from '../pipeline.js';
import { route } from './methods.js';

export const SUBSCRIPTIONS_PATH = '/v1/alerts/subscriptions';
/** The most alerts the delivery log lists, newest first. */
const LOG_LIMIT = 100;
const SUBSCRIPTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function alertRoutes(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  // Token and limits checked before the body is read, as for /mcp.
  const admission = new BodyAdmission(pipeline, services);
  const json = (request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) => {
    const { rate } = admission.of(request);
    return reply
      .code(status)
      .headers({ ...rateHeaders(rate, 1), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .send(JSON.stringify(body));
  };
  const clientOf = (request: FastifyRequest) => admission.of(request).client.id;
  /** The client's subscription named by the path, or the 404 sent. */
  const named = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const subscription = SUBSCRIPTION_ID.test(id) ? await services.alerts.store.get(clientOf(request), id) : undefined;
    if (!subscription) pipeline.sendError(request, reply, new ApiError('subscriptionNotFound'));
    return subscription;
  };
  const guarded =
    (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        return pipeline.sendError(request, reply, error);
      }
    };

  const collection = guarded(async (request, reply) => {
    const clientId = clientOf(request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const list = await services.alerts.store.list(clientId);
      return json(request, reply, 200, { AlertSubscriptions: { Subscription: list.map(subscriptionView) } });
    }
    if (typeof request.body !== 'object' || request.body === null) {
      return pipeline.sendError(request, reply, new ApiError('requestMalformed', { reason: 'send the subscription as a JSON object, Content-Type: application/json' }));
    }
    const outcome = await services.alerts.subscribe(clientId, request.body);
    if ('invalid' in outcome) return pipeline.sendError(request, reply, new ApiError('subscriptionInvalid', { reason: outcome.invalid }));
    if ('callbackRefused' in outcome) return pipeline.sendError(request, reply, new ApiError('callbackRefused', { reason: outcome.callbackRefused }));
    if ('limit' in outcome) return pipeline.sendError(request, reply, new ApiError('subscriptionLimit', { limit: outcome.limit }));
    const { subscription } = outcome;
    reply.header('location', `${SUBSCRIPTIONS_PATH}/${subscription.id}`);
    return json(request, reply, 201, { AlertSubscription: { ...subscriptionView(subscription), Secret: subscription.secret } });
  });
  route(app, pipeline, SUBSCRIPTIONS_PATH, ['GET', 'POST'], collection, admission.check);

  const one = guarded(async (request, reply) => {
    const subscription = await named(request, reply);
    if (!subscription) return reply;
    if (request.method === 'DELETE') {
      await services.alerts.store.remove(subscription.clientId, subscription.id);
      const { rate } = admission.of(request);
      return reply.code(204).headers({ ...rateHeaders(rate, 1), 'cache-control': 'no-store' }).send();
    }
    return json(request, reply, 200, { AlertSubscription: subscriptionView(subscription) });
  });
  route(app, pipeline, `${SUBSCRIPTIONS_PATH}/:id`, ['GET', 'DELETE'], one, admission.check);

  const log = guarded(async (request, reply) => {
    const subscription = await named(request, reply);
    if (!subscription) return reply;
    const records = await services.alerts.store.deliveries(subscription.id, LOG_LIMIT);
    return json(request, reply, 200, { AlertDeliveries: { SubscriptionId: subscription.id, Delivery: records.map(deliveryView) } });
  });
  route(app, pipeline, `${SUBSCRIPTIONS_PATH}/:id/deliveries`, ['GET'], log, admission.check);
}
