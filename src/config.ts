// Configuration from the environment, read and checked once at start.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { clockFrom, parseInstant, systemClock, type Clock } from './domain/clock.js';

/** The JSON dialects served (docs/api-rules.md, Formats): typed, or the original API's. */
export const JSON_PROFILES = ['typed', 'classic'] as const;
export type JsonProfile = (typeof JSON_PROFILES)[number];

export interface TokenKey {
  /** The `kid` of the tokens it signs; undefined for a key tokens do not name. */
  kid?: string;
  secret: Uint8Array;
}

const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The keys of a SKYREF_TOKEN_KEYS_FILE: one `KEY_ID SECRET` a line (blank lines and # comments
 * skipped), the first signing; each secret at least 32 bytes, each id once.
 */
export function parseTokenKeys(text: string, source: string): TokenKey[] {
  const keys: TokenKey[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [kid, secret, extra] = line.split(/\s+/);
    const where = `${source}, line ${index + 1}`;
    if (!kid || !secret || extra !== undefined || !KEY_ID.test(kid)) throw new ConfigError(`${where}: expected KEY_ID SECRET (an id of 1-64 letters, digits, . _ -)`);
    if (Buffer.byteLength(secret) < 32) throw new ConfigError(`${where}: the secret of key ${kid} must be at least 32 bytes`);
    if (keys.some((k) => k.kid === kid)) throw new ConfigError(`${where}: key id ${kid} is given twice`);
    keys.push({ kid, secret: new TextEncoder().encode(secret) });
  }
  if (keys.length === 0) throw new ConfigError(`${source} holds no key`);
  return keys;
}

function tokenKeys(env: NodeJS.ProcessEnv): TokenKey[] | undefined {
  const secret = env.SKYREF_TOKEN_SECRET || undefined;
  const file = env.SKYREF_TOKEN_KEYS_FILE || undefined;
  if (secret !== undefined && file !== undefined) throw new ConfigError('set SKYREF_TOKEN_SECRET or SKYREF_TOKEN_KEYS_FILE, not both');
  if (secret !== undefined) {
    if (Buffer.byteLength(secret) < 32) throw new ConfigError('SKYREF_TOKEN_SECRET must be at least 32 bytes');
    return [{ secret: new TextEncoder().encode(secret) }];
  }
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`SKYREF_TOKEN_KEYS_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return parseTokenKeys(text, `SKYREF_TOKEN_KEYS_FILE ${file}`);
}

function redisDataLoss(value: string | undefined): Config['redisDataLoss'] {
  if (value === undefined || value === '' || value === 'restore') return 'restore';
  if (value === 'wait') return 'wait';
  throw new ConfigError(`SKYREF_REDIS_DATA_LOSS must be restore or wait, got "${value}"`);
}

function accessLog(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === '' || setting === 'on') return true;
  if (setting === 'off') return false;
  throw new ConfigError(`SKYREF_ACCESS_LOG must be on or off, got "${value}"`);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value)) throw new ConfigError(`SKYREF_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return value;
}

/** SKYREF_LOG_FORMAT (log-format.ts): human lines or JSON lines on the console, or auto (human on a terminal). */
export const LOG_FORMATS = ['auto', 'human', 'json'] as const;

function logFormat(value: string | undefined): (typeof LOG_FORMATS)[number] {
  const format = LOG_FORMATS.find((f) => f === (value ?? '').trim().toLowerCase()) ?? ((value ?? '').trim() === '' ? 'auto' : undefined);
  if (format === undefined) throw new ConfigError(`SKYREF_LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${value}"`);
  return format;
}

function flightStatusWindow(value: string | undefined): Config['flightStatusWindow'] {
  if (value === undefined || value === '' || value === 'original') return 'original';
  if (value === 'schedule') return 'schedule';
  throw new ConfigError(`SKYREF_FLIGHT_STATUS_WINDOW must be original or schedule, got "${value}"`);
}

