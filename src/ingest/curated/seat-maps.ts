import type { CabinCode } from '../../domain/cabins.js';
// Curated facts: typical seat pitch, width (inches) and recline per cabin for common passenger aircraft types.


export interface CabinSeat {
  pitch: number;
  width: number;
  recline: number;
  reclineType: 'absolute' | 'relative';
}

export interface AircraftSeats {
  aircraftCode: string;
  cabins: Partial<Record<CabinCode, CabinSeat>>;
}

export const SEAT_DETAILS: readonly AircraftSeats[] = [
  {
    aircraftCode: '100',
    cabins: {
      M: { pitch: 31, width: 17.5, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '221',
    cabins: {
      C: { pitch: 36, width: 20.5, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 18.5, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '223',
    cabins: {
      C: { pitch: 36, width: 20.5, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 18.5, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '290',
    cabins: {
      C: { pitch: 33, width: 18.3, recline: 3, reclineType: 'relative' },
      M: { pitch: 31, width: 18.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '295',
    cabins: {
      C: { pitch: 33, width: 18.3, recline: 3, reclineType: 'relative' },
      M: { pitch: 31, width: 18.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '318',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '319',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '31N',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '320',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '321',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '32A',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '32B',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '32N',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '32Q',
    cabins: {
      C: { pitch: 32, width: 18, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 18, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '332',
    cabins: {
      C: { pitch: 74, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '333',
    cabins: {
      C: { pitch: 74, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '338',
    cabins: {
      C: { pitch: 76, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '339',
    cabins: {
      C: { pitch: 76, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '343',
    cabins: {
      C: { pitch: 74, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.5, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '345',
    cabins: {
      C: { pitch: 76, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.5, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '346',
    cabins: {
      F: { pitch: 83, width: 24, recline: 180, reclineType: 'absolute' },
      C: { pitch: 76, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.5, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '351',
    cabins: {
      C: { pitch: 78, width: 22, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '359',
    cabins: {
      C: { pitch: 78, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '388',
    cabins: {
      F: { pitch: 86, width: 24, recline: 180, reclineType: 'absolute' },
      C: { pitch: 78, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 32, width: 18, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '717',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '733',
    cabins: {
      C: { pitch: 32, width: 17, recline: 4, reclineType: 'relative' },
      M: { pitch: 30, width: 17, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '738',
    cabins: {
      C: { pitch: 36, width: 20, recline: 5, reclineType: 'relative' },
      M: { pitch: 30, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '739',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '73G',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '73H',
    cabins: {
      C: { pitch: 36, width: 20, recline: 5, reclineType: 'relative' },
      M: { pitch: 30, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '73J',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '73W',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '744',
    cabins: {
      F: { pitch: 80, width: 22, recline: 180, reclineType: 'absolute' },
      C: { pitch: 73, width: 20.5, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '74H',
    cabins: {
      F: { pitch: 85, width: 24, recline: 180, reclineType: 'absolute' },
      C: { pitch: 78, width: 20.5, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '752',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '753',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '75W',
    cabins: {
      C: { pitch: 60, width: 21, recline: 180, reclineType: 'absolute' },
      M: { pitch: 31, width: 17.2, recline: 4, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '763',
    cabins: {
      C: { pitch: 70, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.7, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '764',
    cabins: {
      C: { pitch: 75, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 19, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.7, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '772',
    cabins: {
      C: { pitch: 74, width: 20.5, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '773',
    cabins: {
      C: { pitch: 74, width: 20.5, recline: 180, reclineType: 'absolute' },
      M: { pitch: 31, width: 17.2, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '77L',
    cabins: {
      C: { pitch: 76, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '77W',
    cabins: {
      F: { pitch: 83, width: 24, recline: 180, reclineType: 'absolute' },
      C: { pitch: 77, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '781',
    cabins: {
      C: { pitch: 78, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.3, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '788',
    cabins: {
      C: { pitch: 74, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.3, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '789',
    cabins: {
      C: { pitch: 78, width: 21, recline: 180, reclineType: 'absolute' },
      E: { pitch: 38, width: 18.5, recline: 7, reclineType: 'relative' },
      M: { pitch: 31, width: 17.3, recline: 5, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '7M8',
    cabins: {
      C: { pitch: 36, width: 20, recline: 5, reclineType: 'relative' },
      M: { pitch: 30, width: 17.2, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: '7M9',
    cabins: {
      C: { pitch: 37, width: 21, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.2, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'AT5',
    cabins: {
      M: { pitch: 30, width: 18, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'AT7',
    cabins: {
      M: { pitch: 30, width: 18, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'CR2',
    cabins: {
      M: { pitch: 31, width: 17.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'CR7',
    cabins: {
      C: { pitch: 36, width: 20, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'CR9',
    cabins: {
      C: { pitch: 36, width: 20, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 17.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'CRK',
    cabins: {
      C: { pitch: 33, width: 17.3, recline: 3, reclineType: 'relative' },
      M: { pitch: 31, width: 17.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'DH4',
    cabins: {
      M: { pitch: 31, width: 17.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'E70',
    cabins: {
      C: { pitch: 33, width: 18.3, recline: 3, reclineType: 'relative' },
      M: { pitch: 31, width: 18.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'E75',
    cabins: {
      C: { pitch: 37, width: 20.5, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 18.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'E90',
    cabins: {
      C: { pitch: 33, width: 18.3, recline: 3, reclineType: 'relative' },
      M: { pitch: 31, width: 18.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'E95',
    cabins: {
      C: { pitch: 33, width: 18.3, recline: 3, reclineType: 'relative' },
      M: { pitch: 31, width: 18.3, recline: 3, reclineType: 'relative' },
    },
  },
  {
    aircraftCode: 'SU9',
    cabins: {
      C: { pitch: 36, width: 20, recline: 5, reclineType: 'relative' },
      M: { pitch: 31, width: 18, recline: 4, reclineType: 'relative' },
    },
  },
];
