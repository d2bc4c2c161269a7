// Telling a Redis that lost its data (restarted without persistence, FLUSHALL, a failover to an
// empty replica) from a new one, and putting back what the replicas still hold.
//
// The first replica to use a Redis writes a generation marker there, a random id. Every replica
// remembers the generation it joined, in memory and in its own state database beside the last
// clients and signing key it read (the snapshot). A marker gone, or another in its place, means
// the data this replica knew is gone: it says so and, unless told to wait for an operator, writes
// its snapshot back, which keeps the generation, the key and every client's epoch, so tokens issued
// before keep working and replicas started later agree with those that were running. A replica
// starting against a Redis without a marker but with a snapshot of its own does the same rather
// than minting a second key: only a replica that never joined a generation starts a new one.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StateDb } from './state-db.js';

export const GENERATION_KEY = 'generation';
/** Counts restores, so that replicas that did not notice the loss themselves learn of it. */
export const RESTORES_KEY = 'generation:restores';

/** What a replica writes back: its generation, the stored signing key (none when configured) and the clients as JSON. */
export interface Snapshot {
  generation: string;
  /** base64url; absent when the replicas' keys are configured rather than stored in Redis. */
  signingKey?: string;
  /** id → the client as the clients hash holds it. */
  clients: Record<string, string>;
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

// KEYS: generation, restores, signing key, clients hash, clients version. ARGV: generation, signing
// key ('' for none), version tag, channel, then id and client JSON pairs. Writes nothing when the
// Redis holds another generation ('other'); else puts back what is missing, never replacing what
// is there (a client changed since the snapshot keeps its change), moves the version on and
// publishes it, and counts the restore.
const RESTORE_LUA = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 'other' end
redis.call('SET', KEYS[1], ARGV[1])
if ARGV[2] ~= '' then redis.call('SET', KEYS[3], ARGV[2], 'NX') end
for i = 5, #ARGV, 2 do redis.call('HSETNX', KEYS[4], ARGV[i], ARGV[i + 1]) end
local count = tonumber(string.match(redis.call('GET', KEYS[5]) or '0', '^%d+')) or 0
local version = (count + 1) .. '-' .. ARGV[3]
redis.call('SET', KEYS[5], version)
redis.call('PUBLISH', ARGV[4], version)
redis.call('INCR', KEYS[2])
return 'restored'
`;

interface RestoreScript {
  skyrefRestore(generation: string, restores: string, key: string, clients: string, version: string, ...args: string[]): Promise<string>;
}

/** Writes `snapshot` back into Redis; 'other' when Redis holds another generation (and nothing was written). */
export async function restoreSnapshot(redis: Redis, snapshot: Snapshot, keys: { signingKey: string; clients: string; version: string }, channel: string): Promise<'restored' | 'other'> {
  const scripted = redis as Redis & RestoreScript;
  if (!('skyrefRestore' in scripted)) redis.defineCommand('skyrefRestore', { numberOfKeys: 5, lua: RESTORE_LUA });
  const pairs = Object.entries(snapshot.clients).flat();
  const tag = randomBytes(9).toString('base64url');
  const result = await scripted.skyrefRestore(GENERATION_KEY, RESTORES_KEY, keys.signingKey, keys.clients, keys.version, snapshot.generation, snapshot.signingKey ?? '', tag, channel, ...pairs);
  return result === 'other' ? 'other' : 'restored';
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