export interface Config {
  host: string;
  port: number;
  /** Base for absolute hrefs in responses, e.g. https://api.example.com; else see allowedHosts. */
  publicUrl: string | undefined;
  /**
   * Without publicUrl: the Host headers (lower case, host[:port]) that links may be built from;
   * a request with any other Host gets links to the address it reached. Undefined: the loopback
   * names (localhost, 127.0.0.1, [::1]) at the port the request reached.
   */
  allowedHosts: readonly string[] | undefined;
  dataDir: string;
  /** How long an import (or `dataset build`) waits for another one on the same data directory, ms. */
  importWaitMs: number;
  tokenTtlSeconds: number;
  /**
   * HS256 keys for access tokens (SKYREF_TOKEN_SECRET: one without an id; SKYREF_TOKEN_KEYS_FILE:
   * named ones, the first signing); else one generated and kept in the state database (or Redis).
   */
  tokenKeys: readonly TokenKey[] | undefined;
  /** Which dates flight status answers: the original API's (yesterday to 5 days ahead) or the whole schedule's. */
  flightStatusWindow: 'original' | 'schedule';
  /** SKYREF_SANDBOX_SEED: what sandbox clients' simulated status and faults are drawn from (docs/testing-apps.md). */
  sandboxSeed: string;
  /** What a replica does when Redis lost its data (docs/operations.md, Redis lost its data). */
  redisDataLoss: 'restore' | 'wait';
  bootstrapClient: { id: string; secret: string } | undefined;
  ratePerSecond: number;
  ratePerHour: number;
  /**
   * An event-loop delay (ms) above which a worker refuses requests that cost more than a lookup
   * with 503 and Retry-After while it catches up; 0: never (docs/security.md, Overload).
   */
  overloadDelayMs: number;
  /**
   * How long a 401 or 429 waits on a connection refused over and over (after 8 in a row); 0:
   * answered at once (api/refusal-tarpit.ts).
   */
  refusalWaitMs: number;
  /** Languages offered besides de, en, es, fr, it. */
  extraLanguages: string[];
  logLevel: string;
  /** The console's format: auto (human lines on a terminal, JSON lines otherwise), human or json. */
  logFormat: (typeof LOG_FORMATS)[number];
  /** SKYREF_ACCESS_LOG: one info line per request (access-log.ts), on unless off. */
  accessLog: boolean;
  /** The home carrier of the airports filters (`Carrieroperated`, `group=CarrierOperated`). */
  homeCarrier: string;
  /** Its loyalty-programme partners (`group=LoyaltyProgram`, together with the home carrier). */
  partnerCarriers: string[];
  /**
   * On shutdown, how long /ready answers 503 while requests are still served, before the server
   * stops listening: by default long enough for a load balancer checking every 2 s to see two
   * failures, so that no request meets a closed port.
   */
  drainDelayMs: number;
  /** Then how long requests in flight may take to finish before their connections are closed. */
  drainTimeoutMs: number;
  /** Server processes on this machine: 1 is a single process, more a supervisor and its workers. */
  workers: number;
  /**
   * With several workers, one more worker thread kept started and not listening, which takes the
   * place of a worker that ends by listening at once (SKYREF_SPARE_WORKER, on by default).
   */
  spareWorker: boolean;
  /**
   * Where /metrics is served, apart from the API: the supervisor's listener (or the single
   * server's); undefined when SKYREF_METRICS_PORT is off. Port 0 picks a free port.
   */
  metrics: { host: string; port: number } | undefined;
  /** The counters are gathered at most once in this many ms; scrapes in between get the last gathering. */
  metricsIntervalMs: number;
  /**
   * Redis shared by replicas (clients, signing key, rate-limit counters); else the state database
   * and counters in process.
   */
  redis: { url: string; prefix: string } | undefined;
  /**
   * Addresses (or CIDR ranges) of the reverse proxies in front: from those, the client's address is
   * taken from X-Forwarded-For (and the scheme from X-Forwarded-Proto). Empty: the peer's address.
   */
  trustedProxies: string[];
  /**
   * Links are built from X-Forwarded-Proto, -Host and -Port sent by a trusted proxy (those of
   * trustedProxies, or any peer when that list is empty).
   */
  trustProxy: boolean;
  /** Origins whose browser pages may call the API (CORS), or '*' for any; undefined: none. */
  corsOrigins: readonly string[] | '*' | undefined;
  /** The JSON of `Accept: application/json`: typed, or the original API's dialect. */
  jsonProfile: JsonProfile;
  /** Now: the machine's time, or from SKYREF_NOW on (time running on from the start). */
  clock: Clock;
  /**
   * SKYREF_RESPONSE_CACHE_MB in bytes: the most the service's response caches hold together, each
   * of several workers a share (docs/operations.md, Memory); 0 keeps no answer.
   */
  responseCacheBytes: number;
  /** Change alerts by signed webhooks (docs/alerts.md): where they may go, how many, how long they are retried. */
  alerts: AlertSettings;
}

