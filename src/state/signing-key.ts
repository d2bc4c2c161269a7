// The HS256 key that signs access tokens: the configured one, else one made once and kept in the
// state database (or, for replicas sharing Redis, in Redis), so tokens outlive a restart and every
// replica signs and verifies with the same key.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StateDb } from './state-db.js';

export const SIGNING_KEY_KEY = 'token-signing-key';

/** The signing key from configuration, else the one kept in the state database (made once). */
export function signingKey(db: StateDb, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const row = db.prepare("SELECT value FROM settings WHERE key = 'token_signing_key'").get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64url');
  const key = randomBytes(32);
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('token_signing_key', ?)").run(key.toString('base64url'));
  const stored = db.prepare("SELECT value FROM settings WHERE key = 'token_signing_key'").get() as { value: string };
  return Buffer.from(stored.value, 'base64url');
}

/**
 * The signing key from configuration, else the one kept in Redis: the first replica to start
 * stores its new key (SET NX) and every replica reads back the one that was stored.
 */
export async function redisSigningKey(redis: Redis, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await redis.set(SIGNING_KEY_KEY, randomBytes(32).toString('base64url'), 'NX');
  const stored = await redis.get(SIGNING_KEY_KEY);
  if (!stored) throw new Error(`the token signing key vanished from Redis (${SIGNING_KEY_KEY})`);
  return Buffer.from(stored, 'base64url');
}
