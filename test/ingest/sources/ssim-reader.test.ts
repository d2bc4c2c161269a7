import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { dayFromIso, isoFromDay, operatesOn } from '../../../src/domain/flight-dates.js';
import type { LegPeriodRecord } from '../../../src/dataset/schedule-content.js';
import { readSsim, readSsimFile, type SsimReadResult } from '../../../src/ingest/sources/ssim-reader.js';
import { cabinsOfConfiguration, interpretDataElement } from '../../../src/ingest/sources/ssim-records.js';
import { REPO_ROOT, SHARED_DATA } from '../../support/paths.js';

const SAMPLE = join(SHARED_DATA, 'ssim', 'sample.ssim');
const SAMPLE_WITH_DUPLICATES = join(SHARED_DATA, 'ssim', 'sample_with_duplicates.ssim');
const noSample = (path: string) => (existsSync(path) ? false : `${path} is not there (the shared sample data is not checked out)`);

const fixture = (name: string) => join(REPO_ROOT, 'test', 'fixtures', 'ssim', name);
/** The fixture's physical lines, to check that a test really covers the field it claims to. */
const fixtureLines = (name: string) => readFileSync(fixture(name), 'utf8').split(/\r?\n/);

function legOf(result: SsimReadResult, number: number, legSequence = 1): LegPeriodRecord {
  const legs = result.legs.filter((l) => l.flight.number === number && l.legSequence === legSequence);
  assert.equal(legs.length, 1, `one record of flight ${number} leg ${legSequence}`);
  return legs[0]!;
}

/** The local departure dates a record stands for, `yyyy-MM-dd`. */
function datesOf(leg: LegPeriodRecord): string[] {
  const first = dayFromIso(leg.firstDate)!;
  const last = dayFromIso(leg.lastDate)!;
  const days = [...leg.days].reduce((mask, d) => mask | (1 << (Number(d) - 1)), 0);
  const dates: string[] = [];
  for (let day = first; day <= last; day++) if (operatesOn({ first, last, days, frequencyRate: leg.frequencyRate }, day)) dates.push(isoFromDay(day));
  return dates;
}

/** A 200-character record with `fields` placed at their 1-based positions. */
function record(fields: [number, string][]): string {
  const chars = Array<string>(200).fill(' ');
  for (const [at, text] of fields) [...text].forEach((c, i) => (chars[at - 1 + i] = c));
  return chars.join('');
}
const CARRIER = record([[1, '2L'], [3, 'AB'], [15, '01JUN0531OCT0501MAY05']]);
function flightLeg(number: string, legSequence: string, from: string, to: string, extra: [number, string][] = []): string {
  return record([
    [1, '3 AB '], [6, number], [10, '01'], [12, legSequence], [14, 'J20JUN0526JUN051234567'],
    [37, `${from}08000800+0200  ${to}09000900+0200  320`], ...extra,
  ]);
}

test('the real sample: 514 legs of carrier XX, filler lines counted, nothing rejected', { skip: noSample(SAMPLE) }, async () => {
  const result = await readSsimFile(SAMPLE);
  assert.deepEqual(result.carriers, ['XX']);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.duplicates, []);
  // Two carrier groups, each closed by a trailer; the second carrier record repeats the first
  // trailer's serial number, which is allowed.
  assert.deepEqual(result.incomplete, []);
  assert.equal(result.legs.length, 514);
  assert.deepEqual(result.counts, { lines: 547, legRecords: 514, dataElements: 0, fillerLines: 28 });
  assert.ok(result.legs.every((l) => l.flight.airline === 'XX' && l.codeshares.length === 0));
});

test('the real sample: multi-leg XX 9797 CDG-XCR-CDG on Sunday 19 June 2005', { skip: noSample(SAMPLE) }, async () => {
  const result = await readSsimFile(SAMPLE);
  const legs = result.legs.filter((l) => l.flight.number === 9797);
  assert.deepEqual(
    legs.map((l) => [l.legSequence, l.origin, l.destination, l.firstDate, l.lastDate, l.days, l.departureTime, l.arrivalTime, l.arrivalDayOffset]),
    [
      [1, 'CDG', 'XCR', '2005-06-19', '2005-06-19', '7', 7 * 60 + 30, 8 * 60, 0],
      [2, 'XCR', 'CDG', '2005-06-19', '2005-06-19', '7', 16 * 60 + 20, 16 * 60 + 55, 0],
    ],
  );
  assert.deepEqual(legs[0]!.onBoard, { entertainment: false, cabins: [{ cabin: 'C' }, { cabin: 'E' }, { cabin: 'M' }] });
  assert.equal(legs[0]!.aircraft, '772');
  assert.equal(legs[0]!.serviceType, 'K');
});

