// Subscriptions and the alert queue in Redis, for replicas: every replica's deliverer takes alerts
// from the same queues, each change made by one script so that two replicas never take the same
// alert while its lease lasts, and an alert whose replica died is taken by another once its lease
// has passed. Keys, after SKYREF_REDIS_PREFIX (docs/alerts.md, Replicas):
//   alerts:subs        hash  subscription id → the subscription as JSON (its secret too)
//   alerts:client:ID   set   a client's subscription ids
//   alerts:seq         the last alert number
//   alerts:a:N         hash  alert N: subscription, id, type, body, state, attempts, times, lease
//   alerts:q:SUB       list  the subscription's pending alerts, oldest first
//   alerts:ids:SUB     hash  alert id → N: an event queued twice is one alert
//   alerts:log:SUB     list  its last 100 alerts, newest first
//   alerts:due         zset  subscription → when the head of its queue may be taken
//   alerts:held:OWNER  hash  client → alerts a deliverer holds of that client's (gone with its leases)
import type { Redis } from 'ioredis';
import { settlementKind, type AlertStore, type ClaimedAlert, type DeliveryRecord, type DeliveryState, type NewAlert, type Settlement } from './alert-store.js';
import { watchedFromJson, watchedToJson, type Subscription } from './subscription.js';

const LOG_LENGTH = 100;

// Keys are made inside the scripts from the prefix (ARGV[1]): a subscription's keys are named by
// its id, which the caller does not know in advance of the script (claim), and one Redis serves.
const COMMON = `
local P = ARGV[1] .. 'alerts:'
local function removeAlert(sub, seq)
  local id = redis.call('HGET', P .. 'a:' .. seq, 'alertId')
  if id then redis.call('HDEL', P .. 'ids:' .. sub, id) end
  redis.call('DEL', P .. 'a:' .. seq)
end
local function scheduleHead(sub)
  local head = redis.call('LINDEX', P .. 'q:' .. sub, 0)
  if not head then
    redis.call('ZREM', P .. 'due', sub)
    return
  end
  local f = redis.call('HMGET', P .. 'a:' .. head, 'nextMs', 'leaseUntil')
  local due = math.max(tonumber(f[1]) or 0, tonumber(f[2]) or 0)
  redis.call('ZADD', P .. 'due', due, sub)
end
`;

const ADD_LUA = `${COMMON}
local id, client, json, limit = ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5])
if redis.call('SCARD', P .. 'client:' .. client) >= limit then return 0 end
redis.call('HSET', P .. 'subs', id, json)
redis.call('SADD', P .. 'client:' .. client, id)
return 1`;

const REMOVE_LUA = `${COMMON}
local client, sub = ARGV[2], ARGV[3]
if redis.call('SISMEMBER', P .. 'client:' .. client, sub) == 0 then return 0 end
for _, seq in ipairs(redis.call('LRANGE', P .. 'log:' .. sub, 0, -1)) do redis.call('DEL', P .. 'a:' .. seq) end
for _, seq in ipairs(redis.call('LRANGE', P .. 'q:' .. sub, 0, -1)) do redis.call('DEL', P .. 'a:' .. seq) end
redis.call('DEL', P .. 'q:' .. sub, P .. 'ids:' .. sub, P .. 'log:' .. sub)
redis.call('ZREM', P .. 'due', sub)
redis.call('HDEL', P .. 'subs', sub)
redis.call('SREM', P .. 'client:' .. client, sub)
return 1`;

const ENQUEUE_LUA = `${COMMON}
local now = ARGV[2]
local added = 0
for i = 3, #ARGV, 4 do
  local sub, id, kind, body = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  if redis.call('HEXISTS', P .. 'subs', sub) == 1 and redis.call('HEXISTS', P .. 'ids:' .. sub, id) == 0 then
    local seq = redis.call('INCR', P .. 'seq')
    redis.call('HSET', P .. 'a:' .. seq, 'sub', sub, 'alertId', id, 'type', kind, 'body', body, 'createdMs', now, 'state', 'pending', 'attempts', 0, 'nextMs', now, 'leaseUntil', 0)
    redis.call('HSET', P .. 'ids:' .. sub, id, seq)
    redis.call('RPUSH', P .. 'q:' .. sub, seq)
    redis.call('LPUSH', P .. 'log:' .. sub, seq)
    for _, old in ipairs(redis.call('LRANGE', P .. 'log:' .. sub, ${LOG_LENGTH}, -1)) do
      if redis.call('HGET', P .. 'a:' .. old, 'state') ~= 'pending' then removeAlert(sub, old) end
    end
    redis.call('LTRIM', P .. 'log:' .. sub, 0, ${LOG_LENGTH - 1})
    if redis.call('LLEN', P .. 'q:' .. sub) == 1 then scheduleHead(sub) end
    added = added + 1
  end
end
return added`;

