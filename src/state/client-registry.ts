// The registered API clients as the service reads them: a copy in memory answers every request,
// refreshed from where the clients are kept (the state database, or Redis shared by replicas).

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
