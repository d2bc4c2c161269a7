// Curated facts: airlines of the route file (about 2017) that have stopped flying or merged since,
// and operations an airline has ended, so that the route table of the real network
// (airline-route-table.ts) flies only what an airline flies today. OpenTravelData's end dates
// catch more (airline-route-table.ts reads them); these are the airlines it has no end for, or
// whose designator it hands on to a new holder that does not fly the old network. Every airline
// among those carrying 99 % of the route file's seats was checked. Facts as of AS_OF
// (network-changes.ts); each names the page it was checked against.

export interface CeasedAirline {
  /** The IATA designator the route file lists its routes under. */
  code: string;
  name: string;
  /** When it stopped flying its own network: YYYY-MM. */
  ended: string;
  reason: string;
  source: string;
  /**
   * The airline that took over its routes, where one did. A route it flew is added to the
   * successor's same route where the successor flies that route in the file; the rest go.
   */
  successor?: string;
}

const wiki = (page: string) => `https://en.wikipedia.org/wiki/${page}`;

export const CEASED_AIRLINES: readonly CeasedAirline[] = [
  // Merged: a successor flies (some of) the routes under its own code.
  { code: '4U', name: 'Germanwings', ended: '2020-10', reason: 'flight operations ended, its routes flown by Eurowings', source: wiki('Germanwings'), successor: 'EW' },
  { code: 'KA', name: 'Cathay Dragon', ended: '2020-10', reason: 'closed by Cathay Pacific, which flies what it resumed of its routes', source: wiki('Cathay_Dragon'), successor: 'CX' },
  { code: 'MI', name: 'SilkAir', ended: '2021-04', reason: 'merged into Singapore Airlines', source: wiki('SilkAir'), successor: 'SQ' },
  { code: 'VX', name: 'Virgin America', ended: '2018-04', reason: 'merged into Alaska Airlines', source: wiki('Virgin_America'), successor: 'AS' },
  { code: 'TT', name: 'Tigerair Australia', ended: '2020-08', reason: 'closed by Virgin Australia during its administration', source: wiki('Tigerair_Australia'), successor: 'VA' },
  { code: 'UK', name: 'Vistara', ended: '2024-11', reason: 'merged into Air India', source: wiki('Vistara'), successor: 'AI' },
  { code: 'WE', name: 'Thai Smile', ended: '2024-01', reason: 'merged into Thai Airways', source: wiki('Thai_Smile'), successor: 'TG' },
  { code: 'TZ', name: 'Scoot (TZ designator)', ended: '2017-07', reason: 'Scoot and Tigerair Singapore merged under the TR designator', source: wiki('Scoot'), successor: 'TR' },
  { code: 'JW', name: 'Vanilla Air', ended: '2019-10', reason: 'merged into Peach', source: wiki('Vanilla_Air'), successor: 'MM' },
  { code: 'I5', name: 'AirAsia India (AIX Connect)', ended: '2024-10', reason: 'merged into Air India Express', source: wiki('AIX_Connect'), successor: 'IX' },
  { code: 'OK', name: 'Czech Airlines', ended: '2024-10', reason: 'last flight on 26 October 2024; its network flown by Smartwings', source: wiki('Czech_Airlines'), successor: 'QS' },
  { code: 'WG', name: 'Sunwing Airlines', ended: '2025-05', reason: 'integrated into WestJet, which flies its routes', source: wiki('Sunwing_Airlines'), successor: 'WS' },
  { code: 'ZV', name: 'V Air', ended: '2016-10', reason: 'merged into Tigerair Taiwan', source: wiki('V_Air'), successor: 'IT' },
  { code: '7F', name: 'First Air', ended: '2019-11', reason: 'merged with Canadian North, which flies under its name and designator', source: wiki('First_Air'), successor: '5T' },
  { code: 'MJ', name: 'Mihin Lanka', ended: '2016-10', reason: 'closed, its routes taken over by SriLankan Airlines', source: wiki('Mihin_Lanka'), successor: 'UL' },
  { code: 'S2', name: 'JetLite', ended: '2019-04', reason: 'merged into Jet Airways, which stopped flying in April 2019', source: wiki('JetLite') },
  // Stopped flying, no successor.
  { code: '9W', name: 'Jet Airways', ended: '2019-04', reason: 'stopped flying', source: wiki('Jet_Airways') },
  { code: 'BE', name: 'Flybe', ended: '2020-03', reason: 'ceased trading; its successor stopped flying in January 2023', source: wiki('Flybe') },
  { code: 'WW', name: 'WOW air', ended: '2019-03', reason: 'ceased operations', source: wiki('WOW_air') },
  { code: 'MT', name: 'Thomas Cook Airlines', ended: '2019-09', reason: 'ceased operations', source: wiki('Thomas_Cook_Airlines') },
  { code: 'ST', name: 'Germania', ended: '2019-02', reason: 'ceased operations', source: wiki('Germania_(airline)') },
  { code: 'JP', name: 'Adria Airways', ended: '2019-09', reason: 'ceased operations', source: wiki('Adria_Airways') },
  { code: 'O6', name: 'Avianca Brasil', ended: '2019-05', reason: 'ceased operations', source: wiki('Avianca_Brasil') },
  { code: 'ZI', name: 'Aigle Azur', ended: '2019-09', reason: 'ceased operations', source: wiki('Aigle_Azur') },
  { code: 'SE', name: 'XL Airways France', ended: '2019-09', reason: 'ceased operations', source: wiki('XL_Airways_France') },
  { code: 'IG', name: 'Air Italy', ended: '2020-02', reason: 'ceased operations', source: wiki('Air_Italy') },
  { code: 'MN', name: 'Comair (South Africa)', ended: '2022-06', reason: 'ceased operations, with its British Airways franchise flights', source: wiki('Comair_(South_Africa)') },
  { code: 'JE', name: 'Mango', ended: '2022-07', reason: 'suspended operations', source: wiki('Mango_(airline)') },
  { code: 'PF', name: 'Primera Air', ended: '2018-10', reason: 'ceased operations', source: wiki('Primera_Air') },
  { code: '6F', name: 'Primera Air Nordic', ended: '2018-10', reason: 'ceased operations with Primera Air', source: wiki('Primera_Air') },
  { code: 'G8', name: 'Go First', ended: '2023-05', reason: 'stopped flying in insolvency; liquidated', source: wiki('Go_First') },
  { code: 'KK', name: 'AtlasGlobal', ended: '2020-02', reason: 'ceased operations', source: wiki('AtlasGlobal') },
  { code: '8Q', name: 'Onur Air', ended: '2021-08', reason: 'ceased operations', source: wiki('Onur_Air') },
  { code: '4O', name: 'Interjet', ended: '2020-12', reason: 'stopped flying; the designator passed to Air Montenegro, which does not fly its network', source: wiki('Interjet') },
  { code: '3K', name: 'Jetstar Asia', ended: '2025-07', reason: 'closed by Qantas; last flights on 31 July 2025', source: wiki('Jetstar_Asia_Airways') },
  { code: 'EQ', name: 'TAME', ended: '2020-05', reason: 'liquidated', source: wiki('TAME') },
  { code: 'XG', name: 'SunExpress Deutschland', ended: '2020-06', reason: 'ceased operations', source: wiki('SunExpress_Deutschland') },
  { code: 'NN', name: 'VIM Airlines', ended: '2017-10', reason: 'ceased operations', source: wiki('VIM_Airlines') },
  { code: 'LB', name: 'Air Costa', ended: '2017-02', reason: 'suspended operations, never resumed', source: wiki('Air_Costa') },
  { code: 'XW', name: 'NokScoot', ended: '2020-06', reason: 'liquidated', source: wiki('NokScoot') },
  { code: 'OX', name: 'Orient Thai Airlines', ended: '2018-10', reason: 'ceased operations', source: wiki('Orient_Thai_Airlines') },
  { code: 'YB', name: 'Borajet', ended: '2017-04', reason: 'ceased operations', source: wiki('Borajet') },
  { code: 'NL', name: 'Shaheen Air', ended: '2018-09', reason: 'ceased operations', source: wiki('Shaheen_Air') },
  { code: 'BM', name: 'bmi regional', ended: '2019-02', reason: 'ceased operations', source: wiki('BMI_Regional') },
  { code: '2N', name: 'NextJet', ended: '2018-05', reason: 'ceased operations', source: wiki('NextJet') },
  { code: 'WP', name: 'Island Air (Hawaii)', ended: '2017-11', reason: 'ceased operations', source: wiki('Island_Air_(Hawaii)') },
  { code: 'YM', name: 'Montenegro Airlines', ended: '2020-12', reason: 'ceased operations', source: wiki('Montenegro_Airlines') },
  { code: 'SW', name: 'Air Namibia', ended: '2021-02', reason: 'liquidated', source: wiki('Air_Namibia') },
  { code: '6W', name: 'Saratov Airlines', ended: '2018-05', reason: 'certificate withdrawn', source: wiki('Saratov_Airlines') },
  { code: 'CO', name: 'Cobalt Air', ended: '2018-10', reason: 'ceased operations', source: wiki('Cobalt_Air') },
  { code: 'KS', name: 'PenAir', ended: '2020-04', reason: 'stopped flying in the bankruptcy of its owner Ravn Air Group', source: wiki('PenAir') },
  { code: 'VW', name: 'Aeromar', ended: '2023-02', reason: 'ceased operations', source: wiki('Aeromar') },
  { code: '2Z', name: 'Voepass (Passaredo)', ended: '2025-03', reason: 'operations suspended by ANAC', source: wiki('Voepass_Linhas_A%C3%A9reas') },
  { code: '3M', name: 'Silver Airways', ended: '2025-06', reason: 'ceased operations in bankruptcy', source: wiki('Silver_Airways') },
  { code: 'Z9', name: 'Bek Air', ended: '2020-06', reason: 'certificate withdrawn after its December 2019 crash', source: wiki('Bek_Air') },
  { code: 'WX', name: 'CityJet', ended: '2020-03', reason: 'stopped selling flights of its own (London City network); it flies for other airlines under their codes', source: wiki('CityJet') },
  { code: 'P9', name: 'Peruvian Airlines', ended: '2019-10', reason: 'stopped flying when its operating certificate was suspended; did not return', source: wiki('Peruvian_Airlines') },
  { code: 'QH', name: 'Air Kyrgyzstan', ended: '2019-01', reason: 'the designator is Bamboo Airways’ since 2019, which does not fly Air Kyrgyzstan’s network', source: wiki('Air_Kyrgyzstan') },
];

