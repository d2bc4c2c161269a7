// The playground page at / and /playground, its scripts, style sheet and icon under /playground/
// (the icon also at /favicon.ico), unauthenticated. The page runs no inline code, so its Content-Security-Policy allows scripts,
// styles and requests from this origin only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAVICON_ASSET, type PlaygroundFiles } from '../playground/assets.js';
import { ApiError } from '../errors.js';
import type { Pipeline } from '../pipeline.js';
import { getOnly } from './methods.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// no-cache: revalidated with the ETag on every load, so a new build is seen at once.
const HEADERS = {
  'cache-control': 'no-cache',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export function playgroundRoutes(app: FastifyInstance, pipeline: Pipeline, files: PlaygroundFiles): void {
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!files.page) {
      const reason = 'the playground page is not built (run npm run build)';
      return pipeline.sendError(request, reply, new ApiError('unavailable', { reason }));
    }
    return pipeline.send(request, reply, files.page, HEADERS);
  };
  getOnly(app, pipeline, '/', page);
  getOnly(app, pipeline, '/playground', page);
  getOnly(app, pipeline, '/favicon.ico', (request: FastifyRequest, reply: FastifyReply) => {
    const icon = files.assets.get(FAVICON_ASSET);
    return icon ? pipeline.send(request, reply, icon, HEADERS) : pipeline.sendError(request, reply, new ApiError('pathNotFound'));
  });
  getOnly(app, pipeline, '/playground/:asset', (request: FastifyRequest, reply: FastifyReply) => {
    const name = (request.params as { asset?: string }).asset ?? '';
    const file = files.assets.get(name);
    if (!file) {
      return pipeline.sendError(request, reply, new ApiError('pathNotFound'));
    }
    return pipeline.send(request, reply, file, HEADERS);
  });
}
