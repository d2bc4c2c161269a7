// Who a data request acts for: the bearer token of its Authorization header, verified (or found
// among the tokens verified before), its client enabled and at the epoch the token carries (so a
// token ends when its client's secret is replaced, the client disabled or deleted and made again,
// on every request and not only when the token is first verified), and within the client's rate
// limits.
// Every refusal is the ApiError to answer, with the headers RFC 6750 and the RateLimit fields ask
// for, returned rather than thrown: a flood of refused requests is the case to make cheap, and
// throwing costs more than the rest of a refusal.
import { LRUCache } from 'lru-cache';
import type { Client, ClientRegistry } from '../../state/client-registry.js';
import { ApiError } from '../errors.js';
import type { RateAllowance, RateCounter, RateDecision, RateLimits } from './rate-limit.js';
import type { TokenService, VerifiedToken } from './token-service.js';

const BEARER = /^bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;
const WWW_AUTHENTICATE = 'Bearer realm="skyref"';

const TOKEN_MISSING = new ApiError('tokenMissing', {}, { 'www-authenticate': WWW_AUTHENTICATE });
const TOKEN_MALFORMED = new ApiError('tokenMalformed', {}, { 'www-authenticate': `${WWW_AUTHENTICATE}, error="invalid_request"` });

/** The token of an `Authorization: Bearer` header, or the 401 to answer when there is none. */
export function bearerToken(header: string | undefined): string | ApiError {
  if (header === undefined) return TOKEN_MISSING;
  const match = BEARER.exec(header);
  return match ? match[1]! : TOKEN_MALFORMED;
}

/**
 * A request let in: its client, as last read (the client itself rather than its id: whether it is
 * a sandbox client is then one field read), and what the client has left once charged for it.
 */
export interface Admitted {
  readonly client: Client;
  readonly rate: RateAllowance;
}

/** The request let in, or the refusal to answer. */
export type Admission = Admitted | ApiError;

/** The RateLimit headers of an answer to a request let in: what its client has left, and what the request was charged. */
export function rateHeaders(rate: RateAllowance, charge: number): Record<string, string> {
  return {
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': String(rate.remaining),
    'ratelimit-reset': String(rate.resetSeconds),
    [CHARGE_HEADER]: String(charge),
  };
}

/** The header naming what a request was charged against its client's limits (docs/security.md). */
export const CHARGE_HEADER = 'skyref-charge';

/** One answer for each way a token fails, made once: a flood of forged tokens builds no error each. */
const invalidToken = (id: 'tokenInvalid' | 'tokenExpired' | 'tokenRevoked', description: string) =>
  new ApiError(id, {}, { 'www-authenticate': `${WWW_AUTHENTICATE}, error="invalid_token", error_description="${description}"` });
const INVALID_TOKEN = invalidToken('tokenInvalid', 'The access token is not one this service issued');
const EXPIRED_TOKEN = invalidToken('tokenExpired', 'The access token has expired');
const REVOKED_TOKEN = invalidToken('tokenRevoked', 'The access token was revoked: its client was disabled, deleted or given a new secret');

/** Tokens that failed verification, remembered this long… */
const REFUSED_TOKEN_TTL_MS = 60_000;
/** …in this many characters at most (about 10,000 tokens). */
const REFUSED_TOKENS_CHARS = 4 * 1024 * 1024;

export class RequestAuth {
  /**
   * Tokens that failed verification (forged, expired, malformed): refused again without the HMAC
   * check, so that a client repeating a bad token costs a map lookup, as a good one does. Nothing
   * makes a token that failed verification valid later, but an entry is forgotten after a minute
   * all the same (docs/decisions.md, "Refusals cost what answers cost").
   */
  private readonly refusedTokens = new LRUCache<string, ApiError>({
    maxSize: REFUSED_TOKENS_CHARS,
    sizeCalculation: (_value, token) => token.length + 64,
    ttl: REFUSED_TOKEN_TTL_MS,
  });

