import assert from 'node:assert/strict';
import { test } from 'node:test';
import { placeFromAirportName } from '../../src/domain/place-names.js';

test('the place an airport is named after', () => {
  assert.equal(placeFromAirportName('Anaa Airport'), 'Anaa');
  assert.equal(placeFromAirportName('Albany International Airport'), 'Albany');
  assert.equal(placeFromAirportName('Akhiok Sea Plane Base'), 'Akhiok');
  assert.equal(placeFromAirportName('Airport'), 'Airport');
});
