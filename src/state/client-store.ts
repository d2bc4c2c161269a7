// API clients in the state database (and the sandbox's scenarios, followed with them): registered with a hashed secret, optional per-client rate
// limits, a disabled flag and the epoch their tokens must carry. The server keeps an in-memory
// copy and re-reads it when another process (the CLI) has changed the database.
import { checkNewClient, CopiedClientRegistry, newEpoch, REVOCATION_MS, sandboxFields, storedEpoch, type Client, type ClientLimits, type ClientRecord, type RestoreOptions } from './client-registry.js';
import { emptyOutcome, mergeDecision, storedVersion, versionOverTombstone, type MergeOutcome, type Tombstone, type VersionedState } from './client-versions.js';
import { scenarioText, type Scenario } from '../domain/sandbox-scenario.js';
import { hashSecret, newSecret } from './client-secrets.js';
import type { StateDb } from './state-db.js';
import { systemClock, type Clock } from '../domain/clock.js';

interface ClientRow {
  id: string;
  secret_hash: string;
  created_at: string;
  disabled: number;
  rate_per_second: number | null;
  rate_per_hour: number | null;
  epoch: string | null;
  sandbox: number | null;
  faults: string | null;
  /** NULL for a client stored before clients had versions: 0. */
  version: number | null;
}

interface TombstoneRow {
  id: string;
  version: number;
  deleted_at: string;
}

/**
 * Gives a clients table made before a column existed that column: the epoch tokens carry (NULL:
 * derived, see storedEpoch), the sandbox flag and faults (NULL: an ordinary client), and the
 * version every change moves up (NULL: 0, older than any change made since).
 */
