// The simulation of sandbox flight status over a hand-made schedule: the same draws for the same
// inputs, where an outcome stands on the clock, scenarios, and a delay carried to the aircraft's
// next leg less the slack of its turn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import type { Scenario } from '../../src/domain/sandbox-scenario.js';
import { FlightIndex } from '../../src/engine/flight-index.js';
import { diversionBlock, KNOWN_AHEAD_MINUTES, place, StatusSimulator, turnbackBlock } from '../../src/engine/simulated-status.js';
import { greatCircleKm } from '../../src/domain/geo.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const ds = fixtureDataset([
  // LH 400 lands at JFK 17:45Z; LH 401 leaves JFK 19:30Z: a turn of 105 minutes, 65 of them slack.
  leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: 60, arrOffset: -300, first: '2027-01-01', last: '2027-03-31', codeshares: ['UA 8840'] }),
  leg({ flight: 'LH 401', from: 'JFK', to: 'FRA', dep: '14:30', arr: '04:10', arrDay: 1, depOffset: -300, arrOffset: 60, first: '2027-01-01', last: '2027-03-31' }),
]);
const flights = new FlightIndex(ds.schedule.legs);
const DAY = dayFromIso('2027-01-15')!;
const out = [...ds.schedule.legs].find((l) => l.operating.number === 400)!;
const back = [...ds.schedule.legs].find((l) => l.operating.number === 401)!;
const distance = (from: string, to: string) => {
  const a = ds.locations.byCode.get(from);
  const b = ds.locations.byCode.get(to);
  return a && b ? greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude) : undefined;
};
const simulator = (scenarios: ReadonlyMap<string, Scenario> = new Map(), seed = 'unit') => new StatusSimulator({ datasetVersion: ds.info.version, seed }, flights, scenarios, distance);
const AFTER = (DAY + 3) * 86_400_000;

test('a diversion flies to its airport: its block from the distance; turned back to the origin, half its block within 30–90 minutes', () => {
  assert.equal(diversionBlock(0), 30);
  assert.equal(diversionBlock(780), 90);
  assert.equal(turnbackBlock(505), 90);
  assert.equal(turnbackBlock(70), 35);
  assert.equal(turnbackBlock(40), 30);
  const toBoston = new Map([[`LH400 2027-01-15`, { kind: 'divert', airport: 'BOS' } as Scenario]]);
  const outcome = simulator(toBoston).outcome(out, DAY, 0);
  assert.equal(outcome.divertedTo, 'BOS');
  assert.equal(outcome.divertedBlock, diversionBlock(distance('FRA', 'BOS')!), 'FRA to Boston, not to New York');
  const unknown = new Map([[`LH400 2027-01-15`, { kind: 'divert', airport: 'ZZZ' } as Scenario]]);
  assert.equal(simulator(unknown).outcome(out, DAY, 0).divertedBlock, out.blockMinutes, 'an airport the dataset lacks keeps the leg\'s block');
});

test('the same inputs draw the same outcome; another seed, another outcome somewhere', () => {
  let differ = 0;
  for (let day = DAY; day < DAY + 60; day++) {
    const a = simulator().status(out, day, AFTER + 60 * 86_400_000);
    assert.deepEqual(simulator().status(out, day, AFTER + 60 * 86_400_000), a);
    if (JSON.stringify(simulator(new Map(), 'other').status(out, day, AFTER + 60 * 86_400_000)) !== JSON.stringify(a)) differ++;
  }
  assert.ok(differ > 0);
});

