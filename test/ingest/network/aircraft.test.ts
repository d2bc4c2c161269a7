// The aircraft choice for airlines with a curated fleet (aircraft.ts fleetChoice): only the
// airline's types, ones that reach the stage and land at both ends, near the route's seats, a mix
// on busy routes and wide-bodies beside narrow-bodies where the airline flies its trunk routes so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Fleets, type FleetType } from '../../../src/ingest/curated/fleets.js';

const FLEET_TABLE = new Fleets();
import { performanceOf, plannedRangeKm } from '../../../src/ingest/network/aircraft-performance.js';
import { fleetChoice } from '../../../src/ingest/network/aircraft.js';
import type { RotationPlan } from '../../../src/ingest/network/network-plan.js';
import { randomFor } from '../../../src/ingest/network/random.js';

const daily = (n: number): RotationPlan[] => Array.from({ length: n }, (_, slot) => ({ mask: 0x7f, legs: 'both', slot }));
const anywhere = () => true;
const typesOf = (airline: string): readonly FleetType[] => FLEET_TABLE.of(airline)!.types;
const count = (types: readonly string[]) => types.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());

test('Spirit flies only its Airbus types, whatever the stage and seats', () => {
  const own = new Set(typesOf('NK').map((t) => t.type));
  for (const km of [300, 1500, 2500, 3800]) {
    for (const seats of [90, 150, 200, 260]) {
      const choice = fleetChoice(typesOf('NK'), km, seats, daily(4), anywhere, randomFor(1, `${km}:${seats}`))!;
      assert.equal(choice.types.length, 4);
      for (const t of choice.types) {
        assert.ok(own.has(t), `${t} at ${km} km, ${seats} seats`);
        assert.ok(plannedRangeKm(t) >= km, `${t} reaches ${km} km`);
      }
    }
  }
});

test('American JFK–LAX at 102 seats a flight: the A321 in its three-class layout, every rotation', () => {
  const choice = fleetChoice(typesOf('AA'), 3983, 102, daily(12), anywhere, randomFor(1, 'AA JFK LAX'))!;
  assert.deepEqual([...count(choice.types)], [['321', 12]]);
  assert.ok(choice.partner.every((p) => !p));
});

test('British Airways LHR–JFK: a mix of its long-haul types near the route\'s seats, not one type', () => {
  const bySeats = new Map(typesOf('BA').map((t) => [t.type, t.seats]));
  const choice = fleetChoice(typesOf('BA'), 5540, 279, daily(8), anywhere, randomFor(1, 'BA LHR JFK'))!;
  const mix = count(choice.types);
  assert.ok(mix.size >= 2, JSON.stringify([...mix]));
  for (const t of mix.keys()) {
    assert.equal(performanceOf(t).aircraftClass, 'wide', t);
    const ratio = bySeats.get(t)! / 279;
    assert.ok(ratio >= 0.8 && ratio <= 1.25, `${t}: ${bySeats.get(t)} seats`);
  }
});

test('Qantas SYD–MEL: 737-800s with some A330s, fewer than half, keeping the route\'s average seats', () => {
  const bySeats = new Map(typesOf('QF').map((t) => [t.type, t.seats]));
  const choice = fleetChoice(typesOf('QF'), 706, 199, daily(32), anywhere, randomFor(1, 'QF SYD MEL'))!;
  const mix = count(choice.types);
  const wide = choice.types.filter((t) => performanceOf(t).aircraftClass === 'wide').length;
  assert.ok(wide > 0 && wide < 16, `${wide} wide-bodies of 32: ${JSON.stringify([...mix])}`);
  assert.ok((mix.get('738') ?? 0) > 16, JSON.stringify([...mix]));
  assert.ok(!mix.has('223'), 'the A220 is too small for the route');
  const average = choice.types.reduce((sum, t) => sum + bySeats.get(t)!, 0) / choice.types.length;
  assert.ok(Math.abs(average / 199 - 1) < 0.1, `average ${average} seats`);
});

test('a thin route flies one type; a long-haul wide-body does not fly a short stage a narrow-body fits', () => {
  const thin: RotationPlan[] = [{ mask: 0b0010101, legs: 'both', slot: 0 }];
  const choice = fleetChoice(typesOf('BA'), 650, 175, thin, anywhere, randomFor(1, 'BA LHR EDI'))!;
  assert.equal(choice.types.length, 1);
  assert.notEqual(performanceOf(choice.types[0]!).aircraftClass, 'wide');
});

test('regional partners: a 76-seat American route is a partner\'s regional jet, marked so', () => {
  const choice = fleetChoice(typesOf('AA'), 600, 76, daily(3), anywhere, randomFor(1, 'AA CLT GSO'))!;
  for (const [i, t] of choice.types.entries()) {
    assert.ok(['E75', 'CR9', 'CR7'].includes(t), t);
    assert.equal(choice.partner[i], true);
  }
});

test('a restricted runway takes only its types, and a route no type serves gets none', () => {
  const cityTypes = new Set(['E70', 'E90', '221']);
  const choice = fleetChoice(typesOf('BA'), 600, 150, daily(4), (t) => cityTypes.has(t), randomFor(1, 'BA LCY'))!;
  assert.ok(choice.types.every((t) => cityTypes.has(t)), choice.types.join());
  assert.equal(fleetChoice(typesOf('NK'), 600, 150, daily(1), (t) => t === 'DHT', randomFor(1, 'NK SAB')), undefined);
  assert.equal(fleetChoice(typesOf('NK'), 9000, 150, daily(1), anywhere, randomFor(1, 'NK far')), undefined, 'nothing of Spirit reaches 9,000 km');
});

test('a turboprop fleet flies a stage somewhat beyond its planned range on its furthest-reaching type, not twice beyond', () => {
  const wings = typesOf('IW');
  const furthest = Math.max(...wings.map((t) => plannedRangeKm(t.type)));
  assert.equal(fleetChoice(wings, furthest * 1.5, 70, daily(1), anywhere, randomFor(1, 'IW'))?.types[0], 'AT7');
  assert.equal(fleetChoice(wings, furthest * 2.5, 70, daily(1), anywhere, randomFor(1, 'IW')), undefined);
});

test('the same seed gives the same choice', () => {
  const a = fleetChoice(typesOf('UA'), 2100, 160, daily(9), anywhere, randomFor(5, 'UA EWR ORD'));
  const b = fleetChoice(typesOf('UA'), 2100, 160, daily(9), anywhere, randomFor(5, 'UA EWR ORD'));
  assert.deepEqual(a, b);
});
