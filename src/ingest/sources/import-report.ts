// What a feed import did with every row it read: kept, or dropped for a stated reason with the
// line numbers to look at, plus plain statements of what the feed lacks and what filled the gap.
// Every row read is settled exactly once, so rows read = kept + dropped always holds.

/** A row of a feed file: the file's name and the 1-based line the row starts on. */
export interface RowRef {
  file: string;
  line: number;
}

export interface DropCount {
  file: string;
  reason: string;
  count: number;
  /** Lines of the first 10 rows dropped for this reason. */
  lines: number[];
}

export interface FileCount {
  file: string;
  read: number;
  kept: number;
  dropped: number;
}

export interface ImportReport {
  feed: string;
  files: FileCount[];
  rowsRead: number;
  rowsKept: number;
  rowsDropped: number;
  dropped: DropCount[];
  /** Records in the imported content. */
  records: { countries: number; locations: number; cities: number; aircraft: number; airlines: number };
  /** How gaps were filled and other things worth knowing that are not a dropped row. */
  notes: string[];
  /** What the feed lacks, one plain statement each. */
  missing: string[];
}

const FIRST_LINES = 10;

export class ReportBuilder {
  private readonly files = new Map<string, { read: Set<number>; kept: number; dropped: number }>();
  private readonly settled = new Set<string>();
  private readonly drops = new Map<string, DropCount>();
  readonly notes: string[] = [];
  readonly missing: string[] = [];

  constructor(
    readonly feed: string,
    private readonly onRow?: () => void,
  ) {}

  /** Registers a row; it counts as read from now on and must be settled later. */
  read(row: RowRef): void {
    this.fileOf(row.file).read.add(row.line);
    this.onRow?.();
  }

  keep(row: RowRef): void {
    if (!this.settle(row)) return;
    this.fileOf(row.file).kept++;
  }

  drop(row: RowRef, reason: string): void {
    if (!this.settle(row)) return;
    this.fileOf(row.file).dropped++;
    const key = `${row.file}\u0000${reason}`;
    let entry = this.drops.get(key);
    if (!entry) {
      entry = { file: row.file, reason, count: 0, lines: [] };
      this.drops.set(key, entry);
    }
    entry.count++;
    if (entry.lines.length < FIRST_LINES) entry.lines.push(row.line);
  }

  /** Whether the row has been kept or dropped already. */
  isSettled(row: RowRef): boolean {
    return this.settled.has(`${row.file}:${row.line}`);
  }

  build(records: ImportReport['records']): ImportReport {
    // A row nobody settled is a bug in the reader; it shows in the report rather than vanishing.
    for (const [file, counts] of this.files) {
      for (const line of counts.read) {
        if (!this.settled.has(`${file}:${line}`)) this.drop({ file, line }, 'not used by the import');
      }
    }
    const files = [...this.files].map(([file, c]) => ({ file, read: c.read.size, kept: c.kept, dropped: c.dropped }));
    const dropped = [...this.drops.values()].sort((a, b) => (a.file === b.file ? b.count - a.count : a.file < b.file ? -1 : 1));
    return {
      feed: this.feed,
      files,
      rowsRead: files.reduce((n, f) => n + f.read, 0),
      rowsKept: files.reduce((n, f) => n + f.kept, 0),
      rowsDropped: files.reduce((n, f) => n + f.dropped, 0),
      dropped,
      records,
      notes: [...this.notes],
      missing: [...this.missing],
    };
  }

  private settle(row: RowRef): boolean {
    const key = `${row.file}:${row.line}`;
    if (this.settled.has(key)) return false;
    this.settled.add(key);
    return true;
  }

  private fileOf(file: string): { read: Set<number>; kept: number; dropped: number } {
    let counts = this.files.get(file);
    if (!counts) {
      counts = { read: new Set(), kept: 0, dropped: 0 };
      this.files.set(file, counts);
    }
    return counts;
  }
}

/** The report as plain text, one statement a line, for a terminal or a log. */
export function formatImportReport(report: ImportReport): string {
  const out: string[] = [`${report.feed} import: ${report.rowsRead} rows read, ${report.rowsKept} kept, ${report.rowsDropped} dropped`];
  for (const f of report.files) out.push(`  ${f.file}: ${f.read} read, ${f.kept} kept, ${f.dropped} dropped`);
  // Only the kinds of record the feed holds: a route file makes airlines' schedules, no places.
  const held = Object.entries(report.records).filter(([, n]) => n > 0).map(([kind, n]) => `${n} ${kind}`);
  if (held.length > 0) out.push(`records: ${held.join(', ')}`);
  if (report.dropped.length > 0) out.push('dropped:');
  for (const d of report.dropped) {
    const more = d.count > d.lines.length ? ', …' : '';
    out.push(`  ${d.file}: ${d.reason}: ${d.count} (line${d.lines.length > 1 ? 's' : ''} ${d.lines.join(', ')}${more})`);
  }
  if (report.missing.length > 0) out.push('missing from the feed:');
  for (const m of report.missing) out.push(`  ${m}`);
  if (report.notes.length > 0) out.push('notes:');
  for (const n of report.notes) out.push(`  ${n}`);
  return out.join('\n');
}
