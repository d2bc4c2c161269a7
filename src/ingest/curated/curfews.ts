// Curated facts: airports closed to scheduled departures and arrivals at night, local times. A
// schedule of the real network keeps its flights outside these hours; the realism measure counts
// those that are not.

export interface Curfew {
  airport: string;
  /** Local minutes after midnight when the curfew starts, and when it ends (the next morning). */
  from: number;
  until: number;
  note: string;
}

const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const curfew = (airport: string, from: string, until: string, note: string): Curfew => ({ airport, from: hm(from), until: hm(until), note });

export const CURFEWS: readonly Curfew[] = [
  curfew('FRA', '23:00', '05:00', 'Frankfurt: no scheduled flights from 23:00 to 05:00 since 2011'),
  curfew('SYD', '23:00', '06:00', 'Sydney: curfew from 23:00 to 06:00 under the Sydney Airport Curfew Act 1995'),
  curfew('ZRH', '23:30', '06:00', 'Zurich: no scheduled take-offs or landings from 23:30 to 06:00'),
  curfew('LCY', '22:30', '06:30', 'London City: closed from 22:30 to 06:30 (and at weekends from Saturday 12:30 to Sunday 12:30)'),
  curfew('NRT', '00:00', '06:00', 'Narita: closed from midnight to 06:00'),
  curfew('ITM', '21:00', '07:00', 'Osaka Itami: operating hours 07:00 to 21:00'),
  curfew('ADL', '23:00', '06:00', 'Adelaide: curfew from 23:00 to 06:00'),
  curfew('GVA', '00:00', '06:00', 'Geneva: closed to scheduled flights from midnight to 06:00'),
  curfew('ORY', '23:30', '06:00', 'Paris Orly: no take-offs from 23:15 or landings from 23:30 until 06:00'),
  curfew('HAM', '23:00', '06:00', 'Hamburg: night ban on scheduled flights from 23:00 to 06:00'),
  // Heathrow's night quota period is 23:30 to 06:00; no flight is scheduled to land before 04:30
  // or leave before 06:00 (the quota for 04:30 to 06:00 is in night-quotas.ts).
  curfew('LHR', '23:30', '04:30', 'Heathrow: no scheduled movements in the night quota period before 04:30 (Heathrow night flights page; Department for Transport night flight restrictions)'),
  curfew('BER', '00:00', '05:00', 'Berlin Brandenburg: no scheduled flights from midnight to 05:00 under its planning approval (BER noise protection page)'),
  curfew('CGH', '23:00', '06:00', 'São Paulo Congonhas: operating hours 06:00 to 23:00'),
  curfew('GMP', '23:00', '06:00', 'Seoul Gimpo: curfew from 23:00 to 06:00'),
  curfew('CJU', '23:00', '06:00', 'Jeju: curfew from 23:00 to 06:00'),
  curfew('FUK', '22:00', '07:00', 'Fukuoka: operating hours 07:00 to 22:00'),
];

/** Whether local minute `minute` (0–1439) falls within the curfew. */
export function inCurfew(c: Curfew, minute: number): boolean {
  return c.from > c.until ? minute >= c.from || minute < c.until : minute >= c.from && minute < c.until;
}
