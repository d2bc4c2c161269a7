// The Fastify application: routes, and the handlers that turn whatever goes wrong into the
// documented error — never a stack trace.
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ApiError } from './errors.js';
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
    return503OnClosing: true,
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

  app.setNotFoundHandler((request, reply) =>
    pipeline.sendError(
      request,
      reply,
      new ApiError('pathNotFound', { path: JSON.stringify(request.url.split('?')[0]!.slice(0, 100)) }),
      negotiateFormat(request.headers.accept),
    ),
  );

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    const format = negotiateFormat(request.headers.accept);
    if (status >= 400 && status < 500) {
      const reason = status === 413 ? 'the request body is too large' : status === 415 ? 'unsupported content type' : 'the request could not be parsed';
      return pipeline.sendError(request, reply, new ApiError('requestMalformed', { reason }), format);
    }
    return pipeline.sendError(request, reply, error, format);
  });

  return app;
}
