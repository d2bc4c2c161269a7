// The HS256 key that signs access tokens: the configured one, else one made once and kept in the
// state database, so tokens outlive a restart.
import { randomBytes } from 'node:crypto';
import type { StateDb } from './state-db.js';

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
