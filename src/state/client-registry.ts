// The registered API clients as the service reads them: a copy in memory answers every request,
// refreshed from where the clients are kept (the state database, or Redis shared by replicas).
import { verifySecret } from './client-secrets.js';

export interface Client {
  id: string;
  createdAt: string;
  disabled: boolean;
  ratePerSecond: number | null;
  ratePerHour: number | null;
}

export interface ClientLimits {
  ratePerSecond?: number | null;
  ratePerHour?: number | null;
}

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;

export interface ClientRegistry {
  /** The client as last read; no I/O. */
  get(id: string): Client | undefined;
  list(): Client[];
  readonly size: number;
  /** Registers a client (or replaces its secret and limits, enabling it); returns the secret in clear, once. */
  add(id: string, secret?: string, limits?: ClientLimits): Promise<string>;
  /** True when `secret` is the secret of an enabled client. */
  authenticate(id: string, secret: string): Promise<boolean>;
  /** Disables a client; false when there is none of that id. */
  disable(id: string): Promise<boolean>;
  /** Re-reads the clients when they changed elsewhere; cheap when they did not. */
  refresh(): void | Promise<void>;
}

/** Throws what is wrong with the id or secret of a client about to be registered. */
export function checkNewClient(id: string, secret: string): void {
  if (!CLIENT_ID_PATTERN.test(id)) throw new Error(`client id "${id}" must be 1-128 of A-Z a-z 0-9 . _ ~ -`);
  if (secret.length < 8) throw new Error('client secret must be at least 8 characters');
}

/**
 * A registry that answers from a copy in memory of the clients and their secret hashes: what
 * every store keeps, whatever it reads the copy from.
 */
export abstract class CopiedClientRegistry implements ClientRegistry {
  private clients = new Map<string, Client>();
  private hashes = new Map<string, string>();

  abstract add(id: string, secret?: string, limits?: ClientLimits): Promise<string>;
  abstract disable(id: string): Promise<boolean>;
  abstract refresh(): void | Promise<void>;

  /** Replaces the copy with what the store read. */
  protected replaceCopy(records: Iterable<{ client: Client; secretHash: string }>): void {
    const clients = new Map<string, Client>();
    const hashes = new Map<string, string>();
    for (const { client, secretHash } of records) {
      clients.set(client.id, client);
      hashes.set(client.id, secretHash);
    }
    this.clients = clients;
    this.hashes = hashes;
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

  /** True when `secret` is the secret of an enabled client, after reading any change. */
  async authenticate(id: string, secret: string): Promise<boolean> {
    await this.refresh();
    const client = this.clients.get(id);
    const hash = this.hashes.get(id);
    if (!client || !hash || client.disabled) return false;
    return verifySecret(secret, hash);
  }
}
