// The attacks on the clients' state that decision 69 closes, replayed against real `skyref serve`
// processes (two workers each) sharing a real Redis: a stale replica writing its copy back first
// after Redis lost its data, an old export imported, and three losses in a row. Shared by
// test/server/redis-versions.test.ts, which asserts on what it returns, and bench/abuse-state.ts,
// which prints it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { fetchToken } from './server.js';
import { startServiceProcess, type ServiceProcess } from './service-process.js';
import { skyrefCommand } from './skyref-command.js';
import { until } from './wait.js';

const PATH = '/v1/references/countries/FR';

export interface ReplicaView {
  /** hostname/pid, as the replica names itself (src/state/replica-id.ts). */
  id: string;
  /** Its log lines about the lost data. */
  lines: string[];
  /** It named itself so at start ("skyref listening on … replica host/pid"). */
  announced: boolean;
}

export interface StaleReplicaOutcome {
  /** Redis held the stale replica's copy (the client enabled) right after its write-back: it did write first. */
  staleWroteFirst: boolean;
  /** The disabled client disabled in Redis and its old token refused (401) by both replicas. */
  disabledEverywhere: boolean;
  statuses: { stale: number; fresh: number };
  replicas: ReplicaView[];
}

export interface ImportOutcome {
  /** The client disabled since the export answered 200 again after the import. */
  importReenabled: boolean;
  /** The client deleted since the export answered 200 after the import without --restore-deleted. */
  importRestoredDeleted: boolean;
  /** …and with --restore-deleted. */
  restoredWithFlag: boolean;
  output: string;
  outputWithFlag: string;
}

export interface LossOutcome {
  /** skyref_redis_data_losses_total of each replica after the losses. */
  counts: number[];
  /** generation:restores in Redis after the losses. */
  stored: number;
  /** Lines where a replica called its own write-back another replica's. */
  misattributed: string[];
  replicas: ReplicaView[];
}

/** Whether `check` comes to hold, asked until it does; false only at the safety net of wait.ts. */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<boolean> {
  return until(check, 'held').then(() => true, () => false);
}

async function status(url: string, token: string): Promise<number> {
  const res = await fetch(url + PATH, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

/** The lines of a replica's log (JSON lines) and stderr about the lost data. */
function lossLines(service: ServiceProcess): string[] {
  const lines = service
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg);
      } catch {
        return line;
      }
    });
  return [...lines, ...service.output().split('\n')].filter((line) => /lost its data|wrote its copy back|holds this replica's data/.test(line));
}

function view(service: ServiceProcess): ReplicaView {
  const id = `${hostname()}/${service.child.pid}`;
  return { id, lines: lossLines(service), announced: service.output().includes(`, replica ${id})`) };
}

