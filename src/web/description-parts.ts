// A description split for reading: its first sentence, shown, and the rest, behind a toggle. The
// OpenAPI descriptions are written as full paragraphs (the rules of the operation), which as one
// block pushed the form below the fold.

export interface DescriptionParts {
  first: string;
  rest: string;
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|cf|approx|no)\.$/i;

/**
 * Splits at the first full stop (or ? or !) outside brackets and quotes that is
 * followed by a space and a capital, a digit or an opening bracket; a text of one sentence is all
 * `first`.
 */
export function descriptionParts(text: string): DescriptionParts {
  const trimmed = text.trim();
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === '"') quoted = !quoted;
    else if ((c === '.' || c === '?' || c === '!') && depth === 0 && !quoted && /^\s+[A-Z0-9("`]/.test(trimmed.slice(i + 1))) {
      const first = trimmed.slice(0, i + 1);
      if (ABBREVIATIONS.test(first)) continue;
      return { first, rest: trimmed.slice(i + 1).trim() };
    }
  }
  return { first: trimmed, rest: '' };
}

/**
 * An operation's name for the picker, which shows one line and cuts what does not fit: its summary
 * up to the first colon or bracket ("Readiness check: whether to send…" → "Readiness check"); the
 * whole summary is shown beside it.
 */
export function pickerName(summary: string): string {
  const cut = summary.search(/: | \(/);
  return cut > 0 ? summary.slice(0, cut) : summary;
}

/**
 * Every operation's name in the picker, distinct within its group: paths that answer the same
 * resource under another family (`/v1/references/…` and `/v1/mds-references/…`, schedules under
 * `/v1` and `/v2`, flight status and customer flight information) share a summary, so each of
 * those names is followed by the first segment of its path where they differ.
 */
export function pickerNames(ops: readonly { tag: string; summary: string; path: string }[]): string[] {
  const names = ops.map((o) => pickerName(o.summary));
  const groups = new Map<string, number[]>();
  ops.forEach((o, i) => {
    const key = `${o.tag}\n${names[i]}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const segments = members.map((i) => ops[i]!.path.split('/'));
    const longest = Math.max(...segments.map((s) => s.length));
    let at = 0;
    while (at < longest && segments.every((s) => s[at] === segments[0]![at])) at++;
    // Paths that differ nowhere (two methods of one path) keep their names: the methods differ.
    if (at === longest) continue;
    for (const [k, i] of members.entries()) names[i] = `${names[i]} · ${segments[k]![at] ?? ''}`;
  }
  return names;
}
