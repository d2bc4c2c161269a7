// NearestAirportResource (docs/api-rules.md, Nearest airports): the airports of AirportResource without offset and zone,
// with the distance from the point; their names as in every reference document, each under the
// language it is in.
import type { NearbyAirport } from '../engine/nearest-index.js';
import { metaElement, type Link } from './meta.js';
import { selectNames } from './names.js';
import { airportHead } from './reference-documents.js';
import { el, leaf, list } from './tree.js';

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
            ...airportHead(a, selectNames(a.names, lang), 'lower'),
            el('Distance', leaf('Value', Math.round(distanceKm)), leaf('UOM', 'KM')),
          ),
        ),
      ),
    ),
    metaElement(links),
  );
}
