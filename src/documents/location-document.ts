// LocationResource: the answer of the location search, cities and locations in one ranked list,
// each record in the layout the cities or airports resource gives it (docs/decisions.md, 39), so
// that a client reads a suggestion as it reads the record it leads to.
import type { SearchEntry } from '../engine/location-search.js';
import { metaElement, type Link } from './meta.js';
import { AIRPORT_LAYOUT, CITY_LAYOUT, type RecordView } from './reference-documents.js';
import { el, list, type Element } from './tree.js';

export function locationDocument(entries: readonly SearchEntry[], view: RecordView, links: readonly Link[], totalCount: number): Element {
  return el(
    'LocationResource',
    el(
      'Locations',
      list(
        'Location',
        entries.map((e) => el('Location', e.kind === 'City' ? CITY_LAYOUT.record(e.city, view) : AIRPORT_LAYOUT.record(e.location, view))),
      ),
    ),
    metaElement(links, totalCount),
  );
}
