import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { RateLimiter } from '../../../src/api/auth/rate-limit.js';
import { bearerToken, RequestAuth, type Admitted } from '../../../src/api/auth/request-auth.js';
import { TokenService } from '../../../src/api/auth/token-service.js';
import { ApiError } from '../../../src/api/errors.js';
import { ClientStore } from '../../../src/state/client-store.js';
import { openStateDb } from '../../../src/state/state-db.js';

const dir = mkdtempSync(join(tmpdir(), 'skyref-auth-'));
const db = openStateDb(dir);
after(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
const clients = new ClientStore(db);
/** The id of an admitted client; anything else as it is, to fail the comparison. */
const idOf = (admission: unknown): unknown => (admission !== null && typeof admission === 'object' && 'client' in admission ? (admission as Admitted).client.id : admission);
await clients.add('alpha', 'alpha-secret-123');
await clients.add('slow', 'slow-secret-1234', { ratePerSecond: 2, ratePerHour: 3 });
const tokens = new TokenService(new TextEncoder().encode('k'.repeat(32)), 3600);
const auth = new RequestAuth(tokens, clients, new RateLimiter(), { perSecond: 5, perHour: 1000 });
// Each reading a second after the last, so that tokens stay fresh and a client's second's bucket
// fills again between two checks; the tests of limits name their instants.
let instant = Date.UTC(2026, 5, 1, 10, 0, 0);
const now = () => (instant += 1000);

/** The ApiError a call returns (or resolves to). */
async function refusal(call: () => unknown): Promise<ApiError> {
  const result = await call();
  assert.ok(result instanceof ApiError, `expected a refusal, got ${String(result)}`);
  return result;
}

test('bearer tokens: any case of the scheme, spaces or tabs, base64url and padding; anything else refused', async () => {
  assert.equal(bearerToken('Bearer abc.DEF-_~+/='), 'abc.DEF-_~+/=');
  assert.equal(bearerToken('bearer\tx.y.z  '), 'x.y.z');
  assert.equal(bearerToken('BEARER x'), 'x');
  const missing = await refusal(() => bearerToken(undefined));
  assert.equal(missing.entry.code, '1001');
  assert.equal(missing.status, 401);
  assert.equal(missing.headers['www-authenticate'], 'Bearer realm="skyref"');
  for (const bad of ['Basic abc', 'Bearer', 'Bearer a b', 'Bearer a,b', 'Bearerx']) {
    const e = await refusal(() => bearerToken(bad));
    assert.equal(e.entry.code, '1002', bad);
    assert.equal(e.headers['www-authenticate'], 'Bearer realm="skyref", error="invalid_request"');
  }
});

test('a new token is verified through a promise; once verified the answer is at once', async () => {
  const { accessToken } = await tokens.issue(clients.get('alpha')!, now());
  const first = auth.authorize(`Bearer ${accessToken}`, now());
  assert.ok(first instanceof Promise);
  assert.equal(idOf(await first), 'alpha');
  assert.equal(idOf(auth.authorize(`Bearer ${accessToken}`, now())), 'alpha', 'cached: a plain string');
});

test('forged, expired, unknown-client and disabled-client tokens are refused, each saying which', async () => {
  const forged = await new TokenService(new TextEncoder().encode('x'.repeat(32)), 3600).issue(clients.get('alpha')!, now());
  const expired = await tokens.issue(clients.get('alpha')!, now() - 2 * 3600_000);
  const ghost = await tokens.issue({ id: 'nobody', epoch: 'e' }, now());
  await clients.add('gone', 'gone-secret-1234');
  const disabled = await tokens.issue(clients.get('gone')!, now());
  assert.equal(idOf(await auth.authorize(`Bearer ${disabled.accessToken}`, now())), 'gone');
  await clients.disable('gone');
  for (const [what, token, code, description] of [
    ['forged', forged.accessToken, '1003', /not one this service issued/],
    ['expired', expired.accessToken, '1004', /has expired/],
    ['unknown client', ghost.accessToken, '1005', /revoked/],
    ['disabled', disabled.accessToken, '1005', /revoked/],
    ['not a JWT', 'abc', '1003', /not one this service issued/],
  ] as const) {
    for (const attempt of ['first', 'remembered']) {
      const e = await refusal(() => auth.authorize(`Bearer ${token}`, now()));
      assert.equal(e.entry.code, code, `${what}, ${attempt}`);
      assert.match(e.headers['www-authenticate']!, /error="invalid_token"/, what);
      assert.match(e.headers['www-authenticate']!, description, what);
    }
  }
});

test('per-client limits: the second\'s bucket, then the hour\'s, with RateLimit headers', async () => {
  const t0 = Date.UTC(2027, 0, 1, 10, 0, 0, 100);
  const { accessToken } = await tokens.issue(clients.get('slow')!, t0);
  const header = `Bearer ${accessToken}`;
  assert.equal(idOf(await auth.authorize(header, t0)), 'slow');
  assert.equal(idOf(auth.authorize(header, t0 + 10)), 'slow');
  const perSecond = await refusal(() => auth.authorize(header, t0 + 20));
  assert.equal(perSecond.entry.code, '4001');
  assert.equal(perSecond.status, 429);
  assert.deepEqual(perSecond.headers, { 'retry-after': '1', 'ratelimit-limit': '2', 'ratelimit-remaining': '0', 'ratelimit-reset': '1', 'skyref-charge': '0' });
  assert.equal(idOf(auth.authorize(header, t0 + 1000)), 'slow', 'the second\'s allowance back');
  const perHour = await refusal(() => auth.authorize(header, t0 + 2000));
  assert.equal(perHour.entry.code, '4002');
  assert.equal(perHour.headers['ratelimit-limit'], '3');
  // Each request holds a third of the hour (1,200 s): the first is back 1,200 s after it was made.
  assert.equal(perHour.headers['retry-after'], String(1200 - 2), 'until a request fits again');
  assert.equal(perHour.headers['ratelimit-reset'], String(3600 - 2), 'until the whole limit is back');
});

test('clients without limits of their own get the defaults', async () => {
  const t0 = Date.UTC(2027, 0, 2, 10, 0, 0, 0);
  const { accessToken } = await tokens.issue(clients.get('alpha')!, t0);
  for (let i = 0; i < 5; i++) assert.equal(idOf(await auth.authorize(`Bearer ${accessToken}`, t0)), 'alpha');
  assert.equal((await refusal(() => auth.authorize(`Bearer ${accessToken}`, t0))).entry.code, '4001');
});

test('a good token of a client added elsewhere a moment ago: the clients are read again once, not refused', async () => {
  const otherDb = openStateDb(dir); // another process: the CLI
  const cli = new ClientStore(otherDb);
  await cli.add('newcomer', 'newcomer-secret-1');
  const newcomer = cli.get('newcomer')!;
  otherDb.close();
  assert.equal(clients.get('newcomer'), undefined, 'not read yet');
  const { accessToken } = await tokens.issue(newcomer, now());
  assert.equal(idOf(await auth.authorize(`Bearer ${accessToken}`, now())), 'newcomer');
  const ghost = await tokens.issue({ id: 'still-nobody', epoch: 'e' }, now());
  assert.equal((await refusal(() => auth.authorize(`Bearer ${ghost.accessToken}`, now()))).entry.code, '1005');
});

test('a token that failed verification is refused again without verifying it again', async () => {
  let verified = 0;
  const counting = new (class extends TokenService {
    override verify(token: string, nowMs: number) {
      verified++;
      return super.verify(token, nowMs);
    }
  })(new TextEncoder().encode('k'.repeat(32)), 3600);
  const guarded = new RequestAuth(counting, clients, new RateLimiter(), { perSecond: 1000, perHour: 100_000 });
  const forged = await new TokenService(new TextEncoder().encode('x'.repeat(32)), 3600).issue(clients.get('alpha')!, now());
  for (let i = 0; i < 5; i++) assert.equal((await refusal(() => guarded.authorize(`Bearer ${forged.accessToken}`, now()))).entry.code, '1003');
  assert.equal(verified, 1, 'one HMAC check for five refusals');
  const good = await counting.issue(clients.get('alpha')!, now());
  assert.equal(idOf(await guarded.authorize(`Bearer ${good.accessToken}`, now())), 'alpha', 'other tokens are verified as before');
  assert.equal(verified, 2);
});

test("a token ends when its client's epoch moves (new secret, disabled and added again), also once verified and cached", async () => {
  await clients.add('rotating', 'rotating-secret-1');
  const first = (await tokens.issue(clients.get('rotating')!, now())).accessToken;
  assert.equal(idOf(await auth.authorize(`Bearer ${first}`, now())), 'rotating');
  assert.equal(idOf(auth.authorize(`Bearer ${first}`, now())), 'rotating', 'cached');
  await clients.add('rotating', 'rotating-secret-2');
  assert.equal((await refusal(() => auth.authorize(`Bearer ${first}`, now()))).entry.code, '1005', 'a new secret');
  const second = (await tokens.issue(clients.get('rotating')!, now())).accessToken;
  assert.equal(idOf(await auth.authorize(`Bearer ${second}`, now())), 'rotating');
  await clients.disable('rotating');
  await clients.add('rotating', 'rotating-secret-2');
  assert.equal((await refusal(() => auth.authorize(`Bearer ${second}`, now()))).entry.code, '1005', 'disabled and added again with the same secret');
  const third = (await tokens.issue(clients.get('rotating')!, now())).accessToken;
  assert.equal(idOf(await auth.authorize(`Bearer ${third}`, now())), 'rotating');
});

test('a good token with an epoch this process has not read yet: the clients are read again once', async () => {
  await clients.add('moved', 'moved-secret-123');
  const old = (await tokens.issue(clients.get('moved')!, now())).accessToken;
  assert.equal(idOf(await auth.authorize(`Bearer ${old}`, now())), 'moved');
  const otherDb = openStateDb(dir);
  const cli = new ClientStore(otherDb);
  await cli.add('moved', 'moved-secret-456');
  const rotated = cli.get('moved')!;
  otherDb.close();
  const fresh = (await tokens.issue(rotated, now())).accessToken;
  assert.equal(idOf(await auth.authorize(`Bearer ${fresh}`, now())), 'moved', 'issued elsewhere under the new epoch');
  assert.equal((await refusal(() => auth.authorize(`Bearer ${old}`, now()))).entry.code, '1005');
});
