// The coastlines and borders of the playground's map, as SVG path data in the map's own
// coordinates (x is longitude, y is minus latitude, in degrees): Natural Earth's 1:110m land and
// country borders from the world-atlas package, decoded with topojson-client once at start and
// served beside the page, so the browser draws them without a library and nothing leaves the host.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Geometry, MultiLineString, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

function topology(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology;
}

/** Rounded to 0.01° (about a kilometre): the 110m data holds nothing finer. */
const at = ([lon, lat]: Position) => `${Math.round(lon! * 100) / 100} ${Math.round(-lat! * 100) / 100}`;

/**
 * A ring or line that crosses the antimeridian (Chukotka, Fiji) jumps from 180° to -180° between two
 * points, which drew a line across the whole map. Its longitudes are made continuous (past 180° or
 * -180°), and it is drawn again a world to the other side: the map shows -180° to 180°, each copy
 * the part on its side. A ring round a pole, which ends a world away from its start, is left as it is.
 */
export function unwrappedRings(ring: readonly Position[]): Position[][] {
  let shift = 0;
  const unwrapped = ring.map(([lon, lat], i) => {
    const previous = ring[i - 1];
    if (previous) {
      const step = lon! - previous[0]!;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return [lon! + shift, lat!];
  });
  // A ring round a pole (Antarctica) ends a world away from where it started: it is drawn as it is.
  if (shift !== 0) return [[...ring]];
  const lons = unwrapped.map(([lon]) => lon!);
  const copies: Position[][] = [unwrapped];
  if (Math.max(...lons) > 180) copies.push(unwrapped.map(([lon, lat]) => [lon! - 360, lat!]));
  if (Math.min(...lons) < -180) copies.push(unwrapped.map(([lon, lat]) => [lon! + 360, lat!]));
  return copies;
}

function ringPath(ring: readonly Position[], close: boolean): string {
  return unwrappedRings(ring)
    .map((r) => `M${r.map(at).join('L')}${close ? 'Z' : ''}`)
    .join('');
}

function geometryPath(geometry: Geometry): string {
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.map((r) => ringPath(r, true)).join('');
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((p) => p.map((r) => ringPath(r, true))).join('');
    case 'MultiLineString':
      return geometry.coordinates.map((l) => ringPath(l, false)).join('');
    case 'LineString':
      return ringPath(geometry.coordinates, false);
    case 'GeometryCollection':
      return geometry.geometries.map(geometryPath).join('');
    default:
      return '';
  }
}

/** `{ land, borders }`: path data of the land masses and of the borders between countries. */
export function worldOutline(): { land: string; borders: string } {
  const land = topology('land-110m.json');
  const countries = topology('countries-110m.json');
  const landFeatures = feature(land, land.objects.land!);
  const landPath = 'features' in landFeatures ? landFeatures.features.map((f) => geometryPath(f.geometry)).join('') : geometryPath(landFeatures.geometry);
  // Borders shared by two countries only: coastlines are the land's.
  const borders: MultiLineString = mesh(countries, countries.objects.countries as never, (a, b) => a !== b);
  return { land: landPath, borders: geometryPath(borders) };
}