async function lossMetric(service: ServiceProcess): Promise<number> {
  const text = await (await fetch(service.metricsUrl!)).text();
  return Number(/^skyref_redis_data_losses_total(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? 0);
}

/** Everything a scenario starts, stopped by `close`. */
class Scenario {
  readonly services: ServiceProcess[] = [];
  readonly dirs: string[] = [];
  readonly admin: Redis;

  constructor(readonly redisUrl: string) {
    this.admin = new Redis(redisUrl);
  }

  dir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'skyref-attack-'));
    this.dirs.push(dir);
    return dir;
  }

  async replica(dataDir?: string): Promise<ServiceProcess> {
    const service = await startServiceProcess(['--workers', '2'], { SKYREF_REDIS_URL: this.redisUrl, SKYREF_LOG_LEVEL: 'warn' }, { logs: true, ...(dataDir ? { dataDir } : {}) });
    this.services.push(service);
    return service;
  }

  cli(...args: string[]) {
    return skyrefCommand(args, { SKYREF_REDIS_URL: this.redisUrl, SKYREF_DATA_DIR: this.dirs[0] ?? this.dir() });
  }

  async close(): Promise<void> {
    for (const service of this.services.splice(0)) {
      service.child.kill('SIGCONT');
      await service.stop();
    }
    this.admin.disconnect();
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A client disabled while replica A was down (its copy predating the disable); Redis emptied while
 * replica B is frozen (SIGSTOP), so that A, restarted, writes its stale copy back first; B thawed.
 */
export async function staleReplicaFirst(redisUrl: string, report: (line: string) => void): Promise<StaleReplicaOutcome> {
  const s = new Scenario(redisUrl);
  try {
    await s.admin.flushall();
    const fresh = await s.replica();
    const staleDir = s.dir();
    let stale = await s.replica(staleDir);
    await s.cli('clients', 'add', 'victim', '--secret', 'victim-secret-123');
    const token = await fetchToken(stale.url, 'victim', 'victim-secret-123');
    report(`victim's token before: stale ${await status(stale.url, token)}, fresh ${await status(fresh.url, token)}`);
    await stale.stop();
    await s.cli('clients', 'disable', 'victim');
    await eventually(async () => (await status(fresh.url, token)) === 401);
    report(`disabled while the stale replica was down: fresh answers ${await status(fresh.url, token)}`);
    fresh.child.kill('SIGSTOP');
    await s.admin.flushall();
    stale = await s.replica(staleDir);
    const written = await s.admin.hget('skyref:clients', 'victim');
    const staleWroteFirst = written !== null && (JSON.parse(written) as { disabled: boolean }).disabled === false;
    report(`Redis emptied, fresh replica frozen; the stale replica restarted and wrote back first: victim ${written === null ? 'absent' : (JSON.parse(written) as { disabled: boolean }).disabled ? 'disabled' : 'ENABLED'} in Redis`);
    fresh.child.kill('SIGCONT');
    const settled = await eventually(async () => {
      const stored = await s.admin.hget('skyref:clients', 'victim');
      return stored !== null && (JSON.parse(stored) as { disabled: boolean }).disabled && (await status(stale.url, token)) === 401 && (await status(fresh.url, token)) === 401;
    });
    const statuses = { stale: await status(stale.url, token), fresh: await status(fresh.url, token) };
    report(`after the fresh replica thawed: victim's old token answers ${statuses.stale} on the stale replica, ${statuses.fresh} on the fresh one`);
    const replicas = [view(stale), view(fresh)];
    for (const [name, r] of [['stale', replicas[0]!], ['fresh', replicas[1]!]] as const) for (const line of r.lines) report(`  ${name} (${r.id}): ${line}`);
    return { staleWroteFirst, disabledEverywhere: settled && statuses.stale === 401 && statuses.fresh === 401, statuses, replicas };
  } finally {
    await s.close();
  }
}

/** An export taken; one client disabled and one deleted since; the export imported, then again with --restore-deleted. */
export async function oldExportImported(redisUrl: string, report: (line: string) => void): Promise<ImportOutcome> {
  const s = new Scenario(redisUrl);
  try {
    await s.admin.flushall();
    const one = await s.replica();
    await s.cli('clients', 'add', 'later-disabled', '--secret', 'later-disabled-secret');
    await s.cli('clients', 'add', 'later-deleted', '--secret', 'later-deleted-secret');
    const disabledToken = await fetchToken(one.url, 'later-disabled', 'later-disabled-secret');
    const deletedToken = await fetchToken(one.url, 'later-deleted', 'later-deleted-secret');
    const file = join(s.dir(), 'old-export.json');
    writeFileSync(file, (await s.cli('clients', 'export')).stdout);
    await s.cli('clients', 'disable', 'later-disabled');
    await s.cli('clients', 'delete', 'later-deleted');
    await eventually(async () => (await status(one.url, disabledToken)) === 401 && (await status(one.url, deletedToken)) === 401);
    const output = (await s.cli('clients', 'import', file)).stdout.trim();
    report(`skyref clients import old-export.json: ${output}`);
    // What the import wrote must not re-enable anything. A client added after it, and a token the
    // replica issues it (a client it does not know yet makes it read Redis again), show that the
    // replica's copy now holds whatever the import did.
    await s.cli('clients', 'add', 'after-import', '--secret', 'after-import-secret');
    await fetchToken(one.url, 'after-import', 'after-import-secret');
    const importReenabled = (await status(one.url, disabledToken)) === 200;
    const importRestoredDeleted = (await status(one.url, deletedToken)) === 200;
    report(`old tokens after it: disabled client ${importReenabled ? 200 : 401}, deleted client ${importRestoredDeleted ? 200 : 401}`);
    const outputWithFlag = (await s.cli('clients', 'import', file, '--restore-deleted')).stdout.trim();
    report(`skyref clients import old-export.json --restore-deleted: ${outputWithFlag}`);
    const restoredWithFlag = await eventually(async () => (await status(one.url, deletedToken)) === 200);
    report(`old token of the deleted client after it: ${restoredWithFlag ? 200 : 401}`);
    return { importReenabled, importRestoredDeleted, restoredWithFlag, output, outputWithFlag };
  } finally {
    await s.close();
  }
}

/** Two replicas (two workers each); Redis emptied `losses` times, each time once the data is back. */
export async function repeatedLosses(redisUrl: string, report: (line: string) => void, losses = 3): Promise<LossOutcome> {
  const s = new Scenario(redisUrl);
  try {
    await s.admin.flushall();
    const replicas = [await s.replica(), await s.replica()];
    for (let i = 1; i <= losses; i++) {
      await s.admin.flushall();
      const back = await eventually(
        async () => Number(await s.admin.get('skyref:generation:restores')) === i && (await s.admin.hexists('skyref:clients', 'test-client')) === 1 && (await Promise.all(replicas.map(lossMetric))).every((n) => n === i),
      );
      report(`loss ${i}: ${back ? 'written back' : 'NOT written back'}; generation:restores ${await s.admin.get('skyref:generation:restores')}, counted by the replicas ${(await Promise.all(replicas.map(lossMetric))).join(', ')}`);
    }
    const counts = await Promise.all(replicas.map(lossMetric));
    const views = replicas.map(view);
    // A replica names itself as the one that wrote back only as "this replica" or "another worker of this replica".
    const misattributed = views.flatMap((v) => v.lines.filter((line) => line.includes(`replica ${v.id} wrote its copy back`)));
    for (const v of views) for (const line of v.lines) report(`  ${v.id}: ${line}`);
    return { counts, stored: Number(await s.admin.get('skyref:generation:restores')), misattributed, replicas: views };
  } finally {
    await s.close();
  }
}
