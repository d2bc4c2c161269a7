// Countries, airports, cities and aircraft (spec §4.3–4.6), each as a paged list and as single
// records, under both /v1/mds-references and /v1/references.
import type { FastifyInstance } from 'fastify';
import type { Dataset, Table } from '../../data/model.js';
import { href, pageLinks, type Link } from '../../documents/meta.js';
import type { LangCase } from '../../documents/names.js';
import {
  AIRCRAFT_LAYOUT,
  AIRPORT_LAYOUT,
  CITY_LAYOUT,
  COUNTRY_LAYOUT,
  referenceDocument,
  type ReferenceLayout,
} from '../../documents/reference-documents.js';
import { ApiError, type ErrorId } from '../errors.js';
import type { DocumentBuilder, Pipeline, RequestContext } from '../pipeline.js';
import { langParam, pageParams } from '../query.js';
import { getOnly } from './methods.js';

interface ReferenceResource<T extends { code: string }> {
  path: string;
  layout: ReferenceLayout<T>;
  table: (ds: Dataset) => Table<T>;
  code: RegExp;
  malformed: ErrorId;
  notFound: ErrorId;
  /** Templates of related resources, under /v1/references. */
  related: readonly string[];
}

interface ResourceRoutes {
  path: string;
  list(family: string, langCase: LangCase): DocumentBuilder;
  record(family: string, langCase: LangCase): DocumentBuilder;
}

function resource<T extends { code: string }>(r: ReferenceResource<T>): ResourceRoutes {
  return {
    path: r.path,
    list: (family, langCase) => listBuilder(r, family, langCase),
    record: (family, langCase) => recordBuilder(r, family, langCase),
  };
}

const RESOURCES = [
  resource({
    path: 'countries',
    layout: COUNTRY_LAYOUT,
    table: (ds) => ds.countries,
    code: /^[A-Za-z]{2}$/,
    malformed: 'countryCodeMalformed',
    notFound: 'countryNotFound',
    related: [],
  }),
  resource({
    path: 'airports',
    layout: AIRPORT_LAYOUT,
    table: (ds) => ds.locations,
    code: /^[A-Za-z]{3}$/,
    malformed: 'airportCodeMalformed',
    notFound: 'airportNotFound',
    related: ['cities/{cityCode}', 'countries/{countryCode}'],
  }),
  resource({
    path: 'cities',
    layout: CITY_LAYOUT,
    table: (ds) => ds.cities,
    code: /^[A-Za-z]{3}$/,
    malformed: 'cityCodeMalformed',
    notFound: 'cityNotFound',
    related: ['airports/{airportCode}', 'countries/{countryCode}'],
  }),
  resource({
    path: 'aircraft',
    layout: AIRCRAFT_LAYOUT,
    table: (ds) => ds.aircraft,
    code: /^[A-Za-z0-9]{3}$/,
    malformed: 'aircraftCodeMalformed',
    notFound: 'aircraftNotFound',
    related: [],
  }),
];

function relatedLinks(base: string, templates: readonly string[]): Link[] {
  // Templates stay unresolved ({cityCode}), as the spec's Meta rules allow.
  return templates.map((t) => ({ rel: 'related', href: `${base}/v1/references/${t}` }));
}

function listBuilder<T extends { code: string }>(r: ReferenceResource<T>, family: string, langCase: LangCase): DocumentBuilder {
  return (ctx: RequestContext) => {
    const lang = langParam(ctx.query);
    const page = pageParams(ctx.query);
    const all = r.table(ctx.dataset).list;
    const path = `/v1/${family}/${r.path}`;
    const links = [
      ...pageLinks(ctx.base, path, page, all.length, [['lang', lang]]),
      ...relatedLinks(ctx.base, r.related),
    ];
    const items = all.slice(page.offset, page.offset + page.limit);
    return referenceDocument(r.layout, items, { lang, langCase, nowMs: ctx.nowMs }, links, all.length);
  };
}

function recordBuilder<T extends { code: string }>(r: ReferenceResource<T>, family: string, langCase: LangCase): DocumentBuilder {
  return (ctx: RequestContext) => {
    const raw = ctx.params.code ?? '';
    if (!r.code.test(raw)) throw new ApiError(r.malformed, { code: JSON.stringify(raw.slice(0, 40)) });
    const code = raw.toUpperCase();
    const lang = langParam(ctx.query);
    const record = r.table(ctx.dataset).byCode.get(code);
    if (!record) throw new ApiError(r.notFound, { code });
    const links: Link[] = [
      { rel: 'self', href: href(ctx.base, `/v1/${family}/${r.path}/${code}`, [['lang', lang]]) },
      ...relatedLinks(ctx.base, r.related),
    ];
    return referenceDocument(r.layout, [record], { lang, langCase, nowMs: ctx.nowMs }, links);
  };
}

export function referenceRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  for (const family of ['mds-references', 'references'] as const) {
    // The original API writes language codes upper case under mds-references.
    const langCase: LangCase = family === 'mds-references' ? 'upper' : 'lower';
    for (const r of RESOURCES) {
      getOnly(app, pipeline, `/v1/${family}/${r.path}`, pipeline.handler(r.list(family, langCase)));
      getOnly(app, pipeline, `/v1/${family}/${r.path}/:code`, pipeline.handler(r.record(family, langCase)));
    }
  }
}
