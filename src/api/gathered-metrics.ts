// The metrics text as last gathered. Gathering is the expensive part of a scrape: every counter is
// read and written out, and with several workers each one is asked over IPC (about 60 cached
// lookups of CPU). So it happens at most once an interval, however many scrapers ask: a scrape
// within the interval gets the last gathering's bytes, and scrapes that arrive while one is under
// way wait for that one rather than starting their own.

export class GatheredMetrics {
  private last: { startedMs: number; settled: boolean; body: Promise<Buffer> } | undefined;

  constructor(
    private readonly gather: () => Promise<string>,
    /** 0: every scrape that finds no gathering under way starts one. */
    private readonly intervalMs: number,
    /** A monotonic reading in ms (the service clock's). */
    private readonly monotonicMs: () => number,
  ) {}

  /** The exposition's bytes, gathered now or at most `intervalMs` ago. */
  body(): Promise<Buffer> {
    const now = this.monotonicMs();
    const last = this.last;
    if (last && (!last.settled || now - last.startedMs < this.intervalMs)) return last.body;
    const current = { startedMs: now, settled: false, body: this.gather().then((text) => Buffer.from(text)) };
    // A failed gathering is kept for the interval too: a flood of scrapes while gathering fails
    // must not become a flood of gatherings.
    const settle = () => void (current.settled = true);
    current.body.then(settle, settle);
    this.last = current;
    return current.body;
  }
}
