// `npm start` timed as a user meets it (issue 47): from the command to /ready answering 200, once
// after the sources changed (the build's record removed: everything is compiled, as after a pull)
// and once with nothing changed (the build skipped, decision 80). Both on the same data directory
// holding the default dataset, so that neither builds a dataset and the difference is the build.
//
//   npm run bench:start [-- DATASET]   (DATASET: a dataset.sqlite to serve; default var/, else
//                                       ../main/var/, else the test dataset)
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_RECORD } from '../src/cli/build-freshness.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function datasetToServe(): string {
  const candidates = [process.argv[2], join(ROOT, 'var', 'dataset.sqlite'), join(ROOT, '..', 'main', 'var', 'dataset.sqlite'), join(ROOT, '.test-data', 'dataset.sqlite')];
  const found = candidates.find((c) => c !== undefined && existsSync(c));
  if (!found) throw new Error('no dataset to serve: run "npx skyref dataset build" first, or name a dataset.sqlite');
  return found;
}

/** A port free now on the loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Seconds from `npm start` to /ready 200; the service is stopped after. */
async function timedStart(dataDir: string, label: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // In a process group of its own: npm, its shell and the service are stopped together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`, HOST: '127.0.0.1', PORT: String(port), SKYREF_DATA_DIR: dataDir, SKYREF_METRICS_PORT: 'off', SKYREF_LOG_FORMAT: 'human', SKYREF_DRAIN_DELAY_MS: '0' },
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`npm start ended before it was ready:\n${output}`);
      const status = await fetch(`http://127.0.0.1:${port}/ready`).then((r) => r.status, () => 0);
      if (status === 200) break;
      await sleep(50);
    }
    const seconds = (performance.now() - started) / 1000;
    const built = /skyref: building \(([^)]*)\)/.exec(output)?.[1];
    process.stdout.write(`${label.padEnd(26)} ready in ${seconds.toFixed(1)} s (${built ? `built: ${built}` : 'no build'})\n`);
    return seconds;
  } finally {
    if (!exited) {
      process.kill(-child.pid!, 'SIGTERM');
      while (!exited) await sleep(50);
    }
  }
}

const dataset = datasetToServe();
const dataDir = mkdtempSync(join(tmpdir(), 'skyref-bench-start-'));
try {
  copyFileSync(dataset, join(dataDir, 'dataset.sqlite'));
  // The machine's load says how far the figures are from a quiet machine's.
  process.stdout.write(`npm start to /ready 200, serving ${dataset}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}\n`);
  rmSync(join(ROOT, BUILD_RECORD), { force: true });
  const first = await timedStart(dataDir, 'first (sources changed)');
  const second = await timedStart(dataDir, 'second (nothing changed)');
  process.stdout.write(`second start ${second <= 8 ? 'within' : 'OVER'} the 8 s target; ${(first - second).toFixed(1)} s saved by skipping the build\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
