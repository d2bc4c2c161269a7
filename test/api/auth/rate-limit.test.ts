import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RateLimiter } from '../../../src/api/auth/rate-limit.js';

test('rate limiter: per-second window, then the hourly one', () => {
  const limiter = new RateLimiter();
  const limits = { perSecond: 2, perHour: 3 };
  const t = Date.UTC(2026, 0, 1, 10, 0, 0);
  assert.ok(limiter.take('a', limits, t).allowed);
  assert.ok(limiter.take('a', limits, t + 10).allowed);
  const second = limiter.take('a', limits, t + 20);
  assert.ok(!second.allowed && second.window === 'second');
  assert.ok(limiter.take('b', limits, t + 20).allowed, 'clients are counted apart');
  assert.ok(limiter.take('a', limits, t + 1000).allowed);
  const hour = limiter.take('a', limits, t + 2000);
  assert.ok(!hour.allowed && hour.window === 'hour' && hour.retryAfterSeconds === 3598);
});
