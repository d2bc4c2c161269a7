// API clients in the state database (and the sandbox's scenarios, followed with them): registered with a hashed secret, optional per-client rate
// limits, a disabled flag and the epoch their tokens must carry. The server keeps an in-memory
// copy and re-reads it when another process (the CLI) has changed the database.
import { checkNewClient, CopiedClientRegistry, newEpoch, REVOCATION_MS, sandboxFields, storedEpoch, type Client, type ClientLimits, type ClientRecord } from './client-registry.js';
import { scenarioText, type Scenario } from '../domain/sandbox-scenario.js';
import { hashSecret, newSecret } from './client-secrets.js';
import type { StateDb } from './state-db.js';

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
}

/**
 * Gives a clients table made before a column existed that column: the epoch tokens carry (NULL:
 * derived, see storedEpoch), and the sandbox flag and faults (NULL: an ordinary client).
 */
function addColumns(db: StateDb): void {
  const columns = db.prepare('PRAGMA table_info(clients)').all() as { name: string }[];
  for (const [name, type] of [['epoch', 'TEXT'], ['sandbox', 'INTEGER'], ['faults', 'TEXT']] as const) {
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

  constructor(private readonly db: StateDb) {
    super();
    addColumns(db);
    this.refresh();
  }

  /** Re-reads the clients when the database changed since the last read; cheap otherwise. */
  refresh(): void {
    const { data_version: version } = this.db.prepare('PRAGMA data_version').get() as { data_version: number };
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    const rows = this.db.prepare('SELECT * FROM clients').all() as unknown as ClientRow[];
    this.replaceCopy(rows.map((r) => ({ client: toClient(r), secretHash: r.secret_hash })));
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
    this.db
      .prepare(
        `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour, epoch, sandbox, faults)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET secret_hash = excluded.secret_hash, disabled = 0,
           rate_per_second = excluded.rate_per_second, rate_per_hour = excluded.rate_per_hour, epoch = excluded.epoch,
           sandbox = excluded.sandbox, faults = excluded.faults`,
      )
      .run(id, hash, new Date().toISOString(), limits.ratePerSecond ?? null, limits.ratePerHour ?? null, newEpoch(), limits.sandbox ? 1 : null, (limits.sandbox && limits.faults) || null);
    this.reread();
    return secret;
  }

  async addIfAbsent(id: string, secret: string): Promise<boolean> {
    checkNewClient(id, secret);
    const hash = await hashSecret(secret);
    const added = this.db
      .prepare(
        `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour, epoch)
         VALUES (?, ?, ?, 0, NULL, NULL, ?) ON CONFLICT(id) DO NOTHING`,
      )
      .run(id, hash, new Date().toISOString(), newEpoch()).changes > 0;
    this.reread();
    return added;
  }

  async disable(id: string): Promise<boolean> {
    const changed = this.db.prepare('UPDATE clients SET disabled = 1, epoch = ? WHERE id = ?').run(newEpoch(), id).changes > 0;
    this.reread();
    return changed;
  }

  async delete(id: string): Promise<boolean> {
    const changed = this.db.prepare('DELETE FROM clients WHERE id = ?').run(id).changes > 0;
    this.reread();
    return changed;
  }

  async restore(records: readonly ClientRecord[]): Promise<void> {
    const write = this.db.prepare(
      `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour, epoch, sandbox, faults)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = excluded.created_at, disabled = excluded.disabled,
         rate_per_second = excluded.rate_per_second, rate_per_hour = excluded.rate_per_hour, epoch = excluded.epoch,
         sandbox = excluded.sandbox, faults = excluded.faults`,
    );
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const { client: c, secretHash } of records) write.run(c.id, secretHash, c.createdAt, c.disabled ? 1 : 0, c.ratePerSecond, c.ratePerHour, c.epoch, c.sandbox ? 1 : null, (c.sandbox && c.faults) || null);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    this.reread();
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
