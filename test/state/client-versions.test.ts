// The merge rules every write-back and import follows: the newer state of a client wins, a tie goes
// to the state that refuses more, and a tombstone is a state like any other.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyOutcome, mergeDecision, refusedText, restriction, storedVersion, versionOverTombstone, type VersionedState } from '../../src/state/client-versions.js';

const enabled = (version: number, epoch = 'e1'): VersionedState => ({ version, state: 'enabled', epoch });
const disabled = (version: number, epoch = 'e2'): VersionedState => ({ version, state: 'disabled', epoch });
const deleted = (version: number): VersionedState => ({ version, state: 'deleted' });

test('nothing stored: written; a higher version: written; a lower one: refused as older', () => {
  assert.equal(mergeDecision(undefined, enabled(0)), 'write');
  assert.equal(mergeDecision(enabled(3), disabled(4)), 'write');
  assert.equal(mergeDecision(disabled(4), enabled(3)), 'older', 'a stale copy never re-enables a client disabled since');
  assert.equal(mergeDecision(enabled(5, 'rotated'), enabled(4, 'old')), 'older', 'nor brings back the epoch of a secret replaced since');
  assert.equal(mergeDecision(enabled(4), enabled(9)), 'write', 'a client re-added (new secret) after a loss wins over the older copy');
});

test('a tombstone is a state: an older client refused as deleted since, a newer one (added again) written', () => {
  assert.equal(mergeDecision(deleted(5), enabled(4)), 'deletedSince');
  assert.equal(mergeDecision(deleted(5), disabled(4)), 'deletedSince');
  assert.equal(mergeDecision(deleted(5), enabled(6)), 'write', 'registered again after the deletion');
  assert.equal(mergeDecision(enabled(4), deleted(5)), 'write', 'a copy that knew of the deletion deletes');
  assert.equal(mergeDecision(enabled(6), deleted(5)), 'older', 'an old tombstone does not delete a client made again');
  assert.equal(mergeDecision(deleted(5), deleted(5)), 'same');
  assert.equal(mergeDecision(deleted(6), deleted(5)), 'older');
});

test('equal versions (two copies split by a loss): the more restrictive state wins; the very same state is no change', () => {
  assert.equal(mergeDecision(enabled(3), disabled(3)), 'write');
  assert.equal(mergeDecision(disabled(3), enabled(3)), 'older');
  assert.equal(mergeDecision(disabled(3), deleted(3)), 'write');
  assert.equal(mergeDecision(deleted(3), enabled(3)), 'deletedSince');
  assert.equal(mergeDecision(enabled(3, 'a'), enabled(3, 'a')), 'same');
  assert.equal(mergeDecision(enabled(3, 'a'), enabled(3, 'b')), 'older', 'the stored one stays: every replica ends with the same');
  assert.deepEqual([restriction('enabled'), restriction('disabled'), restriction('deleted')], [0, 1, 2]);
});

test('records without a version (exports and stores from before versions) are version 0, older than any change', () => {
  for (const raw of [undefined, null, -1, 1.5, '3', Number.NaN]) assert.equal(storedVersion(raw), 0, String(raw));
  assert.equal(storedVersion(7), 7);
  assert.equal(mergeDecision(disabled(1), enabled(storedVersion(undefined))), 'older');
  assert.equal(versionOverTombstone({ id: 'x', version: 8, deletedAt: '2027-01-01T00:00:00.000Z' }), 9);
});

test('what was refused, for the operator, in one line', () => {
  const outcome = emptyOutcome();
  assert.equal(refusedText(outcome), '');
  outcome.older.push('a', 'b', 'c');
  outcome.deletedSince.push('d');
  assert.equal(refusedText(outcome), 'refused 3 older than the stored state: a, b, c; refused 1 deleted since: d');
  assert.equal(refusedText(outcome, 2), 'refused 3 older than the stored state: a, b and 1 more; refused 1 deleted since: d');
});
