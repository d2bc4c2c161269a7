import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoWeekday } from '../../src/domain/flight-dates.js';
import { RouteNetwork } from '../../src/engine/route-network.js';
import { fixtureDataset, leg } from '../support/schedule-fixture.js';

const WINTER = { first: '2026-12-01', last: '2026-12-31' };
const SUMMER = { first: '2027-04-01', last: '2027-04-30' };

// FRA → JFK three times: in winter (CET, EST) LH 400 at 10:00 and LH 404 at 06:30; in summer
// (CEST, EDT) LH 402 at 10:30. By local time LH 404, LH 400, LH 402; by UTC LH 404 (05:30Z),
// LH 402 (08:30Z), LH 400 (09:00Z).
const ds = fixtureDataset([
  leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: 60, arrOffset: -300, ...WINTER }),
  leg({ flight: 'LH 402', from: 'FRA', to: 'JFK', dep: '10:30', arr: '12:50', depOffset: 120, arrOffset: -240, ...SUMMER }),
  leg({ flight: 'LH 404', from: 'FRA', to: 'JFK', dep: '06:30', arr: '09:20', depOffset: 60, arrOffset: -300, ...WINTER }),
  leg({ flight: 'LH 900', from: 'FRA', to: 'LHR', dep: '06:00', arr: '06:40', depOffset: 60, arrOffset: 0, ...WINTER }),
  leg({ flight: 'LH 901', from: 'LHR', to: 'FRA', dep: '10:00', arr: '12:40', depOffset: 0, arrOffset: 60, ...WINTER }),
  leg({ flight: 'BA 2000', from: 'LGW', to: 'BOS', dep: '12:00', arr: '15:00', depOffset: 0, arrOffset: -300, ...WINTER }),
  leg({ flight: 'LH 1', from: 'MUC', to: 'FRA', dep: '07:00', arr: '08:00', depOffset: 60, arrOffset: 60, ...WINTER }),
  leg({ flight: 'NZ 10', from: 'AKL', to: 'HNL', dep: '00:30', arr: '10:10', arrDay: -1, depOffset: 780, arrOffset: -600, ...WINTER }),
]);
const network = new RouteNetwork(ds);
const id = (code: string) => {
  const airport = ds.schedule.airportId.get(code);
  assert.notEqual(airport, undefined, `${code} is served`);
  return airport!;
};
const codes = (ids: ArrayLike<number>) => Array.from(ids, (i) => ds.schedule.airports[i]);

// The packed lists read back as lists, and a route found by its two airports.
function routeBetween(n: RouteNetwork, origin: number, destination: number): number {
  for (let r = n.outStart[origin]!; r < n.outStart[origin + 1]!; r++) if (n.outAirport[r] === destination) return r;
  return -1;
}
const outbound = (n: RouteNetwork, a: number) => n.outAirport.subarray(n.outStart[a]!, n.outStart[a + 1]!);
const inbound = (n: RouteNetwork, a: number) => n.inAirport.subarray(n.inStart[a]!, n.inStart[a + 1]!);
const cityMates = (n: RouteNetwork, a: number) => n.stationIds.subarray(n.stationStart[a]! + 1, n.stationStart[a + 1]!);
/** Route positions in all: one per leg. */
const positionsOf = (n: RouteNetwork) => n.routeStart[n.routeStart.length - 1]!;
function legsOf(n: RouteNetwork, route: number) {
  if (route < 0) return { ids: new Int32Array(0), departureUtcMinutes: new Int32Array(0), shortestBlock: Infinity };
  const from = n.routeStart[route]!;
  const to = n.routeStart[route + 1]!;
  return { ids: Int32Array.from({ length: to - from }, (_, k) => n.legAt(from + k)), departureUtcMinutes: Int32Array.from({ length: to - from }, (_, k) => n.minuteAt(from + k)), shortestBlock: n.routeShortest[route]! };
}

