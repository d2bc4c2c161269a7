// Imports that cannot lose data: run at once on one data directory they take turns; an SSIM file
// that is not whole is refused; what a killed import leaves behind is cleared. Over the real CLI
// (and the real server for the start).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readDatasetFile } from '../../src/dataset/dataset-file.js';
import { LOCK_FILE } from '../../src/dataset/dataset-lock.js';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { startTestServer } from '../support/server.js';
import { REPO_ROOT, TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const fixture = (name: string) => join(REPO_ROOT, 'test', 'fixtures', 'ssim', name);

function dataDirWithDataset(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-imports-'));
  dirs.push(dataDir);
  copyFileSync(TEST_DATASET, datasetPath(dataDir));
  return dataDir;
}

function skyref(dataDir: string, args: string[], env: Record<string, string> = {}) {
  return skyrefCommand(args, { SKYREF_DATA_DIR: dataDir, ...env });
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function writeInputs(dir: string): { mct: string; seats: string } {
  const mct = join(dir, 'mct.csv');
  writeFileSync(mct, 'airport,status,minutes,carrier\nFRA,DD,47,\nFRA,II,71,LH\n');
  const seats = join(dir, 'seats.csv');
  writeFileSync(seats, 'aircraft_code,cabin,pitch_in,width_in,recline,recline_type\n320,M,31.5,17.7,3,relative\n');
  return { mct, seats };
}

test('import ssim, mct and seats started at once on one data directory all keep their change', async () => {
  const dataDir = dataDirWithDataset();
  const { mct, seats } = writeInputs(dataDir);
  const results = await Promise.all([
    skyref(dataDir, ['import', 'ssim', fixture('complete.ssim')]),
    skyref(dataDir, ['import', 'mct', mct]),
    skyref(dataDir, ['import', 'seats', seats]),
  ]);
  const { content } = readDatasetFile(datasetPath(dataDir));
  assert.deepEqual(
    content.schedule.legs.filter((l) => l.flight.airline === 'ZZ').map((l) => l.flight.number).sort(),
    [701, 702, 703],
    'the SSIM import',
  );
  assert.deepEqual(
    content.schedule.connectionTimes.map((m) => `${m.airport} ${m.status} ${m.minutes} ${m.carrier ?? ''}`).sort(),
    ['FRA DD 47 ', 'FRA II 71 LH'],
    'the MCT import',
  );
  assert.deepEqual(
    content.seats.filter((s) => s.aircraftCode === '320').map((s) => [s.cabin, s.pitch, s.width]),
    [['M', 31.5, 17.7]],
    'the seats import',
  );
  const stderr = results.map((r) => r.stderr).join('');
  assert.match(stderr, /waiting for "skyref import (ssim|mct|seats)" \(pid \d+, since [^)]+\) to finish/, 'at least one waited, and said so');
  assert.equal(existsSync(join(dataDir, LOCK_FILE)), false, 'the lock is gone');
  const info = (await skyref(dataDir, ['dataset', 'info'])).stdout;
  assert.match(info, /ssim complete\.ssim: 1 airlines \(ZZ\)/);
});

test('an import waits for a live holder of the lock, then gives up with a clear message and changes nothing', async () => {
  const dataDir = dataDirWithDataset();
  const { seats } = writeInputs(dataDir);
  // This test process holds the lock, as a long import would.
  const holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command: 'skyref import ssim' };
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(holder) + '\n');
  const before = digest(datasetPath(dataDir));
  const started = Date.now();
  await assert.rejects(skyref(dataDir, ['import', 'seats', seats], { SKYREF_IMPORT_WAIT_MS: '1500' }), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, new RegExp(`waiting for "skyref import ssim" \\(pid ${process.pid}, since`));
    assert.match(error.stderr, /gave up after 1\.\d s; nothing imported/);
    return true;
  });
  assert.ok(Date.now() - started >= 1500, 'it waited');
  assert.equal(digest(datasetPath(dataDir)), before);
  assert.equal(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid, process.pid, "the holder's lock is left alone");
});

