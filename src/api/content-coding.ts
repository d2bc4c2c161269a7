// Content codings by RFC 9110 §12.5.3: the `Accept-Encoding` header picks zstd (on a Node that has
// it), brotli, gzip or none, and an answer is compressed at most once per coding: the encoded
// bytes are kept beside the identity ones (response-cache.ts). Levels, and the order among codings
// a client weighs alike, follow the CPU per byte saved on our pages (decision 55): zstd 1, brotli
// 0, gzip 1, each bringing a 38 KB schedule page under 6 % in about 40 µs. Answers under
// MIN_COMPRESSED_BYTES go out as they are: a coding's header and frame would eat most of what it
// saves.
import zlib from 'node:zlib';

export type Coding = 'br' | 'zstd' | 'gzip' | 'identity';

/** Below this many bytes an answer is sent without a coding, whatever the client accepts. */
export const MIN_COMPRESSED_BYTES = 1024;

const hasZstd = typeof zlib.zstdCompressSync === 'function';

/** Ours, in the order we prefer them when the client weighs them alike. */
const OFFERED: readonly Coding[] = hasZstd ? ['zstd', 'br', 'gzip', 'identity'] : ['br', 'gzip', 'identity'];

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The coding to answer with, or undefined when the header excludes every one we have, identity
 * included (`identity;q=0`, or `*;q=0` without identity named). No header: identity, as the
 * client states no preference and most send one when they can decode.
 */
export function negotiateCoding(header: string | undefined): Coding | undefined {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      // A weight that does not parse leaves the coding out, as if not sent.
      q = QVALUE.test(value.trim()) ? Number(value.trim()) : NaN;
    }
    if (!Number.isNaN(q) && !weights.has(coding)) weights.set(coding, q);
  }
  const star = weights.get('*');
  const weightOf = (coding: Coding): number => {
    const named = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // Identity is acceptable unless excluded; a coding only when named (or by `*`).
    return coding === 'identity' ? 1 : 0;
  };
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of OFFERED) {
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Negotiated codings by header text: clients send a handful of distinct headers, over and over. */
export class CodingNegotiator {
  private readonly known = new Map<string, Coding | undefined>();

  negotiate(header: string | undefined): Coding | undefined {
    if (header === undefined) return 'identity';
    if (this.known.has(header)) return this.known.get(header);
    const coding = negotiateCoding(header);
    // Bounded: a client varying the header on purpose only wears the memo out.
    if (this.known.size >= 256) this.known.clear();
    this.known.set(header, coding);
    return coding;
  }
}

/** `body` in `coding` (not identity). */
export function encode(body: Buffer, coding: Exclude<Coding, 'identity'>): Buffer {
  switch (coding) {
    case 'br':
      return zlib.brotliCompressSync(body, {
        // A 256 KB window holds any page whole; the default 4 MB one costs more to set up.
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 0, [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
    case 'zstd':
      return zlib.zstdCompressSync(body, { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } });
    case 'gzip':
      return zlib.gzipSync(body, { level: 1 });
  }
}
