// API clients kept in Redis, shared by every replica: one hash (`clients`: id → the client as
// JSON, with its scrypt secret hash and token epoch) and a version (`clients:version`) that every
// change moves in the same script: a counter and a random tag, `7-Xa3k…`, so that a Redis that
// lost its data and counted up again never shows a replica a version it has already read. The
// script also publishes the new version on `<prefix>clients:changed`; every process following the
// clients (each worker of each replica) is subscribed and reloads its copy at once, so a client
// disabled, given a new secret or deleted anywhere (another replica, the CLI) is refused everywhere
// within REVOCATION_MS. A re-read every 2 s covers a message lost while a subscriber reconnected.
//
// When Redis cannot be reached, the copy last read keeps answering (with a warning at most every
// 10 s) and changes are refused with an error saying so.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { checkNewClient, CopiedClientRegistry, newEpoch, sandboxFields, storedEpoch, type ClientLimits, type ClientRecord, type RestoreOptions } from './client-registry.js';
import { storedVersion, type MergeOutcome, type Tombstone } from './client-versions.js';
import { scenarioText, type Scenario } from '../domain/sandbox-scenario.js';
import { hashSecret, newSecret } from './client-secrets.js';
import { reasonOf, ThrottledWarning, type Warn } from './redis-connection.js';
import { GENERATION_KEY, RESTORED_BY_KEY, RESTORES_KEY } from './redis-generation.js';
import { mergeIntoRedis, TOMBSTONES_KEY } from './redis-merge.js';
import { SIGNING_KEY_KEY } from './signing-key.js';
import { systemClock, type Clock } from '../domain/clock.js';

export const CLIENTS_KEY = 'clients';
export const CLIENTS_VERSION_KEY = 'clients:version';
/** The sandbox's scenarios (flight and date → scenario), versioned and published with the clients. */
export const SCENARIOS_KEY = 'sandbox:scenarios';
/** The channel every change is published on, after the key prefix. */
export const CLIENTS_CHANNEL = 'clients:changed';
/** How often the clients are re-read when no change was published. */
const REREAD_MS = 2000;

/** A client as stored in the hash. */
interface StoredClient {
  id: string;
  secretHash: string;
  createdAt: string;
  disabled: boolean;
  ratePerSecond?: number | null;
  ratePerHour?: number | null;
  /** Absent for clients stored before tokens carried one (see storedEpoch). */
  epoch?: string;
  /** Present only for sandbox clients (Client.sandbox). */
  sandbox?: boolean;
  faults?: string;
  /** Moved up by every change (client-versions.ts); absent for clients stored before versions (0). */
  version?: number;
}

/** A deleted client as the tombstones hash holds it. */
interface StoredTombstone {
  id: string;
  deleted: true;
  version: number;
  deletedAt: string;
}

// Moves the version (KEYS[2]) on: the counter plus one, tagged with ARGV[1]; publishes it on the
// channel named by the last argument.
const NEXT_VERSION_LUA = `
local function nextVersion(tag)
  local count = tonumber(string.match(redis.call('GET', KEYS[2]) or '0', '^%d+')) or 0
  local version = (count + 1) .. '-' .. tag
  redis.call('SET', KEYS[2], version)
  redis.call('PUBLISH', ARGV[#ARGV], version)
end
`;

// KEYS[1]: the clients hash, KEYS[2]: the version, KEYS[3]: the tombstones. ARGV: version tag, id, secret hash, creation
// time, limits per second and per hour ('' for none), epoch, '1' to leave a client already
// there as it is (returning 0), '1' for a sandbox client and its faults ('' for none). Otherwise a client already there keeps its creation time (as in
// the state database) and is enabled again, with the new secret, limits and epoch. The client's
// version is one past its own, or its tombstone's, which the client replaces.
const ADD_LUA = `${NEXT_VERSION_LUA}
local old = redis.call('HGET', KEYS[1], ARGV[2])
if old and ARGV[8] == '1' then return 0 end
local before = old or redis.call('HGET', KEYS[3], ARGV[2])
local version = 0
if before then version = tonumber(cjson.decode(before).version) or 0 end
local client = { id = ARGV[2], secretHash = ARGV[3], createdAt = ARGV[4], disabled = false, epoch = ARGV[7], version = version + 1 }
if old then client.createdAt = cjson.decode(old).createdAt end
redis.call('HDEL', KEYS[3], ARGV[2])
if ARGV[5] ~= '' then client.ratePerSecond = tonumber(ARGV[5]) end
if ARGV[6] ~= '' then client.ratePerHour = tonumber(ARGV[6]) end
if ARGV[9] == '1' then client.sandbox = true end
if ARGV[9] == '1' and ARGV[10] ~= '' then client.faults = ARGV[10] end
redis.call('HSET', KEYS[1], ARGV[2], cjson.encode(client))
nextVersion(ARGV[1])
return 1
`;

