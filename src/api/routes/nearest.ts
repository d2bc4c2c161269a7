// GET /v1/references/airports/nearest/{latitude},{longitude} (docs/api-rules.md, Nearest airports):
// the airports travellers fly from, or with allAirports=true every airport.
import type { FastifyInstance } from 'fastify';
import { nearestDocument } from '../../documents/nearest-document.js';
import { href } from '../../documents/meta.js';
import { parsePoint } from '../../domain/coordinates.js';
import { ApiError } from '../errors.js';
import type { Pipeline, RequestContext } from '../pipeline.js';
import { flagParam, langParam } from '../query.js';
import { getOnly } from './methods.js';

const RESULT_COUNT = 5;

function nearest(ctx: RequestContext) {
  const raw = ctx.params.coordinates ?? '';
  const point = parsePoint(raw);
  if (!point) throw new ApiError('coordinatesInvalid');
  const lang = langParam(ctx.query);
  const all = flagParam(ctx.query, 'allAirports') === true;
  const index = all ? ctx.served.nearest : ctx.served.nearestScheduled;
  const nearby = index.nearest(point.latitude, point.longitude, RESULT_COUNT);
  const self = href(ctx.base, `/v1/references/airports/nearest/${raw}`, [['lang', lang], ['allAirports', all ? 'true' : undefined]]);
  return nearestDocument(nearby, lang, [
    { rel: 'self', href: self },
    { rel: 'related', href: `${ctx.base}/v1/references/airports/{airportCode}` },
  ]);
}

export function nearestRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  getOnly(app, pipeline, '/v1/references/airports/nearest/:coordinates', pipeline.handler(nearest, ['lang', 'allAirports']));
  // Without coordinates the path would otherwise read as the airport code "nearest" (always a 400,
  // whatever the query).
  getOnly(app, pipeline, '/v1/references/airports/nearest', pipeline.handler(nearest));
}
