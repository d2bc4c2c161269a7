import assert from 'node:assert/strict';
import { test } from 'node:test';
import { currentUtcOffset, currentUtcOffsetMinutes, formatUtcOffset, isKnownTimeZone, utcOffsetMinutes } from '../../src/domain/time-zone.js';

test('offsets follow DST by date', () => {
  assert.equal(utcOffsetMinutes('Europe/Berlin', Date.UTC(2026, 0, 15)), 60);
  assert.equal(utcOffsetMinutes('Europe/Berlin', Date.UTC(2026, 6, 15)), 120);
  assert.equal(utcOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15)), -300);
  assert.equal(utcOffsetMinutes('Australia/Sydney', Date.UTC(2026, 0, 15)), 660);
  assert.equal(utcOffsetMinutes('UTC', Date.UTC(2026, 0, 15)), 0);
});

test('the DST change is exact to the minute (Berlin, 29 March 2026, 01:00 UTC)', () => {
  assert.equal(utcOffsetMinutes('Europe/Berlin', Date.UTC(2026, 2, 29, 0, 59)), 60);
  assert.equal(utcOffsetMinutes('Europe/Berlin', Date.UTC(2026, 2, 29, 1, 0)), 120);
});

test('half-hour and 45-minute zones, east and west', () => {
  assert.equal(formatUtcOffset(utcOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 5, 1))), '+05:30');
  assert.equal(formatUtcOffset(utcOffsetMinutes('Asia/Kathmandu', Date.UTC(2026, 5, 1))), '+05:45');
  assert.equal(formatUtcOffset(utcOffsetMinutes('America/St_Johns', Date.UTC(2026, 0, 1))), '-03:30');
  assert.equal(formatUtcOffset(utcOffsetMinutes('Pacific/Kiritimati', Date.UTC(2026, 0, 1))), '+14:00');
  assert.equal(formatUtcOffset(-600), '-10:00');
  assert.equal(formatUtcOffset(0), '+00:00');
});

test('the current offset is the offset of now', () => {
  const now = Date.UTC(2026, 6, 1, 12, 7);
  assert.equal(currentUtcOffset('Europe/London', now), '+01:00');
  assert.equal(currentUtcOffset('Europe/London', Date.UTC(2026, 11, 1)), '+00:00');
});

test('around a clock change the current offset in minutes turns at the change, not at the quarter hour before', () => {
  // Europe/Berlin went to summer time at 01:00Z on 29 March 2026.
  const change = Date.UTC(2026, 2, 29, 1, 0);
  assert.equal(currentUtcOffsetMinutes('Europe/Berlin', change - 60_000), 60);
  assert.equal(currentUtcOffsetMinutes('Europe/Berlin', change), 120);
  assert.equal(currentUtcOffsetMinutes('Europe/Berlin', change + 14 * 60_000), 120);
  assert.equal(currentUtcOffsetMinutes('Europe/Berlin', change - 15 * 60_000), 60);
  // Asia/Kathmandu keeps +05:45 all year.
  assert.equal(currentUtcOffsetMinutes('Asia/Kathmandu', Date.UTC(2026, 5, 1, 9, 59)), 345);
});

test('zone names are checked against ICU', () => {
  assert.ok(isKnownTimeZone('Europe/Berlin'));
  assert.ok(isKnownTimeZone('Asia/Calcutta'));
  assert.ok(!isKnownTimeZone('Mars/Olympus_Mons'));
});
