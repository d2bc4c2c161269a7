// Curated facts: major airlines of the world with their alliance, hubs, business model, the share
// of long-haul flying and the aircraft types they fly by stage length (how often and where they fly
// comes from the route table). A hub terminal is given only where the airline clearly uses one
// terminal for most of its flights there.

export type Alliance = 'star' | 'oneworld' | 'skyteam';

/** `network`: banked hub-and-spoke; `lowcost`: point-to-point from bases; `regional`: feeds a partner's hubs. */
export type AirlineModel = 'network' | 'lowcost' | 'regional';

export interface AirlineHub {
  airport: string;
  terminal?: string;
}

/** IATA aircraft type codes flown on short (up to ~1,000 km), medium and long-haul routes. */
export interface AirlineFleet {
  short: readonly string[];
  medium: readonly string[];
  long: readonly string[];
}

export interface CuratedAirline {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2 country of the airline's home base. */
  country: string;
  alliance?: Alliance;
  model: AirlineModel;
  /** Hubs (network, regional) or bases (low-cost); the first is the main one. */
  hubs: readonly AirlineHub[];
  /** Approximate share of departures that are long-haul (wide-body or long-range) flights. */
  longHaulShare: number;
  fleet: AirlineFleet;
  /** For regional airlines: the airline whose hubs they feed and whose flight numbers they carry. */
  partner?: string;
  /** Sells a first class on some long-haul aircraft. */
  firstClass?: boolean;
  /** Sells a premium economy cabin on long-haul aircraft. */
  premiumEconomy?: boolean;
}

const NONE: readonly string[] = [];

