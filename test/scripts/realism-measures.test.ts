// The realism measure's figures on small, hand-made weeks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mainlineNumbers, measureRealism, spearman, type ExportRow } from '../../scripts/realism-measures.js';

test("Spearman's rank correlation: 1 in order, -1 reversed, ties at their average rank", () => {
  assert.equal(spearman([1, 2, 3, 4], [10, 20, 30, 40]), 1);
  assert.equal(spearman([1, 2, 3, 4], [40, 30, 20, 10]), -1);
  assert.ok(Math.abs(spearman([1, 2, 2, 3], [1, 2, 2, 3]) - 1) < 1e-12);
  assert.equal(spearman([1, 1, 1], [1, 2, 3]), 0, 'no ranking on one side');
});

const POSITIONS: Record<string, { latitude: number; longitude: number }> = {
  FRA: { latitude: 50.033, longitude: 8.57 },
  MUC: { latitude: 48.354, longitude: 11.786 },
  SYD: { latitude: -33.946, longitude: 151.177 },
  MEL: { latitude: -37.673, longitude: 144.843 },
};

/** A leg of the export; UTC times are `HH:mm` of the date, or whole `yyyy-MM-ddTHH:mmZ` instants. */
function leg(airline: string, origin: string, destination: string, date: string, dep: string, arr: string, depUtc: string, arrUtc: string, seats = '180'): ExportRow {
  const utc = (t: string) => (t.length > 5 ? t : `${date}T${t}Z`);
  return { date, airline, origin, destination, departure_local: `${date}T${dep}`, arrival_local: `${date}T${arr}`, departure_utc: utc(depUtc), arrival_utc: utc(arrUtc), seats };
}

test('routes, flights held, seats, curfews, same-minute departures and block times of a small week', () => {
  const table = [
    { airline: 'LH', origin: 'FRA', destination: 'MUC', monthlyFlights: (14 * 30.44) / 7, monthlySeats: ((14 * 30.44) / 7) * 180 },
    { airline: 'QF', origin: 'SYD', destination: 'MEL', monthlyFlights: (7 * 30.44) / 7, monthlySeats: ((7 * 30.44) / 7) * 170 },
  ];
  const rows = [
    // Seven LH flights of the 14 a week, one of them at 23:30 out of FRA (its curfew starts at 23:00).
    ...['01', '02', '03', '04', '05', '06'].map((d) => leg('LH', 'FRA', 'MUC', `2027-03-${d}`, '07:00', '08:00', '06:00', '07:00')),
    leg('LH', 'FRA', 'MUC', '2027-03-07', '23:30', '00:30', '22:30', '23:30'),
    // QF twice at the same minute; the second in 3 hours where 83 minutes are expected.
    leg('QF', 'SYD', 'MEL', '2027-03-01', '09:00', '10:35', '22:00', '23:35'),
    leg('QF', 'SYD', 'MEL', '2027-03-01', '09:00', '12:00', '22:00', '2027-03-02T01:00Z'),
    // A route that is not in the table.
    leg('XX', 'MUC', 'SYD', '2027-03-02', '12:00', '19:00', '11:00', '2027-03-03T08:00Z', '400'),
  ];
  const f = measureRealism(rows, table, (code) => POSITIONS[code]);
  assert.equal(f.legs, 10);
  assert.equal(f.routes, 3);
  assert.equal(f.routesInFile, 2 / 3);
  assert.ok(Math.abs(f.weeklyFlightsHeld - (7 + 2) / (14 + 7)) < 1e-9, String(f.weeklyFlightsHeld));
  assert.equal(f.curfewBreaches, 1);
  assert.equal(f.sameMinuteDepartures, 1);
  assert.equal(f.seatsMedianRatio, 180 / 170, 'LH 180 of 180, QF 180 of 170: the upper of the two ratios');
  assert.equal(f.seatsWithin25, 1);
  assert.equal(f.blockTimeShare, 9 / 10, 'all but the 3-hour SYD–MEL');
});