test('the real sample: overnight DZA 23:30 to RUN 02:30 with a blank date variation arrives the next day', { skip: noSample(SAMPLE) }, async () => {
  const raw = readFileSync(SAMPLE, 'utf8').split('\n').find((l) => l.startsWith('3 XX   42'));
  assert.equal(raw?.slice(192, 194), '  ', 'the source leaves both date variations blank');
  const result = await readSsimFile(SAMPLE);
  assert.deepEqual(legOf(result, 42), {
    flight: { airline: 'XX', number: 42, suffix: '' },
    itineraryVariation: 1,
    legSequence: 1,
    serviceType: 'F',
    origin: 'DZA',
    destination: 'RUN',
    firstDate: '2005-06-09',
    lastDate: '2005-06-09',
    days: '4',
    frequencyRate: 1,
    departureTime: 23 * 60 + 30,
    arrivalTime: 2 * 60 + 30,
    arrivalDayOffset: 1,
    departureUtcOffset: 180,
    arrivalUtcOffset: 240,
    aircraft: '733',
    codeshares: [],
    onBoard: { entertainment: false, cabins: [{ cabin: 'E' }, { cabin: 'M' }] },
  });
});

test('the real sample with duplicates (CRLF): the repeated records are reported and dropped', { skip: noSample(SAMPLE_WITH_DUPLICATES) }, async () => {
  const result = await readSsimFile(SAMPLE_WITH_DUPLICATES);
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.duplicates, [
    { line: 13, firstLine: 11, flight: 'XX 41 RUN-DZA' },
    { line: 14, firstLine: 12, flight: 'XX 42 DZA-RUN' },
  ]);
  assert.deepEqual(
    result.legs.map((l) => l.flight.number),
    [41, 42, 9974, 9975],
  );
  assert.equal(result.counts.legRecords, 6);
  assert.equal(result.counts.fillerLines, 19);
  // Made from the longer sample by deleting records, it kept that file's trailer.
  assert.deepEqual(result.incomplete, [
    { line: 18, reason: "the trailer record's serial number check reference is 000515, but the record before it is 000008" },
  ]);
});

test('type 4: codeshares, disclosure, MCT status, in-flight service and terminals over a two-leg flight', async () => {
  const result = await readSsimFile(fixture('segment-data.ssim'));
  const codeshares = [
    { airline: 'XY', number: 2100, suffix: '' },
    { airline: 'ZZ', number: 2100, suffix: 'A' },
  ];
  // Leg 1 FRA-MUC: DEI 98 replaces terminal 2 by 1, DEI 220 replaces DI by DD, DEI 503 code 11 is entertainment only.
  assert.deepEqual(legOf(result, 100, 1), {
    flight: { airline: 'AB', number: 100, suffix: '' },
    itineraryVariation: 1,
    legSequence: 1,
    serviceType: 'J',
    origin: 'FRA',
    destination: 'MUC',
    firstDate: '2005-06-01',
    lastDate: '2005-06-30',
    days: '1234567',
    frequencyRate: 1,
    departureTime: 420,
    arrivalTime: 480,
    arrivalDayOffset: 0,
    departureUtcOffset: 120,
    arrivalUtcOffset: 120,
    departureTerminal: '1',
    arrivalTerminal: '2',
    aircraft: '320',
    mctStatus: 'DD',
    operatorDisclosure: 'OPERATED BY AB CITYLINE',
    codeshares,
    onBoard: { entertainment: true, cabins: [{ cabin: 'C' }, { cabin: 'M' }] },
  });
  // Leg 2 MUC-JFK: no departure terminal at all, DEI 99 replaces arrival terminal 1 by 4, DEI 503 5/12/13/17.
  const service = { connectivity: true, seatPower: true, usb: true, liveTv: true };
  const second = legOf(result, 100, 2);
  assert.equal('departureTerminal' in second, false);
  assert.equal(second.arrivalTerminal, '4');
  assert.equal(second.mctStatus, 'II');
  assert.equal(second.operatorDisclosure, 'OPERATED BY AB CITYLINE');
  assert.deepEqual(second.codeshares, codeshares);
  assert.deepEqual(second.onBoard, {
    entertainment: true,
    cabins: [
      { cabin: 'C', ...service },
      { cabin: 'E', ...service },
      { cabin: 'M', ...service },
    ],
  });
});

