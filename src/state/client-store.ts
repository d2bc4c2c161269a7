// API clients in the state database: registered with a hashed secret, optional per-client rate
// limits, and a disabled flag. The server keeps an in-memory copy and re-reads it when another
// process (the CLI) has changed the database.
import { CLIENT_ID_PATTERN, type Client, type ClientLimits, type ClientRegistry } from './client-registry.js';
import { hashSecret, newSecret, verifySecret } from './client-secrets.js';
import type { StateDb } from './state-db.js';

interface ClientRow {
  id: string;
  secret_hash: string;
  created_at: string;
  disabled: number;
  rate_per_second: number | null;
  rate_per_hour: number | null;
}

export class ClientStore implements ClientRegistry {
  private clients = new Map<string, Client>();
  private hashes = new Map<string, string>();
  private dataVersion = -1;

  constructor(private readonly db: StateDb) {
    this.refresh();
  }

  /** Re-reads the clients when the database changed since the last read; cheap otherwise. */
  refresh(): void {
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    const rows = this.db.prepare('SELECT * FROM clients').all() as ClientRow[];
    this.clients = new Map(rows.map((r) => [r.id, toClient(r)]));
    this.hashes = new Map(rows.map((r) => [r.id, r.secret_hash]));
  }

  get(id: string): Client | undefined {
    return this.clients.get(id);
  }

  list(): Client[] {
    return [...this.clients.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  get size(): number {
    return this.clients.size;
  }

  /** Registers a client (or replaces its secret and limits); returns the secret in clear, once. */
  async add(id: string, secret: string = newSecret(), limits: ClientLimits = {}): Promise<string> {
    if (!CLIENT_ID_PATTERN.test(id)) throw new Error(`client id "${id}" must be 1-128 of A-Z a-z 0-9 . _ ~ -`);
    if (secret.length < 8) throw new Error('client secret must be at least 8 characters');
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

  /** True when `secret` is the secret of an enabled client. */
  async authenticate(id: string, secret: string): Promise<boolean> {
    this.refresh();
    const client = this.clients.get(id);
    const hash = this.hashes.get(id);
    if (!client || !hash || client.disabled) return false;
    return verifySecret(secret, hash);
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
