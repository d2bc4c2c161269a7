// The OpenAPI description against the running service: its shape is OpenAPI 3.1, every path it
// documents answers (with its example parameters) one of the statuses it documents, every route
// the app registers is documented, and its response examples are what the server really sends.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { buildApp } from '../../../src/api/app.js';
import { isoFromDay } from '../../../src/domain/flight-dates.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../../support/server.js';
import { TEST_DAY } from '../../support/test-clock.js';

type Json = { [key: string]: unknown };

const PUBLIC_URL = 'http://skyref.test';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let s: TestServer;
let doc: Json;
before(async () => {
  // A fixed public URL, so that hrefs in responses and in the description's examples agree.
  s = await startTestServer({ SKYREF_PUBLIC_URL: PUBLIC_URL });
  const res = await fetch(`${s.url}/openapi.json`);
  assert.equal(res.status, 200);
  doc = (await res.json()) as Json;
});
after(async () => s?.close());

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value a local $ref ("#/a/b") points to, or undefined. */
function pointer(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function deref<T = Json>(v: unknown): T {
  let node = v;
  for (let i = 0; i < 10 && isObject(node) && typeof node.$ref === 'string'; i++) node = pointer(node.$ref);
  return node as T;
}

function allRefs(node: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((v, i) => allRefs(v, `${at}/${i}`, out));
  else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push([at, v]);
      // Example values are data, not description: an example may hold any key.
      else if (k !== 'example' && k !== 'examples') allRefs(v, `${at}/${k}`, out);
    }
  }
  return out;
}

interface Op {
  method: string;
  path: string;
  op: Json;
  params: Json[];
}

function operations(): Op[] {
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!METHODS.includes(method)) continue;
      const o = op as Json;
      ops.push({ method, path, op: o, params: ((o.parameters as unknown[]) ?? []).map((p) => deref(p)) });
    }
  }
  return ops;
}

/** The operation's path and query filled with the example of every parameter that has one. */
function exampleUrl({ path, params }: Op): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const p = params.find((q) => q.in === 'path' && q.name === name);
    assert.ok(p && p.example !== undefined, `${path}: path parameter ${name} has no example`);
    return encodeURIComponent(String(p.example));
  });
  const query = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && p.example !== undefined) query.set(String(p.name), String(p.example));
  const qs = query.toString();
  return qs ? `${filled}?${qs}` : filled;
}

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim();

