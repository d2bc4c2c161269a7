// Rough performance of the aircraft types the network schedule flies: class, typical seats and the
// longest stage it is planned on (for turboprops far below their range: airlines put jets on
// anything longer). Block times come from the class's cruise speed, or the type's own.

export type AircraftClass = 'turboprop' | 'regional' | 'narrow' | 'wide';

export interface AircraftPerformance {
  aircraftClass: AircraftClass;
  seats: number;
  rangeKm: number;
  /** Cruise speed when the type is far faster than its class (the Q400 among turboprops). */
  cruiseKmh?: number;
}

/** No narrow-body is planned on a longer stage: beyond that it is wide-body territory. */
export const NARROW_BODY_MAX_KM = 6400;

const P = (aircraftClass: AircraftClass, seats: number, rangeKm: number, cruiseKmh?: number): AircraftPerformance => ({ aircraftClass, seats, rangeKm, ...(cruiseKmh ? { cruiseKmh } : {}) });

const PERFORMANCE: Readonly<Record<string, AircraftPerformance>> = {
  BEH: P('turboprop', 19, 600), DHT: P('turboprop', 19, 400), SF3: P('turboprop', 34, 600),
  DH1: P('turboprop', 37, 500), AT5: P('turboprop', 48, 700), AT7: P('turboprop', 70, 700), DH3: P('turboprop', 50, 600),
  DH4: P('turboprop', 78, 1000, 620),
  CR2: P('regional', 50, 2500), ER4: P('regional', 50, 2500), CR7: P('regional', 70, 2600),
  CR9: P('regional', 76, 2800), CRK: P('regional', 100, 2800), E70: P('regional', 76, 3000),
  E75: P('regional', 76, 3300), E90: P('regional', 100, 3800), E95: P('regional', 120, 3500),
  SU9: P('regional', 95, 3000), '290': P('regional', 110, 4000), '295': P('regional', 132, 4000), '100': P('regional', 100, 2500), '717': P('regional', 110, 2600),
  '221': P('narrow', 110, 5000), '223': P('narrow', 140, 5500), '319': P('narrow', 140, 5500),
  '320': P('narrow', 170, 5000), '32N': P('narrow', 180, 6000), '321': P('narrow', 200, 4500),
  '32Q': P('narrow', 210, 6400), '73G': P('narrow', 140, 5500), '73W': P('narrow', 143, 5500),
  '738': P('narrow', 180, 5400), '739': P('narrow', 185, 5000), '73J': P('narrow', 185, 5000),
  '7M8': P('narrow', 180, 6000), '7M9': P('narrow', 190, 6000), '752': P('narrow', 190, 6400),
  '753': P('narrow', 230, 5500), '735': P('narrow', 115, 4000), M83: P('narrow', 160, 3500), M88: P('narrow', 150, 3500),
  '763': P('wide', 220, 10000), '764': P('wide', 240, 10000), '772': P('wide', 300, 13000),
  '77L': P('wide', 320, 15500), '77W': P('wide', 360, 13600), '773': P('wide', 400, 9500),
  '788': P('wide', 240, 13000), '789': P('wide', 290, 14000), '781': P('wide', 320, 11000),
  '332': P('wide', 250, 13000), '333': P('wide', 290, 11000), '339': P('wide', 290, 12500),
  '343': P('wide', 270, 13000), '346': P('wide', 300, 14000), '359': P('wide', 310, 15500),
  '351': P('wide', 350, 15500), '388': P('wide', 500, 14800), '744': P('wide', 370, 13000),
  '74H': P('wide', 360, 14000), AB6: P('wide', 250, 7000), '313': P('wide', 210, 9000), IL9: P('wide', 280, 10000),
};

const UNKNOWN = P('narrow', 170, 5000);

export function performanceOf(aircraft: string): AircraftPerformance {
  return PERFORMANCE[aircraft] ?? UNKNOWN;
}

/** Whether the generator knows the performance of a type (every type it flies must be known). */
export function hasPerformance(aircraft: string): boolean {
  return PERFORMANCE[aircraft] !== undefined;
}

/** The longest stage a type is planned on. */
export function plannedRangeKm(aircraft: string): number {
  const p = performanceOf(aircraft);
  return p.aircraftClass === 'wide' ? p.rangeKm : Math.min(p.rangeKm, NARROW_BODY_MAX_KM);
}

/** Generic fleets for airlines the curated table does not know, one per manufacturer family. */
export const GENERIC_FLEETS: readonly (readonly string[])[] = [
  ['BEH', 'AT5', 'AT7', 'CR2', 'CR9', 'E90', 'E95', '319', '320', '321', '32Q', '332', '333', '359', '388'],
  ['DHT', 'SF3', 'DH4', 'ER4', 'E75', '73G', '738', '739', '752', '788', '789', '77W', '744'],
];

const CRUISE_KMH: Record<AircraftClass, number> = { turboprop: 500, regional: 720, narrow: 800, wide: 860 };
/** Taxi, climb and descent: the part of a block that does not depend on the distance. */
const FIXED_MINUTES: Record<AircraftClass, number> = { turboprop: 25, regional: 30, narrow: 35, wide: 40 };
/** Airways are longer than the great circle. */
const ROUTING_FACTOR = 1.05;
/** The parts of a block in still air: taxi, climb and descent, and the cruise over the airway. */
export function stillAirMinutes(distanceKm: number, aircraft: string): { fixed: number; cruise: number } {
  const { aircraftClass, cruiseKmh } = performanceOf(aircraft);
  return { fixed: FIXED_MINUTES[aircraftClass], cruise: ((distanceKm * ROUTING_FACTOR) / (cruiseKmh ?? CRUISE_KMH[aircraftClass])) * 60 };
}

/** Minimum ground time at an outstation before the aircraft flies back. */
export function turnMinutes(aircraftClass: AircraftClass, lowcost: boolean, longHaul: boolean): number {
  if (aircraftClass === 'wide') return longHaul ? 120 : 75;
  if (lowcost) return 25;
  return aircraftClass === 'narrow' ? 40 : aircraftClass === 'regional' ? 30 : 25;
}
