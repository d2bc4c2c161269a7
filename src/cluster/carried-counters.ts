// The counts of workers that are gone. The machine's counters are the sum of its workers'; a
// worker replaced in a swap or after a crash takes its counts with it, and the sum would go back,
// which Prometheus reads as a restart of the counter (rate() and increase() then see a reset
// that never happened, or miss the counts). So the supervisor keeps each departed worker's last
// reported counters and histogram series and adds them to every later sum. Gauges say how things
// are now, and a departed worker's are simply dropped.
import type { MetricSnapshot } from './messages.js';

/** Summable across workers and never going back within one: counters and histograms, summed. */
function carried(metric: MetricSnapshot): boolean {
  return (metric.type === 'counter' || metric.type === 'histogram') && metric.aggregator === 'sum';
}

type Value = MetricSnapshot['values'][number];

export class CarriedCounters {
  /** Metric name → its header and its series, by series name and labels. */
  private readonly metrics = new Map<string, { metric: MetricSnapshot; series: Map<string, Value> }>();

  /** Adds the last report of a worker that has left. */
  add(report: readonly MetricSnapshot[]): void {
    for (const metric of report) {
      if (!carried(metric)) continue;
      let held = this.metrics.get(metric.name);
      if (!held) this.metrics.set(metric.name, (held = { metric: { ...metric, values: [] }, series: new Map() }));
      for (const value of metric.values) {
        const key = seriesKey(value);
        const sum = held.series.get(key);
        if (sum) sum.value += value.value;
        else held.series.set(key, { ...value, labels: { ...value.labels } });
      }
    }
  }

  /** What every departed worker counted, in the shape of one more worker's report. */
  report(): MetricSnapshot[] {
    return [...this.metrics.values()].map(({ metric, series }) => ({ ...metric, values: [...series.values()].map((v) => ({ ...v })) }));
  }
}

function seriesKey(value: Value): string {
  const labels = Object.entries(value.labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${value.metricName ?? ''}\u0000${JSON.stringify(labels)}`;
}
