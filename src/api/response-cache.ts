// Rendered responses, kept by request so that a repeated reference lookup costs a map lookup
// and a write of bytes that are already there; kept from the second time a request is made
// (cache-admission.ts).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CacheAdmission } from './cache-admission.js';
import { encode, MIN_COMPRESSED_BYTES, type Coding } from './content-coding.js';

/** An answer's bytes in one content coding, with that representation's own ETag. */
export interface EncodedBody {
  readonly coding: Coding;
  readonly body: Buffer;
  readonly etag: string;
}

export interface CachedResponse extends EncodedBody {
  readonly status: number;
  readonly contentType: string;
  /** The compressed variants made so far: each coding once per answer, kept with it. */
  readonly encoded: Partial<Record<Coding, EncodedBody>>;
}

/**
 * An answer whose ETag is `etag` when given (a document's: its dataset version and request,
 * which fix its bytes, so a 50 KB body is not hashed), else the hash of its bytes.
 */
export function cachedResponse(status: number, text: string, contentType: string, etag?: string): CachedResponse {
  const body = Buffer.from(text, 'utf8');
  return { coding: 'identity', status, body, contentType, etag: etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

/** The ETag of a document answer: the dataset version and the request's cache key, hashed short. */
export function documentEtag(version: string, key: string): string {
  return `"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
}

/** The bytes to send for `coding`: the identity ones when the answer is small or identity is asked for. */
export function variantOf(response: CachedResponse, coding: Coding): EncodedBody {
  if (coding === 'identity' || response.body.length < MIN_COMPRESSED_BYTES) return response;
  let variant = response.encoded[coding];
  if (!variant) {
    variant = { coding, body: encode(response.body, coding), etag: `${response.etag.slice(0, -1)}-${coding}"` };
    response.encoded[coding] = variant;
  }
  return variant;
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse>;
  private readonly admission = new CacheAdmission();

  constructor(maxBytes: number = 64 * 1024 * 1024) {
    this.lru = new LRUCache<string, CachedResponse>({
      maxSize: maxBytes,
      // A quarter more than the body for the compressed variants made after it is kept (a few %
      // each on pages; small answers have none).
      sizeCalculation: (r, key) => Math.ceil(r.body.length * 1.25) + key.length + 200,
    });
  }

  /** Bytes held, as the cache weighs its answers. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /** Answers held. */
  get entries(): number {
    return this.lru.size;
  }

  /** The most bytes it holds. */
  get maxBytes(): number {
    return this.lru.maxSize;
  }

  get(key: string): CachedResponse | undefined {
    return this.lru.get(key);
  }

  /** Keeps the answer to a request made for the second time (or more); forgets nothing else. */
  set(key: string, response: CachedResponse): void {
    if (this.admission.offeredBefore(key)) this.lru.set(key, response);
  }

  clear(): void {
    this.lru.clear();
    this.admission.clear();
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
