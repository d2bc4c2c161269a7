// Nothing revoked comes back (decision 69), against real `skyref serve` processes of two workers
// sharing a real Redis: a stale replica writing its copy back first after Redis lost its data does
// not re-enable a client disabled since; an old export does not either, nor restore a client deleted
// since without --restore-deleted; and every replica counts each of three losses once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { REDIS_SKIP, startTestRedis, type TestRedis } from '../support/redis.js';
import { oldExportImported, repeatedLosses, staleReplicaFirst } from '../support/state-attack.js';

const skip = REDIS_SKIP;
let redis: TestRedis;

before(async () => {
  if (skip) return;
  redis = await startTestRedis();
});
after(async () => {
  await redis?.close();
});

test('a stale replica writes its copy back first: the client disabled since stays disabled, its old token refused on both', { skip }, async (t) => {
  const outcome = await staleReplicaFirst(redis.url, (line) => t.diagnostic(line));
  assert.ok(outcome.staleWroteFirst, 'the stale copy was the first written back (else this test proves nothing)');
  assert.deepEqual(outcome.statuses, { stale: 401, fresh: 401 });
  assert.ok(outcome.disabledEverywhere);
  const [stale, fresh] = outcome.replicas;
  assert.ok(
    fresh!.lines.some((line) => line.includes(`replica ${stale!.id} wrote its copy back; this replica (${fresh!.id}) merges its own in`)),
    `the fresh replica names the one that wrote back: ${fresh!.lines.join(' | ')}`,
  );
});

test('an old export imported: the client disabled since stays disabled, the one deleted since stays deleted unless --restore-deleted', { skip }, async (t) => {
  const outcome = await oldExportImported(redis.url, (line) => t.diagnostic(line));
  assert.equal(outcome.importReenabled, false);
  assert.equal(outcome.importRestoredDeleted, false);
  assert.match(outcome.output, /^imported \d+ clients \(generation [\w-]+\); refused 1 older than the stored state: later-disabled; refused 1 deleted since: later-deleted \(--restore-deleted/);
  assert.match(outcome.outputWithFlag, /restored 1 deleted since, with their old tokens \(--restore-deleted\): later-deleted/);
  assert.ok(outcome.restoredWithFlag, 'the deleted client back with its old token');
});

test('three losses: every replica counts 3, and none calls its own write-back another replica\'s', { skip }, async (t) => {
  const outcome = await repeatedLosses(redis.url, (line) => t.diagnostic(line));
  assert.deepEqual(outcome.counts, [3, 3]);
  assert.equal(outcome.stored, 3, 'the count in Redis survives the losses that empty it');
  assert.deepEqual(outcome.misattributed, []);
  assert.ok(outcome.replicas.every((r) => r.announced), 'each replica named itself at start');
});
