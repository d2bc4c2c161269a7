// Curated facts: how the airline network changed after OpenTravelData's airline route file was
// made (about 2016–2017), so that the route table of the real network (airline-route-table.ts)
// leaves out what no longer flies. Each entry names its reason; the facts hold as of AS_OF.

/** The date these facts were checked; designator holders are judged as of it. */
export const AS_OF = '2026-11-01';

/** When the route file's figures were true, roughly: its airlines are those holding their designators then. */
export const ROUTE_FILE_VINTAGE = '2017-06-01';

// The airlines that stopped flying or merged, and operations that ended: ceased-airlines.ts.

const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];

/** Countries between which no scheduled flight has run since, and why; `with: '*'` is every country. */
export const CLOSED_COUNTRY_PAIRS: readonly { country: string; with: readonly string[] | '*'; reason: string }[] = [
  { country: 'UA', with: '*', reason: 'Ukraine’s airspace has been closed to civil flights since February 2022' },
  {
    country: 'RU',
    with: [...EU, 'GB', 'US', 'CA', 'NO', 'IS', 'CH'],
    reason: 'flights between Russia and the EU, the UK, the US, Canada, Norway, Iceland and Switzerland have been banned both ways since February–March 2022',
  },
  {
    country: 'BY',
    with: [...EU, 'GB', 'CH', 'NO'],
    reason: 'flights between Belarus and the EU, the UK, Switzerland and Norway have been banned since June 2021',
  },
];
