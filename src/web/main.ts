// The playground page: picks an operation from the service's own OpenAPI description, turns its
// parameters into checked form fields, sends the request with the token, and shows the answer.
import { descriptionParts, pickerNames } from './description-parts.js';
import { byId, h } from './dom.js';
import { highlightJson, highlightXml, HIGHLIGHT_LIMIT } from './highlight.js';
import { matchPath, operationsOf, type Field, type Json, type Operation } from './openapi.js';
import { curlCommand, requestLine } from './request-line.js';
import { journeyTable } from './journeys.js';
import { parseBody } from './response-parts.js';
import { TokenPanel } from './token.js';
import { problemWith } from './validation.js';
import { WorldMap } from './world-map.js';

const NEAREST = 'getNearestAirports';
/** The location search (both families): sent as q is typed, as an autocomplete would. */
const TYPE_AHEAD = /^searchLocations/;
const TYPE_AHEAD_DELAY_MS = 250;
let typeAhead: ReturnType<typeof setTimeout> | undefined;
const DEFAULT_OPERATION = 'listAirports';

let operations: Operation[] = [];
let current: Operation | undefined;
const token = new TokenPanel();
const map = new WorldMap((latitude, longitude) => {
  const input = fieldInput('coordinates');
  if (!input) return;
  input.value = `${latitude.toFixed(3)},${longitude.toFixed(3)}`;
  void send();
});

function fieldInput(name: string): HTMLInputElement | HTMLSelectElement | null {
  return document.querySelector<HTMLInputElement | HTMLSelectElement>(`#params [data-field="${CSS.escape(name)}"]`);
}

function accept(): string {
  return document.querySelector<HTMLInputElement>('input[name="format"]:checked')?.value ?? 'application/xml';
}

function values(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of current?.fields ?? []) out[f.name] = fieldInput(f.name)?.value.trim() ?? '';
  return out;
}

/** Shows the field's problem next to it; true when it may be sent. */
function check(field: Field): boolean {
  const input = fieldInput(field.name);
  if (!input) return true;
  const problem = problemWith(field, input.value.trim());
  input.setCustomValidity(problem ?? '');
  input.setAttribute('aria-invalid', problem ? 'true' : 'false');
  byId(`problem-${field.name}`).textContent = problem ?? '';
  return problem === null;
}

function fieldElement(f: Field, value: string): HTMLElement {
  const id = `param-${f.name}`;
  const attrs = { id, name: f.name, 'data-field': f.name, 'aria-describedby': `problem-${f.name} hint-${f.name}` };
  let input: HTMLInputElement | HTMLSelectElement;
  if (f.schema.enum) {
    input = h('select', attrs, ...(f.required ? [] : [h('option', { value: '' }, '—')]), ...f.schema.enum.map((v) => h('option', { value: v }, v)));
    input.value = value;
  } else {
    input = h('input', {
      ...attrs,
      type: f.schema.format === 'password' ? 'password' : 'text',
      inputmode: f.schema.type === 'integer' ? 'numeric' : undefined,
      // An empty field means the default: show that, where there is one, rather than an example.
      placeholder: f.schema.default ?? f.example ?? '',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    input.value = value;
  }
  input.addEventListener('input', () => {
    const ok = check(f);
    showCurl();
    if (f.name === 'q' && current && TYPE_AHEAD.test(current.id)) {
      clearTimeout(typeAhead);
      if (ok) typeAhead = setTimeout(() => void send(), TYPE_AHEAD_DELAY_MS);
    }
  });
  input.addEventListener('change', () => showCurl());
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, f.name, ' ', h('span', { class: `tag in-${f.in}` }, f.in), f.required ? h('span', { class: 'tag required' }, 'required') : null),
    input,
    h('small', { class: 'problem', id: `problem-${f.name}`, 'aria-live': 'polite' }),
    h('div', { class: 'hint', id: `hint-${f.name}` }, ...readable(f.description.replace(/^Required\.\s+/, ''))),
  );
}

/** A description as its first sentence, the rest behind a "more" toggle (a paragraph is too much to read before a form). */
function readable(text: string): (string | HTMLElement)[] {
  const { first, rest } = descriptionParts(text);
  return rest ? [first, ' ', h('details', { class: 'more' }, h('summary', {}, 'more'), rest)] : [first];
}

