import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { TokenService } from '../../../src/api/auth/token-service.js';

const KEY = new TextEncoder().encode('a test signing key of enough length, 32+ bytes');
const OTHER_KEY = new TextEncoder().encode('another signing key, also long enough to use');
const TTL = 3600;
/** 2026-01-01T10:00:00Z, a whole second. */
const NOW = Date.UTC(2026, 0, 1, 10, 0, 0);
const EXP = NOW / 1000 + TTL;

const ALICE = { id: 'alice', epoch: 'alice-epoch-1' };
const BOB = { id: 'bob', epoch: 'bob-epoch-1' };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with the service's claims, signed with `key`; `change` alters them first. */
function craft(change: (jwt: SignJWT) => SignJWT = (jwt) => jwt, key = KEY, typ = 'at+jwt', kid?: string): Promise<string> {
  const jwt = new SignJWT({ client_id: 'alice', epoch: ALICE.epoch })
    .setProtectedHeader({ alg: 'HS256', typ, ...(kid === undefined ? {} : { kid }) })
    .setIssuer('skyref')
    .setAudience('skyref-api')
    .setSubject('alice')
    .setJti('a-token-id')
    .setIssuedAt(NOW / 1000)
    .setExpirationTime(EXP);
  return change(jwt).sign(key);
}

test('an issued token verifies to its client id and expiry', async () => {
  const service = new TokenService(KEY, TTL);
  const issued = await service.issue(ALICE, NOW);
  assert.equal(issued.expiresIn, TTL);
  assert.deepEqual(await service.verify(issued.accessToken, NOW), { clientId: 'alice', epoch: ALICE.epoch, exp: EXP });
  assert.deepEqual(decodeProtectedHeader(issued.accessToken), { alg: 'HS256', typ: 'at+jwt' });
  const claims = decodeJwt(issued.accessToken);
  assert.equal(claims.iss, 'skyref');
  assert.equal(claims.aud, 'skyref-api');
  assert.equal(claims.sub, 'alice');
  assert.equal(claims.client_id, 'alice');
  assert.equal(claims.epoch, ALICE.epoch);
  assert.equal(claims.iat, NOW / 1000);
  assert.equal(claims.exp, EXP);
  assert.match(String(claims.jti), /^[0-9a-f-]{36}$/);
  assert.notEqual((await service.issue(ALICE, NOW)).accessToken, issued.accessToken, 'a new jti each time');
});

test('another service with the same key and TTL verifies it too (replicas share them)', async () => {
  const issued = await new TokenService(KEY, TTL).issue(BOB, NOW);
  assert.deepEqual(await new TokenService(KEY, TTL).verify(issued.accessToken, NOW + 1000), { clientId: 'bob', epoch: BOB.epoch, exp: EXP });
});

test('an expired token is refused, from its exp second on', async () => {
  const { accessToken } = await new TokenService(KEY, TTL).issue(ALICE, NOW);
  assert.deepEqual(await new TokenService(KEY, TTL).verify(accessToken, EXP * 1000 - 1), { clientId: 'alice', epoch: ALICE.epoch, exp: EXP });
  assert.equal(await new TokenService(KEY, TTL).verify(accessToken, EXP * 1000), 'expired', 'told apart from an invalid one');
  assert.equal(await new TokenService(KEY, TTL).verify(accessToken, EXP * 1000 + 86_400_000), 'expired');
});

test('an expired token is refused also after it was verified and remembered', async () => {
  const service = new TokenService(KEY, TTL);
  const { accessToken } = await service.issue(ALICE, NOW);
  assert.ok(await service.verify(accessToken, NOW));
  assert.equal(await service.verify(accessToken, EXP * 1000), 'expired');
});

test('a token signed with another key is refused', async () => {
  const service = new TokenService(KEY, TTL);
  const foreign = await new TokenService(OTHER_KEY, TTL).issue(ALICE, NOW);
  assert.equal(await service.verify(foreign.accessToken, NOW), undefined);
  assert.equal(await service.verify(await craft(undefined, OTHER_KEY), NOW), undefined);
  assert.ok(await service.verify(await craft(), NOW), 'the same claims with the right key pass');
});

