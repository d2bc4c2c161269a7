// GET /openapi.json and /openapi.yaml: the description, unauthenticated. Built on the first
// request of each UTC day, because the schedule example's date moves with today.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'yaml';
import { utcDayOf } from '../../domain/flight-dates.js';
import { projectVersion } from '../../install-paths.js';
import { openApiDocument } from '../openapi/document.js';
import type { Pipeline, Services } from '../pipeline.js';
import { cachedResponse, type CachedResponse } from '../response-cache.js';
import { getOnly } from './methods.js';

// Tools and other origins may read the description; it holds nothing secret.
const HEADERS = { 'cache-control': 'no-cache', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };

interface Rendered {
  day: number;
  json: CachedResponse;
  yaml: CachedResponse;
}

export function openApiRoutes(app: FastifyInstance, pipeline: Pipeline, services: Services, assets: readonly string[]): void {
  const version = projectVersion();
  let rendered: Rendered | undefined;
  const current = (): Rendered => {
    const nowMs = services.config.clock.now();
    const day = utcDayOf(nowMs);
    if (rendered?.day !== day) {
      const doc = openApiDocument({ version, publicUrl: services.config.publicUrl, nowMs, assets });
      rendered = {
        day,
        json: cachedResponse(200, JSON.stringify(doc), 'application/json; charset=utf-8'),
        // Shared parts (a parameter used by two paths) are written out again, not as YAML aliases.
        yaml: cachedResponse(200, stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }), 'application/yaml; charset=utf-8'),
      };
    }
    return rendered;
  };
  getOnly(app, pipeline, '/openapi.json', (request: FastifyRequest, reply: FastifyReply) => pipeline.send(request, reply, current().json, HEADERS));
  getOnly(app, pipeline, '/openapi.yaml', (request: FastifyRequest, reply: FastifyReply) => pipeline.send(request, reply, current().yaml, HEADERS));
}
