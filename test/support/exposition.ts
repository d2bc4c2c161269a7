// Reading a Prometheus text exposition as the tests check it: its samples, and each metric's type.
import assert from 'node:assert/strict';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(match, `sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and (at least) these labels; 0 when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  assert.ok(found.length <= 1, `${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found[0]?.value ?? 0;
}

/** Metric family → its type, from the `# TYPE` lines. */
export function metricTypes(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/**
 * The samples that may never go down: those of counters and histograms (buckets, sums, counts),
 * keyed by name and labels.
 */
export function monotonicSamples(text: string): Map<string, number> {
  const types = metricTypes(text);
  const samples = new Map<string, number>();
  for (const sample of parseExposition(text)) {
    const family = types.has(sample.name) ? sample.name : sample.name.replace(/_(bucket|sum|count)$/, '');
    const type = types.get(family);
    if (type !== 'counter' && type !== 'histogram') continue;
    const labels = Object.entries(sample.labels).sort(([a], [b]) => a.localeCompare(b));
    samples.set(`${sample.name}${JSON.stringify(labels)}`, sample.value);
  }
  return samples;
}