/**
 * Optional fields the playground fills in: a schedules answer shows each trip once, with every
 * flight number it is sold under (listing=trips), where a drop-in client gets the original's listing.
 */
const PLAYGROUND_VALUES: Readonly<Record<string, string>> = { listing: 'trips' };

/** Shows an operation's fields: the given values, else the examples of required fields and the playground's own values. */
function choose(op: Operation, given?: Record<string, string>): void {
  current = op;
  byId<HTMLSelectElement>('operation').value = op.id;
  byId('operation-summary').textContent = op.summary;
  byId('operation-path').textContent = `${op.method} ${op.path}`;
  byId('operation-description').replaceChildren(...readable(op.description));
  const params = byId('params');
  params.replaceChildren(...op.fields.map((f) => fieldElement(f, given ? (given[f.name] ?? '') : f.required ? (f.example ?? '') : (PLAYGROUND_VALUES[f.name] ?? ''))));
  if (given) for (const f of op.fields) check(f);
  const both = op.produces.includes('application/xml') && op.produces.includes('application/json');
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="format"]')) radio.disabled = !both;
  const nearest = op.id === NEAREST;
  byId('map-panel').hidden = !nearest;
  if (nearest) map.reset();
  history.replaceState(null, '', `#${op.id}`);
  showCurl();
}

function showCurl(): void {
  if (!current) return;
  byId('curl-command').textContent = curlCommand(requestLine(current, values(), accept(), token.current), location.origin);
  byId('copy-curl').textContent = 'Copy';
}

/** A link's path and query without the version, templates such as {cityCode} kept readable. */
function linkLabel(href: string): string {
  const url = new URL(href, location.origin);
  const text = url.pathname.replace(/^\/v\d\//, '') + url.search;
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function statusClass(status: number): string {
  return status < 300 ? 'good' : status < 400 ? 'neutral' : 'bad';
}

function showBody(text: string, contentType: string): void {
  const body = byId('response-body');
  if (text.length <= HIGHLIGHT_LIMIT && /json/.test(contentType)) {
    body.replaceChildren(highlightJson(text) ?? text);
  } else if (text.length <= HIGHLIGHT_LIMIT && /xml/.test(contentType)) {
    body.replaceChildren(highlightXml(text));
  } else {
    body.replaceChildren(text);
  }
}

async function send(): Promise<void> {
  const op = current;
  if (!op) return;
  const skip = byId<HTMLInputElement>('skip-validation').checked;
  const ok = op.fields.map(check).every(Boolean);
  if (!ok && !skip) {
    byId('request-problem').textContent = 'Fix the marked fields, or tick "send unchecked" to see what the server says.';
    document.querySelector<HTMLElement>('#params [aria-invalid="true"]')?.focus();
    return;
  }
  byId('request-problem').textContent = '';
  const line = requestLine(op, values(), accept(), token.current);
  showCurl();
  const button = byId<HTMLButtonElement>('send');
  button.disabled = true;
  byId('response').setAttribute('aria-busy', 'true');
  const started = performance.now();
  try {
    const res = await fetch(line.target, { method: line.method, headers: line.headers, ...(line.body !== undefined ? { body: line.body } : {}) });
    const headersAt = performance.now();
    const text = await res.text();
    const doneAt = performance.now();
    const contentType = res.headers.get('content-type') ?? '';
    const status = byId('response-status');
    status.textContent = `${res.status} ${res.statusText}`;
    status.className = `status ${statusClass(res.status)}`;
    // A sandbox client's answer says it is simulated: the page says so beside the status.
    byId('response-simulated').hidden = res.headers.get('skyref-simulated') !== 'true';
    byId('response-time').textContent = `${Math.round(doneAt - started)} ms (headers after ${Math.round(headersAt - started)} ms)`;
    byId('response-size').textContent = `${new TextEncoder().encode(text).length} bytes`;
    byId('response-request').textContent = `${line.method} ${line.target}`;
    byId('response-headers').replaceChildren(...[...res.headers].map(([k, v]) => h('tr', {}, h('th', { scope: 'row' }, k), h('td', {}, v))));
    showBody(text, contentType);
    const parsed = parseBody(text, contentType);
    byId('response-error').textContent = parsed.error ?? '';
    byId('response-error').hidden = parsed.error === undefined;
    byId('response-links').replaceChildren(
      ...parsed.links.map((l) => h('button', { type: 'button', class: 'link', 'data-rel': l.rel, 'data-href': l.href, title: l.href }, l.rel, h('span', { class: 'href' }, linkLabel(l.href)))),
    );
    const journeys = byId('response-journeys');
    journeys.replaceChildren(...(parsed.journeys.length > 0 ? [journeyTable(parsed.journeys)] : []));
    journeys.hidden = parsed.journeys.length === 0;
    if (op.id === NEAREST && parsed.airports.length > 0) {
      const [lat, lon] = (values().coordinates ?? '').split(',').map(Number);
      map.plot(lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon) ? undefined : { latitude: lat, longitude: lon }, parsed.airports);
    }
    if (op.id === 'createToken' && res.ok) {
      const t = JSON.parse(text) as { access_token?: string; expires_in?: number };
      if (t.access_token && t.expires_in) token.adopt(t.access_token, t.expires_in);
    }
  } catch (error) {
    byId('response-status').textContent = 'failed';
    byId('response-status').className = 'status bad';
    byId('response-body').replaceChildren(`The request did not complete: ${String(error)}`);
  } finally {
    button.disabled = false;
    byId('response').removeAttribute('aria-busy');
    byId('response').scrollIntoView({ block: 'nearest' });
  }
}

/** Follows a link of a response: its operation is chosen and filled in, then sent if it is complete. */
function follow(href: string): void {
  const url = new URL(href, location.origin);
  const match = matchPath(operations, 'GET', url.pathname);
  if (!match) {
    byId('request-problem').textContent = `No operation of this service has the path ${url.pathname}.`;
    return;
  }
  const given: Record<string, string> = { ...match.params };
  for (const [k, v] of url.searchParams) given[k] = v;
  choose(match.op, given);
  // A related link is a template such as {cityCode}: the field is left for the reader to fill.
  if (match.op.fields.every((f) => problemWith(f, given[f.name] ?? '') === null)) void send();
  else {
    byId('request-problem').textContent = 'Fill in the marked fields of the link, then send.';
    document.querySelector<HTMLElement>('#params [aria-invalid="true"]')?.focus();
  }
}

async function copyCurl(): Promise<void> {
  const text = byId('curl-command').textContent ?? '';
  const button = byId('copy-curl');
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    // Without clipboard permission: select the command so that the reader can copy it.
    const range = document.createRange();
    range.selectNodeContents(byId('curl-command'));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    button.textContent = 'Selected: press Ctrl+C';
  }
}

