// Curated facts: IATA metropolitan (multi-airport) city codes and their airports, and the city codes
// of single airports whose city has a code of its own (BAK for GYD).

export interface MetroCity {
  code: string;
  name: string;
  country: string;
  airports: readonly string[];
}

export const METRO_CITIES: readonly MetroCity[] = [
  { code: 'BAK', name: 'Baku', country: 'AZ', airports: ['GYD'] },
  { code: 'BFS', name: 'Belfast', country: 'GB', airports: ['BFS', 'BHD'] },
  { code: 'BJS', name: 'Beijing', country: 'CN', airports: ['PEK', 'PKX'] },
  { code: 'BKK', name: 'Bangkok', country: 'TH', airports: ['BKK', 'DMK'] },
  { code: 'BUE', name: 'Buenos Aires', country: 'AR', airports: ['EZE', 'AEP'] },
  // Băneasa (BBU) has served business aviation only since 2012; IATA still counts it in BUH.
  { code: 'BUH', name: 'Bucharest', country: 'RO', airports: ['OTP', 'BBU'] },
  { code: 'CHI', name: 'Chicago', country: 'US', airports: ['ORD', 'MDW'] },
  // Coleman A. Young (DET) has had no scheduled flights for years; IATA still counts it in DTT.
  { code: 'DTT', name: 'Detroit', country: 'US', airports: ['DTW', 'DET'] },
  { code: 'DXB', name: 'Dubai', country: 'AE', airports: ['DXB', 'DWC'] },
  { code: 'HOU', name: 'Houston', country: 'US', airports: ['IAH', 'HOU'] },
  { code: 'IST', name: 'Istanbul', country: 'TR', airports: ['IST', 'SAW'] },
  { code: 'JKT', name: 'Jakarta', country: 'ID', airports: ['CGK', 'HLP'] },
  { code: 'LON', name: 'London', country: 'GB', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'MIL', name: 'Milan', country: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'MOW', name: 'Moscow', country: 'RU', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  { code: 'NGO', name: 'Nagoya', country: 'JP', airports: ['NGO', 'NKM'] },
  { code: 'NYC', name: 'New York', country: 'US', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'OSA', name: 'Osaka', country: 'JP', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'OSL', name: 'Oslo', country: 'NO', airports: ['OSL', 'TRF'] },
  { code: 'PAR', name: 'Paris', country: 'FR', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'REK', name: 'Reykjavík', country: 'IS', airports: ['KEF', 'RKV'] },
  { code: 'RIO', name: 'Rio de Janeiro', country: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'ROM', name: 'Rome', country: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'SAO', name: 'São Paulo', country: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'SEL', name: 'Seoul', country: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'SHA', name: 'Shanghai', country: 'CN', airports: ['PVG', 'SHA'] },
  { code: 'SPK', name: 'Sapporo', country: 'JP', airports: ['CTS', 'OKD'] },
  { code: 'STO', name: 'Stockholm', country: 'SE', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'TCI', name: 'Tenerife', country: 'ES', airports: ['TFS', 'TFN'] },
  { code: 'THR', name: 'Tehran', country: 'IR', airports: ['IKA', 'THR'] },
  { code: 'TPE', name: 'Taipei', country: 'TW', airports: ['TPE', 'TSA'] },
  { code: 'TYO', name: 'Tokyo', country: 'JP', airports: ['HND', 'NRT'] },
  { code: 'WAS', name: 'Washington', country: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  // Mirabel (YMX) is cargo-only since 2004 and is listed in retired-codes instead.
  { code: 'YMQ', name: 'Montreal', country: 'CA', airports: ['YUL', 'YHU'] },
  { code: 'YTO', name: 'Toronto', country: 'CA', airports: ['YYZ', 'YTZ'] },
];
