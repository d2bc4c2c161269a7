/** A progress bar on a terminal; nothing when the output is a file or a pipe. */
export function progressBar(label: string): { update(done: number, total: number): void; end(): void } {
  if (!process.stderr.isTTY) return { update() {}, end() {} };
  let shown = -1;
  return {
    update(done, total) {
      const share = total > 0 ? Math.min(1, done / total) : 0;
      const percent = Math.floor(share * 100);
      if (percent === shown) return;
      shown = percent;
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(percent).padStart(3)}%`);
    },
    end() {
      if (shown >= 0) process.stderr.write('\n');
    },
  };
}
