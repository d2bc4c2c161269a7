// The Fastify application: its options, the routes, and the handlers of error-handlers.ts that
// turn whatever goes wrong into the documented error.
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { METHODS, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AccessLog } from './access-log.js';
import { registerCors } from './cors.js';
import { answerConnect, answerExpectation, BODY_LIMIT, clientErrorHandler, frameworkErrorHandler, MAX_PARAM_LENGTH, setErrorHandlers } from './error-handlers.js';
import { Pipeline, type Services } from './pipeline.js';
import type { RequestTracing } from './tracing.js';
import { loadPlaygroundFiles } from './playground/assets.js';
import { airportRouteRoutes } from './routes/airport-routes.js';
import { alertRoutes } from './routes/alerts.js';
import { flightStatusRoutes } from './routes/flight-status.js';
import { locationRoutes } from './routes/locations.js';
import { mcpRoute } from './routes/mcp.js';
import { nearestRoutes } from './routes/nearest.js';
import { openApiRoutes } from './routes/openapi.js';
import { playgroundRoutes } from './routes/playground.js';
import { referenceRoutes } from './routes/references.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';
import { scheduleRoutes } from './routes/schedules.js';
import { seatMapRoutes } from './routes/seat-maps.js';
import { seatRoutes } from './routes/seats.js';
import { systemRoutes } from './routes/system.js';
import { tokenRoute } from './routes/token.js';

const SECRET_PARAMS = /([?&](?:client_secret|access_token|token|password)=)[^&]*/gi;

/** The URL as logged: credentials that a careless client put in the query string are masked. */
function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

/**
 * Every method Node's parser takes: those Fastify does not route by itself (PURGE, LINK…) are added,
 * so that each gets the 405 or 404 that GET and PUT get. CONNECT never reaches the router (see
 * error-handlers.ts).
 */
const ROUTED_METHODS = METHODS.filter((m) => m !== 'CONNECT');

/** Where a request's id is kept on Node's request between the server's 'request' event and Fastify's genReqId. */
const REQUEST_ID = Symbol('skyref.requestId');
type IdentifiedMessage = IncomingMessage & { [REQUEST_ID]?: string };

/**
 * Gives every request its id (request-id.ts) and every answer its X-Request-Id, before Fastify
 * sees the request: a header set on Node's response is merged into whatever Fastify writes, so
 * errors, refusals and 404s carry it too, at the cost of no hook (decision 85).
 */
function identifyRequests(app: FastifyInstance): void {
  app.server.prependListener('request', (request: IdentifiedMessage, response: ServerResponse) => {
    const id = requestIdOf(request.headers);
    request[REQUEST_ID] = id;
    response.setHeader(REQUEST_ID_HEADER, id);
  });
}

/**
 * Answers a request whose client closed its side right after sending it (`socket.end(request)`):
 * a request is framed by its own length, never by the connection, and a half-close does not say
 * the client lost interest (the note added to RFC 9112 for httpwg/http-core#22). Node's server
 * keeps the socket open for writing on a FIN (`allowHalfOpen`), but unless `httpAllowHalfOpen` is
 * set it drops the requests in flight and ends the socket, so only an answer written before Node
 * read the FIN went out. With it set, the last response is marked as such and the connection ends
 * once it is written. The property is undocumented; Node kept it when it
 * considered removing it (nodejs/node#36819) because libraries rely on it, and
 * test/server/half-closed.test.ts fails if it ever stops working.
 */
function answerHalfClosed(server: Server): void {
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
}

/**
 * `tracing` (tracing.ts): its plugin registered before every route so that each is traced, its
 * spans flushed when the application closes (after the drain).
 */
export function buildApp(services: Services, logger: FastifyServerOptions['logger'] = false, tracing?: RequestTracing): FastifyInstance {
  const pipeline = new Pipeline(services);
  const accessLog = new AccessLog();
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
    // Fastify's own lines are off; the access log (access-log.ts) is the one line per request.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    // The id identifyRequests gave (request-id.ts); Fastify 5 reads no header unless told.
    requestIdHeader: false,
    genReqId: (request: IdentifiedMessage) => request[REQUEST_ID] ?? requestIdOf(request.headers),
    bodyLimit: BODY_LIMIT,
    // While the server drains, a request arriving on a connection that is still open is answered
    // (with Connection: close) rather than refused with a 503: see docs/decisions.md, 20.
    return503OnClosing: false,
    // Behind the configured proxies, request.ip is the client's (the token endpoint throttles by it).
    // With SKYREF_TRUST_PROXY and no list of proxies, every peer is one (link-base.ts).
    ...(services.config.trustedProxies.length > 0
      ? { trustProxy: services.config.trustedProxies }
      : services.config.trustProxy
        ? { trustProxy: true }
        : {}),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler(pipeline, services.metrics, accessLog),
    clientErrorHandler: clientErrorHandler(pipeline),
  });
  for (const method of ROUTED_METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
  identifyRequests(app);
  answerHalfClosed(app.server);
  accessLog.register(app, logger !== false && services.config.accessLog);
  answerConnect(app, pipeline);
  answerExpectation(app, pipeline);
  const playground = loadPlaygroundFiles();
  services.datasets.onSwap(() => services.cache.clear());

  if (tracing) {
    app.register(tracing.plugin);
    app.addHook('onClose', () => tracing.shutdown());
  }
  registerCors(app, services.config.corsOrigins);
  app.register(formbody);
  // Any other body is kept as text so the token endpoint can answer with its own error.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.register(async (scope) => {
    tokenRoute(scope, pipeline, services);
    referenceRoutes(scope, pipeline, { home: services.config.homeCarrier, partners: services.config.partnerCarriers });
    locationRoutes(scope, pipeline);
    nearestRoutes(scope, pipeline);
    airportRouteRoutes(scope, pipeline);
    seatRoutes(scope, pipeline);
    scheduleRoutes(scope, pipeline);
    flightStatusRoutes(scope, pipeline, services.config.flightStatusWindow);
    seatMapRoutes(scope, pipeline);
    systemRoutes(scope, pipeline, services);
    mcpRoute(scope, pipeline, services);
    alertRoutes(scope, pipeline, services);
    openApiRoutes(scope, pipeline, services, [...playground.assets.keys()]);
    playgroundRoutes(scope, pipeline, playground);
  });

  setErrorHandlers(app, pipeline, services.metrics);

  return app;
}