test('type 4: DEI 50 marks a marketing duplicate, DEI 2 is a disclosure too', async () => {
  const leg = legOf(await readSsimFile(fixture('segment-data.ssim')), 700);
  assert.deepEqual(leg.operating, { airline: 'CD', number: 88, suffix: '' });
  assert.equal(leg.operatorDisclosure, 'OPERATED BY CD AIR');
  assert.deepEqual(leg.codeshares, []);
  assert.equal('mctStatus' in leg, false);
});

test('type 4: bad data is an error on its line while the leg stays; stray segments are errors', async () => {
  const result = await readSsimFile(fixture('segment-data.ssim'));
  assert.deepEqual(result.errors, [
    { line: 19, reason: 'bad DEI 220 data "XX"' },
    { line: 20, reason: 'bad DEI 10 data "12345"' },
    { line: 21, reason: 'segment data for AB 101 FRA-HAM matches no valid flight leg' },
    { line: 23, reason: 'segment data for AB 100 (itinerary variation 1) follows no flight leg record of that flight' },
  ]);
  const leg = legOf(result, 101);
  assert.deepEqual(leg.codeshares, []);
  assert.equal('mctStatus' in leg, false);
  // Line 22 has no board and off points: its leg sequence number picks the leg.
  assert.deepEqual(leg.onBoard, { entertainment: false, cabins: [{ cabin: 'M', connectivity: true }] });
  assert.deepEqual(result.counts, { lines: 24, legRecords: 4, dataElements: 16, fillerLines: 1 });
  assert.equal(result.legs.length, 4);
});

test('date variations 0, 1, 2, A, J and blank, STA 2400 and an open-ended period', async () => {
  const result = await readSsimFile(fixture('date-variations.ssim'));
  assert.deepEqual(result.errors, []);
  const lines = fixtureLines('date-variations.ssim');
  // [line, flight, leg, STD and STA date variation in the file, first, last, days, departure, arrival, arrival day offset]
  const expected: [number, number, number, string, string, string, string, number, number, number][] = [
    [3, 200, 1, ' 0', '2005-06-20', '2005-06-26', '1234567', 8 * 60, 9 * 60, 0],
    [4, 201, 1, ' 1', '2005-06-19', '2005-06-26', '7', 22 * 60, 60, 1],
    [5, 201, 2, '11', '2005-06-20', '2005-06-27', '1', 2 * 60 + 30, 6 * 60 + 30, 0],
    [6, 202, 1, ' 2', '2005-06-20', '2005-06-20', '1', 23 * 60 + 30, 5 * 60 + 30, 2],
    [7, 203, 1, ' A', '2005-06-20', '2005-06-20', '1', 9 * 60 + 30, 22 * 60 + 30, -1],
    [8, 204, 1, ' J', '2005-06-20', '2005-06-20', '1', 10 * 60, 22 * 60 + 30, -1],
    [9, 205, 1, '22', '2005-06-22', '2005-06-22', '3', 60, 4 * 60 + 30, 0],
    [10, 206, 1, 'A ', '2005-06-19', '2005-06-19', '7', 23 * 60, 30, 1],
    [11, 207, 1, '  ', '2005-06-20', '2005-06-26', '1234567', 22 * 60, 0, 1],
    [12, 208, 1, '00', '2005-09-01', '2005-10-31', '1234567', 6 * 60, 7 * 60, 0],
    [13, 209, 1, '  ', '2005-06-20', '2005-06-26', '1234567', 23 * 60 + 30, 60, 1],
  ];
  for (const [line, number, seq, variations, firstDate, lastDate, days, departureTime, arrivalTime, arrivalDayOffset] of expected) {
    assert.equal(lines[line - 1]?.slice(192, 194), variations, `line ${line} has date variations "${variations}"`);
    const leg = legOf(result, number, seq);
    assert.deepEqual(
      { firstDate: leg.firstDate, lastDate: leg.lastDate, days: leg.days, departureTime: leg.departureTime, arrivalTime: leg.arrivalTime, arrivalDayOffset: leg.arrivalDayOffset },
      { firstDate, lastDate, days, departureTime, arrivalTime, arrivalDayOffset },
      `flight ${number} leg ${seq}`,
    );
  }
  assert.equal(lines[10]?.slice(61, 65), '2400', 'flight 207 arrives at 2400');
  assert.equal(lines[11]?.slice(21, 28), '00XXX00', 'flight 208 runs to the end of the schedule validity');
  assert.equal(result.legs.length, expected.length);
});

