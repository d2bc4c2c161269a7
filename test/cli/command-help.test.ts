// Each command's --help says what its flags mean, their defaults and the settings it reads; every
// usage error, bad values included, exits 2 with that command's usage (issue 47).
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { COMMAND_TABLE, COMMANDS } from '../../src/cli/command-table.js';
import { TEST_DATASET } from '../support/paths.js';
import { skyrefCommand } from '../support/skyref-command.js';

let dataDir: string;

function skyref(...args: string[]) {
  return skyrefCommand(args, { SKYREF_DATA_DIR: dataDir });
}

before(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-help-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('each command named in the issue has help listing its flags with their meaning, defaults and the settings it reads', async () => {
  const expected: Record<string, RegExp[]> = {
    serve: [/^ {6}--workers N +servers on one port, 1-256.*\(default: SKYREF_WORKERS, else the number of cores\)$/m, /^ {2}SKYREF_WORKERS +/m, /^ {2}PORT +port.*\(default: 8080\)$/m, /^ {2}SKYREF_METRICS_PORT +.*\(default: 9464\)$/m],
    dataset: [/^ {2}dataset info$/m, /^ {2}dataset build$/m, /^ {2}SKYREF_DATA_DIR +.*\(default: \.\/var\)$/m, /^ {2}SKYREF_LANGUAGES +/m],
    clients: [
      /^ {6}--rate-per-second N +the client's requests per second, a positive integer \(default: SKYREF_RATE_PER_SECOND\)$/m,
      /^ {6}--output FILE +write it to FILE, mode 0600 \(default: stdout\)$/m,
      /^ {6}--restore-deleted +/m,
      /^ {2}sequence +seq:200,429,200,503,401,800ms$/m,
      /^ {2}SKYREF_REDIS_URL +/m,
    ],
    sandbox: [/^ {6}--delay MIN +late by MIN minutes \(negative: early\)$/m, /^ {6}--divert AIRPORT +/m, /^ {2}SKYREF_FLIGHT_STATUS_WINDOW +.*\(default: original\)$/m],
    import: [/^ {6}--skip-bad +/m, /^ {2}import ourairports DIR \[--replace\]$/m, /^ {2}SKYREF_IMPORT_WAIT_MS +.*\(default: 60000\)$/m],
    export: [/^ {6}--from DATE +the first local departure date, yyyy-MM-dd$/m, /^ {6}--to DATE +/m, /^ {2}export ssim$/m],
    alerts: [/^ {6}--callback URL +where alerts are posted \(http or https\)$/m, /^ {2}alerts deliveries CLIENT ID$/m, /^ {2}SKYREF_ALERT_ALLOW_LOOPBACK +.*\(default: 0\)$/m],
    mcp: [/^ {2}mcp$/m, /^ {2}SKYREF_DATA_DIR +/m],
    version: [/^ {2}version$/m, /^settings: none read$/m],
  };
  assert.deepEqual(Object.keys(expected).sort(), [...COMMANDS].sort(), 'every command is checked');
  for (const [command, patterns] of Object.entries(expected)) {
    const { stdout } = await skyref(command, '--help');
    for (const pattern of patterns) assert.match(stdout, pattern, `${command} --help`);
    assert.equal((await skyref('help', command)).stdout, stdout, `help ${command}`);
    // Every flag of every subcommand is in the help, with a meaning after it.
    for (const entry of COMMAND_TABLE.filter((c) => c.words[0] === command)) {
      for (const flag of entry.flags) assert.match(stdout, new RegExp(`^ {6}--${flag.name}${flag.value ? ` ${flag.value}` : ''} +\\S`, 'm'), `${command}: --${flag.name}`);
    }
  }
});

test("--faults' syntax is in the help where it is taken, and only there", async () => {
  const add = (await skyref('clients', 'add', '--help')).stdout;
  assert.match(add, /--faults SPEC, the faults a sandbox client's data requests meet/);
  assert.match(add, /retry-after:3s/);
  assert.match(add, /latency:200ms@10%/);
  assert.doesNotMatch(add, /^ {2}clients list/m, 'the subcommand alone');
  assert.doesNotMatch((await skyref('clients', 'list', '--help')).stdout, /seq:/);
});

/** A usage error: exit 2, the reason, and the usage of the command given (not another's, not a stack). */
function usageError(reason: RegExp, usage: RegExp) {
  return (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 2, error.stderr);
    assert.match(error.stderr, reason);
    assert.match(error.stderr, usage, "with the command's usage");
    assert.doesNotMatch(error.stderr, /\n\s+at |ERR_PARSE_ARGS/, "no stack, nor Node's parser's words");
    return true;
  };
}

test('bad values and misplaced flags exit 2 with the usage of their command', async () => {
  const cases: [string[], RegExp, RegExp][] = [
    [['clients', 'add', 'x', '--rate-per-second', '-1'], /--rate-per-second must be a positive integer, got "-1"/, /^ {2}clients add ID /m],
    [['clients', 'add', 'x', '--rate-per-hour', '1.5'], /--rate-per-hour must be a positive integer, got "1.5"/, /^ {2}clients add ID /m],
    [['clients', 'add', 'x', '--sandbox', '--faults', 'seq:200,418'], /--faults: "418": a step of a sequence is/, /^ {2}clients add ID /m],
    [['clients', 'add', 'x', '--faults', '429:5%'], /--faults is for sandbox clients: add --sandbox/, /^ {2}clients add ID /m],
    [['clients', 'add'], /clients add takes 1 argument, got none/, /^ {2}clients add ID /m],
    [['clients', 'list', '--secret', 's3cretvalue'], /clients list has no option --secret/, /^ {2}clients list$/m],
    [['clients', 'list', '--bogus'], /clients list has no option --bogus/, /^ {2}clients list$/m],
    [['clients', 'export', '--output'], /--output needs a value: --output FILE/, /^ {2}clients export \[--output FILE\]$/m],
    [['clients'], /expected a clients command: add, list, disable, delete, export or import/, /^ {2}clients import FILE/m],
    [['serve', '--workers', '0'], /--workers must be an integer from 1 to 256, got "0"/, /^ {2}serve \[--workers N\]$/m],
    [['serve', 'now'], /serve takes no arguments, got "now"/, /^ {2}serve \[--workers N\]$/m],
    [['sandbox', 'scenario', 'LH400', '2027-01-15', '--delay', '-99999'], /--delay must be whole minutes from -\d+ to \d+ \(negative: early\), got "-99999"/, /^ {2}sandbox scenario FLIGHT DATE /m],
    [['sandbox', 'scenario', 'LH400', '2027-01-15', '--cancel', '--clear'], /give exactly one of/, /^ {2}sandbox scenario FLIGHT DATE /m],
    [['import', 'seats'], /import seats takes 1 argument, got none/, /^ {2}import seats FILE \[--skip-bad\]$/m],
    [['import', 'optd', 'dir', '--skip-bad'], /import optd has no option --skip-bad/, /^ {2}import optd DIR \[--replace\]$/m],
    [['export', 'ssim', 'extra'], /export ssim takes no arguments, got "extra"/, /^ {2}export ssim$/m],
    [['mcp', '--bogus'], /mcp has no option --bogus/, /^ {2}mcp$/m],
    [['version', '--bogus'], /version has no option --bogus/, /^ {2}version$/m],
    [['version', 'now'], /version takes no arguments/, /^ {2}version$/m],
    [['dataset'], /expected a dataset command: info or build/, /^ {2}dataset info$/m],
    [['dataset', 'frobnicate'], /unknown dataset command "frobnicate": expected info or build/, /^ {2}dataset build$/m],
  ];
  for (const [args, reason, usage] of cases) await assert.rejects(skyref(...args), usageError(reason, usage), args.join(' '));
});

test('a negative number is a value, not an option: an early flight passes the command line and meets the data', async () => {
  // The test dataset has no flight LH9999: refused by the data (exit 1), so the command line was read as meant.
  await assert.rejects(skyref('sandbox', 'scenario', 'LH9999', '2027-01-15', '--delay', '-15'), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1, error.stderr);
    assert.match(error.stderr, /LH9999 on 2027-01-15: no such flight that day/);
    return true;
  });
});