test('city mates: the other served airports of the city, never the airport itself', () => {
  assert.deepEqual(codes(cityMates(network, id('LHR'))), ['LGW']);
  assert.deepEqual(codes(cityMates(network, id('LGW'))), ['LHR']);
  assert.deepEqual(codes(cityMates(network, id('FRA'))), [], 'FRA is alone in its city');
  assert.deepEqual(codes(cityMates(network, id('JFK'))), [], 'NYC has only JFK in the fixture');
  assert.equal(network.stationStart.length, ds.schedule.airports.length + 1);
});

test('a city airport without flights is no city mate', () => {
  const onlyHeathrow = fixtureDataset([
    leg({ flight: 'LH 900', from: 'FRA', to: 'LHR', dep: '08:00', arr: '08:40', depOffset: 60, arrOffset: 0, ...WINTER }),
  ]);
  const lhr = onlyHeathrow.schedule.airportId.get('LHR')!;
  assert.equal(onlyHeathrow.schedule.airportId.get('LGW'), undefined);
  assert.equal(cityMates(new RouteNetwork(onlyHeathrow), lhr).length, 0);
});

test('outbound and inbound airports, once each, ordered by id', () => {
  assert.deepEqual(codes(outbound(network, id('FRA'))), ['JFK', 'LHR'], 'three FRA-JFK legs count once; LH 900 to LHR leaves first');
  assert.deepEqual(codes(inbound(network, id('FRA'))), ['LHR', 'MUC']);
  assert.deepEqual(codes(outbound(network, id('JFK'))), []);
  assert.deepEqual(codes(inbound(network, id('JFK'))), ['FRA']);
  assert.deepEqual(codes(outbound(network, id('LGW'))), ['BOS']);
  assert.deepEqual(codes(inbound(network, id('LGW'))), []);
  for (let a = 0; a < network.airportCount; a++) {
    for (const list of [outbound(network, a), inbound(network, a)]) assert.deepEqual([...list], [...list].sort((x, y) => x - y));
  }
});

test('route legs are ordered by UTC departure, with their UTC minutes and the shortest block', () => {
  const route = legsOf(network, routeBetween(network, id('FRA'), id('JFK')));
  assert.deepEqual([...route.ids].map((l) => ds.schedule.legs.at(l).operating.number), [404, 402, 400]);
  assert.deepEqual([...route.departureUtcMinutes], [5 * 60 + 30, 8 * 60 + 30, 9 * 60]);
  assert.ok(route.departureUtcMinutes instanceof Int32Array);
  // LH 400 09:00Z–17:45Z 525 min; LH 402 08:30Z–16:50Z 500 min; LH 404 05:30Z–14:20Z 530 min.
  assert.deepEqual([...route.ids].map((l) => ds.schedule.legs.at(l).blockMinutes), [530, 500, 525]);
  assert.equal(route.shortestBlock, 500);
});

test('each route position carries its leg\'s id, departure minute and block, and runs on the dates the leg does', () => {
  const { legs } = ds.schedule;
  for (let at = 0; at < positionsOf(network); at++) {
    const leg = legs.at(network.legAt(at));
    assert.deepEqual([network.legAt(at), network.minuteAt(at), network.blockAt(at)], [leg.id, leg.departureUtcMinute, leg.blockMinutes]);
    for (let day = leg.pattern.first - 3; day <= leg.pattern.last + 3; day++) {
      const operates = network.legs.operatesOn(leg.id, day);
      assert.equal(network.runsOn(at, day), operates, `${leg.operating.airline} ${leg.operating.number} on day ${day}`);
      assert.equal(network.runsOn(at, day, 1 << (isoWeekday(day) - 1)), operates, 'with the weekday given');
    }
  }
});

test('a route whose only leg leaves the day before in UTC has a negative UTC minute', () => {
  const route = legsOf(network, routeBetween(network, id('AKL'), id('HNL')));
  assert.deepEqual([...route.departureUtcMinutes], [30 - 780]);
  assert.equal(route.shortestBlock, 8 * 60 + 40);
});

