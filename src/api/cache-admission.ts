// Which answers the response cache takes: those asked for the second time. Most schedule queries
// are asked once (pairs × 361 dates × 1,440 minutes), and keeping each of them made the cache evict
// answers that are asked again and the collector sweep the bytes it evicted (docs/decisions.md 43).
// What is remembered of a request is a 32-bit hash of its key in a fixed table, so a miss costs
// no allocation: a key whose slot another key took since is simply asked for a second time again.

/** Slots in the table (a power of two): 1 MB, more than the cache holds answers. */
const SLOTS = 1 << 18;

export class CacheAdmission {
  private readonly seen = new Int32Array(SLOTS);

  /** Whether `key` was offered since its slot last changed; remembers it either way. */
  offeredBefore(key: string): boolean {
    const hash = fnv1a(key);
    // 0 marks an empty slot: a key hashing to 0 is remembered as 1.
    const mark = hash === 0 ? 1 : hash;
    const slot = (hash >>> 0) & (SLOTS - 1);
    if (this.seen[slot] === mark) return true;
    this.seen[slot] = mark;
    return false;
  }

  clear(): void {
    this.seen.fill(0);
  }
}

/** 32-bit FNV-1a over the key's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
