// The location search over HTTP on the default dataset, in XML and JSON.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { rawRequest } from '../../support/raw-http.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { many, parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

/** "city LON" or the airport's code, for each Location of an XML answer. */
function labels(doc: Xml): string[] {
  return many(doc.LocationResource.Locations?.Location).map((l: Xml) => (l.City ? `city ${l.City[0].CityCode}` : l.Airport[0].AirportCode));
}

const xml = (path: string): Promise<Xml> => s.xml(path);

async function json(path: string): Promise<Xml> {
  const res = await s.get(path, { accept: 'application/json' });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  return res.json();
}

describe('raw UTF-8 in the request line, as curl and scripts send it', () => {
  /** The answer to GET `target` (bytes: UTF-8 unescaped, as a client wrote it) over a socket of its own. */
  const ask = async (target: string) => {
    const head = `HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${await s.token()}\r\nAccept: application/json\r\n\r\n`;
    return rawRequest(s.url, Buffer.from(`GET ${target} ${head}`, 'utf8'));
  };

  test('q=Zürich unescaped is answered exactly as q=Z%C3%BCrich', async () => {
    const raw = await ask('/v1/references/locations?q=Zürich&limit=3');
    const escaped = await ask('/v1/references/locations?q=Z%C3%BCrich&limit=3');
    assert.equal(escaped.status, 200);
    assert.equal(raw.status, 200, raw.body.slice(0, 300));
    assert.equal(Buffer.from(raw.body, 'latin1').toString('utf8'), Buffer.from(escaped.body, 'latin1').toString('utf8'));
    const first = JSON.parse(Buffer.from(raw.body, 'latin1').toString('utf8')).LocationResource.Locations.Location[0];
    assert.equal(first.City.CityCode, 'ZRH');
    // Links name the query percent-encoded, as for the request sent escaped.
    assert.equal(raw.headers.etag, escaped.headers.etag);
  });

  test('in a path too, and with other bytes: each the answer of its escaped form', async () => {
    for (const [rawTarget, escapedTarget] of [
      ['/v1/references/cities/Zürich', '/v1/references/cities/Z%C3%BCrich'],
      ['/v1/references/locations?q=東京&limit=2', '/v1/references/locations?q=%E6%9D%B1%E4%BA%AC&limit=2'],
      ['/v1/references/locations?q=São%20Paulo&limit=2', '/v1/references/locations?q=S%C3%A3o%20Paulo&limit=2'],
    ]) {
      const raw = await ask(rawTarget!);
      const escaped = await ask(escapedTarget!);
      assert.equal(raw.status, escaped.status, rawTarget);
      assert.equal(raw.body, escaped.body, rawTarget);
    }
  });

  test('after an answer on a kept-alive connection too; the raw one is answered, then the connection closes', async () => {
    const socket = connect(Number(new URL(s.url).port), '127.0.0.1');
    await once(socket, 'connect');
    let received = Buffer.alloc(0);
    const arrived = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (received.toString('latin1').split('HTTP/1.1 ').length - 1 >= count) resolve();
        };
        socket.on('data', (chunk: Buffer) => {
          received = Buffer.concat([received, chunk]);
          check();
        });
        check();
      });
    const closed = once(socket, 'close');
    const head = `HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${await s.token()}\r\nAccept: application/json\r\n\r\n`;
    socket.write(`GET /v1/references/airports/FRA ${head}`);
    await arrived(1);
    socket.write(Buffer.from(`GET /v1/references/locations?q=Zürich&limit=1 ${head}`, 'utf8'));
    await closed;
    const answers = received.toString('utf8').split(/(?=HTTP\/1\.1 )/);
    assert.equal(answers.length, 2);
    assert.match(answers[0]!, /^HTTP\/1\.1 200 /);
    assert.match(answers[1]!, /^HTTP\/1\.1 200 /);
    assert.match(answers[1]!, /\r\nconnection: close\r\n/i);
    assert.match(answers[1]!, /"CityCode":"ZRH"/);
  });

  test('a request line still malformed once its UTF-8 is escaped is the 400 it was', async () => {
    const res = await rawRequest(s.url, Buffer.from('GET /v1/references/locations?q=Zürich HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n', 'utf8'));
    assert.equal(res.status, 400);
    assert.match(res.body, /<Code>3015<\/Code>/);
  });
});

