// skyref export ssim: the whole schedule as an SSIM file that skyref import ssim reads back to the
// same leg periods, field for field.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';
import { TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_CLOCK_ENV } from '../support/test-clock.js';

/** A leg as text with its keys in order, so that two legs compare whatever order their fields were set in. */
const canonical = (leg: LegPeriodRecord) =>
  JSON.stringify(leg, (_, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value));

test('the export of the test dataset imports back to the same leg periods', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-ssim-export-'));
  try {
    copyFileSync(TEST_DATASET, join(dir, 'dataset.sqlite'));
    const env = { SKYREF_DATA_DIR: dir, ...TEST_CLOCK_ENV };
    const { stdout } = await skyrefCommand(['export', 'ssim'], env);
    const lines = stdout.trimEnd().split('\n');
    assert.ok(lines.every((l) => l.length === 200), 'every record is 200 characters');
    assert.match(lines[0]!, /^1AIRLINE STANDARD SCHEDULE DATA SET +000001$/);
    assert.match(lines.at(-1)!, /^5 [A-Z0-9]{2} +\d{6}E\d{6}$/, 'the last carrier ends with an E trailer');
    writeFileSync(join(dir, 'export.ssim'), stdout);

    const before = readDatasetFile(join(dir, 'dataset.sqlite')).content.schedule;
    // The import replaces the schedule of every carrier in the file: all of them.
    const imported = await skyrefCommand(['import', 'ssim', join(dir, 'export.ssim')], env);
    assert.match(imported.stdout, / 0 malformed, 0 duplicates, (\d+) legs kept/);
    const after = readDatasetFile(join(dir, 'dataset.sqlite')).content.schedule;
    assert.ok(before.legs.length > 10_000, `${before.legs.length} leg periods`);
    assert.deepEqual(after.legs.map(canonical).sort(), before.legs.map(canonical).sort());
    assert.ok(before.legs.some((l) => l.codeshares.length > 0 && l.onBoard?.cabins.some((c) => c.seatPower)), 'codeshares and services went through');
    assert.deepEqual(after.carriers.map((c) => c.airline), before.carriers.map((c) => c.airline));
    assert.equal(readFileSync(join(dir, 'export.ssim'), 'utf8'), stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an unknown kind of export is a usage error naming both forms', async () => {
  await assert.rejects(skyrefCommand(['export', 'timetable'], TEST_CLOCK_ENV), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 2);
    assert.match(error.stderr, /unknown export command "timetable": expected legs or ssim/);
    assert.match(error.stderr, /^  export legs --from DATE --to DATE$/m);
    assert.match(error.stderr, /^  export ssim$/m);
    return true;
  });
});
