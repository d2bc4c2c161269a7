// Curated facts: airports whose runway takes only some aircraft types, so a route there is flown
// with one of them whatever its seats per flight say.

export interface AirportAircraftLimit {
  airport: string;
  /** IATA aircraft type codes that may land there. */
  types: readonly string[];
  note: string;
}

export const AIRPORT_AIRCRAFT_LIMITS: readonly AirportAircraftLimit[] = [
  {
    airport: 'LCY',
    types: ['AT5', 'AT7', 'DH3', 'DH4', 'ER4', 'E70', 'E75', 'E90', 'E95', '295', '221', 'SF3', 'BEH'],
    note: 'London City: 1,508 m runway with a 5.5° approach; certified turboprops, regional jets and the A220-100 only',
  },
  {
    airport: 'FLR',
    types: ['AT5', 'AT7', 'DH4', 'CR7', 'CR9', 'E70', 'E75', 'E90', 'E95', '295', '221', '319'],
    note: 'Florence: 1,688 m runway; regional jets, the A220 and the A319 at most',
  },
  {
    airport: 'SBH',
    types: ['BEH', 'DHT'],
    note: 'St Barthélemy: 650 m runway; small turboprops only',
  },
  {
    airport: 'SAB',
    types: ['DHT'],
    note: 'Saba: 400 m runway; Twin Otters only',
  },
];