test('a tampered token is refused', async () => {
  const service = new TokenService(KEY, TTL);
  const { accessToken } = await service.issue(ALICE, NOW);
  const [header, payload, signature] = accessToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = [header, b64({ ...claims, sub: 'mallory', client_id: 'mallory' }), signature].join('.');
  assert.equal(await service.verify(forged, NOW), undefined, 'another subject under the same signature');
  const longer = [header, b64({ ...claims, exp: EXP + 86_400 }), signature].join('.');
  assert.equal(await service.verify(longer, NOW), undefined, 'a later expiry under the same signature');
  const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  assert.equal(await service.verify([header, payload, flipped].join('.'), NOW), undefined, 'a changed signature');
  assert.equal(await service.verify(`${header}.${payload}.`, NOW), undefined, 'no signature');
  assert.equal(await service.verify('not a token', NOW), undefined);
  assert.equal(await service.verify('', NOW), undefined);
  assert.ok(await service.verify(accessToken, NOW), 'the original still passes');
});

test('alg none is refused', async () => {
  const service = new TokenService(KEY, TTL);
  const claims = { iss: 'skyref', aud: 'skyref-api', sub: 'alice', client_id: 'alice', iat: NOW / 1000, exp: EXP };
  assert.equal(await service.verify(`${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.`, NOW), undefined);
  assert.equal(await service.verify(`${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}`, NOW), undefined);
});

test('wrong audience, issuer or type is refused', async () => {
  const service = new TokenService(KEY, TTL);
  assert.equal(await service.verify(await craft((j) => j.setAudience('other-api')), NOW), undefined, 'audience');
  assert.equal(await service.verify(await craft((j) => j.setIssuer('someone-else')), NOW), undefined, 'issuer');
  assert.equal(await service.verify(await craft(undefined, KEY, 'JWT'), NOW), undefined, 'type JWT, not at+jwt');
  assert.ok(await service.verify(await craft(), NOW), 'the crafted token itself is accepted');
});

test('a token without a subject is refused', async () => {
  const service = new TokenService(KEY, TTL);
  const noSubject = await new SignJWT({ client_id: 'alice' })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setIssuer('skyref')
    .setAudience('skyref-api')
    .setIssuedAt(NOW / 1000)
    .setExpirationTime(EXP)
    .sign(KEY);
  assert.equal(await service.verify(noSubject, NOW), undefined);
  const noExpiry = await new SignJWT({ client_id: 'alice' })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setIssuer('skyref')
    .setAudience('skyref-api')
    .setSubject('alice')
    .sign(KEY);
  assert.equal(await service.verify(noExpiry, NOW), undefined, 'a token that never expires');
});

test('a token over 4096 characters is not verified', async () => {
  const service = new TokenService(KEY, TTL);
  const long = await service.issue({ id: 'x'.repeat(3000), epoch: 'e' }, NOW);
  assert.ok(long.accessToken.length > 4096, String(long.accessToken.length));
  assert.equal(await service.verify(long.accessToken, NOW), undefined);
  const fits = await service.issue({ id: 'x'.repeat(1000), epoch: 'e' }, NOW);
  assert.ok(fits.accessToken.length <= 4096);
  const verified = await service.verify(fits.accessToken, NOW);
  assert.ok(verified && verified !== 'expired');
  assert.equal(verified.clientId, 'x'.repeat(1000));
});

test('cached(): a verified token until its expiry, nothing before verification or after', async () => {
  const service = new TokenService(KEY, TTL);
  const { accessToken } = await service.issue(ALICE, NOW);
  assert.equal(service.cached(accessToken, NOW), undefined, 'not verified yet');
  const verified = await service.verify(accessToken, NOW);
  assert.deepEqual(verified, { clientId: 'alice', epoch: ALICE.epoch, exp: EXP });
  assert.equal(service.cached(accessToken, NOW), verified);
  assert.equal(service.cached(accessToken, EXP * 1000 - 1), verified, 'the last millisecond before exp');
  assert.equal(service.cached(accessToken, EXP * 1000), undefined, 'at exp');
  assert.equal(service.cached(accessToken, NOW), undefined, 'dropped once seen expired');
  const other = await service.issue(BOB, NOW);
  assert.equal(service.cached(other.accessToken, NOW), undefined, 'issuing does not remember');
  assert.equal(await service.verify(await craft((j) => j.setAudience('other-api')), NOW), undefined);
  assert.equal(service.cached(await craft((j) => j.setAudience('other-api')), NOW), undefined, 'a refused token is not remembered');
});

