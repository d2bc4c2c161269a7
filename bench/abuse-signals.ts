// Signals sent to a real `skyref serve` the way a careless operator or a hostile drill would, with
// clients looping requests on loopback meanwhile (decision 70):
//
//   replacement   SIGUSR2 ends one worker at once, five times: how long from its death to the
//                 first moment its replacement answers. Observed in the supervisor's log: the line
//                 `worker N died …` and the line `worker M answers in place of worker N, X ms after
//                 it died`, written once M listens (the kernel hands it new connections from
//                 then on); X is the figure, measured on the supervisor's monotonic clock, and the
//                 arrival of the two lines here is printed beside it.
//   double end    two SIGUSR2 one second apart: connections refused (ECONNREFUSED: no listener on
//                 the port) while clients open a new connection for every request.
//   second stop   SIGTERM while the dataset is being built, a second one 100 ms later: how long
//                 from the second to the process's exit, and whether it exited before listening.
//   rss           process_resident_memory_bytes ÷ VmRSS (/proc/PID/status), with 2 and 4 workers.
//
// On the world dataset when it has been built (bench/world-dataset.js), else on the default
// dataset, built by the service at start.
//
//   node dist/bench/abuse-signals.js
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SKYREF_BIN, startServe, type ServeProcess } from './serve-process.js';
import { WORLD_DATASET } from './world-file.js';

export interface SignalAttacks {
  /** SIGUSR2 → the replacement answering, five runs, ms (the supervisor's figure). */
  replacementMs: number[];
  /** Connections refused while two workers were ended one second apart. */
  refusedDuringDoubleEnd: number;
  /** A second SIGTERM during start-up → the process gone, ms (the worst of three). */
  secondSigtermExitMs: number;
  rssRatios: { workers: number; ratio: number }[];
}

const PATH = '/v1/mds-references/airports/FRA';
const LOOPS = 8;
const dataset = existsSync(WORLD_DATASET) ? WORLD_DATASET : undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clients looping requests, each on a new connection (so that every request meets the listeners as they are); outcomes counted. */
class Load {
  readonly outcomes = new Map<string, number>();
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(private readonly service: ServeProcess) {
    this.loops = Array.from({ length: LOOPS }, () => this.loop());
  }

