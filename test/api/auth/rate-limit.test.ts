// The in-process RateLimiter: two token buckets per client, a second's and an hour's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiter, type RateDecision } from '../../../src/api/auth/rate-limit.js';

const allowedOf = (decisions: RateDecision[]) => decisions.filter((d) => d.allowed).length;

test('rate limiter: a burst of the limit, then one request every 1/limit second; clients apart', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 2, perHour: 1000 };
  const t = Date.UTC(2026, 0, 1, 10, 0, 0);
  assert.ok(limiter.take('a', limits, t).allowed);
  assert.ok(limiter.take('a', limits, t + 10).allowed);
  const refused = limiter.take('a', limits, t + 20);
  // Half a second's allowance per request: the next fits once the first has drained, 500 ms after it.
  assert.deepEqual(refused, { allowed: false, window: 'second', limit: 2, retryAfterSeconds: 1, resetSeconds: 1, retryAtMs: t + 500, resetAtMs: t + 1000 });
  assert.ok(limiter.take('b', limits, t + 20).allowed, 'clients are counted apart');
  assert.equal(limiter.take('a', limits, t + 499).allowed, false, 'not a millisecond early');
  assert.ok(limiter.take('a', limits, t + 500).allowed, 'exactly when Retry-After said');
  assert.equal(limiter.take('a', limits, t + 501).allowed, false);
});

test('rate limiter: no boundary doubles a burst — a 5/s client gets 5 of 10 requests within 100 ms across a second', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 5, perHour: 1000 };
  const boundary = Date.UTC(2026, 0, 1, 10, 0, 1);
  // Five just before the second turns, five just after: a fixed window let all ten through.
  const decisions = [-50, -40, -30, -20, -10, 0, 10, 20, 30, 40].map((dt) => limiter.take('burst', limits, boundary + dt));
  assert.equal(allowedOf(decisions), 5);
  assert.deepEqual(decisions.map((d) => d.allowed), [true, true, true, true, true, false, false, false, false, false]);
  // Over any second, at most the limit plus what drained meanwhile: 5 + 5 over the next second.
  const later = Array.from({ length: 20 }, (_, i) => limiter.take('burst', limits, boundary + 50 + i * 50));
  assert.equal(allowedOf(later), 5, 'one every 200 ms');
});

test('rate limiter: the hour bucket is checked first; its Retry-After is when a request fits again, its reset when it is empty', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 10, perHour: 3 };
  const t = Date.UTC(2026, 0, 1, 10, 59, 59);
  for (let i = 0; i < 3; i++) assert.ok(limiter.take('h', limits, t + i).allowed);
  const refused = limiter.take('h', limits, t + 1000);
  // Each request holds a third of the hour (1,200 s) of the allowance; the first is back 1,200 s after it.
  assert.deepEqual(refused, {
    allowed: false,
    window: 'hour',
    limit: 3,
    retryAfterSeconds: 1199,
    resetSeconds: 3599,
    retryAtMs: t + 1_200_000,
    resetAtMs: t + 3_600_000,
  });
  assert.equal(limiter.take('h', limits, t + 1001).allowed, false, 'no new allowance when the clock hour turns');
  assert.equal(limiter.take('h', limits, t + 1_199_999).allowed, false);
  assert.ok(limiter.take('h', limits, t + 1_200_000).allowed);
});

test('rate limiter: a refused request changes nothing, in either bucket', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 2, perHour: 5 };
  const t0 = Date.UTC(2026, 0, 2, 8, 0, 0);
  const perSecond: number[] = [];
  for (let second = 0; second < 3; second++) {
    const decisions = Array.from({ length: 12 }, (_, i) => limiter.take('flood', limits, t0 + second * 1000 + i));
    perSecond.push(allowedOf(decisions));
  }
  assert.deepEqual(perSecond, [2, 2, 1], '2 + 2 + 1: the hour holds 5 however many were refused');
});

test('rate limiter: a clock behind the last allowed request (another replica\'s) drains nothing until it catches up', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 1, perHour: 1000 };
  const t = Date.UTC(2026, 0, 3, 8, 0, 0);
  assert.ok(limiter.take('skew', limits, t).allowed);
  const behind = limiter.take('skew', limits, t - 5000);
  assert.ok(!behind.allowed);
  assert.equal(behind.retryAtMs, t + 1000, 'from the time of the last allowed request');
  assert.equal(behind.retryAfterSeconds, 6);
  assert.ok(limiter.take('skew', limits, t + 1000).allowed);
});

test('rate limiter: limits raised or lowered apply to the allowance already used', () => {
  const limiter = new RateLimiter();
  const t = Date.UTC(2026, 0, 4, 8, 0, 0);
  for (let i = 0; i < 5; i++) assert.ok(limiter.take('c', { perSecond: 5, perHour: 1000 }, t).allowed);
  assert.equal(limiter.take('c', { perSecond: 5, perHour: 1000 }, t).allowed, false);
  assert.ok(limiter.take('c', { perSecond: 10, perHour: 1000 }, t).allowed, 'raised: room at once');
  const lowered = limiter.take('c', { perSecond: 2, perHour: 1000 }, t);
  assert.ok(!lowered.allowed);
  assert.equal(lowered.retryAtMs, t + 2500, '6,000 request-ms drained at 2 a ms down to 1,000');
});

test('rate limiter: a request is let in while one more fits, then charged in full, past full if it costs more: the client waits it off', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 5, perHour: 1000 };
  const t = Date.UTC(2026, 0, 5, 8, 0, 0);
  const first = limiter.take('heavy', limits, t, 3);
  assert.deepEqual(first, { allowed: true, limit: 5, remaining: 2, resetSeconds: 1 });
  const second = limiter.take('heavy', limits, t, 12);
  assert.deepEqual(second, { allowed: true, limit: 5, remaining: 0, resetSeconds: 3 }, 'two left let it in; 15 charged drain in 3 s');
  const refused = limiter.take('heavy', limits, t + 2199, 1);
  assert.ok(!refused.allowed);
  assert.equal(refused.retryAtMs, t + 2200, 'room for one once 11,000 of 15,000 request-ms have drained at 5 a ms');
  assert.ok(limiter.take('heavy', limits, t + 2200, 1).allowed);
});

test('rate limiter: what is left is the scarcer window\'s, in requests', () => {
  const limiter = new RateLimiter();
  const t = Date.UTC(2026, 0, 6, 8, 0, 0);
  assert.deepEqual(limiter.take('h', { perSecond: 10, perHour: 4 }, t, 2), { allowed: true, limit: 4, remaining: 2, resetSeconds: 1800 });
  assert.deepEqual(limiter.take('s', { perSecond: 3, perHour: 1000 }, t, 1), { allowed: true, limit: 3, remaining: 2, resetSeconds: 1 });
});