// KEYS as above, ARGV: version tag, id, new epoch. Returns 0 when there is no such client; the
// version moves only when something changed.
const DISABLE_LUA = `${NEXT_VERSION_LUA}
local old = redis.call('HGET', KEYS[1], ARGV[2])
if not old then return 0 end
local client = cjson.decode(old)
if client.disabled == true then return 1 end
client.disabled = true
client.epoch = ARGV[3]
client.version = (tonumber(client.version) or 0) + 1
redis.call('HSET', KEYS[1], ARGV[2], cjson.encode(client))
nextVersion(ARGV[1])
return 1
`;

// KEYS[1]: the scenarios hash, KEYS[2]: the clients' version. ARGV: version tag, flight and date,
// the scenario ('' to remove it), channel.
const SET_SCENARIO_LUA = `${NEXT_VERSION_LUA}
if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[2]) else redis.call('HSET', KEYS[1], ARGV[2], ARGV[3]) end
nextVersion(ARGV[1])
return 1
`;

// KEYS: clients, version, tombstones; ARGV: version tag, id, time of deletion. Returns 0 when
// there is no such client; else leaves its tombstone, one version past the client's.
const DELETE_LUA = `${NEXT_VERSION_LUA}
local old = redis.call('HGET', KEYS[1], ARGV[2])
if not old then return 0 end
redis.call('HDEL', KEYS[1], ARGV[2])
local version = (tonumber(cjson.decode(old).version) or 0) + 1
redis.call('HSET', KEYS[3], ARGV[2], cjson.encode({ id = ARGV[2], deleted = true, version = version, deletedAt = ARGV[3] }))
nextVersion(ARGV[1])
return 1
`;

/** A client as the clients hash holds it. */
export function storedClient(record: ClientRecord): string {
  const { client: c, secretHash } = record;
  const stored: StoredClient = {
    id: c.id, secretHash, createdAt: c.createdAt, disabled: c.disabled, ratePerSecond: c.ratePerSecond, ratePerHour: c.ratePerHour, epoch: c.epoch, ...sandboxFields(c.sandbox, c.faults),
    version: storedVersion(record.version),
  };
  return JSON.stringify(stored);
}

/** A tombstone as the tombstones hash holds it. */
export function storedTombstone(t: Tombstone): string {
  const stored: StoredTombstone = { id: t.id, deleted: true, version: t.version, deletedAt: t.deletedAt };
  return JSON.stringify(stored);
}

interface ClientScripts {
  skyrefAddClient(
    hash: string, version: string, tombstones: string, tag: string, id: string, secretHash: string, createdAt: string, perSecond: string, perHour: string, epoch: string, onlyIfAbsent: '1' | '0',
    sandbox: '1' | '0', faults: string, channel: string,
  ): Promise<number>;
  skyrefDisableClient(hash: string, version: string, tag: string, id: string, epoch: string, channel: string): Promise<number>;
  skyrefDeleteClient(hash: string, version: string, tombstones: string, tag: string, id: string, deletedAt: string, channel: string): Promise<number>;
  skyrefSetScenario(hash: string, version: string, tag: string, key: string, scenario: string, channel: string): Promise<number>;
}

/** How the store tells its owner about the generation of the data it reads (redis-generation.ts). */
export interface GenerationWatch {
  /**
   * What Redis holds besides the clients, read with them; false to keep the copy rather than take
   * what was read (the data is gone, or written back by a replica and this one's copy not yet
   * merged in: taking it first would lose what this copy alone knew).
   */
  accept(read: { generation: string | null; losses: number; restoredBy: string }): boolean;
  /** The clients and tombstones as just read and taken, each as stored. */
  read(clients: Record<string, string>, tombstones: Record<string, string>): void;
}

function versionTag(): string {
  return randomBytes(9).toString('base64url');
}

export class RedisClientStore extends CopiedClientRegistry {
  /** The version the copy was read at; null before the first read. */
  private version: string | null = null;
  private loading: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private readonly redis: Redis & ClientScripts;
  private readonly warning: ThrottledWarning;
  /** The channel with the key prefix, which Redis does not put before channel names. */
  private readonly channel: string;

