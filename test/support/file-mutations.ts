// Mutated import files for the property tests of test/ingest/import-mutations-*.test.ts: the ways a
// real file goes wrong (cut short, rows reordered or repeated, a code mistyped, a field broken),
// drawn from a seed so that a failure names the one case to replay.
import { seededRandom } from './seeded-random.js';

/** Draws from the suite's seeded generator (seeded-random.ts): the same seed, the same file. */
export class Rng {
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = seededRandom(seed);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

export const MUTATION_KINDS = ['shuffle', 'truncate', 'duplicate', 'mislabel', 'drop', 'corrupt'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** What a mislabel may write, and what a code of each kind looks like in the file's rows. */
export interface CodeKind {
  name: string;
  /** Matches one code of this kind as a whole token (global). */
  token: RegExp;
  /** Codes the data holds elsewhere: a mislabel into one of them makes a plausible but wrong row. */
  existing: readonly string[];
  /** Codes no dataset holds, of the same shape. */
  unknown: readonly string[];
}

export interface FileShape {
  /** The field separator, for removing a column. */
  separator: string;
  /** Lines before the first data row (headers). */
  headerLines: number;
  codes: readonly CodeKind[];
}

/** A file's text as lines; `ended` remembers the final newline. */
interface Lines {
  lines: string[];
  ended: boolean;
}

function toLines(text: string): Lines {
  const ended = text.endsWith('\n');
  const lines = (ended ? text.slice(0, -1) : text).split('\n');
  return { lines: text === '' ? [] : lines, ended };
}

function fromLines({ lines, ended }: Lines): string {
  return lines.length === 0 ? '' : lines.join('\n') + (ended ? '\n' : '');
}

/** Applies one mutation of `kind` to `text`; returns the new text and what was done, for the failure message. */
export function mutate(text: string, kind: MutationKind, shape: FileShape, rng: Rng): { text: string; did: string } {
  const file = toLines(text);
  const { lines } = file;
  const firstData = Math.min(shape.headerLines, lines.length);
  const dataRange = lines.length - firstData;
  // A data line index, or undefined when the file has none (the header alone, or nothing).
  const dataLine = (): number | undefined => (dataRange > 0 ? firstData + rng.int(dataRange) : undefined);
  // Most mutations leave the header alone, as most damage does; some reach it.
  const anyLine = (): number | undefined => (lines.length > 0 ? rng.int(lines.length) : undefined);
  const someLine = () => (rng.chance(0.1) ? anyLine() : dataLine() ?? anyLine());
  switch (kind) {
    case 'shuffle': {
      const from = rng.chance(0.15) ? 0 : firstData;
      const span = lines.length - from;
      if (span < 2) return { text, did: 'shuffle (nothing to reorder)' };
      if (rng.chance(0.5)) {
        const i = from + rng.int(span);
        const j = from + rng.int(span);
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        return { text: fromLines(file), did: `shuffle: lines ${i + 1} and ${j + 1} swapped` };
      }
      const start = from + rng.int(span);
      const end = start + 1 + rng.int(lines.length - start);
      const block = lines.slice(start, end);
      for (let i = block.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [block[i], block[j]] = [block[j]!, block[i]!];
      }
      lines.splice(start, block.length, ...block);
      return { text: fromLines(file), did: `shuffle: lines ${start + 1}–${end} reordered` };
    }
    case 'truncate': {
      if (rng.chance(0.5)) {
        const keep = rng.int(lines.length + 1);
        file.lines = lines.slice(0, keep);
        file.ended = rng.chance(0.5);
        return { text: fromLines(file), did: `truncate: cut after line ${keep}${file.ended ? '' : ' (no final newline)'}` };
      }
      const at = rng.int(text.length + 1);
      return { text: text.slice(0, at), did: `truncate: cut at character ${at} (line ${text.slice(0, at).split('\n').length})` };
    }
    case 'duplicate': {
      const i = someLine();
      if (i === undefined) return { text, did: 'duplicate (nothing to repeat)' };
      const end = Math.min(lines.length, i + 1 + (rng.chance(0.3) ? rng.int(4) : 0));
      const block = lines.slice(i, end);
      const at = rng.chance(0.5) ? end : firstData + rng.int(lines.length - firstData + 1);
      lines.splice(at, 0, ...block);
      return { text: fromLines(file), did: `duplicate: lines ${i + 1}–${end} repeated at line ${at + 1}` };
    }
    case 'mislabel': {
      const i = someLine();
      if (i === undefined) return { text, did: 'mislabel (no line)' };
      const line = lines[i]!;
      const found: { kind: CodeKind; index: number; code: string }[] = [];
      for (const k of shape.codes) for (const m of line.matchAll(k.token)) found.push({ kind: k, index: m.index, code: m[0] });
      if (found.length === 0) return { text, did: `mislabel (no code on line ${i + 1})` };
      const { kind: k, index, code } = rng.pick(found);
      const into = rng.chance(0.7) && k.existing.length > 0 ? rng.pick(k.existing) : rng.pick(k.unknown);
      lines[i] = line.slice(0, index) + into + line.slice(index + code.length);
      return { text: fromLines(file), did: `mislabel: ${k.name} ${code} → ${into} on line ${i + 1}` };
    }
    case 'drop': {
      const i = someLine();
      if (i === undefined) return { text, did: 'drop (no line)' };
      lines.splice(i, 1);
      return { text: fromLines(file), did: `drop: line ${i + 1}` };
    }
    case 'corrupt': {
      const i = someLine();
      if (i === undefined) return { text, did: 'corrupt (no line)' };
      const line = lines[i]!;
      const fields = line.split(shape.separator);
      if (rng.chance(0.5) && fields.length > 1) {
        const k = rng.int(fields.length);
        fields.splice(k, 1);
        lines[i] = fields.join(shape.separator);
        return { text: fromLines(file), did: `corrupt: field ${k + 1} of line ${i + 1} removed` };
      }
      const numbers = [...line.matchAll(/-?\d+(\.\d+)?/g)];
      if (numbers.length === 0) return { text, did: `corrupt (no number on line ${i + 1})` };
      const m = rng.pick(numbers);
      const into = rng.pick(['', 'abc', 'n/a', `${m[0]}x`, 'NaN', '1,5', '-', ' ']);
      lines[i] = line.slice(0, m.index) + into + line.slice(m.index + m[0].length);
      return { text: fromLines(file), did: `corrupt: ${m[0]} → "${into}" on line ${i + 1}` };
    }
  }
}

/** 1–3 mutations drawn from the generator. */
export function mutationKinds(rng: Rng): MutationKind[] {
  const n = 1 + rng.int(3);
  return Array.from({ length: n }, () => rng.pick(MUTATION_KINDS));
}

/** The seeds a run goes through: MUTATION_SEED replays one case; MUTATION_BASE moves the whole run. */
export function caseSeeds(count: number, salt: number): number[] {
  const one = process.env.MUTATION_SEED;
  if (one !== undefined && one.trim() !== '') return [Number(one) >>> 0];
  const base = Number(process.env.MUTATION_BASE ?? 0) >>> 0;
  return Array.from({ length: count }, (_, i) => (base + salt * 1_000_003 + i) >>> 0);
}

/** Epoch day of `yyyy-MM-dd`, by Date: the tests count dates without the code under test's helpers. */
export function epochDay(iso: string): number {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`not a date: ${iso}`);
  return ms / 86_400_000;
}

/** ISO weekday 1 (Monday) … 7 of an epoch day (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The local departure dates of a leg period within [first, last], read from its fields. */
export function datesOf(leg: { firstDate: string; lastDate: string; days: string; frequencyRate: number }, first: number, last: number): number[] {
  const from = epochDay(leg.firstDate);
  const to = epochDay(leg.lastDate);
  const days = new Set([...leg.days].filter((c) => c >= '1' && c <= '7').map(Number));
  const mondayOf = (d: number) => d - (weekday(d) - 1);
  const out: number[] = [];
  for (let d = Math.max(from, first); d <= Math.min(to, last); d++) {
    if (!days.has(weekday(d))) continue;
    if (leg.frequencyRate > 1 && ((mondayOf(d) - mondayOf(from)) / 7) % leg.frequencyRate !== 0) continue;
    out.push(d);
  }
  return out;
}