function addColumns(db: StateDb): void {
  const columns = db.prepare('PRAGMA table_info(clients)').all() as { name: string }[];
  for (const [name, type] of [['epoch', 'TEXT'], ['sandbox', 'INTEGER'], ['faults', 'TEXT'], ['version', 'INTEGER']] as const) {
    if (columns.some((c) => c.name === name)) continue;
    try {
      db.exec(`ALTER TABLE clients ADD COLUMN ${name} ${type}`);
    } catch (error) {
      // Another process (the CLI, a worker) added it between our look and our change.
      if (!/duplicate column/i.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

export class ClientStore extends CopiedClientRegistry {
  private dataVersion = -1;

  constructor(
    private readonly db: StateDb,
    /** When a client was registered or deleted, on the service's calendar. */
    private readonly clock: Clock = systemClock,
  ) {
    super();
    addColumns(db);
    this.refresh();
  }

  private stamp(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** Re-reads the clients when the database changed since the last read; cheap otherwise. */
  refresh(): void {
    const { data_version: version } = this.db.prepare('PRAGMA data_version').get() as { data_version: number };
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    const rows = this.db.prepare('SELECT * FROM clients').all() as unknown as ClientRow[];
    const tombstones = this.db.prepare('SELECT * FROM client_tombstones').all() as unknown as TombstoneRow[];
    this.replaceCopy(
      rows.map((r) => ({ client: toClient(r), secretHash: r.secret_hash, version: storedVersion(r.version) })),
      tombstones.map((t) => ({ id: t.id, version: t.version, deletedAt: t.deleted_at })),
    );
    const scenarios = this.db.prepare('SELECT flight_date, scenario FROM sandbox_scenarios').all() as { flight_date: string; scenario: string }[];
    this.replaceScenarios(scenarios.map((r) => [r.flight_date, r.scenario] as const));
  }

  async setScenario(key: string, scenario: Scenario | undefined): Promise<void> {
    if (scenario === undefined) this.db.prepare('DELETE FROM sandbox_scenarios WHERE flight_date = ?').run(key);
    else this.db.prepare('INSERT INTO sandbox_scenarios (flight_date, scenario) VALUES (?, ?) ON CONFLICT(flight_date) DO UPDATE SET scenario = excluded.scenario').run(key, scenarioText(scenario));
    this.reread();
  }

  /** Registers a client (or replaces its secret and limits, with a new epoch); returns the secret in clear, once. */
  async add(id: string, secret: string = newSecret(), limits: ClientLimits = {}): Promise<string> {
    checkNewClient(id, secret);
    const hash = await hashSecret(secret);
    this.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour, epoch, sandbox, faults, version)
           VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET secret_hash = excluded.secret_hash, disabled = 0,
             rate_per_second = excluded.rate_per_second, rate_per_hour = excluded.rate_per_hour, epoch = excluded.epoch,
             sandbox = excluded.sandbox, faults = excluded.faults, version = coalesce(clients.version, 0) + 1`,
        )
        .run(id, hash, this.stamp(), limits.ratePerSecond ?? null, limits.ratePerHour ?? null, newEpoch(), limits.sandbox ? 1 : null, (limits.sandbox && limits.faults) || null, this.nextVersion(id));
      this.clearTombstone(id);
    });
    this.reread();
    return secret;
  }

  async addIfAbsent(id: string, secret: string): Promise<boolean> {
    checkNewClient(id, secret);
    const hash = await hashSecret(secret);
    const added = this.transaction(() => {
      const inserted = this.db
        .prepare(
          `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour, epoch, version)
           VALUES (?, ?, ?, 0, NULL, NULL, ?, ?) ON CONFLICT(id) DO NOTHING`,
        )
        .run(id, hash, this.stamp(), newEpoch(), this.nextVersion(id)).changes > 0;
      if (inserted) this.clearTombstone(id);
      return inserted;
    });
    this.reread();
    return added;
  }

  async disable(id: string): Promise<boolean> {
    const changed = this.db.prepare('UPDATE clients SET disabled = 1, epoch = ?, version = coalesce(version, 0) + 1 WHERE id = ?').run(newEpoch(), id).changes > 0;
    this.reread();
    return changed;
  }

  /** Removes the client, leaving its tombstone: an older copy of it is then refused (client-versions.ts). */
  async delete(id: string): Promise<boolean> {
    const changed = this.transaction(() => {
      const row = this.db.prepare('SELECT version FROM clients WHERE id = ?').get(id) as { version: number | null } | undefined;
      if (!row) return false;
      this.db.prepare('DELETE FROM clients WHERE id = ?').run(id);
      this.writeTombstone({ id, version: storedVersion(row.version) + 1, deletedAt: this.stamp() });
      return true;
    });
    this.reread();
    return changed;
  }

  async restore(records: readonly ClientRecord[], options: RestoreOptions = {}): Promise<MergeOutcome> {
    const write = this.db.prepare(
      `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour, epoch, sandbox, faults, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = excluded.created_at, disabled = excluded.disabled,
         rate_per_second = excluded.rate_per_second, rate_per_hour = excluded.rate_per_hour, epoch = excluded.epoch,
         sandbox = excluded.sandbox, faults = excluded.faults, version = excluded.version`,
    );
    const outcome = emptyOutcome();
    this.transaction(() => {
      for (const tombstone of options.tombstones ?? []) {
        const decision = mergeDecision(this.storedState(tombstone.id), { version: tombstone.version, state: 'deleted' });
        if (decision === 'write') {
          this.db.prepare('DELETE FROM clients WHERE id = ?').run(tombstone.id);
          this.writeTombstone(tombstone);
          outcome.written.push(tombstone.id);
        } else if (decision !== 'same') outcome.older.push(tombstone.id);
      }
      for (const { client: c, secretHash, version } of records) {
        const incoming: VersionedState = { version: storedVersion(version), state: c.disabled ? 'disabled' : 'enabled', epoch: c.epoch };
        let decision = mergeDecision(this.storedState(c.id), incoming);
        let writtenVersion = incoming.version;
        if (decision === 'deletedSince' && options.restoreDeleted) {
          writtenVersion = versionOverTombstone(this.tombstoneOf(c.id)!);
          outcome.restoredDeleted.push(c.id);
          decision = 'write';
        }
        if (decision === 'write') {
          write.run(c.id, secretHash, c.createdAt, c.disabled ? 1 : 0, c.ratePerSecond, c.ratePerHour, c.epoch, c.sandbox ? 1 : null, (c.sandbox && c.faults) || null, writtenVersion);
          this.clearTombstone(c.id);
          outcome.written.push(c.id);
        } else if (decision === 'older') outcome.older.push(c.id);
        else if (decision === 'deletedSince') outcome.deletedSince.push(c.id);
      }
    });
    this.reread();
    return outcome;
  }

  /** The state stored for `id`: its client, or its tombstone, or none. */
  private storedState(id: string): VersionedState | undefined {
    const row = this.db.prepare('SELECT disabled, epoch, secret_hash, version FROM clients WHERE id = ?').get(id) as
      | { disabled: number; epoch: string | null; secret_hash: string; version: number | null }
      | undefined;
    if (row) return { version: storedVersion(row.version), state: row.disabled ? 'disabled' : 'enabled', epoch: storedEpoch(row.epoch, row.secret_hash) };
    const tombstone = this.tombstoneOf(id);
    return tombstone && { version: tombstone.version, state: 'deleted' };
  }

  /** The version a client (re)registered under `id` gets: one past its tombstone's, if any. */
  private nextVersion(id: string): number {
    return (this.tombstoneOf(id)?.version ?? 0) + 1;
  }

  private tombstoneOf(id: string): Tombstone | undefined {
    const row = this.db.prepare('SELECT * FROM client_tombstones WHERE id = ?').get(id) as TombstoneRow | undefined;
    return row && { id: row.id, version: row.version, deletedAt: row.deleted_at };
  }

  /** A client registered or restored under `id` is no longer deleted. */
  private clearTombstone(id: string): void {
    this.db.prepare('DELETE FROM client_tombstones WHERE id = ?').run(id);
  }

  private writeTombstone(t: Tombstone): void {
    this.db
      .prepare('INSERT INTO client_tombstones (id, version, deleted_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET version = excluded.version, deleted_at = excluded.deleted_at')
      .run(t.id, t.version, t.deletedAt);
  }

  /** Runs `change` in one write transaction: a change read and written at once. */
  private transaction<T>(change: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = change();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * Polls the database's change counter, a read of the page cache: another process's change (the
   * CLI's) is seen within half of REVOCATION_MS, for about 1 µs of CPU per poll.
   */
  follow(warn: (message: string) => void): () => void {
    const poll = setInterval(() => {
      try {
        this.refresh();
      } catch (error) {
        warn(`clients not re-read: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, REVOCATION_MS / 2);
    poll.unref();
    return () => clearInterval(poll);
  }

  /** Reads the copy again after a change of our own (data_version counts only other connections' commits). */
  private reread(): void {
    this.dataVersion = -1;
    this.refresh();
  }
}

function toClient(r: ClientRow): Client {
  return {
    id: r.id,
    createdAt: r.created_at,
    disabled: r.disabled !== 0,
    ratePerSecond: r.rate_per_second,
    ratePerHour: r.rate_per_hour,
    epoch: storedEpoch(r.epoch, r.secret_hash),
    ...sandboxFields(r.sandbox === 1, r.faults),
  };
}