export const AIRLINES: readonly CuratedAirline[] = [
  // --- Star Alliance ---
  {
    code: 'LH', name: 'Lufthansa', country: 'DE', alliance: 'star', model: 'network',
    hubs: [{ airport: 'FRA', terminal: '1' }, { airport: 'MUC', terminal: '2' }],
    longHaulShare: 0.12, firstClass: true, premiumEconomy: true,
    fleet: { short: ['CR9', 'E90', '319', '320'], medium: ['320', '32N', '321', '32Q'], long: ['359', '388', '74H', '744', '333', '343', '346', '789'] },
  },
  {
    code: 'EN', name: 'Air Dolomiti', country: 'IT', model: 'regional', partner: 'LH',
    hubs: [{ airport: 'MUC', terminal: '2' }, { airport: 'FRA', terminal: '1' }],
    longHaulShare: 0,
    fleet: { short: ['E95'], medium: ['E95'], long: NONE },
  },
  {
    code: 'OS', name: 'Austrian Airlines', country: 'AT', alliance: 'star', model: 'network',
    hubs: [{ airport: 'VIE', terminal: '3' }],
    longHaulShare: 0.06, premiumEconomy: true,
    fleet: { short: ['E95', '320'], medium: ['320', '321', '32N'], long: ['763', '772', '789'] },
  },
  {
    code: 'LX', name: 'Swiss International Air Lines', country: 'CH', alliance: 'star', model: 'network',
    hubs: [{ airport: 'ZRH' }, { airport: 'GVA' }],
    longHaulShare: 0.12, firstClass: true,
    fleet: { short: ['221', '223'], medium: ['223', '320', '32N', '321', '32Q'], long: ['333', '343', '77W'] },
  },
  {
    code: 'SN', name: 'Brussels Airlines', country: 'BE', alliance: 'star', model: 'network',
    hubs: [{ airport: 'BRU' }],
    longHaulShare: 0.08,
    fleet: { short: ['319', '320'], medium: ['320', '32N'], long: ['333'] },
  },
  {
    code: 'UA', name: 'United Airlines', country: 'US', alliance: 'star', model: 'network',
    hubs: [
      { airport: 'ORD', terminal: '1' }, { airport: 'DEN' }, { airport: 'IAH', terminal: 'C' }, { airport: 'EWR', terminal: 'C' },
      { airport: 'SFO', terminal: '3' }, { airport: 'IAD' }, { airport: 'LAX', terminal: '7' },
    ],
    longHaulShare: 0.06, premiumEconomy: true,
    fleet: { short: ['319', '320', '73G', '738'], medium: ['738', '739', '7M9', '752', '753', '32Q'], long: ['763', '772', '77W', '788', '789', '781'] },
  },
  {
    code: 'OO', name: 'SkyWest Airlines', country: 'US', model: 'regional', partner: 'UA',
    hubs: [{ airport: 'DEN' }, { airport: 'ORD', terminal: '1' }, { airport: 'SFO', terminal: '3' }, { airport: 'IAH', terminal: 'C' }, { airport: 'LAX', terminal: '7' }],
    longHaulShare: 0,
    fleet: { short: ['CR2', 'CR7', 'E75'], medium: ['E75', 'CR7'], long: NONE },
  },
  {
    code: 'AC', name: 'Air Canada', country: 'CA', alliance: 'star', model: 'network',
    hubs: [{ airport: 'YYZ', terminal: '1' }, { airport: 'YUL' }, { airport: 'YVR' }],
    longHaulShare: 0.1, premiumEconomy: true,
    fleet: { short: ['223', '319', '320'], medium: ['320', '321', '7M8', '223'], long: ['333', '77W', '772', '788', '789'] },
  },
  {
    code: 'NH', name: 'All Nippon Airways', country: 'JP', alliance: 'star', model: 'network',
    hubs: [{ airport: 'HND', terminal: '2' }, { airport: 'NRT', terminal: '1' }, { airport: 'ITM' }],
    longHaulShare: 0.08, firstClass: true, premiumEconomy: true,
    fleet: { short: ['DH4', '32N', '738'], medium: ['32N', '32Q', '738', '763', '788'], long: ['77W', '789', '781', '788', '763'] },
  },
  {
    code: 'SQ', name: 'Singapore Airlines', country: 'SG', alliance: 'star', model: 'network',
    hubs: [{ airport: 'SIN' }],
    longHaulShare: 0.6, firstClass: true, premiumEconomy: true,
    fleet: { short: ['7M8'], medium: ['7M8', '359', '781'], long: ['359', '388', '77W', '781'] },
  },
  {
    code: 'TG', name: 'Thai Airways', country: 'TH', alliance: 'star', model: 'network',
    hubs: [{ airport: 'BKK' }],
    longHaulShare: 0.4,
    fleet: { short: ['320', '32N'], medium: ['32N', '333', '359', '789'], long: ['359', '77W', '789', '788'] },
  },
  {
    code: 'OZ', name: 'Asiana Airlines', country: 'KR', alliance: 'star', model: 'network',
    hubs: [{ airport: 'ICN', terminal: '2' }, { airport: 'GMP' }],
    longHaulShare: 0.3, firstClass: true,
    fleet: { short: ['321', '32Q'], medium: ['32Q', '333', '359'], long: ['359', '388', '77W', '772'] },
  },
  {
    code: 'BR', name: 'EVA Air', country: 'TW', alliance: 'star', model: 'network',
    hubs: [{ airport: 'TPE', terminal: '2' }],
    longHaulShare: 0.45, premiumEconomy: true,
    fleet: { short: ['321', '32Q'], medium: ['32Q', '333', '789', '781'], long: ['77W', '789', '781'] },
  },
  {
    code: 'CA', name: 'Air China', country: 'CN', alliance: 'star', model: 'network',
    hubs: [{ airport: 'PEK', terminal: '3' }, { airport: 'CTU' }, { airport: 'PVG' }],
    longHaulShare: 0.05, firstClass: true,
    fleet: { short: ['319', '320', '32N', '738', '7M8'], medium: ['321', '32Q', '738', '333'], long: ['359', '77W', '789', '333', '74H'] },
  },
  {
    code: 'ET', name: 'Ethiopian Airlines', country: 'ET', alliance: 'star', model: 'network',
    hubs: [{ airport: 'ADD' }],
    longHaulShare: 0.25,
    fleet: { short: ['DH4', '738'], medium: ['738', '7M8', '788'], long: ['359', '351', '77W', '77L', '788', '789'] },
  },
  {
    code: 'MS', name: 'EgyptAir', country: 'EG', alliance: 'star', model: 'network',
    hubs: [{ airport: 'CAI', terminal: '3' }],
    longHaulShare: 0.12,
    fleet: { short: ['320', '32N', '223', '738'], medium: ['32N', '738', '223', '333'], long: ['333', '77W', '789'] },
  },
  {
    code: 'TK', name: 'Turkish Airlines', country: 'TR', alliance: 'star', model: 'network',
    hubs: [{ airport: 'IST' }],
    longHaulShare: 0.15,
    fleet: { short: ['320', '321', '32Q', '738', '7M8'], medium: ['321', '32Q', '7M8', '7M9', '333'], long: ['333', '332', '77W', '789', '359'] },
  },
  {
    code: 'LO', name: 'LOT Polish Airlines', country: 'PL', alliance: 'star', model: 'network',
    hubs: [{ airport: 'WAW' }],
    longHaulShare: 0.06, premiumEconomy: true,
    fleet: { short: ['E75', 'E95'], medium: ['7M8', '738', '223'], long: ['788', '789'] },
  },
  {
    code: 'TP', name: 'TAP Air Portugal', country: 'PT', alliance: 'star', model: 'network',
    hubs: [{ airport: 'LIS', terminal: '1' }, { airport: 'OPO' }],
    longHaulShare: 0.15,
    fleet: { short: ['E90', 'E95', 'AT7', '320'], medium: ['320', '32N', '32Q'], long: ['339', '32Q'] },
  },
  {
    code: 'A3', name: 'Aegean Airlines', country: 'GR', alliance: 'star', model: 'network',
    hubs: [{ airport: 'ATH' }],
    longHaulShare: 0,
    fleet: { short: ['DH4', '320', '32N'], medium: ['320', '32N', '32Q'], long: NONE },
  },
  {
    code: 'NZ', name: 'Air New Zealand', country: 'NZ', alliance: 'star', model: 'network',
    hubs: [{ airport: 'AKL' }],
    longHaulShare: 0.06, premiumEconomy: true,
    fleet: { short: ['AT7', 'DH3', '320', '32N'], medium: ['320', '32N', '32Q'], long: ['789', '77W', '772'] },
  },
  {
    code: 'AI', name: 'Air India', country: 'IN', alliance: 'star', model: 'network',
    hubs: [{ airport: 'DEL', terminal: '3' }, { airport: 'BOM', terminal: '2' }, { airport: 'BLR' }],
    longHaulShare: 0.07, firstClass: true, premiumEconomy: true,
    fleet: { short: ['319', '320', '32N'], medium: ['32N', '321', '32Q'], long: ['788', '77W', '77L', '359'] },
  },
  {
    code: 'AV', name: 'Avianca', country: 'CO', alliance: 'star', model: 'network',
    hubs: [{ airport: 'BOG' }, { airport: 'SAL' }],
    longHaulShare: 0.03,
    fleet: { short: ['AT7', '320', '32N'], medium: ['320', '32N'], long: ['788'] },
  },
  {
    code: 'CM', name: 'Copa Airlines', country: 'PA', alliance: 'star', model: 'network',
    hubs: [{ airport: 'PTY' }],
    longHaulShare: 0,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8', '7M9'], long: NONE },
  },
  {
    code: 'SA', name: 'South African Airways', country: 'ZA', alliance: 'star', model: 'network',
    hubs: [{ airport: 'JNB' }],
    longHaulShare: 0.15,
    fleet: { short: ['320'], medium: ['320', '32N', '332'], long: ['332', '333', '343', '359'] },
  },

  // --- oneworld ---
  {
    code: 'AA', name: 'American Airlines', country: 'US', alliance: 'oneworld', model: 'network',
    hubs: [
      { airport: 'DFW' }, { airport: 'CLT' }, { airport: 'ORD', terminal: '3' }, { airport: 'MIA' }, { airport: 'PHX', terminal: '4' },
      { airport: 'PHL' }, { airport: 'DCA' }, { airport: 'LAX' }, { airport: 'JFK', terminal: '8' },
    ],
    longHaulShare: 0.04, firstClass: true, premiumEconomy: true,
    fleet: { short: ['319', '320', '738'], medium: ['321', '32Q', '738', '7M8'], long: ['772', '77W', '788', '789'] },
  },
  {
    code: 'MQ', name: 'Envoy Air', country: 'US', model: 'regional', partner: 'AA',
    hubs: [{ airport: 'DFW' }, { airport: 'ORD', terminal: '3' }, { airport: 'MIA' }, { airport: 'LGA', terminal: 'B' }],
    longHaulShare: 0,
    fleet: { short: ['E75'], medium: ['E75'], long: NONE },
  },
  {
    code: 'BA', name: 'British Airways', country: 'GB', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'LHR', terminal: '5' }, { airport: 'LGW' }, { airport: 'LCY' }],
    longHaulShare: 0.3, firstClass: true, premiumEconomy: true,
    fleet: { short: ['E90', '319', '320', '32N'], medium: ['320', '32N', '321', '32Q'], long: ['772', '77W', '788', '789', '781', '351', '388'] },
  },
  {
    code: 'IB', name: 'Iberia', country: 'ES', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'MAD', terminal: '4' }],
    longHaulShare: 0.15, premiumEconomy: true,
    fleet: { short: ['319', '320', '32N'], medium: ['32N', '321', '32Q'], long: ['332', '333', '359', '32Q'] },
  },
  {
    code: 'YW', name: 'Air Nostrum', country: 'ES', model: 'regional', partner: 'IB',
    hubs: [{ airport: 'MAD', terminal: '4' }, { airport: 'VLC' }, { airport: 'BCN' }],
    longHaulShare: 0,
    fleet: { short: ['CRK', 'CR9', 'AT7'], medium: ['CRK'], long: NONE },
  },
  {
    code: 'QF', name: 'Qantas', country: 'AU', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'SYD', terminal: '3' }, { airport: 'MEL', terminal: '1' }, { airport: 'BNE' }, { airport: 'PER' }],
    longHaulShare: 0.05, firstClass: true, premiumEconomy: true,
    fleet: { short: ['DH4', '717', 'E90', '223'], medium: ['738', '332', '333'], long: ['789', '388', '332', '333'] },
  },
  {
    code: 'CX', name: 'Cathay Pacific', country: 'HK', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'HKG', terminal: '1' }],
    longHaulShare: 0.55, firstClass: true, premiumEconomy: true,
    fleet: { short: ['320', '321', '32Q'], medium: ['32Q', '333', '359'], long: ['359', '351', '77W', '773'] },
  },
  {
    code: 'JL', name: 'Japan Airlines', country: 'JP', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'HND', terminal: '1' }, { airport: 'NRT', terminal: '2' }, { airport: 'ITM' }],
    longHaulShare: 0.08, firstClass: true, premiumEconomy: true,
    fleet: { short: ['E70', 'E90', 'AT7', '738'], medium: ['738', '763', '359', '772'], long: ['77W', '788', '789', '351', '763'] },
  },
  {
    code: 'QR', name: 'Qatar Airways', country: 'QA', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'DOH' }],
    longHaulShare: 0.55, firstClass: true,
    fleet: { short: ['320', '738', '7M8'], medium: ['320', '321', '7M8', '333', '788'], long: ['359', '351', '77W', '77L', '788', '781', '388'] },
  },
  {
    code: 'AY', name: 'Finnair', country: 'FI', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'HEL', terminal: '2' }],
    longHaulShare: 0.08, premiumEconomy: true,
    fleet: { short: ['AT7', 'E90', '319', '320'], medium: ['320', '321'], long: ['359', '333'] },
  },
  {
    code: 'MH', name: 'Malaysia Airlines', country: 'MY', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'KUL', terminal: '1' }],
    longHaulShare: 0.1,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8', '333', '339'], long: ['359', '333', '339'] },
  },
  {
    code: 'RJ', name: 'Royal Jordanian', country: 'JO', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'AMM' }],
    longHaulShare: 0.12,
    fleet: { short: ['E95', 'E75', '320'], medium: ['320', '32N', '321', '32Q'], long: ['788'] },
  },
  {
    code: 'AS', name: 'Alaska Airlines', country: 'US', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'SEA' }, { airport: 'PDX' }, { airport: 'ANC' }, { airport: 'SFO' }, { airport: 'LAX' }, { airport: 'HNL' }],
    longHaulShare: 0.03,
    fleet: { short: ['E75', '738'], medium: ['738', '739', '7M9', '7M8'], long: ['332', '789'] },
  },
  {
    code: 'AT', name: 'Royal Air Maroc', country: 'MA', alliance: 'oneworld', model: 'network',
    hubs: [{ airport: 'CMN' }],
    longHaulShare: 0.12,
    fleet: { short: ['AT7', '738', '7M8'], medium: ['738', '7M8', '788'], long: ['788', '789'] },
  },

  // --- SkyTeam ---
  {
    code: 'AF', name: 'Air France', country: 'FR', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'CDG', terminal: '2E' }, { airport: 'ORY' }],
    longHaulShare: 0.15, firstClass: true, premiumEconomy: true,
    fleet: { short: ['E70', 'E90', '319', '320', '223'], medium: ['320', '321', '32N', '223'], long: ['332', '359', '772', '77W', '789'] },
  },
  {
    code: 'KL', name: 'KLM Royal Dutch Airlines', country: 'NL', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'AMS' }],
    longHaulShare: 0.13, premiumEconomy: true,
    fleet: { short: ['E90', 'E95', '295', '73W'], medium: ['738', '739', '32N'], long: ['772', '77W', '789', '781', '333'] },
  },
  {
    code: 'DL', name: 'Delta Air Lines', country: 'US', alliance: 'skyteam', model: 'network',
    hubs: [
      { airport: 'ATL' }, { airport: 'MSP', terminal: '1' }, { airport: 'DTW' }, { airport: 'SLC' }, { airport: 'JFK', terminal: '4' },
      { airport: 'LAX' }, { airport: 'SEA' }, { airport: 'BOS', terminal: 'A' }, { airport: 'LGA', terminal: 'C' },
    ],
    longHaulShare: 0.05, premiumEconomy: true,
    fleet: { short: ['221', '223', '319', '320', '717'], medium: ['321', '32Q', '739', '73J', '752', '753', '738'], long: ['332', '333', '339', '359', '763', '764'] },
  },
  {
    code: '9E', name: 'Endeavor Air', country: 'US', model: 'regional', partner: 'DL',
    hubs: [{ airport: 'ATL' }, { airport: 'MSP', terminal: '1' }, { airport: 'DTW' }, { airport: 'JFK', terminal: '4' }, { airport: 'LGA', terminal: 'C' }],
    longHaulShare: 0,
    fleet: { short: ['CR9', 'CR7'], medium: ['CR9'], long: NONE },
  },
  {
    code: 'AM', name: 'Aeroméxico', country: 'MX', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'MEX', terminal: '2' }, { airport: 'GDL' }, { airport: 'MTY' }],
    longHaulShare: 0.04,
    fleet: { short: ['E90', '738', '7M8'], medium: ['738', '7M8', '7M9'], long: ['788', '789'] },
  },
  {
    code: 'KE', name: 'Korean Air', country: 'KR', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'ICN', terminal: '2' }, { airport: 'GMP' }, { airport: 'CJU' }],
    longHaulShare: 0.3, firstClass: true,
    fleet: { short: ['223', '738', '739', '7M8'], medium: ['7M8', '223', '333', '332'], long: ['77W', '772', '789', '781', '388', '74H'] },
  },
  {
    code: 'MU', name: 'China Eastern Airlines', country: 'CN', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'PVG', terminal: '1' }, { airport: 'SHA', terminal: '2' }, { airport: 'KMG' }, { airport: 'XIY' }, { airport: 'PKX' }],
    longHaulShare: 0.04,
    fleet: { short: ['319', '320', '32N', '738', '7M8'], medium: ['321', '32Q', '738', '333', '332'], long: ['359', '77W', '789', '333'] },
  },
  {
    code: 'CI', name: 'China Airlines', country: 'TW', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'TPE', terminal: '1' }],
    longHaulShare: 0.35, premiumEconomy: true,
    fleet: { short: ['738', '32Q'], medium: ['32Q', '333', '359'], long: ['359', '77W'] },
  },
  {
    code: 'SV', name: 'Saudia', country: 'SA', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'JED', terminal: '1' }, { airport: 'RUH' }],
    longHaulShare: 0.12, firstClass: true,
    fleet: { short: ['320', '32N'], medium: ['32N', '321', '32Q', '333'], long: ['77W', '789', '781'] },
  },
  {
    code: 'GA', name: 'Garuda Indonesia', country: 'ID', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'CGK', terminal: '3' }, { airport: 'DPS' }],
    longHaulShare: 0.05,
    fleet: { short: ['738'], medium: ['738', '333'], long: ['333', '339', '77W'] },
  },
  {
    code: 'VN', name: 'Vietnam Airlines', country: 'VN', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'SGN' }, { airport: 'HAN' }],
    longHaulShare: 0.06,
    fleet: { short: ['321', '32N'], medium: ['321', '32N', '789'], long: ['359', '789', '781'] },
  },
  {
    code: 'AR', name: 'Aerolíneas Argentinas', country: 'AR', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'AEP' }, { airport: 'EZE' }, { airport: 'COR' }],
    longHaulShare: 0.04,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8'], long: ['332'] },
  },
  {
    code: 'KQ', name: 'Kenya Airways', country: 'KE', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'NBO' }],
    longHaulShare: 0.1,
    fleet: { short: ['E90'], medium: ['E90', '738', '7M8'], long: ['788'] },
  },
  {
    code: 'VS', name: 'Virgin Atlantic', country: 'GB', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'LHR', terminal: '3' }, { airport: 'MAN' }],
    longHaulShare: 1, premiumEconomy: true,
    fleet: { short: NONE, medium: NONE, long: ['339', '789', '351', '332'] },
  },
  {
    code: 'SK', name: 'Scandinavian Airlines', country: 'SE', alliance: 'skyteam', model: 'network',
    hubs: [{ airport: 'CPH' }, { airport: 'ARN' }, { airport: 'OSL' }],
    longHaulShare: 0.03, premiumEconomy: true,
    fleet: { short: ['CR9', 'AT7', '320', '32N'], medium: ['32N', '320', '319'], long: ['333', '339', '359'] },
  },

  // --- Not aligned: network carriers ---
  {
    code: 'EK', name: 'Emirates', country: 'AE', model: 'network',
    hubs: [{ airport: 'DXB', terminal: '3' }],
    longHaulShare: 0.75, firstClass: true, premiumEconomy: true,
    fleet: { short: ['77W'], medium: ['77W', '388'], long: ['388', '77W', '77L', '359'] },
  },
  {
    code: 'EY', name: 'Etihad Airways', country: 'AE', model: 'network',
    hubs: [{ airport: 'AUH', terminal: 'A' }],
    longHaulShare: 0.5, firstClass: true,
    fleet: { short: ['320', '321'], medium: ['321', '32Q', '789'], long: ['789', '781', '77W', '351', '388'] },
  },
  {
    code: 'LA', name: 'LATAM Airlines', country: 'CL', model: 'network',
    hubs: [{ airport: 'SCL' }, { airport: 'LIM' }, { airport: 'GRU' }, { airport: 'BSB' }],
    longHaulShare: 0.05,
    fleet: { short: ['319', '320', '32N'], medium: ['320', '321', '32Q'], long: ['763', '788', '789', '77W'] },
  },
  {
    code: 'CZ', name: 'China Southern Airlines', country: 'CN', model: 'network',
    hubs: [{ airport: 'CAN', terminal: '2' }, { airport: 'PKX' }, { airport: 'URC' }, { airport: 'CKG' }],
    longHaulShare: 0.03,
    fleet: { short: ['319', '320', '32N', '738', '7M8', 'E90'], medium: ['321', '32Q', '738', '7M8', '333'], long: ['359', '77W', '788', '789', '332'] },
  },
  {
    code: 'HU', name: 'Hainan Airlines', country: 'CN', model: 'network',
    hubs: [{ airport: 'HAK' }, { airport: 'PEK' }, { airport: 'XIY' }],
    longHaulShare: 0.06,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8', '333'], long: ['789', '788', '333', '339'] },
  },
  {
    code: 'WS', name: 'WestJet', country: 'CA', model: 'network',
    hubs: [{ airport: 'YYC' }, { airport: 'YYZ' }, { airport: 'YVR' }],
    longHaulShare: 0.03,
    fleet: { short: ['DH4', '73W'], medium: ['73W', '738', '7M8'], long: ['789'] },
  },
  {
    code: 'AD', name: 'Azul Brazilian Airlines', country: 'BR', model: 'network',
    hubs: [{ airport: 'VCP' }, { airport: 'CNF' }, { airport: 'REC' }],
    longHaulShare: 0.04,
    fleet: { short: ['AT7', 'E95', '295'], medium: ['295', '32N'], long: ['339', '332'] },
  },
  {
    code: 'VA', name: 'Virgin Australia', country: 'AU', model: 'network',
    hubs: [{ airport: 'BNE' }, { airport: 'SYD', terminal: '2' }, { airport: 'MEL', terminal: '3' }],
    longHaulShare: 0,
    fleet: { short: ['AT7', '100', '738'], medium: ['738', '7M8'], long: NONE },
  },

  // --- Low-cost carriers ---
  {
    code: 'WN', name: 'Southwest Airlines', country: 'US', model: 'lowcost',
    hubs: [
      { airport: 'DEN' }, { airport: 'LAS' }, { airport: 'MDW' }, { airport: 'BWI' }, { airport: 'PHX' }, { airport: 'DAL' }, { airport: 'HOU' },
      { airport: 'OAK' }, { airport: 'MCO' }, { airport: 'BNA' }, { airport: 'AUS' }, { airport: 'ATL' }, { airport: 'STL' }, { airport: 'SAN' },
    ],
    longHaulShare: 0,
    fleet: { short: ['73W', '7M8'], medium: ['73W', '738', '7M8'], long: NONE },
  },
  {
    code: 'B6', name: 'JetBlue', country: 'US', model: 'lowcost',
    hubs: [{ airport: 'JFK', terminal: '5' }, { airport: 'BOS', terminal: 'C' }, { airport: 'FLL' }, { airport: 'MCO' }],
    longHaulShare: 0.02,
    fleet: { short: ['223', '320'], medium: ['320', '321', '32Q'], long: ['32Q'] },
  },
  {
    code: 'F9', name: 'Frontier Airlines', country: 'US', model: 'lowcost',
    hubs: [{ airport: 'DEN' }, { airport: 'LAS' }, { airport: 'MCO' }, { airport: 'PHL' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['32N', '32Q'], long: NONE },
  },
  {
    code: 'FR', name: 'Ryanair', country: 'IE', model: 'lowcost',
    hubs: [
      { airport: 'STN' }, { airport: 'DUB' }, { airport: 'BGY' }, { airport: 'MAD' }, { airport: 'BCN' }, { airport: 'CRL' },
      { airport: 'MAN' }, { airport: 'WMI' }, { airport: 'KRK' }, { airport: 'BLQ' }, { airport: 'NAP' }, { airport: 'PMO' },
      { airport: 'CTA' }, { airport: 'BRI' }, { airport: 'AGP' }, { airport: 'PMI' }, { airport: 'ALC' }, { airport: 'LIS' },
      { airport: 'OPO' }, { airport: 'BUD' }, { airport: 'VIE' }, { airport: 'ATH' }, { airport: 'EDI' }, { airport: 'BRS' },
      { airport: 'FCO' }, { airport: 'CIA' },
    ],
    longHaulShare: 0,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8'], long: NONE },
  },
  {
    code: 'U2', name: 'easyJet', country: 'GB', model: 'lowcost',
    hubs: [
      { airport: 'LGW' }, { airport: 'LTN' }, { airport: 'GVA' }, { airport: 'BSL' }, { airport: 'MXP' }, { airport: 'ORY' },
      { airport: 'BER' }, { airport: 'BRS' }, { airport: 'MAN' }, { airport: 'EDI' }, { airport: 'AMS' }, { airport: 'LIS' },
      { airport: 'NCE' }, { airport: 'NAP' }, { airport: 'BFS' }, { airport: 'LYS' }, { airport: 'TLS' }, { airport: 'CDG' },
    ],
    longHaulShare: 0,
    fleet: { short: ['319', '320', '32N'], medium: ['320', '32N', '32Q'], long: NONE },
  },
  {
    code: 'W6', name: 'Wizz Air', country: 'HU', model: 'lowcost',
    hubs: [
      { airport: 'BUD' }, { airport: 'OTP' }, { airport: 'WAW' }, { airport: 'KTW' }, { airport: 'SOF' }, { airport: 'LTN' },
      { airport: 'GDN' }, { airport: 'CLJ' }, { airport: 'VNO' }, { airport: 'FCO' },
    ],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['321', '32Q', '32N'], long: NONE },
  },
  {
    code: 'VY', name: 'Vueling', country: 'ES', model: 'lowcost',
    hubs: [{ airport: 'BCN', terminal: '1' }, { airport: 'ORY' }, { airport: 'FCO' }, { airport: 'AGP' }, { airport: 'SVQ' }, { airport: 'BIO' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['320', '32N', '321'], long: NONE },
  },
  {
    code: 'DY', name: 'Norwegian Air Shuttle', country: 'NO', model: 'lowcost',
    hubs: [{ airport: 'OSL' }, { airport: 'ARN' }, { airport: 'CPH' }, { airport: 'BGO' }, { airport: 'TRD' }, { airport: 'HEL' }],
    longHaulShare: 0,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8'], long: NONE },
  },
  {
    code: 'PC', name: 'Pegasus Airlines', country: 'TR', model: 'lowcost',
    hubs: [{ airport: 'SAW' }, { airport: 'ADB' }, { airport: 'ESB' }, { airport: 'AYT' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N', '738'], medium: ['32N', '32Q', '7M8'], long: NONE },
  },
  {
    code: 'FZ', name: 'flydubai', country: 'AE', model: 'lowcost',
    hubs: [{ airport: 'DXB', terminal: '2' }],
    longHaulShare: 0,
    fleet: { short: ['738', '7M8'], medium: ['738', '7M8', '7M9'], long: NONE },
  },
  {
    code: '6E', name: 'IndiGo', country: 'IN', model: 'lowcost',
    hubs: [{ airport: 'DEL' }, { airport: 'BOM' }, { airport: 'BLR' }, { airport: 'HYD' }, { airport: 'CCU' }, { airport: 'MAA' }],
    longHaulShare: 0,
    fleet: { short: ['AT7', '320', '32N'], medium: ['32N', '32Q'], long: NONE },
  },
  {
    code: 'AK', name: 'AirAsia', country: 'MY', model: 'lowcost',
    hubs: [{ airport: 'KUL', terminal: '2' }, { airport: 'BKI' }, { airport: 'PEN' }, { airport: 'KCH' }, { airport: 'JHB' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['320', '32N', '32Q'], long: NONE },
  },
  {
    code: 'FD', name: 'Thai AirAsia', country: 'TH', model: 'lowcost',
    hubs: [{ airport: 'DMK' }, { airport: 'HKT' }, { airport: 'CNX' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['320', '32N'], long: NONE },
  },
  {
    code: '5J', name: 'Cebu Pacific', country: 'PH', model: 'lowcost',
    hubs: [{ airport: 'MNL', terminal: '3' }, { airport: 'CEB' }, { airport: 'DVO' }, { airport: 'CRK' }],
    longHaulShare: 0,
    fleet: { short: ['AT7', '320', '32N'], medium: ['320', '32N', '32Q'], long: NONE },
  },
  {
    code: '9C', name: 'Spring Airlines', country: 'CN', model: 'lowcost',
    hubs: [{ airport: 'PVG' }, { airport: 'SHA' }, { airport: 'SJW' }, { airport: 'SZX' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['320', '32N'], long: NONE },
  },
  {
    code: 'JQ', name: 'Jetstar Airways', country: 'AU', model: 'lowcost',
    hubs: [{ airport: 'MEL', terminal: '4' }, { airport: 'SYD', terminal: '2' }, { airport: 'BNE' }, { airport: 'OOL' }],
    longHaulShare: 0.05,
    fleet: { short: ['320', '321'], medium: ['320', '321', '32Q'], long: ['788'] },
  },
  {
    code: 'G3', name: 'GOL Linhas Aéreas', country: 'BR', model: 'lowcost',
    hubs: [{ airport: 'GRU', terminal: '2' }, { airport: 'CGH' }, { airport: 'GIG' }, { airport: 'BSB' }],
    longHaulShare: 0,
    fleet: { short: ['73W', '738'], medium: ['738', '7M8'], long: NONE },
  },
  {
    code: 'Y4', name: 'Volaris', country: 'MX', model: 'lowcost',
    hubs: [{ airport: 'GDL' }, { airport: 'TIJ' }, { airport: 'MEX', terminal: '1' }, { airport: 'CUN' }],
    longHaulShare: 0,
    fleet: { short: ['320', '32N'], medium: ['32N', '32Q'], long: NONE },
  },
];
