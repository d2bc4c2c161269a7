import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ApiError } from '../errors.js';
import { negotiateFormat } from '../negotiate.js';
import type { Pipeline } from '../pipeline.js';

const ALL_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Registers `handler` for the allowed methods and a 405 with Allow for every other one. Every
 * route is registered here, so this is where its requests are counted and timed, under its
 * pattern (the metrics recorder is found once, now, not per request).
 */
export function route(app: FastifyInstance, pipeline: Pipeline, url: string, allowed: HTTPMethods[], handler: Handler): void {
  const allow = allowed.includes('GET') && !allowed.includes('HEAD') ? [...allowed, 'HEAD'] : allowed;
  const recorder = pipeline.metrics.route(url);
  app.route({ method: allowed, url, handler: recorder.wrap(handler) });
  const others = ALL_METHODS.filter((m) => !allow.includes(m));
  const allowHeader = allow.join(', ');
  app.route({
    method: others,
    url,
    // Marks the registration as the 405 answer, for those who list the routes (onRoute).
    config: { methodNotAllowed: true },
    handler: recorder.wrap((request, reply) =>
      pipeline.sendError(
        request,
        reply,
        new ApiError('methodNotAllowed', { method: request.method, allow: allowHeader }, { allow: allowHeader }),
        negotiateFormat(request.headers.accept),
      ),
    ),
  });
}

export function getOnly(app: FastifyInstance, pipeline: Pipeline, url: string, handler: Handler): void {
  route(app, pipeline, url, ['GET'], handler);
}
