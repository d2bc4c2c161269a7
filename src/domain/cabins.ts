// The cabins a seat figure or an on-board service belongs to.

/** Cabin codes, premium first: the order cabins are listed in. */
export const CABIN_CODES = ['F', 'C', 'E', 'M'] as const;
export type CabinCode = (typeof CABIN_CODES)[number];

/** The cabin code for `text` in any case, or undefined. */
export function cabinCode(text: string): CabinCode | undefined {
  const upper = text.toUpperCase();
  return CABIN_CODES.find((c) => c === upper);
}

/** Recline in degrees (absolute) or in inches of travel (relative). */
export type ReclineType = 'absolute' | 'relative';
