// `npm run bench:faults`: how soon a change of a client, or a Redis that lost its data, reaches
// every process. Real `skyref serve --workers 2` processes: two replicas sharing a real
// redis-server, and one machine alone on its state database. Times are printed, never asserted.
//
// Revocation: after `skyref clients disable|add (new secret)|delete` returns, requests with the old
// token are sent every 10 ms, each on a new connection (so the cluster hands them to every worker
// in turn), until 30 in a row on every replica are refused; the time of the last one served is what
// the change took to reach everything (target ≤ 200 ms).
// Data loss: FLUSHALL while both replicas serve a steady load; the time until each says so in its
// log, and the requests that failed meanwhile.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { startTestRedis, REDIS_SKIP, type TestRedis } from '../test/support/redis.js';

const BIN = fileURLToPath(new URL('../../bin/skyref.js', import.meta.url));
const run = promisify(execFile);
const PATH = '/v1/references/countries/FR';
const ID = 'bench-faults';
const SECRET = 'bench-faults-secret-1';
const TARGET_MS = 200;
/** Limits the probes never reach. */
const UNLIMITED = ['--rate-per-second', '1000000', '--rate-per-hour', '1000000000'];

interface Replica {
  url: string;
  process: ChildProcess;
  log: string[];
  logAt: number[];
}

function skyref(args: string[], env: Record<string, string>) {
  return run(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
}

/** Starts `skyref serve --workers 2`; resolves once it listens with all its workers. */
function serve(env: Record<string, string>): Promise<Replica> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'serve', '--workers', '2'], { env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SKYREF_METRICS_PORT: '0', SKYREF_DRAIN_DELAY_MS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const replica: Replica = { url: '', process: child, log: [], logAt: [] };
    // Notices on stderr, the workers' JSON log on stdout.
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffered = '';
      stream.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        let newline;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          replica.log.push(line);
          replica.logAt.push(performance.now());
          const listening = /skyref listening on (http:\/\/\S+)/.exec(line);
          if (listening) resolve(Object.assign(replica, { url: listening[1]! }));
        }
      });
    }
    child.once('exit', (code) => reject(new Error(`skyref serve exited (${code}):\n${replica.log.join('\n')}`)));
  });
}

function stop(replica: Replica): Promise<void> {
  return new Promise((resolve) => {
    if (replica.process.exitCode !== null) return resolve();
    replica.process.once('exit', () => resolve());
    replica.process.kill('SIGTERM');
  });
}

/** A GET on a connection of its own (so every worker gets some); the status, or 0 when the connection failed. */
function get(url: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url + PATH, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function token(url: string, id = ID, secret = SECRET): Promise<string> {
  const res = await fetch(`${url}/v1/oauth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }) });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** After `change` returns: ms until the last request with `old` that any replica still served. */
async function revocationTime(replicas: Replica[], old: string, change: () => Promise<unknown>): Promise<number> {
  for (const r of replicas) for (let i = 0; i < 8; i++) if ((await get(r.url, old)) !== 200) throw new Error('the token is not served before the change');
  await change();
  const returned = performance.now();
  let lastServed = 0;
  const refusedInARow = replicas.map(() => 0);
  while (refusedInARow.some((n) => n < 30)) {
    if (performance.now() - returned > 10_000) throw new Error('still served 10 s after the change');
    const statuses = await Promise.all(replicas.map((r) => get(r.url, old)));
    statuses.forEach((status, i) => {
      if (status === 200) {
        lastServed = performance.now() - returned;
        refusedInARow[i] = 0;
      } else if (status === 401) refusedInARow[i] = refusedInARow[i]! + 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return lastServed;
}

async function revocations(label: string, replicas: Replica[], env: Record<string, string>): Promise<void> {
  const times: string[] = [];
  for (const [name, change] of [
    ['disable', () => skyref(['clients', 'disable', ID], env)],
    ['new secret', () => skyref(['clients', 'add', ID, '--secret', `${SECRET}-rotated`, ...UNLIMITED], env)],
    ['delete', () => skyref(['clients', 'delete', ID], env)],
  ] as const) {
    await skyref(['clients', 'add', ID, '--secret', SECRET, ...UNLIMITED], env);
    // Each replica reads the new client as soon as it is published (or polled).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const old = await token(replicas[0]!.url);
    const ms = await revocationTime(replicas, old, change);
    times.push(`${name} ${ms.toFixed(0)} ms ${ms <= TARGET_MS ? 'PASS' : 'BELOW'}`);
  }
  console.log(`${label}: last request served with the old token after the command returned: ${times.join(', ')} (target ≤ ${TARGET_MS} ms)`);
}

async function dataLoss(replicas: Replica[], redis: TestRedis): Promise<void> {
  const admin = new Redis(redis.url);
  const old = await token(replicas[0]!.url);
  let running = true;
  const failed = replicas.map(() => 0);
  const sent = replicas.map(() => 0);
  const load = replicas.map(async (r, i) => {
    while (running) {
      const status = await get(r.url, old);
      sent[i]! += 1;
      if (status !== 200) failed[i]! += 1;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const logged = replicas.map((r) => r.log.length);
  const flushed = performance.now();
  await admin.flushall();
  await new Promise((resolve) => setTimeout(resolve, 6000));
  running = false;
  await Promise.all(load);
  admin.disconnect();
  replicas.forEach((r, i) => {
    const at = r.log.findIndex((line, n) => n >= logged[i]! && /Redis lost its data/.test(line));
    const seen = at < 0 ? 'not reported' : `reported after ${(r.logAt[at]! - flushed).toFixed(0)} ms`;
    console.log(`FLUSHALL under load, replica ${i + 1}: ${seen} (target ≤ 5000 ms); ${failed[i]} of ${sent[i]} requests with a token from before failed`);
  });
}

async function main(): Promise<void> {
  if (REDIS_SKIP) throw new Error(REDIS_SKIP);
  const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'skyref-faults-')));
  const replicas: Replica[] = [];
  const redis = await startTestRedis();
  try {
    process.stdout.write('building the default dataset once…\n');
    await skyref(['dataset', 'build'], { SKYREF_DATA_DIR: dirs[0]! });
    for (const dir of dirs.slice(1)) copyFileSync(join(dirs[0]!, 'dataset.sqlite'), join(dir, 'dataset.sqlite'));

    const alone = await serve({ SKYREF_DATA_DIR: dirs[0]! });
    replicas.push(alone);
    await revocations('one machine, 2 workers, state database', [alone], { SKYREF_DATA_DIR: dirs[0]! });
    await stop(alone);

    const shared = { SKYREF_REDIS_URL: redis.url };
    const pair = [await serve({ ...shared, SKYREF_DATA_DIR: dirs[1]! }), await serve({ ...shared, SKYREF_DATA_DIR: dirs[2]! })];
    replicas.push(...pair);
    await revocations('two replicas × 2 workers, Redis', pair, { ...shared, SKYREF_DATA_DIR: dirs[1]! });
    await skyref(['clients', 'add', ID, '--secret', SECRET, ...UNLIMITED], { ...shared, SKYREF_DATA_DIR: dirs[1]! });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dataLoss(pair, redis);
  } finally {
    await Promise.all(replicas.map(stop));
    await redis.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
