// Tokens end when their client's credentials change, and only tokens this service could have
// issued are accepted: each attack over HTTP against the real server, changes made through the
// `skyref clients` command as an operator would (or, for a delete, which the command lacks,
// through the state database itself), and across replicas through a real Redis.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { TEST_DATASET } from '../support/paths.js';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { fetchToken, startTestServer, type TestServer } from '../support/server.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { until } from '../support/wait.js';

const SIGNING_KEY = 'the signing key of this test, 32 bytes or more';
const TTL = 3600;
const PATH = '/v1/references/countries/DE';

/** `skyref …` as an operator runs it, on `dataDir` (and Redis, when given). */
function skyref(env: Record<string, string>, ...args: string[]) {
  return skyrefCommand(args, env);
}

async function status(server: TestServer, token: string): Promise<number> {
  const res = await fetch(server.url + PATH, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Polls until `server` answers `expected` for `token`. Changes from elsewhere arrive within 2 s on
 * an idle machine; a busy one can take longer, so only the safety net of wait.ts bounds the wait.
 */
async function answers(server: TestServer, token: string, expected: number): Promise<void> {
  let got: number | undefined;
  await until(async () => (got = await status(server, token)) === expected, () => `still ${got}, not ${expected}`);
}

async function tokenStatus(server: TestServer, id: string, secret: string): Promise<number> {
  const res = await fetch(`${server.url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('one server, clients changed with skyref clients', () => {
  let s: TestServer;
  let cli: (...args: string[]) => ReturnType<typeof skyref>;
  before(async () => {
    s = await startTestServer({ SKYREF_TOKEN_SECRET: SIGNING_KEY, SKYREF_TOKEN_TTL: String(TTL) });
    cli = (...args) => skyref({ SKYREF_DATA_DIR: s.dataDir }, ...args);
  });
  after(async () => s?.close());

  test('a new secret ends every token issued under the old one', async () => {
    await cli('clients', 'add', 'rotor', '--secret', 'rotor-secret-one');
    const old = await fetchToken(s.url, 'rotor', 'rotor-secret-one');
    assert.equal(await status(s, old), 200);
    await cli('clients', 'add', 'rotor', '--secret', 'rotor-secret-two');
    await answers(s, old, 401);
    assert.equal(await tokenStatus(s, 'rotor', 'rotor-secret-one'), 401, 'the old secret gets no token');
    assert.equal(await status(s, await fetchToken(s.url, 'rotor', 'rotor-secret-two')), 200, 'the new one does');
    assert.equal(await status(s, old), 401, 'and the old token stays refused');
  });

  test('disabled, then added again with the same secret: tokens from before stay refused', async () => {
    await cli('clients', 'add', 'phoenix', '--secret', 'phoenix-secret-1');
    const old = await fetchToken(s.url, 'phoenix', 'phoenix-secret-1');
    assert.equal(await status(s, old), 200);
    await cli('clients', 'disable', 'phoenix');
    await answers(s, old, 401);
    await cli('clients', 'add', 'phoenix', '--secret', 'phoenix-secret-1');
    const renewed = await fetchToken(s.url, 'phoenix', 'phoenix-secret-1');
    assert.equal(await status(s, renewed), 200, 'enabled again: a new token works');
    assert.equal(await status(s, old), 401, 'the token from before the disable does not');
  });

  test('deleted, then made again under the same id and secret: tokens from before stay refused', async () => {
    await cli('clients', 'add', 'lazarus', '--secret', 'lazarus-secret-1');
    const old = await fetchToken(s.url, 'lazarus', 'lazarus-secret-1');
    assert.equal(await status(s, old), 200);
    // `skyref clients` has no delete: the row goes from the state database, as an operator's SQL would.
    const db = new DatabaseSync(join(s.dataDir, 'state.sqlite'));
    try {
      assert.equal(db.prepare("DELETE FROM clients WHERE id = 'lazarus'").run().changes, 1);
    } finally {
      db.close();
    }
    await answers(s, old, 401);
    await cli('clients', 'add', 'lazarus', '--secret', 'lazarus-secret-1');
    const renewed = await fetchToken(s.url, 'lazarus', 'lazarus-secret-1');
    assert.equal(await status(s, renewed), 200);
    assert.equal(await status(s, old), 401);
  });

  /** A token of the server's own making with its claims changed, signed with the real key. */
  async function minted(change: (claims: JWTPayload, now: number) => JWTPayload): Promise<string> {
    const claims = decodeJwt(await s.token());
    const now = Math.floor(s.server.services.config.clock.now() / 1000);
    return new SignJWT({ ...change({ ...claims, jti: `minted-${Math.random()}` }, now) })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(SIGNING_KEY));
  }

  test('a token minted with the real key and a 100-year expiry is refused', async () => {
    assert.equal(await status(s, await minted((c, now) => ({ ...c, iat: now, exp: now + TTL }))), 200, 'the same claims with the usual expiry pass');
    assert.equal(await status(s, await minted((c, now) => ({ ...c, iat: now, exp: now + 100 * 365 * 86_400 }))), 401);
    assert.equal(await status(s, await minted((c, now) => ({ ...c, iat: now - 60, exp: now + TTL }))), 401, 'a second of life more than the TTL');
  });

  test('a token minted with the real key and an iat a day in the future is refused', async () => {
    assert.equal(await status(s, await minted((c, now) => ({ ...c, iat: now + 30, exp: now + 30 + TTL }))), 200, 'within the clock skew');
    assert.equal(await status(s, await minted((c, now) => ({ ...c, iat: now + 86_400, exp: now + 86_400 + TTL }))), 401);
  });
});

test('SKYREF_CLIENT_ID at start creates its client only when absent: never re-enables it, nor changes its secret or limits', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'skyref-bootstrap-'));
  copyFileSync(TEST_DATASET, join(dataDir, 'dataset.sqlite'));
  const env = { SKYREF_CLIENT_ID: 'boot', SKYREF_CLIENT_SECRET: 'boot-secret-from-env' };
  const cli = (...args: string[]) => skyref({ SKYREF_DATA_DIR: dataDir }, ...args);
  let s: TestServer | undefined;
  const restart = async () => {
    await s?.close();
    s = undefined;
    s = await startTestServer(env, { dataDir });
    return s;
  };
  try {
    let server = await restart();
    assert.equal(await tokenStatus(server, 'boot', 'boot-secret-from-env'), 200, 'created at the first start');
    // The operator rotates the secret and sets a limit; a restart with the old variables keeps both.
    await cli('clients', 'add', 'boot', '--secret', 'boot-secret-rotated', '--rate-per-second', '7');
    server = await restart();
    assert.equal(await tokenStatus(server, 'boot', 'boot-secret-from-env'), 401, 'the secret in the environment is not put back');
    assert.equal(await tokenStatus(server, 'boot', 'boot-secret-rotated'), 200);
    assert.match((await cli('clients', 'list')).stdout, /^boot\tenabled\t7\/s /m);
    // The operator disables it; a restart does not enable it again.
    const token = await fetchToken(server.url, 'boot', 'boot-secret-rotated');
    await cli('clients', 'disable', 'boot');
    server = await restart();
    assert.match((await cli('clients', 'list')).stdout, /^boot\tdisabled\t7\/s /m);
    assert.equal(await tokenStatus(server, 'boot', 'boot-secret-from-env'), 401);
    assert.equal(await tokenStatus(server, 'boot', 'boot-secret-rotated'), 401);
    assert.equal(await status(server, token), 401);
  } finally {
    await s?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('two replicas sharing a real Redis', { skip: REDIS_SKIP }, () => {
  let redis: TestRedis;
  let one: TestServer;
  let two: TestServer;
  before(async () => {
    redis = await startTestRedis();
    one = await startTestServer({ SKYREF_REDIS_URL: redis.url, SKYREF_TOKEN_TTL: String(TTL) });
    two = await startTestServer({ SKYREF_REDIS_URL: redis.url, SKYREF_TOKEN_TTL: String(TTL) });
  });
  after(async () => {
    await one?.close();
    await two?.close();
    await redis?.close();
  });

  test('a secret rotated through one replica ends the old tokens on the other within 2 s; so does disable and add again', async () => {
    const cli = (...args: string[]) => skyref({ SKYREF_DATA_DIR: one.dataDir, SKYREF_REDIS_URL: redis.url }, ...args);
    await cli('clients', 'add', 'shared', '--secret', 'shared-secret-one');
    const old = await fetchToken(one.url, 'shared', 'shared-secret-one');
    assert.equal(await status(two, old), 200, 'issued by one, accepted by two');
    await cli('clients', 'add', 'shared', '--secret', 'shared-secret-two');
    await Promise.all([answers(one, old, 401), answers(two, old, 401)]);
    const renewed = await fetchToken(one.url, 'shared', 'shared-secret-two');
    assert.equal(await status(two, renewed), 200, 'a token of the new epoch is taken at once by the replica that issued none');

    assert.equal(await one.server.services.clients.disable('shared'), true);
    await answers(two, renewed, 401);
    await one.server.services.clients.add('shared', 'shared-secret-two');
    const third = await fetchToken(one.url, 'shared', 'shared-secret-two');
    assert.equal(await status(two, third), 200);
    assert.equal(await status(two, renewed), 401, 'the token from before the disable stays refused');
    assert.equal(await status(one, renewed), 401);
  });
});
