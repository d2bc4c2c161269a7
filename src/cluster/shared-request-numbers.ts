// A sandbox client's requests numbered once for all the worker threads of a machine, so that its
// fixed fault sequence is played in order whichever worker a connection lands on: counted apart
// per worker, `seq:429,200` met 429 twice in a row on two workers (docs/testing-apps.md). Each
// client has one word in shared memory, in the slot the supervisor hands out for its rate limits:
// the hash of its registration (epoch) in the high half, its count in the low half, moved by
// compare-and-exchange, so no lock is held. A new registration starts the count again from 0.
import type { RequestNumbers } from '../api/sandbox.js';
import { hashText } from '../domain/deterministic-hash.js';
import { RATE_SLOTS } from './shared-rate-counter.js';

/** One word per rate slot: (registration hash << 32) | requests numbered so far. */
export function requestNumberTable(slots = RATE_SLOTS): BigUint64Array {
  return new BigUint64Array(new SharedArrayBuffer(slots * BigUint64Array.BYTES_PER_ELEMENT));
}

/** The number of the next request in a word: its count when the word is of this registration, else 0. */
export function nextInWord(word: bigint, registration: number): { number: number; word: bigint } {
  const tag = BigInt(registration >>> 0) << 32n;
  const count = (word & 0xffff_ffffn);
  const number = (word & ~0xffff_ffffn) === tag ? Number(count) : 0;
  // The count wraps within its half, never into the tag (4 billion requests of one registration).
  return { number, word: tag | BigInt((number + 1) >>> 0) };
}

export class SharedRequestNumbers implements RequestNumbers {
  constructor(
    private readonly table: BigUint64Array,
    /** The client's slot in the machine's rate table, the same in every worker; -1 past its end. */
    private readonly slotOf: (clientId: string) => number | Promise<number>,
    /** Numbers the clients past the table's end, in this worker alone. */
    private readonly overflow: RequestNumbers,
  ) {}

  next(clientId: string, epoch: string): number | Promise<number> {
    const slot = this.slotOf(clientId);
    if (typeof slot === 'number') return this.nextAt(slot, clientId, epoch);
    return slot.then((s) => this.nextAt(s, clientId, epoch));
  }

  private nextAt(slot: number, clientId: string, epoch: string): number | Promise<number> {
    if (slot < 0) return this.overflow.next(clientId, epoch);
    const registration = hashText(`${clientId} ${epoch}`);
    for (;;) {
      const before = Atomics.load(this.table, slot);
      const { number, word } = nextInWord(before, registration);
      if (Atomics.compareExchange(this.table, slot, before, word) === before) return number;
    }
  }
}
