// /v1/alerts/subscriptions on the real server: subscriptions made, listed, read, removed, limited
// per client and deleted with their client; callbacks refused at once by address (nothing sent).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startAlertReceiver, type AlertReceiver } from '../../support/alert-receiver.js';
import { CLIENT_ID, fetchToken, startTestServer, type TestServer } from '../../support/server.js';
import { many, parseXml } from '../../support/xml.js';
import { TEST_DATE } from '../../support/test-clock.js';

const PATH = '/v1/alerts/subscriptions';

async function post(s: TestServer, body: unknown, token?: string): Promise<Response> {
  return fetch(s.url + PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token ?? (await s.token())}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

const codeOf = async (res: Response) => ((await res.json()) as { ProcessingErrors: { ProcessingError: { Code: string } } }).ProcessingErrors.ProcessingError.Code;

describe('alert subscriptions', () => {
  let s: TestServer;
  let receiver: AlertReceiver;
  before(async () => {
    s = await startTestServer({ SKYREF_ALERT_ALLOW_LOOPBACK: '1', SKYREF_ALERT_SUBSCRIPTIONS: '3' });
    receiver = await startAlertReceiver();
  });
  after(async () => {
    await s.close();
    await receiver.close();
  });

  test('a flight subscription is made with its secret shown once, then listed, read and removed', async () => {
    const res = await post(s, { kind: 'flight', flight: 'lh400', date: TEST_DATE, callbackUrl: `${receiver.url}/hook` });
    assert.equal(res.status, 201);
    const made = ((await res.json()) as { AlertSubscription: Record<string, string> }).AlertSubscription;
    assert.equal(made.Kind, 'flight');
    assert.equal(made.Flight, 'LH400');
    assert.equal(made.FromDate, TEST_DATE);
    assert.equal(made.ToDate, TEST_DATE);
    assert.equal(made.CallbackUrl, `${receiver.url}/hook`);
    assert.match(made.Secret!, /^whsec_[A-Za-z0-9_-]{43}$/);
    assert.equal(res.headers.get('location'), `${s.url}${PATH}/${made.Id}`, 'an absolute link, as every other');

    const listed = (await (await s.get(PATH, { accept: 'application/json' })).json()) as { AlertSubscriptions: { Subscription: Record<string, string>[] } };
    const mine = listed.AlertSubscriptions.Subscription.find((x) => x.Id === made.Id);
    assert.ok(mine);
    assert.equal(mine.Secret, undefined, 'the secret is shown only when made');
    const one = await s.get(`${PATH}/${made.Id}`, { accept: 'application/json' });
    assert.equal(one.status, 200);
    assert.equal(((await one.json()) as { AlertSubscription: Record<string, string> }).AlertSubscription.Flight, 'LH400');
    const log = (await (await s.get(`${PATH}/${made.Id}/deliveries`, { accept: 'application/json' })).json()) as { AlertDeliveries: { Delivery: unknown[] } };
    assert.deepEqual(log.AlertDeliveries.Delivery, []);

    const removed = await fetch(`${s.url}${PATH}/${made.Id}`, { method: 'DELETE', headers: { authorization: `Bearer ${await s.token()}` } });
    assert.equal(removed.status, 204);
    const gone = await s.get(`${PATH}/${made.Id}`, { accept: 'application/json' });
    assert.equal(gone.status, 404);
    assert.equal(await codeOf(gone), '2018');
    assert.equal(receiver.received.length, 0, 'making a subscription sends nothing');
  });

  test('answers are negotiated as on every route: XML by default or when asked, JSON when asked, 406 for anything else, nothing made', async () => {
    const made = await post(s, { kind: 'route', origin: 'FRA', destination: 'JFK', date: TEST_DATE, callbackUrl: `${receiver.url}/xml` });
    assert.equal(made.status, 201);
    const id = ((await made.json()) as { AlertSubscription: { Id: string } }).AlertSubscription.Id;
    try {
      for (const accept of [undefined, 'application/xml', 'text/xml', '*/*']) {
        const res = await s.get(`${PATH}/${id}`, accept === undefined ? {} : { accept });
        assert.equal(res.status, 200, String(accept));
        assert.match(res.headers.get('content-type') ?? '', /^application\/xml; charset=utf-8$/, String(accept));
        const doc = parseXml(await res.text());
        assert.equal(doc.AlertSubscription.Id, id);
        assert.equal(doc.AlertSubscription.Origin, 'FRA');
        assert.equal(doc.AlertSubscription.FromDate, TEST_DATE);
      }
      const listed = parseXml(await (await s.get(PATH, { accept: 'application/xml' })).text());
      assert.ok(many(listed.AlertSubscriptions.Subscription).some((x: { Id: string }) => x.Id === id));
      const log = parseXml(await (await s.get(`${PATH}/${id}/deliveries`, { accept: 'application/xml' })).text());
      assert.equal(log.AlertDeliveries.SubscriptionId, id);
      const notFound = await s.get(`${PATH}/00000000-0000-4000-8000-000000000000`, { accept: 'application/xml' });
      assert.equal(notFound.status, 404);
      assert.equal(parseXml(await notFound.text()).ProcessingErrors.ProcessingError[0].Code, '2018');

      const before = (await s.server.services.alerts.store.list(CLIENT_ID)).length;
      for (const accept of ['text/csv', 'application/json;q=0, application/xml;q=0']) {
        for (const method of ['GET', 'POST']) {
          const res = await fetch(s.url + PATH, {
            method,
            headers: { authorization: `Bearer ${await s.token()}`, accept, 'content-type': 'application/json' },
            ...(method === 'POST' ? { body: JSON.stringify({ kind: 'departures', airport: 'FRA', date: TEST_DATE, callbackUrl: `${receiver.url}/csv` }) } : {}),
          });
          assert.equal(res.status, 406, `${method} ${accept}`);
          assert.match(await res.text(), /3021/, `${method} ${accept}: the catalogue's 406`);
        }
      }
      assert.equal((await s.server.services.alerts.store.list(CLIENT_ID)).length, before, 'a request that cannot be answered makes nothing');

      // Made in XML: the secret is in that answer, and the link is absolute.
      const res = await fetch(s.url + PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${await s.token()}`, accept: 'application/xml', 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'departures', airport: 'MUC', date: TEST_DATE, callbackUrl: `${receiver.url}/xml2` }),
      });
      assert.equal(res.status, 201);
      const created = parseXml(await res.text()).AlertSubscription;
      assert.match(created.Secret, /^whsec_/);
      assert.equal(res.headers.get('location'), `${s.url}${PATH}/${created.Id}`);
      await s.server.services.alerts.store.remove(CLIENT_ID, created.Id);
    } finally {
      await s.server.services.alerts.store.remove(CLIENT_ID, id);
    }
  });

  test('callbacks at private, link-local and (without the setting) other inside addresses are refused at once', async () => {
    for (const callbackUrl of ['http://10.1.2.3/hook', 'http://169.254.169.254/latest/meta-data', 'https://[fe80::1]/x', 'http://[::ffff:10.0.0.1]/x', 'http://192.168.1.1/', 'http://0.0.0.0:8080/', 'ftp://example.com/x', 'http://user:pw@127.0.0.1/x']) {
      const res = await post(s, { kind: 'route', origin: 'FRA', destination: 'JFK', date: TEST_DATE, callbackUrl });
      assert.equal(res.status, 400, callbackUrl);
      assert.equal(await codeOf(res), '3031', callbackUrl);
    }
  });

  test('bad subscriptions get 400 (3030) naming what is wrong, never echoing it', async () => {
    const cases: [unknown, RegExp][] = [
      [{ kind: 'seat', callbackUrl: receiver.url }, /kind must be/],
      [{ kind: 'flight', flight: 'nonsense', date: TEST_DATE, callbackUrl: receiver.url }, /flight must be/],
      [{ kind: 'flight', flight: 'LH400', fromDate: TEST_DATE, toDate: '2000-01-01', callbackUrl: receiver.url }, /toDate is before/],
      [{ kind: 'route', origin: 'FRA', destination: 'FRA', date: TEST_DATE, callbackUrl: receiver.url }, /the same/],
      [{ kind: 'departures', airport: 'FRA', date: TEST_DATE, callbackUrl: receiver.url, extra: 1 }, /takes only/],
    ];
    for (const [body, reason] of cases) {
      const res = await post(s, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      const text = await res.text();
      assert.match(text, /"Code":"3030"/);
      assert.match(text, reason);
      assert.doesNotMatch(text, /nonsense/);
    }
    const notJson = await fetch(s.url + PATH, { method: 'POST', headers: { authorization: `Bearer ${await s.token()}`, 'content-type': 'text/plain' }, body: 'hello' });
    assert.equal(notJson.status, 400);
  });

  test('a client has at most SKYREF_ALERT_SUBSCRIPTIONS, sees only its own, and they go when it is deleted', async () => {
    await s.server.services.clients.add('other-client', 'other-secret-0123', {});
    const other = await fetchToken(s.url, 'other-client', 'other-secret-0123');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(s, { kind: 'departures', airport: 'FRA', date: TEST_DATE, callbackUrl: receiver.url }, other);
      assert.equal(res.status, 201);
      ids.push(((await res.json()) as { AlertSubscription: { Id: string } }).AlertSubscription.Id);
    }
    const over = await post(s, { kind: 'departures', airport: 'MUC', date: TEST_DATE, callbackUrl: receiver.url }, other);
    assert.equal(over.status, 409);
    assert.equal(await codeOf(over), '3032');
    const foreign = await s.get(`${PATH}/${ids[0]}`, { accept: 'application/json' });
    assert.equal(foreign.status, 404, "another client's subscription is not found");
    assert.equal((await s.server.services.alerts.store.all()).filter((x) => x.clientId === 'other-client').length, 3);
    assert.ok(await s.server.services.clients.delete('other-client'));
    assert.equal((await s.server.services.alerts.store.all()).filter((x) => x.clientId === 'other-client').length, 0);
    assert.ok(s.server.services.clients.get(CLIENT_ID));
  });

  test('without a token: 401', async () => {
    const res = await fetch(s.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(res.status, 401);
  });
});

describe('alert subscriptions without SKYREF_ALERT_ALLOW_LOOPBACK', () => {
  test('a loopback callback is refused, and the receiver there gets nothing', async () => {
    const s = await startTestServer();
    const receiver = await startAlertReceiver();
    try {
      for (const callbackUrl of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost'), 'http://[::1]:9/x']) {
        const res = await post(s, { kind: 'flight', flight: 'LH400', date: TEST_DATE, callbackUrl });
        assert.equal(res.status, 400, callbackUrl);
        assert.equal(await codeOf(res), '3031');
      }
      assert.equal(receiver.received.length, 0);
    } finally {
      await s.close();
      await receiver.close();
    }
  });
});
