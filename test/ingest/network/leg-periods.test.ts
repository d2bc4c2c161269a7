// Leg periods across clock changes, worked out by hand (issue 15). Europe changes at 01:00 UTC on
// the last Sunday of March (2027-03-28) and of October (2027-10-31).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../../src/domain/flight-dates.js';
import type { LegPeriodRecord } from '../../../src/dataset/schedule-content.js';
import { appendLegRecords, type LegSpec } from '../../../src/ingest/network/leg-periods.js';
import type { Station } from '../../../src/ingest/network/network-plan.js';
import { ZoneOffsets } from '../../../src/ingest/network/zone-offsets.js';

const day = (iso: string) => dayFromIso(iso)!;
const offsets = new ZoneOffsets(day('2027-03-20'), day('2027-11-10'));

function station(code: string, country: string, zone: string): Station {
  return { index: 0, code, country, latitude: 0, longitude: 0, zone: offsets.zoneIndex(zone), designOffset: 0, offsets: [0] };
}
const MUC = station('MUC', 'DE', 'Europe/Berlin');
const DXB = station('DXB', 'AE', 'Asia/Dubai');
const SVQ = station('SVQ', 'ES', 'Europe/Madrid');
const ORY = station('ORY', 'FR', 'Europe/Paris');

function records(spec: Partial<LegSpec> & Pick<LegSpec, 'origin' | 'destination' | 'departure' | 'block' | 'periods'>): LegPeriodRecord[] {
  const out: LegPeriodRecord[] = [];
  appendLegRecords({ flight: { airline: 'XX', number: 1, suffix: '' }, legSequence: 1, mask: 0x7f, aircraft: '320', codeshares: [], ...spec }, offsets, out);
  return out;
}

const brief = (r: LegPeriodRecord) => `${r.firstDate}..${r.lastDate} ${r.departureTime}/${r.departureUtcOffset} → ${r.arrivalTime}+${r.arrivalDayOffset}/${r.arrivalUtcOffset}`;

test('a departure before the change on its day keeps the old offset (MUC 00:55 on 2027-03-28)', () => {
  // 00:55 CET is 23:55 UTC on the 27th; 5 h 55 min later is 05:50 UTC, 09:50 in Dubai (+4).
  // On the 29th 00:55 is CEST (+2): 22:55 UTC, landing 04:50 UTC, 08:50 in Dubai.
  const out = records({ origin: MUC, destination: DXB, departure: 55, block: 355, periods: [[day('2027-03-27'), day('2027-03-29')]] });
  assert.deepEqual(out.map(brief), [
    '2027-03-27..2027-03-28 55/60 → 590+0/240',
    '2027-03-29..2027-03-29 55/120 → 530+0/240',
  ]);
});

test('an arrival after the clocks go back is read in the new offset (SVQ→ORY landing 2027-10-31)', () => {
  // 22:00 CEST (+2) in Seville on the 30th is 20:00 UTC; 145 min later, 22:25 UTC, is 00:25 CEST
  // in Paris on the 31st (Paris goes back at 01:00 UTC), not 23:25 on the 30th. On the 31st,
  // 22:00 CET is 21:00 UTC, landing 23:25 UTC, 00:25 CET on Nov 1.
  const out = records({ origin: SVQ, destination: ORY, departure: 22 * 60, block: 145, periods: [[day('2027-10-30'), day('2027-10-31')]] });
  assert.deepEqual(out.map(brief), [
    '2027-10-30..2027-10-30 1320/120 → 25+1/120',
    '2027-10-31..2027-10-31 1320/60 → 25+1/60',
  ]);
});

test('a departure in the hour skipped is written at the time it shows after the change (02:30 → 03:30)', () => {
  // 02:30 does not exist in Munich on 2027-03-28: the flight leaves at 01:30 UTC, 03:30 CEST.
  const out = records({ origin: MUC, destination: DXB, departure: 150, block: 355, periods: [[day('2027-03-27'), day('2027-03-29')]] });
  assert.deepEqual(out.map(brief), [
    '2027-03-27..2027-03-27 150/60 → 685+0/240',
    '2027-03-28..2027-03-28 210/120 → 685+0/240',
    '2027-03-29..2027-03-29 150/120 → 625+0/240',
  ]);
});

test('a departure in the hour repeated leaves at the first of the two instants (02:30 on 2027-10-31)', () => {
  // 02:30 CEST is 00:30 UTC; the 02:30 CET an hour later is not the one taken.
  const out = records({ origin: MUC, destination: DXB, departure: 150, block: 355, periods: [[day('2027-10-31'), day('2027-10-31')]] });
  assert.deepEqual(out.map(brief), ['2027-10-31..2027-10-31 150/120 → 625+0/240']);
});

test('offsets change at the minute the zone changes', () => {
  const berlin = offsets.zoneIndex('Europe/Berlin');
  const change = Date.UTC(2027, 2, 28, 1, 0) / 60_000;
  assert.equal(offsets.offsetAt(berlin, change - 1), 60);
  assert.equal(offsets.offsetAt(berlin, change), 120);
});

test('a block per IATA season splits the records where the season changes (DXB→SIN, no clock change at either end)', () => {
  // The summer season starts on the last Sunday of March, 2027-03-28. 10:00 in Dubai (+4) is
  // 06:00 UTC: 6 h later 12:00 UTC, 20:00 in Singapore (+8); 5 h 50 later 19:50.
  const SIN = station('SIN', 'SG', 'Asia/Singapore');
  const out = records({ origin: DXB, destination: SIN, departure: 600, block: { winter: 360, summer: 350 }, periods: [[day('2027-03-26'), day('2027-03-29')]] });
  assert.deepEqual(out.map(brief), ['2027-03-26..2027-03-27 600/240 → 1200+0/480', '2027-03-28..2027-03-29 600/240 → 1190+0/480']);
  assert.equal(records({ origin: DXB, destination: SIN, departure: 600, block: 360, periods: [[day('2027-03-26'), day('2027-03-29')]] }).length, 1, 'one block all year: one record');
});
