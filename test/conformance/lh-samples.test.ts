// Conformance with the API the spec describes: every answer captured from it in
// ../shared/data/lh-samples/ is asked of skyref, and the structures are compared — element names,
// nesting, order, attributes, presence, list or object, JSON value types — in the XML and in both
// JSON profiles. What differs must be in allowed-differences.ts with its reason, and everything
// listed there must still differ, so the list stays the true account of what is not the same.
// The schedules come from a fixture made for this test (conformance-dataset.ts), so the verdict
// is the same on every date.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { datasetPath } from '../../src/dataset/dataset-paths.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { SHARED_DATA, TEST_DATASET } from '../support/paths.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../support/server.js';
import { TEST_DAY } from '../support/test-clock.js';
import { ALLOWED_DIFFERENCES, UNSERVED_PATHS, type Profile } from './allowed-differences.js';
import { writeConformanceDataset } from './conformance-dataset.js';
import { compareShapes, shapeOf } from './shape.js';

const SAMPLES = join(SHARED_DATA, 'lh-samples');
const skip = existsSync(SAMPLES) ? false : `no captured answers in ${SAMPLES}`;

const DAY = isoFromDay(TEST_DAY + 30);

/** Each captured answer and the request that asks skyref for the same resource. */
const REQUESTS: Readonly<Record<string, { path: string; profiles: readonly Profile[] }>> = {
  'gencana_airports_list_p1_0.json': { path: '/v1/references/airports?limit=100&lang=en', profiles: ['classic', 'typed'] },
  'safeboda_cityJsonResponse.json': { path: '/v1/references/cities?limit=2&lang=en', profiles: ['classic', 'typed'] },
  'mds_aircraft_32N_single.json': { path: '/v1/mds-references/aircraft/32N', profiles: ['classic', 'typed'] },
  // The capture is ZRH-FRA on a date long past, with direct and connecting journeys (through TXL, closed since: STR here).
  'tomearly_schedules_ZRH_FRA_2018-08-01.json': { path: `/v1/operations/schedules/ZRH/FRA/${DAY}?directFlights=0`, profiles: ['classic', 'typed'] },
  // TPE to Fort Myers (RSW) in three legs; no direct flight.
  'safeboda_flightScheduleApiResponse.json': { path: `/v1/operations/schedules/TPE/RSW/${DAY}?limit=20&offset=0&directFlights=false`, profiles: ['classic', 'typed'] },
  'DOC_error_ProcessingErrors.xml': { path: '/v1/references/countries/QQ', profiles: ['xml'] },
  'DOC_seatdetails_partial.xml': { path: '/v1/references/seatdetails/744', profiles: ['xml'] },
  'DOC_token_response.json': { path: '/v1/oauth/token', profiles: ['token'] },
};

const ACCEPT: Record<Profile, string> = {
  classic: 'application/json; profile=classic',
  typed: 'application/json',
  xml: 'application/xml',
  token: 'application/json',
};

// As a generic converter reads XML: repeated elements are arrays, single ones objects, all text.
const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '$', parseTagValue: false, ignoreDeclaration: true });

let server: TestServer;
const dataDir = mkdtempSync(join(tmpdir(), 'skyref-conformance-'));
before(async () => {
  if (skip) return;
  writeConformanceDataset(TEST_DATASET, datasetPath(dataDir), TEST_DAY);
  server = await startTestServer({}, { dataDir });
});
after(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function answer(sample: string, profile: Profile): Promise<unknown> {
  const { path } = REQUESTS[sample]!;
  if (profile === 'token') {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }),
    });
    assert.equal(res.status, 200);
    return res.json();
  }
  const res = await server.get(path, { accept: ACCEPT[profile] });
  assert.ok(res.status < 500, `${path}: ${res.status}`);
  return profile === 'xml' ? xmlParser.parse(await res.text()) : res.json();
}

function captured(sample: string): unknown {
  const text = readFileSync(join(SAMPLES, sample), 'utf8');
  if (sample.endsWith('.xml')) return xmlParser.parse(text);
  const { _source: _, ...document } = JSON.parse(text) as Record<string, unknown>;
  return document;
}

const key = (sample: string, profile: Profile, kind: string, path: string) => `${sample} ${profile} ${kind} ${path}`;

test('every captured answer is asked of skyref, or listed as not an answer', { skip }, () => {
  const files = readdirSync(SAMPLES).filter((f) => /\.(json|xml)$/.test(f));
  const notAnswers = ['swagger_2_0.json'];
  assert.deepEqual(files.filter((f) => !(f in REQUESTS) && !notAnswers.includes(f)), []);
});

test('the structure of each answer is the captured one, but for the differences listed with their reasons', { skip }, async () => {
  const found = new Map<string, string>();
  for (const [sample, { profiles }] of Object.entries(REQUESTS)) {
    const sampleShape = shapeOf(captured(sample));
    for (const profile of profiles) {
      for (const d of compareShapes(sampleShape, shapeOf(await answer(sample, profile)))) {
        found.set(key(sample, profile, d.kind, d.path), d.detail);
      }
    }
  }
  const allowed = (k: string) =>
    ALLOWED_DIFFERENCES.find((a) => k === key(a.sample, a.profile, a.kind, a.path) || (a.path === '*' && k.startsWith(key(a.sample, a.profile, a.kind, ''))));
  const unexpected = [...found].filter(([k]) => !allowed(k)).map(([k, detail]) => `${k}: ${detail}`);
  const stale = ALLOWED_DIFFERENCES.filter((a) => ![...found.keys()].some((k) => allowed(k) === a)).map((a) => key(a.sample, a.profile, a.kind, a.path));
  assert.deepEqual(unexpected, [], 'differences not in allowed-differences.ts');
  assert.deepEqual(stale, [], 'listed in allowed-differences.ts but no longer different');
});

test("every path of the original's Swagger file is served, but those listed as outside the spec", { skip }, async () => {
  const swagger = JSON.parse(readFileSync(join(SAMPLES, 'swagger_2_0.json'), 'utf8')) as { paths: Record<string, unknown> };
  const examples: Record<string, string> = {
    countryCode: 'DE', cityCode: 'LON', airportCode: 'FRA', airlineCode: 'LH', aircraftCode: '32N',
    latitude: '50.033', longitude: '8.570', origin: 'ZRH', destination: 'FRA', fromDateTime: DAY,
  };
  const unserved: string[] = [];
  for (const path of Object.keys(swagger.paths)) {
    const concrete = `/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => examples[name] ?? 'X')}`;
    const res = await server.get(concrete);
    // 2010 is "no resource at this path"; other 404s are records not found on a path that is served.
    if (res.status === 404 && (await res.text()).includes('<Code>2010</Code>')) unserved.push(path);
  }
  assert.deepEqual(unserved.sort(), Object.keys(UNSERVED_PATHS).sort());
});
