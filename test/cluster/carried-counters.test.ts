// The counts of departed workers: counters and histogram series summed across them, gauges
// dropped, so that the machine's totals never go back when a worker leaves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CarriedCounters } from '../../src/cluster/carried-counters.js';
import type { MetricSnapshot } from '../../src/cluster/messages.js';

function workerReport(requests: number, inFlight: number, le1: number, count: number): MetricSnapshot[] {
  return [
    {
      name: 'skyref_http_requests_total',
      help: 'Requests.',
      type: 'counter',
      aggregator: 'sum',
      values: [
        { value: requests, labels: { route: '/health', method: 'GET', status: 200 } },
        { value: 1, labels: { status: 404, method: 'GET', route: 'unmatched' } },
      ],
    },
    { name: 'nodejs_active_handles_total', help: 'Handles.', type: 'gauge', aggregator: 'sum', values: [{ value: inFlight, labels: {} }] },
    { name: 'nodejs_version_info', help: 'Version.', type: 'gauge', aggregator: 'first', values: [{ value: 1, labels: { version: 'v24' } }] },
    {
      name: 'skyref_http_request_duration_seconds',
      help: 'Durations.',
      type: 'histogram',
      aggregator: 'sum',
      values: [
        { value: le1, labels: { le: 1, route: '/health' }, metricName: 'skyref_http_request_duration_seconds_bucket' },
        { value: count, labels: { le: '+Inf', route: '/health' }, metricName: 'skyref_http_request_duration_seconds_bucket' },
        { value: 0.5, labels: { route: '/health' }, metricName: 'skyref_http_request_duration_seconds_sum' },
        { value: count, labels: { route: '/health' }, metricName: 'skyref_http_request_duration_seconds_count' },
      ],
    },
  ];
}

test('departed workers: counters and histogram series are summed series by series, gauges dropped', () => {
  const carried = new CarriedCounters();
  assert.deepEqual(carried.report(), []);
  carried.add(workerReport(10, 3, 9, 10));
  // Labels in another order are the same series.
  const second = workerReport(5, 7, 4, 5);
  second[0]!.values[1]!.labels = { route: 'unmatched', method: 'GET', status: 404 };
  carried.add(second);
  const report = carried.report();
  assert.deepEqual(report.map((m) => m.name), ['skyref_http_requests_total', 'skyref_http_request_duration_seconds']);
  assert.deepEqual(report[0]!.values.map((v) => v.value), [15, 2]);
  assert.deepEqual(report[1]!.values.map((v) => [v.metricName, v.labels.le, v.value]), [
    ['skyref_http_request_duration_seconds_bucket', 1, 13],
    ['skyref_http_request_duration_seconds_bucket', '+Inf', 15],
    ['skyref_http_request_duration_seconds_sum', undefined, 1],
    ['skyref_http_request_duration_seconds_count', undefined, 15],
  ]);
  // What it hands out is a copy: summing it elsewhere leaves the carried counts alone.
  report[0]!.values[0]!.value = 0;
  assert.equal(carried.report()[0]!.values[0]!.value, 15);
});
