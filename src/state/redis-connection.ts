// The one Redis connection of a process whose replicas share their state (clients, the token
// signing key, rate-limit counters) through Redis, when SKYREF_REDIS_URL is set. It fails fast:
// a command waits at most COMMAND_TIMEOUT_MS, is never queued while the connection is down and
// never retried, so a dead Redis costs a request an error at once rather than a wait.
import { Redis } from 'ioredis';

export interface RedisSettings {
  /** redis:// or rediss:// URL, with the database number as its path. */
  url: string;
  /** Put before every key, so that several deployments can share one Redis. */
  prefix: string;
}

/** Where a warning for the operator goes (the server's logger). */
export type Warn = (message: string) => void;

export const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

/** Connects (and waits until Redis answers); rejects with a message naming the server when it cannot. */
export async function openRedis(settings: RedisSettings): Promise<Redis> {
  let lastError: Error | undefined;
  const redis = new Redis(settings.url, {
    keyPrefix: settings.prefix,
    lazyConnect: true,
    connectionName: 'skyref',
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnects in the background, quickly at first, then once a second.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Failures reach whoever sent a command; without a listener ioredis would print every one.
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Redis at ${displayUrl(settings.url)} is unreachable: ${reason}`);
  }
  return redis;
}

/** Closes the connection: politely when Redis answers, at once otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

/** The URL without its password, for messages. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
}

/** The message of a failed Redis command, for a warning. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Passes a warning on at most once per interval (10 s): a dead Redis fails every request. */
export class ThrottledWarning {
  private last = -Infinity;

  constructor(
    private readonly warn: Warn,
    private readonly intervalMs = 10_000,
  ) {}

  /** True when the warning was passed on. */
  warnNow(message: string): boolean {
    const now = performance.now();
    if (now - this.last < this.intervalMs) return false;
    this.last = now;
    this.warn(message);
    return true;
  }
}
