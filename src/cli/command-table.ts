// The commands of `skyref`: their arguments, flags (with meaning and default) and the settings each
// reads. The one source of truth for the command line: the overview, each command's --help, the
// usage shown with a usage error, and the options node:util's parseArgs is given all come from here.
import { DEFAULT_DRAIN_DELAY_MS, DEFAULT_METRICS_PORT, DEFAULT_RESPONSE_CACHE_MB } from '../config.js';

export interface FlagSpec {
  /** Without the dashes: `rate-per-second`. */
  name: string;
  /** What its value is called in the usage (`N`, `FILE`); none for a switch. */
  value?: string;
  meaning: string;
  /** What holds without the flag; none where "off" is all there is to say. */
  default?: string;
}

export interface CommandSpec {
  /** The words that name it: ['clients', 'add']. */
  words: readonly string[];
  /** Its arguments and flags as the usage line shows them, after the words. */
  synopsis: string;
  /** One line for the overview. */
  summary: string;
  /** More for its own help: what it does, where it is documented. */
  details?: string;
  flags: readonly FlagSpec[];
  /** The environment variables it reads (SETTINGS). */
  settings: readonly string[];
}

/** Every environment variable a command reads: what it is and its default (README, Configuration, has more). */
export const SETTINGS: Record<string, { meaning: string; default: string }> = {
  HOST: { meaning: 'address to listen on (0.0.0.0 for every interface)', default: '127.0.0.1' },
  PORT: { meaning: 'port, 0-65535 (0: any free port)', default: '8080' },
  SKYREF_WORKERS: { meaning: 'servers on one port: 1 a single process, more a supervisor and its worker threads', default: 'the number of cores' },
  SKYREF_SPARE_WORKER: { meaning: '1: one more worker kept ready to take the place of one that ends; 0: none', default: '1' },
  SKYREF_DATA_DIR: { meaning: 'the dataset file and the state database (clients, signing key)', default: './var' },
  SKYREF_IMPORT_WAIT_MS: { meaning: 'how long an import or dataset build waits for another one on the same data directory', default: '60000' },
  SKYREF_PUBLIC_URL: { meaning: 'base of absolute links, e.g. https://api.example.com', default: 'links to the address a request reached' },
  SKYREF_ALLOWED_HOSTS: { meaning: 'without SKYREF_PUBLIC_URL: the Host headers links may be built from, host[:port],...', default: 'localhost, 127.0.0.1, [::1]' },
  SKYREF_CLIENT_ID: { meaning: 'with SKYREF_CLIENT_SECRET: a client registered at start when there is none of that id', default: 'a demo client when there are none' },
  SKYREF_CLIENT_SECRET: { meaning: 'the secret of SKYREF_CLIENT_ID', default: '-' },
  SKYREF_TOKEN_SECRET: { meaning: 'HS256 key of the tokens, at least 32 bytes; the same on every replica', default: 'generated, kept in the state database (or Redis)' },
  SKYREF_TOKEN_KEYS_FILE: { meaning: 'instead of SKYREF_TOKEN_SECRET: a file of KEY_ID SECRET lines, the first signing', default: '-' },
  SKYREF_TOKEN_TTL: { meaning: 'token lifetime, seconds, 60-2678400', default: '21600' },
  SKYREF_RATE_PER_SECOND: { meaning: "a client's requests per second unless set for it (clients add)", default: '5' },
  SKYREF_RATE_PER_HOUR: { meaning: "a client's requests per hour unless set for it (clients add)", default: '1000' },
  SKYREF_OVERLOAD_DELAY_MS: { meaning: 'event-loop delay above which costly requests get 503 with Retry-After; 0: never', default: '100' },
  SKYREF_REFUSAL_WAIT_MS: { meaning: 'wait before a 401 or 429 on a connection refused more than 8 times in a row; 0: none', default: '250' },
  SKYREF_REDIS_URL: { meaning: 'redis://host:port/db: replicas share clients, signing key and rate-limit counts there', default: 'state in SKYREF_DATA_DIR' },
  SKYREF_REDIS_PREFIX: { meaning: 'put before every Redis key', default: 'skyref:' },
  SKYREF_REDIS_DATA_LOSS: { meaning: 'restore or wait: what a replica does when Redis lost its data', default: 'restore' },
  SKYREF_METRICS_HOST: { meaning: 'address of the metrics listener (GET /metrics)', default: '127.0.0.1' },
  SKYREF_METRICS_PORT: { meaning: 'port of the metrics listener, 0: any free port, off: none', default: String(DEFAULT_METRICS_PORT) },
  SKYREF_METRICS_INTERVAL_MS: { meaning: 'the counters are gathered at most once in this many ms', default: '1000' },
  SKYREF_RESPONSE_CACHE_MB: { meaning: "the most the service's response caches hold together, MB; 0: none", default: String(DEFAULT_RESPONSE_CACHE_MB) },
  SKYREF_DRAIN_DELAY_MS: { meaning: 'on stopping, how long /ready answers 503 before the server stops listening', default: String(DEFAULT_DRAIN_DELAY_MS) },
  SKYREF_DRAIN_TIMEOUT_MS: { meaning: 'then how long requests in flight may take before their connections are closed', default: '10000' },
  SKYREF_TRUSTED_PROXIES: { meaning: "addresses or CIDR ranges of reverse proxies: the client's address from X-Forwarded-For", default: "the peer's address" },
  SKYREF_TRUST_PROXY: { meaning: "1: links from the proxies' X-Forwarded-Proto, -Host and -Port", default: '0' },
  SKYREF_CORS_ORIGINS: { meaning: 'origins whose browser pages may call the API, comma-separated, or *', default: 'none' },
  SKYREF_JSON_PROFILE: { meaning: "typed, or classic (the original API's JSON)", default: 'typed' },
  SKYREF_FLIGHT_STATUS_WINDOW: { meaning: "original (yesterday to 5 days ahead) or schedule (the schedule's dates)", default: 'original' },
  SKYREF_SANDBOX_SEED: { meaning: "what sandbox clients' simulated status and faults are drawn from", default: 'skyref' },
  SKYREF_HOME_CARRIER: { meaning: 'home carrier of the airports filters', default: 'LH' },
  SKYREF_PARTNER_CARRIERS: { meaning: 'its loyalty-programme partners, comma-separated', default: 'Star Alliance and Lufthansa Group' },
  SKYREF_LANGUAGES: { meaning: 'languages of country names built into the default dataset besides de en es fr it', default: 'ja,nl,pl,pt,ru,zh' },
  SKYREF_LOG_LEVEL: { meaning: 'fatal, error, warn, info, debug, trace or silent', default: 'info' },
  SKYREF_ACCESS_LOG: { meaning: 'on: a line per request (method, route, status, bytes, µs, client, request id) at info; off: none', default: 'on' },
  SKYREF_LOG_FORMAT: { meaning: 'the console: human lines, json lines, or auto (human on a terminal, else json)', default: 'auto' },
  SKYREF_ALERT_HOSTS: { meaning: 'hosts alert callbacks may name, comma-separated (*.example.com for subdomains)', default: 'any public host' },
  SKYREF_ALERT_ALLOW_LOOPBACK: { meaning: '1: callbacks to loopback addresses allowed (tests); private and link-local never', default: '0' },
  SKYREF_ALERT_SUBSCRIPTIONS: { meaning: 'the most alert subscriptions one client may have', default: '100' },
  SKYREF_ALERT_RETRY_HOURS: { meaning: 'how long an alert is retried before it is given up', default: '24' },
  SKYREF_ALERT_FIRST_RETRY_MS: { meaning: 'the wait before the first retry of an alert, doubled after each (at most 1 h)', default: '1000' },
  SKYREF_NOW: { meaning: 'an ISO 8601 instant (2028-02-29T09:00:00Z): run as of then, time running on', default: "the machine's time" },
  // The OpenTelemetry SDK's own name (api/tracing.ts); its other OTEL_* settings are the SDK's (docs/operations.md, Observe).
  OTEL_EXPORTER_OTLP_ENDPOINT: { meaning: "an OpenTelemetry collector's OTLP/HTTP base URL: a span per request exported there; other OTEL_* as the SDK reads them", default: 'no traces' },
};

