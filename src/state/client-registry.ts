// The registered API clients as the service reads them: a copy in memory answers every request,
// refreshed from where the clients are kept (the state database, or Redis shared by replicas).
import { createHash, randomBytes } from 'node:crypto';
import { parseScenario, type Scenario } from '../domain/sandbox-scenario.js';
import { verifyNoSecret, verifySecret } from './client-secrets.js';
import type { MergeOutcome, Tombstone } from './client-versions.js';

export interface Client {
  id: string;
  createdAt: string;
  disabled: boolean;
  ratePerSecond: number | null;
  ratePerHour: number | null;
  /**
   * What the client's tokens must carry to be accepted: a random value made anew whenever the
   * client's earlier tokens must end (its secret replaced, the client disabled, or registered
   * again after it was deleted). Random rather than counted, so an id deleted and made again
   * never meets an epoch it had before.
   */
  epoch: string;
  /**
   * A client of apps under test, whose flight status is simulated and labelled so
   * (docs/testing-apps.md). Present only when true, so that the clients of every deployment that
   * never adds one are exactly what they were, and the check on each request is one field read.
   */
  sandbox?: true;
  /** The faults injected into a sandbox client's answers, as written (domain/fault-spec.ts). */
  faults?: string;
}

export interface ClientLimits {
  ratePerSecond?: number | null;
  ratePerHour?: number | null;
  /** Registers a sandbox client (Client.sandbox). */
  sandbox?: boolean;
  /** Its fault specification; only with sandbox. */
  faults?: string | null;
}

/** The sandbox fields of a client, present only when set (see Client.sandbox). */
export function sandboxFields(sandbox: boolean | null | undefined, faults: string | null | undefined): Pick<Client, 'sandbox' | 'faults'> {
  if (!sandbox) return {};
  return faults ? { sandbox: true, faults } : { sandbox: true };
}

/** A client with its secret hash: what an export holds and a restore writes. */
export interface ClientRecord {
  client: Client;
  secretHash: string;
  /**
   * Moved up by one by every change to the client (client-versions.ts): of two copies, the higher
   * is the newer. Absent in exports made before clients had one (read as 0, older than any).
   */
  version?: number;
}

/** What a restore writes besides clients, and whether it may undo a deletion. */
export interface RestoreOptions {
  /** Deleted clients, each kept from being brought back by an older copy. */
  tombstones?: readonly Tombstone[];
  /** Restore a client over a newer tombstone (its old tokens work again); refused otherwise. */
  restoreDeleted?: boolean;
}

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;

export interface ClientRegistry {
  /** The client as last read; no I/O. */
  get(id: string): Client | undefined;
  list(): Client[];
  readonly size: number;
  /**
   * Registers a client (or replaces its secret and limits, enabling it); returns the secret in
   * clear, once. Either way the client gets a new epoch, so tokens issued before are refused.
   */
  add(id: string, secret?: string, limits?: ClientLimits): Promise<string>;
  /** Registers a client only when there is none of that id; true when it did. */
  addIfAbsent(id: string, secret: string): Promise<boolean>;
  /**
   * The client, as it was when its secret was checked, when `secret` is the secret of an enabled
   * client; else undefined, after the same work (one scrypt) whether or not the id exists.
   */
  authenticate(id: string, secret: string): Promise<Client | undefined>;
  /** Disables a client (a new epoch: its tokens end); false when there is none of that id. */
  disable(id: string): Promise<boolean>;
  /** Removes a client (its tokens end); false when there is none of that id. */
  delete(id: string): Promise<boolean>;
  /**
   * Writes clients exactly as exported (secret hash, epoch, limits, state, version), each only
   * where it is newer than the state stored for its id (client-versions.ts): tokens issued before
   * the export keep working, and a client disabled, given a new secret or deleted since stays so.
   * Returns what was written and what was refused.
   */
  restore(records: readonly ClientRecord[], options?: RestoreOptions): Promise<MergeOutcome>;
  /** Every client with its secret hash and version, as last read. */
  records(): ClientRecord[];
  /** The deleted clients' tombstones, as last read. */
  tombstones(): Tombstone[];
  /**
   * The sandbox's scenarios by flight and date (sandbox-scenario.ts, scenarioKey), as last read:
   * kept with the clients and followed with them, so every worker and replica answers them.
   */
  scenarios(): ReadonlyMap<string, Scenario>;
  /** Fixes what the flight of `key` does, or (undefined) lets the simulation draw it again. */
  setScenario(key: string, scenario: Scenario | undefined): Promise<void>;
  /** Re-reads the clients when they changed elsewhere; cheap when they did not. */
  refresh(): void | Promise<void>;
  /**
   * Follows changes made elsewhere (the CLI, another worker or replica), so that a client disabled,
   * given a new secret or deleted there is refused here within REVOCATION_MS; returns the stop.
   */
  follow(warn: (message: string) => void): () => void;
}

/** How soon a change made elsewhere ends a client's tokens here (docs/decisions.md, 57). */
export const REVOCATION_MS = 200;

