// The description's JSON schemas against what the server really sends: every data operation asked
// with its example parameters, and again with the parameters that add or drop fields (utc,
// listing=trips, a city code, a sandbox client's simulated status), each 200 answer held against
// the schema of its operation's 200. A property the schema requires must be in every answer, and
// nothing may be in an answer that the schema does not describe: a strict generated client then
// reads what it is told it gets.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { fetchToken, startTestServer, type TestServer } from '../../support/server.js';
import { skyrefCommand } from '../../support/skyref-command.js';
import { TEST_DAY } from '../../support/test-clock.js';
import { deref, propertyPaths, schemaProblems, type Json } from './schema-check.js';

const SANDBOX_ID = 'schema-sandbox';
const SANDBOX_SECRET = 'schema-sandbox-secret';
const JSON_ACCEPT = 'application/json';

let s: TestServer;
let doc: Json;
let sandboxToken: string;
before(async () => {
  // Loopback callbacks: an alert subscription is made to be read back (nothing is posted to it).
  s = await startTestServer({ SKYREF_SANDBOX_SEED: 'schema-audit', SKYREF_ALERT_ALLOW_LOOPBACK: '1' });
  doc = (await (await fetch(`${s.url}/openapi.json`)).json()) as Json;
  await skyrefCommand(['clients', 'add', SANDBOX_ID, '--sandbox', '--secret', SANDBOX_SECRET], { SKYREF_DATA_DIR: s.dataDir });
  sandboxToken = await fetchToken(s.url, SANDBOX_ID, SANDBOX_SECRET);
});
after(async () => s?.close());

interface Operation {
  id: string;
  template: string;
  op: Json;
  /** Matches a concrete path of this operation. */
  match: RegExp;
  literalSegments: number;
}

