// Countries, airports, cities, aircraft and airlines (docs/api-rules.md, Paths and Paging), each as a paged list and as single
// records, under both /v1/mds-references and /v1/references.
import type { FastifyInstance } from 'fastify';
import type { Dataset, Location, Table } from '../../model/read-model.js';
import type { ServedDataset } from '../../engine/served-dataset.js';
import { href, pageLinks, type Link } from '../../documents/meta.js';
import type { LangCase } from '../../documents/names.js';
import {
  AIRCRAFT_LAYOUT,
  AIRLINE_LAYOUT,
  AIRPORT_LAYOUT,
  CITY_LAYOUT,
  COUNTRY_LAYOUT,
  referenceDocument,
  type ReferenceLayout,
} from '../../documents/reference-documents.js';
import { ApiError, type ErrorId } from '../errors.js';
import { AIRCRAFT_CODE, AIRLINE_CODE, AIRPORT_CODE, CITY_CODE, COUNTRY_CODE } from '../input-patterns.js';
import type { DocumentBuilder, Pipeline, RequestContext } from '../pipeline.js';
import { enumParam, flagParam, langParam, pageParams, type Query, type QueryName } from '../query.js';
import { getOnly } from './methods.js';
import { airportNotFound } from '../retired-airports.js';

/** The airlines behind the airports filters. */
export interface CarrierGroups {
  home: string;
  partners: readonly string[];
}

/** The records a list shows, and the query parameters that chose them (repeated in its links). */
interface Selection<T> {
  records: readonly T[];
  params: [string, string | undefined][];
}

interface ReferenceResource<T extends { code: string }> {
  path: string;
  layout: ReferenceLayout<T>;
  table: (ds: Dataset) => Table<T>;
  /** Narrows the list by query parameters (those of `filters`); the whole table when absent. */
  select?: (served: ServedDataset, query: Query, carriers: CarrierGroups) => Selection<T>;
  filters?: readonly QueryName[];
  code: RegExp;
  /** The record a well-formed, upper-cased code names; by default the table's record of that code. */
  find?: (ds: Dataset, code: string) => T | undefined;
  malformed: ErrorId;
  /** The error for a well-formed code the dataset lacks. */
  notFound: ErrorId | ((code: string, dataset: Dataset) => ApiError);
  /** Templates of related resources, under /v1/references. */
  related: readonly string[];
}

interface ResourceRoutes {
  path: string;
  /** The query parameters of its list. */
  listQuery: readonly QueryName[];
  list(family: string, langCase: LangCase, carriers: CarrierGroups): DocumentBuilder;
  record(family: string, langCase: LangCase): DocumentBuilder;
}

function resource<T extends { code: string }>(r: ReferenceResource<T>): ResourceRoutes {
  return {
    path: r.path,
    listQuery: ['lang', 'limit', 'offset', ...(r.filters ?? [])],
    list: (family, langCase, carriers) => listBuilder(r, family, langCase, carriers),
    record: (family, langCase) => recordBuilder(r, family, langCase),
  };
}

const RESOURCES = [
  resource({
    path: 'countries',
    layout: COUNTRY_LAYOUT,
    table: (ds) => ds.countries,
    code: COUNTRY_CODE,
    malformed: 'countryCodeMalformed',
    notFound: 'countryNotFound',
    related: [],
  }),
  resource({
    path: 'airports',
    layout: AIRPORT_LAYOUT,
    table: (ds) => ds.locations,
    select: selectAirports,
    filters: ['Carrieroperated', 'LHoperated', 'group'],
    code: AIRPORT_CODE,
    malformed: 'airportCodeMalformed',
    notFound: airportNotFound,
    related: ['cities/{cityCode}', 'countries/{countryCode}'],
  }),
  resource({
    path: 'cities',
    layout: CITY_LAYOUT,
    table: (ds) => ds.cities,
    code: CITY_CODE,
    malformed: 'cityCodeMalformed',
    notFound: 'cityNotFound',
    related: ['airports/{airportCode}', 'countries/{countryCode}'],
  }),
  resource({
    path: 'aircraft',
    layout: AIRCRAFT_LAYOUT,
    table: (ds) => ds.aircraft,
    code: AIRCRAFT_CODE,
    malformed: 'aircraftCodeMalformed',
    notFound: 'aircraftNotFound',
    related: [],
  }),
  resource({
    path: 'airlines',
    layout: AIRLINE_LAYOUT,
    table: (ds) => ds.airlines,
    code: AIRLINE_CODE,
    // Two characters are an IATA designator, three an ICAO one (docs/decisions.md, 36).
    find: (ds, code) => (code.length === 2 ? ds.airlines.byCode.get(code) : ds.airlinesByIcao.get(code)),
    malformed: 'airlineCodeMalformed',
    notFound: 'airlineNotFound',
    related: [],
  }),
];

