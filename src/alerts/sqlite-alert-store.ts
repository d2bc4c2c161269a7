// Subscriptions and the alert queue in the state database, for one machine: every worker thread
// and the CLI open the same file, and a deliverer takes an alert by writing its lease in one
// transaction, so each alert is posted by one of them at a time. Subscriptions go with their
// client: triggers in the database delete them, whoever deletes the client (the CLI included).
import { setTimeout as sleep } from 'node:timers/promises';
import type { StateDb } from '../state/state-db.js';
import { settlementKind, type AlertStore, type ClaimedAlert, type DeliveryRecord, type DeliveryState, type NewAlert, type Settlement } from './alert-store.js';
import { watchedFromJson, watchedToJson, type Subscription } from './subscription.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS alert_subscriptions (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    watched TEXT NOT NULL,
    callback_url TEXT NOT NULL,
    secret TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS alert_subscriptions_client ON alert_subscriptions (client_id);
  CREATE TABLE IF NOT EXISTS alert_deliveries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    subscription_id TEXT NOT NULL,
    alert_id TEXT NOT NULL,
    type TEXT NOT NULL,
    body TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_ms INTEGER NOT NULL,
    lease_until INTEGER NOT NULL DEFAULT 0,
    lease_owner TEXT,
    last_result TEXT,
    settled_ms INTEGER,
    UNIQUE (subscription_id, alert_id)
  );
  CREATE INDEX IF NOT EXISTS alert_deliveries_queue ON alert_deliveries (subscription_id, state, seq);
  CREATE INDEX IF NOT EXISTS alert_deliveries_due ON alert_deliveries (state, next_ms);
  CREATE TRIGGER IF NOT EXISTS alert_subscriptions_of_deleted_client AFTER DELETE ON clients
    BEGIN DELETE FROM alert_subscriptions WHERE client_id = OLD.id; END;
  CREATE TRIGGER IF NOT EXISTS alert_deliveries_of_deleted_subscription AFTER DELETE ON alert_subscriptions
    BEGIN DELETE FROM alert_deliveries WHERE subscription_id = OLD.id; END;