async function start(): Promise<void> {
  byId('map-canvas').append(map.element);
  byId('map-world').addEventListener('click', () => map.reset());
  const res = await fetch('/openapi.json');
  if (!res.ok) throw new Error(`/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as Json;
  operations = operationsOf(doc);
  const select = byId<HTMLSelectElement>('operation');
  const tags = [...new Set(operations.map((o) => o.tag))];
  const names = new Map(pickerNames(operations).map((name, i) => [operations[i]!, name]));
  select.replaceChildren(
    ...tags.map((tag) =>
      h('optgroup', { label: tag }, ...operations.filter((o) => o.tag === tag).map((o) => h('option', { value: o.id, title: `${o.summary}: ${o.path}` }, names.get(o)!))),
    ),
  );
  select.addEventListener('change', () => {
    const op = operations.find((o) => o.id === select.value);
    if (op) choose(op);
  });
  byId<HTMLFormElement>('request-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="format"]')) radio.addEventListener('change', showCurl);
  byId('copy-curl').addEventListener('click', () => void copyCurl());
  token.onChange(showCurl);
  // Links in the body and in the link bar are followed here, with the token.
  for (const id of ['response-body', 'response-links']) {
    byId(id).addEventListener('click', (event) => {
      const target = (event.target as Element).closest<HTMLElement>('[data-href]');
      if (!target) return;
      event.preventDefault();
      follow(target.dataset.href ?? '');
    });
  }
  const wanted = operations.find((o) => o.id === location.hash.slice(1)) ?? operations.find((o) => o.id === DEFAULT_OPERATION) ?? operations[0];
  if (wanted) choose(wanted);
  document.body.dataset.ready = 'true';
}

start().catch((error: unknown) => {
  byId('request-problem').textContent = `The playground could not start: ${String(error)}`;
});
