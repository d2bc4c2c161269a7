// A 64-bit signature per airline such that two airlines one ticket joins share a bit: the
// connection search ORs them over a route's sellers and tests a whole route against a leg's sellers
// with two ANDs, where asking the pair relation took a loop over both lists. A shared bit is only a
// hint (bits are reused), no shared bit a certainty: nothing sold is ever skipped.
//
// The bits stand for groups of airlines that all sell each other's flights (cliques of the pair
// relation: an alliance, a group, an airline with one partner), found greedily until every sold
// pair lies in one; the largest groups get bits of their own, smaller ones share.

/** Signatures are two 32-bit words per airline. */
export const SIGNATURE_WORDS = 2;
const BITS = 32 * SIGNATURE_WORDS;

/** The signatures of airlines 0 … n−1 under `pairs` (pairs[x * n + y] = 1: sold together), two words each. */
export function sellerSignatures(pairs: Uint8Array, n: number): Int32Array {
  const cliques: number[][] = [];
  const covered = new Uint8Array(n * n);
  for (let x = 0; x < n; x++) {
    for (let y = x; y < n; y++) {
      if (pairs[x * n + y] === 0 || covered[x * n + y] === 1) continue;
      // Grow a group from the pair: every airline sold with all of it joins.
      const clique = x === y ? [x] : [x, y];
      for (let z = 0; z < n; z++) {
        if (clique.includes(z) || pairs[z * n + z] === 0) continue;
        if (clique.every((c) => pairs[c * n + z] === 1)) clique.push(z);
      }
      for (const a of clique) for (const b of clique) covered[a * n + b] = 1;
      cliques.push(clique);
    }
  }
  cliques.sort((a, b) => b.length - a.length);
  const signatures = new Int32Array(n * SIGNATURE_WORDS);
  cliques.forEach((clique, i) => {
    const bit = i % BITS;
    for (const a of clique) signatures[a * SIGNATURE_WORDS + (bit >> 5)]! |= 1 << (bit & 31);
  });
  return signatures;
}
