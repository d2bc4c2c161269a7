import type { CabinCode } from '../../domain/cabins.js';
import { cabinLayout, type CabinLayout } from '../../domain/cabin-layout.js';
// Curated facts: a typical cabin layout for each aircraft type that has seat details
// (seat-maps.ts), for the seat maps (decision 62). A cabin is "first-last COLUMNS": its rows and
// its seat letters left to right, blocks between aisles split by '|' (so "AC|DF" is 2-2 and
// "ABC|DEFG|HJK" is 3-4-3). Exit rows and the rows over the wing are the aircraft's; each cabin
// keeps those within its own rows. Seat plans differ by operator: these are one common
// configuration of each type, with row numbers to match, not any airline's.

interface TypeLayout {
  readonly cabins: Partial<Record<CabinCode, string>>;
  readonly exits: readonly number[];
  readonly wing?: readonly [number, number];
}

// Shared by the variants of a type (sharklets, winglets, neo): the cabins do not change.
const A320: TypeLayout = { cabins: { C: '1-6 AC|DF', M: '7-30 ABC|DEF' }, exits: [11, 12], wing: [9, 17] };
const A321: TypeLayout = { cabins: { C: '1-7 AC|DF', M: '8-38 ABC|DEF' }, exits: [11, 25], wing: [12, 20] };
const B737_700: TypeLayout = { cabins: { C: '1-3 AC|DF', M: '4-26 ABC|DEF' }, exits: [12], wing: [9, 15] };
const B737_800: TypeLayout = { cabins: { C: '1-4 AC|DF', M: '5-32 ABC|DEF' }, exits: [15, 16], wing: [12, 19] };
const B737_900: TypeLayout = { cabins: { C: '1-4 AC|DF', M: '5-36 ABC|DEF' }, exits: [17, 18], wing: [13, 21] };