  /**
   * The 429s answered lately, by what they say: a client over its limit gets the same few answers
   * (its limit, and seconds to wait that change once a second) many times a second.
   */
  private readonly rateRefusals = new LRUCache<string, ApiError>({ max: 256 });

  constructor(
    private readonly tokens: TokenService,
    private readonly clients: ClientRegistry,
    private readonly limiter: RateCounter,
    /** Limits of clients registered without their own. */
    private readonly defaults: RateLimits,
  ) {}

  /**
   * The client a request acts for, charged `charge` requests against its limits. Answers at once
   * for a token seen before counted in process (the common case: two map lookups), and through a
   * promise for a new token or counters kept elsewhere.
   */
  authorize(authorization: string | undefined, nowMs: number, charge = 1): Admission | Promise<Admission> {
    // Nearly every request repeats a token seen before, written `Bearer <token>`: it is looked up
    // as it stands, and the header's grammar checked only when it is not known (every token
    // remembered, good or refused, passed that check when first seen).
    const plain = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    const early = plain === undefined ? undefined : this.remembered(plain, nowMs, charge);
    if (early !== undefined) return early;
    const token = bearerToken(authorization);
    if (token instanceof ApiError) return token;
    const remembered = token === plain ? undefined : this.remembered(token, nowMs, charge);
    if (remembered !== undefined) return remembered;
    return this.tokens.verify(token, nowMs).then((verified) => {
      if (verified === undefined || verified === 'expired') {
        const refusal = verified === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN;
        this.refusedTokens.set(token, refusal);
        return refusal;
      }
      return this.admit(verified, nowMs, charge);
    });
  }

  /**
   * Charges a client already let in for more work done within its request (each tool call of an
   * MCP batch): the allowance, or the 429 to answer for that part.
   */
  charge(client: Client, nowMs: number, charge: number): Admission | Promise<Admission> {
    const decision = this.limiter.take(client.id, this.limitsOf(client), nowMs, charge);
    return decision instanceof Promise ? decision.then((d) => this.admitted(client, d)) : this.admitted(client, decision);
  }

  /** The answer for a token verified or refused before; undefined for one not seen. */
  private remembered(token: string, nowMs: number, charge: number): Admission | Promise<Admission> | undefined {
    const known = this.tokens.cached(token, nowMs);
    return known ? this.admit(known, nowMs, charge) : this.refusedTokens.get(token);
  }

  private limitsOf(client: Client): RateLimits {
    return { perSecond: client.ratePerSecond ?? this.defaults.perSecond, perHour: client.ratePerHour ?? this.defaults.perHour };
  }

  private admit(verified: VerifiedToken, nowMs: number, charge: number, reread = true): Admission | Promise<Admission> {
    const client = this.clients.get(verified.clientId);
    if (!client || client.disabled || client.epoch !== verified.epoch) {
      // A good token of a client this process has not read yet, or not in its latest state: one
      // added, enabled or given a new secret a moment ago elsewhere (another replica issued the
      // token). Read the clients once more before refusing.
      if (reread) return Promise.resolve(this.clients.refresh()).then(() => this.admit(verified, nowMs, charge, false));
      return REVOKED_TOKEN;
    }
    return this.charge(client, nowMs, charge);
  }

  private admitted(client: Client, decision: RateDecision): Admission {
    if (decision.allowed) return { client, rate: decision };
    const key = `${decision.window} ${decision.limit} ${decision.retryAfterSeconds} ${decision.resetSeconds}`;
    let refusal = this.rateRefusals.get(key);
    if (refusal === undefined) {
      refusal = new ApiError(decision.window === 'second' ? 'ratePerSecond' : 'ratePerHour', { limit: decision.limit }, {
        'retry-after': String(decision.retryAfterSeconds),
        'ratelimit-limit': String(decision.limit),
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(decision.resetSeconds),
        // A refused request uses no allowance: it says so, as every answer to a client says what it cost.
        [CHARGE_HEADER]: '0',
      });
      this.rateRefusals.set(key, refusal);
    }
    return refusal;
  }
}
