// Access tokens: HS256-signed JWTs in the RFC 9068 profile, so any replica that shares the key
// verifies them alone. Each carries its client's epoch (RequestAuth compares it with the
// client's current one on every request, which is what revokes tokens) and its own id (`jti`).
// A token is refused when it lives longer than this service issues tokens for (`exp - iat` over
// the TTL, so also any token older than the TTL) or was issued in the future (`iat` more than a
// minute ahead: clocks of replicas may differ that much). Verified tokens are remembered until
// they expire, so a request pays one map lookup instead of an HMAC and a JSON parse.
// Keys given with ids (SKYREF_TOKEN_KEYS_FILE) let keys rotate without cutting tokens: the first
// signs and names itself in the token's `kid`, every one verifies the tokens that name it.
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { TokenKey } from '../../config.js';

const ISSUER = 'skyref';
const AUDIENCE = 'skyref-api';
const TOKEN_TYPE = 'at+jwt';
/** How far ahead of this clock another replica's `iat` may be. */
export const CLOCK_SKEW_SECONDS = 60;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

export interface VerifiedToken {
  clientId: string;
  /** The client's epoch when the token was issued; the token is good while it is the client's current one. */
  epoch: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export class TokenService {
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: 50_000 });
  /** Keys imported once (given raw bytes, jose imports them again for every token it checks). */
  private readonly signing: { kid: string | undefined; key: KeyObject };
  /** The verifying keys by id; the key without one under ''. */
  private readonly byKid = new Map<string, KeyObject>();

  /** `keys`: one key without an id (stored, or SKYREF_TOKEN_SECRET), or the configured keys, the first signing. */
  constructor(
    keys: Uint8Array | readonly TokenKey[],
    private readonly ttlSeconds: number,
  ) {
    const list = keys instanceof Uint8Array ? [{ secret: keys }] : keys;
    if (list.length === 0) throw new Error('no token signing key');
    for (const { kid, secret } of list) this.byKid.set(kid ?? '', createSecretKey(secret));
    this.signing = { kid: list[0]!.kid, key: this.byKid.get(list[0]!.kid ?? '')! };
  }

  /** A token for `client`, bound to its epoch as it is now. */
  async issue(client: { id: string; epoch: string }, nowMs: number): Promise<IssuedToken> {
    const iat = Math.floor(nowMs / 1000);
    const accessToken = await new SignJWT({ client_id: client.id, epoch: client.epoch })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE, ...(this.signing.kid === undefined ? {} : { kid: this.signing.kid }) })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(client.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.signing.key);
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  /** The cached verification of a token seen before and not yet expired, else undefined. */
  cached(token: string, nowMs: number): VerifiedToken | undefined {
    const hit = this.verified.get(token);
    if (hit && hit.exp * 1000 > nowMs) return hit;
    if (hit) this.verified.delete(token);
    return undefined;
  }

  /**
   * Verifies signature, issuer, audience, type, expiry, issue time and lifetime, and that the
   * token has a subject, an epoch and an id; 'expired' for a token that passed every check but
   * its expiry, undefined when any other fails.
   */
  async verify(token: string, nowMs: number): Promise<VerifiedToken | 'expired' | undefined> {
    const hit = this.cached(token, nowMs);
    if (hit) return hit;
    if (token.length > 4096) return undefined;
    try {
      const { payload } = await jwtVerify(token, (header) => this.keyOf(header.kid), {
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        algorithms: ['HS256'],
        currentDate: new Date(nowMs),
      });
      const { sub, exp, iat, epoch, jti } = payload;
      if (typeof sub !== 'string' || typeof exp !== 'number' || typeof iat !== 'number' || typeof epoch !== 'string' || typeof jti !== 'string') {
        return undefined;
      }
      if (iat > nowMs / 1000 + CLOCK_SKEW_SECONDS || exp - iat > this.ttlSeconds) return undefined;
      const result = { clientId: sub, epoch, exp };
      this.verified.set(token, result);
      return result;
    } catch (error) {
      // jose checks the signature before the claims: an expired token is one of ours.
      return (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED' ? 'expired' : undefined;
    }
  }

  /** The key a token names; throws (the token is refused) for an id no configured key has. */
  private keyOf(kid: string | undefined): KeyObject {
    const key = this.byKid.get(kid ?? '');
    if (!key) throw new Error('unknown key id');
    return key;
  }
}
