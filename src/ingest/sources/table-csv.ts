// The small CSV tables operators write by hand (seat figures, connecting times): a required
// header row, `#` comment lines, blank lines skipped, plain comma-separated fields. Each reader
// checks its own fields; this holds the shape they share.

export interface LineError {
  line: number;
  reason: string;
}

/**
 * Calls `row` with the trimmed fields of every data row after the header; `row` reports a bad
 * row by returning its reason. Returns the errors of the header and of the rows, by line.
 */
export function readCsvTable(text: string, header: string, row: (fields: string[], line: number) => string | undefined): LineError[] {
  const errors: LineError[] = [];
  let headerSeen = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!headerSeen) {
      headerSeen = true;
      if (trimmed.toLowerCase().replace(/\s/g, '') !== header) errors.push({ line, reason: `expected the header "${header}"` });
      return;
    }
    const reason = row(trimmed.split(',').map((f) => f.trim()), line);
    if (reason !== undefined) errors.push({ line, reason });
  });
  if (!headerSeen) errors.push({ line: 1, reason: 'the file is empty' });
  return errors;
}