test('a pair without legs has an empty route, shortest block Infinity', () => {
  for (const [from, to] of [['JFK', 'FRA'], ['FRA', 'FRA'], ['MUC', 'JFK'], ['LHR', 'BOS']] as const) {
    const route = legsOf(network, routeBetween(network, id(from), id(to)));
    assert.equal(route.ids.length, 0, `${from}-${to}`);
    assert.equal(route.departureUtcMinutes.length, 0);
    assert.equal(route.shortestBlock, Infinity);
    assert.equal(routeBetween(network, id(from), id(to)), -1);
  }
  assert.equal(legsOf(network, routeBetween(network, id('LHR'), id('FRA'))).ids.length, 1, 'but the way back from London is there');
});

test('each route into an airport is the route of that pair out of the other', () => {
  let routes = 0;
  for (let a = 0; a < network.airportCount; a++) {
    for (let i = network.inStart[a]!; i < network.inStart[a + 1]!; i++) {
      const from = network.inAirport[i]!;
      assert.equal(routeBetween(network, from, a), network.inRoute[i]);
      assert.equal(network.outAirport[network.inRoute[i]!], a);
      routes += 1;
    }
  }
  assert.equal(routes, network.outAirport.length, 'every route once');
  assert.equal(routes, new Set([...ds.schedule.legs].map((l) => `${l.origin} ${l.destination}`)).size);
});

test('distances between airports, by great circle', () => {
  // FRA-JFK is about 6,200 km; LHR-LGW about 40 km; MUC-FRA about 300 km.
  const fraJfk = network.distanceKm(id('FRA'), id('JFK'));
  assert.ok(fraJfk > 6180 && fraJfk < 6220, String(fraJfk));
  const london = network.distanceKm(id('LHR'), id('LGW'));
  assert.ok(london > 38 && london < 44, String(london));
  const munich = network.distanceKm(id('MUC'), id('FRA'));
  assert.ok(munich > 295 && munich < 310, String(munich));
  assert.equal(network.distanceKm(id('FRA'), id('FRA')), 0);
  assert.equal(network.distanceKm(id('JFK'), id('FRA')), fraJfk);
});

test('a route\'s earliest landing is the least of its legs\' departure minute and block', () => {
  for (let r = 0; r < network.routeStart.length - 1; r++) {
    let least = Infinity;
    for (let at = network.routeStart[r]!; at < network.routeStart[r + 1]!; at++) least = Math.min(least, network.minuteAt(at) + network.blockAt(at));
    assert.equal(network.routeEarliestLanding[r], least);
  }
  // AKL → HNL leaves at 11:30Z the day before its local date and lands at 20:10Z that day.
  assert.equal(network.routeEarliestLanding[routeBetween(network, id('AKL'), id('HNL'))], -(3 * 60 + 50));
});

test('a route position of a leg flying every other week runs in the weeks counted from its first date', () => {
  const fortnightly = fixtureDataset([
    leg({ flight: 'LH 1', from: 'FRA', to: 'HAM', dep: '09:00', arr: '10:00', depOffset: 60, arrOffset: 60, first: '2026-12-01', last: '2027-01-31', days: '135', rate: 2 }),
    leg({ flight: 'LH 3', from: 'FRA', to: 'HAM', dep: '12:00', arr: '13:00', depOffset: 60, arrOffset: 60, first: '2026-12-02', last: '2027-01-31', days: '3', rate: 3 }),
  ]);
  const n = new RouteNetwork(fortnightly);
  let running = 0;
  for (let at = 0; at < positionsOf(n); at++) {
    const { pattern } = n.store.legs.at(n.legAt(at));
    for (let day = pattern.first - 3; day <= pattern.last + 3; day++) {
      const operates = n.legs.operatesOn(n.legAt(at), day);
      assert.equal(n.runsOn(at, day), operates);
      assert.equal(n.runsOn(at, day, 1 << (isoWeekday(day) - 1)), operates);
      if (operates) running++;
    }
  }
  // LH 1: Mon, Wed, Fri of the 1st, 3rd, 5th, 7th and 9th week counted from the week of 1 December
  // (from Monday 30 November, which is before the period): 14 dates. LH 3: the Wednesdays 2 and 23
  // December and 13 January: 3.
  assert.equal(running, 17);
});
