// The one request the service sends: checked again at connection time, so that a callback that
// was allowed and now stands for a refused address (a name re-pointed) gets nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isIP } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { checkedLookup, OutboundRequests, type ResolveAll } from '../../src/alerts/outbound-request.js';
import { startAlertReceiver } from '../support/alert-receiver.js';
import { addressOf, SPELLINGS } from './callback-spellings.js';

const DEFAULT = { allowedHosts: undefined, allowLoopback: false };

/** A resolver that answers `address` for every name, as the system's would for a name pointed there. */
const pointedAt =
  (address: string): ResolveAll =>
  (_hostname, _options, callback) =>
    callback(null, [{ address, family: isIP(address) }]);

/** What the checked lookup answers for a name that resolves to `address`: its addresses, or its error's code. */
function lookedUp(address: string): Promise<LookupAddress[] | string> {
  return new Promise((resolve) =>
    checkedLookup(DEFAULT, pointedAt(address))('callback.test', { all: true }, (error, addresses) => {
      resolve(error ? String((error as NodeJS.ErrnoException).code) : (addresses as unknown as LookupAddress[]));
    }),
  );
}

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

test('at connection, a name that resolves to any refused spelling is refused, a public address answered', async () => {
  const wrong: string[] = [];
  for (const [host, cls] of SPELLINGS) {
    // A resolver writes an address its own way (glibc: ::127.0.0.1, ::ffff:0:127.0.0.1); both it and the URL's form.
    const written = host.startsWith('[') ? host.slice(1, -1) : undefined;
    for (const address of new Set([addressOf(host), ...(written !== undefined && isIP(written) === 6 ? [written] : [])])) {
      const answer = await lookedUp(address);
      const refused = answer === 'SKYREF_REFUSED_ADDRESS';
      if (refused !== (cls !== 'public')) wrong.push(`${address}: ${JSON.stringify(answer)} (it is ${cls})`);
      else if (!refused) assert.deepEqual(answer, [{ address, family: isIP(address) }]);
    }
  }
  assert.deepEqual(wrong, []);
});

test('an alert to a refused spelling is never sent, by literal or by name', async () => {
  const receiver = await startAlertReceiver();
  const port = new URL(receiver.url).port;
  const byLiteral = new OutboundRequests(DEFAULT);
  const wrong: string[] = [];
  try {
    for (const [host, cls] of SPELLINGS.filter(([, c]) => c !== 'public')) {
      const literal = await byLiteral.post(`http://${host}:${port}/x`, '{}', {});
      const outbound = new OutboundRequests(DEFAULT, pointedAt(addressOf(host)));
      try {
        const named = await outbound.post(`http://callback.test:${port}/x`, '{}', {});
        for (const [how, result] of [['literal', literal], ['name', named]] as const) {
          if (!('failure' in result) || result.failure !== 'refused: address not allowed') wrong.push(`${host} (${cls}) by ${how}: ${JSON.stringify(result)}`);
        }
      } finally {
        outbound.close();
      }
    }
  } finally {
    byLiteral.close();
    await receiver.close();
  }
  assert.deepEqual(wrong, []);
  assert.equal(receiver.received.length, 0);
});
