// Words that name the facility rather than the place, stripped to find the place an airport is
// named after when no source names its city ("Anaa Airport" serves Anaa).
const FACILITY_WORDS = new Set(
  [
    'airport', 'airfield', 'aerodrome', 'airstrip', 'airpark', 'air', 'base', 'field', 'heliport',
    'international', 'intl', 'regional', 'municipal', 'domestic', 'national', 'county', 'station',
    'sea', 'seaplane', 'plane', 'strip', 'landing', 'afb', 'raf', 'ab',
  ],
);

export function placeFromAirportName(name: string): string {
  const words = name.replace(/\(.*?\)/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && FACILITY_WORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  const place = words.join(' ').replace(/[\s/,-]+$/, '');
  return place || name;
}
