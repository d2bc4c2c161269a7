// Curated facts: night quotas, the scheduled movements an airport takes each night in a period
// after its curfew (curfews.ts) or instead of one, local times. A schedule of the real network
// keeps within them; the realism measure counts the nights that do not.

export interface NightQuota {
  airport: string;
  /** Local minutes after midnight when the quota period starts and ends (the next morning when it wraps). */
  from: number;
  until: number;
  /** Scheduled arrivals each night in the period, and departures. */
  arrivals: number;
  departures: number;
  note: string;
}

const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

export const NIGHT_QUOTAS: readonly NightQuota[] = [
  {
    airport: 'LHR',
    from: hm('04:30'),
    until: hm('06:00'),
    arrivals: 16,
    departures: 0,
    note: 'Heathrow: about 16 scheduled arrivals a night in the quota period 23:30–06:00, none before 04:30, and no scheduled departures before 06:00 (Heathrow night flights page; Department for Transport night flight restrictions)',
  },
];

/** Whether local minute `minute` (0–1439) falls within the quota period. */
export function inQuotaPeriod(q: NightQuota, minute: number): boolean {
  return q.from > q.until ? minute >= q.from || minute < q.until : minute >= q.from && minute < q.until;
}
