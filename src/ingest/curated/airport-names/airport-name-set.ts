// The shape of the curated airport names (issue 46): each busy airport's proper name in the five
// languages the original API always answers, and in the airport's own language where that is none
// of them. One file per region holds the facts; `index.ts` joins them.

import type { CoreLanguage } from '../../../domain/language-codes.js';

/**
 * An airport's names by ISO 639-1 code: the five core languages always, then its local
 * language(s) in their own script ("ja": "成田国際空港"), only where they are not among the five.
 */
export type AirportNameSet = Readonly<Record<CoreLanguage, string>> & Readonly<Record<string, string>>;
