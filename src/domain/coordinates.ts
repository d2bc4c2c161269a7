// The point of a nearest-airports request, "{latitude},{longitude}" in decimal degrees. Only the
// first three decimals count (docs/api-rules.md, Nearest airports): they are cut from the text, not rounded from a float,
// so 50.0339999 is 50.033.

export interface Point {
  latitude: number;
  longitude: number;
}

/** One coordinate in decimal degrees, as text. */
export const DECIMAL_DEGREES = /^([+-]?)(\d{1,3})(?:\.(\d+))?$/;

function truncated(text: string): number | undefined {
  const match = DECIMAL_DEGREES.exec(text);
  if (!match) return undefined;
  const value = Number(`${match[2]}.${(match[3] ?? '').slice(0, 3) || '0'}`);
  return match[1] === '-' && value !== 0 ? -value : value;
}

/** The point, or undefined when the text is not two decimals in range. */
export function parsePoint(text: string): Point | undefined {
  const parts = text.split(',');
  if (parts.length !== 2) return undefined;
  const latitude = truncated(parts[0]!);
  const longitude = truncated(parts[1]!);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}
