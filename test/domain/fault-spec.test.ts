// The fault spec of sandbox clients: what it accepts, what it refuses (naming the part), and the
// steps it gives, the same for the same seed and request number.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { faultStep, FaultSpecError, parseFaultSpec } from '../../src/domain/fault-spec.js';

test('rates, latency and retry-after', () => {
  assert.deepEqual(parseFaultSpec('429:5%,503:2%,latency:200ms@10%'), {
    mode: 'rates', rates: { 401: 0, 429: 0.05, 503: 0.02 }, latencyMs: 200, latencyRate: 0.1, retryAfterSeconds: 1,
  });
  assert.deepEqual(parseFaultSpec(' 401:0.5% , latency:50ms, retry-after:30s '), {
    mode: 'rates', rates: { 401: 0.005, 429: 0, 503: 0 }, latencyMs: 50, latencyRate: 1, retryAfterSeconds: 30,
  });
});

test('a sequence, with retry-after anywhere', () => {
  assert.deepEqual(parseFaultSpec('seq:200,429,300ms,503,401,retry-after:5s'), {
    mode: 'sequence',
    steps: [{ kind: 'answer', latencyMs: 0 }, { kind: 429 }, { kind: 'answer', latencyMs: 300 }, { kind: 503 }, { kind: 401 }],
    retryAfterSeconds: 5,
  });
});

test('what is refused, and why', () => {
  for (const [spec, why] of [
    ['', /empty/],
    ['429:lots', /percentage/],
    ['429:101%', /percentage/],
    ['429:5%,429:6%', /more than once/],
    ['429:60%,503:50%', /more than 100%/],
    ['404:5%', /expected 401/],
    ['latency:2s', /latency such as/],
    ['latency:100000ms', /at most/],
    ['seq:200,404', /a step of a sequence/],
    ['429:5%,seq:200', /comes first/],
    ['retry-after:0s', /seconds/],
    ['retry-after:1s,retry-after:2s', /more than once/],
    ['seq:' + '200,'.repeat(600) + '200', /longer than/],
  ] as const) {
    assert.throws(() => parseFaultSpec(spec), (e: unknown) => e instanceof FaultSpecError && why.test(e.message), spec);
  }
});

test('steps: a sequence in turn and round again; rates drawn from seed and index alone, near their rates', () => {
  const seq = parseFaultSpec('seq:200,429,503');
  assert.deepEqual([0, 1, 2, 3, 4].map((i) => faultStep(seq, 7, i).kind), ['answer', 429, 503, 'answer', 429]);
  const rates = parseFaultSpec('429:10%,401:10%,503:10%,latency:100ms@50%');
  const draw = (seed: number) => Array.from({ length: 10_000 }, (_, i) => faultStep(rates, seed, i));
  const one = draw(42);
  assert.deepEqual(draw(42), one);
  assert.notDeepEqual(draw(43), one);
  for (const kind of [429, 401, 503] as const) {
    const share = one.filter((s) => s.kind === kind).length / one.length;
    assert.ok(Math.abs(share - 0.1) < 0.015, `${kind}: ${share}`);
  }
  const late = one.filter((s) => s.kind === 'answer' && s.latencyMs === 100).length / one.filter((s) => s.kind === 'answer').length;
  assert.ok(Math.abs(late - 0.5) < 0.03, `late: ${late}`);
});
