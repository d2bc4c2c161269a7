// One rule for the exit status of every command (issue 59): 2 for a command line that cannot be
// carried out as given, the value at fault named, with the command's usage; 1 for an operation
// refused by what it meets (an unknown client, subscription or flight, a file that is not there or
// not what it should be, no dataset), without the usage. The tables name every command of the
// command table, so a new command comes with its rows.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { COMMAND_TABLE } from '../../src/cli/command-table.js';
import { LOCK_FILE } from '../../src/dataset/dataset-lock.js';
import { TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_DATE, TEST_NOW } from '../support/test-clock.js';

let dataDir: string;
let emptyDir: string;
let lockedDir: string;
let notAnExport: string;

const CALLBACK = 'http://127.0.0.1:9/hook';

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-exit-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
  emptyDir = mkdtempSync(join(tmpdir(), 'skyref-exit-empty-'));
  // Held by this test process, as by a long import.
  lockedDir = mkdtempSync(join(tmpdir(), 'skyref-exit-locked-'));
  writeFileSync(join(lockedDir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), since: new Date(TEST_NOW).toISOString(), command: 'skyref import ssim' }) + '\n');
  notAnExport = join(dataDir, 'not-an-export.json');
  writeFileSync(notAnExport, '{"clients": []}\n');
  await skyrefCommand(['clients', 'add', 'app', '--secret', 'app-secret-0123'], { SKYREF_DATA_DIR: dataDir });
});
after(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
  rmSync(lockedDir, { recursive: true, force: true });
});

interface Row {
  args: string[];
  /** What stderr must say: the value at fault, or the target refused. */
  says: RegExp;
  /** Run on a data directory without a dataset, or one whose dataset lock another process holds. */
  dir?: 'empty' | 'locked';
}