test('a STD date variation of 1 moves the weekdays: Sunday flights depart the second leg on Monday', async () => {
  const leg = legOf(await readSsimFile(fixture('date-variations.ssim')), 201, 2);
  assert.equal(leg.days, '1');
  assert.deepEqual(datesOf(leg), ['2005-06-20', '2005-06-27']);
});

test('UTC time mode: local times and dates, including a departure on the local day before or after the UTC one', async () => {
  const result = await readSsimFile(fixture('utc-mode.ssim'));
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.carriers, ['CD']);
  const pick = (l: LegPeriodRecord) => [l.firstDate, l.lastDate, l.days, l.departureTime, l.arrivalTime, l.arrivalDayOffset, l.departureUtcOffset, l.arrivalUtcOffset];
  // JFK 01:30 UTC on Mondays is 21:30 local on Sundays.
  assert.deepEqual(pick(legOf(result, 300)), ['2005-06-19', '2005-07-02', '7', 21 * 60 + 30, 9 * 60 + 30, 1, -240, 60]);
  assert.deepEqual(datesOf(legOf(result, 300)), ['2005-06-19', '2005-06-26']);
  assert.deepEqual(pick(legOf(result, 301)), ['2005-06-20', '2005-06-26', '1234567', 11 * 60, 14 * 60, 0, 60, -240]);
  // SIN 17:00 UTC on Friday is 01:00 local on Saturday.
  assert.deepEqual(pick(legOf(result, 302)), ['2005-06-21', '2005-06-27', '6', 60, 8 * 60, 0, 480, 540]);
  // An explicit STA date variation in UTC mode counts UTC days.
  assert.deepEqual(pick(legOf(result, 303)), ['2005-06-20', '2005-06-26', '1234567', 23 * 60, 22 * 60, 1, 60, 480]);
});

test('frequency rate 2, also when the departure date variation carries some weekdays into the next week', async () => {
  const result = await readSsimFile(fixture('frequency.ssim'));
  assert.deepEqual(result.errors, []);
  const biweekly = legOf(result, 400);
  assert.equal(biweekly.frequencyRate, 2);
  assert.deepEqual(datesOf(biweekly), ['2005-06-05', '2005-06-19', '2005-07-03']);
  assert.deepEqual(datesOf(legOf(result, 404)), ['2005-06-05', '2005-06-12', '2005-06-19', '2005-06-26', '2005-07-03']);
  // Flight dates Sat+Sun of alternate weeks; departing a day later, the Sundays become Mondays of the following week.
  const split = result.legs.filter((l) => l.flight.number === 401);
  assert.deepEqual(
    split.map((l) => [l.firstDate, l.lastDate, l.days, l.frequencyRate]),
    [
      ['2005-06-19', '2005-07-17', '7', 2],
      ['2005-06-20', '2005-07-18', '1', 2],
    ],
  );
  assert.deepEqual(split.flatMap(datesOf).sort(), ['2005-06-19', '2005-06-20', '2005-07-03', '2005-07-04', '2005-07-17', '2005-07-18']);
  // Mondays of alternate weeks counted from Sunday 19 June (a week before them) depart on Tuesdays.
  assert.deepEqual(datesOf(legOf(result, 403)), ['2005-06-28', '2005-07-12']);
});

