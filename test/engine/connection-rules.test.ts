import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConnectionTimeRecord } from '../../src/dataset/schedule-content.js';
import type { Leg } from '../../src/model/schedule-store.js';
import {
  ConnectionRules, DEFAULT_MINIMUM, MAXIMUM_DOMESTIC, MAXIMUM_INTERNATIONAL,
} from '../../src/engine/connection-rules.js';
import { LegTable } from '../../src/engine/leg-table.js';
import { fixtureDataset, leg, type LegSpec } from '../support/schedule-fixture.js';

const PERIOD = { first: '2026-12-01', last: '2026-12-31' };
const at = (s: Omit<LegSpec, 'dep' | 'arr' | 'first' | 'last'>) => leg({ dep: '10:00', arr: '11:00', ...PERIOD, ...s });

// Connections at FRA: arriving domestic (LH 1 from MUC) or international (BA 1 from LHR, II by
// the countries), leaving domestic (LH 2 to HAM, EW 3 to HAM operated by Eurowings under an LH
// number too) or international (LH 400 to JFK). At LGW, BA 2000 leaves for BOS, where AA 100
// leaves for JFK.
const ds = fixtureDataset([
  at({ flight: 'LH 1', from: 'MUC', to: 'FRA', depOffset: 60, arrOffset: 60 }),
  at({ flight: 'BA 1', from: 'LHR', to: 'FRA', depOffset: 0, arrOffset: 60 }),
  at({ flight: 'LH 2', from: 'FRA', to: 'HAM', depOffset: 60, arrOffset: 60 }),
  at({ flight: 'EW 3', from: 'FRA', to: 'HAM', depOffset: 60, arrOffset: 60, codeshares: ['LH 3003'] }),
  at({ flight: 'LH 400', from: 'FRA', to: 'JFK', depOffset: 60, arrOffset: -300 }),
  at({ flight: 'LH 900', from: 'FRA', to: 'LHR', depOffset: 60, arrOffset: 0 }),
  at({ flight: 'BA 2000', from: 'LGW', to: 'BOS', depOffset: 0, arrOffset: -300 }),
  at({ flight: 'LH 4', from: 'HAM', to: 'MUC', depOffset: 60, arrOffset: 60, mct: 'DI' }),
  at({ flight: 'AA 100', from: 'BOS', to: 'JFK', depOffset: -300, arrOffset: -300 }),
]);
const store = ds.schedule;
function flight(text: string): Leg {
  const [airline, number] = text.split(' ');
  const found = [...store.legs].find((l) => l.operating.airline === airline && l.operating.number === Number(number));
  assert.ok(found, text);
  return found;
}
const LH1 = flight('LH 1');
const BA1 = flight('BA 1');
const LH2 = flight('LH 2');
const EW3 = flight('EW 3');
const LH400 = flight('LH 400');
const LH900 = flight('LH 900');
const BA2000 = flight('BA 2000');
const rules = (records: ConnectionTimeRecord[]) => new ConnectionRules(records, store.airportId);

test('the fixture legs have the statuses the tests rely on', () => {
  assert.deepEqual([LH1, BA1, LH2, EW3, LH400, LH900, BA2000].map((l) => l.mctStatus), ['DD', 'II', 'DD', 'DD', 'II', 'II', 'II']);
  assert.equal(flight('LH 4').mctStatus, 'DI', 'given by the feed');
  assert.equal(EW3.marketing.some((m) => m.airline === 'LH'), true);
});

test('defaults: DD 30, DI 60, ID 90, II 90', () => {
  assert.deepEqual(DEFAULT_MINIMUM, { DD: 30, DI: 60, ID: 90, II: 90 });
  const none = rules([]);
  assert.equal(none.minimum(LH1, LH2), 30, 'domestic to domestic');
  assert.equal(none.minimum(LH1, LH400), 60, 'domestic to international');
  assert.equal(none.minimum(BA1, LH2), 90, 'international to domestic');
  assert.equal(none.minimum(BA1, LH400), 90, 'international to international');
});

test('the status comes from the arrival side of the first leg and the departure side of the second', () => {
  // LH 4 is DI: domestic when it leaves HAM, international when it arrives at MUC; LH 1 leaves MUC.
  const none = rules([]);
  assert.equal(none.minimum(flight('LH 4'), LH1), 90, 'arriving I, leaving D: ID');
  assert.equal(none.maximum(flight('LH 4'), LH1), MAXIMUM_INTERNATIONAL);
});

test('maximum: 6 h when both sides are domestic, 13 h otherwise', () => {
  assert.equal(MAXIMUM_DOMESTIC, 360);
  assert.equal(MAXIMUM_INTERNATIONAL, 780);
  const none = rules([{ airport: 'FRA', status: 'DD', minutes: 45 }]);
  assert.equal(none.maximum(LH1, LH2), 360);
  assert.equal(none.maximum(LH1, LH400), 780);
  assert.equal(none.maximum(BA1, LH2), 780);
  assert.equal(none.maximum(BA1, LH400), 780);
});

test('an airport record replaces the default for its status only', () => {
  const fra = rules([
    { airport: 'FRA', status: 'DD', minutes: 45 },
    { airport: 'FRA', status: 'II', minutes: 70 },
  ]);
  assert.equal(fra.minimum(LH1, LH2), 45);
  assert.equal(fra.minimum(BA1, LH400), 70, 'shorter than the default is allowed too');
  assert.equal(fra.minimum(LH1, LH400), 60, 'DI keeps its default');
  assert.equal(fra.minimum(BA1, LH2), 90, 'ID keeps its default');
  assert.equal(rules([{ airport: 'FRA', status: 'DD', minutes: 0 }]).minimum(LH1, LH2), 0, 'zero is a value, not "none"');
});