/** Each command with a bad flag or value: exit 2, the value named. */
const USAGE: Row[] = [
  { args: ['serve', '--workers', '0'], says: /--workers must be an integer from 1 to 256, got "0"/ },
  { args: ['dataset', 'info', '--bogus'], says: /has no option --bogus/ },
  { args: ['dataset', 'build', 'extra'], says: /takes no arguments, got "extra"/ },
  { args: ['clients', 'add', 'bad id!'], says: /client id must be 1-128 of A-Z a-z 0-9 \. _ ~ -, got "bad id!"/ },
  { args: ['clients', 'add', 'x', '--rate-per-second', '0'], says: /--rate-per-second must be a positive integer, got "0"/ },
  { args: ['clients', 'add', 'x', '--secret', 'short'], says: /--secret: client secret must be at least 8 characters/ },
  { args: ['clients', 'list', '--bogus'], says: /has no option --bogus/ },
  { args: ['clients', 'disable', 'bad id!'], says: /client id must be 1-128 of A-Z a-z 0-9 \. _ ~ -, got "bad id!"/ },
  { args: ['clients', 'delete', 'a', 'b'], says: /takes 1 argument, got "a b"/ },
  { args: ['clients', 'export', '--output'], says: /--output needs a value/ },
  { args: ['clients', 'import', 'file.json', '--bogus'], says: /has no option --bogus/ },
  { args: ['sandbox', 'scenario', 'LH400', '2027-02-30', '--cancel'], says: /DATE 2027-02-30: no such date/ },
  { args: ['sandbox', 'scenario', 'LH400', 'tomorrow', '--cancel'], says: /DATE must be a date yyyy-MM-dd, got "tomorrow"/ },
  { args: ['sandbox', 'scenario', 'L', TEST_DATE, '--cancel'], says: /FLIGHT must be a flight number such as LH400, got "L"/ },
  { args: ['sandbox', 'scenario', 'LH400', TEST_DATE, '--delay', '99999'], says: /--delay must be whole minutes from -1440 to 1440 \(negative: early\), got "99999"/ },
  { args: ['sandbox', 'scenario', 'LH400', TEST_DATE, '--divert', 'FR4'], says: /--divert must be an airport code of 3 letters, got "FR4"/ },
  { args: ['sandbox', 'scenarios', 'x'], says: /takes no arguments, got "x"/ },
  { args: ['alerts', 'subscribe', 'app', '--flight', 'LH400', '--date', '2027-13-01', '--callback', CALLBACK], says: /--date 2027-13-01: no such date/ },
  { args: ['alerts', 'subscribe', 'app', '--flight', 'LH400', '--from', TEST_DATE, '--to', 'someday', '--callback', CALLBACK], says: /--to must be a date yyyy-MM-dd, got "someday"/ },
  // Checked before the client is looked up: the line is wrong whoever the client.
  { args: ['alerts', 'subscribe', 'nosuch', '--route', 'FRAJFK', '--date', TEST_DATE, '--callback', CALLBACK], says: /--route must be FROM-TO, two airport codes such as FRA-JFK, got "FRAJFK"/ },
  { args: ['alerts', 'subscribe', 'app', '--flight', '4', '--date', TEST_DATE, '--callback', CALLBACK], says: /--flight must be a flight number such as LH400, got "4"/ },
  { args: ['alerts', 'list', '--bogus'], says: /has no option --bogus/ },
  { args: ['alerts', 'delete', 'app'], says: /takes 2 arguments, got "app"/ },
  { args: ['alerts', 'deliveries', 'app', 'x', '--bogus'], says: /has no option --bogus/ },
  { args: ['import', 'seats', 'f.csv', '--bogus'], says: /has no option --bogus/ },
  { args: ['import', 'ssim', '--bogus'], says: /has no option --bogus/ },
  { args: ['import', 'mct', 'a.csv', 'b.csv'], says: /takes 1 argument, got "a.csv b.csv"/ },
  { args: ['import', 'routes', 'r.csv', '--skip-bad=yes'], says: /--skip-bad takes no value/ },
  { args: ['import', 'optd', 'dir', '--skip-bad'], says: /has no option --skip-bad/ },
  { args: ['import', 'ourairports'], says: /takes 1 argument, got none/ },
  { args: ['export', 'legs', '--from', '2027-13-01', '--to', '2027-01-02'], says: /--from 2027-13-01: no such date/ },
  { args: ['export', 'legs', '--from', '2027-02-30', '--to', '2027-03-02'], says: /--from 2027-02-30: no such date/ },
  { args: ['export', 'legs', '--from', '2027-01-01', '--to', '2027-1-2'], says: /--to must be a date yyyy-MM-dd, got "2027-1-2"/ },
  { args: ['export', 'ssim', '--bogus'], says: /has no option --bogus/ },
  { args: ['mcp', '--bogus'], says: /has no option --bogus/, dir: 'empty' },
  { args: ['version', 'now'], says: /takes no arguments, got "now"/ },
];

