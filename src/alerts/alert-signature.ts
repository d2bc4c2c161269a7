// The signature of an alert: HMAC-SHA256 under the subscription's secret over the timestamp, a
// dot and the body as sent, in one header (docs/alerts.md, Verifying a signature). The timestamp
// lets a receiver refuse a replayed alert; both sides compute the same bytes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'skyref-signature';

/** A new subscription secret: 32 random bytes, URL-safe, with a prefix that says what it is. */
export function newSubscriptionSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `t=1767225600,v1=<hex>`: seconds since the epoch, and the HMAC of `t.body`. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}

/**
 * Whether `header` signs `body` under `secret` within `toleranceSeconds` of `nowSeconds`: what a
 * receiver does (the tests verify every alert so).
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (t === undefined || v1 === undefined || Math.abs(nowSeconds - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
