// /v1/alerts/subscriptions: a client's change alerts (docs/alerts.md). Authenticated and charged
// as a lookup each, before a body is read (body-admission.ts); answers are documents in the format
// the request negotiates, as on every route (XML by default, JSON when asked, 406 otherwise), never
// cached. A subscription's secret is in the answer that made it and in no other.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { alertDeliveriesDocument, alertSubscriptionDocument, alertSubscriptionsDocument } from '../../documents/alert-documents.js';
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
  const clientOf = (request: FastifyRequest) => admission.of(request).client.id;
  /** The client's subscription named by the path, or the 404 sent. */
  const named = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const subscription = SUBSCRIPTION_ID.test(id) ? await services.alerts.store.get(clientOf(request), id) : undefined;
    if (!subscription) pipeline.sendError(request, reply, new ApiError('subscriptionNotFound'));
    return subscription;
  };
  /**
   * The handler, given the format of its answer: a request that accepts none is refused before
   * anything is made or removed.
   */
  const guarded =
    (handler: (request: FastifyRequest, reply: FastifyReply, format: ReturnType<Pipeline['answerFormat']>) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(request, reply, pipeline.answerFormat(request));
      } catch (error) {
        return pipeline.sendError(request, reply, error);
      }
    };

  const collection = guarded(async (request, reply, format) => {
    const clientId = clientOf(request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const list = await services.alerts.store.list(clientId);
      return pipeline.sendDocument(request, reply, 200, alertSubscriptionsDocument(list), format);
    }
    if (typeof request.body !== 'object' || request.body === null) {
      return pipeline.sendError(request, reply, new ApiError('requestMalformed', { reason: 'send the subscription as a JSON object, Content-Type: application/json' }));
    }
    const outcome = await services.alerts.subscribe(clientId, request.body);
    if ('invalid' in outcome) return pipeline.sendError(request, reply, new ApiError('subscriptionInvalid', { reason: outcome.invalid }));
    if ('callbackRefused' in outcome) return pipeline.sendError(request, reply, new ApiError('callbackRefused', { reason: outcome.callbackRefused }));
    if ('limit' in outcome) return pipeline.sendError(request, reply, new ApiError('subscriptionLimit', { limit: outcome.limit }));
    const { subscription } = outcome;
    // Absolute, as every link of the service (link-base.ts).
    reply.header('location', `${pipeline.baseOf(request)}${SUBSCRIPTIONS_PATH}/${subscription.id}`);
    return pipeline.sendDocument(request, reply, 201, alertSubscriptionDocument(subscription, true), format);
  });
  route(app, pipeline, SUBSCRIPTIONS_PATH, ['GET', 'POST'], collection, admission.check);

  const one = guarded(async (request, reply, format) => {
    const subscription = await named(request, reply);
    if (!subscription) return reply;
    if (request.method === 'DELETE') {
      await services.alerts.store.remove(subscription.clientId, subscription.id);
      return reply.code(204).header('cache-control', 'no-store').send();
    }
    return pipeline.sendDocument(request, reply, 200, alertSubscriptionDocument(subscription), format);
  });
  route(app, pipeline, `${SUBSCRIPTIONS_PATH}/:id`, ['GET', 'DELETE'], one, admission.check);

  const log = guarded(async (request, reply, format) => {
    const subscription = await named(request, reply);
    if (!subscription) return reply;
    const records = await services.alerts.store.deliveries(subscription.id, LOG_LIMIT);
    return pipeline.sendDocument(request, reply, 200, alertDeliveriesDocument(subscription.id, records), format);
  });
  route(app, pipeline, `${SUBSCRIPTIONS_PATH}/:id/deliveries`, ['GET'], log, admission.check);
}
