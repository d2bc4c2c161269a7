// The layout of the tables committed in data/: `#` comment lines naming the source, a header line,
// then a row a line.

/** Calls `row` with each row of `text` and its 1-based line number; throws when the header is not `header`. */
export function forEachTableRow(text: string, header: string, table: string, row: (line: string, lineNumber: number) => void): void {
  let seenHeader = false;
  text.split('\n').forEach((line, i) => {
    if (line === '' || line.startsWith('#')) return;
    if (!seenHeader) {
      if (line !== header) throw new Error(`${table}: line ${i + 1} is not the header ${header}`);
      seenHeader = true;
      return;
    }
    row(line, i + 1);
  });
}