test('an outcome on the clock: estimates, departed at its time, landed at its time; cancelled; diverted from take-off; open delays', () => {
  const gates = { departure: 'A1', arrival: 'B2' };
  const late = { cancelled: false, departureDelay: 20, arrivalDelay: 12, fixed: false };
  assert.deepEqual(place(late, 1000, 120, 990, gates), {
    flightStatus: 'NA',
    departure: { delay: 20, actual: false, timeStatus: 'DL', gate: 'A1' },
    arrival: { delay: 12, actual: false, timeStatus: 'OT', gate: 'B2' },
  });
  assert.equal(place(late, 1000, 120, 1019, gates).flightStatus, 'NA');
  const departed = place(late, 1000, 120, 1020, gates);
  assert.equal(departed.flightStatus, 'DP');
  assert.deepEqual(departed.departure, { delay: 20, actual: true, timeStatus: 'DL', gate: 'A1' });
  assert.equal(departed.arrival.actual, false);
  assert.equal(place(late, 1000, 120, 1131, gates).flightStatus, 'DP');
  const landed = place(late, 1000, 120, 1132, gates);
  assert.equal(landed.flightStatus, 'LD');
  assert.equal(landed.arrival.actual, true);
  assert.equal(place({ ...late, cancelled: true }, 1000, 120, 0, gates).flightStatus, 'CD');
  const diverted = { ...late, divertedTo: 'CGN', divertedBlock: 45 };
  assert.equal(place(diverted, 1000, 120, 1000, gates).divertedTo, undefined, 'not before it leaves');
  assert.equal(place(diverted, 1000, 120, 1020, gates).flightStatus, 'RT');
  assert.equal(place(diverted, 1000, 120, 2000, gates).divertedTo, 'CGN');
  // Diverted, it lands its own 45 minutes after it left 20 late, not at the planned destination's time.
  assert.deepEqual(place(diverted, 1000, 120, 1064, gates).arrival, { delay: 20, actual: false, timeStatus: 'DL' });
  assert.deepEqual(place(diverted, 1000, 120, 1065, gates).arrival, { delay: 20, actual: true, timeStatus: 'DL' });
  assert.equal(place(diverted, 1000, 120, 1065, gates).divertedBlock, 45);
  const open = { cancelled: false, departureDelay: 200, arrivalDelay: 190, fixed: false };
  assert.equal(place(open, 1000, 120, 1000 + 200 - 121, gates).departure.timeStatus, 'NI');
  assert.equal(place(open, 1000, 120, 1000 + 200 - 121, gates).departure.delay, undefined);
  assert.equal(place(open, 1000, 120, 1000 + 200 - 120, gates).departure.timeStatus, 'DL');
  // A flight lands after it left, whatever the draws: 20 minutes in the air at least.
  const quick = place({ cancelled: false, departureDelay: 100, arrivalDelay: -10, fixed: false }, 1000, 60, 5000, gates);
  assert.ok(quick.arrival.delay! + 60 >= quick.departure.delay! + 20);
});

test('nothing is known more than a day ahead, except a scenario', () => {
  const departure = DAY * 1440 + out.departureUtcMinute;
  const early = (departure - KNOWN_AHEAD_MINUTES - 1) * 60_000;
  assert.deepEqual(simulator().status(out, DAY, early), { flightStatus: 'NA', departure: { actual: false }, arrival: { actual: false } });
  const fixed = simulator(new Map([['LH400 2027-01-15', { kind: 'delay', minutes: 30 } as Scenario]])).status(out, DAY, early);
  assert.equal(fixed.departure.delay, 30);
});

test('a scenario by any designator of the leg; a delay reaches the next leg less the slack of the turn', () => {
  const now = (DAY * 1440 + out.departureUtcMinute - 60) * 60_000;
  const cancelled = simulator(new Map([['UA8840 2027-01-15', { kind: 'cancel' } as Scenario]])).status(out, DAY, now);
  assert.equal(cancelled.flightStatus, 'CD');
  const drawn = simulator().outcome(back, DAY, 2);
  const small = simulator(new Map([['LH400 2027-01-15', { kind: 'delay', minutes: 60 } as Scenario]])).outcome(back, DAY, 2);
  assert.equal(small.departureDelay, drawn.departureDelay, '60 minutes late within 65 of slack: none carried');
  const big = simulator(new Map([['LH400 2027-01-15', { kind: 'delay', minutes: 180 } as Scenario]])).outcome(back, DAY, 2);
  assert.equal(big.departureDelay, Math.max(115, drawn.departureDelay));
  const none = simulator(new Map([['LH400 2027-01-15', { kind: 'cancel' } as Scenario]])).outcome(back, DAY, 2);
  assert.equal(none.departureDelay, simulator().outcome(back, DAY, 0).departureDelay, 'a cancelled inbound brings nothing (another aircraft)');
});
