// API clients in the state database: registered with a hashed secret, optional per-client rate
// limits, and a disabled flag. The server keeps an in-memory copy and re-reads it when another
// process (the CLI) has changed the database.
import { checkNewClient, CopiedClientRegistry, type Client, type ClientLimits } from './client-registry.js';
import { hashSecret, newSecret } from './client-secrets.js';
import type { StateDb } from './state-db.js';

interface ClientRow {
  id: string;
  secret_hash: string;
  created_at: string;
  disabled: number;
  rate_per_second: number | null;
  rate_per_hour: number | null;
}

export class ClientStore extends CopiedClientRegistry {
  private dataVersion = -1;

  constructor(private readonly db: StateDb) {
    super();
    this.refresh();
  }

  /** Re-reads the clients when the database changed since the last read; cheap otherwise. */
  refresh(): void {
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    const rows = this.db.prepare('SELECT * FROM clients').all() as ClientRow[];
    this.replaceCopy(rows.map((r) => ({ client: toClient(r), secretHash: r.secret_hash })));
  }

  /** Registers a client (or replaces its secret and limits); returns the secret in clear, once. */
  async add(id: string, secret: string = newSecret(), limits: ClientLimits = {}): Promise<string> {
    checkNewClient(id, secret);
    const hash = await hashSecret(secret);
    this.db
      .prepare(
        `INSERT INTO clients (id, secret_hash, created_at, disabled, rate_per_second, rate_per_hour)
         VALUES (?, ?, ?, 0, ?, ?)
         ON CONFLICT(id) DO UPDATE SET secret_hash = excluded.secret_hash, disabled = 0,
           rate_per_second = excluded.rate_per_second, rate_per_hour = excluded.rate_per_hour`,
      )
      .run(id, hash, new Date().toISOString(), limits.ratePerSecond ?? null, limits.ratePerHour ?? null);
    this.dataVersion = -1;
    this.refresh();
    return secret;
  }

  async disable(id: string): Promise<boolean> {
    const changed = this.db.prepare('UPDATE clients SET disabled = 1 WHERE id = ?').run(id).changes > 0;
    this.dataVersion = -1;
    this.refresh();
    return changed;
  }
}

function toClient(r: ClientRow): Client {
  return {
    id: r.id,
    createdAt: r.created_at,
    disabled: r.disabled !== 0,
    ratePerSecond: r.rate_per_second,
    ratePerHour: r.rate_per_hour,
  };
}