/** The syntax of --faults, shown wherever the flag is taken (src/domain/fault-spec.ts; docs/testing-apps.md, Injected faults). */
const FAULTS_SYNTAX = `--faults SPEC, the faults a sandbox client's data requests meet (docs/testing-apps.md, Injected faults):
  rates     429:5%,503:2%,401:1%,latency:200ms@10%
            each request draws: 401 (token taken as expired), 429 or 503 (with Retry-After) at
            those rates; latency:Nms@P% delays P% of answers by N ms (every answer without @P%)
  sequence  seq:200,429,200,503,401,800ms
            played in order, then again: 200 the real answer, 401/429/503 that error,
            Nms the real answer N ms late
  either    …,retry-after:3s   the Retry-After of 429 and 503 answers (default 1s)
  Draws follow SKYREF_SANDBOX_SEED; each worker plays its own sequence (SKYREF_WORKERS=1 for one order).`;

const STORE = ['SKYREF_DATA_DIR', 'SKYREF_REDIS_URL', 'SKYREF_REDIS_PREFIX'];
const IMPORT = ['SKYREF_DATA_DIR', 'SKYREF_IMPORT_WAIT_MS', 'SKYREF_LANGUAGES', 'SKYREF_NOW'];
const SKIP_BAD: FlagSpec = { name: 'skip-bad', meaning: 'import what is right and skip the records that are not (listed), instead of importing nothing', default: 'refuse the file' };
const REPLACE: FlagSpec = {
  name: 'replace',
  meaning: 'go on although an airline would lose more than half of its flights, or all (the import names them)',
  default: 'refuse such an import',
};

