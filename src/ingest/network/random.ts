// Seeded randomness for the network schedule. Every decision draws from a stream derived from the
// seed and the names of what is being decided (airline, route, …), so adding an airport or an
// airline changes the decisions about it, not those about everything processed after it.

/** A 32-bit hash of a text (FNV-1a, then a murmur3 finaliser for better low bits). */
export function hashText(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) fixed by the seed and the key: for one-off decisions. */
export function unitFor(seed: number, key: string): number {
  return hashText(key, seed) / 4294967296;
}

/** mulberry32: small, fast and good enough for picking among a few options. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/** The stream for one decision: the same seed and key always give the same draws. */
export function randomFor(seed: number, key: string): Random {
  return new Random(hashText(key, seed));
}
