// `skyref alerts …` on the state database: a subscription made (its secret printed once), listed,
// its log read (times as the API writes them) and deleted; a callback at a private address
// refused, exit 1, nothing stored.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SqliteAlertStore } from '../../src/alerts/sqlite-alert-store.js';
import { openStateDb } from '../../src/state/state-db.js';
import { skyrefCommand } from '../support/skyref-command.js';
import { TEST_DATE, TEST_NOW } from '../support/test-clock.js';

let dataDir: string;
const skyref = (...args: string[]) => skyrefCommand(args, { SKYREF_DATA_DIR: dataDir, SKYREF_ALERT_ALLOW_LOOPBACK: '1' });

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'skyref-alerts-cli-'));
  await skyref('clients', 'add', 'app-one', '--secret', 'app-one-secret-0123');
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('alerts subscribe, list, deliveries and delete', async () => {
  const made = JSON.parse((await skyref('alerts', 'subscribe', 'app-one', '--route', 'FRA-JFK', '--date', TEST_DATE, '--callback', 'http://127.0.0.1:9/hook')).stdout) as Record<string, string>;
  assert.equal(made.Kind, 'route');
  assert.equal(made.Origin, 'FRA');
  assert.equal(made.Destination, 'JFK');
  assert.match(made.Secret!, /^whsec_/);
  const listed = JSON.parse((await skyref('alerts', 'list', 'app-one')).stdout) as Record<string, string>[];
  assert.deepEqual(listed.map((s) => s.Id), [made.Id]);
  assert.equal(listed[0]!.Secret, undefined);
  assert.deepEqual(JSON.parse((await skyref('alerts', 'deliveries', 'app-one', made.Id!)).stdout), []);
  assert.match((await skyref('alerts', 'delete', 'app-one', made.Id!)).stdout, new RegExp(`deleted ${made.Id}`));
  assert.deepEqual(JSON.parse((await skyref('alerts', 'list', 'app-one')).stdout), []);
});

test('a callback at a private address is refused, and a client that does not exist too', async () => {
  await assert.rejects(skyref('alerts', 'subscribe', 'app-one', '--flight', 'LH400', '--date', TEST_DATE, '--callback', 'http://10.1.2.3/hook'), (error: { code: number; stderr: string }) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /callback URL refused: callbackUrl is not allowed: its host is a private address; nothing was sent to it/);
    return true;
  });
  await assert.rejects(skyref('alerts', 'list', 'nobody'), /no client "nobody"/);
  assert.deepEqual(JSON.parse((await skyref('alerts', 'list', 'app-one')).stdout), []);
});

test("alerts deliveries writes its times as the API does: ISO 8601 UTC, not epoch milliseconds", async () => {
  const made = JSON.parse((await skyref('alerts', 'subscribe', 'app-one', '--flight', 'LH400', '--date', TEST_DATE, '--callback', 'http://127.0.0.1:9/hook')).stdout) as Record<string, string>;
  // An alert queued as the deliverer queues it, at an instant with a fraction of a millisecond, as the clock gives.
  const db = openStateDb(dataDir);
  const queuedAt = TEST_NOW + 1234.5;
  try {
    await new SqliteAlertStore(db).enqueue([{ subscriptionId: made.Id!, alertId: 'alert-1', body: '{"FlightAlert":{"Type":"Delay"}}' }], queuedAt);
  } finally {
    db.close();
  }
  const [delivery] = JSON.parse((await skyref('alerts', 'deliveries', 'app-one', made.Id!)).stdout) as Record<string, unknown>[];
  assert.deepEqual(delivery, {
    AlertId: 'alert-1',
    Type: 'Delay',
    State: 'pending',
    Attempts: 0,
    CreatedAt: new Date(queuedAt).toISOString(),
    NextAttemptAt: new Date(queuedAt).toISOString(),
  });
});