const TYPE_LAYOUTS: Readonly<Record<string, TypeLayout>> = {
  '100': { cabins: { M: '1-21 AC|DEF' }, exits: [11], wing: [8, 14] },
  '221': { cabins: { C: '1-3 AC|DF', M: '4-25 AC|DEF' }, exits: [], wing: [8, 14] },
  '223': { cabins: { C: '1-4 AC|DF', M: '5-29 AC|DEF' }, exits: [12], wing: [9, 16] },
  '290': { cabins: { C: '1-3 AC|DF', M: '4-28 AC|DF' }, exits: [12], wing: [9, 15] },
  '295': { cabins: { C: '1-3 AC|DF', M: '4-32 AC|DF' }, exits: [13], wing: [10, 17] },
  '318': { cabins: { C: '1-4 AC|DF', M: '5-23 ABC|DEF' }, exits: [9], wing: [7, 12] },
  '319': { cabins: { C: '1-5 AC|DF', M: '6-26 ABC|DEF' }, exits: [10], wing: [8, 14] },
  '31N': { cabins: { C: '1-5 AC|DF', M: '6-26 ABC|DEF' }, exits: [10], wing: [8, 14] },
  '320': A320,
  '321': A321,
  '32A': A320,
  '32B': A321,
  '32N': A320,
  '32Q': { cabins: { C: '1-7 AC|DF', M: '8-40 ABC|DEF' }, exits: [12, 13], wing: [11, 19] },
  '332': { cabins: { C: '1-7 A|DG|K', E: '10-12 AC|DEG|HK', M: '15-39 AC|DEFG|HK' }, exits: [15, 28], wing: [18, 27] },
  '333': { cabins: { C: '1-8 A|DG|K', E: '10-12 AC|DEG|HK', M: '14-44 AC|DEFG|HK' }, exits: [14, 30], wing: [19, 29] },
  '338': { cabins: { C: '1-7 A|DG|K', E: '9-11 AC|DEG|HK', M: '12-36 AC|DEFG|HK' }, exits: [12, 26], wing: [16, 25] },
  '339': { cabins: { C: '1-8 A|DG|K', E: '9-12 AC|DEG|HK', M: '14-42 AC|DEFG|HK' }, exits: [14, 29], wing: [18, 28] },
  '343': { cabins: { C: '1-8 AC|DG|HK', E: '10-12 AC|DEG|HK', M: '14-44 AC|DEFG|HK' }, exits: [14, 30], wing: [19, 30] },
  '345': { cabins: { C: '1-9 A|DG|K', E: '10-12 AC|DEG|HK', M: '14-40 AC|DEFG|HK' }, exits: [14, 29], wing: [18, 28] },
  '346': { cabins: { F: '1-2 A|DG|K', C: '3-9 AC|DG|HK', E: '10-12 AC|DEG|HK', M: '14-48 AC|DEFG|HK' }, exits: [14, 33], wing: [21, 32] },
  '351': { cabins: { C: '1-11 A|DG|K', E: '12-14 AC|DEG|HK', M: '15-47 ABC|DEG|HJK' }, exits: [15, 32], wing: [20, 31] },
  '359': { cabins: { C: '1-8 A|DG|K', E: '10-12 AC|DEG|HK', M: '14-44 ABC|DEG|HJK' }, exits: [14, 29], wing: [19, 29] },
  // Economy rows, exits and wing as the original's own seat-map example shows its A380 (60-94, 75-76, 61-79).
  '388': { cabins: { F: '1-2 A|DG|K', C: '10-26 AC|DG|HK', E: '30-35 AC|DEFG|HK', M: '60-94 ABC|DEFG|HJK' }, exits: [75, 76], wing: [61, 79] },
  '717': { cabins: { C: '1-3 AC|DF', M: '4-24 AC|DEF' }, exits: [12], wing: [9, 15] },
  '733': { cabins: { C: '1-3 AC|DF', M: '4-24 ABC|DEF' }, exits: [11], wing: [9, 14] },
  '738': B737_800,
  '739': B737_900,
  '73G': B737_700,
  '73H': B737_800,
  '73J': B737_900,
  '73W': B737_700,
  '744': { cabins: { F: '1-3 A|K', C: '4-9 AC|DG|HK', E: '10-13 AC|DEG|HK', M: '14-54 ABC|DEFG|HJK' }, exits: [14, 27, 40], wing: [25, 36] },
  '74H': { cabins: { F: '1-2 A|K', C: '3-16 AC|DG|HK', E: '17-20 AC|DEG|HK', M: '21-60 ABC|DEFG|HJK' }, exits: [21, 32, 48], wing: [30, 42] },
  '752': { cabins: { C: '1-4 AC|DF', M: '5-34 ABC|DEF' }, exits: [12, 22], wing: [10, 20] },
  '753': { cabins: { C: '1-4 AC|DF', M: '5-42 ABC|DEF' }, exits: [14, 15, 28], wing: [12, 24] },
  '75W': { cabins: { C: '1-5 AC|DF', M: '6-35 ABC|DEF' }, exits: [13, 23], wing: [11, 21] },
  '763': { cabins: { C: '1-6 A|D|K', E: '7-9 AC|DG|HK', M: '10-38 AC|DEG|HK' }, exits: [10, 24], wing: [15, 22] },
  '764': { cabins: { C: '1-8 A|D|K', E: '9-11 AC|DG|HK', M: '12-40 AC|DEG|HK' }, exits: [12, 27], wing: [17, 25] },
  '772': { cabins: { C: '1-8 A|DG|K', E: '10-13 AC|DEFG|HK', M: '14-45 ABC|DEFG|HJK' }, exits: [14, 30], wing: [20, 30] },
  '773': { cabins: { C: '1-10 A|DG|K', M: '12-50 ABC|DEFG|HJK' }, exits: [12, 32], wing: [21, 33] },
  '77L': { cabins: { C: '1-8 A|DG|K', E: '9-11 AC|DEFG|HK', M: '12-44 ABC|DEFG|HJK' }, exits: [12, 30], wing: [20, 30] },
  '77W': { cabins: { F: '1-2 A|E|K', C: '3-12 A|DG|K', E: '13-16 AC|DEFG|HK', M: '17-55 ABC|DEFG|HJK' }, exits: [17, 36], wing: [26, 38] },
  '781': { cabins: { C: '1-9 A|DG|K', E: '10-13 AC|DEG|HK', M: '14-46 ABC|DEG|HJK' }, exits: [14, 31], wing: [21, 31] },
  '788': { cabins: { C: '1-6 A|DG|K', E: '7-9 AC|DEG|HK', M: '10-35 ABC|DEG|HJK' }, exits: [10, 24], wing: [16, 24] },
  '789': { cabins: { C: '1-8 A|DG|K', E: '10-12 AC|DEG|HK', M: '14-42 ABC|DEG|HJK' }, exits: [14, 28], wing: [19, 28] },
  '7M8': { cabins: { C: '1-4 AC|DF', M: '5-32 ABC|DEF' }, exits: [15, 16], wing: [12, 19] },
  '7M9': { cabins: { C: '1-4 AC|DF', M: '5-36 ABC|DEF' }, exits: [17, 18], wing: [13, 21] },
  // High-wing turboprops: no over-wing exits, the wing above the rows just behind the propellers.
  AT5: { cabins: { M: '1-12 AC|DF' }, exits: [], wing: [4, 6] },
  AT7: { cabins: { M: '1-18 AC|DF' }, exits: [], wing: [5, 8] },
  CR2: { cabins: { M: '1-13 AC|DF' }, exits: [6], wing: [4, 8] },
  CR7: { cabins: { C: '1-2 A|DF', M: '3-18 AC|DF' }, exits: [10], wing: [8, 12] },
  CR9: { cabins: { C: '1-3 A|DF', M: '4-21 AC|DF' }, exits: [11, 12], wing: [9, 14] },
  CRK: { cabins: { C: '1-3 AC|DF', M: '4-25 AC|DF' }, exits: [13, 14], wing: [11, 16] },
  DH4: { cabins: { M: '1-20 AC|DF' }, exits: [], wing: [6, 9] },
  E70: { cabins: { C: '1-3 AC|DF', M: '4-19 AC|DF' }, exits: [9], wing: [7, 11] },
  E75: { cabins: { C: '1-3 A|DF', M: '4-20 AC|DF' }, exits: [10], wing: [8, 12] },
  E90: { cabins: { C: '1-3 AC|DF', M: '4-27 AC|DF' }, exits: [12, 13], wing: [10, 15] },
  E95: { cabins: { C: '1-3 AC|DF', M: '4-29 AC|DF' }, exits: [13, 14], wing: [11, 16] },
  SU9: { cabins: { C: '1-3 AC|DF', M: '4-24 ABC|DF' }, exits: [10], wing: [8, 13] },
};

const CABIN_TEXT = /^(\d+)-(\d+) ([A-Z|]+)$/;

/** The layout of `cabin` of the aircraft type `aircraftCode`, or undefined when none is curated. */
export function curatedCabinLayout(aircraftCode: string, cabin: CabinCode): CabinLayout | undefined {
  const type = TYPE_LAYOUTS[aircraftCode];
  const text = type?.cabins[cabin];
  if (!type || text === undefined) return undefined;
  const match = CABIN_TEXT.exec(text);
  if (!match) throw new Error(`cabin-layouts.ts: ${aircraftCode} ${cabin} "${text}" is not "first-last COLUMNS"`);
  const wing = type.wing ? { first: type.wing[0], last: type.wing[1] } : undefined;
  return cabinLayout(match[3]!, Number(match[1]), Number(match[2]), type.exits, wing);
}

/** Every aircraft type with a curated layout. */
export const LAYOUT_AIRCRAFT_CODES: readonly string[] = Object.keys(TYPE_LAYOUTS);
