// The Fastify application: routes, and the handlers that turn whatever goes wrong into the
// documented error — never a stack trace.
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiError } from './errors.js';
import { UNMATCHED_ROUTE } from './metrics.js';
import { negotiateFormat } from './negotiate.js';
import { Pipeline, type Services } from './pipeline.js';
import { loadPlaygroundFiles } from './playground/assets.js';
import { nearestRoutes } from './routes/nearest.js';
import { openApiRoutes } from './routes/openapi.js';
import { playgroundRoutes } from './routes/playground.js';
import { referenceRoutes } from './routes/references.js';
import { scheduleRoutes } from './routes/schedules.js';
import { seatRoutes } from './routes/seats.js';
import { systemRoutes } from './routes/system.js';
import { tokenRoute } from './routes/token.js';

const SECRET_PARAMS = /([?&](?:client_secret|access_token|token|password)=)[^&]*/gi;

/** The URL as logged: credentials that a careless client put in the query string are masked. */
function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

export function buildApp(services: Services, logger: FastifyServerOptions['logger'] = false): FastifyInstance {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(typeof logger === 'object' ? logger : {}),
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: loggableUrl(req.url), ip: req.ip }),
            },
          },
    // Per-request log lines would cost more than a reference lookup; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
    // While the server drains, a request arriving on a connection that is still open is answered
    // (with Connection: close) rather than refused with a 503: see docs/decisions.md, 20.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 256 },
  });
  const pipeline = new Pipeline(services);
  const playground = loadPlaygroundFiles();
  services.datasets.onSwap(() => services.cache.clear());

  app.register(formbody);
  // Any other body is kept as text so the token endpoint can answer with its own error.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.register(async (scope) => {
    tokenRoute(scope, pipeline, services);
    referenceRoutes(scope, pipeline, { home: services.config.homeCarrier, partners: services.config.partnerCarriers });
    nearestRoutes(scope, pipeline);
    seatRoutes(scope, pipeline);
    scheduleRoutes(scope, pipeline);
    systemRoutes(scope, pipeline, services);
    openApiRoutes(scope, pipeline, services, [...playground.assets.keys()]);
    playgroundRoutes(scope, pipeline, playground);
  });

  // Counted under one route label, never the URL asked for, so that scanners cannot grow the metrics.
  app.setNotFoundHandler(
    services.metrics.route(UNMATCHED_ROUTE).wrap((request, reply) =>
      pipeline.sendError(
        request,
        reply,
        new ApiError('pathNotFound', { path: JSON.stringify(request.url.split('?')[0]!.slice(0, 100)) }),
        negotiateFormat(request.headers.accept),
      ),
    ),
  );

  // Errors thrown by a handler, or before it ran (a body that could not be parsed). The handler's
  // wrapper (routes/methods.ts) timed the request if it ran; it is counted here, with the status
  // answered. This path is rare, so the route's pattern is read from routeOptions.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    const format = negotiateFormat(request.headers.accept);
    if (status >= 400 && status < 500) {
      const reason = status === 413 ? 'the request body is too large' : status === 415 ? 'unsupported content type' : 'the request could not be parsed';
      pipeline.sendError(request, reply, new ApiError('requestMalformed', { reason }), format);
    } else {
      pipeline.sendError(request, reply, error, format);
    }
    services.metrics.route(request.routeOptions.url ?? UNMATCHED_ROUTE).count(request.method, reply.statusCode);
    return reply;
  });

  return app;
}
