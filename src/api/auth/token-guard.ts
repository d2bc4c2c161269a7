// What stands in front of the secret check at the token endpoint (POST /v1/oauth/token).
//
// - Failure throttling. Failed client authentications are counted per client id (known or not,
//   so that a refusal never tells which ids exist) and per remote address. 5 failures for one id
//   within a minute lock that id, from every address, and 20 from one address lock that address,
//   for any id; a lock lasts a minute, and each lock that follows within 16 minutes of the last
//   one's end lasts twice as long, up to 16 minutes. A locked attempt is refused at once, without
//   checking the secret. A success clears its id's failures (not its locks); nothing clears an
//   address's. Another address's failures reach a client only through its id's lock.
// - A bound on the secret checks themselves: one scrypt at a time (so with one worker per core,
//   at most one core's worth of checks per core, and the event loop keeps its share), others
//   wait in a queue of at most 16, and a request beyond that is refused (503). Waiting requests
//   are taken by their address: fewest failures in the last minute first, then fewest checks
//   under way or waiting, then the oldest; so an address that never failed goes before a flooding
//   one, and when the queue is full a request takes the place of the last in that order if it
//   would go before it. A waiting request whose id or address got locked meanwhile is refused
//   without its check.
//
// Everything here is kept in this process: with several workers or replicas each counts alone.
import { isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';

export interface GuardSettings {
  /** Failures for one client id within `windowMs` that lock the id. */
  perClientId: number;
  /** Failures from one address within `windowMs` that lock the address. */
  perAddress: number;
  windowMs: number;
  /** The first lock; each following one twice the last, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** Secret checks (scrypt) at once. */
  concurrency: number;
  /** Requests waiting for a check; more are refused. */
  maxWaiting: number;
  /** Ids and addresses remembered, each (least recently failed forgotten first). */
  maxKeys: number;
}

export const GUARD_SETTINGS: GuardSettings = {
  perClientId: 5,
  perAddress: 20,
  windowMs: 60_000,
  firstLockMs: 60_000,
  maxLockMs: 16 * 60_000,
  concurrency: 1,
  maxWaiting: 16,
  maxKeys: 10_000,
};

/** What became of an attempt: its check's result, or a refusal without one. */
export type GuardOutcome<T> =
  | { kind: 'checked'; value: T | undefined }
  /** Locked by too many failures: 429. */
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** Too many checks waiting: 503. */
  | { kind: 'busy'; retryAfterSeconds: number };

interface Failures {
  /** Times of the failures in the current window, oldest first. */
  times: number[];
  lockedUntil: number;
  /** Locks so far in the current run of locks. */
  locks: number;
}

/** Failures per key (a client id, an address) and the locks they lead to. */
class FailureCounter {
  private readonly entries: LRUCache<string, Failures>;

  constructor(
    private readonly threshold: number,
    private readonly settings: GuardSettings,
  ) {
    this.entries = new LRUCache({ max: settings.maxKeys });
  }

  /** Milliseconds until the key is free again; 0 when it is. */
  lockedFor(key: string, now: number): number {
    const entry = this.entries.peek(key);
    return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  /** The key's failures within the window; a locked key counts as failing without end. */
  recent(key: string, now: number): number {
    const entry = this.entries.peek(key);
    if (!entry) return 0;
    if (entry.lockedUntil > now) return Number.POSITIVE_INFINITY;
    let count = 0;
    for (const t of entry.times) if (t > now - this.settings.windowMs) count += 1;
    return count;
  }

  fail(key: string, now: number): void {
    const { windowMs, firstLockMs, maxLockMs } = this.settings;
    const entry = this.entries.get(key) ?? { times: [], lockedUntil: 0, locks: 0 };
    entry.times = entry.times.filter((t) => t > now - windowMs);
    entry.times.push(now);
    if (entry.times.length >= this.threshold) {
      if (now - entry.lockedUntil > maxLockMs) entry.locks = 0;
      entry.lockedUntil = now + Math.min(firstLockMs * 2 ** entry.locks, maxLockMs);
      entry.locks += 1;
      entry.times = [];
    }
    this.entries.set(key, entry);
  }

  /** Forgets the key's failures in the window (not its locks). */
  clearFailures(key: string): void {
    const entry = this.entries.peek(key);
    if (entry) entry.times = [];
  }
}

/**
 * The key an address is counted under: IPv4 as it is (also when mapped into IPv6), IPv6 by its
 * /64, which is what one subscriber is given; one host can use every address in it.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

const BUSY: GuardOutcome<never> = { kind: 'busy', retryAfterSeconds: 1 };

interface Waiter {
  id: string;
  address: string;
  go(outcome: GuardOutcome<never> | undefined): void;
}

export class TokenEndpointGuard {
  private readonly ids: FailureCounter;
  private readonly addresses: FailureCounter;
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Checks under way or waiting, by address. */
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly settings: GuardSettings,
    /** Milliseconds on a monotonic clock: lockouts are durations, whatever the calendar says. */
    private readonly now: () => number,
  ) {
    this.ids = new FailureCounter(settings.perClientId, settings);
    this.addresses = new FailureCounter(settings.perAddress, settings);
  }

  /**
   * Runs `check` (the secret check: a value when it passed, undefined when it failed) for client
   * `id` asking from `ip`, unless the id or the address is locked or too many checks wait; counts
   * a failure against both.
   */
  async attempt<T>(id: string, ip: string, check: () => Promise<T | undefined>): Promise<GuardOutcome<T>> {
    const address = addressKey(ip);
    const locked = this.locked(id, address);
    if (locked) return locked;
    this.pending.set(address, (this.pending.get(address) ?? 0) + 1);
    try {
      if (this.running >= this.settings.concurrency) {
        const refused = await this.queue(id, address);
        if (refused) return refused;
      } else {
        this.running += 1;
      }
      try {
        const value = await check();
        if (value === undefined) {
          const now = this.now();
          this.ids.fail(id, now);
          this.addresses.fail(address, now);
        } else {
          this.ids.clearFailures(id);
        }
        return { kind: 'checked', value };
      } finally {
        this.release();
      }
    } finally {
      const left = this.pending.get(address)! - 1;
      if (left > 0) this.pending.set(address, left);
      else this.pending.delete(address);
    }
  }

  private locked(id: string, address: string): GuardOutcome<never> | undefined {
    const now = this.now();
    const ms = Math.max(this.ids.lockedFor(id, now), this.addresses.lockedFor(address, now));
    return ms > 0 ? { kind: 'throttled', retryAfterSeconds: Math.ceil(ms / 1000) } : undefined;
  }

  /** Waits for a turn (resolves undefined, the slot taken) or for a refusal. */
  private queue(id: string, address: string): Promise<GuardOutcome<never> | undefined> {
    return new Promise((resolve) => {
      const waiter = { id, address, go: resolve };
      if (this.waiting.length >= this.settings.maxWaiting) {
        const last = this.ranked(this.now()).at(-1)!;
        if (this.before(waiter, last, this.now()) >= 0) return resolve(BUSY);
        this.waiting.splice(this.waiting.indexOf(last), 1);
        last.go(BUSY);
      }
      this.waiting.push(waiter);
    });
  }

  /** Negative when `a` goes before `b`: fewer failures of its address, then fewer checks of it pending. */
  private before(a: Waiter, b: Waiter, now: number): number {
    return this.addresses.recent(a.address, now) - this.addresses.recent(b.address, now) || (this.pending.get(a.address) ?? 0) - (this.pending.get(b.address) ?? 0);
  }

  /** The waiting requests in the order they are taken (a stable sort keeps the oldest first among equals). */
  private ranked(now: number): Waiter[] {
    return [...this.waiting].sort((a, b) => this.before(a, b, now));
  }

  /** Frees a slot and hands it to the first waiting request in order. */
  private release(): void {
    this.running -= 1;
    while (this.waiting.length > 0 && this.running < this.settings.concurrency) {
      const waiter = this.ranked(this.now())[0]!;
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      const locked = this.locked(waiter.id, waiter.address);
      if (locked) {
        waiter.go(locked);
        continue;
      }
      this.running += 1;
      waiter.go(undefined);
    }
  }
}
