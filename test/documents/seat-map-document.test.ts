// The seat map tree: the original's order of parts, CabinLayout only when the cabin has exit or
// wing rows, a SeatDetails per seat, and the cabin's parts made once and shared by later answers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SeatMapParts, seatMapDocument, type SeatMapFlight } from '../../src/documents/seat-map-document.js';
import type { Element, ElementList, Node } from '../../src/documents/tree.js';
import type { CabinSeats } from '../../src/model/read-model.js';
import type { Link } from '../../src/documents/meta.js';
import { dayFromIso } from '../../src/domain/flight-dates.js';

const flight: SeatMapFlight = {
  origin: 'FRA',
  destination: 'MUC',
  day: dayFromIso('2027-01-15')!,
  departureTime: 7 * 60 + 5,
  marketing: { airline: 'LH', number: 92, suffix: '' },
  aircraft: '32N',
};
const links: Link[] = [{ rel: 'self', href: 'http://h/v1/offers/seatmaps/LH92/FRA/MUC/2027-01-15/M' }];
const child = (e: Element, name: string): Node | undefined => e.children?.find((c) => c.name === name);

test('the parts in the original order, with the flight as asked', () => {
  const seats: CabinSeats = { cabin: 'M', pitch: 30, width: 18, recline: 3, reclineType: 'relative' };
  const doc = seatMapDocument(flight, new SeatMapParts().of(seats, { columns: 'ABC|DEF', firstRow: 7, lastRow: 8, exitRows: [8], wingRows: { first: 7, last: 8 } }), links);
  assert.deepEqual(doc.children?.map((c) => c.name), ['Flights', 'CabinLayout', 'SeatDisplay', 'SeatDetails', 'Meta']);
  const departure = ((child(doc, 'Flights') as Element).children![0] as ElementList).items[0]!.children![0] as Element;
  assert.deepEqual(departure.children?.map((c) => c.name), ['AirportCode', 'ScheduledTimeLocal']);
  assert.equal(((departure.children![1] as Element).children![0] as Element).text, '2027-01-15T07:05');
  assert.equal((child(doc, 'SeatDetails') as ElementList).items.length, 12);
});

test('a cabin with neither exit nor wing rows has no CabinLayout', () => {
  const seats: CabinSeats = { cabin: 'C', pitch: 32, width: 18, recline: 4, reclineType: 'relative' };
  const doc = seatMapDocument(flight, new SeatMapParts().of(seats, { columns: 'AC|DF', firstRow: 1, lastRow: 6, exitRows: [] }), links);
  assert.deepEqual(doc.children?.map((c) => c.name), ['Flights', 'SeatDisplay', 'SeatDetails', 'Meta']);
});

test("a cabin's parts are made once and shared by every later answer of it", () => {
  const seats: CabinSeats = { cabin: 'M', pitch: 30, width: 18, recline: 3, reclineType: 'relative' };
  const layout = { columns: 'ABC|DEF', firstRow: 7, lastRow: 30, exitRows: [11] };
  const parts = new SeatMapParts();
  const first = seatMapDocument(flight, parts.of(seats, layout), links);
  const second = seatMapDocument({ ...flight, marketing: { airline: 'OS', number: 7301, suffix: '' } }, parts.of(seats, layout), links);
  assert.equal(child(first, 'SeatDetails'), child(second, 'SeatDetails'));
  assert.notEqual(child(first, 'Flights'), child(second, 'Flights'));
});