  private constructor(
    redis: Redis,
    warn: Warn,
    private readonly watch: GenerationWatch | undefined,
    /** When a client was registered or deleted, on the service's calendar. */
    private readonly clock: Clock,
  ) {
    super();
    redis.defineCommand('skyrefAddClient', { numberOfKeys: 3, lua: ADD_LUA });
    redis.defineCommand('skyrefDisableClient', { numberOfKeys: 2, lua: DISABLE_LUA });
    redis.defineCommand('skyrefDeleteClient', { numberOfKeys: 3, lua: DELETE_LUA });
    redis.defineCommand('skyrefSetScenario', { numberOfKeys: 2, lua: SET_SCENARIO_LUA });
    this.redis = redis as Redis & ClientScripts;
    this.warning = new ThrottledWarning(warn);
    this.channel = `${redis.options.keyPrefix ?? ''}${CLIENTS_CHANNEL}`;
  }

  /** The store with its first copy read; rejects when Redis cannot be read. */
  static async open(redis: Redis, warn: Warn, watch?: GenerationWatch, clock: Clock = systemClock): Promise<RedisClientStore> {
    const store = new RedisClientStore(redis, warn, watch, clock);
    await store.load();
    return store;
  }

  /** Reloads the copy when the version moved (one GET otherwise); keeps it when Redis fails. */
  async refresh(): Promise<void> {
    try {
      await this.load();
    } catch (error) {
      this.warning.warnNow(`Redis unreachable (${reasonOf(error)}): serving the clients as last read`);
    }
  }

  async add(id: string, secret: string = newSecret(), limits: ClientLimits = {}): Promise<string> {
    await this.store(id, secret, limits, '0');
    return secret;
  }

  async addIfAbsent(id: string, secret: string): Promise<boolean> {
    return (await this.store(id, secret, {}, '1')) !== 0;
  }

  async disable(id: string): Promise<boolean> {
    const found = await this.change(`disable client "${id}"`, () =>
      this.redis.skyrefDisableClient(CLIENTS_KEY, CLIENTS_VERSION_KEY, versionTag(), id, newEpoch(), this.channel),
    );
    return found !== 0;
  }

  async delete(id: string): Promise<boolean> {
    const found = await this.change(`delete client "${id}"`, () =>
      this.redis.skyrefDeleteClient(CLIENTS_KEY, CLIENTS_VERSION_KEY, TOMBSTONES_KEY, versionTag(), id, new Date(this.clock.now()).toISOString(), this.channel),
    );
    return found !== 0;
  }

  async setScenario(key: string, scenario: Scenario | undefined): Promise<void> {
    await this.change(`set the scenario of ${key}`, () =>
      this.redis.skyrefSetScenario(SCENARIOS_KEY, CLIENTS_VERSION_KEY, versionTag(), key, scenario === undefined ? '' : scenarioText(scenario), this.channel),
    );
  }

  /**
   * Writes an export's clients and tombstones, each where newer than the state Redis holds
   * (redis-merge.ts), and its generation where Redis has none.
   */
  async restore(records: readonly ClientRecord[], options: RestoreOptions & { generation?: string } = {}): Promise<MergeOutcome> {
    const states: Record<string, string> = {};
    for (const t of options.tombstones ?? []) states[t.id] = storedTombstone(t);
    for (const record of records) states[record.client.id] = storedClient(record);
    let outcome: MergeOutcome | undefined;
    await this.change(`restore ${records.length} clients`, async () => {
      outcome = await mergeIntoRedis(
        this.redis,
        { clients: CLIENTS_KEY, version: CLIENTS_VERSION_KEY, generation: GENERATION_KEY, losses: RESTORES_KEY, restoredBy: RESTORED_BY_KEY, signingKey: SIGNING_KEY_KEY },
        this.channel,
        { states, mode: 'import', ...(options.generation ? { generation: options.generation } : {}), ...(options.restoreDeleted ? { restoreDeleted: true } : {}) },
      );
      return 1;
    });
    const { written, older, deletedSince, restoredDeleted } = outcome!;
    return { written, older, deletedSince, restoredDeleted };
  }

  /** The generation marker Redis holds, if any. */
  async generation(): Promise<string | null> {
    return this.redis.get(GENERATION_KEY);
  }

