// Rate limits counted once for all the worker threads of a machine, in shared memory: each client
// has a slot holding its two buckets, and a worker decides a request there itself, under the
// slot's lock, with the same arithmetic as the in-process limiter (`takeFrom`). Asking the
// supervisor for every request cost each one a message there and back: 9 % of the machine's
// throughput on uncached schedule queries. The supervisor only hands out slots, once per client
// (the table's memory is fixed: a client past its end is counted by each worker alone, and said so).
import { allowanceOf, takeFrom, type Buckets, type RateCounter, type RateDecision, type RateLimits } from '../api/auth/rate-limit.js';
import { sharedArray } from '../domain/shared-memory.js';

/** Clients the table holds: 28 bytes each, 1.8 MB. */
export const RATE_SLOTS = 65_536;
/** How long a worker waits on a held lock before it looks again (it is woken when the lock is let go). */
const LOCK_WAIT_MS = 5;
/** A slot whose client has not been allowed a request yet. */
const UNUSED = -1;

/** The buckets of every client, and a lock per slot. */
export interface RateTable {
  /** Per slot: the second's level, the hour's level, when they were last changed (UNUSED: never). */
  readonly buckets: Float64Array;
  /** Per slot: 0, or the thread id of the worker holding it. */
  readonly locks: Int32Array;
}

/**
 * Lets go of the locks a worker held when it ended: ended at once (a crash, the drill), it may have
 * been inside one, and the others would wait on it for ever.
 */
export function releaseLocksOf(table: RateTable, threadId: number): void {
  for (let slot = 0; slot < table.locks.length; slot++) {
    if (Atomics.compareExchange(table.locks, slot, threadId, 0) === threadId) Atomics.notify(table.locks, slot);
  }
}

export function rateTable(slots = RATE_SLOTS): RateTable {
  const buckets = sharedArray(Float64Array, slots * 3);
  for (let slot = 0; slot < slots; slot++) buckets[slot * 3 + 2] = UNUSED;
  return { buckets, locks: sharedArray(Int32Array, slots) };
}

/** The supervisor's side: a slot for each client id asked about, the same for every worker. */
export class RateSlots {
  private readonly slots = new Map<string, number>();

  constructor(private readonly capacity = RATE_SLOTS) {}

  /** The client's slot, or -1 once the table is full. */
  slotOf(clientId: string): number {
    let slot = this.slots.get(clientId);
    if (slot === undefined) {
      if (this.slots.size >= this.capacity) return -1;
      this.slots.set(clientId, (slot = this.slots.size));
    }
    return slot;
  }
}

/** A worker's side: decides in the shared table; asks the supervisor (`askSlot`) once per client. */
export class SharedRateCounter implements RateCounter {
  private readonly slots = new Map<string, number | Promise<number>>();

  constructor(
    private readonly table: RateTable,
    /** This worker's thread id, which marks the locks it holds. */
    private readonly threadId: number,
    private readonly askSlot: (clientId: string) => Promise<number>,
    /** Counts the clients past the table's end, in this worker alone. */
    private readonly overflow: RateCounter,
  ) {}

  take(clientId: string, limits: RateLimits, nowMs: number, charge = 1): RateDecision | Promise<RateDecision> {
    const slot = this.slotOf(clientId);
    if (typeof slot === 'number') return this.takeAt(slot, clientId, limits, nowMs, charge);
    return slot.then((s) => this.takeAt(s, clientId, limits, nowMs, charge));
  }

  /** The client's slot in the machine's table (-1 past its end), asked of the supervisor once; other shared tables use it too. */
  slotOf(clientId: string): number | Promise<number> {
    return this.slots.get(clientId) ?? this.ask(clientId);
  }

  private ask(clientId: string): Promise<number> {
    const asked = this.askSlot(clientId).then((slot) => {
      this.slots.set(clientId, slot);
      return slot;
    });
    this.slots.set(clientId, asked);
    return asked;
  }

  private takeAt(slot: number, clientId: string, limits: RateLimits, nowMs: number, charge: number): RateDecision | Promise<RateDecision> {
    if (slot < 0) return this.overflow.take(clientId, limits, nowMs, charge);
    const { buckets, locks } = this.table;
    const at = slot * 3;
    // The lock is held for a few loads and stores; a holder the system has paused in between may
    // keep it for milliseconds, and is waited for, never overtaken (a limit must not be passed).
    for (let holder; (holder = Atomics.compareExchange(locks, slot, 0, this.threadId)) !== 0; ) Atomics.wait(locks, slot, holder, LOCK_WAIT_MS);
    try {
      const before: Buckets | undefined = buckets[at + 2] === UNUSED ? undefined : { second: buckets[at]!, hour: buckets[at + 1]!, atMs: buckets[at + 2]! };
      const after = takeFrom(before, limits, nowMs, charge);
      if ('allowed' in after) return after;
      buckets[at] = after.second;
      buckets[at + 1] = after.hour;
      buckets[at + 2] = after.atMs;
      return allowanceOf(after.hour, after.second, limits, after.atMs, nowMs);
    } finally {
      Atomics.store(locks, slot, 0);
      Atomics.notify(locks, slot, 1);
    }
  }
}