`;

/**
 * Settled alerts kept per subscription, for its delivery log (the route shows the last 100); older
 * settled ones are deleted when another settles. A settled alert keeps its log line, not its body:
 * a swap's alert lists up to 100 changes, and nothing reads the body once it is posted or given up.
 */
export const SETTLED_KEPT = 100;
/** Waits before a write that found the database locked is tried again: about 3 s in all. */
const LOCKED_RETRY_MS = [5, 10, 20, 40, 80, 160, 320, 640, 640, 640, 640];

function isLocked(error: unknown): boolean {
  const e = error as { errcode?: number; message?: string } | undefined;
  return (e?.errcode !== undefined && (e.errcode & 0xff) === 5) || /database is locked/.test(e?.message ?? '');
}

interface SubscriptionRow {
  id: string;
  client_id: string;
  watched: string;
  callback_url: string;
  secret: string;
  created_at: string;
}

function toSubscription(row: SubscriptionRow): Subscription | undefined {
  const watched = watchedFromJson(row.watched);
  return watched && { id: row.id, clientId: row.client_id, watched, callbackUrl: row.callback_url, secret: row.secret, createdAt: row.created_at };
}

/** The type an alert's body names (FlightAlert.Type), for the log without parsing it again. */
function alertType(body: string): string {
  return /"Type":"([A-Za-z]+)"/.exec(body)?.[1] ?? 'Alert';
}

export class SqliteAlertStore implements AlertStore {
  constructor(private readonly db: StateDb) {
    this.transaction(() => db.exec(SCHEMA));
  }

  async add(s: Subscription, limit: number): Promise<boolean> {
    return this.write(() => {
      const { n } = this.db.prepare('SELECT count(*) AS n FROM alert_subscriptions WHERE client_id = ?').get(s.clientId) as { n: number };
      if (n >= limit) return false;
      this.db
        .prepare('INSERT INTO alert_subscriptions (id, client_id, watched, callback_url, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(s.id, s.clientId, watchedToJson(s.watched), s.callbackUrl, s.secret, s.createdAt);
      return true;
    });
  }

  async list(clientId: string): Promise<Subscription[]> {
    const rows = this.db.prepare('SELECT * FROM alert_subscriptions WHERE client_id = ? ORDER BY created_at, id').all(clientId) as unknown as SubscriptionRow[];
    return rows.flatMap((r) => toSubscription(r) ?? []);
  }

  async get(clientId: string, id: string): Promise<Subscription | undefined> {
    const row = this.db.prepare('SELECT * FROM alert_subscriptions WHERE id = ? AND client_id = ?').get(id, clientId) as SubscriptionRow | undefined;
    return row && toSubscription(row);
  }

  async remove(clientId: string, id: string): Promise<boolean> {
    return this.write(() => this.db.prepare('DELETE FROM alert_subscriptions WHERE id = ? AND client_id = ?').run(id, clientId).changes > 0);
  }

  async all(): Promise<Subscription[]> {
    const rows = this.db.prepare('SELECT * FROM alert_subscriptions ORDER BY id').all() as unknown as SubscriptionRow[];
    return rows.flatMap((r) => toSubscription(r) ?? []);
  }

  async removeSubscriptionsOf(clientIds: readonly string[]): Promise<number> {
    const remove = this.db.prepare('DELETE FROM alert_subscriptions WHERE client_id = ?');
    return this.write(() => {
      let removed = 0;
      for (const id of clientIds) removed += Number(remove.run(id).changes);
      return removed;
    });
  }

  async enqueue(alerts: readonly NewAlert[], nowMs: number): Promise<number> {
    if (alerts.length === 0) return 0;
    const insert = this.db.prepare(
      `INSERT INTO alert_deliveries (subscription_id, alert_id, type, body, created_ms, state, next_ms)
       SELECT ?, ?, ?, ?, ?, 'pending', ? WHERE EXISTS (SELECT 1 FROM alert_subscriptions WHERE id = ?)
       ON CONFLICT (subscription_id, alert_id) DO NOTHING`,
    );
    return this.write(() => {
      let added = 0;
      for (const a of alerts) added += Number(insert.run(a.subscriptionId, a.alertId, alertType(a.body), a.body, nowMs, nowMs, a.subscriptionId).changes);
      return added;
    });
  }

  async claim(owner: string, nowMs: number, leaseUntilMs: number, max: number, perClient: number): Promise<ClaimedAlert[]> {
    // A look without the write lock first: an empty queue, the usual case, costs every deliverer's
    // poll one indexed read, and no worker waits on another's lock.
    if (!this.db.prepare("SELECT 1 FROM alert_deliveries WHERE state = 'pending' AND next_ms <= ? AND lease_until <= ? LIMIT 1").get(nowMs, nowMs)) return [];
    return this.write(() => {
      // The head of each subscription's queue, when it is due and nobody holds it: alerts of one
      // subscription go out one at a time, in order. Taken by turns between clients: each
      // client's first due alert before anyone's second, counting what this deliverer already
      // holds of theirs, and no client past `perClient` of its slots, so that one client's
      // receivers that never answer hold some of the slots, never all.
      const rows = this.db
        .prepare(
          `WITH heads AS (
             SELECT d.seq, d.subscription_id, d.alert_id, d.body, d.attempts, d.created_ms, d.next_ms, s.callback_url, s.secret, s.client_id,
                    row_number() OVER (PARTITION BY s.client_id ORDER BY d.next_ms, d.seq) AS turn
             FROM alert_deliveries d JOIN alert_subscriptions s ON s.id = d.subscription_id
             WHERE d.state = 'pending' AND d.next_ms <= ?1 AND d.lease_until <= ?1
               AND d.seq = (SELECT min(seq) FROM alert_deliveries h WHERE h.subscription_id = d.subscription_id AND h.state = 'pending')),
           held AS (
             SELECT s.client_id, count(*) AS n
             FROM alert_deliveries d JOIN alert_subscriptions s ON s.id = d.subscription_id
             WHERE d.state = 'pending' AND d.lease_until > ?1 AND d.lease_owner = ?2
             GROUP BY s.client_id)
           SELECT heads.*, coalesce(held.n, 0) + turn AS place FROM heads LEFT JOIN held ON held.client_id = heads.client_id
           WHERE coalesce(held.n, 0) + turn <= ?3
           ORDER BY place, next_ms, seq LIMIT ?4`,
        )
        .all(nowMs, owner, perClient, max) as {
        seq: number;
        subscription_id: string;
        alert_id: string;
        body: string;
        attempts: number;
        created_ms: number;
        callback_url: string;
        secret: string;
        client_id: string;
      }[];
      const lease = this.db.prepare('UPDATE alert_deliveries SET lease_until = ?, lease_owner = ? WHERE seq = ?');
      for (const r of rows) lease.run(leaseUntilMs, owner, r.seq);
      return rows.map((r) => ({
        seq: r.seq,
        subscriptionId: r.subscription_id,
        clientId: r.client_id,
        alertId: r.alert_id,
        body: r.body,
        attempts: r.attempts,
        createdMs: r.created_ms,
        callbackUrl: r.callback_url,
        secret: r.secret,
      }));
    });
  }

  async settle(settlements: readonly Settlement[], nowMs: number): Promise<void> {
    // Settled whoever holds it now: an attempt that answered counts even if its lease ran out.
    // One transaction for all: a commit is a write to disk, and the event loop waits for it.
    const delivered = this.db.prepare("UPDATE alert_deliveries SET state = 'delivered', body = '', attempts = attempts + 1, last_result = ?, settled_ms = ?, lease_until = 0, lease_owner = NULL WHERE seq = ? AND state = 'pending'");
    const retry = this.db.prepare("UPDATE alert_deliveries SET attempts = attempts + 1, last_result = ?, next_ms = ?, lease_until = 0, lease_owner = NULL WHERE seq = ? AND state = 'pending'");
    const failed = this.db.prepare("UPDATE alert_deliveries SET state = 'failed', body = '', attempts = attempts + 1, last_result = ?, settled_ms = ?, lease_until = 0, lease_owner = NULL WHERE seq = ? AND state = 'pending'");
    const paused = this.db.prepare("UPDATE alert_deliveries SET last_result = ?, next_ms = ?, lease_until = 0, lease_owner = NULL WHERE seq = ? AND state = 'pending'");
    const subscriptionOf = this.db.prepare('SELECT subscription_id FROM alert_deliveries WHERE seq = ?');
    // The log's bound: settled alerts past the last SETTLED_KEPT of the subscription go.
    const prune = this.db.prepare(
      `DELETE FROM alert_deliveries WHERE subscription_id = ?1 AND state != 'pending' AND seq < (
         SELECT seq FROM alert_deliveries WHERE subscription_id = ?1 AND state != 'pending' ORDER BY seq DESC LIMIT 1 OFFSET ${SETTLED_KEPT - 1})`,
    );
    await this.write(() => {
      const settledOf = new Set<string>();
      for (const { seq, outcome } of settlements) {
        const kind = settlementKind(outcome);
        const run =
          'paused' in outcome ? paused.run(outcome.result, outcome.untilMs, seq)
          : outcome.delivered ? delivered.run(outcome.result, nowMs, seq)
          : outcome.retryAtMs !== undefined ? retry.run(outcome.result, outcome.retryAtMs, seq)
          : failed.run(outcome.result, nowMs, seq);
        if (run.changes === 0 || kind === 'retry' || kind === 'paused') continue;
        const row = subscriptionOf.get(seq) as { subscription_id: string } | undefined;
        if (row) settledOf.add(row.subscription_id);
      }
      for (const subscriptionId of settledOf) prune.run(subscriptionId);
    });
  }

  async deliveries(subscriptionId: string, limit: number): Promise<DeliveryRecord[]> {
    const rows = this.db.prepare('SELECT * FROM alert_deliveries WHERE subscription_id = ? ORDER BY seq DESC LIMIT ?').all(subscriptionId, limit) as {
      alert_id: string;
      type: string;
      state: DeliveryState;
      attempts: number;
      last_result: string | null;
      created_ms: number;
      settled_ms: number | null;
      next_ms: number;
    }[];
    return rows.map((r) => ({
      alertId: r.alert_id,
      type: r.type,
      state: r.state,
      attempts: r.attempts,
      lastResult: r.last_result ?? undefined,
      createdMs: r.created_ms,
      settledMs: r.settled_ms ?? undefined,
      nextMs: r.state === 'pending' ? r.next_ms : undefined,
    }));
  }


  /**
   * `work` in a write transaction, without ever waiting for the lock on the event loop: node:sqlite
   * is synchronous, so SQLite's own wait (busy_timeout) would stall every request of this thread
   * while another connection writes. The lock is asked for once; when another holds it, the
   * transaction is tried again after a pause that leaves the loop free, and the error is thrown
   * only after some 3 s of that.
   */
  private async write<T>(work: () => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const { timeout } = this.db.prepare('PRAGMA busy_timeout').get() as { timeout: number };
      this.db.exec('PRAGMA busy_timeout = 0');
      try {
        return this.transaction(work);
      } catch (error) {
        if (!isLocked(error) || attempt >= LOCKED_RETRY_MS.length) throw error;
      } finally {
        this.db.exec(`PRAGMA busy_timeout = ${timeout}`);
      }
      await sleep(LOCKED_RETRY_MS[attempt]!);
    }
  }

  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}