  /** Outcomes from now on: a fresh tally. */
  reset(): void {
    this.outcomes.clear();
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const outcome = await this.once();
      this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    }
  }

  private once(): Promise<string> {
    return new Promise((resolve) => {
      const req = request(this.service.url + PATH, { agent: false, headers: { authorization: `Bearer ${this.service.token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.setTimeout(5000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.end();
    });
  }
}

const tally = (outcomes: Map<string, number>) => [...outcomes].map(([what, n]) => `${what}: ${n}`).join(', ');

/** The first line matching `pattern` printed after index `from` of service.lines(), waited for up to `ms`. */
async function lineAfter(service: ServeProcess, from: number, pattern: RegExp, ms = 30_000): Promise<{ at: number; text: string; match: RegExpExecArray }> {
  const end = performance.now() + ms;
  for (;;) {
    const lines = service.lines();
    for (let i = from; i < lines.length; i++) {
      const match = pattern.exec(lines[i]!.text);
      if (match) return { ...lines[i]!, match };
    }
    if (performance.now() > end) throw new Error(`no ${pattern} within ${ms} ms`);
    await sleep(10);
  }
}

async function spareReady(service: ServeProcess, ms = 60_000): Promise<void> {
  const end = performance.now() + ms;
  while (!/^skyref_spare_workers 1$/m.test(await (await fetch(service.metricsUrl)).text())) {
    if (performance.now() > end) throw new Error(`no spare ready within ${ms} ms`);
    await sleep(100);
  }
}

async function replacements(report: (line: string) => void): Promise<{ replacementMs: number[]; refusedDuringDoubleEnd: number }> {
  const service = await startServe({ workers: 2, ...(dataset ? { dataset } : {}), env: { SKYREF_DRAIN_DELAY_MS: '0', SKYREF_METRICS_INTERVAL_MS: '0' } });
  const load = new Load(service);
  try {
    const replacementMs: number[] = [];
    for (let run = 1; run <= 5; run++) {
      await spareReady(service);
      await sleep(500);
      const from = service.lines().length;
      service.child.kill('SIGUSR2');
      const died = await lineAfter(service, from, /^worker (\d+) died/);
      const answers = await lineAfter(service, from, new RegExp(`^worker \\d+ answers in place of worker ${died.match[1]}, (\\d+) ms after it died`));
      replacementMs.push(Number(answers.match[1]));
      report(`  SIGUSR2 run ${run}: the replacement answers ${answers.match[1]} ms after the worker died (the two log lines arrived ${(answers.at - died.at).toFixed(0)} ms apart)`);
    }
    await spareReady(service);
    await sleep(1000);
    load.reset();
    service.child.kill('SIGUSR2');
    await sleep(1000);
    service.child.kill('SIGUSR2');
    await sleep(3000);
    const refusedDuringDoubleEnd = load.outcomes.get('ECONNREFUSED') ?? 0;
    report(`  two workers ended 1 s apart, 4 s of requests on new connections: ${tally(load.outcomes)}`);
    return { replacementMs, refusedDuringDoubleEnd };
  } finally {
    await load.stop();
    await service.stop();
  }
}

/** SIGTERM while the dataset is being built, another 100 ms later: ms from the second to the exit. */
async function secondSigterm(report: (line: string) => void): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-bench-signals-'));
  try {
    if (dataset) copyFileSync(dataset, join(dataDir, 'dataset.sqlite'));
    const child = spawn(process.execPath, [SKYREF_BIN, 'serve', '--workers', '2'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SKYREF_METRICS_PORT: '0', SKYREF_DATA_DIR: dataDir, SKYREF_LOG_LEVEL: 'warn', SKYREF_LOG_FORMAT: 'human' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const exited = new Promise<{ at: number; how: string }>((resolve) => child.once('exit', (code, signal) => resolve({ at: performance.now(), how: String(code ?? signal) })));
    // The metrics listener is up: the build thread is building the dataset now.
    while (!/metrics at/.test(text)) await sleep(5);
    await sleep(300);
    child.kill('SIGTERM');
    await sleep(100);
    const second = performance.now();
    child.kill('SIGTERM');
    const { at, how } = await exited;
    const ms = at - second;
    report(`  second SIGTERM during start-up: exit (${how}) ${ms.toFixed(0)} ms after it, ${/listening on/.test(text) ? 'AFTER' : 'before'} listening`);
    return ms;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function rssRatio(workers: number, report: (line: string) => void): Promise<number> {
  const service = await startServe({ workers, ...(dataset ? { dataset } : {}), env: { SKYREF_DRAIN_DELAY_MS: '0', SKYREF_METRICS_INTERVAL_MS: '0' } });
  const load = new Load(service);
  try {
    await spareReady(service);
    await sleep(2000);
    const text = await (await fetch(service.metricsUrl)).text();
    const status = readFileSync(`/proc/${service.child.pid}/status`, 'utf8');
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
    const fds = readdirSync(`/proc/${service.child.pid}/fd`).length;
    const reported = Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)![1]);
    const reportedFds = Number(/^process_open_fds (\S+)$/m.exec(text)![1]);
    const ratio = reported / rss;
    report(`  ${workers} workers: process_resident_memory_bytes ${(reported / 2 ** 20).toFixed(0)} MB, VmRSS ${(rss / 2 ** 20).toFixed(0)} MB (ratio ${ratio.toFixed(3)}); process_open_fds ${reportedFds}, /proc/PID/fd ${fds}`);
    return ratio;
  } finally {
    await load.stop();
    await service.stop();
  }
}

export async function signalAttacks(report: (line: string) => void): Promise<SignalAttacks> {
  report(`signals against skyref serve on ${dataset ?? 'the default dataset'} (${LOOPS} clients, a new connection per request)`);
  const { replacementMs, refusedDuringDoubleEnd } = await replacements(report);
  const stops = [await secondSigterm(report), await secondSigterm(report), await secondSigterm(report)];
  const rssRatios = [];
  for (const workers of [2, 4]) rssRatios.push({ workers, ratio: await rssRatio(workers, report) });
  return { replacementMs, refusedDuringDoubleEnd, secondSigtermExitMs: Math.max(...stops), rssRatios };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await signalAttacks((line) => console.log(line));
  console.log(JSON.stringify(result));
}