// Lufthansa's Miles & More partners: the Star Alliance and the airlines of the Lufthansa Group,
// the default because the spec's API is Lufthansa's.
const DEFAULT_PARTNERS =
  'A3,AC,AI,AV,BR,CA,CM,ET,LO,LX,MS,NH,NZ,OS,OU,OZ,SA,SN,SQ,TG,TK,TP,UA,ZH,EN,EW,4Y,CL,WK';

function airlineCodes(name: string, raw: string): string[] {
  const codes = raw.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
  for (const code of codes) {
    if (!/^[A-Z0-9]{2}$/.test(code)) throw new ConfigError(`${name}: "${code}" is not a 2-character IATA airline code`);
  }
  return codes;
}

export class ConfigError extends Error {}

/** HAProxy's and most cloud load balancers' health checks: every 2 s, out after 2 failures, and a second to spare. */
export const DEFAULT_DRAIN_DELAY_MS = 5000;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** SKYREF_RESPONSE_CACHE_MB's default: the answers kept by the service, every worker's together (decision 71). */
export const DEFAULT_RESPONSE_CACHE_MB = 32;

/** Where Prometheus exporters listen by convention, apart from what they export (OpenTelemetry's exporter takes 9464). */
export const DEFAULT_METRICS_PORT = 9464;

function metricsListener(env: NodeJS.ProcessEnv, apiPort: number): Config['metrics'] {
  const raw = (env.SKYREF_METRICS_PORT ?? '').trim().toLowerCase();
  if (raw === 'off') return undefined;
  const port = raw === '' ? DEFAULT_METRICS_PORT : Number(raw);
  if (!/^\d+$/.test(raw || '0') || port > 65535) {
    throw new ConfigError(`SKYREF_METRICS_PORT must be a port from 0 (any free one) to 65535, or off, got "${env.SKYREF_METRICS_PORT}"`);
  }
  // Two listeners on one port cannot both bind; said here rather than as EADDRINUSE after the load.
  if (port !== 0 && port === apiPort) throw new ConfigError(`SKYREF_METRICS_PORT must differ from PORT (${apiPort}), or be off`);
  return { host: env.SKYREF_METRICS_HOST || '127.0.0.1', port };
}

function redisSettings(env: NodeJS.ProcessEnv): Config['redis'] {
  const url = env.SKYREF_REDIS_URL || undefined;
  const prefix = env.SKYREF_REDIS_PREFIX || 'skyref:';
  if (!/^[\x21-\x7e]{1,64}$/.test(prefix)) {
    throw new ConfigError('SKYREF_REDIS_PREFIX must be 1-64 printable characters without spaces');
  }
  if (url === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^rediss?:$/.test(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError('SKYREF_REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0');
  }
  if (!/^(\/\d*)?$/.test(parsed.pathname)) {
    throw new ConfigError(`SKYREF_REDIS_URL: the path must be a database number, got "${parsed.pathname}"`);
  }
  return { url, prefix };
}

/** host[:port] as a Host header names it: a DNS name, an IPv4 address or a bracketed IPv6 one. */
export const HOST_AND_PORT = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function hostList(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const hosts = raw.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts) {
    if (!HOST_AND_PORT.test(host) || Number(host.split(']').at(-1)!.split(':')[1] ?? 0) > 65535) {
      throw new ConfigError(`SKYREF_ALLOWED_HOSTS: "${host}" is not a host[:port] such as api.example.com or api.example.com:8443`);
    }
  }
  return hosts;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.SKYREF_TRUSTED_PROXIES ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!PROXY_NAMES.has(entry) && (family === 0 || !bitsOk || extra !== undefined)) {
      throw new ConfigError(`SKYREF_TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}

function booleanSetting(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 0, 1, true or false, got "${env[name]}"`);
}

