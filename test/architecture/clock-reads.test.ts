// "Now" has one source (src/domain/clock.ts): a module that read the machine's time itself would
// answer for the machine's calendar when SKYREF_NOW sets another. This reads every module of src/
// and fails on a read of the time outside the clock, but for the facts of the machine listed here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../support/paths.js';

const SRC = join(REPO_ROOT, 'src');

/** Modules that read the machine's time, and why it is the machine's and not the service's calendar. */
const MACHINE_TIME: Readonly<Record<string, string>> = {
  'domain/clock.ts': 'the clock itself',
  'dataset/dataset-lock.ts': 'lock ages are compared with file times, which are the machine\'s',
  'web/token.ts': 'the playground runs in the browser, whose clock decides when its token ran out',
};

// The calendar: Date.now() and new Date() without an argument. performance.now() is monotonic, for
// measured durations and timeouts, which stay real whatever the calendar says.
const READS = /\bDate\.now\(\)|\bnew Date\(\)/;

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

test('the time is read from the clock, but for the facts of the machine listed with their reasons', () => {
  const readers = modules(SRC)
    .filter((file) => readFileSync(file, 'utf8').split('\n').some((line) => !/^\s*(\/\/|\*)/.test(line) && READS.test(line)))
    .map((file) => relative(SRC, file));
  assert.deepEqual(readers.filter((file) => !(file in MACHINE_TIME)), [], 'read the time from the Clock they are handed');
  assert.deepEqual(Object.keys(MACHINE_TIME).filter((file) => !readers.includes(file)), [], 'listed but no longer reading the time');
});
