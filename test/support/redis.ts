// A real redis-server for the tests of state shared through Redis: started on a free loopback
// port in a temporary directory, without persistence, and stopped after. Where Debian's
// redis-server is not installed, REDIS_SKIP says why, for `test(..., { skip: REDIS_SKIP })`.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from './free-port.js';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { until } from './wait.js';

function findRedisServer(): string | undefined {
  const candidates = ['/usr/bin/redis-server', ...(process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, 'redis-server'))];
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const REDIS_SERVER = findRedisServer();
/** Why the Redis tests cannot run here, or false when they can. */
export const REDIS_SKIP: string | false = REDIS_SERVER
  ? false
  : 'redis-server is not installed (neither /usr/bin/redis-server nor on PATH): apt-get install redis-server';

export interface TestRedis {
  /** redis://127.0.0.1:PORT/0 */
  readonly url: string;
  readonly port: number;
  /** Stops the server (as if Redis went down); `start()` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open but nothing is answered, as with a hung Redis. */
  pause(): void;
  resume(): void;
  /** Stops it for good and removes its directory. */
  close(): Promise<void>;
}

export async function startTestRedis(): Promise<TestRedis> {
  if (!REDIS_SERVER) throw new Error(REDIS_SKIP || 'no redis-server');
  const server = REDIS_SERVER;
  const dir = mkdtempSync(join(tmpdir(), 'skyref-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    // A test process that ends without closing (a failed assertion in a hook) takes it along.
    const orphaned = () => started.kill('SIGKILL');
    process.once('exit', orphaned);
    started.once('exit', () => process.off('exit', orphaned));
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => {
      if (child!.exitCode !== null) throw new Error(`redis-server exited (${child!.exitCode}):\n${output}`);
      return answersPing(port);
    }, () => `redis-server answering PING on port ${port}:\n${output}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}
