import assert from 'node:assert/strict';
import { test } from 'node:test';
import { el, elAttrs, leaf, list, repeated } from '../../src/documents/tree.js';
import { renderJson } from '../../src/render/json.js';
import { renderXml } from '../../src/render/xml.js';
import { parseXml } from '../support/xml.js';

const doc = el(
  'AirportResource',
  el('Airports', list('Airport', [el('Airport', leaf('AirportCode', 'FRA'), leaf('Latitude', 50.03), el('Names', list('Name', [leaf('Name', 'A & B <"x">', { LanguageCode: 'en' })])))])),
  elAttrs('Meta', { Version: '1.0.0' }, list('Link', [elAttrs('Link', { Href: 'http://h/x?a=1&b=2', Rel: 'self' })]), leaf('TotalCount', 1)),
);

test('XML: declaration, nesting, escaping of text and attributes', () => {
  const xml = renderXml(doc);
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><AirportResource><Airports><Airport><AirportCode>FRA</AirportCode>'));
  assert.match(xml, /<Name LanguageCode="en">A &amp; B &lt;"x"&gt;<\/Name>/);
  assert.match(xml, /Href="http:\/\/h\/x\?a=1&amp;b=2"/);
  assert.match(xml, /<Link Href="[^"]+" Rel="self"\/>/);
  assert.equal(parseXml(xml).AirportResource.Airports.Airport[0].Names.Name[0].$, 'A & B <"x">');
});

test('XML: characters XML cannot carry are dropped, the document stays well-formed', () => {
  const xml = renderXml(el('R', leaf('T', 'a\u0000b\u0007c'), leaf('U', "it's", { A: '"\'<>' })));
  assert.equal(xml, '<?xml version="1.0" encoding="UTF-8"?><R><T>abc</T><U A="&quot;&apos;&lt;&gt;">it\'s</U></R>');
  parseXml(xml);
});

test('an element standing more than once is written in full each time, as an unmarked one', () => {
  const part = () => el('Departure', leaf('AirportCode', 'FRA'), elAttrs('Gate', { Name: 'A & 1' }), leaf('Note', '<x>'));
  const shared = repeated(part());
  const marked = el('Schedules', list('Flight', [el('Flight', shared, leaf('FlightNumber', '400')), el('Flight', shared, leaf('FlightNumber', '9797'))]));
  const plain = el('Schedules', list('Flight', [el('Flight', part(), leaf('FlightNumber', '400')), el('Flight', part(), leaf('FlightNumber', '9797'))]));
  assert.equal(renderXml(marked), renderXml(plain));
  assert.equal(renderXml(marked).split('<Departure><AirportCode>FRA</AirportCode><Gate Name="A &amp; 1"/><Note>&lt;x&gt;</Note></Departure>').length, 3);
  assert.equal(renderJson(marked), renderJson(plain));
});

test('JSON: attributes as @Name, text as $, typed leaves, lists always arrays', () => {
  const json = JSON.parse(renderJson(doc));
  assert.deepEqual(json, {
    AirportResource: {
      Airports: { Airport: [{ AirportCode: 'FRA', Latitude: 50.03, Names: { Name: [{ '@LanguageCode': 'en', $: 'A & B <"x">' }] } }] },
      Meta: { '@Version': '1.0.0', Link: [{ '@Href': 'http://h/x?a=1&b=2', '@Rel': 'self' }], TotalCount: 1 },
    },
  });
});

test('an empty list is an empty array in JSON and nothing in XML', () => {
  const empty = el('Countries', list('Country', []));
  assert.equal(renderJson(empty), '{"Countries":{"Country":[]}}');
  assert.equal(renderXml(empty), '<?xml version="1.0" encoding="UTF-8"?><Countries></Countries>');
});

test('a single element that is not a list stays an object (Flight with one leg)', () => {
  const one = el('Schedule', el('Flight', leaf('FlightNumber', '400')));
  assert.equal(renderJson(one), '{"Schedule":{"Flight":{"FlightNumber":"400"}}}');
});
