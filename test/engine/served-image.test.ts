import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MessageChannel } from 'node:worker_threads';
import { ALL_TYPES } from '../../src/engine/location-search.js';
import { serveDataset, type ServedDataset } from '../../src/engine/served-dataset.js';
import { postedImage, servedFromImage, servedFromPosted, servedImage, type PostedImage, type ServedImage } from '../../src/engine/served-image.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { TEST_DATASET } from '../support/paths.js';
import { compareWithReference } from '../support/search-comparison.js';
import { TEST_NOW } from '../support/test-clock.js';

const built = serveDataset(loadDatasetFile(TEST_DATASET));

/** The image as another thread receives it: through a real message port (structured clone). */
async function posted<I extends ServedImage | PostedImage>(image: I): Promise<I> {
  const { port1, port2 } = new MessageChannel();
  const received = new Promise<I>((resolve) => port2.once('message', resolve));
  port1.postMessage(image);
  const out = await received;
  port1.close();
  return out;
}

/** Every typed array reachable from `value`, with where it was found. */
function typedArrays(value: unknown, path = 'image', seen = new Set<unknown>()): { path: string; array: ArrayBufferView }[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (ArrayBuffer.isView(value)) return [{ path, array: value }];
  const entries = value instanceof Map ? [...value.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(value);
  return entries.flatMap(([key, v]) => typedArrays(v, `${path}.${key}`, seen));
}

test('every typed array of the image is on shared memory: posting it copies no column or index', () => {
  // The location search is copied into each worker on purpose (served-image.ts).
  const arrays = typedArrays({ ...servedImage(built), locationSearch: undefined });
  assert.ok(arrays.length > 40, `only ${arrays.length} arrays found`);
  const copied = arrays.filter(({ array }) => !(array.buffer instanceof SharedArrayBuffer)).map(({ path }) => path);
  assert.deepEqual(copied, []);
});

test('a posted image shares the builder\'s memory, not a copy of it', async () => {
  const image = await posted(servedImage(built));
  const received = servedFromImage(image);
  assert.ok(received.network.routeFacts.buffer instanceof SharedArrayBuffer);
  // A write through the builder's view is seen through the receiver's (then put back).
  const before = built.network.routeFacts[0]!;
  built.network.routeFacts[0] = before + 1;
  assert.equal(received.network.routeFacts[0], before + 1);
  built.network.routeFacts[0] = before;
});

test('the served dataset made from a posted image answers as the one built: journeys on 300 seeded queries', async () => {
  const received = servedFromImage(await posted(servedImage(built)));
  const result = compareWithReference(built.dataset, { count: 300, seed: 23, nowMs: TEST_NOW, served: received });
  assert.equal(result.differing, 0);
  assert.equal(result.searchDigest, result.referenceDigest);
  assert.ok(result.journeys > 500, `only ${result.journeys} journeys compared`);
});

test('... and flight numbers, boards, nearest airports and the location search', async () => {
  const received: ServedDataset = servedFromImage(await posted(servedImage(built)));
  const { schedule } = built.dataset;
  const day = schedule.firstDay + 3;
  for (let id = 0; id < schedule.legs.length; id += 37) {
    const leg = schedule.legs.at(id);
    assert.deepEqual(received.dataset.schedule.legs.at(id), leg);
    for (const d of leg.marketing) assert.deepEqual(received.flights.legsOn(d, day), built.flights.legsOn(d, day));
  }
  for (const airport of ['FRA', 'MUC', 'JFK', 'LHR']) {
    const id = schedule.airportId.get(airport);
    if (id === undefined) continue;
    assert.deepEqual(received.boards.departures(id, day, 360, 240), built.boards.departures(id, day, 360, 240), airport);
    assert.deepEqual(received.boards.arrivals(id, day, 360, 240), built.boards.arrivals(id, day, 360, 240), airport);
  }
  assert.equal(received.nearest.nearest(50.033, 8.57, 1)[0]?.airport.code, 'FRA');
  assert.deepEqual(received.locationSearch.search('lon', ALL_TYPES, 0, 10), built.locationSearch.search('lon', ALL_TYPES, 0, 10));
  assert.deepEqual(received.servedLocations.servedBy(['LH']), built.servedLocations.servedBy(['LH']));
});

test('packed to be posted, the image copies no array at all: the records and the location search are bytes on shared memory', () => {
  const arrays = typedArrays(postedImage(servedImage(built)));
  const copied = arrays.filter(({ array }) => !(array.buffer instanceof SharedArrayBuffer)).map(({ path }) => path);
  assert.deepEqual(copied, []);
});

test('a posted packed image, rebuilt a slice at a time, serves the same records, searches and journeys', async () => {
  const received = await servedFromPosted(await posted(postedImage(servedImage(built))));
  assert.deepEqual(received.dataset.locations.list, built.dataset.locations.list);
  assert.deepEqual([...received.dataset.locations.byCode.keys()], [...built.dataset.locations.byCode.keys()]);
  assert.equal(received.dataset.locations.byCode.get('FRA'), received.dataset.locations.list.find((l) => l.code === 'FRA'), 'the Map holds the list\'s records');
  assert.deepEqual(received.dataset.cities.list, built.dataset.cities.list);
  for (const q of ['l', 'lon', 'frankfurt', 'new y', 'zz']) {
    assert.deepEqual(received.locationSearch.search(q, ALL_TYPES, 0, 20), built.locationSearch.search(q, ALL_TYPES, 0, 20), q);
  }
  const result = compareWithReference(built.dataset, { count: 100, seed: 29, nowMs: TEST_NOW, served: received });
  assert.equal(result.differing, 0);
});
