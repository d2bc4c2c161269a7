import assert from 'node:assert/strict';
import { test } from 'node:test';
import { airportProperName, placeFromAirportName } from '../../src/domain/place-names.js';

test('the place an airport is named after', () => {
  assert.equal(placeFromAirportName('Anaa Airport'), 'Anaa');
  assert.equal(placeFromAirportName('Albany International Airport'), 'Albany');
  assert.equal(placeFromAirportName('Akhiok Sea Plane Base'), 'Akhiok');
  assert.equal(placeFromAirportName('Airport'), 'Airport');
});

test("an airport's proper name leaves out the English words for the kind of facility", () => {
  assert.equal(airportProperName('Memmingen Allgäu Airport'), 'Memmingen Allgäu');
  assert.equal(airportProperName('Kraków John Paul II International Airport'), 'Kraków John Paul II');
  assert.equal(airportProperName('Ardmore Municipal Airport'), 'Ardmore');
  assert.equal(airportProperName('Dallas Love Field'), 'Dallas Love Field');
  assert.equal(airportProperName('Angoon Seaplane Base'), 'Angoon');
  assert.equal(airportProperName('Brindisi - Salento Airport'), 'Brindisi - Salento');
  assert.equal(airportProperName('Zürich HB railway station'), 'Zürich HB');
  assert.equal(airportProperName('International Airport'), undefined);
});
