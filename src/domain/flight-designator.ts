// A flight number under one airline, as written in schedules, SSIM files and the dataset file.

/** `LH 400`, `XX 9797A`: suffix empty when there is none. */
export interface FlightDesignator {
  airline: string;
  number: number;
  suffix: string;
}

/** Two or three letters and digits, never digits only (IATA codes like `U2`, ICAO codes like `EZY`). */
export function isAirlineDesignator(text: string): boolean {
  return /^[A-Z0-9]{2,3}$/.test(text) && /[A-Z]/.test(text);
}

// The airline and the number may stand apart by the spaces of SSIM's fixed-width form: a
// 3-character airline field, then a 4-character number right-aligned with spaces or zeros.
const DESIGNATOR = /^([A-Z0-9]{2}[A-Z]?) {0,4}(\d{1,4})([A-Z]?)$/;

/**
 * `AA 1234`, `AA1234`, `AAA 1234A`, and the fixed-width `LH 0400`, `LH  400`, `LH    4A`: airline
 * of 2–3 characters, 1–4 digit number, optional suffix letter.
 */
export function parseDesignator(text: string): FlightDesignator | undefined {
  const match = DESIGNATOR.exec(text.trim());
  if (!match || !isAirlineDesignator(match[1]!) || Number(match[2]) === 0) return undefined;
  return { airline: match[1]!, number: Number(match[2]), suffix: match[3]! };
}

export function designatorText(d: FlightDesignator): string {
  return `${d.airline} ${d.number}${d.suffix}`;
}

/** `LH400`, `LH400A`: the designator as paths and travellers write it, without a space. */
export function flightCode(d: FlightDesignator): string {
  return `${d.airline}${d.number}${d.suffix}`;
}

export function sameDesignator(a: FlightDesignator, b: FlightDesignator): boolean {
  return a.airline === b.airline && a.number === b.number && a.suffix === b.suffix;
}

/**
 * A designator as one number that sorts as airline, number, suffix do (exact in a double): a key
 * for maps and sorted arrays that makes no string.
 */
export function designatorKey(d: FlightDesignator): number {
  let airline = 0;
  for (let i = 0; i < 3; i++) airline = airline * 37 + (i < d.airline.length ? alphanumeric(d.airline.charCodeAt(i)) : 0);
  const suffix = d.suffix === '' ? 0 : d.suffix.charCodeAt(0) - 64;
  return (airline * 10_000 + d.number) * 27 + suffix;
}

/** 1–10 for digits, 11–36 for letters: 0 is the end of a shorter code. */
function alphanumeric(code: number): number {
  return code <= 57 ? code - 47 : code - 54;
}
