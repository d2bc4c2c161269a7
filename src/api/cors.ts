// Cross-origin calls from browser pages (docs/api-rules.md, Browsers), by @fastify/cors when
// SKYREF_CORS_ORIGINS names origins. A preflight (OPTIONS with Origin and
// Access-Control-Request-Method) is answered 204 before authentication, since browsers send it
// without the Authorization header; any other OPTIONS keeps its 405 with Allow.
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** What a page's script may read of an answer besides the safelisted headers. */
// Skyref-Simulated: a browser app under test reads that its answer is simulated (docs/testing-apps.md).
const EXPOSED_HEADERS = ['ETag', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'WWW-Authenticate', 'Skyref-Simulated', 'X-Request-Id'];

/** Registers CORS on `app` when origins are configured; without them, nothing is added to any request. */
export function registerCors(app: FastifyInstance, origins: Config['corsOrigins']): void {
  if (origins === undefined) return;
  const enabled: FastifyCorsOptions = {
    origin: origins === '*' ? '*' : [...origins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Accept'],
    exposedHeaders: EXPOSED_HEADERS,
    // Bearer tokens, not cookies: a page never needs the browser's credentials.
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  };
  const notPreflight: FastifyCorsOptions = { origin: false };
  const isPreflight = (request: FastifyRequest) =>
    request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;
  app.register(cors, {
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) =>
      callback(null, request.method === 'OPTIONS' && !isPreflight(request) ? notPreflight : enabled),
  } as FastifyCorsOptions);
}