export const COMMAND_TABLE: readonly CommandSpec[] = [
  {
    words: ['serve'],
    synopsis: '[--workers N]',
    summary: 'start the API, one worker per core (builds the default dataset on first start)',
    details:
      'Serves until SIGINT or SIGTERM, on which it drains (readiness fails, requests in flight finish); a second\n' +
      'signal ends it at once. SIGHUP serves the dataset file again (after an import). docs/operations.md.',
    flags: [{ name: 'workers', value: 'N', meaning: 'servers on one port, 1-256: 1 a single process, more a supervisor and worker threads', default: 'SKYREF_WORKERS, else the number of cores' }],
    settings: Object.keys(SETTINGS),
  },
  { words: ['dataset', 'info'], synopsis: '', summary: 'counts and sources of the served dataset', flags: [], settings: ['SKYREF_DATA_DIR'] },
  {
    words: ['dataset', 'build'],
    synopsis: '',
    summary: "rebuild the default dataset: reference data and the real network's schedule",
    details: 'A running server serves the new file by itself.',
    flags: [],
    settings: ['SKYREF_DATA_DIR', 'SKYREF_IMPORT_WAIT_MS', 'SKYREF_LANGUAGES', 'SKYREF_NOW'],
  },
  {
    words: ['clients', 'add'],
    synopsis: 'ID [--secret S] [--rate-per-second N] [--rate-per-hour N] [--sandbox [--faults SPEC]]',
    summary: 'register a client (or replace its secret); prints the secret once',
    details: 'ID: 1-128 of A-Z a-z 0-9 . _ ~ -. A running server takes the new client within 200 ms.',
    flags: [
      { name: 'secret', value: 'S', meaning: 'the client secret, at least 8 characters', default: 'one generated, printed once' },
      { name: 'rate-per-second', value: 'N', meaning: "the client's requests per second, a positive integer", default: 'SKYREF_RATE_PER_SECOND' },
      { name: 'rate-per-hour', value: 'N', meaning: "the client's requests per hour, a positive integer", default: 'SKYREF_RATE_PER_HOUR' },
      { name: 'sandbox', meaning: 'its flight status is simulated (docs/testing-apps.md)', default: 'real schedule status' },
      { name: 'faults', value: 'SPEC', meaning: 'with --sandbox: faults injected before its answers (below)', default: 'none' },
    ],
    settings: [...STORE, 'SKYREF_RATE_PER_SECOND', 'SKYREF_RATE_PER_HOUR', 'SKYREF_SANDBOX_SEED'],
  },
  { words: ['clients', 'list'], synopsis: '', summary: 'list clients: id, state, limits, created, sandbox and faults', flags: [], settings: [...STORE, 'SKYREF_RATE_PER_SECOND', 'SKYREF_RATE_PER_HOUR'] },
  { words: ['clients', 'disable'], synopsis: 'ID', summary: 'disable a client; its tokens stop working within 200 ms', flags: [], settings: STORE },
  { words: ['clients', 'delete'], synopsis: 'ID', summary: 'remove a client; its tokens stop working within 200 ms', flags: [], settings: STORE },
  {
    words: ['clients', 'export'],
    synopsis: '[--output FILE]',
    summary: 'every client as stored (secret hashes, epochs, versions) and the deleted ones, as JSON',
    details: 'Whoever holds an export can restore revoked tokens: keep it as the state database.',
    flags: [{ name: 'output', value: 'FILE', meaning: 'write it to FILE, mode 0600', default: 'stdout' }],
    settings: STORE,
  },
  {
    words: ['clients', 'import'],
    synopsis: 'FILE [--restore-deleted]',
    summary: 'write back the clients of an export, each only where newer than the stored state',
    details: 'Their tokens keep working; a client disabled, given a new secret or deleted since stays so, and is named.',
    flags: [{ name: 'restore-deleted', meaning: 'bring back clients deleted since the export, with their old tokens', default: 'they stay deleted' }],
    settings: STORE,
  },
  {
    words: ['sandbox', 'scenario'],
    synopsis: 'FLIGHT DATE (--delay MIN | --cancel | --divert AIRPORT | --clear)',
    summary: 'fix what a flight does on a local date for sandbox clients, or let the simulation draw it again',
    details: 'FLIGHT such as LH400; DATE yyyy-MM-dd, local at its departure airport. One of the flags. docs/testing-apps.md.',
    flags: [
      { name: 'delay', value: 'MIN', meaning: 'late by MIN minutes (negative: early)' },
      { name: 'cancel', meaning: 'cancelled' },
      { name: 'divert', value: 'AIRPORT', meaning: 'diverted to that airport (3 letters)' },
      { name: 'clear', meaning: 'no scenario: the simulation draws it again' },
    ],
    settings: [...STORE, 'SKYREF_FLIGHT_STATUS_WINDOW', 'SKYREF_NOW'],
  },
  { words: ['sandbox', 'scenarios'], synopsis: '', summary: 'list the scenarios set', flags: [], settings: STORE },
  {
    words: ['alerts', 'subscribe'],
    synopsis: 'CLIENT (--flight FLIGHT | --route FROM-TO | --departures AIRPORT) (--date DATE | --from DATE --to DATE) --callback URL',
    summary: "subscribe a client to change alerts; prints the subscription's secret once",
    details: 'The same checks as POST /v1/alerts/subscriptions (callback allowed, per-client limit). docs/alerts.md.',
    flags: [
      { name: 'flight', value: 'FLIGHT', meaning: 'a flight such as LH400' },
      { name: 'route', value: 'FROM-TO', meaning: 'a route such as FRA-JFK' },
      { name: 'departures', value: 'AIRPORT', meaning: "an airport's departures" },
      { name: 'date', value: 'DATE', meaning: 'one local departure date, yyyy-MM-dd' },
      { name: 'from', value: 'DATE', meaning: 'the first date of a range' },
      { name: 'to', value: 'DATE', meaning: 'the last date of a range (31 days for a flight, 7 otherwise)' },
      { name: 'callback', value: 'URL', meaning: 'where alerts are posted (http or https)' },
    ],
    settings: [...STORE, 'SKYREF_ALERT_HOSTS', 'SKYREF_ALERT_ALLOW_LOOPBACK', 'SKYREF_ALERT_SUBSCRIPTIONS', 'SKYREF_NOW'],
  },
  { words: ['alerts', 'list'], synopsis: 'CLIENT', summary: "a client's alert subscriptions", flags: [], settings: STORE },
  { words: ['alerts', 'delete'], synopsis: 'CLIENT ID', summary: 'remove a subscription and its alerts', flags: [], settings: STORE },
  { words: ['alerts', 'deliveries'], synopsis: 'CLIENT ID', summary: "a subscription's delivery log, newest first", flags: [], settings: STORE },
  { words: ['import', 'seats'], synopsis: 'FILE [--skip-bad]', summary: 'replace the seat figures of the aircraft in a CSV (docs/imports.md)', flags: [SKIP_BAD], settings: IMPORT },
  { words: ['import', 'ssim'], synopsis: 'FILE... [--skip-bad] [--replace]', summary: 'replace the schedules of the airlines in IATA SSIM files (docs/imports.md)', flags: [SKIP_BAD, REPLACE], settings: IMPORT },
  { words: ['import', 'mct'], synopsis: 'FILE [--skip-bad]', summary: 'replace the minimum connecting times with a CSV table (docs/imports.md)', flags: [SKIP_BAD], settings: IMPORT },
  { words: ['import', 'routes'], synopsis: 'FILE [--skip-bad] [--replace]', summary: 'fly the network of an OpenTravelData route file instead (docs/imports.md)', flags: [SKIP_BAD, REPLACE], settings: IMPORT },
  { words: ['import', 'optd'], synopsis: 'DIR [--replace]', summary: 'replace the reference data with OpenTravelData files (docs/imports.md)', flags: [REPLACE], settings: IMPORT },
  { words: ['import', 'ourairports'], synopsis: 'DIR [--replace]', summary: 'replace the reference data with OurAirports airports.csv/countries.csv', flags: [REPLACE], settings: IMPORT },
  {
    words: ['export', 'legs'],
    synopsis: '--from DATE --to DATE',
    summary: 'the operating legs of those dates as CSV on stdout (docs/imports.md)',
    flags: [
      { name: 'from', value: 'DATE', meaning: 'the first local departure date, yyyy-MM-dd' },
      { name: 'to', value: 'DATE', meaning: 'the last, at most 367 days on' },
    ],
    settings: ['SKYREF_DATA_DIR'],
  },
  { words: ['export', 'ssim'], synopsis: '', summary: 'the whole schedule as an IATA SSIM file on stdout (docs/imports.md)', flags: [], settings: ['SKYREF_DATA_DIR', 'SKYREF_NOW'] },
  {
    words: ['mcp'],
    synopsis: '',
    summary: 'an MCP server over stdio on the dataset, for agents (README, Agents)',
    details: 'stdout carries the protocol; notices go to stderr. Builds the default dataset first when there is none.',
    flags: [],
    settings: ['SKYREF_DATA_DIR', 'SKYREF_LANGUAGES', 'SKYREF_NOW'],
  },
  { words: ['version'], synopsis: '', summary: 'the version of skyref and of the Node.js it runs on', flags: [], settings: [] },
];

