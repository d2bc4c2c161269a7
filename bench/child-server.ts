// A server process forked by a benchmark, spoken to over the little IPC protocol of bench/ipc.ts,
// and the bench client's token from it.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromChild, ToChild } from './ipc.js';

export const BENCH_CLIENT_ID = 'bench';
/** A client held to one request a second (bench/server-process.ts adds it), for the refusal scenarios. */
export const BENCH_LIMITED_CLIENT_ID = 'bench-limited';
const HERE = fileURLToPath(new URL('.', import.meta.url));

/** A server process to measure: its file (this build's or another's) and what its environment adds. */
export interface ServerVariant {
  name: string;
  file: string;
  env: Record<string, string>;
}

/**
 * The environment of a server measured for a cost: the bench client with `secret`, its rate limits
 * out of the way, and the service's JSON log at info (written only where SKYREF_BENCH_LOG=on).
 */
export function measuredServerEnv(secret: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SKYREF_CLIENT_ID: BENCH_CLIENT_ID,
    SKYREF_CLIENT_SECRET: secret,
    SKYREF_RATE_PER_SECOND: '1000000000',
    SKYREF_RATE_PER_HOUR: '1000000000',
    SKYREF_LOG_FORMAT: 'json',
    SKYREF_LOG_LEVEL: 'info',
  };
}

/** A forked server process and the little IPC protocol of bench/ipc.ts. */
export class Child {
  private constructor(
    readonly name: string,
    readonly url: string,
    private readonly process: ChildProcess,
  ) {}

  static async start(name: string, file: string, env: NodeJS.ProcessEnv, execArgv: string[] = []): Promise<Child> {
    return Child.startFile(name, HERE + file, env, execArgv);
  }

  /** A server process of a file anywhere (another checkout's build, to compare with). */
  static async startFile(name: string, path: string, env: NodeJS.ProcessEnv, execArgv: string[] = [], stdout: 'inherit' | 'ignore' = 'inherit'): Promise<Child> {
    const child = fork(path, [], { env, execArgv, stdio: ['ignore', stdout, 'inherit', 'ipc'] });
    const ready = await reply(child, name, 'ready', 60_000);
    return new Child(name, ready.url, child);
  }

  send<T extends FromChild['type']>(message: ToChild, answer: T): Promise<Extract<FromChild, { type: T }>> {
    const pending = reply(this.process, this.name, answer, 10_000);
    this.process.send(message);
    return pending;
  }

  /** Resident and heap memory of the process now, bytes. */
  memory(): Promise<Extract<FromChild, { type: 'memory' }>> {
    return this.send({ type: 'memory' }, 'memory');
  }

  /** CPU time the process has used so far, µs. */
  async cpu(): Promise<number> {
    const usage = await this.send({ type: 'cpu' }, 'cpu');
    return usage.user + usage.system;
  }

  stop(): Promise<void> {
    if (this.process.exitCode !== null || !this.process.connected) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.process.disconnect();
    return exited;
  }
}

function reply<T extends FromChild['type']>(child: ChildProcess, name: string, type: T, timeoutMs: number): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error, value?: Extract<FromChild, { type: T }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value!);
    };
    const onMessage = (message: FromChild) => {
      if (message.type === 'failed') done(new Error(`${name} server failed:\n${message.message}`));
      else if (message.type === type) done(undefined, message as Extract<FromChild, { type: T }>);
    };
    const onExit = (code: number | null) => done(new Error(`${name} server exited (${code}) while waiting for "${type}"`));
    const timer = setTimeout(() => done(new Error(`${name} server: no "${type}" within ${timeoutMs} ms`)), timeoutMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export async function fetchToken(url: string, secret: string, clientId: string = BENCH_CLIENT_ID): Promise<string> {
  const response = await fetch(`${url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`token request: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
