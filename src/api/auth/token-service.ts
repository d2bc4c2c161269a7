// Access tokens: HS256-signed JWTs in the RFC 9068 profile, so any replica that shares the key
// verifies them alone. Verified tokens are remembered until they expire, so a request pays one
// map lookup instead of an HMAC and a JSON parse.
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

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
