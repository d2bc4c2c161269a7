// Curated facts: how the airline network changed after OpenTravelData's airline route file was
// made (about 2016–2017), so that the route table of the real network (airline-route-table.ts)
// leaves out what no longer flies. Each entry names its reason; the facts hold as of AS_OF.

/** The date these facts were checked; designator holders are judged as of it. */
export const AS_OF = '2026-11-01';

/** When the route file's figures were true, roughly: its airlines are those holding their designators then. */
export const ROUTE_FILE_VINTAGE = '2017-06-01';

/** Airlines of the route file that have stopped flying, where OpenTravelData gives no end date. */
export const STOPPED_AIRLINES: readonly { code: string; name: string; reason: string }[] = [
  { code: '4U', name: 'Germanwings', reason: 'flight operations ended in 2020, its routes flown by Eurowings' },
  { code: '9W', name: 'Jet Airways', reason: 'stopped flying in April 2019' },
  { code: 'BE', name: 'Flybe', reason: 'ceased trading in March 2020; its successor stopped flying in January 2023' },
  { code: 'WW', name: 'WOW air', reason: 'ceased operations in March 2019' },
  { code: 'MT', name: 'Thomas Cook Airlines', reason: 'ceased operations in September 2019' },
  { code: 'ST', name: 'Germania', reason: 'ceased operations in February 2019' },
  { code: 'JP', name: 'Adria Airways', reason: 'ceased operations in September 2019' },
  { code: 'O6', name: 'Avianca Brasil', reason: 'ceased operations in May 2019' },
  { code: 'ZI', name: 'Aigle Azur', reason: 'ceased operations in September 2019' },
  { code: 'SE', name: 'XL Airways France', reason: 'ceased operations in September 2019' },
  { code: 'IG', name: 'Air Italy', reason: 'ceased operations in February 2020' },
  { code: 'MN', name: 'Comair (South Africa)', reason: 'ceased operations in June 2022' },
  { code: 'JE', name: 'Mango', reason: 'suspended operations in July 2022' },
  { code: 'PF', name: 'Primera Air', reason: 'ceased operations in October 2018' },
  { code: 'S2', name: 'JetLite', reason: 'merged into Jet Airways, which stopped flying in April 2019' },
];

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