  /**
   * Subscribes to the changes (on a connection of its own: a subscribed connection runs no other
   * command) and re-reads the clients on each, on every reconnection, and every 2 s.
   */
  follow(warn: Warn): () => void {
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
    const reread = () => void this.refresh();
    subscriber.on('error', () => {});
    subscriber.on('message', reread);
    subscriber.on('ready', reread);
    subscriber.subscribe(this.channel).catch((error: unknown) => warn(`not subscribed to client changes, re-reading every ${REREAD_MS / 1000} s only: ${reasonOf(error)}`));
    const timer = setInterval(reread, REREAD_MS);
    timer.unref();
    return () => {
      clearInterval(timer);
      subscriber.disconnect();
    };
  }

  private async store(id: string, secret: string, limits: ClientLimits, onlyIfAbsent: '1' | '0'): Promise<number> {
    checkNewClient(id, secret);
    const hash = await hashSecret(secret);
    return this.change(`add client "${id}"`, () =>
      this.redis.skyrefAddClient(
        CLIENTS_KEY,
        CLIENTS_VERSION_KEY,
        TOMBSTONES_KEY,
        versionTag(),
        id,
        hash,
        new Date(this.clock.now()).toISOString(),
        limits.ratePerSecond == null ? '' : String(limits.ratePerSecond),
        limits.ratePerHour == null ? '' : String(limits.ratePerHour),
        newEpoch(),
        onlyIfAbsent,
        limits.sandbox ? '1' : '0',
        (limits.sandbox && limits.faults) || '',
        this.channel,
      ),
    );
  }

  /** Runs a change and reads it back, so this replica sees it at once; a failure says what was refused. */
  private async change(what: string, run: () => Promise<number>): Promise<number> {
    let result: number;
    try {
      result = await run();
    } catch (error) {
      throw new Error(`cannot ${what}: Redis unreachable (${reasonOf(error)})`);
    }
    await this.refresh();
    return result;
  }

  /**
   * One read at a time. A caller arriving during a read gets the next one, not that one: the read
   * under way may have begun before the change that caller was told of (a message, its own write).
   * Callers arriving meanwhile share that next read.
   */
  private load(): Promise<void> {
    if (this.loading) {
      this.queued ??= this.loading
        .catch(() => {})
        .then(() => {
          this.queued = undefined;
          return this.load();
        });
      return this.queued;
    }
    this.loading = this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    const version = (await this.redis.get(CLIENTS_VERSION_KEY)) ?? 'none';
    if (version === this.version) return;
    // Version, clients and generation from one transaction, so the version read never runs ahead
    // of the copy, and the copy is of the generation read.
    const replies = await this.redis
      .multi()
      .get(CLIENTS_VERSION_KEY)
      .hgetall(CLIENTS_KEY)
      .get(GENERATION_KEY)
      .get(RESTORES_KEY)
      .hgetall(SCENARIOS_KEY)
      .hgetall(TOMBSTONES_KEY)
      .get(RESTORED_BY_KEY)
      .exec();
    if (!replies) throw new Error('transaction aborted');
    const failed = replies.find(([error]) => error);
    if (failed) throw failed[0];
    const [current, stored, generation, restores, scenarios, deleted, restoredBy] = replies.map(([, value]) => value) as [
      string | null,
      Record<string, string>,
      string | null,
      string | null,
      Record<string, string>,
      Record<string, string>,
      string | null,
    ];
    // Not replaced by the empty (or foreign) clients Redis now holds, nor by a copy written back
    // before this replica merged its own in.
    if (this.watch && !this.watch.accept({ generation, losses: Number(restores) || 0, restoredBy: restoredBy ?? '' })) return;
    this.replaceCopy(
      Object.values(stored).map((raw) => {
        const c = JSON.parse(raw) as StoredClient;
        const client = {
          id: c.id,
          createdAt: c.createdAt,
          disabled: c.disabled === true,
          ratePerSecond: c.ratePerSecond ?? null,
          ratePerHour: c.ratePerHour ?? null,
          epoch: storedEpoch(c.epoch, c.secretHash),
          ...sandboxFields(c.sandbox, c.faults),
        };
        return { client, secretHash: c.secretHash, version: storedVersion(c.version) };
      }),
      Object.values(deleted).map((raw) => {
        const t = JSON.parse(raw) as StoredTombstone;
        return { id: t.id, version: storedVersion(t.version), deletedAt: t.deletedAt };
      }),
    );
    this.replaceScenarios(Object.entries(scenarios));
    this.version = current ?? 'none';
    this.watch?.read(stored, deleted);
  }
}
