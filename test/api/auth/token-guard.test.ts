import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressKey, GUARD_SETTINGS, TokenEndpointGuard, type GuardOutcome } from '../../../src/api/auth/token-guard.js';

/** A guard on a clock the test moves. */
function guardAt(start = 1_000_000, settings = GUARD_SETTINGS) {
  const clock = { now: start };
  return { clock, guard: new TokenEndpointGuard(settings, () => clock.now) };
}

const fail = () => Promise.resolve(undefined);
const pass = () => Promise.resolve('client');

/** A check that ends when the test says. */
function held() {
  let end!: (value: string | undefined) => void;
  const promise = new Promise<string | undefined>((resolve) => (end = resolve));
  return { check: () => promise, end };
}

test('5 failures for one id within a minute lock it for a minute, from every address, known id or not', async () => {
  const { clock, guard } = guardAt();
  for (let i = 0; i < 5; i++) assert.deepEqual(await guard.attempt('app', `10.0.0.${i}`, fail), { kind: 'checked', value: undefined });
  let checked = false;
  const locked = await guard.attempt('app', '10.9.9.9', async () => ((checked = true), 'client'));
  assert.deepEqual(locked, { kind: 'throttled', retryAfterSeconds: 60 });
  assert.equal(checked, false, 'a locked attempt is not checked');
  clock.now += 59_001;
  assert.deepEqual(await guard.attempt('app', '10.0.0.1', pass), { kind: 'throttled', retryAfterSeconds: 1 });
  clock.now += 1000;
  assert.deepEqual(await guard.attempt('app', '10.0.0.1', pass), { kind: 'checked', value: 'client' });
  assert.deepEqual(await guard.attempt('other', '10.0.0.1', pass), { kind: 'checked', value: 'client' }, 'other ids are not locked');
});

test('failures spread over more than a minute do not lock', async () => {
  const { clock, guard } = guardAt();
  for (let i = 0; i < 12; i++) {
    assert.equal((await guard.attempt('slow', '10.0.0.1', fail)).kind, 'checked', String(i));
    clock.now += 15_001;
  }
});

test('each lock that follows within 16 minutes of the last lasts twice as long, up to 16 minutes; later they start again at one', async () => {
  const { clock, guard } = guardAt();
  const lockFor = async () => {
    for (let i = 0; i < 5; i++) await guard.attempt('app', `10.0.${i}.1`, fail);
    const outcome = await guard.attempt('app', '10.1.1.1', pass);
    assert.equal(outcome.kind, 'throttled');
    return (outcome as { retryAfterSeconds: number }).retryAfterSeconds;
  };
  const seen: number[] = [];
  for (let i = 0; i < 6; i++) {
    const seconds = await lockFor();
    seen.push(seconds);
    clock.now += seconds * 1000;
  }
  assert.deepEqual(seen, [60, 120, 240, 480, 960, 960]);
  clock.now += 16 * 60_000 + 1;
  assert.equal(await lockFor(), 60);
});

test('an address is locked after 20 failures, whatever the ids; other addresses are not', async () => {
  const { guard } = guardAt();
  for (let i = 0; i < 20; i++) assert.equal((await guard.attempt(`ghost-${i}`, '10.0.0.1', fail)).kind, 'checked');
  assert.deepEqual(await guard.attempt('app', '10.0.0.1', pass), { kind: 'throttled', retryAfterSeconds: 60 });
  assert.deepEqual(await guard.attempt('app', '10.0.0.2', pass), { kind: 'checked', value: 'client' });
});

test('a success clears its id failures, not those of its address', async () => {
  const { guard } = guardAt();
  for (let i = 0; i < 4; i++) await guard.attempt('app', `10.0.0.${i}`, fail);
  await guard.attempt('app', '10.0.1.1', pass);
  for (let i = 0; i < 4; i++) assert.equal((await guard.attempt('app', '10.0.2.1', fail)).kind, 'checked', 'the count started again');
  for (let i = 0; i < 16; i++) await guard.attempt(`ghost-${i}`, '10.0.2.1', fail);
  await guard.attempt('mine', '10.0.2.1', pass).then((o) => assert.equal(o.kind, 'throttled', 'a success of its own does not clear an address'));
});

test('the queue: one check at a time, clean addresses first, a full queue refuses or evicts the worst', async () => {
  const settings = { ...GUARD_SETTINGS, maxWaiting: 3 };
  const { guard } = guardAt(1_000_000, settings);
  // 10.0.0.9 has failed once: it goes after addresses that have not.
  await guard.attempt('x', '10.0.0.9', fail);
  const order: string[] = [];
  const first = held();
  const running = guard.attempt('a', '10.0.0.1', first.check);
  const track = (label: string, ip: string) =>
    guard.attempt(label, ip, async () => {
      order.push(label);
      return undefined;
    });
  const waiting: Promise<GuardOutcome<unknown>>[] = [track('flood-1', '10.0.0.9'), track('flood-2', '10.0.0.9'), track('busy-1', '10.0.0.2')];
  // The queue is full (3): a clean newcomer takes the place of the last in order (flood-2)…
  const clean = track('clean', '10.0.0.3');
  // …and another request from the flooding address is refused at once.
  assert.deepEqual(await guard.attempt('flood-3', '10.0.0.9', pass), { kind: 'busy', retryAfterSeconds: 1 });
  assert.deepEqual(await waiting[1], { kind: 'busy', retryAfterSeconds: 1 }, 'flood-2 was evicted');
  first.end('client');
  assert.deepEqual(await running, { kind: 'checked', value: 'client' });
  await Promise.all([waiting[0], waiting[2], clean]);
  assert.deepEqual(order, ['busy-1', 'clean', 'flood-1']);
});

test('a waiting request whose id got locked meanwhile is refused without its check', async () => {
  const { guard } = guardAt();
  await guard.attempt('x', '10.0.0.2', fail); // 10.0.0.2 has failed: its requests go last
  const first = held();
  const running = guard.attempt('a', '10.0.0.1', first.check);
  let checked = false;
  const waiting = guard.attempt('victim', '10.0.0.2', async () => ((checked = true), 'client'));
  const failures = Array.from({ length: 5 }, (_, i) => guard.attempt('victim', `10.0.1.${i}`, fail));
  first.end(undefined);
  await running;
  for (const outcome of await Promise.all(failures)) assert.equal(outcome.kind, 'checked');
  assert.deepEqual(await waiting, { kind: 'throttled', retryAfterSeconds: 60 });
  assert.equal(checked, false);
});

test('addresses: IPv4 as it is, IPv4 mapped into IPv6 as IPv4, IPv6 by its /64', () => {
  assert.equal(addressKey('192.0.2.7'), '192.0.2.7');
  assert.equal(addressKey('::ffff:192.0.2.7'), '192.0.2.7');
  assert.equal(addressKey('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:db8:1:2::9'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:0db8:0001:0002:ffff::1'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(addressKey('::1'), '0:0:0:0::/64');
});
