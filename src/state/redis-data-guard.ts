// One replica's watch over the data it shares through Redis (redis-generation.ts): it keeps its
// snapshot up to date as the clients are read, notices when Redis lost the data, says so (an error
// in the log, a metric, /ready 503 while the data is not back) and, with SKYREF_REDIS_DATA_LOSS=restore
// (the default), writes its snapshot back; with `wait` it leaves that to an operator. Whichever
// replica writes back first, every other merges its own copy in when it sees the loss counted, the
// newer state of each client winning (redis-merge.ts): nothing revoked comes back (decision 69).
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { CLIENTS_CHANNEL, CLIENTS_KEY, CLIENTS_VERSION_KEY, type GenerationWatch } from './redis-client-store.js';
import { reasonOf } from './redis-connection.js';
import { refusedText } from './client-versions.js';
import { GENERATION_KEY, joinGeneration, readSnapshot, restoreSnapshot, RESTORES_KEY, writeSnapshot, type Snapshot } from './redis-generation.js';
import { replicaId } from './replica-id.js';
import { redisSigningKey, SIGNING_KEY_KEY } from './signing-key.js';
import type { StateDb } from './state-db.js';
import type { StateEvents } from './state-events.js';

/** The reason /ready gives while Redis does not hold this replica's data. */
export const DATA_LOST = 'redis-data-lost';

export class RedisDataGuard implements GenerationWatch {
  private lostData = false;
  /** A write-back or merge under way; one at a time. */
  private writing: Promise<void> | undefined;
  /** The clients and tombstones as last read from Redis, each as stored there. */
  private clients: Record<string, string> = {};
  private tombstones: Record<string, string> = {};
  /** The key stored in Redis (base64url); undefined while none is read, or when keys are configured. */
  private storedKey: string | undefined;
  /** The losses this replica knows the data survived, its copy merged in after each. */
  private knownLosses = 0;
  /** The losses reported (logged, and counted by the metric) since this process started. */
  private counted = 0;
  readonly replica = replicaId();

  private constructor(
    private readonly redis: Redis,
    private readonly db: StateDb,
    readonly generation: string,
    private readonly mode: Config['redisDataLoss'],
    private readonly events: StateEvents,
  ) {}

  /**
   * Joins the generation of the data in Redis and reads the signing key (unless keys are
   * configured). A replica whose snapshot Redis no longer holds writes it back first (`restore`) or
   * refuses to start (`wait`): starting would mint a second key and clients into it.
   */
  static async join(redis: Redis, db: StateDb, config: Pick<Config, 'tokenKeys' | 'redisDataLoss'>, events: StateEvents): Promise<RedisDataGuard> {
    const snapshot = readSnapshot(db);
    const { generation, lost } = await joinGeneration(redis, snapshot);
    let guard = new RedisDataGuard(redis, db, generation, config.redisDataLoss, events);
    const ours = snapshot?.generation === generation ? snapshot : undefined;
    if (ours) {
      guard.clients = ours.clients;
      guard.tombstones = ours.tombstones ?? {};
    }
    if (lost && snapshot) {
      if (config.redisDataLoss === 'wait') {
        throw new Error(
          `Redis lost its data (the generation marker ${generation} this replica joined is gone) and SKYREF_REDIS_DATA_LOSS=wait: ` +
            'restore the clients with `skyref clients import FILE` (docs/operations.md, Redis lost its data), or start with SKYREF_REDIS_DATA_LOSS=restore',
        );
      }
      guard.knownLosses = guard.counted = snapshot.losses ?? 0;
      guard.storedKey = snapshot.signingKey;
      guard.noticeGone();
      await guard.writing;
      const now = await redis.get(GENERATION_KEY);
      if (now === null) {
        // Minting a key now would split the replicas: better not to start.
        throw new Error('Redis lost its data and this replica could not write its copy back (see the warning above); not starting');
      }
      if (now !== generation) {
        events.error(`this replica's copy is of generation ${generation}, but another replica started generation ${now} in the emptied Redis: joining it; tokens issued before the loss may be refused`);
        events.clear(DATA_LOST);
        guard = new RedisDataGuard(redis, db, now, config.redisDataLoss, events);
        guard.knownLosses = guard.counted = Number(await redis.get(RESTORES_KEY)) || 0;
      }
    } else {
      // Losses before this start are not this process's to report; a snapshot that knew fewer is
      // merged in at the first read, should it hold something newer than Redis.
      const losses = Number(await redis.get(RESTORES_KEY)) || 0;
      guard.counted = losses;
      guard.knownLosses = ours?.losses ?? losses;
    }
    if (!config.tokenKeys) {
      // The key this replica signed with in this generation, should an import have put back the clients alone.
      if (snapshot?.signingKey && snapshot.generation === generation) await redis.set(SIGNING_KEY_KEY, snapshot.signingKey, 'NX');
      guard.storedKey = Buffer.from(await redisSigningKey(redis, undefined)).toString('base64url');
    }
    return guard;
  }

  /** The signing key stored in Redis. */
  signingKey(): Uint8Array {
    if (this.storedKey === undefined) throw new Error('no signing key was read from Redis');
    return Buffer.from(this.storedKey, 'base64url');
  }

