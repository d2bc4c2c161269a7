// The ticketing facts a dataset carries are checked with it before it is written over the served one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateDataset } from '../../src/dataset/dataset-validation.js';
import { NO_TICKETING } from '../../src/domain/ticketing.js';
import { TICKETING } from '../../src/ingest/curated/ticketing.js';
import { fixtureContent, leg } from '../support/schedule-fixture.js';

const content = () =>
  fixtureContent([leg({ flight: 'LH 1', from: 'FRA', to: 'MUC', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2026-12-31' })]);

test('the curated facts and no facts at all pass; airports the dataset lacks are no problem', () => {
  const withFacts = content();
  withFacts.schedule.ticketing = TICKETING;
  assert.deepEqual(validateDataset(withFacts), [], 'TICKETING names Ryanair airports this small dataset lacks');
  const none = content();
  none.schedule.ticketing = NO_TICKETING;
  assert.deepEqual(validateDataset(none), []);
});

test('malformed facts are refused, each problem named', () => {
  const bad = content();
  bad.schedule.ticketing = {
    ...NO_TICKETING,
    alliances: [{ name: 'star', members: ['LH', 'LUFTHANSA'] }],
    noFrills: [{ airline: 'FR', own: { kind: 'airports', airports: ['stn'] }, partners: [] }],
    airportChanges: [{ airports: ['LHR', 'LHR'], minutes: 0, sellers: ['BA'] }],
    defaultAirportChangeMinutes: -1,
  };
  assert.deepEqual(validateDataset(bad), [
    'ticketing: alliance star: "LUFTHANSA" is not an airline code',
    'ticketing: no-frills FR connects at "stn", not an airport code',
    'ticketing: airport change LHR-LHR is not between two airport codes',
    'ticketing: airport change LHR-LHR takes 0 minutes (1 to 780)',
    'ticketing: the default airport change time is not a positive number of minutes',
  ]);
});
