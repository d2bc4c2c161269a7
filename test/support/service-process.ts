// `skyref serve` as a child process, as an operator starts it: its own data directory (a copy of
// the test dataset), a known client, the URL read from what it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DATASET } from './paths.js';
import { CLIENT_ID, CLIENT_SECRET, fetchToken } from './server.js';
import { SKYREF_BIN } from './skyref-command.js';
import { TEST_CLOCK_ENV } from './test-clock.js';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** Where its /metrics is served, as it printed it; undefined when it serves none. */
  metricsUrl: string | undefined;
  dataDir: string;
  /** Everything it printed on stderr so far. */
  output(): string;
  token(): Promise<string>;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Ends it (SIGKILL if it outlives a SIGTERM by 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

export async function startServiceProcess(args: string[], env: Record<string, string> = {}): Promise<ServiceProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-service-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
  const child = spawn(process.execPath, [SKYREF_BIN, 'serve', ...args], {
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
      SKYREF_METRICS_PORT: '0',
      SKYREF_METRICS_INTERVAL_MS: '0',
      // No load balancer to wait for: stopping takes no 5 s. Tests of the delay set it.
      SKYREF_DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let text = '';
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line within 60 s: ${text}`)), 60_000);
    const look = () => {
      const match = /listening on (http:\/\/\S+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stderr!.on('data', look);
    void exited.then((code) => reject(new Error(`skyref serve exited (${code}): ${text}`)));
  });
  let token: string | undefined;
  return {
    child,
    url,
    // Printed before the "listening" line.
    metricsUrl: /metrics at (http:\/\/\S+)/.exec(text)?.[1],
    dataDir,
    output: () => text,
    async token() {
      token ??= await fetchToken(url, CLIENT_ID, CLIENT_SECRET);
      return token;
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