/** Throws what is wrong with the id or secret of a client about to be registered. */
export function checkNewClient(id: string, secret: string): void {
  if (!CLIENT_ID_PATTERN.test(id)) throw new Error(`client id "${id}" must be 1-128 of A-Z a-z 0-9 . _ ~ -`);
  if (secret.length < 8) throw new Error('client secret must be at least 8 characters');
}

/** A new epoch: 16 random bytes, URL-safe. */
export function newEpoch(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The epoch of a client stored before clients had one: derived from its secret hash, so every
 * replica and restart reads the same one, and it changes with the secret (a new salt each time).
 * Tokens issued before the upgrade carry no epoch and are refused; clients ask for new ones.
 */
export function storedEpoch(epoch: string | null | undefined, secretHash: string): string {
  return epoch || `h.${createHash('sha256').update(secretHash).digest('base64url').slice(0, 22)}`;
}

/** What starting with SKYREF_CLIENT_ID did to that client: see registerBootstrapClient. */
export type BootstrapOutcome = 'created' | 'unchanged' | 'disabled' | 'otherSecret';

/**
 * The client of SKYREF_CLIENT_ID/SKYREF_CLIENT_SECRET at start: created when there is none of
 * that id, and otherwise left exactly as the store holds it, so that a restart never undoes what
 * an operator did with `skyref clients` (a disabled client stays disabled, a rotated secret stays
 * rotated, its limits stay). 'disabled' and 'otherSecret' say that the configuration was not
 * applied, for the operator to be told.
 */
export async function registerBootstrapClient(clients: ClientRegistry, bootstrap: { id: string; secret: string }): Promise<BootstrapOutcome> {
  if (await clients.addIfAbsent(bootstrap.id, bootstrap.secret)) return 'created';
  await clients.refresh();
  if (clients.get(bootstrap.id)?.disabled) return 'disabled';
  return (await clients.authenticate(bootstrap.id, bootstrap.secret)) ? 'unchanged' : 'otherSecret';
}

/**
 * A registry that answers from a copy in memory of the clients and their secret hashes: what
 * every store keeps, whatever it reads the copy from.
 */
export abstract class CopiedClientRegistry implements ClientRegistry {
  private clients = new Map<string, Client>();
  private hashes = new Map<string, string>();
  private versions = new Map<string, number>();
  private deleted: Tombstone[] = [];
  private scenarioCopy: ReadonlyMap<string, Scenario> = new Map();

  abstract setScenario(key: string, scenario: Scenario | undefined): Promise<void>;
  abstract add(id: string, secret?: string, limits?: ClientLimits): Promise<string>;
  abstract addIfAbsent(id: string, secret: string): Promise<boolean>;
  abstract disable(id: string): Promise<boolean>;
  abstract delete(id: string): Promise<boolean>;
  abstract restore(records: readonly ClientRecord[], options?: RestoreOptions): Promise<MergeOutcome>;
  abstract refresh(): void | Promise<void>;
  abstract follow(warn: (message: string) => void): () => void;

  records(): ClientRecord[] {
    return this.list().map((client) => ({ client, secretHash: this.hashes.get(client.id)!, version: this.versions.get(client.id) ?? 0 }));
  }

  tombstones(): Tombstone[] {
    return this.deleted;
  }

  scenarios(): ReadonlyMap<string, Scenario> {
    return this.scenarioCopy;
  }

  /** Replaces the scenarios with those the store read, as stored (key → text); unreadable ones are left out. */
  protected replaceScenarios(stored: Iterable<readonly [string, string]>): void {
    const scenarios = new Map<string, Scenario>();
    for (const [key, text] of stored) {
      const scenario = parseScenario(text);
      if (scenario) scenarios.set(key, scenario);
    }
    this.scenarioCopy = scenarios;
  }

  /** Replaces the copy with what the store read. */
  protected replaceCopy(records: Iterable<ClientRecord>, tombstones: Tombstone[]): void {
    const clients = new Map<string, Client>();
    const hashes = new Map<string, string>();
    const versions = new Map<string, number>();
    for (const { client, secretHash, version } of records) {
      clients.set(client.id, client);
      hashes.set(client.id, secretHash);
      versions.set(client.id, version ?? 0);
    }
    this.clients = clients;
    this.hashes = hashes;
    this.versions = versions;
    this.deleted = tombstones.sort((a, b) => (a.id < b.id ? -1 : 1));
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

  /**
   * The enabled client whose secret `secret` is, after reading any change. The client returned is
   * the copy the secret was checked against: a change made meanwhile (a new secret) gave the
   * client a new epoch, which a token issued from this one does not carry.
   */
  async authenticate(id: string, secret: string): Promise<Client | undefined> {
    await this.refresh();
    const client = this.clients.get(id);
    const hash = this.hashes.get(id);
    if (!client || !hash || client.disabled) return verifyNoSecret(secret).then(() => undefined);
    return (await verifySecret(secret, hash)) ? client : undefined;
  }
}