/** The top-level commands, in the table's order. */
export const COMMANDS = [...new Set(COMMAND_TABLE.map((c) => c.words[0]!))];

/** The entries a command line names: one command's, or a group's (`clients`), or none. */
export function commandsNamed(words: readonly string[]): CommandSpec[] {
  const group = COMMAND_TABLE.filter((c) => c.words[0] === words[0]);
  const exact = group.filter((c) => c.words.length > 1 && c.words[1] === words[1]);
  return exact.length > 0 ? exact : group;
}

/** The one entry a command line names, or undefined when it names a group or nothing. */
export function commandNamed(words: readonly string[]): CommandSpec | undefined {
  const named = commandsNamed(words);
  return named.length === 1 && named[0]!.words.every((w, i) => words[i] === w) ? named[0] : undefined;
}

const usageLine = (c: CommandSpec) => [...c.words, c.synopsis].filter(Boolean).join(' ');

/** Lines of two columns, the second starting at one column. */
function columns(rows: readonly (readonly [string, string])[], indent = '  '): string {
  const width = Math.min(34, Math.max(...rows.map(([left]) => left.length)) + 2);
  return rows.map(([left, right]) => (left.length + 2 > width ? `${indent}${left}\n${indent}${' '.repeat(width)}${right}` : `${indent}${left.padEnd(width)}${right}`)).join('\n');
}

