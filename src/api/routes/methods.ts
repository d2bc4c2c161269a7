import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors.js';
import type { Pipeline } from '../pipeline.js';

type Handler = ((request: FastifyRequest, reply: FastifyReply) => unknown) & { queryParameters?: readonly string[] };

/**
 * Registers `handler` for the allowed methods and a 405 with Allow for every other method the app
 * knows (every method of Node's HTTP parser but CONNECT: app.ts). Every route is registered here,
 * so this is where its requests are counted and timed, under its pattern (the metrics recorder is
 * found once, now, not per request). A pipeline handler's query parameters go into the route's
 * config, for those who list the routes (onRoute).
 */
export function route(app: FastifyInstance, pipeline: Pipeline, url: string, allowed: HTTPMethods[], handler: Handler, onRequest?: onRequestAsyncHookHandler): void {
  const allow = allowed.includes('GET') && !allowed.includes('HEAD') ? [...allowed, 'HEAD'] : allowed;
  const recorder = pipeline.metrics.route(url);
  const queryParameters = handler.queryParameters;
  app.route({
    method: allowed,
    url,
    handler: recorder.wrap(handler),
    ...(queryParameters ? { config: { queryParameters } } : {}),
    // A request answered here (refused before its body is read) is counted under the route all the same.
    ...(onRequest
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            await onRequest.call(app, request, reply);
            if (!reply.sent) return;
            recorder.count(request.method, reply.statusCode);
            return reply;
          },
        }
      : {}),
  });
  const others = (app.supportedMethods as HTTPMethods[]).filter((m) => !allow.includes(m));
  const allowHeader = allow.join(', ');
  const config: MethodNotAllowed = { methodNotAllowed: true, allow: allowHeader };
  app.route({
    method: others,
    url,
    // Marks the registration as the 405 answer, for those who list the routes (onRoute), and for
    // the error handler, which answers 405 here too when a body could not be read (app.ts).
    config,
    handler: recorder.wrap((request, reply) =>
      pipeline.sendError(request, reply, methodNotAllowed(request.method, allowHeader)),
    ),
  });
}

/** The config of a route that answers 405. */
export interface MethodNotAllowed {
  methodNotAllowed: true;
  /** Its Allow header. */
  allow: string;
}

/** The 405 of `method` where `allow` lists the methods allowed. */
export function methodNotAllowed(method: string, allow: string): ApiError {
  return new ApiError('methodNotAllowed', { method, allow }, { allow });
}

export function getOnly(app: FastifyInstance, pipeline: Pipeline, url: string, handler: Handler): void {
  route(app, pipeline, url, ['GET'], handler);
}