describe('the facts of the issue', () => {
  test('francfort (lang=fr) finds the city FRA and its airport FRA, both named in French', async () => {
    const doc = await xml('/v1/references/locations?q=francfort&lang=fr');
    assert.deepEqual(labels(doc).slice(0, 2), ['city FRA', 'FRA']);
    const city = many(doc.LocationResource.Locations.Location)[0].City[0];
    assert.deepEqual(city.Names.Name, [{ '@LanguageCode': 'fr', $: 'Francfort-sur-le-Main' }]);
    assert.equal(city.TimeZoneId, 'Europe/Berlin');
    assert.deepEqual(city.Airports.AirportCode, ['FRA']);
    const airport = many(doc.LocationResource.Locations.Location)[1].Airport[0];
    assert.equal(airport.LocationType, 'Airport');
    assert.deepEqual(airport.Names.Name, [{ '@LanguageCode': 'fr', $: 'Aéroport de Francfort-sur-le-Main' }]);
  });

  test('new york: the city, then the airports travellers fly from (JFK, LGA, EWR) before any seaplane base or heliport', async () => {
    const found = labels(await xml('/v1/references/locations?q=new%20york&limit=10'));
    assert.equal(found[0], 'city NYC');
    assert.deepEqual(found.slice(1, 4).sort(), ['EWR', 'JFK', 'LGA']);
    for (const unscheduled of ['NYS', 'NES', 'NWS', 'NBP']) {
      const at = found.indexOf(unscheduled);
      assert.ok(at === -1 || at > 3, `${unscheduled} at ${at}: ${found.join(' ')}`);
    }
  });

  test("lon: the city LON first, then its airports, Heathrow and Gatwick among the first", async () => {
    const found = labels(await xml('/v1/references/locations?q=lon'));
    assert.equal(found[0], 'city LON');
    const airports = found.slice(1, 8);
    for (const code of ['LHR', 'LGW', 'STN', 'LTN', 'LCY']) assert.ok(airports.includes(code), `${code} among ${airports.join(' ')}`);
    assert.equal(airports[0], 'LHR', 'the busiest first');
  });

  test('Heathrow finds LHR; san fran finds SFO; accents and case do not count', async () => {
    assert.equal(labels(await xml('/v1/references/locations?q=Heathrow'))[0], 'LHR');
    assert.deepEqual(labels(await xml('/v1/references/locations?q=san%20fran')).slice(0, 2), ['city SFO', 'SFO']);
    assert.equal(labels(await xml('/v1/references/locations?q=kennedy%20airport'))[0], 'JFK', 'words in another order');
    assert.deepEqual(labels(await xml('/v1/references/locations?q=ZURICH')), labels(await xml('/v1/references/locations?q=z%C3%BCrich')));
    assert.deepEqual(labels(await xml('/v1/references/locations?q=M%C3%BCNCHEN')).slice(0, 2), ['city MUC', 'MUC']);
  });

  test('an empty, blank, missing or too long q is a 400 from the catalogue', async () => {
    for (const q of ['?q=', '?q=%20-%20', '', `?q=${'a'.repeat(65)}`]) {
      const res = await s.get(`/v1/references/locations${q}`);
      assert.equal(res.status, 400, q);
      const error = parseXml(await res.text()).ProcessingErrors.ProcessingError[0];
      assert.equal(error.Code, '3023');
      assert.equal(error.Type, 'InputValidation');
    }
    assert.equal((await s.get(`/v1/references/locations?q=${'a'.repeat(64)}`)).status, 200, '64 characters are allowed');
  });
});