test('the record of the airport the second leg leaves from applies', () => {
  // FRA → LHR, then BA 2000 from LGW: the LGW record counts, not one at LHR where LH 900 lands.
  assert.equal(rules([{ airport: 'LGW', status: 'II', minutes: 120 }]).minimum(LH900, BA2000), 120);
  assert.equal(rules([{ airport: 'LHR', status: 'II', minutes: 120 }]).minimum(LH900, BA2000), 90);
  assert.equal(rules([{ airport: 'HAM', status: 'DD', minutes: 50 }]).minimum(LH1, LH2), 30, 'a record at another airport');
});

test('a carrier exception applies only when both legs are operated by that carrier', () => {
  const records: ConnectionTimeRecord[] = [
    { airport: 'FRA', status: 'DD', minutes: 45 },
    { airport: 'FRA', status: 'DD', minutes: 20, carrier: 'LH' },
    { airport: 'FRA', status: 'DD', minutes: 25, carrier: 'EW' },
  ];
  const fra = rules(records);
  assert.equal(fra.minimum(LH1, LH2), 20, 'LH to LH');
  assert.equal(fra.minimum(LH1, EW3), 45, 'LH to EW: the airport record, even though EW 3 is sold as LH 3003');
  assert.equal(fra.minimum(LH1, LH400), 60, 'the LH exception is for DD only; DI falls back to the default');
  const withoutAirport = rules([{ airport: 'FRA', status: 'DD', minutes: 20, carrier: 'LH' }]);
  assert.equal(withoutAirport.minimum(LH1, EW3), 30, 'LH to EW without an airport record: the default');
  assert.equal(withoutAirport.minimum(LH1, LH2), 20);
  assert.equal(rules(records.slice().reverse()).minimum(LH1, LH2), 20, 'the order of the records does not matter');
  assert.equal(
    rules([records[0]!, { airport: 'FRA', status: 'DD', minutes: 0, carrier: 'LH' }]).minimum(LH1, LH2), 0,
    'an exception of zero minutes is one too',
  );
  assert.equal(
    rules([{ airport: 'FRA', status: 'II', minutes: 75, carrier: 'BA' }]).minimum(BA1, LH400), 90,
    'a BA exception does not cover a BA arrival with an LH departure',
  );
});

test('records at airports not in the schedule are ignored', () => {
  const elsewhere = rules([
    { airport: 'CDG', status: 'DD', minutes: 5 },
    { airport: 'CDG', status: 'ID', minutes: 5 },
    { airport: 'ZZZ', status: 'DD', minutes: 5, carrier: 'LH' },
  ]);
  assert.equal(store.airportId.get('CDG'), undefined, 'CDG is a fixture place without flights');
  assert.equal(store.airports[0], 'BOS', 'not mistaken for the airport numbered 0 either');
  assert.equal(elsewhere.minimum(BA2000, flight('AA 100')), 90, 'ID at BOS');
  assert.equal(elsewhere.minimum(LH1, LH2), 30);
  assert.equal(elsewhere.minimum(BA1, LH400), 90);
});

test('the floors after an arriving leg and at an airport: the least minimum any departure there may need', () => {
  const table = new LegTable(store);
  const fra = store.airportId.get('FRA')!;
  const none = rules([]);
  assert.equal(none.minimumAfter(table, LH1.id, fra), 30, 'arriving domestic: DD 30 (DI 60)');
  assert.equal(none.minimumAfter(table, BA1.id, fra), 90, 'arriving international: ID and II 90');
  const records: ConnectionTimeRecord[] = [
    { airport: 'FRA', status: 'DD', minutes: 45 },
    { airport: 'FRA', status: 'ID', minutes: 70 },
    { airport: 'FRA', status: 'II', minutes: 20, carrier: 'LH' },
  ];
  const withRules = rules(records);
  assert.equal(withRules.minimumAfter(table, LH1.id, fra), 45, 'DD 45 from the airport record');
  assert.equal(withRules.minimumAfter(table, BA1.id, fra), 20, "the LH exception may apply to any airline's arrival: a floor, not the minimum");
  assert.equal(none.leastMinimumAt(fra), 30, 'whatever arrives: DD 30');
  assert.equal(withRules.leastMinimumAt(fra), 20, 'whatever arrives: the LH exception');
  // Never above the minimum of any actual connection, for every rule set and pair of legs.
  for (const r of [[], records, [{ airport: 'FRA', status: 'DD', minutes: 0, carrier: 'EW' }] as ConnectionTimeRecord[]]) {
    const set = rules(r);
    for (const arriving of store.legs) {
      for (const departing of store.legs) {
        if (departing.originId !== arriving.destinationId) continue;
        const minimum = set.minimumBetween(table, arriving.id, departing.id);
        assert.ok(
          set.minimumAfter(table, arriving.id, departing.originId) <= minimum && set.leastMinimumAt(departing.originId) <= minimum,
          `${arriving.operating.airline} ${arriving.operating.number} to ${departing.operating.airline} ${departing.operating.number}`,
        );
      }
    }
  }
});
