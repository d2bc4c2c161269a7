// `skyref serve` as a child process, as an operator starts it: its own data directory (a copy of
// the test dataset), a known client, the URL read from what it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DATASET } from './paths.js';
import { CLIENT_ID, CLIENT_SECRET, fetchToken } from './server.js';
import { SKYREF_BIN } from './skyref-command.js';
import { TEST_CLOCK_ENV } from './test-clock.js';
import { WAIT_LIMIT_MS } from './wait.js';

/** `skyref serve` just spawned: not yet known to answer. */
export interface SpawnedService {
  child: ChildProcess;
  dataDir: string;
  /** Everything it printed on stderr so far. */
  output(): string;
  /** Its log (stdout) so far, when spawned with `{ logs: true }`; '' otherwise. */
  logs(): string;
  /** Resolves with the first match of `pattern` in what it prints; rejects if it exits first, or after `ms` (a safety net). */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Ends it (SIGKILL if it outlives a SIGTERM by 10 s) and removes its data directory (unless the caller gave it). */
  stop(): Promise<void>;
}

export interface ServiceProcess extends SpawnedService {
  url: string;
  /** Where its /metrics is served, as it printed it; undefined when it serves none. */
  metricsUrl: string | undefined;
  token(): Promise<string>;
}

/**
 * `logs`: keep its log (stdout); `dataDir`: a data directory of the caller's, kept when it stops (a
 * restart on it); `node`: the Node.js that starts bin/skyref.js (this process's unless another is
 * named: an older one runs the launcher).
 */
export interface SpawnOptions {
  logs?: boolean;
  dataDir?: string;
  node?: string;
}

/** Spawns `skyref serve ...args` on a copy of the test dataset; resolves at once. */
export function spawnService(args: string[], env: Record<string, string> = {}, options: SpawnOptions = {}): SpawnedService {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'skyref-service-'));
  if (!existsSync(join(dataDir, 'dataset.sqlite'))) copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
  const child = spawn(options.node ?? process.execPath, [SKYREF_BIN, 'serve', ...args], {
    env: {
      ...process.env,
      ...TEST_CLOCK_ENV,
      HOST: '127.0.0.1',
      PORT: '0',
      SKYREF_DATA_DIR: dataDir,
      SKYREF_CLIENT_ID: CLIENT_ID,
      SKYREF_CLIENT_SECRET: CLIENT_SECRET,
      SKYREF_RATE_PER_SECOND: '100000',
      SKYREF_RATE_PER_HOUR: '10000000',
      SKYREF_LOG_LEVEL: 'warn',
      // Its notices read as lines of text, as on a terminal; tests of the JSON format ask for it.
      SKYREF_LOG_FORMAT: 'human',
      SKYREF_METRICS_PORT: '0',
      SKYREF_METRICS_INTERVAL_MS: '0',
      // No load balancer to wait for: stopping takes no 5 s. Tests of the delay set it.
      SKYREF_DRAIN_DELAY_MS: '0',
      // Tests on a busy machine would see costly requests wait for a late loop; tests of overload set it.
      SKYREF_OVERLOAD_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', options.logs ? 'pipe' : 'ignore', 'pipe'],
  });
  let text = '';
  let logs = '';
  child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    child,
    dataDir,
    output: () => text,
    logs: () => logs,
    waitFor: (pattern, ms = WAIT_LIMIT_MS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no ${pattern} within ${ms} ms: ${text}`)), ms);
        const look = () => {
          const match = pattern.exec(text);
          if (match) done(undefined, match);
        };
        const done = (error?: Error, match?: RegExpExecArray) => {
          clearTimeout(timer);
          child.stderr!.off('data', look);
          if (error) reject(error);
          else resolve(match!);
        };
        child.stderr!.on('data', look);
        void exited.then((code) => done(new Error(`skyref serve exited (${code}) before ${pattern}: ${text}`)));
        look();
      }),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startServiceProcess(args: string[], env: Record<string, string> = {}, options: SpawnOptions = {}): Promise<ServiceProcess> {
  const spawned = spawnService(args, env, options);
  const url = (await spawned.waitFor(/listening on (http:\/\/\S+)/))[1]!;
  let token: string | undefined;
  return {
    ...spawned,
    url,
    // Printed before the "listening" line.
    metricsUrl: /metrics at (http:\/\/\S+)/.exec(spawned.output())?.[1],
    async token() {
      token ??= await fetchToken(url, CLIENT_ID, CLIENT_SECRET);
      return token;
    },
  };
}

/**
 * The processes running with this data directory in their environment (a service and its workers
 * inherit it): after the service has exited there should be none.
 */
export function processesWith(dataDir: string): number[] {
  const needle = `\0SKYREF_DATA_DIR=${dataDir}\0`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return `\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(needle);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}