describe('the list', () => {
  test('pages with self, next and last links that keep q, lang and type, and a TotalCount', async () => {
    const doc = await xml('/v1/references/locations?q=lon&type=airport,CITY&limit=2&offset=2&lang=de');
    const meta = doc.LocationResource.Meta;
    const total = Number(meta.TotalCount);
    assert.ok(total > 4);
    assert.equal(labels(doc).length, 2);
    const links = Object.fromEntries(meta.Link.map((l: Xml) => [l['@Rel'], l['@Href']]));
    assert.equal(links.self, `${s.url}/v1/references/locations?limit=2&offset=2&q=lon&lang=de&type=City%2CAirport`);
    assert.equal(links.next, `${s.url}/v1/references/locations?limit=2&offset=4&q=lon&lang=de&type=City%2CAirport`);
    assert.match(links.last, /offset=\d+/);
    const first = await xml('/v1/references/locations?q=lon&type=airport,CITY&limit=4&lang=de');
    assert.deepEqual(labels(doc), labels(first).slice(2, 4), 'the page is a slice of the whole answer');
  });

  test('type narrows the records; a matching city still brings its airports', async () => {
    const airports = labels(await xml('/v1/references/locations?q=lon&type=Airport&limit=3'));
    assert.deepEqual(airports.slice(0, 1), ['LHR']);
    assert.ok(airports.every((l) => !l.startsWith('city')));
    const cities = labels(await xml('/v1/references/locations?q=lon&type=City&limit=5'));
    assert.ok(cities.every((l) => l.startsWith('city')));
    const stations = await xml('/v1/references/locations?q=lon&type=RailwayStation');
    for (const l of many(stations.LocationResource.Locations.Location)) assert.equal(l.Airport[0].LocationType, 'RailwayStation');
    const res = await s.get('/v1/references/locations?q=lon&type=Harbour');
    assert.equal(res.status, 400);
    assert.equal(parseXml(await res.text()).ProcessingErrors.ProcessingError[0].Code, '3013');
  });

  test('nothing found is an empty page, not an error', async () => {
    const doc = await xml('/v1/references/locations?q=qqqqzz');
    assert.deepEqual(labels(doc), []);
    assert.equal(doc.LocationResource.Meta.TotalCount, '0');
  });

  test('in JSON: Location is always an array, each holding a City or an Airport object; numbers are numbers', async () => {
    const doc = await json('/v1/references/locations?q=francfort&lang=fr&limit=2');
    const locations = doc.LocationResource.Locations.Location;
    assert.ok(Array.isArray(locations));
    assert.equal(locations[0].City.CityCode, 'FRA');
    assert.deepEqual(locations[0].City.Names.Name, [{ '@LanguageCode': 'fr', $: 'Francfort-sur-le-Main' }]);
    assert.deepEqual(locations[0].City.Airports.AirportCode, ['FRA']);
    assert.equal(locations[1].Airport.AirportCode, 'FRA');
    assert.equal(typeof locations[1].Airport.Position.Coordinate.Latitude, 'number');
    assert.equal(typeof doc.LocationResource.Meta.TotalCount, 'number');
    const one = await json('/v1/references/locations?q=heathrow');
    assert.ok(Array.isArray(one.LocationResource.Locations.Location), 'an array with one record');
  });

  test('under /mds-references, language codes upper case and links under mds-references', async () => {
    const doc = await xml('/v1/mds-references/locations?q=londres&lang=fr&limit=1');
    const city = many(doc.LocationResource.Locations.Location)[0].City[0];
    assert.deepEqual(city.Names.Name, [{ '@LanguageCode': 'FR', $: 'Londres' }]);
    assert.match(doc.LocationResource.Meta.Link[0]['@Href'], /\/v1\/mds-references\/locations\?/);
  });

  test('an ETag, a 304 for it, and other parameters ignored', async () => {
    const res = await s.get('/v1/references/locations?q=par');
    const etag = res.headers.get('etag');
    assert.ok(etag);
    const body = await res.text();
    assert.equal((await s.get('/v1/references/locations?q=par', { 'if-none-match': etag })).status, 304);
    const other = await s.get('/v1/references/locations?q=par&callback=x');
    assert.equal(await other.text(), body);
    const twice = await s.get('/v1/references/locations?q=par&q=lon');
    assert.equal(twice.status, 400);
  });
});