/** "a, b or c". */
export const either = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

/** `skyref` and `skyref --help`: every command with its one line. */
export function overview(): string {
  return [
    'usage: skyref <command> [arguments]',
    '',
    columns(COMMAND_TABLE.map((c) => [usageLine(c), c.summary])),
    '',
    'Every command takes --help (or -h, or "skyref help COMMAND"): its flags, their defaults and the settings it reads.',
    'Settings are environment variables (README, Configuration): HOST, PORT, SKYREF_DATA_DIR, ...',
  ].join('\n');
}

const header = (named: readonly CommandSpec[]) =>
  `usage: skyref ${named.length === 1 ? named[0]!.words.join(' ') : `${named[0]!.words[0]} <${named.map((c) => c.words[1]).join('|')}>`} …`;

/** What a usage error shows: the usage lines of the command (or group) given, and where its help is. */
export function shortUsage(words: readonly string[]): string {
  const named = commandsNamed(words);
  if (named.length === 0) return overview();
  const name = named.length === 1 ? named[0]!.words.join(' ') : named[0]!.words[0];
  return [header(named), '', ...named.map((c) => `  ${usageLine(c)}`), '', `"skyref ${name} --help" says what each flag means, its default and the settings read.`].join('\n');
}

/** `skyref COMMAND --help`: the usage, flags with meaning and default, the --faults syntax where taken, the settings read. */
export function commandHelp(words: readonly string[]): string {
  const named = commandsNamed(words);
  if (named.length === 0) return overview();
  const parts: string[] = [header(named)];
  for (const c of named) {
    const lines = [`  ${usageLine(c)}`, `      ${c.summary[0]!.toUpperCase()}${c.summary.slice(1)}.${c.details ? `\n      ${c.details.replace(/\n/g, '\n      ')}` : ''}`];
    if (c.flags.length > 0) lines.push(columns(c.flags.map((f) => [`--${f.name}${f.value ? ` ${f.value}` : ''}`, `${f.meaning}${f.default ? ` (default: ${f.default})` : ''}`]), '      '));
    parts.push(lines.join('\n'));
  }
  if (named.some((c) => c.flags.some((f) => f.name === 'faults'))) parts.push(FAULTS_SYNTAX);
  const settings = [...new Set(named.flatMap((c) => c.settings))];
  parts.push(
    settings.length === 0
      ? 'settings: none read'
      : `settings read (environment variables; README, Configuration):\n${columns(settings.map((s) => [s, `${SETTINGS[s]!.meaning} (default: ${SETTINGS[s]!.default})`]))}`,
  );
  return parts.join('\n\n');
}

/** The options node:util's parseArgs takes for a command: its flags, a value for those that have one. */
export function parseOptionsOf(words: readonly string[]): Record<string, { type: 'string' | 'boolean' }> {
  const command = commandNamed(words);
  if (!command) throw new Error(`no command ${words.join(' ')} in the table`);
  return Object.fromEntries(command.flags.map((f) => [f.name, { type: f.value ? 'string' : 'boolean' }]));
}
