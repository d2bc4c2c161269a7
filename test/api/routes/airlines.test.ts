// The airlines resource over HTTP on the default dataset: records by IATA and ICAO designator, the
// paged list, and its errors, checked against known facts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ERRORS } from '../../../src/api/errors.js';
import { namesByLanguage as names, parseXml, type Xml } from '../../support/xml.js';
import { startTestServer, type TestServer } from '../../support/server.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

const xml = (path: string): Promise<Xml> => s.xml(path);

function rels(meta: Xml): Record<string, string> {
  return Object.fromEntries(meta.Link.map((l: Xml) => [l['@Rel'], l['@Href']]));
}

describe('one airline', () => {
  test('LH is Lufthansa, ICAO DLH, elements in the original order', async () => {
    const res = await s.get('/v1/mds-references/airlines/LH');
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.match(text, /<Airline><AirlineID>LH<\/AirlineID><AirlineID_ICAO>DLH<\/AirlineID_ICAO><Names>/);
    const doc = parseXml(text);
    const lh = doc.AirlineResource.Airlines.Airline;
    assert.equal(lh.length, 1);
    assert.equal(lh[0].AirlineID, 'LH');
    assert.equal(lh[0].AirlineID_ICAO, 'DLH');
    assert.deepEqual(names(lh[0]), { EN: 'Lufthansa' });
    assert.equal(doc.AirlineResource.Meta['@Version'], '1.0.0');
    assert.equal(rels(doc.AirlineResource.Meta).self, `${s.url}/v1/mds-references/airlines/LH`);
    assert.equal(doc.AirlineResource.Meta.TotalCount, undefined);
  });

  test('lower-case codes, language codes lower case under /references', async () => {
    const aa = (await xml('/v1/references/airlines/aa')).AirlineResource.Airlines.Airline[0];
    assert.equal(aa.AirlineID, 'AA');
    assert.equal(aa.AirlineID_ICAO, 'AAL');
    assert.deepEqual(names(aa), { en: 'American Airlines' });
  });

  test('an ICAO designator finds the same airline', async () => {
    const byIcao = (await xml('/v1/references/airlines/dlh')).AirlineResource.Airlines.Airline[0];
    assert.equal(byIcao.AirlineID, 'LH');
    assert.equal(byIcao.AirlineID_ICAO, 'DLH');
    const baw = (await xml('/v1/references/airlines/BAW')).AirlineResource.Airlines.Airline[0];
    assert.equal(baw.AirlineID, 'BA');
  });

  test('designators with a digit stay strings in JSON', async () => {
    const res = await s.get('/v1/references/airlines/9E', { accept: 'application/json' });
    assert.equal(res.status, 200);
    const json = (await res.json()) as Xml;
    const endeavor = json.AirlineResource.Airlines.Airline;
    assert.ok(Array.isArray(endeavor));
    assert.equal(endeavor[0].AirlineID, '9E');
    assert.equal(endeavor[0].AirlineID_ICAO, 'EDV');
    assert.deepEqual(endeavor[0].Names.Name, [{ '@LanguageCode': 'en', $: 'Endeavor Air' }]);
  });

  test('ETag, and 304 on If-None-Match', async () => {
    const first = await s.get('/v1/references/airlines/LX');
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const again = await s.get('/v1/references/airlines/LX', { 'if-none-match': etag });
    assert.equal(again.status, 304);
  });
});

describe('the list', () => {
  test('pages of 100 walk every airline once, in code order, as TotalCount says', async () => {
    const first = await xml('/v1/references/airlines?limit=100');
    const total = Number(first.AirlineResource.Meta.TotalCount);
    assert.ok(total >= 200, `total ${total}`);
    const lastOffset = Math.floor((total - 1) / 100) * 100;
    assert.equal(rels(first.AirlineResource.Meta).last, `${s.url}/v1/references/airlines?limit=100&offset=${lastOffset}`);
    const codes: string[] = [];
    let page = first;
    for (;;) {
      codes.push(...page.AirlineResource.Airlines.Airline.map((a: Xml) => a.AirlineID as string));
      assert.equal(Number(page.AirlineResource.Meta.TotalCount), total);
      const next = rels(page.AirlineResource.Meta).next;
      if (!next) break;
      page = await xml(next.slice(s.url.length));
    }
    assert.equal(codes.length, total);
    assert.equal(new Set(codes).size, total);
    assert.deepEqual(codes, [...codes].sort());
    for (const code of ['LH', 'UA', 'AF', 'EK', 'FR', '6E']) assert.ok(codes.includes(code), code);
  });

  test('default page of 20 with self, next and last; lang picks one name', async () => {
    const doc = await xml('/v1/mds-references/airlines?lang=en&offset=20');
    const list = doc.AirlineResource.Airlines.Airline;
    assert.equal(list.length, 20);
    for (const a of list) assert.deepEqual(Object.keys(names(a)), ['EN']);
    const links = rels(doc.AirlineResource.Meta);
    assert.equal(links.self, `${s.url}/v1/mds-references/airlines?limit=20&offset=20&lang=en`);
    assert.equal(links.next, `${s.url}/v1/mds-references/airlines?limit=20&offset=40&lang=en`);
    assert.match(links.last!, /\?limit=20&offset=\d+&lang=en$/);
  });

  test('an offset past the end is an empty page with the true total', async () => {
    const doc = await xml('/v1/references/airlines?offset=5000');
    assert.equal(doc.AirlineResource.Airlines.Airline, undefined);
    assert.ok(Number(doc.AirlineResource.Meta.TotalCount) >= 200);
  });
});

describe('errors', () => {
  async function error(path: string, accept = 'application/xml'): Promise<{ status: number; e: Xml }> {
    const res = await s.get(path, { accept });
    const text = await res.text();
    const e = accept === 'application/json' ? (JSON.parse(text) as Xml).ProcessingErrors.ProcessingError : parseXml(text).ProcessingErrors.ProcessingError[0];
    return { status: res.status, e };
  }

  test('an unknown airline is a 404 (2008) naming the code', async () => {
    for (const [path, code] of [['/v1/references/airlines/ZZ', 'ZZ'], ['/v1/mds-references/airlines/qqq', 'QQQ']] as const) {
      const { status, e } = await error(path);
      assert.equal(status, 404, path);
      assert.equal(e.Type, 'ResourceNotFound');
      assert.equal(e.Code, '2008');
      assert.equal(e.Description, `Unknown airline code ${code}. Example: /v1/references/airlines/LH`);
    }
    const { status, e } = await error('/v1/references/airlines/ZZ', 'application/json');
    assert.equal(status, 404);
    assert.equal(e.Code, '2008');
  });

  test('a malformed code is a 400 (3022), the catalogue text without the code', async () => {
    for (const code of ['L', 'LH1', 'D1H', 'DLHX', 'L%2DH']) {
      const { status, e } = await error(`/v1/references/airlines/${code}`);
      assert.equal(status, 400, code);
      assert.equal(e.Type, 'InputValidation');
      assert.equal(e.Code, '3022');
      assert.equal(e.Description, ERRORS.airlineCodeMalformed.text, code);
    }
    const { status, e } = await error('/v1/references/airlines/LH1', 'application/json');
    assert.equal(status, 400);
    assert.equal(e.Code, '3022');
  });

  test('paging parameters are checked as on every list', async () => {
    const { status, e } = await error('/v1/references/airlines?limit=0');
    assert.equal(status, 400);
    assert.equal(e.Code, '3010');
  });
});
