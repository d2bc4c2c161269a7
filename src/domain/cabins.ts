// The cabins a seat figure or an on-board service belongs to, and the letters clients name them
// by: the original's seat resources write M, E, C, F; its schedules write economy as Y (ClassCode
// F, C, E, Y), and IATA's compartment letters (SSIM) are F, J, W, Y. Every one of them is taken
// wherever a cabin is asked for (docs/api-rules.md, Cabin codes); answers keep their own alphabet.

/** Cabin codes, premium first: the order cabins are listed in. */
export const CABIN_CODES = ['F', 'C', 'E', 'M'] as const;
export type CabinCode = (typeof CABIN_CODES)[number];

/** The other letters of a cabin: IATA's compartments, whose Y is also the schedules' economy. */
export const CABIN_ALIASES: Readonly<Record<string, CabinCode>> = { J: 'C', W: 'E', Y: 'M' };

/** Every letter a cabin may be asked by, upper case, premium first within each alphabet. */
export const CABIN_LETTERS: readonly string[] = [...CABIN_CODES, ...Object.keys(CABIN_ALIASES)];

/** The cabin code for `text` in any case, M E C F or their aliases (Y is M, W is E, J is C), or undefined. */
export function cabinCode(text: string): CabinCode | undefined {
  const upper = text.toUpperCase();
  return CABIN_CODES.find((c) => c === upper) ?? (Object.hasOwn(CABIN_ALIASES, upper) ? CABIN_ALIASES[upper] : undefined);
}

/** Recline in degrees (absolute) or in inches of travel (relative). */
export type ReclineType = 'absolute' | 'relative';
