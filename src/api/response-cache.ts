// Rendered responses, kept by request so that a repeated reference lookup costs a map lookup
// and a write of bytes that are already there; kept from the second time a request is made
// (cache-admission.ts), and bounded in bytes (SKYREF_RESPONSE_CACHE_MB, decision 71): what it
// weighs is what it holds, every coding of every answer, each in memory of its own.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { DEFAULT_RESPONSE_CACHE_MB } from '../config.js';
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
  const body = ownBuffer(text);
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
    variant = { coding, body: ownCopy(encode(response.body, coding)), etag: `${response.etag.slice(0, -1)}-${coding}"` };
    response.encoded[coding] = variant;
  }
  return variant;
}

/**
 * `text` as UTF-8 in memory of its own. Buffer.from puts a string under 4 KB in a slice of a shared
 * 8 KB slab, which stays allocated while any slice of it lives: a kept 1 KB answer would hold the
 * slab, with the garbage of every request answered beside it, 8 times what the cache weighs.
 */
function ownBuffer(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  const body = Buffer.allocUnsafeSlow(length);
  body.write(text, 'utf8');
  return body;
}

/** The bytes of `buffer` in memory of their own (see ownBuffer), unless they are already. */
function ownCopy(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/**
 * What an answer costs beyond its bytes: the entry's objects, its ETags and content type, the
 * cache's own bookkeeping, each Buffer's backing store (about 80 bytes each measured; rounded up).
 */
const ENTRY_OVERHEAD = 400;

/** The bytes a kept answer holds: every coding made so far, its key (UTF-16) and its objects. */
export function weightOf(response: CachedResponse, key: string): number {
  let bytes = response.body.length + 2 * key.length + ENTRY_OVERHEAD;
  for (const variant of Object.values(response.encoded)) bytes += variant.body.length + ENTRY_OVERHEAD / 4;
  return bytes;
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse> | undefined;
  private readonly admission = new CacheAdmission();

  /** `maxBytes` 0 keeps nothing. */
  constructor(maxBytes: number = DEFAULT_RESPONSE_CACHE_MB * 1024 * 1024) {
    // lru-cache needs a bound above 0; a cache of none keeps nothing and counts nothing.
    this.lru = maxBytes > 0 ? new LRUCache<string, CachedResponse>({ maxSize: maxBytes, sizeCalculation: weightOf }) : undefined;
  }

  /** Bytes held, as weighOf counts them. */
  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  /** Answers held. */
  get entries(): number {
    return this.lru?.size ?? 0;
  }

  /** The most bytes it holds. */
  get maxBytes(): number {
    return this.lru?.maxSize ?? 0;
  }

  get(key: string): CachedResponse | undefined {
    return this.lru?.get(key);
  }

  /** Keeps the answer to a request made for the second time (or more); forgets nothing else. */
  set(key: string, response: CachedResponse): void {
    if (this.lru && this.admission.offeredBefore(key)) this.lru.set(key, response);
  }

  /**
   * The bytes of `response` in `coding` (variantOf); when that made a coding of an answer kept
   * under `key`, the answer is weighed again with it, and older ones leave if it no longer fits.
   */
  variant(key: string, response: CachedResponse, coding: Coding): EncodedBody {
    const made = response.encoded[coding] === undefined;
    const variant = variantOf(response, coding);
    // The cache weighs an answer when it is set; the same object set again is not weighed again.
    if (made && variant !== response && this.lru?.peek(key) === response) this.lru.set(key, { ...response });
    return variant;
  }

  clear(): void {
    this.lru?.clear();
    this.admission.clear();
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
