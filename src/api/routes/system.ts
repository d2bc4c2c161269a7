// Unauthenticated service routes: liveness and readiness checks for load balancers and
// orchestrators, and the error catalogue that every InfoURL points to. The Prometheus metrics are
// not here: they have a listener of their own (metrics-listener.ts, decision 59).
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PAGE_POLICY, errorCataloguePage } from '../error-catalogue-page.js';
import { errorCatalogueMarkdown } from '../errors.js';
import type { Pipeline, Services } from '../pipeline.js';
import { getOnly } from './methods.js';

export function systemRoutes(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  // Alive: 200 for as long as the process answers at all, draining or not.
  getOnly(app, pipeline, '/health', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', dataset: services.datasets.current.dataset.info.version }),
  );
  // Wants traffic: 503 from the moment the server starts draining (and before it is ready), and
  // while a fault lasts.
  getOnly(app, pipeline, '/ready', (_request, reply) => {
    const { state, reasons } = services.readiness;
    reply.header('cache-control', 'no-store');
    if (state !== 'ready') return reply.code(503).send({ status: state });
    if (reasons.length > 0) return reply.code(503).send({ status: 'unavailable', reasons });
    return reply.send({ status: state, dataset: services.datasets.current.dataset.info.version });
  });
  // A page for browsers, which InfoURLs are opened in; the Markdown of docs/errors.md when asked for.
  const markdown = errorCatalogueMarkdown();
  const page = errorCataloguePage();
  getOnly(app, pipeline, '/docs/errors', (request, reply) => {
    reply.header('vary', 'Accept');
    if (/\btext\/markdown\b/i.test(request.headers.accept ?? '')) return reply.header('content-type', 'text/markdown; charset=utf-8').send(markdown);
    return reply
      .headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CATALOGUE_PAGE_POLICY, 'x-content-type-options': 'nosniff' })
      .send(page);
  });
}
