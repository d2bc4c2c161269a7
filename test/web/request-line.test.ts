// The playground's request for an operation whose body is JSON (an alert subscription): each
// property of the body's schema a field, sent as a JSON object with its content type.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApiDocument } from '../../src/api/openapi/document.js';
import { operationsOf } from '../../src/web/openapi.js';
import { requestLine } from '../../src/web/request-line.js';

test('a JSON body is sent as JSON, a form as a form', () => {
  const doc = openApiDocument({ version: '0', publicUrl: undefined, nowMs: Date.UTC(2027, 0, 10), assets: [] }) as Parameters<typeof operationsOf>[0];
  const ops = operationsOf(doc);
  const subscribe = ops.find((o) => o.id === 'createAlertSubscription')!;
  assert.ok(subscribe.fields.some((f) => f.name === 'callbackUrl' && f.in === 'json' && f.required));
  const line = requestLine(subscribe, { kind: 'flight', flight: 'LH400', date: '2027-01-15', callbackUrl: 'https://hooks.example.com/x', origin: '' }, 'application/json', 'T');
  assert.equal(line.method, 'POST');
  assert.equal(line.headers['Content-Type'], 'application/json');
  assert.deepEqual(JSON.parse(line.body!), { kind: 'flight', flight: 'LH400', date: '2027-01-15', callbackUrl: 'https://hooks.example.com/x' });
  const token = ops.find((o) => o.path === '/v1/oauth/token')!;
  const form = requestLine(token, { grant_type: 'client_credentials', client_id: 'a', client_secret: 'b' }, 'application/json', undefined);
  assert.equal(form.headers['Content-Type'], 'application/x-www-form-urlencoded');
  assert.equal(form.body, 'grant_type=client_credentials&client_id=a&client_secret=b');
});
