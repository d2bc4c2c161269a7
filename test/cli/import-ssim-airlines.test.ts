// `skyref import ssim` replaces only what its files carry: a leg filed under another airline's
// carrier record, a carrier record without legs, a leg in two files and a file that would take
// most of an airline's flights are each stopped before anything is written (issue 59).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { ssimLines } from '../../src/ingest/sources/ssim-writer.js';
import { TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV, TEST_DAY } from '../support/test-clock.js';

let dir: string;
let dataset: string;
let env: Record<string, string>;
let legsOf: (airline: string) => LegPeriodRecord[];

interface Failure {
  code: number;
  stdout: string;
  stderr: string;
}

const skyref = (...args: string[]) => skyrefCommand(args, env);
const digest = () => createHash('sha256').update(readFileSync(dataset)).digest('hex');
const countOf = (airline: string) => readDatasetFile(dataset).content.schedule.legs.filter((l) => l.flight.airline === airline).length;

/** An SSIM file of these legs, as `skyref export ssim` writes it, with `edit` applied to its lines. */
function ssimFile(name: string, legs: LegPeriodRecord[], edit: (lines: string[]) => string[] = (lines) => lines): string {
  const schedule = { carriers: [], legs, connectionTimes: [] };
  const lines = [...ssimLines(schedule as never, { createdOn: TEST_DAY, seatsOf: () => undefined })];
  const path = join(dir, name);
  writeFileSync(path, edit(lines).join('\n') + '\n');
  return path;
}

/** The record with its airline field (columns 3–5) set to `airline`. */
const relabel = (record: string, airline: string) => record.slice(0, 2) + airline.padEnd(3) + record.slice(5);

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'skyref-ssim-airlines-'));
  dataset = join(dir, 'dataset.sqlite');
  copyFileSync(TEST_DATASET, dataset);
  env = { SKYREF_DATA_DIR: dir, ...TEST_CLOCK_ENV };
  const { legs } = readDatasetFile(dataset).content.schedule;
  legsOf = (airline) => legs.filter((l) => l.flight.airline === airline);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("legs filed under another airline's carrier record refuse the file, naming their lines; --skip-bad imports nothing of them", async () => {
  const cm = legsOf('CM');
  assert.ok(cm.length > 0 && legsOf('HY').length > 0, 'the test dataset has both airlines');
  // The carrier record and trailer say HY; the legs are CM's (the 0V file of LH legs).
  const file = ssimFile('mislabelled.ssim', cm, (lines) => lines.map((l) => (l[0] === '2' || l[0] === '5' ? relabel(l, 'HY') : l)));
  const before = digest();
  await assert.rejects(skyref('import', 'ssim', file), (error: Failure) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /mislabelled\.ssim:3: flight CM \d+ is not HY's, the airline of the carrier record \(type 2\) on line 2/);
    assert.match(error.stderr, /nothing imported/);
    return true;
  });
  assert.equal(digest(), before, 'the dataset file is byte for byte the same');
  await assert.rejects(skyref('import', 'ssim', file, '--skip-bad'), (error: Failure) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /no good leg of HY in the files; nothing imported/);
    return true;
  });
  assert.equal(digest(), before, 'neither HY lost its legs nor CM got a second copy of its own');
});

test("a trailer naming another airline than its carrier record's is an error on its line", async () => {
  const file = ssimFile('trailer.ssim', legsOf('CM'), (lines) => lines.map((l) => (l[0] === '5' ? relabel(l, 'HY') : l)));
  await assert.rejects(skyref('import', 'ssim', file), (error: Failure) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /trailer\.ssim:\d+: the trailer names airline "HY", the carrier record \(type 2\) on line 2 CM/);
    return true;
  });
});

test('a well-formed file naming an airline without legs empties its schedule only with --replace', async () => {
  const before = digest();
  const count = countOf('HY');
  // HY's file with its flight records (types 3 and 4) taken out, the serial numbers made to count again.
  const file = ssimFile('empty.ssim', legsOf('HY'), (lines) => {
    const kept = lines.filter((l) => l[0] !== '3' && l[0] !== '4');
    return kept.map((l, i) => {
      const numbered = l.slice(0, 194) + String(i + 1).padStart(6, '0');
      return numbered[0] === '5' ? numbered.slice(0, 187) + String(i).padStart(6, '0') + numbered.slice(193) : numbered;
    });
  });
  await assert.rejects(skyref('import', 'ssim', file), (error: Failure) => {
    assert.equal(error.code, 1);
    assert.match(error.stdout, new RegExp(`HY: ${count} → 0 leg periods`));
    assert.match(error.stderr, /the import would take more than half of their flights from HY \(\d+ → 0 flights, \d+ → 0 leg periods\); nothing imported \(use --replace/);
    return true;
  });
  assert.equal(digest(), before);
  const { stdout } = await skyref('import', 'ssim', file, '--replace');
  assert.match(stdout, /imported 0 legs of HY/);
  assert.equal(countOf('HY'), 0);
});

test('an import that would take most of an airline’s flights needs --replace; the report says what it replaces', async () => {
  const lh = legsOf('LH');
  const third = lh.filter((_, i) => i % 3 === 0);
  const file = ssimFile('lh-third.ssim', third);
  const before = digest();
  await assert.rejects(skyref('import', 'ssim', file), (error: Failure) => {
    assert.equal(error.code, 1);
    assert.match(error.stdout, new RegExp(`LH: ${lh.length.toLocaleString('en')} → ${third.length.toLocaleString('en')} leg periods`));
    assert.match(error.stderr, /more than half of their flights from LH/);
    return true;
  });
  assert.equal(digest(), before);
  // The whole schedule again is no loss: imported without --replace, the legs the same.
  const whole = ssimFile('lh.ssim', lh);
  const { stdout } = await skyref('import', 'ssim', whole);
  assert.match(stdout, new RegExp(`LH: ${lh.length.toLocaleString('en')} → ${lh.length.toLocaleString('en')} leg periods`));
  assert.equal(countOf('LH'), lh.length);
});

test('a leg in two files of one import is read once: the second is a reported duplicate', async () => {
  const cm = legsOf('CM');
  const a = ssimFile('cm-a.ssim', cm);
  const b = ssimFile('cm-b.ssim', cm);
  const { stdout, stderr } = await skyref('import', 'ssim', a, b);
  assert.match(stderr, /cm-b\.ssim:3: duplicate of cm-a\.ssim:3 \(CM \d+ /);
  assert.match(stdout, new RegExp(`imported ${cm.length} legs of CM`));
  assert.equal(countOf('CM'), cm.length);
});