test('duplicates need the same flight, departure station and a shared operating date, whatever the itinerary variation', async () => {
  const result = await readSsimFile(fixture('duplicates.ssim'));
  assert.deepEqual(result.errors, []);
  // Line 8 is AB 600 from FRA again on line 3's dates under itinerary variation 2: the flight would
  // leave FRA twice on one date.
  assert.deepEqual(result.duplicates, [
    { line: 4, firstLine: 3, flight: 'AB 600 FRA-MUC' },
    { line: 8, firstLine: 3, flight: 'AB 600 FRA-MUC' },
    { line: 9, firstLine: 6, flight: 'AB 601 FRA-MUC' },
  ]);
  assert.deepEqual(
    result.legs.map((l) => [l.flight.number, l.itineraryVariation, l.days, l.firstDate]),
    [
      [600, 1, '135', '2005-06-01'],
      [600, 1, '246', '2005-06-01'],
      [601, 1, '7', '2005-06-05'],
      [601, 1, '7', '2005-06-12'],
    ],
  );
});

test('malformed records are reported with their line and reason, the good ones kept', async () => {
  const result = await readSsimFile(fixture('malformed.ssim'));
  assert.deepEqual(result.errors, [
    { line: 2, reason: 'flight leg record before any carrier record (type 2)' },
    { line: 4, reason: 'record is 199 characters, expected 200' },
    { line: 5, reason: 'bad period from date "31JUN05"' },
    { line: 6, reason: 'bad departure station "R1N"' },
    { line: 7, reason: 'bad passenger departure (STD) time "2460"' },
    { line: 9, reason: 'segment data for AB 999 (itinerary variation 1) follows no flight leg record of that flight' },
    { line: 10, reason: 'unknown record type "7"' },
    { line: 11, reason: 'bad frequency rate "3", expected blank, 1 or 2' },
    { line: 12, reason: 'period to date 20JUN05 is before period from date 26JUN05' },
    { line: 13, reason: 'no operating date within the period (days of operation and frequency rate)' },
    { line: 14, reason: 'bad departure UTC/local time variation "+2500"' },
    { line: 15, reason: 'arrival is not after departure in UTC' },
    { line: 16, reason: 'block time is over 24 hours' },
    { line: 17, reason: 'bad days of operation "1 3 5 8"' },
    { line: 18, reason: 'bad departure (STD) date variation "X"' },
    { line: 20, reason: 'record is 0 characters, expected 200' },
    { line: 21, reason: 'bad time mode "X", expected L or U' },
    { line: 22, reason: 'the carrier record (type 2) on line 21 is invalid' },
  ]);
  assert.deepEqual(
    result.legs.map((l) => l.flight.number),
    [505, 515],
  );
  assert.deepEqual(result.carriers, ['AB']);
  // The file ends with an empty line, which is no record.
  assert.equal(fixtureLines('malformed.ssim').length, 25);
  assert.deepEqual(result.counts, { lines: 23, legRecords: 16, dataElements: 1, fillerLines: 0 });
});

test('readSsim takes sync or async lines, strips \\r and ignores trailing empty lines', async () => {
  const lines = [CARRIER, `${flightLeg('  10', '01', 'FRA', 'MUC')}\r`, '0'.repeat(50), '', ''];
  const fromArray = await readSsim(lines);
  async function* generate() {
    for (const line of lines) yield line;
  }
  const fromGenerator = await readSsim(generate());
  assert.deepEqual(fromGenerator, fromArray);
  assert.deepEqual(fromArray.errors, []);
  assert.deepEqual(fromArray.counts, { lines: 3, legRecords: 1, dataElements: 0, fillerLines: 1 });
  assert.equal(legOf(fromArray, 10).destination, 'MUC');
});

