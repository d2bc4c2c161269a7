// Draws that are the same for the same inputs, in every process and release: the sandbox's
// simulated status and injected faults are reproducible from the seed, never from Math.random.

/** A 32-bit mix of a few numbers (murmur3's finaliser over each): the same inputs, the same draw. */
export function mix32(...values: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    h = Math.imul(h ^ (v | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A 32-bit hash of a text (FNV-1a), to feed mix32. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A draw in [0, 1) from a mix. */
export function unit(hash: number): number {
  return hash / 0x1_0000_0000;
}
