import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerBootstrapClient } from '../../src/state/client-registry.js';
import { ClientStore } from '../../src/state/client-store.js';
import { freshStateDir, openState } from '../support/state-dirs.js';
import { until } from '../support/wait.js';


test('add returns the secret once; authenticate checks it', async () => {
  const store = new ClientStore(openState(freshStateDir()));
  assert.equal(store.size, 0);
  const secret = await store.add('app-1');
  assert.match(secret, /^[A-Za-z0-9_-]{43}$/, '32 random bytes, base64url');
  assert.notEqual(await store.add('app-2'), secret, 'each client its own secret');
  assert.equal(await store.add('app-3', 'chosen secret'), 'chosen secret');
  assert.ok(await store.authenticate('app-1', secret));
  assert.equal(await store.authenticate('app-1', `${secret}x`), undefined);
  assert.equal(await store.authenticate('app-1', ''), undefined);
  assert.equal(await store.authenticate('app-2', secret), undefined, "another client's secret");
  assert.ok(await store.authenticate('app-3', 'chosen secret'));
  assert.equal(await store.authenticate('nobody', secret), undefined, 'an unknown client');
  assert.deepEqual(store.list().map((c) => c.id), ['app-1', 'app-2', 'app-3']);
  const client = store.get('app-1')!;
  assert.equal(client.disabled, false);
  assert.equal(client.ratePerSecond, null);
  assert.equal(client.ratePerHour, null);
  assert.ok(Math.abs(Date.parse(client.createdAt) - Date.now()) < 60_000, client.createdAt);
});

test('the secret is kept only as a salted hash', async () => {
  const db = openState(freshStateDir());
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
  const store = new ClientStore(openState(freshStateDir()));
  const secret = await store.add('app');
  assert.equal(await store.disable('app'), true);
  assert.equal(store.get('app')!.disabled, true);
  assert.equal(await store.authenticate('app', secret), undefined);
  assert.equal(await store.disable('nobody'), false);
  assert.equal(store.size, 1);
});

test('adding again re-enables the client and replaces its secret and limits, keeping its creation time', async () => {
  const store = new ClientStore(openState(freshStateDir()));
  const old = await store.add('app', undefined, { ratePerSecond: 5, ratePerHour: 1000 });
  assert.deepEqual([store.get('app')!.ratePerSecond, store.get('app')!.ratePerHour], [5, 1000]);
  const createdAt = store.get('app')!.createdAt;
  await store.disable('app');
  const renewed = await store.add('app', 'a brand new secret');
  assert.ok(await store.authenticate('app', renewed));
  assert.equal(await store.authenticate('app', old), undefined, 'the old secret no longer works');
  const client = store.get('app')!;
  assert.equal(client.disabled, false);
  assert.deepEqual([client.ratePerSecond, client.ratePerHour], [null, null], 'limits not given are cleared');
  assert.equal(client.createdAt, createdAt);
  assert.equal(store.size, 1);
});

test('every change that must end tokens gives the client a new random epoch', async () => {
  const store = new ClientStore(openState(freshStateDir()));
  await store.add('app', 'first secret 1');
  const epochs = [store.get('app')!.epoch];
  await store.add('app', 'second secret 2');
  epochs.push(store.get('app')!.epoch);
  await store.disable('app');
  epochs.push(store.get('app')!.epoch);
  await store.add('app', 'second secret 2');
  epochs.push(store.get('app')!.epoch);
  for (const epoch of epochs) assert.match(epoch, /^[\w-]{22}$/);
  assert.equal(new Set(epochs).size, 4, epochs.join(' '));
  assert.equal((await store.authenticate('app', 'second secret 2'))?.epoch, epochs[3], 'authenticate gives the client with its epoch');
});

test('addIfAbsent registers a client only when there is none of that id, and never changes one', async () => {
  const store = new ClientStore(openState(freshStateDir()));
  assert.equal(await store.addIfAbsent('app', 'first secret 1'), true);
  assert.ok(await store.authenticate('app', 'first secret 1'));
  const before = store.get('app')!;
  assert.equal(await store.addIfAbsent('app', 'other secret 2'), false);
  assert.deepEqual(store.get('app'), before);
  await store.disable('app');
  assert.equal(await store.addIfAbsent('app', 'first secret 1'), false);
  assert.equal(store.get('app')!.disabled, true, 'a disabled client stays disabled');
});

test('the bootstrap client: created when absent, otherwise left as it is, and the outcome says why', async () => {
  const store = new ClientStore(openState(freshStateDir()));
  const boot = { id: 'boot', secret: 'boot-secret-1' };
  assert.equal(await registerBootstrapClient(store, boot), 'created');
  const created = store.get('boot')!;
  assert.equal(await registerBootstrapClient(store, boot), 'unchanged');
  assert.deepEqual(store.get('boot'), created, 'not even a new epoch');
  await store.add('boot', 'rotated-secret', { ratePerSecond: 3 });
  const rotated = store.get('boot')!;
  assert.equal(await registerBootstrapClient(store, boot), 'otherSecret');
  assert.deepEqual(store.get('boot'), rotated);
  await store.disable('boot');
  assert.equal(await registerBootstrapClient(store, { id: 'boot', secret: 'rotated-secret' }), 'disabled');
  assert.equal(store.get('boot')!.disabled, true);
});

