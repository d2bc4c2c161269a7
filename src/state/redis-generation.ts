// Telling a Redis that lost its data (restarted without persistence, FLUSHALL, a failover to an
// empty replica) from a new one, and putting back what the replicas still hold.
//
// The first replica to use a Redis writes a generation marker there, a random id. Every replica
// remembers the generation it joined, in memory and in its own state database beside the last
// clients and signing key it read (the snapshot). A marker gone, or another in its place, means
// the data this replica knew is gone: it says so and, unless told to wait for an operator, writes
// its snapshot back, which keeps the generation, the key and every client's epoch, so tokens issued
// before keep working and replicas started later agree with those that were running; each client
// written only where newer than what is there, so the order the replicas write in does not matter,
// and every other replica merges its own copy in when it sees the loss counted. A replica
// starting against a Redis without a marker but with a snapshot of its own does the same rather
// than minting a second key: only a replica that never joined a generation starts a new one.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { mergeIntoRedis, type MergeResult } from './redis-merge.js';
import type { StateDb } from './state-db.js';

export const GENERATION_KEY = 'generation';
/**
 * How many losses the data has survived: written by the replica that writes its copy back as one
 * past the count it last read (so two replicas writing back after one loss count it once, and the
 * count survives the loss that empties it), so that replicas that did not notice a loss learn of it.
 */
export const RESTORES_KEY = 'generation:restores';
/** The replica (replica-id.ts) that wrote its copy back after the last loss. */
export const RESTORED_BY_KEY = 'generation:restored-by';

/** What a replica writes back: its generation, the stored signing key (none when configured) and the clients as JSON. */
export interface Snapshot {
  generation: string;
  /** base64url; absent when the replicas' keys are configured rather than stored in Redis. */
  signingKey?: string;
  /** id → the client as the clients hash holds it. */
  clients: Record<string, string>;
  /** id → the tombstone of a deleted client, as the tombstones hash holds it; absent in snapshots made before tombstones. */
  tombstones?: Record<string, string>;
  /** The losses this replica knew the data had survived; absent in snapshots made before they were counted (0). */
  losses?: number;
}

const SNAPSHOT_SETTING = 'redis_snapshot';

/** This replica's snapshot from its state database, if it ever joined a generation. */
export function readSnapshot(db: StateDb): Snapshot | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(SNAPSHOT_SETTING) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as Snapshot) : undefined;
}

export function writeSnapshot(db: StateDb, snapshot: Snapshot): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(SNAPSHOT_SETTING, JSON.stringify(snapshot));
}

/**
 * Writes `snapshot` back into Redis, each client only where it is newer than what Redis holds now
 * (redis-merge.ts): 'other' when Redis holds another generation (and nothing was written).
 * `claimLoss` counts a loss this replica found (the data gone); without it the copy is merged in
 * after another replica's write-back.
 */
export async function restoreSnapshot(
  redis: Redis,
  snapshot: Snapshot,
  keys: { signingKey: string; clients: string; version: string },
  channel: string,
  write: { replicaId: string; claimLoss?: number },
): Promise<MergeResult> {
  return mergeIntoRedis(redis, { ...keys, generation: GENERATION_KEY, losses: RESTORES_KEY, restoredBy: RESTORED_BY_KEY }, channel, {
    states: { ...snapshot.clients, ...snapshot.tombstones },
    mode: 'writeback',
    generation: snapshot.generation,
    replicaId: write.replicaId,
    ...(write.claimLoss === undefined ? {} : { claimLoss: write.claimLoss }),
    ...(snapshot.signingKey === undefined ? {} : { signingKey: snapshot.signingKey }),
  });
}

/**
 * The generation a starting replica joins: the marker in Redis; else, for a replica that holds a
 * snapshot, its own (`lost`: Redis lost the data it held, to be written back); else a new one,
 * for a new Redis or one used before markers existed.
 */
export async function joinGeneration(redis: Redis, snapshot: Snapshot | undefined): Promise<{ generation: string; lost: boolean }> {
  const marker = await redis.get(GENERATION_KEY);
  if (marker !== null) return { generation: marker, lost: false };
  if (snapshot) return { generation: snapshot.generation, lost: true };
  await redis.set(GENERATION_KEY, randomBytes(12).toString('base64url'), 'NX');
  const joined = await redis.get(GENERATION_KEY);
  if (joined === null) throw new Error(`the generation marker vanished from Redis (${GENERATION_KEY})`);
  return { generation: joined, lost: false };
}
