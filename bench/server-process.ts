// The real skyref server, in a process of its own so that its CPU time can be measured apart from
// the load generator's. Started by bench/run.js with child_process.fork; the parent passes the
// bench client's credentials and raised rate limits in the environment, and the secret of a second
// client held to one request a second.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../src/config.js';
import { datasetPath } from '../src/dataset/dataset-paths.js';
import { startServer } from '../src/server.js';
import { BENCH_LIMITED_CLIENT_ID } from './child-server.js';
import { childProtocol, sendToParent } from './ipc.js';

// A fresh data directory each run: the dataset is built from the installed packages (a few
// seconds), so the numbers never depend on a stale dataset.sqlite left in var/. A benchmark that
// needs another dataset names its file in SKYREF_BENCH_DATASET, and a copy is served.
const dataDir = mkdtempSync(join(tmpdir(), 'skyref-bench-'));
if (process.env.SKYREF_BENCH_DATASET) copyFileSync(process.env.SKYREF_BENCH_DATASET, datasetPath(dataDir));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

try {
  const config = readConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0', SKYREF_METRICS_PORT: '0', SKYREF_DRAIN_DELAY_MS: '0', SKYREF_DATA_DIR: dataDir });
  // SKYREF_BENCH_LOG=on: the service's logger as `skyref serve` has it (SKYREF_LOG_LEVEL, info by
  // default; pino's own destination on stdout, which bench/request-log.ts points at /dev/null).
  // Otherwise no logger, as the other benchmarks have always measured.
  const logger = process.env.SKYREF_BENCH_LOG === 'on' ? { level: config.logLevel } : false;
  const server = await startServer(config, { logger, notice: () => {} });
  // The client of the rate-limited scenario: one request a second.
  if (process.env.SKYREF_BENCH_LIMITED_SECRET) {
    await server.services.clients.add(BENCH_LIMITED_CLIENT_ID, process.env.SKYREF_BENCH_LIMITED_SECRET, { ratePerSecond: 1, ratePerHour: 1_000_000_000 });
  }
  childProtocol(
    () => {},
    () => {
      server.close().finally(() => {
        removeDataDir();
        process.exit(0);
      });
    },
  );
  sendToParent({ type: 'ready', url: server.url });
} catch (error) {
  removeDataDir();
  sendToParent({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  process.disconnect?.();
}