/** scheme://host[:port], as a browser's Origin header writes it. */
const ORIGIN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function corsOrigins(raw: string | undefined): Config['corsOrigins'] {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trim() === '*') return '*';
  const origins = raw.split(',').map((o) => o.trim().toLowerCase().replace(/\/+$/, '')).filter(Boolean);
  for (const origin of origins) {
    if (!ORIGIN.test(origin)) throw new ConfigError(`SKYREF_CORS_ORIGINS: "${origin}" is not an origin such as https://app.example.com (or give *)`);
  }
  return origins;
}

function jsonProfile(raw: string | undefined): JsonProfile {
  const value = (raw ?? '').trim().toLowerCase() || 'typed';
  const profile = JSON_PROFILES.find((p) => p === value);
  if (!profile) throw new ConfigError(`SKYREF_JSON_PROFILE must be one of ${JSON_PROFILES.join(', ')}, got "${raw}"`);
  return profile;
}

/** SKYREF_SANDBOX_SEED: any short text; replicas that share clients should share it too. */
function sandboxSeed(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'skyref';
  if (!/^[\x21-\x7e]{1,128}$/.test(raw)) throw new ConfigError(`SKYREF_SANDBOX_SEED must be 1-128 printable ASCII characters without spaces`);
  return raw;
}