// Taken by turns between clients: the due subscriptions (the first CLAIM_SCAN by due time) grouped
// by client, each client's first before anyone's second, counting what this owner already holds
// of each (alerts:held:OWNER, a hash client → alerts leased, kept as long as a lease lasts), and no
// client past perClient.
const CLAIM_SCAN = 1000;
const CLAIM_LUA = `${COMMON}
local now, leaseUntil, max, owner, perClient = tonumber(ARGV[2]), ARGV[3], tonumber(ARGV[4]), ARGV[5], tonumber(ARGV[6])
local heldKey = P .. 'held:' .. owner
local turns, picks = {}, {}
for i, sub in ipairs(redis.call('ZRANGEBYSCORE', P .. 'due', '-inf', now, 'LIMIT', 0, ${CLAIM_SCAN})) do
  local seq = redis.call('LINDEX', P .. 'q:' .. sub, 0)
  local json = redis.call('HGET', P .. 'subs', sub)
  if not seq or not json then
    redis.call('ZREM', P .. 'due', sub)
  else
    local client = cjson.decode(json).clientId or ''
    if turns[client] == nil then turns[client] = tonumber(redis.call('HGET', heldKey, client) or '0') end
    turns[client] = turns[client] + 1
    if turns[client] <= perClient then table.insert(picks, { place = turns[client], i = i, sub = sub, seq = seq, json = json, client = client }) end
  end
end
table.sort(picks, function(a, b) if a.place ~= b.place then return a.place < b.place end return a.i < b.i end)
local out = {}
for n = 1, math.min(max, #picks) do
  local p = picks[n]
  local key = P .. 'a:' .. p.seq
  redis.call('HSET', key, 'leaseUntil', leaseUntil, 'owner', owner, 'client', p.client)
  redis.call('ZADD', P .. 'due', leaseUntil, p.sub)
  redis.call('HINCRBY', heldKey, p.client, 1)
  local f = redis.call('HMGET', key, 'alertId', 'body', 'attempts', 'createdMs')
  table.insert(out, p.seq)
  table.insert(out, p.sub)
  table.insert(out, f[1])
  table.insert(out, f[2])
  table.insert(out, f[3])
  table.insert(out, f[4])
  table.insert(out, p.json)
end
-- Relative: the service's clock (SKYREF_NOW) need not be Redis's.
if #out > 0 then redis.call('PEXPIRE', heldKey, math.max(1, tonumber(leaseUntil) - now)) end
return out`;

const SETTLE_LUA = `${COMMON}
local seq, outcome, result, retryAt, now = ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6]
local key = P .. 'a:' .. seq
if redis.call('HGET', key, 'state') ~= 'pending' then return 0 end
local sub = redis.call('HGET', key, 'sub')
local lease = redis.call('HMGET', key, 'owner', 'client')
if lease[1] and lease[1] ~= '' and lease[2] then
  local heldKey = P .. 'held:' .. lease[1]
  if tonumber(redis.call('HINCRBY', heldKey, lease[2], -1)) <= 0 then redis.call('HDEL', heldKey, lease[2]) end
end
if outcome ~= 'paused' then redis.call('HINCRBY', key, 'attempts', 1) end
redis.call('HSET', key, 'lastResult', result, 'leaseUntil', 0, 'owner', '')
if outcome == 'retry' or outcome == 'paused' then
  redis.call('HSET', key, 'nextMs', retryAt)
else
  redis.call('HSET', key, 'state', outcome, 'settledMs', now)
  redis.call('HDEL', key, 'body')
  redis.call('LREM', P .. 'q:' .. sub, 1, seq)
end
scheduleHead(sub)
return 1`;

interface Scripted {
  skyrefAlertAdd(...args: (string | number)[]): Promise<number>;
  skyrefAlertRemove(...args: (string | number)[]): Promise<number>;
  skyrefAlertEnqueue(...args: (string | number)[]): Promise<number>;
  skyrefAlertClaim(...args: (string | number)[]): Promise<string[]>;
  skyrefAlertSettle(...args: (string | number)[]): Promise<number>;
}

function subscriptionJson(s: Subscription): string {
  return JSON.stringify({ id: s.id, clientId: s.clientId, watched: watchedToJson(s.watched), callbackUrl: s.callbackUrl, secret: s.secret, createdAt: s.createdAt });
}

function subscriptionOf(json: string | null | undefined): Subscription | undefined {
  if (!json) return undefined;
  try {
    const v = JSON.parse(json) as Record<string, string>;
    const watched = watchedFromJson(v.watched ?? '');
    return watched && { id: v.id!, clientId: v.clientId!, watched, callbackUrl: v.callbackUrl!, secret: v.secret!, createdAt: v.createdAt! };
  } catch {
    return undefined;
  }
}

export class RedisAlertStore implements AlertStore {
  private readonly scripted: Scripted;
  /** The key prefix, which the scripts put before every key they make. */
  private readonly prefix: string;

