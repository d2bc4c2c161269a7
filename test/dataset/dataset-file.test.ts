// The dataset file keeps airlines, cabin layouts and legs, and files of the three layouts before still load.
import { NO_TICKETING } from '../../src/domain/ticketing.js';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { readDatasetFile, writeDatasetFile } from '../../src/dataset/dataset-file.js';
import type { AirlineRecord, SeatRecord } from '../../src/dataset/dataset-content.js';
import { LEG_COLUMNS, LEGS_TABLE, legToRow } from '../../src/dataset/leg-rows.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { fixtureContent, leg } from '../support/schedule-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'skyref-dataset-file-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const airlines: AirlineRecord[] = [
  { code: 'LH', icaoCode: 'DLH', countryCode: 'DE', names: { en: 'Lufthansa', ja: 'ルフトハンザドイツ航空' } },
  { code: 'Q9', names: { en: 'An airline known by its IATA designator only' } },
];

test('airlines are written and read back as they were', () => {
  const path = join(dir, 'airlines.sqlite');
  writeDatasetFile(path, { ...fixtureContent([]), airlines });
  assert.deepEqual(readDatasetFile(path).content.airlines, airlines);
});

// FRA-JFK every day, LH 900 on weekdays with a terminal, codeshares and an operating carrier.
const legs = [
  leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: 60, arrOffset: -300, first: '2026-12-01', last: '2026-12-31', codeshares: ['UA 9001', 'AC 7001'] }),
  leg({ flight: 'LH 900', from: 'FRA', to: 'LHR', dep: '06:00', arr: '06:40', depOffset: 60, arrOffset: 0, first: '2026-12-01', last: '2027-03-28', days: '12345', depTerminal: '1', operating: 'CL 900' }),
];

/** Turns a file just written into one of an earlier layout: the legs as rows of the legs table. */
function downgrade(path: string, layout: '3' | '4', records: readonly LegPeriodRecord[]): void {
  const db = new DatabaseSync(path);
  db.exec(`${LEGS_TABLE} DROP TABLE leg_columns; DELETE FROM meta WHERE key = 'leg_count'`);
  const insert = db.prepare(`INSERT INTO legs VALUES (${Array(LEG_COLUMNS).fill('?').join(', ')})`);
  for (const record of records) insert.run(...legToRow(record));
  if (layout === '3') db.exec('DROP TABLE airlines');
  db.prepare("UPDATE meta SET value = ? WHERE key = 'file_version'").run(layout);
  db.close();
}

test('legs are written as columns and read back as they were, in their order', () => {
  const path = join(dir, 'legs.sqlite');
  const content = fixtureContent(legs);
  const version = writeDatasetFile(path, content);
  const back = readDatasetFile(path);
  assert.deepEqual(back.content.schedule.legs, content.schedule.legs);
  assert.equal(back.version, version);
  const db = new DatabaseSync(path, { readOnly: true });
  assert.equal((db.prepare('SELECT count(*) AS n FROM leg_columns').get() as { n: number }).n, LEG_COLUMNS);
  assert.equal(db.prepare("SELECT name FROM sqlite_master WHERE name = 'legs'").get(), undefined, 'no rows table');
  db.close();
});

test('a layout 4 file (legs as rows) loads the same legs', () => {
  const path = join(dir, 'layout-4.sqlite');
  const content = { ...fixtureContent(legs), airlines };
  writeDatasetFile(path, content);
  downgrade(path, '4', legs);
  const back = readDatasetFile(path).content;
  assert.deepEqual(back.schedule.legs, content.schedule.legs);
  assert.deepEqual(back.airlines, airlines);
});

const seats: SeatRecord[] = [
  { aircraftCode: '320', cabin: 'M', pitch: 30, width: 18, recline: 4, reclineType: 'relative', layout: { columns: 'ABC|DEF', firstRow: 7, lastRow: 30, exitRows: [11, 12], wingRows: { first: 9, last: 17 } } },
  { aircraftCode: 'AT7', cabin: 'M', pitch: 30, width: 18, recline: 3, reclineType: 'relative' },
];

test('seat figures are written and read back with their cabin layouts, and without one where there is none', () => {
  const path = join(dir, 'seats.sqlite');
  writeDatasetFile(path, { ...fixtureContent([]), seats });
  assert.deepEqual(readDatasetFile(path).content.seats, seats);
});

test('a layout 5 file (no cabin layouts) loads its seat figures, each without a layout', () => {
  const path = join(dir, 'layout-5.sqlite');
  writeDatasetFile(path, { ...fixtureContent(legs), seats });
  const db = new DatabaseSync(path);
  db.exec('ALTER TABLE seats DROP COLUMN layout');
  db.prepare("UPDATE meta SET value = '5' WHERE key = 'file_version'").run();
  db.close();
  const { content } = readDatasetFile(path);
  assert.deepEqual(content.seats, seats.map(({ layout: _, ...figures }) => figures));
  assert.deepEqual(content.schedule.legs, legs);
});

test('the ticketing facts are written and read back; a layout 6 file (none) reads as no facts, its schedule whole', () => {
  const path = join(dir, 'layout-6.sqlite');
  const content = fixtureContent(legs);
  writeDatasetFile(path, content);
  assert.deepEqual(readDatasetFile(path).content.schedule.ticketing, content.schedule.ticketing);
  assert.ok(content.schedule.ticketing.alliances.length > 0, 'the fixture carries the curated facts');
  const db = new DatabaseSync(path);
  db.exec("DELETE FROM meta WHERE key = 'ticketing'; UPDATE meta SET value = '6' WHERE key = 'file_version'");
  db.close();
  const old = readDatasetFile(path).content;
  assert.deepEqual(old.schedule.ticketing, NO_TICKETING);
  assert.deepEqual(old.schedule.legs, legs);
});

test('a layout 3 file (no airlines table) loads with no airlines', () => {
  const path = join(dir, 'layout-3.sqlite');
  writeDatasetFile(path, { ...fixtureContent(legs), airlines });
  downgrade(path, '3', legs);
  const { content } = readDatasetFile(path);
  assert.deepEqual(content.airlines, []);
  assert.ok(content.countries.length > 0);
  assert.deepEqual(content.schedule.legs, legs);
});

test('other layouts are refused with the way out', () => {
  const path = join(dir, 'layout-2.sqlite');
  writeDatasetFile(path, fixtureContent([]));
  const db = new DatabaseSync(path);
  db.exec("UPDATE meta SET value = '2' WHERE key = 'file_version'");
  db.close();
  assert.throws(() => readDatasetFile(path), /layout 2, expected 7; rebuild it with "skyref dataset build"/);
});