  accept(read: { generation: string | null; losses: number; restoredBy: string }): boolean {
    if (read.generation !== this.generation) {
      this.noticeGone();
      return false;
    }
    if (this.writing) return false;
    if (read.losses <= this.knownLosses) return true;
    // A replica wrote its copy back after a loss this replica did not see: this copy may hold
    // states newer than that one (a client disabled since that copy was made), so it is merged in
    // before the data is taken.
    if (this.report(read.losses)) {
      this.events.error(
        read.restoredBy === this.replica
          ? `Redis lost its data (loss ${read.losses}) and another worker of this replica (${this.replica}) wrote its copy back`
          : `Redis lost its data (loss ${read.losses}) and replica ${read.restoredBy || '(unknown)'} wrote its copy back; this replica (${this.replica}) merges its own in, the newer state of each client winning; rate-limit counts started again`,
      );
    }
    if (this.mode === 'wait') {
      this.knownLosses = read.losses;
      return true;
    }
    this.writing ??= this.write(undefined).finally(() => (this.writing = undefined));
    return false;
  }

  read(clients: Record<string, string>, tombstones: Record<string, string>): void {
    this.clients = clients;
    this.tombstones = tombstones;
    try {
      writeSnapshot(this.db, this.snapshot());
    } catch (error) {
      this.events.warn(`the snapshot of the clients was not saved in the state database: ${reasonOf(error)}`);
    }
    if (this.lostData) {
      this.lostData = false;
      // An operator's import puts back the clients and the generation, not the key.
      if (this.storedKey !== undefined) {
        this.redis.set(SIGNING_KEY_KEY, this.storedKey, 'NX').catch((error: unknown) => this.events.warn(`the signing key was not written back: ${reasonOf(error)}`));
      }
      this.events.clear(DATA_LOST);
      this.events.error(`Redis holds this replica's data again (generation ${this.generation}, ${Object.keys(clients).length} clients)`);
    }
  }

  private snapshot(): Snapshot {
    return {
      generation: this.generation,
      clients: this.clients,
      tombstones: this.tombstones,
      losses: this.knownLosses,
      ...(this.storedKey === undefined ? {} : { signingKey: this.storedKey }),
    };
  }

  /** Counts the losses up to `loss` not counted yet; true when there were any (to be logged once). */
  private report(loss: number): boolean {
    if (loss <= this.counted) return false;
    this.events.dataLost(loss - this.counted);
    this.counted = loss;
    return true;
  }

  /** The generation marker is gone (or another): the copy is kept, and written back in `restore` mode. */
  private noticeGone(): void {
    if (!this.lostData) {
      this.lostData = true;
      this.events.fault(DATA_LOST);
      if (this.mode === 'wait') this.report(++this.knownLosses);
      this.events.error(
        `Redis lost its data: the generation marker ${this.generation} this replica (${this.replica}) joined is gone. ` +
          (this.mode === 'restore'
            ? `Writing back this replica's copy of the signing key and ${Object.keys(this.clients).length} clients, each where newer than what Redis holds; /ready answers 503 until Redis holds them.`
            : 'SKYREF_REDIS_DATA_LOSS=wait: serving the clients as last read, /ready answering 503, until an operator restores them (skyref clients import).'),
      );
    }
    if (this.mode === 'restore') this.writing ??= this.write(this.knownLosses + 1).finally(() => (this.writing = undefined));
  }

  /**
   * Writes this replica's copy into Redis, each client where newer than what is there: a
   * write-back counting loss `claimLoss` (this replica found the data gone), or, without it, a
   * merge after another replica's write-back.
   */
  private async write(claimLoss: number | undefined): Promise<void> {
    const channel = `${this.redis.options.keyPrefix ?? ''}${CLIENTS_CHANNEL}`;
    try {
      const result = await restoreSnapshot(this.redis, this.snapshot(), { signingKey: SIGNING_KEY_KEY, clients: CLIENTS_KEY, version: CLIENTS_VERSION_KEY }, channel, {
        replicaId: this.replica,
        ...(claimLoss === undefined ? {} : { claimLoss }),
      });
      if (result.status === 'other') {
        this.events.error(
          `Redis holds another generation than ${this.generation}: a replica that had never used this Redis started a new one after the loss. ` +
            'This replica keeps serving its copy with /ready 503; restart it to join the new generation (its tokens then end), or restore the old one (docs/operations.md, Redis lost its data).',
        );
        return;
      }
      this.knownLosses = Math.max(this.knownLosses, result.losses);
      this.report(result.losses);
      const refused = refusedText(result, 10).replace(/older than the stored state/, 'older than the state already there');
      const who = result.restoredBy === this.replica ? `this replica (${this.replica})` : `replica ${result.restoredBy || '(unknown)'}`;
      // A merge after another's write-back was announced when it was seen: told again only when it changed something.
      if (claimLoss !== undefined || result.written.length > 0) {
        this.events.error(`Redis lost its data (loss ${result.losses}): ${who} wrote its copy back; this replica's copy merged in, ${result.written.length} newer states written${refused ? `, ${refused}` : ''}`);
      }
      const key = this.storedKey === undefined ? undefined : await this.redis.get(SIGNING_KEY_KEY);
      if (key !== undefined && key !== this.storedKey) {
        this.events.error('Redis holds another signing key than this replica: tokens of one are refused by the other. Configure SKYREF_TOKEN_KEYS_FILE on every replica, or restart this one.');
      }
    } catch (error) {
      this.events.warn(`writing the clients back into Redis failed, retrying at the next read: ${reasonOf(error)}`);
    }
  }
}
