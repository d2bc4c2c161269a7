// `skyref ARGS` run as an operator runs it, as of the suite's date.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths.js';
import { TEST_CLOCK_ENV } from './test-clock.js';

const run = promisify(execFile);

/** The path of the `skyref` command. */
export const SKYREF_BIN = join(REPO_ROOT, 'bin', 'skyref.js');

/** Runs `skyref ...args` with this environment and `env`; resolves with its output, rejects when it exits non-zero. */
export function skyrefCommand(args: readonly string[], env: Record<string, string> = {}) {
  return run(process.execPath, [SKYREF_BIN, ...args], { env: { ...process.env, ...TEST_CLOCK_ENV, ...env }, maxBuffer: 256 * 1024 * 1024 });
}
