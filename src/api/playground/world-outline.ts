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

function ringPath(ring: readonly Position[], close: boolean): string {
  return `M${ring.map(at).join('L')}${close ? 'Z' : ''}`;
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