test('type 3 field checks: MCT status, aircraft type, arrival time, suffix and itinerary variation overflow', async () => {
  const result = await readSsim([
    CARRIER,
    flightLeg('  11', '01', 'FRA', 'MUC', [[120, 'XD']]),
    flightLeg('  12', '01', 'FRA', 'MUC', [[73, '3-0']]),
    flightLeg('  13', '01', 'FRA', 'MUC', [[62, '0961']]),
    flightLeg('  14', '01', 'FRA', 'MUC', [[2, 'C'], [128, '1'], [53, 'T1'], [120, 'DD']]),
    flightLeg('  15', '01', 'FRA', 'mUC'),
  ]);
  assert.deepEqual(result.errors, [
    { line: 2, reason: 'bad MCT international/domestic status "XD"' },
    { line: 3, reason: 'bad aircraft type "3-0"' },
    { line: 4, reason: 'bad passenger arrival (STA) time "0961"' },
    { line: 6, reason: 'bad arrival station "mUC"' },
  ]);
  const leg = legOf(result, 14);
  assert.deepEqual(leg.flight, { airline: 'AB', number: 14, suffix: 'C' });
  assert.equal(leg.itineraryVariation, 101);
  assert.equal(leg.departureTerminal, 'T1');
  assert.equal(leg.mctStatus, 'DD');
});

test('a type 4 reaches back over several legs, and the board indicator settles a repeated station', async () => {
  const dei = (seq: string, indicators: string, board: string, off: string, data: string) =>
    record([[1, '4 AB '], [6, '  20'], [10, '01'], [12, seq], [14, 'J'], [29, indicators], [31, '010'], [34, board + off], [40, data]]);
  const result = await readSsim([
    CARRIER,
    flightLeg('  20', '01', 'AAA', 'BBB'),
    flightLeg('  20', '02', 'BBB', 'AAA'),
    flightLeg('  20', '03', 'AAA', 'BBB'),
    dei('03', 'CD', 'AAA', 'BBB', 'XY 3'),
    dei('03', 'AC', 'AAA', 'AAA', 'XY 13'),
    dei('03', '  ', 'BBB', 'BBB', 'XY 23'),
  ]);
  assert.deepEqual(result.errors, []);
  const numbers = (seq: number) => legOf(result, 20, seq).codeshares.map((c) => c.number);
  assert.deepEqual([numbers(1), numbers(2), numbers(3)], [[13], [13, 23], [3, 23]]);
});

test('records: aircraft configurations and DEI 503 codes', () => {
  assert.deepEqual(cabinsOfConfiguration('J14W34Y316VV364     '), ['C', 'E', 'M']);
  assert.deepEqual(cabinsOfConfiguration('Y20F8P4VV'), ['F', 'M']);
  assert.deepEqual(cabinsOfConfiguration('C0Y100'), ['M']);
  assert.deepEqual(cabinsOfConfiguration('VVCGO'), []);
  assert.deepEqual(cabinsOfConfiguration('                    '), []);
  assert.deepEqual(interpretDataElement(503, '1/9'), {
    kind: 'service',
    flags: { entertainment: true, liveTv: false, seatPower: false, connectivity: false, usb: false },
  });
  assert.deepEqual(interpretDataElement(503, '9'), {
    kind: 'service',
    flags: { entertainment: false, liveTv: false, seatPower: false, connectivity: false, usb: false },
  });
  assert.throws(() => interpretDataElement(503, 'WIFI'), /bad DEI 503 data "WIFI"/);
  assert.throws(() => interpretDataElement(98, 'TERMINAL 1'), /bad DEI 98 data/);
  assert.equal(interpretDataElement(170, 'anything'), undefined);
});

test('a missing file rejects', async () => {
  await assert.rejects(readSsimFile(fixture('no-such-file.ssim')), { code: 'ENOENT' });
});

test('completeness: the fixtures are whole; one cut before its trailer or missing a record is not', async () => {
  for (const name of ['complete', 'date-variations', 'duplicates', 'frequency', 'malformed', 'segment-data', 'utc-mode']) {
    assert.deepEqual((await readSsimFile(fixture(`${name}.ssim`))).incomplete, [], name);
  }
  const cut = await readSsimFile(fixture('cut-before-trailer.ssim'));
  assert.deepEqual(cut.incomplete, [{ line: 9, reason: 'no trailer record (type 5) at the end: the file may have been cut short after line 9' }]);
  assert.deepEqual(cut.errors, [], 'every record it has is good');
  assert.equal(cut.legs.length, 3);
  const skip = await readSsimFile(fixture('serial-skip.ssim'));
  assert.deepEqual(skip.incomplete, [{ line: 8, reason: 'record serial number 000005 skips 000004: records are missing' }]);
});