function dataOperations(): Operation[] {
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    const op = (item as Json).get as Json | undefined;
    if (!op) continue;
    const content = deref(doc, (op.responses as Json)['200']).content as Json | undefined;
    if (!content?.[JSON_ACCEPT] || !content['application/xml']) continue;
    const segments = template.split('/');
    const match = new RegExp(`^${segments.map((seg) => (seg.startsWith('{') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
    ops.push({ id: String(op.operationId), template, op, match, literalSegments: segments.filter((seg) => !seg.startsWith('{')).length });
  }
  return ops;
}

/** The operation a concrete path belongs to: of those whose template fits, the most literal. */
function operationOf(ops: Operation[], path: string): Operation {
  const fits = ops.filter((o) => o.match.test(path)).sort((a, b) => b.literalSegments - a.literalSegments);
  assert.ok(fits[0], `${path}: no documented operation`);
  return fits[0];
}

/** The operation's path and query filled with its parameters' examples. */
function exampleUrl(o: Operation): string {
  const params = ((o.op.parameters as unknown[]) ?? []).map((p) => deref(doc, p));
  const path = o.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params.find((p) => p.in === 'path' && p.name === name)?.example)));
  const query = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && p.example !== undefined) query.set(String(p.name), String(p.example));
  return query.size > 0 ? `${path}?${query}` : path;
}

async function getJson(url: string, token?: string): Promise<{ status: number; body: unknown }> {
  const headers = { accept: JSON_ACCEPT, authorization: `Bearer ${token ?? (await s.token())}` };
  const res = await fetch(s.url + url, { headers });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.startsWith(JSON_ACCEPT) ? (JSON.parse(text) as unknown) : text };
}

/** The POST operation of a path, as dataOperations finds the GETs. */
function operationOfPost(template: string): Operation {
  const op = (doc.paths as Json)[template] as Json;
  return { id: String((op.post as Json).operationId), template, op: op.post as Json, match: /^$/, literalSegments: 0 };
}

/** The JSON schema an operation documents for a status. */
function jsonSchemaOf(o: Operation, status: number): unknown {
  const response = deref(doc, (o.op.responses as Json)[String(status)]);
  return ((response.content as Json | undefined)?.[JSON_ACCEPT] as Json | undefined)?.schema;
}

test('every 200 in JSON has what its schema requires and nothing it does not describe', async () => {
  const ops = dataOperations();
  assert.ok(ops.length > 30, `found ${ops.length} data operations`);
  const day = isoFromDay(TEST_DAY + 2);
  const later = isoFromDay(TEST_DAY + 30);
  const problems: string[] = [];

  // A leg that flies, for the seat map and the flight-status operations by flight number.
  const route = await getJson(`/v1/operations/flightstatus/route/FRA/JFK/${day}?limit=1`);
  assert.equal(route.status, 200, `FRA-JFK on ${day}: ${String(route.body)}`);
  const leg = ((route.body as Json).FlightStatusResource as { Flights: { Flight: Json[] } }).Flights.Flight[0]!;
  const carrier = (leg.OperatingCarrier ?? (leg.MarketingCarrierList as { MarketingCarrier: Json[] }).MarketingCarrier[0]) as { AirlineID: string; FlightNumber: string };
  const flight = `${carrier.AirlineID}${carrier.FlightNumber}`;

  // A subscription of the client's, so that its record and delivery log answer 200.
  const made = await fetch(`${s.url}/v1/alerts/subscriptions`, {
    method: 'POST',
    headers: { accept: JSON_ACCEPT, 'content-type': JSON_ACCEPT, authorization: `Bearer ${await s.token()}` },
    body: JSON.stringify({ kind: 'flight', flight: flight, date: day, callbackUrl: 'http://127.0.0.1:9/hook' }),
  });
  assert.equal(made.status, 201);
  const made201 = (await made.json()) as unknown;
  for (const problem of schemaProblems(doc, jsonSchemaOf(operationOfPost('/v1/alerts/subscriptions'), 201), made201)) problems.push(`POST /v1/alerts/subscriptions ${problem}`);
  const subscriptionId = (made201 as { AlertSubscription: { Id: string } }).AlertSubscription.Id;

  const urls: { url: string; sandbox?: boolean }[] = [
    { url: `/v1/alerts/subscriptions/${subscriptionId}` },
    { url: `/v1/alerts/subscriptions/${subscriptionId}/deliveries` },
    ...ops.map((o) => ({ url: exampleUrl(o) })),
    // Fields that only some parameters bring: UTC times, the trips listing's carrier list, city codes.
    { url: `/v2/operations/schedules/FRA/JFK/${later}?utc=true&listing=trips&limit=5` },
    { url: `/v2/operations/schedules/NYC/LON/${later}T09:00?includeCodeshares=false&limit=20` },
    { url: `/v2/operations/schedules/FRA/SYD/${later}?limit=5` },
    { url: `/v1/references/routes/NYC` },
    { url: `/v1/references/airports?lang=de&limit=20&allAirports=true` },
    { url: `/v1/references/locations?q=fra&limit=20` },
    { url: `/v1/operations/flightstatus/${flight}/${day}` },
    { url: `/v1/operations/customerflightinformation/${flight}/${day}` },
    { url: `/v1/operations/flightstatus/departures/FRA/${day}T06:00?limit=80` },
    { url: `/v1/operations/customerflightinformation/arrivals/FRA/${day}T06:00?limit=80` },
    { url: `/v1/offers/seatmaps/${flight}/FRA/JFK/${day}/M` },
    { url: `/v1/offers/seatmaps/${flight}/FRA/JFK/${day}/C` },
    // A sandbox client's simulated status: estimated and actual times, gates, time status.
    { url: `/v1/operations/flightstatus/departures/FRA/${isoFromDay(TEST_DAY)}T06:00?limit=80`, sandbox: true },
    { url: `/v1/operations/customerflightinformation/departures/FRA/${isoFromDay(TEST_DAY)}T06:00?limit=80`, sandbox: true },
  ];

  const answered = new Set<string>();
  const seen = new Set<string>();
  for (const { url, sandbox } of urls) {
    const o = operationOf(ops, url.split('?')[0]!);
    const { status, body } = await getJson(url, sandbox ? sandboxToken : undefined);
    if (status !== 200) continue;
    answered.add(o.id);
    for (const path of propertyPaths(body)) seen.add(`${o.id} ${path}`);
    for (const problem of schemaProblems(doc, jsonSchemaOf(o, 200), body)) problems.push(`${url}${sandbox ? ' (sandbox)' : ''} ${problem}`);
  }
  assert.deepEqual(problems, []);

  // The answers were the ones that tell: each data operation answered, the optional fields
  // seen both ways.
  const unanswered = ops.map((o) => o.id).filter((id) => !answered.has(id) && id !== 'getNearestWithoutPoint');
  assert.deepEqual(unanswered, [], 'operations without a 200 among the requests');
  for (const field of [
    'getFlightStatusDepartures $.FlightStatusResource.Flights.Flight[].Departure.ScheduledTimeUTC',
    'getFlightStatusDepartures $.FlightStatusResource.Flights.Flight[].Departure.ActualTimeUTC',
    'getSchedules $.ScheduleResource.Schedule[].Flight[].Departure.ScheduledTimeUTC',
    'getSchedules $.ScheduleResource.Schedule[].Flight[].MarketingCarrierList',
    'getCustomerFlightInformationDepartures $.FlightInformation.Flights.Flight[].Departure.Actual',
  ]) {
    assert.ok(seen.has(field), `no answer showed ${field}`);
  }
});

test('error answers in JSON are the ProcessingErrors their operations document', async () => {
  const ops = dataOperations();
  const day = isoFromDay(TEST_DAY + 2);
  const cases: [string, number][] = [
    ['/v1/references/airports/ZZZ', 404],
    ['/v1/references/airports/FRA?lang=xx', 400],
    ['/v1/references/countries?limit=0', 400],
    [`/v2/operations/schedules/FRA/FRA/${day}`, 400],
    [`/v1/operations/flightstatus/LH9999/${day}`, 404],
    [`/v1/offers/seatmaps/LH9999/FRA/JFK/${day}/M`, 404],
    ['/v1/references/seatdetails/ZZZ', 404],
  ];
  const problems: string[] = [];
  for (const [url, expected] of cases) {
    const o = operationOf(ops, url.split('?')[0]!);
    const { status, body } = await getJson(url);
    assert.equal(status, expected, `${url}: ${JSON.stringify(body)}`);
    const schema = jsonSchemaOf(o, status);
    assert.ok(schema, `${url}: ${status} has no JSON schema`);
    for (const problem of schemaProblems(doc, schema, body)) problems.push(`${url} ${problem}`);
  }
  assert.deepEqual(problems, []);
});
