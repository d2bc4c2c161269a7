import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { DepartureIndex } from '../../src/engine/departure-index.js';
import { LegTable } from '../../src/engine/leg-table.js';
import { REPO_ROOT, SHARED_DATA, TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';

const SAMPLE = join(SHARED_DATA, 'ssim', 'sample.ssim');
const noSample = existsSync(SAMPLE) ? false : `${SAMPLE} is absent (../shared/data is not on this machine)`;
let dataDir: string;
let dataset: string;

function skyref(...args: string[]) {
  return skyrefCommand(args, { SKYREF_DATA_DIR: dataDir });
}
const digest = () => createHash('sha256').update(readFileSync(dataset)).digest('hex');

before(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-ssim-'));
  dataset = join(dataDir, 'dataset.sqlite');
  copyFileSync(TEST_DATASET, dataset);
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('a file with malformed records changes nothing, unless --skip-bad is asked for', async () => {
  const before = digest();
  const bad = join(REPO_ROOT, 'test', 'fixtures', 'ssim', 'malformed.ssim');
  await assert.rejects(skyref('import', 'ssim', bad), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /malformed\.ssim:4: record is 199 characters, expected 200/);
    assert.match(error.stderr, /nothing imported/);
    return true;
  });
  assert.equal(digest(), before, 'the served dataset file is byte for byte the same');
  const { stdout } = await skyref('import', 'ssim', bad, '--skip-bad');
  assert.match(stdout, /imported 2 legs of AB/);
  const legs = [...loadDatasetFile(dataset).schedule.legs].filter((l) => l.operating.airline === 'AB');
  assert.deepEqual(legs.map((l) => l.operating.number).sort(), [505, 515]);
});

test('the SSIM sample loads, and its legs depart where and when the file says', { skip: noSample }, async () => {
  const { stdout } = await skyref('import', 'ssim', SAMPLE);
  assert.match(stdout, /514 leg records/);
  assert.match(stdout, /imported 514 legs of XX/);
  const ds = loadDatasetFile(dataset);
  const store = ds.schedule;
  assert.ok([...store.legs].some((l) => l.operating.airline === 'AB'), 'another airline keeps its schedule');
  const index = new DepartureIndex(new LegTable(store), store.airports.length);
  const from = (code: string, iso: string) =>
    [...index.departures(store.airportId.get(code)!, dayFromIso(iso)!)].map((id) => store.legs.at(id));
  // 9 June 2005: XX 41 RUN–DZA and XX 42 back are cargo flights (service type F): in the file,
  // never journeys.
  assert.equal(from('RUN', '2005-06-09').find((l) => l.operating.number === 41), undefined);
  assert.equal(from('DZA', '2005-06-09').find((l) => l.operating.number === 42), undefined);
  // Friday 17 June: XX 945 leaves RUN at 22:15 (+04:00) for MRS and lands at 06:55 (+02:00) the next day.
  const xx945 = from('RUN', '2005-06-17').find((l) => l.operating.number === 945 && l.destination === 'MRS' && l.stops === 0);
  assert.ok(xx945);
  assert.equal(xx945.departureTime, 22 * 60 + 15);
  assert.equal(xx945.arrivalDayOffset, 1, 'RUN 22:15 to MRS 06:55 lands the next day');
  assert.equal(xx945.blockMinutes, 10 * 60 + 40);
  // The two-leg XX 9797 CDG–XCR–CDG on Sunday 19 June is a training flight (service type K).
  assert.equal(from('CDG', '2005-06-19').filter((l) => l.operating.number === 9797).length, 0);
  assert.equal(from('XCR', '2005-06-19').filter((l) => l.operating.number === 9797).length, 0);
  const info = (await skyref('dataset', 'info')).stdout;
  assert.match(info, /ssim sample\.ssim: 1 airlines \(XX\)/);
});