test('completeness: serial numbers start at 1 and count up by one; the trailer checks the record before it', async () => {
  const numbered = (text: string, serial: number) => text.slice(0, 194) + String(serial).padStart(6, '0');
  const header = numbered(record([[1, '1AIRLINE STANDARD SCHEDULE DATA SET']]), 1);
  const trailer = (serial: number, reference = '', code = 'E') => numbered(record([[1, '5 AB'], [188, reference.padStart(6, ' ')], [194, code]]), serial);
  const leg = (number: string, serial: number) => numbered(flightLeg(number, '01', 'FRA', 'MUC'), serial);
  const incomplete = async (lines: string[]) => (await readSsim(lines)).incomplete;

  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), '0'.repeat(200), trailer(4, '000003')]), []);
  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), leg('  11', 3), trailer(4)]), [
    { line: 4, reason: 'record serial number 000003 follows 000003: it repeats or goes back' },
  ]);
  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), leg('  11', 6), trailer(7, '000006')]), [
    { line: 4, reason: 'record serial number 000006 skips 000004 to 000005: records are missing' },
  ]);
  assert.deepEqual(await incomplete([numbered(CARRIER, 2), leg('  10', 3), trailer(4)]), [
    { line: 1, reason: "the first record's serial number is 000002, not 000001: records before it are missing" },
  ]);
  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), trailer(4, '000002')]), [
    { line: 4, reason: "the trailer record's serial number check reference is 000002, but the record before it is 000003" },
  ]);
  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), trailer(4, '000003', 'C')]), [
    { line: 4, reason: "the last trailer record says another carrier's records follow (continuation code C), but the file ends: it may have been cut short" },
  ]);
  assert.deepEqual(await incomplete([header, CARRIER, leg('  10', 3), trailer(4)]), [
    { line: 2, reason: 'no record serial number in columns 195-200 ("      ")' },
  ]);
  // A second carrier may repeat the serial number of the trailer before it; nothing else may.
  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), trailer(4, '000003', 'C'), numbered(CARRIER, 4), leg('  11', 5), trailer(6, '000005')]), []);
  assert.deepEqual(await incomplete([header, numbered(CARRIER, 2), leg('  10', 3), trailer(4), leg('  11', 4), trailer(5)]), [
    { line: 5, reason: 'record serial number 000004 follows 000004: it repeats or goes back' },
  ]);
  // A record of the wrong length is an error of its own; the numbering is taken up after it.
  const short = await readSsim([header, numbered(CARRIER, 2), leg('  10', 3).slice(0, 199), leg('  11', 4), trailer(5)]);
  assert.deepEqual(short.incomplete, []);
  assert.deepEqual(short.errors, [{ line: 3, reason: 'record is 199 characters, expected 200' }]);
  assert.deepEqual(await incomplete([]), [{ line: 0, reason: 'no records, and no trailer record (type 5)' }]);
});

test('type 4: DEI 10 and DEI 50 in the fixed-width form (airline field of 3, number of 4 padded with spaces or zeros)', async () => {
  const lines = fixtureLines('segment-data.ssim').map((line) =>
    line.includes('AC010FRAJFKXY 2100/ZZ2100A') ? line.replace('XY 2100/ZZ2100A', 'XY   21/ZZ 021A') : line,
  );
  assert.ok(lines.some((l) => l.includes('XY   21/ZZ 021A')), 'the fixture line was rewritten in place');
  const result = await readSsim(lines);
  assert.deepEqual(result.errors.filter((e) => /DEI 10/.test(e.reason) && !/"12345"/.test(e.reason)), []);
  assert.deepEqual(legOf(result, 100, 1).codeshares, [
    { airline: 'XY', number: 21, suffix: '' },
    { airline: 'ZZ', number: 21, suffix: 'A' },
  ]);
  assert.deepEqual(interpretDataElement(50, 'CD   88'), { kind: 'operating', flight: { airline: 'CD', number: 88, suffix: '' } });
  assert.deepEqual(interpretDataElement(50, 'EZY0012A'), { kind: 'operating', flight: { airline: 'EZY', number: 12, suffix: 'A' } });
});
