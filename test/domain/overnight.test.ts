import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOvernight, nightMinutes, OVERNIGHT_MINUTES } from '../../src/domain/overnight.js';

/** Wall minutes of a day (epoch day 20000) and a time, `hh:mm`, days later. */
const at = (time: string, days = 0) => (20_000 + days) * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

test('the night runs from 23:00 to 07:00: minutes of a wait within it', () => {
  assert.equal(nightMinutes(at('23:25'), at('07:00', 1)), 455, 'landing 23:25, leaving 07:00 the next morning');
  assert.equal(nightMinutes(at('21:00'), at('23:00')), 0, 'an evening wait');
  assert.equal(nightMinutes(at('07:00'), at('22:59')), 0, 'a day wait');
  assert.equal(nightMinutes(at('02:00'), at('08:00')), 300, 'from the small hours into the morning');
  assert.equal(nightMinutes(at('22:00'), at('08:00', 2)), 2 * 480, 'two whole nights');
  assert.equal(nightMinutes(at('00:15'), at('03:30')), 195);
});

test('overnight: at least 240 minutes of night; a hub bank of night departures is not', () => {
  assert.equal(OVERNIGHT_MINUTES, 240);
  assert.equal(isOvernight(at('23:25'), at('07:00', 1)), true, 'Stansted at 23:25, Heathrow at 07:00');
  assert.equal(isOvernight(at('00:15'), at('03:30')), false, 'a Gulf hub bank: 3 h 15 of night');
  assert.equal(isOvernight(at('01:00'), at('05:00')), true, 'exactly 240 minutes');
  assert.equal(isOvernight(at('01:00'), at('04:59')), false, 'a minute short');
  assert.equal(isOvernight(at('19:00'), at('02:30', 1)), false, 'evening into a night flight: 3 h 30 of night');
  assert.equal(isOvernight(at('04:30'), at('12:00')), false, 'an early landing: 2 h 30 of night');
});