test('a lock left by a process that is gone is taken over', async () => {
  const dataDir = dataDirWithDataset();
  const { seats } = writeInputs(dataDir);
  const pid = await deadPid();
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), since: '2020-01-01T00:00:00.000Z', command: 'skyref import mct' }) + '\n');
  const { stdout, stderr } = await skyref(dataDir, ['import', 'seats', seats], { SKYREF_IMPORT_WAIT_MS: '0' });
  assert.match(stdout, /imported 1 cabins/);
  assert.match(stderr, new RegExp(`took over the dataset lock left by "skyref import mct" \\(pid ${pid},`));
  assert.equal(existsSync(join(dataDir, LOCK_FILE)), false);
});

test('an SSIM file cut before its trailer record is refused, and imported with --skip-bad', async () => {
  const dataDir = dataDirWithDataset();
  const before = digest(datasetPath(dataDir));
  await assert.rejects(skyref(dataDir, ['import', 'ssim', fixture('cut-before-trailer.ssim')]), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /cut-before-trailer\.ssim:9: no trailer record \(type 5\) at the end: the file may have been cut short after line 9/);
    assert.match(error.stderr, /cut-before-trailer\.ssim is incomplete .*; nothing imported \(use --skip-bad/);
    return true;
  });
  assert.equal(digest(datasetPath(dataDir)), before, 'the dataset file is byte for byte the same');
  const { stdout, stderr } = await skyref(dataDir, ['import', 'ssim', fixture('cut-before-trailer.ssim'), '--skip-bad']);
  assert.match(stdout, /imported 3 legs of ZZ .*although cut-before-trailer\.ssim is incomplete/);
  assert.match(stderr, /no trailer record \(type 5\)/, 'the problem is still reported');
  const legs = readDatasetFile(datasetPath(dataDir)).content.schedule.legs.filter((l) => l.flight.airline === 'ZZ');
  assert.equal(legs.length, 3);
});

test('an SSIM file whose record serial numbers skip is refused', async () => {
  const dataDir = dataDirWithDataset();
  const before = digest(datasetPath(dataDir));
  await assert.rejects(skyref(dataDir, ['import', 'ssim', fixture('serial-skip.ssim')]), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /serial-skip\.ssim:8: record serial number 000005 skips 000004: records are missing/);
    assert.match(error.stderr, /nothing imported/);
    return true;
  });
  assert.equal(digest(datasetPath(dataDir)), before);
});

test("the next import removes a dead import's temporary files, and keeps a live one's", async () => {
  const dataDir = dataDirWithDataset();
  const { seats } = writeInputs(dataDir);
  const dead = await deadPid();
  const stale = [`dataset.sqlite.${dead}.tmp`, `dataset.sqlite.${dead}.tmp-journal`];
  const live = `dataset.sqlite.${process.pid}.tmp`;
  for (const name of [...stale, live]) writeFileSync(join(dataDir, name), 'partial');
  const { stderr } = await skyref(dataDir, ['import', 'seats', seats]);
  for (const name of stale) assert.equal(existsSync(join(dataDir, name)), false, `${name} removed`);
  assert.equal(existsSync(join(dataDir, live)), true, 'a running process may still be writing its own');
  assert.match(stderr, new RegExp(`removed temporary files of dataset writes that did not finish: dataset\\.sqlite\\.${dead}\\.tmp, dataset\\.sqlite\\.${dead}\\.tmp-journal`));
});

test("a server start removes a dead import's temporary files", async () => {
  const dataDir = dataDirWithDataset();
  const dead = await deadPid();
  const stale = join(dataDir, `dataset.sqlite.${dead}.tmp`);
  writeFileSync(stale, 'partial');
  const server = await startTestServer({}, { dataDir });
  try {
    assert.equal(existsSync(stale), false);
    assert.equal((await server.get('/v1/references/airports/FRA')).status, 200);
  } finally {
    await server.close();
  }
});
