import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signingKey } from '../../src/state/signing-key.js';
import type { StateDb } from '../../src/state/state-db.js';
import { freshStateDir, openState } from '../support/state-dirs.js';

const stored = (db: StateDb) =>
  db.prepare("SELECT value FROM settings WHERE key = 'token_signing_key'").all().map((row) => ({ value: String(row.value) }));

test('a configured key is used as its UTF-8 bytes, and nothing is stored', () => {
  const db = openState(freshStateDir());
  const key = signingKey(db, 'sekret-ä');
  assert.deepEqual([...key], [0x73, 0x65, 0x6b, 0x72, 0x65, 0x74, 0x2d, 0xc3, 0xa4]);
  assert.deepEqual(stored(db), []);
});

test('without one, a 32-byte key is made once and kept', () => {
  const dir = freshStateDir();
  const db = openState(dir);
  const first = signingKey(db, undefined);
  assert.equal(first.length, 32);
  assert.ok(first.some((b) => b !== 0));
  assert.deepEqual(stored(db), [{ value: Buffer.from(first).toString('base64url') }]);
  assert.deepEqual(signingKey(db, undefined), first, 'the same on a second call');
  assert.deepEqual(signingKey(openState(dir), undefined), first, 'the same on a second connection (a restart)');
  assert.equal(stored(db).length, 1);
  assert.notDeepEqual(signingKey(openState(freshStateDir()), undefined), first, 'another state directory, another key');
});

test('a configured key takes precedence over the stored one without replacing it', () => {
  const db = openState(freshStateDir());
  const made = signingKey(db, undefined);
  assert.deepEqual([...signingKey(db, 'configured')], [...new TextEncoder().encode('configured')]);
  assert.deepEqual(signingKey(db, undefined), made);
});

test('an empty configured key counts as none', () => {
  const db = openState(freshStateDir());
  const key = signingKey(db, '');
  assert.equal(key.length, 32);
  assert.deepEqual(signingKey(db, undefined), key);
});
