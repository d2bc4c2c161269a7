// The airports nearest a point: a static kd-tree over every airport of a dataset (kdbush), searched
// on the sphere (geokdbush), so a query visits a few tree nodes instead of every airport, and
// handles the poles and the antimeridian.
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { Location } from '../model/read-model.js';
import { greatCircleKm } from '../domain/geo.js';

export interface NearbyAirport {
  airport: Location;
  distanceKm: number;
}

// Extra candidates so that airports tied in distance with the last one are all seen and can be
// ordered by code.
const TIE_MARGIN = 4;

export class NearestIndex {
  private readonly index: KDBush;

  constructor(private readonly airports: readonly Location[]) {
    this.index = new KDBush(Math.max(1, airports.length));
    for (const a of airports) this.index.add(a.longitude, a.latitude);
    if (airports.length === 0) this.index.add(0, 0);
    this.index.finish();
  }

  get size(): number {
    return this.airports.length;
  }

  /** The `count` airports closest to the point, by great-circle distance, ties by code. */
  nearest(latitude: number, longitude: number, count: number): NearbyAirport[] {
    if (this.airports.length === 0) return [];
    return around(this.index, longitude, latitude, count + TIE_MARGIN)
      .map((id) => {
        const airport = this.airports[id]!;
        return { airport, distanceKm: greatCircleKm(latitude, longitude, airport.latitude, airport.longitude) };
      })
      .sort((a, b) => a.distanceKm - b.distanceKm || (a.airport.code < b.airport.code ? -1 : 1))
      .slice(0, count);
  }
}