/** SKYREF_NOW: the calendar the service runs on, from the instant given at the moment of reading. */
function clockSetting(raw: string | undefined): Clock {
  if (raw === undefined || raw.trim() === '') return systemClock;
  const startMs = parseInstant(raw);
  if (startMs === undefined) {
    throw new ConfigError(`SKYREF_NOW must be an ISO 8601 instant with its UTC offset, such as 2028-02-29T09:00:00Z, got "${raw}"`);
  }
  return clockFrom(startMs);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const publicUrl = env.SKYREF_PUBLIC_URL?.replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new ConfigError(`SKYREF_PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  }
  const allowedHosts = hostList(env.SKYREF_ALLOWED_HOSTS);
  const clientId = env.SKYREF_CLIENT_ID;
  const clientSecret = env.SKYREF_CLIENT_SECRET;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError('SKYREF_CLIENT_ID and SKYREF_CLIENT_SECRET must be set together');
  }
  const languages = (env.SKYREF_LANGUAGES ?? 'ja,nl,pl,pt,ru,zh')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  for (const lang of languages) {
    if (!/^[a-z]{2}$/.test(lang)) throw new ConfigError(`SKYREF_LANGUAGES: "${lang}" is not a 2-letter code`);
  }
  const port = integer(env, 'PORT', 8080, 0, 65535);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    publicUrl,
    allowedHosts,
    dataDir: resolve(env.SKYREF_DATA_DIR || 'var'),
    importWaitMs: integer(env, 'SKYREF_IMPORT_WAIT_MS', 60_000, 0, 86_400_000),
    tokenTtlSeconds: integer(env, 'SKYREF_TOKEN_TTL', 21600, 60, 31 * 86400),
    tokenKeys: tokenKeys(env),
    redisDataLoss: redisDataLoss(env.SKYREF_REDIS_DATA_LOSS),
    flightStatusWindow: flightStatusWindow(env.SKYREF_FLIGHT_STATUS_WINDOW),
    sandboxSeed: sandboxSeed(env.SKYREF_SANDBOX_SEED),
    bootstrapClient: clientId && clientSecret ? { id: clientId, secret: clientSecret } : undefined,
    ratePerSecond: integer(env, 'SKYREF_RATE_PER_SECOND', 5, 1, 1_000_000_000),
    ratePerHour: integer(env, 'SKYREF_RATE_PER_HOUR', 1000, 1, 1_000_000_000),
    overloadDelayMs: integer(env, 'SKYREF_OVERLOAD_DELAY_MS', 100, 0, 60_000),
    refusalWaitMs: integer(env, 'SKYREF_REFUSAL_WAIT_MS', 250, 0, 10_000),
    extraLanguages: languages,
    logLevel: logLevel(env.SKYREF_LOG_LEVEL),
    logFormat: logFormat(env.SKYREF_LOG_FORMAT),
    accessLog: accessLog(env.SKYREF_ACCESS_LOG),
    homeCarrier: airlineCodes('SKYREF_HOME_CARRIER', env.SKYREF_HOME_CARRIER || 'LH')[0] ?? 'LH',
    partnerCarriers: airlineCodes('SKYREF_PARTNER_CARRIERS', env.SKYREF_PARTNER_CARRIERS ?? DEFAULT_PARTNERS),
    drainDelayMs: integer(env, 'SKYREF_DRAIN_DELAY_MS', DEFAULT_DRAIN_DELAY_MS, 0, 600_000),
    drainTimeoutMs: integer(env, 'SKYREF_DRAIN_TIMEOUT_MS', 10_000, 0, 3_600_000),
    workers: integer(env, 'SKYREF_WORKERS', availableParallelism(), 1, 256),
    spareWorker: (env.SKYREF_SPARE_WORKER ?? '').trim() === '' || booleanSetting(env, 'SKYREF_SPARE_WORKER'),
    metrics: metricsListener(env, port),
    metricsIntervalMs: integer(env, 'SKYREF_METRICS_INTERVAL_MS', 1000, 0, 600_000),
    redis: redisSettings(env),
    trustedProxies: trustedProxies(env),
    trustProxy: booleanSetting(env, 'SKYREF_TRUST_PROXY'),
    corsOrigins: corsOrigins(env.SKYREF_CORS_ORIGINS),
    jsonProfile: jsonProfile(env.SKYREF_JSON_PROFILE),
    clock: clockSetting(env.SKYREF_NOW),
    responseCacheBytes: integer(env, 'SKYREF_RESPONSE_CACHE_MB', DEFAULT_RESPONSE_CACHE_MB, 0, 1_048_576) * 1024 * 1024,
    alerts: alertSettings(env),
  };
}

// Alerts (docs/alerts.md; docs/security.md, Outbound requests).
export interface AlertSettings {
  /** SKYREF_ALERT_HOSTS: the hosts callbacks may name (`*.example.com` for its subdomains); undefined: any public host. */
  allowedHosts: readonly string[] | undefined;
  /** SKYREF_ALERT_ALLOW_LOOPBACK: loopback callbacks allowed, for tests; private and link-local never. */
  allowLoopback: boolean;
  /** SKYREF_ALERT_SUBSCRIPTIONS: the most subscriptions one client may have. */
  subscriptionsPerClient: number;
  /** SKYREF_ALERT_RETRY_HOURS: how long an alert is retried before it is given up. */
  retryMs: number;
  /** SKYREF_ALERT_FIRST_RETRY_MS: the wait before the first retry, doubled after each failure (at most an hour). */
  firstRetryMs: number;
}

const CALLBACK_HOST = /^(?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function alertSettings(env: NodeJS.ProcessEnv): AlertSettings {
  const raw = (env.SKYREF_ALERT_HOSTS ?? '').trim();
  const hosts = raw === '' ? undefined : raw.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts ?? []) {
    if (!CALLBACK_HOST.test(host)) throw new ConfigError(`SKYREF_ALERT_HOSTS: "${host}" is not a host name such as hooks.example.com or *.example.com`);
  }
  return {
    allowedHosts: hosts,
    allowLoopback: booleanSetting(env, 'SKYREF_ALERT_ALLOW_LOOPBACK'),
    subscriptionsPerClient: integer(env, 'SKYREF_ALERT_SUBSCRIPTIONS', 100, 0, 1_000_000),
    retryMs: integer(env, 'SKYREF_ALERT_RETRY_HOURS', 24, 0, 720) * 3_600_000,
    firstRetryMs: integer(env, 'SKYREF_ALERT_FIRST_RETRY_MS', 1000, 1, 3_600_000),
  };
}