describe('the OpenAPI description', () => {
  test('is OpenAPI 3.1 in shape', () => {
    assert.match(String(doc.openapi), /^3\.1\.\d+$/);
    const info = doc.info as Json;
    assert.equal(typeof info.title, 'string');
    assert.equal(typeof info.version, 'string');
    assert.ok(isObject(doc.paths) && Object.keys(doc.paths).length > 0);

    const refs = allRefs(doc, '#');
    assert.ok(refs.length > 50, 'the description shares its parts by $ref');
    for (const [at, ref] of refs) assert.notEqual(pointer(ref), undefined, `${at}: $ref ${ref} does not resolve`);

    const schemes = Object.keys(((doc.components as Json).securitySchemes as Json) ?? {});
    const tags = new Set(((doc.tags as Json[]) ?? []).map((t) => t.name));
    const ids = new Set<string>();
    const checkSecurity = (security: unknown, where: string) => {
      for (const requirement of (security as Json[]) ?? []) {
        for (const name of Object.keys(requirement)) assert.ok(schemes.includes(name), `${where}: unknown security scheme ${name}`);
      }
    };
    checkSecurity(doc.security, 'top level');
    for (const o of operations()) {
      const where = `${o.method.toUpperCase()} ${o.path}`;
      assert.ok(o.path.startsWith('/'), where);
      assert.equal(typeof o.op.operationId, 'string', `${where}: operationId`);
      assert.ok(!ids.has(o.op.operationId as string), `${where}: operationId ${String(o.op.operationId)} repeated`);
      ids.add(o.op.operationId as string);
      for (const tag of (o.op.tags as string[]) ?? []) assert.ok(tags.has(tag), `${where}: undeclared tag ${tag}`);
      checkSecurity(o.op.security, where);

      const responses = o.op.responses as Json;
      assert.ok(isObject(responses) && Object.keys(responses).length > 0, `${where}: no responses`);
      for (const [status, r] of Object.entries(responses)) {
        assert.match(status, /^([1-5]\d\d|[1-5]XX|default)$/, `${where}: status ${status}`);
        assert.equal(typeof deref(r).description, 'string', `${where} ${status}: description`);
      }

      const templated = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const pathParams = o.params.filter((p) => p.in === 'path');
      assert.deepEqual(pathParams.map((p) => p.name).sort(), [...templated].sort(), `${where}: path parameters`);
      for (const p of o.params) {
        assert.ok(['path', 'query', 'header', 'cookie'].includes(String(p.in)), `${where}: parameter ${String(p.name)} in ${String(p.in)}`);
        if (p.in === 'path') assert.equal(p.required, true, `${where}: path parameter ${String(p.name)} must be required`);
        const schema = deref(p.schema);
        assert.ok(isObject(schema), `${where}: parameter ${String(p.name)} has a schema`);
        if (p.example === undefined) continue;
        if (typeof schema.pattern === 'string') {
          assert.match(String(p.example), new RegExp(schema.pattern), `${where}: example of ${String(p.name)} fits its pattern`);
        }
        if (Array.isArray(schema.enum)) assert.ok(schema.enum.includes(p.example), `${where}: example of ${String(p.name)} is one of its values`);
      }
    }
  });

  test('no schema is an object-or-array union: a repeated element is always an array (typed JSON)', () => {
    const unions: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}/${i}`));
      if (!isObject(node)) return;
      for (const key of ['oneOf', 'anyOf']) {
        const members = node[key];
        if (!Array.isArray(members)) continue;
        const arrays = members.filter((m) => isObject(m) && m.type === 'array').length;
        if (arrays > 0 && arrays < members.length) unions.push(`${path}/${key}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${path}/${key}`);
    };
    visit(doc, '#');
    assert.deepEqual(unions, []);
  });

  test('the YAML is the same document as the JSON', async () => {
    const res = await fetch(`${s.url}/openapi.yaml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/yaml/);
    assert.deepEqual(parseYaml(await res.text()), doc);
  });

  test('every documented path answers one of its documented statuses', async () => {
    const token = await s.token();
    for (const o of operations()) {
      const url = exampleUrl(o);
      const open = Array.isArray(o.op.security) && o.op.security.length === 0;
      const responses = o.op.responses as Json;
      const success = deref(responses['200'] ?? {});
      const accepts = Object.keys((success.content as Json) ?? {}).filter((t) => t === 'application/xml' || t === 'application/json');
      for (const accept of accepts.length > 0 ? accepts : [undefined]) {
        const headers: Record<string, string> = {};
        if (!open) headers.authorization = `Bearer ${token}`;
        if (accept) headers.accept = accept;
        let body: string | undefined;
        if (o.method === 'post') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          delete headers.authorization;
          body = new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }).toString();
        }
        const res = await fetch(s.url + url, { method: o.method.toUpperCase(), headers, ...(body ? { body } : {}) });
        const text = await res.text();
        const where = `${o.method.toUpperCase()} ${url} (${accept ?? 'no Accept'}) → ${res.status}: ${text.slice(0, 300)}`;
        assert.notEqual(res.status, 405, where);
        assert.doesNotMatch(text, /<Code>2010<\/Code>|"Code":"2010"/, where);
        const documented = deref(responses[String(res.status)]);
        assert.ok(documented, `${where}: status not documented`);
        const content = documented.content as Json | undefined;
        if (content) assert.ok(mediaType(res.headers.get('content-type')) in content, `${where}: content type ${res.headers.get('content-type')} not documented`);
        if (accept) assert.equal(mediaType(res.headers.get('content-type')), accept, where);
      }
    }
  });

  test('the response examples are what the server sends for the example parameters', async () => {
    let compared = 0;
    for (const o of operations()) {
      const content = deref(((o.op.responses as Json)['200'] ?? {}) as Json).content as Json | undefined;
      for (const accept of ['application/xml', 'application/json']) {
        const examples = (content?.[accept] as Json | undefined)?.examples as Json | undefined;
        const first = examples && Object.values(examples)[0];
        if (!first) continue;
        const res = await s.get(exampleUrl(o), { accept });
        assert.equal(res.status, 200, exampleUrl(o));
        const text = await res.text();
        const value = deref(first).value;
        if (accept === 'application/xml') assert.equal(text, value, `${exampleUrl(o)} as XML`);
        else assert.deepEqual(JSON.parse(text), value, `${exampleUrl(o)} as JSON`);
        compared++;
      }
    }
    assert.ok(compared >= 12, `compared ${compared} examples`);
  });

  test('every route the app registers is documented, and nothing else', async () => {
    const registered = new Set<string>();
    const app = buildApp(s.server.services);
    app.addHook('onRoute', (route: RouteOptions) => {
      if ((route.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.add(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    });
    await app.ready();
    await app.close();
    const documented = new Set(operations().map((o) => `${o.method.toUpperCase()} ${o.path}`));
    assert.ok(registered.size > 20, `saw ${registered.size} routes`);
    assert.deepEqual([...registered].filter((r) => !documented.has(r)), [], 'registered but not documented');
    assert.deepEqual([...documented].filter((r) => !registered.has(r)), [], 'documented but not registered');
  });

  test('each data operation documents exactly the query parameters its route reads (the others are ignored)', async () => {
    const read = new Map<string, string[]>();
    const app = buildApp(s.server.services);
    app.addHook('onRoute', (route: RouteOptions) => {
      const queryParameters = (route.config as { queryParameters?: readonly string[] } | undefined)?.queryParameters;
      if (queryParameters) read.set(route.url.replace(/:(\w+)/g, '{$1}'), [...queryParameters].sort());
    });
    await app.ready();
    await app.close();
    assert.ok(read.size > 20, `saw ${read.size} data routes`);
    for (const o of operations()) {
      if (o.method !== 'get' || !read.has(o.path)) continue;
      const documented = o.params.filter((p) => p.in === 'query').map((p) => String(p.name)).sort();
      assert.deepEqual(documented, read.get(o.path), o.path);
      read.delete(o.path);
    }
    assert.deepEqual([...read.keys()], [], 'data routes without a documented operation');
  });

  test('yes-or-no parameters are booleans, and the server reads true/false as a generated client sends them and 1/0, any case', async () => {
    const flags = Object.values((doc.components as Json).parameters as Json).map((p) => p as Json).filter((p) => deref(p.schema).type === 'boolean');
    assert.deepEqual(flags.map((p) => p.name).sort(), ['Carrieroperated', 'LHoperated', 'allAirports', 'directFlights', 'includeCodeshares', 'utc']);
    for (const p of flags) assert.equal(typeof deref(p.schema).default, 'boolean', `${String(p.name)} has a default`);

    const schedules = `/v2/operations/schedules/FRA/JFK/${isoFromDay(TEST_DAY + 30)}?limit=100`;
    /** The journeys of the answer (links aside: they repeat the query as written). */
    const journeys = async (query: string) => {
      const res = await s.get(`${schedules}&${query}`, { accept: 'application/json' });
      assert.equal(res.status, 200, query);
      return JSON.stringify(((await res.json()) as { ScheduleResource: Json }).ScheduleResource.Schedule);
    };
    const direct = await journeys('directFlights=true');
    const all = await journeys('directFlights=false');
    assert.notEqual(direct, all, 'FRA-JFK has connections as well as direct flights');
    for (const spelling of ['1', 'TRUE', 'True']) assert.equal(await journeys(`directFlights=${spelling}`), direct, `directFlights=${spelling}`);
    for (const spelling of ['0', 'FALSE', 'False']) assert.equal(await journeys(`directFlights=${spelling}`), all, `directFlights=${spelling}`);
    assert.equal(await journeys('utc=0'), all, 'utc=0 is the default');
    const withUtc = await journeys('utc=true');
    assert.match(withUtc, /"ScheduledTimeUTC"/);
    for (const spelling of ['1', 'TRUE']) assert.equal(await journeys(`utc=${spelling}`), withUtc, `utc=${spelling}`);

    const refused = await s.get(`${schedules}&directFlights=yes`, { accept: 'application/json' });
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /"Code":"3\d{3}"/);
  });

  test('served unauthenticated, with an ETag, and only to GET', async () => {
    const res = await fetch(`${s.url}/openapi.json`);
    const etag = res.headers.get('etag');
    assert.ok(etag);
    assert.equal((await fetch(`${s.url}/openapi.json`, { headers: { 'if-none-match': etag } })).status, 304);
    const post = await fetch(`${s.url}/openapi.yaml`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
    assert.deepEqual((doc.servers as Json[])[0], { url: PUBLIC_URL, description: 'This service' });
  });
});
