// Access tokens: HS256-signed JWTs in the RFC 9068 profile, so any replica that shares the key
// verifies them alone. Verified tokens are remembered until they expire, so a request pays one
// map lookup instead of an HMAC and a JSON parse.
import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { StateDb } from '../../state/state-db.js';

const ISSUER = 'skyref';
const AUDIENCE = 'skyref-api';
const TOKEN_TYPE = 'at+jwt';

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

export interface VerifiedToken {
  clientId: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

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

export class TokenService {
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: 50_000 });

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue(clientId: string, nowMs: number = Date.now()): Promise<IssuedToken> {
    const iat = Math.floor(nowMs / 1000);
    const accessToken = await new SignJWT({ client_id: clientId })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key);
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  /** The cached verification of a token seen before and not yet expired, else undefined. */
  cached(token: string, nowMs: number = Date.now()): VerifiedToken | undefined {
    const hit = this.verified.get(token);
    if (hit && hit.exp * 1000 > nowMs) return hit;
    if (hit) this.verified.delete(token);
    return undefined;
  }

  /** Verifies signature, issuer, audience, type and expiry; undefined when any fails. */
  async verify(token: string, nowMs: number = Date.now()): Promise<VerifiedToken | undefined> {
    const hit = this.cached(token, nowMs);
    if (hit) return hit;
    if (token.length > 4096) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        algorithms: ['HS256'],
        currentDate: new Date(nowMs),
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      const result = { clientId: payload.sub, exp: payload.exp };
      this.verified.set(token, result);
      return result;
    } catch {
      return undefined;
    }
  }
}
