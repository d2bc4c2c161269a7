// Rendered responses, kept by request so that a repeated reference lookup costs a map lookup
// and a write of bytes that are already there; kept from the second time a request is made
// (cache-admission.ts).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CacheAdmission } from './cache-admission.js';

export interface CachedResponse {
  readonly status: number;
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
}

export function cachedResponse(status: number, text: string, contentType: string): CachedResponse {
  const body = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, body, contentType, etag };
}

export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse>;
  private readonly admission = new CacheAdmission();

  constructor(maxBytes: number = 64 * 1024 * 1024) {
    this.lru = new LRUCache<string, CachedResponse>({
      maxSize: maxBytes,
      sizeCalculation: (r, key) => r.body.length + key.length + 200,
    });
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