test('legs of ceased airlines, ended operations and air taxis, and cabotage legs outside the exceptions (issue 45)', () => {
  const at: Record<string, { latitude: number; longitude: number; countryCode: string }> = {
    FRA: { latitude: 50.033, longitude: 8.57, countryCode: 'DE' },
    BER: { latitude: 52.366, longitude: 13.503, countryCode: 'DE' },
    JFK: { latitude: 40.64, longitude: -73.779, countryCode: 'US' },
    LGW: { latitude: 51.148, longitude: -0.19, countryCode: 'GB' },
    HKG: { latitude: 22.308, longitude: 113.918, countryCode: 'HK' },
    TPE: { latitude: 25.08, longitude: 121.232, countryCode: 'TW' },
    MMU: { latitude: 40.799, longitude: -74.415, countryCode: 'US' },
    LUK: { latitude: 39.103, longitude: -84.419, countryCode: 'US' },
  };
  const rows = [
    leg('KA', 'HKG', 'TPE', '2027-03-01', '08:00', '10:00', '00:00', '02:00'),
    leg('DY', 'JFK', 'LGW', '2027-03-01', '18:00', '06:00', '23:00', '2027-03-02T06:00Z'),
    leg('P1', 'MMU', 'LUK', '2027-03-01', '08:00', '10:00', '13:00', '15:00'),
    leg('AT', 'FRA', 'BER', '2027-03-01', '08:00', '09:10', '07:00', '08:10'),
    leg('LH', 'FRA', 'BER', '2027-03-01', '08:00', '09:10', '07:00', '08:10'),
    leg('CX', 'HKG', 'TPE', '2027-03-01', '08:00', '10:00', '00:00', '02:00'),
  ];
  const f = measureRealism(rows, [], (code) => at[code]);
  assert.equal(f.ceasedAirlineLegs, 3, 'Cathay Dragon, Norwegian long-haul, a public charter');
  assert.equal(f.cabotageLegs, 1, 'Royal Air Maroc within Germany; Lufthansa at home');
});

test('mainline numbers: the lowest share under 3000 of the largest airlines\' own jet legs, partner-flown types and turboprops aside', () => {
  const row = (airline: string, number: number, aircraft: string, seats = '180'): ExportRow => ({ airline, flight_number: String(number), aircraft, seats, origin: 'FRA', destination: 'MUC' });
  // AA: 3 of 4 own jet legs under 3000; its Eagle E75 (partner-flown in the curated fleet) and a turboprop do not count.
  const rows = [row('AA', 1, '321'), row('AA', 2, '321'), row('AA', 2999, '738'), row('AA', 3001, '738'), row('AA', 4001, 'E75', '76'), row('AA', 5001, 'AT7', '70'), row('LH', 400, '359')];
  assert.deepEqual(mainlineNumbers(rows), { share: 0.75, airline: 'AA' });
  assert.deepEqual(mainlineNumbers(rows.filter((r) => r.flight_number !== '3001')), { share: 1, airline: '' }, 'all under 3000');
});

test('times of issue 45: gap ratio, block spread, eastbound transatlantic, night quota', () => {
  const positions: Record<string, { latitude: number; longitude: number }> = {
    ...POSITIONS,
    JFK: { latitude: 40.64, longitude: -73.78 },
    LHR: { latitude: 51.47, longitude: -0.45 },
  };
  const days = ['11', '12', '13', '14', '15', '16', '17'].map((d) => `2027-01-${d}`);
  const rows: ExportRow[] = [];
  for (const date of days) {
    // LH FRA–MUC four a day, three at 07:00–07:30 and one at 20:00: gaps 15, 15, 750, median 15,
    // against an even 1020 / 4 = 255 minutes; blocks 60 and 65 minutes.
    for (const [dep, arr, depUtc, arrUtc] of [['07:00', '08:00', '06:00', '07:00'], ['07:15', '08:15', '06:15', '07:15'], ['07:30', '08:30', '06:30', '07:30'], ['20:00', '21:05', '19:00', '20:05']] as const) {
      rows.push(leg('LH', 'FRA', 'MUC', date, dep, arr, depUtc, arrUtc));
    }
    // BA JFK→LHR in 6 h 55, LHR→JFK in 8 h 00; one LHR arrival at 05:00, inside Heathrow's quota period.
    rows.push(leg('BA', 'JFK', 'LHR', date, '19:00', '07:55', '2027-01-01T00:00Z', '2027-01-01T06:55Z'));
    rows.push(leg('BA', 'LHR', 'JFK', date, '09:00', '12:00', '09:00', '17:00'));
    rows.push(leg('XX', 'JFK', 'LHR', date, '19:00', '05:00', '2027-01-01T00:00Z', '2027-01-01T05:00Z'));
  }
  const f = measureRealism(rows, [], (code) => positions[code]);
  assert.equal(f.gapRatioMedian, 15 / (1020 / 4), 'FRA–MUC is the only route of 3 or more a day');
  assert.equal(f.gapRatioShare, 0);
  assert.equal(f.blockSpreadMedian, 65 / 60);
  assert.equal(f.blockSpreadShare, 1);
  assert.equal(f.eastboundShorter, 1, 'JFK–LHR, the one transatlantic pair');
  assert.equal(f.jfkLhrMinutes, 480 - 415, 'the median over both airlines eastbound: 415 of 300 and 415');
  assert.equal(f.nightQuotaBreaches, 0, 'one arrival a night of the 16');
  const crowded = measureRealism([...rows, ...Array.from({ length: 17 }, () => leg('XX', 'FRA', 'LHR', days[0]!, '04:00', '05:10', '03:00', '05:10'))], [], (code) => positions[code]);
  assert.equal(crowded.nightQuotaBreaches, 2, '18 arrivals in one night where 16 are taken');
});
