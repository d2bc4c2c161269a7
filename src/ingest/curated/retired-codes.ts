// Curated facts: IATA codes of airports closed to passenger traffic that must not be served as live
// airports, and where their traffic went when it moved to another airport. A lookup of such a code
// is answered with an error naming the successor; the route table reads a moved airport as its
// successor.

export interface RetiredCode {
  code: string;
  reason: string;
  /** The airport the traffic moved to, when it did. */
  successor?: string;
}

export const RETIRED_CODES: readonly RetiredCode[] = [
  { code: 'BPM', reason: 'Hyderabad Begumpet: closed to scheduled airline traffic in 2008 when Rajiv Gandhi International (HYD) opened', successor: 'HYD' },
  { code: 'DHA', reason: 'Dhahran: civil traffic moved to King Fahd International (DMM) in 1999; now a military air base', successor: 'DMM' },
  { code: 'DOK', reason: 'Donetsk: closed since 2014 after being destroyed in the war in eastern Ukraine' },
  { code: 'DSA', reason: 'Doncaster Sheffield: closed in November 2022' },
  { code: 'ETH', reason: 'Eilat (city airport): closed in 2019, replaced by Ramon Airport (ETM)', successor: 'ETM' },
  { code: 'FZO', reason: 'Bristol Filton: closed in 2012' },
  { code: 'ISL', reason: 'Istanbul Ataturk: closed to scheduled passenger flights in April 2019, replaced by Istanbul Airport (IST)', successor: 'IST' },
  { code: 'JRS', reason: 'Jerusalem Atarot: closed to civil traffic in 2001' },
  { code: 'MHP', reason: 'Minsk-1: closed to flights in 2015/2016; all traffic uses Minsk National (MSQ)', successor: 'MSQ' },
  { code: 'MSE', reason: 'Manston (Kent International): closed in 2014' },
  { code: 'NAY', reason: 'Beijing Nanyuan: closed in September 2019 when Beijing Daxing (PKX) opened', successor: 'PKX' },
  { code: 'NIC', reason: 'Nicosia International: closed to traffic since 1974' },
  { code: 'PLH', reason: 'Plymouth City: closed in December 2011' },
  { code: 'QPG', reason: 'Singapore Paya Lebar: closed to civil passenger traffic in 1981 when Changi (SIN) opened; now a military air base', successor: 'SIN' },
  { code: 'RYG', reason: 'Moss Rygge: closed to civil traffic in 2016' },
  { code: 'SDV', reason: 'Tel Aviv Sde Dov: closed in July 2019, its flights moved to Ben Gurion (TLV)', successor: 'TLV' },
  { code: 'SXF', reason: 'Berlin Schönefeld: became Terminal 5 of Berlin Brandenburg (BER) in October 2020, under the code BER', successor: 'BER' },
  { code: 'TXL', reason: 'Berlin Tegel: closed in November 2020, replaced by Berlin Brandenburg (BER)', successor: 'BER' },
  { code: 'YKZ', reason: 'Toronto Buttonville: closed in 2023' },
  { code: 'YMX', reason: 'Montreal Mirabel: passenger flights ended in 2004; cargo only' },
  { code: 'YXD', reason: 'Edmonton City Centre (Blatchford Field): closed in 2013' },
  { code: 'ZQW', reason: 'Zweibruecken: commercial operations ended in 2014 after the airport operator became insolvent' },
];
