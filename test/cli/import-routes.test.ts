// skyref import routes: a route file in OpenTravelData's layout becomes the schedule's network,
// through the same rules and generator as the default dataset; a file with a bad row is refused
// whole unless --skip-bad.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import { dayFromIso, daysMaskFromText, isoWeekday } from '../../src/domain/flight-dates.js';
import { TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV, TEST_DAY } from '../support/test-clock.js';

let dir: string;
let env: Record<string, string>;
const ROUTES = [
  'airline_code^apt_org^apt_dst^seats_mtly_avg^freq_mtly_avg',
  'LH^FRA^JFK^18264^60.88',
  'LH^JFK^FRA^18264^60.88',
  'EW^TXL^CGN^4566^30.44',
  'ZZ^MUC^XQX^1000^30',
  'BA^LHR^LHR^100^30',
].join('\n');

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'skyref-routes-'));
  copyFileSync(TEST_DATASET, join(dir, 'dataset.sqlite'));
  writeFileSync(join(dir, 'routes.csv'), ROUTES + '\n');
  env = { SKYREF_DATA_DIR: dir, ...TEST_CLOCK_ENV };
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('a row that is no route refuses the file, naming its line; the dataset is unchanged', async () => {
  const before = readDatasetFile(join(dir, 'dataset.sqlite')).content.schedule.legs.length;
  await assert.rejects(skyrefCommand(['import', 'routes', join(dir, 'routes.csv')], env), (error: { code: number; stdout: string; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stdout, /routes\.csv: origin and destination are the same: 1 \(line 6\)/);
    assert.match(error.stderr, /1 rows are not routes; nothing imported \(use --skip-bad to import the 4 good ones\)/);
    return true;
  });
  assert.equal(readDatasetFile(join(dir, 'dataset.sqlite')).content.schedule.legs.length, before);
});

test('a route file that would leave airlines without flights is refused, naming them, unless --replace', async () => {
  const before = readDatasetFile(join(dir, 'dataset.sqlite')).content.schedule.legs.length;
  await assert.rejects(skyrefCommand(['import', 'routes', join(dir, 'routes.csv'), '--skip-bad'], env), (error: { code: number; stdout: string; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stdout, /airlines left with no flight \(\d+\):/);
    assert.match(error.stderr, /the import would take more than half of their flights from .*; nothing imported \(use --replace/);
    return true;
  });
  assert.equal(readDatasetFile(join(dir, 'dataset.sqlite')).content.schedule.legs.length, before);
});

test('a route file that repeats a route is refused, naming both lines', async () => {
  const file = join(dir, 'repeated.csv');
  writeFileSync(file, 'airline_code^apt_org^apt_dst^seats_mtly_avg^freq_mtly_avg\nLH^FRA^JFK^20000^60.88\nLH^JFK^FRA^20000^60.88\nLH^FRA^JFK^20000^60.88\n');
  await assert.rejects(skyrefCommand(['import', 'routes', file, '--replace'], env), (error: { code: number; stdout: string; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stdout, /repeats line 2 \(LH FRA-JFK\): 1 \(line 4\)/);
    assert.match(error.stderr, /1 rows are not routes; nothing imported/);
    return true;
  });
});

test('with --skip-bad --replace the good routes are the whole schedule: frequencies from the file, TXL flown from BER, unknown airports reported', async () => {
  const { stdout } = await skyrefCommand(['import', 'routes', join(dir, 'routes.csv'), '--skip-bad', '--replace'], env);
  assert.match(stdout, /replacing \d+ airlines' schedules with 2:/);
  assert.match(stdout, /moved: 1 rows, 30 flights a month left out or merged: Berlin Tegel/);
  assert.match(stdout, /unknown airports: 1 routes left out, at XQX/);
  assert.match(stdout, /imported 3 routes of 2 airlines/);
  const { schedule } = readDatasetFile(join(dir, 'dataset.sqlite')).content;
  assert.deepEqual(schedule.carriers, [{ airline: 'EW', source: 'routes routes.csv' }, { airline: 'LH', source: 'routes routes.csv' }]);
  // Departures in the third week from today.
  const weekly = (origin: string, destination: string) => {
    let n = 0;
    for (let d = TEST_DAY + 14; d < TEST_DAY + 21; d++) {
      for (const l of schedule.legs) {
        if (l.origin !== origin || l.destination !== destination || d < dayFromIso(l.firstDate)! || d > dayFromIso(l.lastDate)!) continue;
        if (daysMaskFromText(l.days)! & (1 << (isoWeekday(d) - 1))) n++;
      }
    }
    return n;
  };
  assert.equal(weekly('FRA', 'JFK'), 14, 'two daily flights: 60.88 a month');
  assert.equal(weekly('JFK', 'FRA'), 14);
  assert.equal(weekly('BER', 'CGN'), 7, 'Tegel is read as BER');
  assert.ok(schedule.legs.every((l) => l.origin !== 'TXL' && l.destination !== 'TXL'));
});
