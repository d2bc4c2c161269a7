import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ClientStore } from '../../src/state/client-store.js';
import { openStateDb, type StateDb } from '../../src/state/state-db.js';

const dirs: string[] = [];
const dbs: StateDb[] = [];
after(() => {
  for (const db of dbs) db.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
/** A new, empty state directory. */
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-clients-'));
  dirs.push(dir);
  return dir;
}
/** A connection of its own to the state database in `dir`. */
function open(dir: string): StateDb {
  const db = openStateDb(dir);
  dbs.push(db);
  return db;
}

test('add returns the secret once; authenticate checks it', async () => {
  const store = new ClientStore(open(freshDir()));
  assert.equal(store.size, 0);
  const secret = await store.add('app-1');
  assert.match(secret, /^[A-Za-z0-9_-]{43}$/, '32 random bytes, base64url');
  assert.notEqual(await store.add('app-2'), secret, 'each client its own secret');
  assert.equal(await store.add('app-3', 'chosen secret'), 'chosen secret');
  assert.equal(await store.authenticate('app-1', secret), true);
  assert.equal(await store.authenticate('app-1', `${secret}x`), false);
  assert.equal(await store.authenticate('app-1', ''), false);
  assert.equal(await store.authenticate('app-2', secret), false, "another client's secret");
  assert.equal(await store.authenticate('app-3', 'chosen secret'), true);
  assert.equal(await store.authenticate('nobody', secret), false, 'an unknown client');
  assert.deepEqual(store.list().map((c) => c.id), ['app-1', 'app-2', 'app-3']);
  const client = store.get('app-1')!;
  assert.equal(client.disabled, false);
  assert.equal(client.ratePerSecond, null);
  assert.equal(client.ratePerHour, null);
  assert.ok(Math.abs(Date.parse(client.createdAt) - Date.now()) < 60_000, client.createdAt);
});

test('the secret is kept only as a salted hash', async () => {
  const db = open(freshDir());
  const store = new ClientStore(db);
  await store.add('a', 'the same secret');
  await store.add('b', 'the same secret');
  const rows = db.prepare('SELECT id, secret_hash FROM clients ORDER BY id').all() as { id: string; secret_hash: string }[];
  assert.equal(rows.length, 2);
  for (const row of rows) {
    assert.ok(!row.secret_hash.includes('the same secret'));
    assert.match(row.secret_hash, /^scrypt\$16384\$8\$1\$/);
  }
  assert.notEqual(rows[0]!.secret_hash, rows[1]!.secret_hash, 'salted: one secret, two hashes');
});

test('a disabled client is refused; disabling an unknown client changes nothing', async () => {
  const store = new ClientStore(open(freshDir()));
  const secret = await store.add('app');
  assert.equal(await store.disable('app'), true);
  assert.equal(store.get('app')!.disabled, true);
  assert.equal(await store.authenticate('app', secret), false);
  assert.equal(await store.disable('nobody'), false);
  assert.equal(store.size, 1);
});

test('adding again re-enables the client and replaces its secret and limits, keeping its creation time', async () => {
  const store = new ClientStore(open(freshDir()));
  const old = await store.add('app', undefined, { ratePerSecond: 5, ratePerHour: 1000 });
  assert.deepEqual([store.get('app')!.ratePerSecond, store.get('app')!.ratePerHour], [5, 1000]);
  const createdAt = store.get('app')!.createdAt;
  await store.disable('app');
  const renewed = await store.add('app', 'a brand new secret');
  assert.equal(await store.authenticate('app', renewed), true);
  assert.equal(await store.authenticate('app', old), false, 'the old secret no longer works');
  const client = store.get('app')!;
  assert.equal(client.disabled, false);
  assert.deepEqual([client.ratePerSecond, client.ratePerHour], [null, null], 'limits not given are cleared');
  assert.equal(client.createdAt, createdAt);
  assert.equal(store.size, 1);
});

test('invalid client ids and short secrets are rejected', async () => {
  const store = new ClientStore(open(freshDir()));
  for (const id of ['', 'has space', 'a/b', 'a:b', 'ü', 'x'.repeat(129)]) {
    await assert.rejects(store.add(id, 'long enough secret'), /client id/, JSON.stringify(id));
  }
  await assert.rejects(store.add('app', '1234567'), /at least 8 characters/);
  assert.equal(store.size, 0, 'nothing was stored');
  assert.equal(await store.add('x'.repeat(128), '12345678'), '12345678', '128 characters and 8 are enough');
  assert.equal(await store.add('A.b_c~d-0', '12345678'), '12345678', 'every allowed character');
  assert.equal(store.size, 2);
});

test('a second store on the same database sees changes after refresh (data_version)', async () => {
  const dir = freshDir();
  const server = new ClientStore(open(dir));
  const cli = new ClientStore(open(dir));
  const secret = await cli.add('app');
  assert.equal(server.get('app'), undefined, 'the copy in memory is not re-read by itself');
  server.refresh();
  assert.equal(server.get('app')?.id, 'app');
  assert.equal(await server.authenticate('app', secret), true);

  await cli.disable('app');
  assert.equal(server.get('app')!.disabled, false, 'still the old copy');
  assert.equal(await server.authenticate('app', secret), false, 'authenticate refreshes first');
  assert.equal(server.get('app')!.disabled, true);

  const renewed = await cli.add('app', 'renewed secret');
  assert.equal(await server.authenticate('app', secret), false);
  assert.equal(await server.authenticate('app', renewed), true);

  const restarted = new ClientStore(open(dir));
  assert.deepEqual(restarted.list().map((c) => c.id), ['app'], 'kept in the file');
});

test('refresh without a change keeps the copy in memory', async () => {
  const db = open(freshDir());
  const store = new ClientStore(db);
  await store.add('app', 'a secret of ours');
  // A row written behind the store's back on its own connection does not change data_version
  // (it counts other connections' commits), so refresh() does not re-read it.
  db.prepare("INSERT INTO clients (id, secret_hash, created_at) VALUES ('sneaky', 'x', '2026-01-01')").run();
  store.refresh();
  assert.equal(store.get('sneaky'), undefined);
  assert.equal(store.size, 1);
});
