// Which of two states of one client is the newer: what a write-back (a replica refilling a Redis
// that lost its data) and an import decide for each client, so that nothing revoked comes back
// (docs/decisions.md, 69). Every change to a client moves its version up by one; a deleted
// client stays as a tombstone holding the version of its deletion. The Lua of redis-merge.ts
// decides the same way inside Redis; these are the rules, tested on their own.

/** What is known of a deleted client: enough to refuse an older copy of it, nothing secret. */
export interface Tombstone {
  id: string;
  version: number;
  deletedAt: string;
}

/** One client's state as a merge compares it: its version, how restrictive it is, its epoch. */
export interface VersionedState {
  version: number;
  /** 'deleted' for a tombstone; otherwise whether the client is disabled. */
  state: 'enabled' | 'disabled' | 'deleted';
  /** The epoch its tokens carry; none for a tombstone. */
  epoch?: string;
}

/**
 * Of two states of equal version (made apart, on two copies that split at a data loss), the one
 * that refuses more wins: a revocation is never undone by a tie.
 */
export function restriction(state: VersionedState['state']): number {
  return state === 'deleted' ? 2 : state === 'disabled' ? 1 : 0;
}

/** The version of a record stored or exported before clients had one: older than anything versioned. */
export function storedVersion(version: unknown): number {
  return typeof version === 'number' && Number.isSafeInteger(version) && version > 0 ? version : 0;
}

/**
 * What becomes of `incoming` where `stored` is kept:
 * - 'write': it is newer (or nothing is stored), it replaces what is there;
 * - 'same': the very state stored (same version, state and epoch), nothing to do;
 * - 'older': what is stored is newer, or as new and at least as restrictive: refused;
 * - 'deletedSince': as 'older', where what is stored is a tombstone and `incoming` a client (an
 *   import may still restore it when asked to, with restoreDeleted).
 */
export type MergeDecision = 'write' | 'same' | 'older' | 'deletedSince';

export function mergeDecision(stored: VersionedState | undefined, incoming: VersionedState): MergeDecision {
  if (!stored) return 'write';
  if (incoming.version > stored.version) return 'write';
  if (incoming.version === stored.version) {
    const [a, b] = [restriction(incoming.state), restriction(stored.state)];
    if (a > b) return 'write';
    if (a === b && incoming.epoch === stored.epoch) return 'same';
  }
  return stored.state === 'deleted' && incoming.state !== 'deleted' ? 'deletedSince' : 'older';
}

/** What a merge of many states did: ids written, refused as older, refused as deleted since. */
export interface MergeOutcome {
  written: string[];
  older: string[];
  deletedSince: string[];
  /** Clients brought back over their tombstone because the import asked for it (restoreDeleted). */
  restoredDeleted: string[];
}

export function emptyOutcome(): MergeOutcome {
  return { written: [], older: [], deletedSince: [], restoredDeleted: [] };
}

/** The version a client gets when it is restored over its tombstone: newer than the deletion. */
export function versionOverTombstone(tombstone: Tombstone): number {
  return tombstone.version + 1;
}

/**
 * One line for the operator naming what was refused, at most `shown` ids of each kind (the rest
 * counted), or '' when nothing was.
 */
export function refusedText(outcome: MergeOutcome, shown = 20): string {
  const list = (ids: readonly string[]) => (ids.length <= shown ? ids.join(', ') : `${ids.slice(0, shown).join(', ')} and ${ids.length - shown} more`);
  const parts: string[] = [];
  if (outcome.older.length > 0) parts.push(`refused ${outcome.older.length} older than the stored state: ${list(outcome.older)}`);
  if (outcome.deletedSince.length > 0) parts.push(`refused ${outcome.deletedSince.length} deleted since: ${list(outcome.deletedSince)}`);
  return parts.join('; ');
}
