// The dataset rewrite of bench/alerts.ts, in a process of its own and before the measured window:
// writing the default dataset takes seconds of synchronous work, which in the load generator's
// process would be counted as the server's latency, and on a small machine takes the cores the
// server's swap is measured on (an import is another job in production). Reads the served file,
// retimes by `minutes` either every departure from `airport` or the flights named, and writes the
// result to `staged`, for the bench to rename into place when it chooses.
//
//   fork(dataset-retime-process.js, [datasetPath, staged, JSON.stringify({ minutes, airport } | { minutes, flights })])
import { readDatasetFile, writeDatasetFile } from '../src/dataset/dataset-file.js';
import { flightCode } from '../src/domain/flight-designator.js';

const [path, staged, spec] = process.argv.slice(2) as [string, string, string];
const { minutes, airport, flights } = JSON.parse(spec) as { minutes: number; airport?: string; flights?: string[] };
const named = new Set(flights ?? []);
const c = readDatasetFile(path).content;
writeDatasetFile(staged, {
  ...c,
  schedule: {
    ...c.schedule,
    legs: c.schedule.legs.map((r) =>
      (airport !== undefined ? r.origin === airport && r.departureTime + minutes < 1440 && r.arrivalTime + minutes < 1440 : named.has(flightCode(r.flight)))
        ? { ...r, departureTime: r.departureTime + minutes, arrivalTime: r.arrivalTime + minutes }
        : r,
    ),
  },
});
