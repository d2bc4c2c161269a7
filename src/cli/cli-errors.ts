// The one rule of skyref's exit statuses: 2 for a command line that cannot be carried out as given
// (a bad flag or value, which the message names, or a bad setting), 1 for an operation refused by
// what it meets (an unknown client, a file refused, another writer holding the lock too long) or
// failing, 0 otherwise. A command throws one of these; main.ts turns it into its status.
import { ConfigError } from '../config.js';

/** A command line that cannot be carried out as given: answered with the usage, exit status 2. */
export class UsageError extends Error {}

/** An operation refused by what it met (an unknown client, a flight that does not fly): nothing was changed; exit status 1. */
export class RefusedError extends Error {}

/** An import that was refused: nothing was written; exit status 1. */
export class ImportError extends RefusedError {}

/** The exit status a command ends with on `error`: a bad setting is the caller's to fix, as a bad flag is. */
export const exitStatusOf = (error: unknown): 1 | 2 => (error instanceof UsageError || error instanceof ConfigError ? 2 : 1);