  constructor(private readonly redis: Redis) {
    const commands: [keyof Scripted, string][] = [
      ['skyrefAlertAdd', ADD_LUA],
      ['skyrefAlertRemove', REMOVE_LUA],
      ['skyrefAlertEnqueue', ENQUEUE_LUA],
      ['skyrefAlertClaim', CLAIM_LUA],
      ['skyrefAlertSettle', SETTLE_LUA],
    ];
    for (const [name, lua] of commands) if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 0, lua });
    this.scripted = redis as unknown as Scripted;
    this.prefix = redis.options.keyPrefix ?? '';
  }

  async add(s: Subscription, limit: number): Promise<boolean> {
    return (await this.scripted.skyrefAlertAdd(this.prefix, s.id, s.clientId, subscriptionJson(s), limit)) === 1;
  }

  async list(clientId: string): Promise<Subscription[]> {
    const ids = await this.redis.smembers(`alerts:client:${clientId}`);
    if (ids.length === 0) return [];
    const found = (await this.redis.hmget('alerts:subs', ...ids)).flatMap((json) => subscriptionOf(json) ?? []);
    return found.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
  }

  async get(clientId: string, id: string): Promise<Subscription | undefined> {
    const found = subscriptionOf(await this.redis.hget('alerts:subs', id));
    return found?.clientId === clientId ? found : undefined;
  }

  async remove(clientId: string, id: string): Promise<boolean> {
    return (await this.scripted.skyrefAlertRemove(this.prefix, clientId, id)) === 1;
  }

  async all(): Promise<Subscription[]> {
    const all = await this.redis.hvals('alerts:subs');
    return all.flatMap((json) => subscriptionOf(json) ?? []).sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  async removeSubscriptionsOf(clientIds: readonly string[]): Promise<number> {
    let removed = 0;
    for (const clientId of clientIds) {
      for (const id of await this.redis.smembers(`alerts:client:${clientId}`)) removed += await this.scripted.skyrefAlertRemove(this.prefix, clientId, id);
    }
    return removed;
  }

  async enqueue(alerts: readonly NewAlert[], nowMs: number): Promise<number> {
    let added = 0;
    // A few hundred a script: one long script would hold Redis for every replica meanwhile.
    for (let i = 0; i < alerts.length; i += 200) {
      const args = alerts.slice(i, i + 200).flatMap((a) => [a.subscriptionId, a.alertId, /"Type":"([A-Za-z]+)"/.exec(a.body)?.[1] ?? 'Alert', a.body]);
      added += await this.scripted.skyrefAlertEnqueue(this.prefix, nowMs, ...args);
    }
    return added;
  }

  async claim(owner: string, nowMs: number, leaseUntilMs: number, max: number, perClient: number): Promise<ClaimedAlert[]> {
    const flat = await this.scripted.skyrefAlertClaim(this.prefix, nowMs, leaseUntilMs, max, owner, perClient);
    const claimed: ClaimedAlert[] = [];
    for (let i = 0; i + 6 < flat.length; i += 7) {
      const subscription = subscriptionOf(flat[i + 6]);
      if (!subscription) continue;
      claimed.push({
        seq: Number(flat[i]),
        subscriptionId: flat[i + 1]!,
        clientId: subscription.clientId,
        alertId: flat[i + 2]!,
        body: flat[i + 3]!,
        attempts: Number(flat[i + 4]),
        createdMs: Number(flat[i + 5]),
        callbackUrl: subscription.callbackUrl,
        secret: subscription.secret,
      });
    }
    return claimed;
  }

  async settle(settlements: readonly Settlement[], nowMs: number): Promise<void> {
    // One round trip: the scripts pipelined, each still one change.
    const pipeline = this.redis.pipeline() as unknown as { skyrefAlertSettle(...args: (string | number)[]): void; exec(): Promise<unknown> };
    for (const { seq, outcome } of settlements) {
      const kind = settlementKind(outcome);
      const retryAt = 'paused' in outcome ? outcome.untilMs : !outcome.delivered && outcome.retryAtMs !== undefined ? outcome.retryAtMs : 0;
      pipeline.skyrefAlertSettle(this.prefix, seq, kind, outcome.result, retryAt, nowMs);
    }
    await pipeline.exec();
  }

  async deliveries(subscriptionId: string, limit: number): Promise<DeliveryRecord[]> {
    const seqs = await this.redis.lrange(`alerts:log:${subscriptionId}`, 0, limit - 1);
    const pipeline = this.redis.pipeline();
    for (const seq of seqs) pipeline.hgetall(`alerts:a:${seq}`);
    const rows = ((await pipeline.exec()) ?? []).map(([, row]) => row as Record<string, string>);
    return rows
      .filter((r) => r.alertId !== undefined)
      .map((r) => ({
        alertId: r.alertId!,
        type: r.type ?? 'Alert',
        state: r.state as DeliveryState,
        attempts: Number(r.attempts ?? 0),
        lastResult: r.lastResult || undefined,
        createdMs: Number(r.createdMs),
        settledMs: r.settledMs ? Number(r.settledMs) : undefined,
        nextMs: r.state === 'pending' ? Number(r.nextMs) : undefined,
      }));
  }

}
