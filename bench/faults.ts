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
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { startTestRedis, REDIS_SKIP, type TestRedis } from '../test/support/redis.js';
import { fetchToken } from './child-server.js';
import { SKYREF_BIN, startServe, type ServeProcess } from './serve-process.js';

const run = promisify(execFile);
const PATH = '/v1/references/countries/FR';
const ID = 'bench-faults';
const SECRET = 'bench-faults-secret-1';
const TARGET_MS = 200;
/** Limits the probes never reach. */
const UNLIMITED = ['--rate-per-second', '1000000', '--rate-per-hour', '1000000000'];

function skyref(args: string[], env: Record<string, string>) {
  return run(process.execPath, [SKYREF_BIN, ...args], { env: { ...process.env, ...env } });
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

const token = (url: string) => fetchToken(url, SECRET, ID);

/** After `change` returns: ms until the last request with `old` that any replica still served. */
async function revocationTime(replicas: ServeProcess[], old: string, change: () => Promise<unknown>): Promise<number> {
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

async function revocations(label: string, replicas: ServeProcess[], env: Record<string, string>): Promise<void> {
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

async function dataLoss(replicas: ServeProcess[], redis: TestRedis): Promise<void> {
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
  const logged = replicas.map((r) => r.lines().length);
  const flushed = performance.now();
  await admin.flushall();
  await new Promise((resolve) => setTimeout(resolve, 6000));
  running = false;
  await Promise.all(load);
  admin.disconnect();
  replicas.forEach((r, i) => {
    const report = r.lines().slice(logged[i]).find((line) => /Redis lost its data/.test(line.text));
    const seen = report === undefined ? 'not reported' : `reported after ${(report.at - flushed).toFixed(0)} ms`;
    console.log(`FLUSHALL under load, replica ${i + 1}: ${seen} (target ≤ 5000 ms); ${failed[i]} of ${sent[i]} requests with a token from before failed`);
  });
}

async function main(): Promise<void> {
  if (REDIS_SKIP) throw new Error(REDIS_SKIP);
  const built = mkdtempSync(join(tmpdir(), 'skyref-faults-'));
  const replicas: ServeProcess[] = [];
  const redis = await startTestRedis();
  const serve = (env: Record<string, string> = {}) => startServe({ workers: 2, dataset: join(built, 'dataset.sqlite'), env: { SKYREF_DRAIN_DELAY_MS: '0', ...env } });
  try {
    process.stdout.write('building the default dataset once…\n');
    await skyref(['dataset', 'build'], { SKYREF_DATA_DIR: built });

    const alone = await serve();
    replicas.push(alone);
    await revocations('one machine, 2 workers, state database', [alone], { SKYREF_DATA_DIR: alone.dataDir });
    await alone.stop();

    const shared = { SKYREF_REDIS_URL: redis.url, SKYREF_CLIENT_SECRET: randomBytes(24).toString('base64url') };
    const pair = [await serve(shared), await serve(shared)];
    replicas.push(...pair);
    const cli = { SKYREF_REDIS_URL: redis.url, SKYREF_DATA_DIR: pair[0]!.dataDir };
    await revocations('two replicas × 2 workers, Redis', pair, cli);
    await skyref(['clients', 'add', ID, '--secret', SECRET, ...UNLIMITED], cli);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await dataLoss(pair, redis);
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    await redis.close();
    rmSync(built, { recursive: true, force: true });
  }
}

await main();
