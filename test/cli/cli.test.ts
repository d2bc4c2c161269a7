import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REPO_ROOT, TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';

let dataDir: string;

function skyref(...args: string[]) {
  return skyrefCommand(args, { SKYREF_DATA_DIR: dataDir });
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

test('an unknown client is refused with 1, an unknown command is a usage error, 2; each says why', async () => {
  await assert.rejects(skyref('clients', 'disable', 'nobody'), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /no client "nobody"/);
    return true;
  });
  await assert.rejects(skyref('fly'), (error: { code: number }) => error.code === 2);
});

test('--help, -h and help: the usage of the command (or subcommand) asked about, exit 0; an unknown one exits 2 with the usage', async () => {
  const full = await skyref('--help');
  for (const command of ['serve', 'dataset', 'clients', 'import', 'export', 'version']) assert.match(full.stdout, new RegExp(`^  ${command}\\b`, 'm'), command);
  assert.equal((await skyref('-h')).stdout, full.stdout);
  assert.equal((await skyref('help')).stdout, full.stdout);
  for (const args of [['dataset', '--help'], ['help', 'dataset'], ['dataset', 'build', '-h']]) {
    const { stdout } = await skyref(...args);
    assert.match(stdout, /^  dataset build\b/m, args.join(' '));
    if (args.length === 2) assert.match(stdout, /^  dataset info\b/m, args.join(' '));
    assert.doesNotMatch(stdout, /^  clients/m, args.join(' '));
  }
  const add = (await skyref('clients', 'add', '--help')).stdout;
  assert.match(add, /^  clients add ID/m);
  assert.doesNotMatch(add, /^  clients list/m, 'the subcommand alone');
  await assert.rejects(skyref('fly', '--help'), (error: { code: number; stderr: string; stdout: string }) => {
    assert.equal(error.code, 2);
    assert.match(error.stderr, /unknown command "fly"/);
    assert.match(error.stderr, /^  serve/m, 'with the usage');
    return true;
  });
  // A usage error shows the usage of its own command.
  await assert.rejects(skyref('dataset', 'frobnicate'), (error: { code: number; stderr: string }) => error.code === 2 && /^  dataset info/m.test(error.stderr) && !/^  clients/m.test(error.stderr));
});

test('every usage error exits 2 with its command\'s usage: options parseArgs refuses, arguments a command does not take, a command without its subcommand', async () => {
  const usageError = (command: string) => (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 2, error.stderr);
    assert.match(error.stderr, new RegExp(`^  ${command}\\b`, 'm'), 'with the command\'s usage');
    assert.doesNotMatch(error.stderr, /\n\s+at /, 'no stack trace');
    return true;
  };
  await assert.rejects(skyref('clients', 'list', '--bogus'), usageError('clients list'));
  await assert.rejects(skyref('clients', 'add', 'x', '--rate-per-second'), usageError('clients add'));
  await assert.rejects(skyref('version', '--bogus'), usageError('version'));
  await assert.rejects(skyref('dataset'), (error: { code: number; stderr: string }) => usageError('dataset info')(error) && /expected a dataset command: info or build/.test(error.stderr));
});

test('a setting out of its range is refused at once, naming the accepted values', async () => {
  await assert.rejects(skyrefCommand(['version'], { SKYREF_LOG_LEVEL: 'loud' }), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 2);
    assert.match(error.stderr, /SKYREF_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/);
    return true;
  });
  await assert.rejects(skyrefCommand(['version'], { SKYREF_TOKEN_TTL: '30' }), (error: { code: number; stderr: string }) => error.code === 2 && /SKYREF_TOKEN_TTL/.test(error.stderr));
});

test('an import into a fresh data directory builds the default dataset first, and says so', async () => {
  const fresh = mkdtempSync(join(tmpdir(), 'skyref-cli-fresh-'));
  const inFresh = (...args: string[]) =>
    skyrefCommand(args, { SKYREF_DATA_DIR: join(fresh, 'data') });
  try {
    await assert.rejects(inFresh('import', 'ourairports', join(fresh, 'missing')), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /missing: no such file or directory; nothing imported/);
      return true;
    });
    // The fixture's 11 airports would leave most airlines without a flight: said, and refused.
    await assert.rejects(inFresh('import', 'ourairports', join(REPO_ROOT, 'test', 'fixtures', 'ourairports')), (error: { code: number; stdout: string; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stdout, /^no dataset at .*: building the default dataset first/m);
      assert.match(error.stdout, /^ {2}airlines left with no flight \(\d+\):/m);
      assert.match(error.stderr, /more than half of their flights from .*; nothing imported \(use --replace/);
      return true;
    });
    const { stdout } = await inFresh('import', 'ourairports', join(REPO_ROOT, 'test', 'fixtures', 'ourairports'), '--replace');
    assert.match(stdout, /^imported ourairports in .*: 250 countries, 11 locations/m);
    const info = (await inFresh('dataset', 'info')).stdout;
    assert.match(info, /^locations\s+11\b/m);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
});
