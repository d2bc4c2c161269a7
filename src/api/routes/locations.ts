// GET /v1/{references,mds-references}/locations?q=…: the location search (autocomplete), a
// ranked, paged list of cities and locations in their reference layouts.
import type { FastifyInstance } from 'fastify';
import { ALL_TYPES, typeMask } from '../../engine/location-search.js';
import { locationDocument } from '../../documents/location-document.js';
import { pageLinks } from '../../documents/meta.js';
import type { LangCase } from '../../documents/names.js';
import type { DocumentBuilder, Pipeline, RequestContext } from '../pipeline.js';
import { langParam, pageParams, searchTextParam, searchTypesParam } from '../query.js';
import { getOnly } from './methods.js';

function locationSearch(family: string, langCase: LangCase): DocumentBuilder {
  return (ctx: RequestContext) => {
    const q = searchTextParam(ctx.query);
    const lang = langParam(ctx.query);
    const types = searchTypesParam(ctx.query);
    const page = pageParams(ctx.query);
    const { total, entries } = ctx.served.locationSearch.search(q, types ? typeMask(types) : ALL_TYPES, page.offset, page.limit);
    const links = [
      ...pageLinks(ctx.base, `/v1/${family}/locations`, page, total, [['q', q], ['lang', lang], ['type', types?.join(',')]]),
      { rel: 'related' as const, href: `${ctx.base}/v1/references/cities/{cityCode}` },
      { rel: 'related' as const, href: `${ctx.base}/v1/references/airports/{airportCode}` },
    ];
    return locationDocument(entries, { lang, langCase, nowMs: ctx.nowMs }, links, total);
  };
}

export function locationRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  for (const family of ['mds-references', 'references'] as const) {
    const langCase: LangCase = family === 'mds-references' ? 'upper' : 'lower';
    getOnly(app, pipeline, `/v1/${family}/locations`, pipeline.handler(locationSearch(family, langCase), ['q', 'lang', 'type', 'limit', 'offset']));
  }
}
