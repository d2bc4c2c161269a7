// Unauthenticated service routes: a health check for load balancers and the error catalogue
// that every InfoURL points to.
import type { FastifyInstance } from 'fastify';
import { errorCatalogueMarkdown } from '../errors.js';
import type { Pipeline, Services } from '../pipeline.js';
import { getOnly } from './methods.js';

export function systemRoutes(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  getOnly(app, pipeline, '/health', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', dataset: services.datasets.current.dataset.info.version }),
  );
  const catalogue = errorCatalogueMarkdown();
  getOnly(app, pipeline, '/docs/errors', (_request, reply) =>
    reply.header('content-type', 'text/markdown; charset=utf-8').send(catalogue),
  );
}
