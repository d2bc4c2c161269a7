// RouteResource: the airports served non-stop from one airport, or from the airports of a city,
// over a period (docs/decisions.md, 33). Airports are written as the reference resources write them
// (codes, then Names by the lang rule), airlines as the schedules write them (AirlineID), dates as
// a schedule's DatePeriod. From a city, the Origin is the city and each Route names its airport.
// Paged as every list: the routes given are the page, `totalCount` counts them all.
import type { City, Location } from '../model/read-model.js';
import type { AirportRoute } from '../engine/airport-routes.js';
import { isoFromDay } from '../domain/flight-dates.js';
import { metaElement, type Link } from './meta.js';
import { namesElement, selectNames } from './names.js';
import { el, leaf, list, type Element } from './tree.js';

export interface RoutePeriod {
  /** Local dates at the origin (epoch days), both included. */
  first: number;
  last: number;
}

/** An airport by its code, with its city, country and names when the reference data knows it. */
function airportSummary(name: string, code: string, airport: Location | undefined, lang: string | undefined): Element {
  return el(
    name,
    leaf('AirportCode', code),
    airport && leaf('CityCode', airport.cityCode),
    airport && leaf('CountryCode', airport.countryCode),
    airport && namesElement(selectNames(airport.names, lang), 'lower'),
  );
}

function airlines(name: string, codes: readonly string[]): Element {
  return el(name, list('AirlineID', codes.map((code) => leaf('AirlineID', code))));
}

/** Where the routes start: an airport, or a city (whose routes each name their airport in `from`). */
export type RouteOrigin = { airport: Location } | { city: City };

function originElement(origin: RouteOrigin, lang: string | undefined): Element {
  if ('airport' in origin) return airportSummary('Origin', origin.airport.code, origin.airport, lang);
  const { city } = origin;
  return el('Origin', leaf('CityCode', city.code), leaf('CountryCode', city.countryCode), namesElement(selectNames(city.names, lang), 'lower'));
}

export function routeDocument(
  origin: RouteOrigin,
  routes: readonly (AirportRoute & { from?: string })[],
  airportOf: (code: string) => Location | undefined,
  period: RoutePeriod,
  lang: string | undefined,
  links: readonly Link[],
  totalCount: number,
): Element {
  return el(
    'RouteResource',
    originElement(origin, lang),
    el('DatePeriod', leaf('Effective', isoFromDay(period.first)), leaf('Expiration', isoFromDay(period.last))),
    el(
      'Routes',
      list(
        'Route',
        routes.map((r) =>
          el(
            'Route',
            r.from !== undefined && airportSummary('Origin', r.from, airportOf(r.from), lang),
            airportSummary('Destination', r.destination, airportOf(r.destination), lang),
            airlines('MarketingCarriers', r.marketing),
            airlines('OperatingCarriers', r.operating),
            leaf('DepartureQuantity', r.departures),
          ),
        ),
      ),
    ),
    metaElement(links, totalCount),
  );
}