/** Each command that names something, with something that is not there: exit 1, it named. */
const REFUSED: Row[] = [
  { args: ['dataset', 'info'], says: /no dataset at /, dir: 'empty' },
  { args: ['dataset', 'build'], says: /another process is writing this data directory's dataset: .* gave up after 0 s; nothing built/, dir: 'locked' },
  { args: ['clients', 'disable', 'nosuch'], says: /no client "nosuch"/ },
  { args: ['clients', 'delete', 'nosuch'], says: /no client "nosuch"/ },
  { args: ['clients', 'import', '/nonexistent/clients.json'], says: /\/nonexistent\/clients\.json: / },
  { args: ['clients', 'import', 'NOT_AN_EXPORT'], says: /not-an-export\.json: not a clients export/ },
  { args: ['sandbox', 'scenario', 'XQ9999', TEST_DATE, '--cancel'], says: new RegExp(`XQ9999 on ${TEST_DATE}: no such flight that day`) },
  { args: ['alerts', 'subscribe', 'nosuch', '--flight', 'LH400', '--date', TEST_DATE, '--callback', CALLBACK], says: /no client "nosuch"/ },
  { args: ['alerts', 'list', 'nosuch'], says: /no client "nosuch"/ },
  { args: ['alerts', 'delete', 'app', 'nosuch'], says: /app has no subscription nosuch/ },
  { args: ['alerts', 'deliveries', 'app', 'nosuch'], says: /app has no subscription nosuch/ },
  { args: ['alerts', 'deliveries', 'nosuch', 'x'], says: /no client "nosuch"/ },
  ...['seats', 'ssim', 'mct', 'routes', 'optd', 'ourairports'].map((kind) => ({ args: ['import', kind, '/nonexistent/file'], says: /\/nonexistent\/file: no such file or directory; nothing imported/ })),
  { args: ['export', 'legs', '--from', TEST_DATE, '--to', TEST_DATE], says: /no dataset at /, dir: 'empty' },
  { args: ['export', 'ssim'], says: /no dataset at /, dir: 'empty' },
];

/** Commands with nothing here to refuse them: they name nothing that could be missing, and take no lock. */
const NOTHING_TO_REFUSE = ['serve', 'clients add', 'clients list', 'clients export', 'sandbox scenarios', 'mcp', 'version'];

const commandOf = (args: readonly string[]) => COMMAND_TABLE.find((c) => c.words.every((w, i) => args[i] === w))!.words.join(' ');
const run = (row: Row) => skyrefCommand(row.args.map((a) => (a === 'NOT_AN_EXPORT' ? notAnExport : a)), {
    SKYREF_DATA_DIR: row.dir === 'empty' ? emptyDir : row.dir === 'locked' ? lockedDir : dataDir,
    SKYREF_ALERT_ALLOW_LOOPBACK: '1',
    SKYREF_IMPORT_WAIT_MS: '0',
  });
const all = COMMAND_TABLE.map((c) => c.words.join(' '));

test('the tables hold every command', () => {
  assert.deepEqual([...new Set(USAGE.map((r) => commandOf(r.args)))].sort(), [...all].sort(), 'a usage row for each command');
  assert.deepEqual([...new Set(REFUSED.map((r) => commandOf(r.args)))].sort(), all.filter((c) => !NOTHING_TO_REFUSE.includes(c)).sort(), 'a refusal row for each command that names something');
});

/** What is wrong with how `row` ended, or nothing. */
async function outcome(row: Row, status: 1 | 2): Promise<string[]> {
  const ended = await run(row).then(
    (done) => ({ code: 0, stderr: done.stderr }),
    (error: { code: number; stderr: string }) => error,
  );
  const problems: string[] = [];
  if (ended.code !== status) problems.push(`exit ${ended.code}, not ${status}`);
  if (!row.says.test(ended.stderr)) problems.push(`does not say ${row.says}`);
  const usage = new RegExp(`^ {2}${commandOf(row.args)}\\b`, 'm').test(ended.stderr);
  if (status === 2 && !usage) problems.push('without its usage');
  if (status === 1 && /^usage:/m.test(ended.stderr)) problems.push('with a usage');
  if (/\n\s+at /.test(ended.stderr)) problems.push('with a stack');
  return problems.map((p) => `skyref ${row.args.join(' ')}: ${p}: ${ended.stderr.split('\n')[0]}`);
}

// Every row is run and every mismatch reported together: one rule, seen whole.
test('a bad flag or value exits 2, naming it, with the usage of its command', async () => {
  const problems: string[] = [];
  for (const row of USAGE) problems.push(...(await outcome(row, 2)));
  assert.deepEqual(problems, []);
});

test('an operation refused by what it meets exits 1, naming what, without the usage', async () => {
  const problems: string[] = [];
  for (const row of REFUSED) problems.push(...(await outcome(row, 1)));
  assert.deepEqual(problems, []);
});
