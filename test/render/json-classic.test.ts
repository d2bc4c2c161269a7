// The original API's JSON dialect: what its converter did to each kind of element and value.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { el, elAttrs, leaf, list } from '../../src/documents/tree.js';
import { classicValue, renderClassicJson } from '../../src/render/json-classic.js';

test('text that reads back unchanged as a Java long, double or boolean becomes one; the rest stays text', () => {
  for (const [text, value] of [
    ['12', 12], ['0', 0], ['-4', -4], ['2346', 2346], ['320', 320],
    ['57.09305556', 57.09305556], ['-3.926388889', -3.926388889], ['180.0', 180], ['0.5', 0.5],
    ['true', true], ['false', false],
  ] as const) {
    assert.strictEqual(classicValue(text), value, text);
  }
  for (const text of ['0012', '32A', '1.50', '-0', '+1', '1e3', '0.0005', '12345678.5', 'TRUE', '', ' 1', 'P1DT2H', '2018-08-01', '1234567890123456']) {
    assert.strictEqual(classicValue(text), text, text);
  }
  assert.strictEqual(classicValue(7), 7);
  assert.strictEqual(classicValue(false), false);
});

test('a list of one is an object, of several an array, of none absent; an empty element is ""', () => {
  const doc = el(
    'R',
    el('One', list('Item', [leaf('Item', 'a')])),
    el('Two', list('Item', [leaf('Item', '1'), leaf('Item', 'b')])),
    el('None', list('Item', [])),
    el('Empty'),
  );
  assert.deepEqual(JSON.parse(renderClassicJson(doc)), { R: { One: { Item: 'a' }, Two: { Item: [1, 'b'] }, None: '', Empty: '' } });
});

test('attributes are strings, text beside them is "$"; Connectivity is FlyNet; UtcOffset is hours', () => {
  const doc = el(
    'R',
    elAttrs('ProcessingError', { RetryIndicator: false }, leaf('Code', '2001')),
    leaf('Name', 'Aalborg', { LanguageCode: 'en' }),
    leaf('SeatRecline', 180, { ReclineType: 'absolute' }),
    el('Compartment', leaf('Connectivity', true)),
    leaf('UtcOffset', '+05:30'),
    leaf('Other', '-03:30'),
    el('Negative', leaf('UtcOffset', '-03:30')),
  );
  assert.deepEqual(JSON.parse(renderClassicJson(doc)), {
    R: {
      ProcessingError: { '@RetryIndicator': 'false', Code: 2001 },
      Name: { '@LanguageCode': 'en', $: 'Aalborg' },
      SeatRecline: { '@ReclineType': 'absolute', $: 180 },
      Compartment: { FlyNet: true },
      UtcOffset: 5.5,
      Other: '-03:30',
      Negative: { UtcOffset: -3.5 },
    },
  });
});

test('every field is typed by its text wherever it stands, so one answer gives a client the same JSON types as another', () => {
  // Two legs whose terminals, flight numbers and aircraft read as numbers or not: each value by its
  // own text, not by the element's name or what its neighbours hold.
  const flight = (terminal: string, number: string, aircraft: string) =>
    el(
      'Flight',
      el('Arrival', leaf('AirportCode', 'FRA'), el('Terminal', leaf('Name', terminal))),
      el('MarketingCarrier', leaf('AirlineID', 'LH'), leaf('FlightNumber', number)),
      el('Equipment', leaf('AircraftCode', aircraft)),
    );
  const doc = el('Schedule', list('Flight', [flight('1', '400', '744'), flight('1A', '0400A', '32N')]));
  assert.deepEqual(JSON.parse(renderClassicJson(doc)), {
    Schedule: {
      Flight: [
        { Arrival: { AirportCode: 'FRA', Terminal: { Name: 1 } }, MarketingCarrier: { AirlineID: 'LH', FlightNumber: 400 }, Equipment: { AircraftCode: 744 } },
        { Arrival: { AirportCode: 'FRA', Terminal: { Name: '1A' } }, MarketingCarrier: { AirlineID: 'LH', FlightNumber: '0400A' }, Equipment: { AircraftCode: '32N' } },
      ],
    },
  });
});
