/** A command line that cannot be carried out as given: answered with the usage, exit status 2. */
export class UsageError extends Error {}

/** An import that was refused: nothing was written; exit status 1. */
export class ImportError extends Error {}

/** A command the data refuses (a scenario for a flight that does not fly): nothing was changed; exit status 1. */
export class RefusedError extends Error {}
