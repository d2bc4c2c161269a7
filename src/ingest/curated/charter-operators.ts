// Curated facts: operators in the route file that are not scheduled airlines a traveller books
// (air taxis, public charters, charter brokers' codes, cargo airlines), whose routes the route table
// (airline-route-table.ts) leaves out. Their fields are no airports with airline service: without
// them the nearest airports to Manhattan began with Morristown, Munich's with Augsburg and
// Straubing (issue 45). All 697 airlines of the route file were looked over for those flying only
// small fields near big cities; each entry names its source.

export type OperatorKind = 'air taxi' | 'public charter' | 'charter' | 'cargo';

export interface CharterOperator {
  code: string;
  name: string;
  kind: OperatorKind;
  source: string;
}

export const CHARTER_OPERATORS: readonly CharterOperator[] = [
  { code: 'P1', name: 'Public Charters', kind: 'public charter', source: 'https://www.transportation.gov/policy/aviation-policy/licensing/public-charters' },
  { code: 'UE', name: 'Ultimate Air Shuttle', kind: 'public charter', source: 'https://en.wikipedia.org/wiki/Morristown_Municipal_Airport' },
  { code: 'W2', name: 'Flexflight', kind: 'charter', source: 'https://en.wikipedia.org/wiki/Flexflight' },
  { code: 'UY', name: 'Sky Prime Charter', kind: 'charter', source: 'https://en.wikipedia.org/wiki/Sky_Prime_Aviation' },
  { code: 'AJ', name: 'Aztec Worldwide Airlines', kind: 'public charter', source: 'https://en.wikipedia.org/wiki/Fort_Lauderdale_Executive_Airport' },
  { code: 'J6', name: 'Seawings (seaplane tours and transfers, Dubai)', kind: 'air taxi', source: 'https://en.wikipedia.org/wiki/Seawings' },
  { code: 'CK', name: 'China Cargo Airlines', kind: 'cargo', source: 'https://en.wikipedia.org/wiki/China_Cargo_Airlines' },
  { code: 'MB', name: 'MNG Airlines Cargo', kind: 'cargo', source: 'https://en.wikipedia.org/wiki/MNG_Airlines' },
];