/** Which of an airline's routes an ended operation covers. */
export type OperationScope =
  | { minKm: number }
  | { countries: readonly string[] }
  | { airports: readonly string[] };

/** An operation an airline has ended while it flies on: its routes in the scope go. */
export interface EndedOperation {
  airline: string;
  name: string;
  ended: string;
  reason: string;
  source: string;
  scope: OperationScope;
}

export const ENDED_OPERATIONS: readonly EndedOperation[] = [
  {
    airline: 'DY', name: 'Norwegian long-haul', ended: '2021-01', scope: { minKm: 5000 },
    reason: 'Norwegian ended its long-haul flights (the 787 routes to the US and Thailand)', source: wiki('Norwegian_Air_Shuttle'),
  },
  {
    airline: 'D8', name: 'Norwegian Air International transatlantic', ended: '2019-09', scope: { countries: ['US'] },
    reason: 'Norwegian ended its 737 flights between Ireland and the US', source: wiki('Norwegian_Air_International'),
  },
  {
    airline: 'VA', name: 'Virgin Australia long-haul', ended: '2020-08', scope: { minKm: 7000 },
    reason: 'Virgin Australia ended its long-haul flights (Los Angeles, Hong Kong, Abu Dhabi) in its administration', source: wiki('Virgin_Australia'),
  },
  {
    airline: 'JQ', name: 'Jetstar New Zealand regional', ended: '2019-12', scope: { airports: ['NPE', 'NPL', 'NSN', 'PMR'] },
    reason: 'Jetstar left New Zealand’s regional routes (Napier, New Plymouth, Nelson, Palmerston North)', source: wiki('Jetstar_Airways'),
  },
  {
    airline: 'FN', name: 'Fastjet Tanzania', ended: '2018-12', scope: { countries: ['TZ'] },
    reason: 'Fastjet’s Tanzanian airline stopped flying; the designator flies on for Fastjet Zimbabwe', source: wiki('Fastjet'),
  },
  {
    airline: 'FC', name: 'Viva Air Colombia', ended: '2023-02', scope: { countries: ['CO', 'PE', 'EC', 'PA', 'US'] },
    reason: 'Viva Air Colombia, whose network the route file lists under FC, stopped flying; the designator is Link Airways’ (Australia) now', source: wiki('Viva_Air_Colombia'),
  },
];