test('a state database from before epochs: the column is added, and old rows get an epoch derived from their hash', async () => {
  const dir = freshStateDir();
  const old = openState(dir);
  old.exec('DROP TABLE clients');
  old.exec('CREATE TABLE clients (id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, created_at TEXT NOT NULL, disabled INTEGER NOT NULL DEFAULT 0, rate_per_second INTEGER, rate_per_hour INTEGER)');
  const hash = 'scrypt$16384$8$1$c2FsdA$a2V5';
  old.prepare("INSERT INTO clients (id, secret_hash, created_at) VALUES ('app', ?, '2026-01-01')").run(hash);
  const store = new ClientStore(openState(dir));
  const epoch = store.get('app')!.epoch;
  assert.match(epoch, /^h\.[\w-]{22}$/);
  assert.equal(new ClientStore(openState(dir)).get('app')!.epoch, epoch, 'the same in another process');
  await store.disable('app');
  assert.notEqual(store.get('app')!.epoch, epoch);
});

test('invalid client ids and short secrets are rejected', async () => {
  const store = new ClientStore(openState(freshStateDir()));
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
  const dir = freshStateDir();
  const server = new ClientStore(openState(dir));
  const cli = new ClientStore(openState(dir));
  const secret = await cli.add('app');
  assert.equal(server.get('app'), undefined, 'the copy in memory is not re-read by itself');
  server.refresh();
  assert.equal(server.get('app')?.id, 'app');
  assert.ok(await server.authenticate('app', secret));

  await cli.disable('app');
  assert.equal(server.get('app')!.disabled, false, 'still the old copy');
  assert.equal(await server.authenticate('app', secret), undefined, 'authenticate refreshes first');
  assert.equal(server.get('app')!.disabled, true);

  const renewed = await cli.add('app', 'renewed secret');
  assert.equal(await server.authenticate('app', secret), undefined);
  assert.ok(await server.authenticate('app', renewed));

  const restarted = new ClientStore(openState(dir));
  assert.deepEqual(restarted.list().map((c) => c.id), ['app'], 'kept in the file');
});

test('refresh without a change keeps the copy in memory', async () => {
  const db = openState(freshStateDir());
  const store = new ClientStore(db);
  await store.add('app', 'a secret of ours');
  // A row written behind the store's back on its own connection does not change data_version
  // (it counts other connections' commits), so refresh() does not re-read it.
  db.prepare("INSERT INTO clients (id, secret_hash, created_at) VALUES ('sneaky', 'x', '2026-01-01')").run();
  store.refresh();
  assert.equal(store.get('sneaky'), undefined);
  assert.equal(store.size, 1);
});

test('a following store re-reads a change made by another process without being asked; delete ends a client', async () => {
  const dir = freshStateDir();
  const server = new ClientStore(openState(dir));
  const cli = new ClientStore(openState(dir));
  await cli.add('app', 'app-secret-1234');
  const warnings: string[] = [];
  const stop = server.follow((m) => warnings.push(m));
  try {
    const seen = (check: () => boolean) => until(check, 'read by the poll');
    assert.ok(await seen(() => server.get('app') !== undefined), 'the new client read by the poll');
    assert.equal(await cli.delete('app'), true);
    assert.equal(await cli.delete('app'), false, 'nothing left to delete');
    assert.ok(await seen(() => server.get('app') === undefined), 'the deletion read by the poll');
  } finally {
    stop();
  }
  assert.deepEqual(warnings, []);
});

test('versions only grow and a deletion leaves a tombstone: a restore writes only what is newer, naming what it refused', async () => {
  const store = new ClientStore(openState(freshStateDir()));
  await store.add('kept', 'kept-secret-1234');
  await store.add('later-disabled', 'disabled-secret-1');
  await store.add('later-deleted', 'deleted-secret-12');
  const exported = store.records();
  assert.deepEqual(exported.map((r) => [r.client.id, r.version]), [['kept', 1], ['later-deleted', 1], ['later-disabled', 1]]);
  await store.disable('later-disabled');
  assert.equal(await store.delete('later-deleted'), true);
  assert.equal(store.get('later-deleted'), undefined);
  assert.deepEqual(store.tombstones().map((t) => [t.id, t.version]), [['later-deleted', 2]]);
  assert.equal(store.records().find((r) => r.client.id === 'later-disabled')!.version, 2);

  const outcome = await store.restore(exported);
  assert.deepEqual(outcome, { written: [], older: ['later-disabled'], deletedSince: ['later-deleted'], restoredDeleted: [] }, "'kept' is the same state: no change");
  assert.equal(store.get('later-disabled')!.disabled, true, 'not re-enabled');
  assert.equal(store.get('later-deleted'), undefined, 'not restored');
  assert.equal(await store.authenticate('later-disabled', 'disabled-secret-1'), undefined);

  const forced = await store.restore(exported, { restoreDeleted: true });
  assert.deepEqual(forced.restoredDeleted, ['later-deleted']);
  assert.ok(await store.authenticate('later-deleted', 'deleted-secret-12'), 'back, with its old secret (and epoch)');
  assert.equal(store.records().find((r) => r.client.id === 'later-deleted')!.version, 3, 'one past its tombstone');
  assert.deepEqual(store.tombstones(), []);

  // An export from before versions: version 0, older than anything changed since.
  const legacy = exported.map(({ client, secretHash }) => ({ client, secretHash }));
  assert.deepEqual((await store.restore(legacy)).older.sort(), ['kept', 'later-deleted', 'later-disabled']);
  // A tombstone in an export newer than the stored client deletes it; added again, a client outgrows its tombstone.
  assert.deepEqual((await store.restore([], { tombstones: [{ id: 'kept', version: 5, deletedAt: '2027-01-01T00:00:00.000Z' }] })).written, ['kept']);
  assert.equal(store.get('kept'), undefined);
  await store.add('kept', 'kept-secret-5678');
  assert.equal(store.records().find((r) => r.client.id === 'kept')!.version, 6);
  assert.deepEqual((await store.restore(exported)).older.includes('kept'), true, 'the old registration stays refused');
  assert.ok(await store.authenticate('kept', 'kept-secret-5678'));
});
