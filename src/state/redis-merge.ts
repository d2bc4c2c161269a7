// The one script that writes copies of clients into Redis: a replica's write-back after Redis lost
// its data, another replica merging its own copy in after that, and `skyref clients import`. For
// each client the newer state wins (client-versions.ts, mergeDecision: the higher version; at equal
// versions the more restrictive state; a tombstone is a state like any other), so whichever
// replica writes first, the newest state each replica knew survives, and an old export never
// brings back a client disabled, given a new secret or deleted since.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { MergeOutcome } from './client-versions.js';

/** Deleted clients: id → `{"id","deleted":true,"version","deletedAt"}`. */
export const TOMBSTONES_KEY = 'clients:deleted';

// KEYS: 1 clients, 2 tombstones, 3 clients' version, 4 generation, 5 losses counted, 6 the replica
// that wrote the data back after the last loss, 7 signing key.
// ARGV: 1 version tag, 2 channel, 3 generation ('' for none), 4 'writeback' (refuse another
// generation: 'other') or 'import' (the generation set only where there is none), 5 the loss this
// write-back claims to count ('' for none: counted only when higher than the one stored), 6 this
// replica's id, 7 signing key ('' for none; set only where there is none), 8 '1' to restore a client
// over a newer tombstone, then pairs of id and state as JSON (a client, or a tombstone).
// Mirrors mergeDecision; returns status, losses, the replica that wrote back, and the ids written,
// refused as older, refused as deleted since, restored over their tombstone.
const MERGE_LUA = `
local function stateOf(json)
  local s = cjson.decode(json)
  local v = tonumber(s.version) or 0
  if v < 0 or v ~= math.floor(v) then v = 0 end
  local rank = 0
  if s.deleted == true then rank = 2 elseif s.disabled == true then rank = 1 end
  return s, v, rank
end
local current = redis.call('GET', KEYS[4])
if ARGV[4] == 'writeback' then
  if current and current ~= ARGV[3] then return {'other', '', '', {}, {}, {}, {}} end
  redis.call('SET', KEYS[4], ARGV[3])
elseif ARGV[3] ~= '' then
  redis.call('SET', KEYS[4], ARGV[3], 'NX')
end
if ARGV[7] ~= '' then redis.call('SET', KEYS[7], ARGV[7], 'NX') end
local losses = tonumber(redis.call('GET', KEYS[5]) or '0') or 0
local claimed = tonumber(ARGV[5])
if claimed and claimed > losses then
  losses = claimed
  redis.call('SET', KEYS[5], tostring(claimed))
  redis.call('SET', KEYS[6], ARGV[6])
end
local written, older, deletedSince, restored = {}, {}, {}, {}
for i = 9, #ARGV, 2 do
  local id, json = ARGV[i], ARGV[i + 1]
  local incoming, v, rank = stateOf(json)
  local storedJson = redis.call('HGET', KEYS[1], id)
  local tomb = false
  if not storedJson then
    storedJson = redis.call('HGET', KEYS[2], id)
    tomb = storedJson ~= false
  end
  local decision = 'write'
  if storedJson then
    local stored, sv, srank = stateOf(storedJson)
    if tomb then srank = 2 end
    if v > sv or (v == sv and rank > srank) then decision = 'write'
    elseif v == sv and rank == srank and incoming.epoch == stored.epoch then decision = 'same'
    elseif srank == 2 and rank < 2 then decision = 'deletedSince'
    else decision = 'older' end
    if decision == 'deletedSince' and ARGV[8] == '1' then
      incoming.version = sv + 1
      json = cjson.encode(incoming)
      restored[#restored + 1] = id
      decision = 'write'
    end
  end
  if decision == 'write' then
    if rank == 2 then
      redis.call('HDEL', KEYS[1], id)
      redis.call('HSET', KEYS[2], id, json)
    else
      redis.call('HSET', KEYS[1], id, json)
      redis.call('HDEL', KEYS[2], id)
    end
    written[#written + 1] = id
  elseif decision == 'older' then older[#older + 1] = id
  elseif decision == 'deletedSince' then deletedSince[#deletedSince + 1] = id end
end
local count = tonumber(string.match(redis.call('GET', KEYS[3]) or '0', '^%d+')) or 0
local version = (count + 1) .. '-' .. ARGV[1]
redis.call('SET', KEYS[3], version)
redis.call('PUBLISH', ARGV[2], version)
return {'merged', tostring(losses), redis.call('GET', KEYS[6]) or '', written, older, deletedSince, restored}
`;

/** The keys the script reads and writes, after the key prefix. */
export interface MergeKeys {
  clients: string;
  version: string;
  generation: string;
  losses: string;
  restoredBy: string;
  signingKey: string;
}

export interface MergeRequest {
  /** id → the state as stored (a client, or a tombstone with `"deleted": true`). */
  states: Record<string, string>;
  /** 'writeback' refuses a Redis holding another generation; 'import' sets it only where none is. */
  mode: 'writeback' | 'import';
  generation?: string;
  /** The loss this write counts (one past the last this replica knew), for a write-back that found the data gone. */
  claimLoss?: number;
  replicaId?: string;
  signingKey?: string;
  restoreDeleted?: boolean;
}

export interface MergeResult extends MergeOutcome {
  /** 'other': Redis holds another generation, nothing was written. */
  status: 'merged' | 'other';
  /** The losses Redis counts after the write. */
  losses: number;
  /** The replica that wrote the data back after the last loss ('' if none is known). */
  restoredBy: string;
}

interface MergeScript {
  skyrefMergeClients(...keysAndArgs: string[]): Promise<[string, string, string, string[], string[], string[], string[]]>;
}

/** Writes `request.states` into Redis, each only where newer than the state stored; moves the clients' version and publishes it. */
export async function mergeIntoRedis(redis: Redis, keys: MergeKeys, channel: string, request: MergeRequest): Promise<MergeResult> {
  const scripted = redis as Redis & MergeScript;
  if (!('skyrefMergeClients' in scripted)) redis.defineCommand('skyrefMergeClients', { numberOfKeys: 7, lua: MERGE_LUA });
  const [status, losses, restoredBy, written, older, deletedSince, restoredDeleted] = await scripted.skyrefMergeClients(
    keys.clients,
    TOMBSTONES_KEY,
    keys.version,
    keys.generation,
    keys.losses,
    keys.restoredBy,
    keys.signingKey,
    randomBytes(9).toString('base64url'),
    channel,
    request.generation ?? '',
    request.mode,
    request.claimLoss === undefined ? '' : String(request.claimLoss),
    request.replicaId ?? '',
    request.signingKey ?? '',
    request.restoreDeleted ? '1' : '0',
    ...Object.entries(request.states).flat(),
  );
  return { status: status === 'other' ? 'other' : 'merged', losses: Number(losses) || 0, restoredBy, written, older, deletedSince, restoredDeleted };
}
