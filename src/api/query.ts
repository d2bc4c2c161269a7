// Parsing and validating the query parameters shared by the reference endpoints.
import type { Page } from '../documents/meta.js';
import { ApiError } from './errors.js';
import { foldText } from '../domain/text-folding.js';
import { SEARCH_TYPES, type SearchType } from '../engine/location-search.js';
import { FLAG_FALSE, FLAG_TRUE, LANGUAGE_CODE, SEARCH_TEXT_MAX, SEARCH_TYPE_LIST, WHOLE_NUMBER } from './input-patterns.js';
import { isLanguageCode } from '../domain/language-codes.js';

export type Query = Record<string, string | string[] | undefined>;

/**
 * Every query parameter an operation reads. A route names those of its own when it is registered
 * (`Pipeline.handler`); its documents see only them, and any other parameter is ignored.
 */
export const QUERY_NAMES = [
  'lang',
  'limit',
  'offset',
  'Carrieroperated',
  'LHoperated',
  'group',
  'directFlights',
  'includeCodeshares',
  'listing',
  'utc',
  'q',
  'type',
  'fromDate',
  'toDate',
  'allAirports',
  'serviceType',
] as const;

export type QueryName = (typeof QUERY_NAMES)[number];

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** One value of a parameter; repeating it is an error rather than a silent pick. */
export function single(query: Query, name: string): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) throw new ApiError('parameterRepeated', { name });
  return v;
}

/** `lang` as a lower-case 2-letter code, or undefined. */
export function langParam(query: Query): string | undefined {
  const raw = single(query, 'lang');
  if (raw === undefined) return undefined;
  const code = raw.toLowerCase();
  if (!LANGUAGE_CODE.test(raw) || !isLanguageCode(code)) throw new ApiError('langInvalid');
  return code;
}

export function pageParams(query: Query): Page {
  const rawLimit = single(query, 'limit');
  const rawOffset = single(query, 'offset');
  let limit = DEFAULT_LIMIT;
  let offset = 0;
  if (rawLimit !== undefined) {
    if (!WHOLE_NUMBER.test(rawLimit) || Number(rawLimit) < 1) throw new ApiError('limitInvalid');
    limit = Math.min(Number(rawLimit), MAX_LIMIT);
  }
  if (rawOffset !== undefined) {
    if (!WHOLE_NUMBER.test(rawOffset)) throw new ApiError('offsetInvalid');
    offset = Number(rawOffset);
  }
  return { limit, offset };
}

/** A boolean flag written 0/1 (or true/false); undefined when absent. */
export function flagParam(query: Query, name: string): boolean | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const v = raw.toLowerCase();
  if ((FLAG_TRUE as readonly string[]).includes(v)) return true;
  if ((FLAG_FALSE as readonly string[]).includes(v)) return false;
  throw new ApiError('parameterInvalid', { name, expected: '0, 1, true or false' });
}

/** One of `values` in any case, or one of their other spellings (`aliases`: spelling → value). */
export function enumParam<T extends string>(
  query: Query,
  name: string,
  values: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): T | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  const match = values.find((v) => v.toLowerCase() === lower) ?? Object.entries(aliases).find(([alias]) => alias.toLowerCase() === lower)?.[1];
  if (!match) throw new ApiError('parameterInvalid', { name, expected: `one of ${[...values, ...Object.keys(aliases)].join(', ')}` });
  return match;
}

/** The search text `q`: required, at most SEARCH_TEXT_MAX characters, some letter or digit. */
export function searchTextParam(query: Query): string {
  const raw = single(query, 'q');
  if (raw === undefined || raw.length > SEARCH_TEXT_MAX || foldText(raw) === '') throw new ApiError('searchTextInvalid');
  return raw;
}

/** `type`: the search types listed (comma-separated, any case, in their canonical spelling), or undefined. */
export function searchTypesParam(query: Query): SearchType[] | undefined {
  const raw = single(query, 'type');
  if (raw === undefined) return undefined;
  if (!SEARCH_TYPE_LIST.test(raw)) {
    throw new ApiError('parameterInvalid', { name: 'type', expected: `a comma-separated list of ${SEARCH_TYPES.join(', ')}` });
  }
  const asked = new Set(raw.toLowerCase().split(','));
  return SEARCH_TYPES.filter((t) => asked.has(t.toLowerCase()));
}
