// Block times by wind, season and peak hour, worked out on known airports (issue 45, decision 75).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../../src/domain/flight-dates.js';
import { stillAirMinutes } from '../../../src/ingest/network/aircraft-performance.js';
import { dayBufferShare, exposureOf, iataSeason, iataSeasonSpan, jetShare, peakMinutes, peaksWithinBand, peakWeight, plannedBlock, typicalBlock, windFactor } from '../../../src/ingest/network/block-times.js';

const day = (iso: string) => dayFromIso(iso)!;
const JFK = [40.64, -73.78] as const;
const LHR = [51.47, -0.45] as const;
const SIN = [1.36, 103.99] as const;
const CGK = [-6.13, 106.66] as const;
const SYD = [-33.95, 151.18] as const;
const PER = [-31.94, 115.97] as const;

test('IATA seasons change on the last Sundays of March and October', () => {
  assert.equal(iataSeason(day('2027-03-27')), 'winter', 'Saturday before the last Sunday of March');
  assert.equal(iataSeason(day('2027-03-28')), 'summer');
  assert.equal(iataSeason(day('2027-10-30')), 'summer');
  assert.equal(iataSeason(day('2027-10-31')), 'winter');
  assert.equal(iataSeason(day('2027-01-15')), 'winter');
  assert.deepEqual(iataSeasonSpan(day('2026-12-01')), { season: 'winter', next: day('2027-03-28') }, 'a December date waits for next March');
  assert.deepEqual(iataSeasonSpan(day('2027-05-01')), { season: 'summer', next: day('2027-10-31') });
});

test('the jet stream blows hardest in the middle latitudes, in the hemisphere\'s winter', () => {
  assert.ok(jetShare(45, 'winter') > jetShare(45, 'summer'));
  assert.ok(jetShare(-45, 'summer') > jetShare(-45, 'winter'), 'southern winter is the northern summer');
  assert.ok(jetShare(45, 'winter') > 2 * jetShare(5, 'winter'), 'little in the tropics');
});

test('winds: JFK→LHR is shorter than LHR→JFK by about an hour in winter, less in summer', () => {
  const { fixed, cruise } = stillAirMinutes(5540, '789');
  const block = (from: readonly [number, number], to: readonly [number, number], season: 'winter' | 'summer') =>
    plannedBlock(fixed, cruise, windFactor(from[0], from[1], to[0], to[1], season), 0);
  const winter = block(LHR, JFK, 'winter') - block(JFK, LHR, 'winter');
  const summer = block(LHR, JFK, 'summer') - block(JFK, LHR, 'summer');
  assert.ok(winter >= 45 && winter <= 70, `winter: westbound longer by ${winter} min`);
  assert.ok(summer >= 30 && summer < winter, `summer: westbound longer by ${summer} min`);
  assert.ok(windFactor(...JFK, ...LHR, 'winter') < 1 && windFactor(...LHR, ...JFK, 'winter') > 1);
  // Across the latitudes of the winds, eastward: Perth to Sydney is faster than back.
  assert.ok(windFactor(...PER, ...SYD, 'summer') < windFactor(...SYD, ...PER, 'summer'));
  // Due south near the equator, little wind either way.
  assert.ok(Math.abs(windFactor(...SIN, ...CGK, 'winter') - 1) < 0.01);
  assert.equal(windFactor(...JFK, ...JFK, 'winter'), 1, 'no track, no wind');
  // Turboprops fly below the jet streams.
  assert.ok(windFactor(...JFK, ...LHR, 'winter', exposureOf('turboprop').wind) > windFactor(...JFK, ...LHR, 'winter'));
});

test("the day's buffer: none in the morning, rising from 10:00 to 4 % of the flying time at 20:00 and after", () => {
  assert.equal(dayBufferShare(7 * 60), 0);
  assert.equal(dayBufferShare(10 * 60), 0);
  assert.ok(Math.abs(dayBufferShare(15 * 60) - 0.02) < 1e-12);
  assert.equal(dayBufferShare(20 * 60), 0.04);
  assert.equal(dayBufferShare(23 * 60 + 30), 0.04);
  assert.equal(dayBufferShare(-60), 0.04, '23:00 of the day before');
});

test('peak minutes: full in the morning and evening peaks, half at midday, none at night, capped by the block', () => {
  assert.equal(peakWeight(8 * 60), 1);
  assert.equal(peakWeight(18 * 60 + 59), 1);
  assert.equal(peakWeight(12 * 60), 0.5);
  assert.equal(peakWeight(2 * 60), 0);
  assert.equal(peakWeight(-60), 0, '23:00 of the day before');
  assert.equal(peakMinutes(400, 12, 1, 9, 0.5), 16.5);
  assert.equal(peakMinutes(60, 12, 1, 12, 1), 2 * 0.07 * 60, 'a one-hour hop: each end at most 7 % of its block');
  assert.equal(plannedBlock(35, 100, 1, 0), 135);
  assert.equal(plannedBlock(35, 100, 1.02, 4), 140, 'rounded to 5 minutes');
  assert.equal(plannedBlock(5, 5, 1, 0), 25, 'at least 25 minutes');
  // TPE–XMN, 318 km: typical 54 minutes, a narrow-body's 61 in still air leaves 6.5 for peaks.
  assert.equal(typicalBlock(800), 90);
  assert.ok(Math.abs(peaksWithinBand(61, 9, 318) - (1.3 * typicalBlock(318) - 2.5 - 61)) < 1e-9);
  assert.equal(peaksWithinBand(400, 9, 5540), 9, 'a long leg keeps them all');
  assert.equal(peaksWithinBand(95, 6, 500), 0, 'a turboprop-slow block gets none');
});
