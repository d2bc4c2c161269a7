// NearestAirportResource (docs/api-rules.md, Nearest airports): the airports of AirportResource without offset and zone,
// with the distance from the point.
import type { Names } from '../model/read-model.js';
import type { NearbyAirport } from '../engine/nearest-index.js';
import { metaElement, type Link } from './meta.js';
import { selectNames } from './names.js';
import { airportHead } from './reference-documents.js';
import { el, leaf, list } from './tree.js';

const ALWAYS = ['de', 'en', 'es', 'fr', 'it'];

/**
 * de, en, es, fr and it always (the English name where there is no translation), every other
 * name the airport has, and `xx`, the source's own name.
 */
export function nearestNames(names: Names): Names {
  const own = new Map(names);
  const english = own.get('en') ?? names[0]?.[1] ?? '';
  const out = new Map<string, string>(ALWAYS.map((lang) => [lang, own.get(lang) ?? english]));
  for (const [lang, text] of names) if (!out.has(lang)) out.set(lang, text);
  out.set('xx', english);
  return [...out].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

export function nearestDocument(nearby: readonly NearbyAirport[], lang: string | undefined, links: readonly Link[]) {
  return el(
    'NearestAirportResource',
    el(
      'Airports',
      list(
        'Airport',
        nearby.map(({ airport: a, distanceKm }) =>
          el(
            'Airport',
            ...airportHead(a, lang ? selectNames(a.names, lang) : nearestNames(a.names), 'lower'),
            el('Distance', leaf('Value', Math.round(distanceKm)), leaf('UOM', 'KM')),
          ),
        ),
      ),
    ),
    metaElement(links),
  );
}
