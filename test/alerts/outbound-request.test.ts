// The one request the service sends: checked again at connection time, so that a callback that
// was allowed and now stands for a refused address (a name re-pointed) gets nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OutboundRequests } from '../../src/alerts/outbound-request.js';
import { startAlertReceiver } from '../support/alert-receiver.js';

test('an address the policy refuses gets no request, by literal or by a name that resolves to it', async () => {
  const receiver = await startAlertReceiver();
  const refusing = new OutboundRequests({ allowedHosts: undefined, allowLoopback: false });
  const allowing = new OutboundRequests({ allowedHosts: undefined, allowLoopback: true });
  try {
    const port = new URL(receiver.url).port;
    assert.deepEqual(await refusing.post(receiver.url, '{}', {}), { failure: 'refused: address not allowed' });
    // localhost is a name: refused by the lookup the connection makes, before it is made.
    assert.deepEqual(await refusing.post(`http://localhost:${port}/x`, '{}', {}), { failure: 'refused: address not allowed' });
    assert.deepEqual(await refusing.post('http://169.254.169.254/latest', '{}', {}), { failure: 'refused: address not allowed' });
    assert.equal(receiver.received.length, 0);
    assert.deepEqual(await allowing.post(`http://localhost:${port}/x`, '{"a":1}', { 'x-test': '1' }), { status: 200 });
    assert.equal(receiver.received.length, 1);
    assert.equal(receiver.received[0]!.body, '{"a":1}');
    assert.equal(receiver.received[0]!.headers['content-type'], 'application/json');
    receiver.script = [302];
    assert.deepEqual(await allowing.post(receiver.url, '{}', {}), { status: 302 }, 'a redirect is an answer, not followed');
    assert.equal(receiver.received.length, 2);
  } finally {
    refusing.close();
    allowing.close();
    await receiver.close();
  }
});
