import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { REPO_ROOT, TEST_DATASET } from '../support/paths.js';

const run = promisify(execFile);
let dataDir: string;

function skyref(...args: string[]) {
  return run(process.execPath, [join(REPO_ROOT, 'bin', 'skyref.js'), ...args], { env: { ...process.env, SKYREF_DATA_DIR: dataDir } });
}

before(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-cli-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('dataset info gives the counts', async () => {
  const { stdout } = await skyref('dataset', 'info');
  const count = (label: string) => Number(new RegExp(`^${label}\\s+(\\d+)`, 'm').exec(stdout)?.[1]);
  assert.ok(count('countries') >= 249, stdout);
  assert.ok(count('locations') >= 9000, stdout);
  assert.ok(count('cities') >= 8000, stdout);
  assert.ok(count('aircraft') >= 150, stdout);
  assert.match(stdout, /RailwayStation \d+/);
});

test('clients add, list and disable', async () => {
  const added = await skyref('clients', 'add', 'partner', '--rate-per-second', '50');
  const secret = /client_secret=(\S+)/.exec(added.stdout)?.[1];
  assert.ok(secret && secret.length >= 32);
  let listed = (await skyref('clients', 'list')).stdout;
  assert.match(listed, /^partner\tenabled\t50\/s 1000\/h/m);
  assert.doesNotMatch(listed, new RegExp(secret), 'secrets are never listed');
  await skyref('clients', 'disable', 'partner');
  listed = (await skyref('clients', 'list')).stdout;
  assert.match(listed, /^partner\tdisabled/m);
});

test('usage errors exit with 2 and say why', async () => {
  await assert.rejects(skyref('clients', 'disable', 'nobody'), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 2);
    assert.match(error.stderr, /no client "nobody"/);
    return true;
  });
  await assert.rejects(skyref('fly'), (error: { code: number }) => error.code === 2);
});