test('a token without an epoch, an id or an issue time is refused', async () => {
  const service = new TokenService(KEY, TTL);
  const without = (claim: string) =>
    new SignJWT(Object.fromEntries(Object.entries({ client_id: 'alice', epoch: ALICE.epoch, jti: 'j', iat: NOW / 1000 }).filter(([k]) => k !== claim)))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('skyref')
      .setAudience('skyref-api')
      .setSubject('alice')
      .setExpirationTime(EXP)
      .sign(KEY);
  assert.ok(await service.verify(await without('client_id'), NOW), 'the claims that matter are all there');
  for (const claim of ['epoch', 'jti', 'iat']) assert.equal(await service.verify(await without(claim), NOW), undefined, claim);
});

test('a token that lives longer than the TTL is refused, even validly signed', async () => {
  const service = new TokenService(KEY, TTL);
  assert.ok(await service.verify(await craft((j) => j.setExpirationTime(NOW / 1000 + TTL)), NOW), 'exactly the TTL');
  assert.equal(await service.verify(await craft((j) => j.setExpirationTime(NOW / 1000 + TTL + 1)), NOW), undefined, 'a second more');
  assert.equal(await service.verify(await craft((j) => j.setExpirationTime(NOW / 1000 + 100 * 365 * 86_400)), NOW), undefined, '100 years');
  const issued = await new TokenService(KEY, 7200).issue(ALICE, NOW);
  assert.equal(await service.verify(issued.accessToken, NOW), undefined, 'issued where the TTL was longer');
});

test('a token issued in the future is refused beyond a minute of clock skew; a future nbf is refused', async () => {
  const service = new TokenService(KEY, TTL);
  const issuedAt = (seconds: number) => craft((j) => j.setIssuedAt(NOW / 1000 + seconds).setExpirationTime(NOW / 1000 + seconds + TTL));
  assert.ok(await service.verify(await issuedAt(60), NOW), 'a replica a minute ahead');
  assert.equal(await service.verify(await issuedAt(61), NOW), undefined);
  assert.equal(await service.verify(await issuedAt(86_400), NOW), undefined, 'a day ahead');
  assert.equal(await service.verify(await craft((j) => j.setNotBefore(NOW / 1000 + 10)), NOW), undefined, 'not before ten seconds from now');
  assert.ok(await service.verify(await craft((j) => j.setNotBefore(NOW / 1000)), NOW), 'not before now');
});

test('named keys: the first signs and names itself in kid; a rotated-out key still verifies its tokens; unknown and missing ids are refused', async () => {
  const old = new TokenService([{ kid: '2026-01', secret: KEY }], TTL);
  const issuedBefore = await old.issue(ALICE, NOW);
  assert.equal(decodeProtectedHeader(issuedBefore.accessToken).kid, '2026-01');
  // Rotation: the new key signs, the old one still verifies until its tokens have expired.
  const rotated = new TokenService([{ kid: '2026-07', secret: OTHER_KEY }, { kid: '2026-01', secret: KEY }], TTL);
  const issuedAfter = await rotated.issue(BOB, NOW);
  assert.equal(decodeProtectedHeader(issuedAfter.accessToken).kid, '2026-07');
  assert.deepEqual(await rotated.verify(issuedBefore.accessToken, NOW + 1000), { clientId: 'alice', epoch: ALICE.epoch, exp: EXP });
  assert.deepEqual(await rotated.verify(issuedAfter.accessToken, NOW + 1000), { clientId: 'bob', epoch: BOB.epoch, exp: EXP });
  // The old key removed: its tokens end.
  const retired = new TokenService([{ kid: '2026-07', secret: OTHER_KEY }], TTL);
  assert.equal(await retired.verify(issuedBefore.accessToken, NOW + 1000), undefined);
  // A token naming the right key id but signed with another key, and one naming no key.
  const forged = await craft(undefined, KEY, 'at+jwt', '2026-07');
  assert.equal(await rotated.verify(forged, NOW + 1000), undefined);
  assert.equal(await rotated.verify(await craft(undefined, KEY), NOW + 1000), undefined, 'no kid, and no key without one');
  // A key without an id (stored, or SKYREF_TOKEN_SECRET) signs tokens without kid, as before.
  const unnamed = await new TokenService(KEY, TTL).issue(ALICE, NOW);
  assert.equal(decodeProtectedHeader(unnamed.accessToken).kid, undefined);
});
