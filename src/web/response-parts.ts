// What the page reads out of a response body besides showing it: the Meta links, the
// ProcessingError, the airports of a nearest-airports answer (for the map), and the journeys of a
// schedules or flight-status answer (for the table).
import { journeysOf, xmlObject, type Journey } from './journeys.js';

export interface ResponseLink {
  rel: string;
  href: string;
}

export interface AirportPoint {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  distanceKm: number | undefined;
}

export interface ParsedBody {
  links: ResponseLink[];
  error: string | undefined;
  airports: AirportPoint[];
  journeys: Journey[];
}

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function fromJson(root: unknown): ParsedBody {
  const links: ResponseLink[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) {
      if (typeof v['@Href'] === 'string' && typeof v['@Rel'] === 'string') links.push({ rel: v['@Rel'], href: v['@Href'] });
      else Object.values(v).forEach(walk);
    }
  };
  walk(root);
  let error: string | undefined;
  const pe = isObject(root) && isObject(root.ProcessingErrors) ? root.ProcessingErrors.ProcessingError : undefined;
  const first = asArray(pe)[0];
  if (isObject(first)) error = `${String(first.Code)} ${String(first.Type)}: ${String(first.Description)}`;
  const airports: AirportPoint[] = [];
  const nearest = isObject(root) && isObject(root.NearestAirportResource) ? root.NearestAirportResource : undefined;
  for (const a of asArray(isObject(nearest?.Airports) ? nearest.Airports.Airport : undefined)) {
    if (!isObject(a) || !isObject(a.Position) || !isObject(a.Position.Coordinate)) continue;
    const names = asArray(isObject(a.Names) ? a.Names.Name : undefined).filter(isObject);
    const name = names.find((n) => n['@LanguageCode'] === 'en') ?? names[0];
    airports.push({
      code: String(a.AirportCode),
      name: name ? String(name.$) : '',
      latitude: Number(a.Position.Coordinate.Latitude),
      longitude: Number(a.Position.Coordinate.Longitude),
      distanceKm: isObject(a.Distance) ? Number(a.Distance.Value) : undefined,
    });
  }
  return { links, error, airports, journeys: journeysOf(root) };
}

function fromXml(doc: Document): ParsedBody {
  const links = [...doc.getElementsByTagName('Link')].map((l) => ({ rel: l.getAttribute('Rel') ?? '', href: l.getAttribute('Href') ?? '' }));
  const pe = doc.getElementsByTagName('ProcessingError')[0];
  const text = (parent: Element | undefined, name: string) => parent?.getElementsByTagName(name)[0]?.textContent ?? '';
  const error = pe ? `${text(pe, 'Code')} ${text(pe, 'Type')}: ${text(pe, 'Description')}` : undefined;
  const airports: AirportPoint[] = [];
  if (doc.documentElement.nodeName === 'NearestAirportResource') {
    for (const a of doc.getElementsByTagName('Airport')) {
      const names = [...a.getElementsByTagName('Name')];
      const name = names.find((n) => n.getAttribute('LanguageCode')?.toLowerCase() === 'en') ?? names[0];
      const distance = text(a, 'Value');
      airports.push({
        code: text(a, 'AirportCode'),
        name: name?.textContent ?? '',
        latitude: Number(text(a, 'Latitude')),
        longitude: Number(text(a, 'Longitude')),
        distanceKm: distance === '' ? undefined : Number(distance),
      });
    }
  }
  const root = doc.documentElement;
  return { links, error, airports, journeys: journeysOf({ [root.nodeName]: xmlObject(root) }) };
}

export function parseBody(text: string, contentType: string): ParsedBody {
  const none: ParsedBody = { links: [], error: undefined, airports: [], journeys: [] };
  if (/json/.test(contentType)) {
    try {
      return fromJson(JSON.parse(text));
    } catch {
      return none;
    }
  }
  if (/xml/.test(contentType)) {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return doc.getElementsByTagName('parsererror').length > 0 ? none : fromXml(doc);
  }
  return none;
}
