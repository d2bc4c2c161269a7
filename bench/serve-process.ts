// `skyref serve` started as an operator starts it, for the benchmarks that measure the service as a
// whole (a supervisor and its workers): a data directory of its own, the bench client, the API's
// and the metrics' addresses read from what it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_CLIENT_ID, fetchToken } from './child-server.js';

/** This tree's `skyref` command. */
export const SKYREF_BIN = fileURLToPath(new URL('../../bin/skyref.js', import.meta.url));

export interface ServeOptions {
  workers: number;
  /** A dataset file to serve (copied); without one the service builds the default dataset at start. */
  dataset?: string;
  env?: Record<string, string>;
  /** The `skyref` command to run: another checkout's bin/skyref.js measures that build. */
  bin?: string;
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** Where it serves /metrics: the address it printed, else (builds from before decision 59) the API's. */
  metricsUrl: string;
  token: string;
  dataDir: string;
  /** Everything it printed on stderr so far. */
  output(): string;
  /** Every line it printed on stdout (the workers' JSON log) and stderr, with when it arrived (performance.now()). */
  lines(): readonly { at: number; text: string }[];
  /** Resolves with the exit code (or signal) once it has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then waits for the exit and removes the data directory. */
  stop(): Promise<void>;
}

export async function startServe(options: ServeOptions): Promise<ServeProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-bench-serve-'));
  if (options.dataset) copyFileSync(options.dataset, join(dataDir, 'dataset.sqlite'));
  // Replicas sharing Redis share the bench client too: one secret given to each.
  const secret = options.env?.SKYREF_CLIENT_SECRET ?? randomBytes(24).toString('base64url');
  const child = spawn(process.execPath, [options.bin ?? SKYREF_BIN, 'serve', '--workers', String(options.workers)], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SKYREF_METRICS_PORT: '0',
      SKYREF_DATA_DIR: dataDir,
      SKYREF_CLIENT_ID: BENCH_CLIENT_ID,
      SKYREF_CLIENT_SECRET: secret,
      SKYREF_RATE_PER_SECOND: '1000000000',
      SKYREF_RATE_PER_HOUR: '1000000000',
      SKYREF_LOG_LEVEL: 'warn',
      SKYREF_LOG_FORMAT: 'human',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const lines: { at: number; text: string }[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let newline; (newline = buffered.indexOf('\n')) >= 0; buffered = buffered.slice(newline + 1)) {
        lines.push({ at: performance.now(), text: buffered.slice(0, newline) });
      }
    });
  }
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`skyref serve exited (${code}): ${text}`)));
  });
  return {
    child,
    url,
    metricsUrl: /metrics at (http:\/\/\S+)/.exec(text)?.[1] ?? `${url}/metrics`,
    token: await fetchToken(url, secret),
    dataDir,
    output: () => text,
    lines: () => lines,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The p-th quantile (0–1) of ascending values. */
export function quantile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}
