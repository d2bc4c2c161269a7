// The dataset file keeps airlines, and a file of the layout before airlines still loads.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Database from 'better-sqlite3';
import { readDatasetFile, writeDatasetFile } from '../../src/dataset/dataset-file.js';
import type { AirlineRecord } from '../../src/dataset/dataset-content.js';
import { fixtureContent } from '../support/schedule-fixture.js';

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

test('a layout 3 file (no airlines table) loads with no airlines', () => {
  const path = join(dir, 'layout-3.sqlite');
  writeDatasetFile(path, { ...fixtureContent([]), airlines });
  const db = new Database(path);
  db.exec("DROP TABLE airlines; UPDATE meta SET value = '3' WHERE key = 'file_version'");
  db.close();
  const { content } = readDatasetFile(path);
  assert.deepEqual(content.airlines, []);
  assert.ok(content.countries.length > 0);
});

test('other layouts are refused with the way out', () => {
  const path = join(dir, 'layout-2.sqlite');
  writeDatasetFile(path, fixtureContent([]));
  const db = new Database(path);
  db.exec("UPDATE meta SET value = '2' WHERE key = 'file_version'");
  db.close();
  assert.throws(() => readDatasetFile(path), /layout 2, expected 4; rebuild it with "skyref dataset build"/);
});
