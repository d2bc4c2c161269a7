// One replica's watch over the data it shares through Redis (redis-generation.ts): it keeps its
// snapshot up to date as the clients are read, notices when Redis lost the data, says so (an error
// in the log, a metric, /ready 503 while the data is not back) and, with SKYREF_REDIS_DATA_LOSS=restore
// (the default), writes its snapshot back; with `wait` it leaves that to an operator.
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { CLIENTS_CHANNEL, CLIENTS_KEY, CLIENTS_VERSION_KEY, type GenerationWatch } from './redis-client-store.js';
import { reasonOf } from './redis-connection.js';
import { GENERATION_KEY, joinGeneration, readSnapshot, restoreSnapshot, writeSnapshot, type Snapshot } from './redis-generation.js';
import { redisSigningKey, SIGNING_KEY_KEY } from './signing-key.js';
import type { StateDb } from './state-db.js';
import type { StateEvents } from './state-events.js';

/** The reason /ready gives while Redis does not hold this replica's data. */
export const DATA_LOST = 'redis-data-lost';

export class RedisDataGuard implements GenerationWatch {
  private lostData = false;
  private restoring: Promise<void> | undefined;
  /** The clients as last read from Redis, each as stored there. */
  private clients: Record<string, string> = {};
  /** The key stored in Redis (base64url); undefined while none is read, or when keys are configured. */
  private storedKey: string | undefined;

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
    if (lost && snapshot) {
      if (config.redisDataLoss === 'wait') {
        throw new Error(
          `Redis lost its data (the generation marker ${generation} this replica joined is gone) and SKYREF_REDIS_DATA_LOSS=wait: ` +
            'restore the clients with `skyref clients import FILE` (docs/operations.md, Redis lost its data), or start with SKYREF_REDIS_DATA_LOSS=restore',
        );
      }
      guard.clients = snapshot.clients;
      guard.storedKey = snapshot.signingKey;
      guard.lost('gone');
      await guard.restoring;
      const now = await redis.get(GENERATION_KEY);
      if (now === null) {
        // Minting a key now would split the replicas: better not to start.
        throw new Error('Redis lost its data and this replica could not write its copy back (see the warning above); not starting');
      }
      if (now !== generation) {
        events.error(`this replica's copy is of generation ${generation}, but another replica started generation ${now} in the emptied Redis: joining it; tokens issued before the loss may be refused`);
        events.clear(DATA_LOST);
        guard = new RedisDataGuard(redis, db, now, config.redisDataLoss, events);
      }
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

  read(clients: Record<string, string>): void {
    this.clients = clients;
    const snapshot: Snapshot = { generation: this.generation, clients, ...(this.storedKey === undefined ? {} : { signingKey: this.storedKey }) };
    try {
      writeSnapshot(this.db, snapshot);
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

  lost(how: 'gone' | 'restored'): void {
    if (how === 'restored') {
      // Our own restore is read back as one too.
      if (this.lostData || this.restoring) return;
      this.events.dataLost();
      this.events.error('Redis lost its data and another replica wrote its copy back: clients changed since that copy was made may have been lost, rate-limit counts started again');
      return;
    }
    if (!this.lostData) {
      this.lostData = true;
      this.events.dataLost();
      this.events.fault(DATA_LOST);
      this.events.error(
        `Redis lost its data: the generation marker ${this.generation} this replica joined is gone. ` +
          (this.mode === 'restore'
            ? `Writing back this replica's copy of the signing key and ${Object.keys(this.clients).length} clients; /ready answers 503 until Redis holds them.`
            : 'SKYREF_REDIS_DATA_LOSS=wait: serving the clients as last read, /ready answering 503, until an operator restores them (skyref clients import).'),
      );
    }
    if (this.mode === 'restore') this.restoring ??= this.restore().finally(() => (this.restoring = undefined));
  }

  private async restore(): Promise<void> {
    const snapshot: Snapshot = { generation: this.generation, clients: this.clients, ...(this.storedKey === undefined ? {} : { signingKey: this.storedKey }) };
    const channel = `${this.redis.options.keyPrefix ?? ''}${CLIENTS_CHANNEL}`;
    try {
      const result = await restoreSnapshot(this.redis, snapshot, { signingKey: SIGNING_KEY_KEY, clients: CLIENTS_KEY, version: CLIENTS_VERSION_KEY }, channel);
      if (result === 'other') {
        this.events.error(
          `Redis holds another generation than ${this.generation}: a replica that had never used this Redis started a new one after the loss. ` +
            'This replica keeps serving its copy with /ready 503; restart it to join the new generation (its tokens then end), or restore the old one (docs/operations.md, Redis lost its data).',
        );
        return;
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
