import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectLoadGarbage, collectSwapGarbage } from '../../src/load-garbage.js';

test('the load\'s garbage is collected at once, and no gc global is left behind', () => {
  let garbage: number[][] | undefined = Array.from({ length: 400 }, () => Array.from({ length: 10_000 }, (_, i) => i + 0.5));
  assert.equal(garbage.length, 400);
  const before = process.memoryUsage().heapUsed;
  garbage = undefined;
  collectLoadGarbage();
  const after = process.memoryUsage().heapUsed;
  assert.ok(before - after > 25e6, `the 32 MB of arrays were collected (${((before - after) / 1e6).toFixed(0)} MB freed)`);
  assert.equal((globalThis as { gc?: unknown }).gc, undefined);
});

test("a swap's garbage is collected concurrently: the promise resolves once it is, and no gc global is left behind", async () => {
  let garbage: number[][] | undefined = Array.from({ length: 400 }, () => Array.from({ length: 10_000 }, (_, i) => i + 0.5));
  assert.equal(garbage.length, 400);
  const before = process.memoryUsage().heapUsed;
  garbage = undefined;
  const collected = collectSwapGarbage();
  assert.equal((globalThis as { gc?: unknown }).gc, undefined);
  await collected;
  const after = process.memoryUsage().heapUsed;
  assert.ok(before - after > 25e6, `the 32 MB of arrays were collected (${((before - after) / 1e6).toFixed(0)} MB freed)`);
});