/** Values of the airports list's `group` parameter. */
export const AIRPORT_GROUPS = ['CarrierOperated', 'LoyaltyProgram', 'AllAirports'] as const;

/** The original API's names of those groups, which its clients send. */
export const AIRPORT_GROUP_ALIASES: Readonly<Record<string, (typeof AIRPORT_GROUPS)[number]>> = {
  LHOperated: 'CarrierOperated',
  MilesAndMore: 'LoyaltyProgram',
};

/**
 * `Carrieroperated=1` (or its older name `LHoperated=1`) and `group` restrict the airports to
 * those the home carrier, or it and its partners, fly to. Given together, the narrower wins.
 */
function selectAirports(served: ServedDataset, query: Query, carriers: CarrierGroups): Selection<Location> {
  const carrierFlag = flagParam(query, 'Carrieroperated');
  const lhFlag = flagParam(query, 'LHoperated');
  const group = enumParam(query, 'group', AIRPORT_GROUPS, AIRPORT_GROUP_ALIASES);
  const params: [string, string | undefined][] = [
    ['Carrieroperated', carrierFlag === undefined ? undefined : carrierFlag ? '1' : '0'],
    ['LHoperated', lhFlag === undefined ? undefined : lhFlag ? '1' : '0'],
    ['group', group],
  ];
  if (carrierFlag || lhFlag || group === 'CarrierOperated') {
    return { records: served.servedLocations.servedBy([carriers.home]), params };
  }
  if (group === 'LoyaltyProgram') return { records: served.servedLocations.servedBy([carriers.home, ...carriers.partners]), params };
  return { records: served.dataset.locations.list, params };
}

function relatedLinks(base: string, templates: readonly string[]): Link[] {
  // Templates stay unresolved ({cityCode}), as the spec's Meta rules allow.
  return templates.map((t) => ({ rel: 'related', href: `${base}/v1/references/${t}` }));
}

function listBuilder<T extends { code: string }>(
  r: ReferenceResource<T>,
  family: string,
  langCase: LangCase,
  carriers: CarrierGroups,
): DocumentBuilder {
  return (ctx: RequestContext) => {
    const lang = langParam(ctx.query);
    const page = pageParams(ctx.query);
    const selection = r.select?.(ctx.served, ctx.query, carriers) ?? { records: r.table(ctx.served.dataset).list, params: [] };
    const all = selection.records;
    const path = `/v1/${family}/${r.path}`;
    const links = [
      ...pageLinks(ctx.base, path, page, all.length, [['lang', lang], ...selection.params]),
      ...relatedLinks(ctx.base, r.related),
    ];
    const items = all.slice(page.offset, page.offset + page.limit);
    return referenceDocument(r.layout, items, { lang, langCase, nowMs: ctx.nowMs }, links, all.length);
  };
}

function recordBuilder<T extends { code: string }>(r: ReferenceResource<T>, family: string, langCase: LangCase): DocumentBuilder {
  return (ctx: RequestContext) => {
    const raw = ctx.params.code ?? '';
    if (!r.code.test(raw)) throw new ApiError(r.malformed);
    const code = raw.toUpperCase();
    const lang = langParam(ctx.query);
    const record = r.find ? r.find(ctx.served.dataset, code) : r.table(ctx.served.dataset).byCode.get(code);
    if (!record) throw typeof r.notFound === 'function' ? r.notFound(code, ctx.served.dataset) : new ApiError(r.notFound, { code });
    const links: Link[] = [
      { rel: 'self', href: href(ctx.base, `/v1/${family}/${r.path}/${code}`, [['lang', lang]]) },
      ...relatedLinks(ctx.base, r.related),
    ];
    return referenceDocument(r.layout, [record], { lang, langCase, nowMs: ctx.nowMs }, links);
  };
}

export function referenceRoutes(app: FastifyInstance, pipeline: Pipeline, carriers: CarrierGroups): void {
  for (const family of ['mds-references', 'references'] as const) {
    // The original API writes language codes upper case under mds-references.
    const langCase: LangCase = family === 'mds-references' ? 'upper' : 'lower';
    for (const r of RESOURCES) {
      getOnly(app, pipeline, `/v1/${family}/${r.path}`, pipeline.handler(r.list(family, langCase, carriers), r.listQuery));
      getOnly(app, pipeline, `/v1/${family}/${r.path}/:code`, pipeline.handler(r.record(family, langCase), ['lang']));
    }
  }
}
