// Content negotiation by RFC 9110 §12.5.1: media types, parameters, q-values, and the format of a 406.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ContentNegotiator } from '../../src/api/negotiate.js';

const typed = new ContentNegotiator('typed');
const format = (accept: string | undefined, n = typed) => {
  const d = n.negotiate(accept);
  return d.acceptable ? d.format : `406 in ${d.format}`;
};

test('XML by default: no Accept, an empty one, */*, application/*, text/*, either XML type', () => {
  for (const accept of [undefined, '', '  ', '*/*', 'application/*', 'text/*', 'application/xml', 'text/xml', 'application/xml, application/json']) {
    assert.equal(format(accept), 'xml', String(accept));
  }
});

test('JSON when asked for, with any charset or other parameter', () => {
  for (const accept of [
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'Application/JSON; Charset="utf-8"',
    'application/json; charset=iso-8859-1',
    'application/json; version=1',
    'application/json, text/plain, */*',
    'application/xml;q=0.5, application/json',
    '*/*;q=0.1, application/json',
    'text/html, application/json;q=0.9, */*;q=0.1',
  ]) {
    assert.equal(format(accept), 'json', accept);
  }
});

test('XML types with a charset are XML', () => {
  for (const accept of ['application/xml;charset=UTF-8', 'text/xml; charset=utf-8', 'text/xml;charset="utf-8";q=0.8, text/html']) {
    assert.equal(format(accept), 'xml', accept);
  }
});

test('the heaviest wins, then the most specific range, then the one named first, then XML', () => {
  assert.equal(format('application/json;q=0.4, application/xml;q=0.6'), 'xml');
  assert.equal(format('application/xml;q=0.4, application/json;q=0.6'), 'json');
  assert.equal(format('application/json, application/xml'), 'json', 'named first');
  assert.equal(format('application/xml, application/json'), 'xml', 'named first');
  assert.equal(format('*/*, application/json'), 'json', 'more specific than */*');
  assert.equal(format('application/*;q=0.9, application/json;q=0.1'), 'xml', 'the specific range weighs JSON at 0.1');
  assert.equal(format('text/*;q=0.3, application/json;q=0.2'), 'xml', 'text/xml at 0.3');
  assert.equal(format('application/json;q=1.000, application/xml;q=0.999'), 'json');
});

test('the classic profile on request, or by default when the server is set to it', () => {
  assert.equal(format('application/json; profile=classic'), 'json-classic');
  assert.equal(format('application/json;profile="classic"; charset=utf-8'), 'json-classic');
  assert.equal(format('application/json; profile=CLASSIC'), 'json-classic');
  assert.equal(format('application/json; profile=typed'), 'json');
  assert.equal(format('application/json;profile=classic;q=0.5, application/json;q=0.9'), 'json', 'weights decide');
  const classic = new ContentNegotiator('classic');
  assert.equal(format('application/json', classic), 'json-classic');
  assert.equal(format('application/json; charset=utf-8', classic), 'json-classic');
  assert.equal(format('application/json; profile=typed', classic), 'json');
  assert.equal(format('*/*', classic), 'xml', 'XML stays the default format');
});

test('406 when nothing offered is acceptable, in JSON when only JSON was asked for', () => {
  assert.equal(format('text/html'), '406 in xml');
  assert.equal(format('image/png, text/html;q=0.5'), '406 in xml');
  assert.equal(format('application/json;q=0'), '406 in xml', 'nothing asked for with a weight');
  assert.equal(format('application/xml;q=0, application/json;q=0'), '406 in xml');
  assert.equal(format('application/json; profile=unknown'), '406 in json', 'a profile we do not have');
  assert.equal(format('application/json; profile=unknown, application/problem+json'), '406 in json');
  assert.equal(format('application/json; profile=classic; q=0, application/json; profile=unknown'), '406 in json');
  assert.equal(format('*/*;q=0'), '406 in xml');
  assert.equal(format('application/xml;q=0, */*'), 'xml', 'text/xml through */*');
  assert.equal(format('application/xml;q=0, text/xml;q=0, */*'), 'json', 'XML refused by name, JSON through */*');
  const classic = new ContentNegotiator('classic');
  assert.equal(format('application/json; profile=other', classic), '406 in json-classic');
});

test('ranges that do not parse are left out; a header of nothing but those is as if absent', () => {
  assert.equal(format('json'), 'xml');
  assert.equal(format('application/json/x, text/html'), '406 in xml');
  assert.equal(format('*/json'), 'xml');
  assert.equal(format('application/json;q=2'), 'xml', 'a weight out of range');
  assert.equal(format('application/json;q=abc, application/xml;q=0.1'), 'xml');
  assert.equal(format('application/json;;, application/xml;q=0.1'), 'json', 'empty parameters are passed over');
  assert.equal(format('application/json;charset, application/xml;q=0.1'), 'xml', 'a parameter without a value');
  assert.equal(format('application/json; profile="a,b", application/xml;q=0.1'), 'xml', 'quoted comma');
});
