import { elAttrs, leaf, list, type Element } from './tree.js';

export const LAYOUT_VERSION = '1.0.0';

export interface Link {
  rel: 'self' | 'next' | 'last' | 'related' | 'alternate' | 'previousRange' | 'nextRange';
  href: string;
}

/**
 * With `simulated`, Meta says so as `Simulated="true"` beside its Version: the documented place of
 * an answer holding a sandbox client's simulated data (docs/testing-apps.md), as the
 * Skyref-Simulated header is its place among the headers.
 */
export function metaElement(links: readonly Link[], totalCount?: number, simulated = false): Element {
  return elAttrs(
    'Meta',
    simulated ? { Version: LAYOUT_VERSION, Simulated: true } : { Version: LAYOUT_VERSION },
    list('Link', links.map((l) => elAttrs('Link', { Href: l.href, Rel: l.rel }))),
    totalCount !== undefined && leaf('TotalCount', totalCount),
  );
}

/** `path?k=v&...` with the parameters that are set, in the order given. */
export function href(base: string, path: string, params: readonly (readonly [string, string | number | undefined])[] = []): string {
  const query = params
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return base + path + (query ? '?' + query : '');
}

export interface Page {
  limit: number;
  offset: number;
}

/** self, next (unless on the last page) and last links of a paged list. */
export function pageLinks(
  base: string,
  path: string,
  page: Page,
  total: number,
  extra: readonly (readonly [string, string | undefined])[],
): Link[] {
  const at = (offset: number) => href(base, path, [['limit', page.limit], ['offset', offset], ...extra]);
  const lastOffset = total === 0 ? 0 : Math.floor((total - 1) / page.limit) * page.limit;
  const links: Link[] = [{ rel: 'self', href: at(page.offset) }];
  if (page.offset + page.limit < total) links.push({ rel: 'next', href: at(page.offset + page.limit) });
  links.push({ rel: 'last', href: at(lastOffset) });
  return links;
}
