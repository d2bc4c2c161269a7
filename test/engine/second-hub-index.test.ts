import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RouteNetwork } from '../../src/engine/route-network.js';
import { loadDatasetFile } from '../../src/model/dataset-loader.js';
import { TEST_DATASET } from '../support/paths.js';
import { fixtureDataset as soldFixture, leg, openTicketing } from '../support/schedule-fixture.js';
import type { LegPeriodRecord } from '../../src/dataset/schedule-content.js';

// The fixtures' airlines all sell each other's flights and every change of airport: these tests are
// of the index's times and distances (the one on the test dataset, of the real facts).
const fixtureDataset = (legs: LegPeriodRecord[]) => soldFixture(legs, [], openTicketing(legs));

const WINTER = { first: '2026-12-01', last: '2026-12-31' };
const LONDON_NEW_YORK = { ...WINTER, depOffset: 0, arrOffset: -300 };
const TO_LONDON = { ...WINTER, depOffset: 60, arrOffset: 0 };

// Towards JFK: from LHR (5 h 40 at the shortest, 7 h 40 the other) and from LGW, LHR's city mate
// (7 h 30); into LHR from FRA (1 h 40) and MUC (2 h); into LGW from FRA (1 h 50); FRA → JFK direct.
const ds = fixtureDataset([
  leg({ flight: 'BA 1', from: 'LHR', to: 'JFK', dep: '10:00', arr: '10:40', ...LONDON_NEW_YORK }),
  leg({ flight: 'BA 3', from: 'LHR', to: 'JFK', dep: '12:00', arr: '14:40', ...LONDON_NEW_YORK }),
  leg({ flight: 'VS 2', from: 'LGW', to: 'JFK', dep: '11:00', arr: '13:30', ...LONDON_NEW_YORK }),
  leg({ flight: 'LH 10', from: 'FRA', to: 'LHR', dep: '07:00', arr: '07:40', ...TO_LONDON }),
  leg({ flight: 'LH 12', from: 'MUC', to: 'LHR', dep: '07:00', arr: '08:00', ...TO_LONDON }),
  leg({ flight: 'LH 14', from: 'FRA', to: 'LGW', dep: '08:00', arr: '08:50', ...TO_LONDON }),
  leg({ flight: 'LH 400', from: 'FRA', to: 'JFK', dep: '10:00', arr: '12:45', depOffset: 60, arrOffset: -300, ...WINTER }),
]);
const network = new RouteNetwork(ds);
const id = (code: string) => ds.schedule.airportId.get(code)!;
const code = (airport: number) => ds.schedule.airports[airport];

function entriesOf(n: RouteNetwork, destination: number, station: number) {
  const index = n.secondHubs;
  const group = index.groupOf(destination, station);
  if (group < 0) return [];
  const found = [];
  for (let k = index.groupStart[group]!; k < index.groupStart[group + 1]!; k++) {
    found.push({
      hub: n.outAirport[index.entryRoute[k]!]!,
      route: index.entryRoute[k]!,
      minutes: index.entryMinutes[k]!,
      km: index.entryKm[k]!,
      signature: [index.entrySignature[k * 2]!, index.entrySignature[k * 2 + 1]!],
    });
  }
  return found;
}

test('a station\'s second hubs towards a destination, by their two legs\' shortest time', () => {
  const jfk = id('JFK');
  const fromFra = entriesOf(network, jfk, id('FRA'));
  // LHR: 1 h 40 to it, 30 minutes to connect (the least default, DD), then 5 h 40 (BA 1; VS 2
  // from its city mate LGW takes 7 h 30 after a change of airport of 4 h). LGW: 1 h 50, 30
  // minutes and VS 2's 7 h 30, less than a change to LHR and BA 1. JFK itself is the destination,
  // not a second hub.
  assert.deepEqual(fromFra.map((e) => [code(e.hub), e.minutes]), [['LHR', 100 + 30 + 340], ['LGW', 110 + 30 + 450]]);
  assert.deepEqual(entriesOf(network, jfk, id('MUC')).map((e) => [code(e.hub), e.minutes]), [['LHR', 120 + 30 + 340]]);
  // The distance: the route's, and the nearest of the hub's city to JFK.
  const lhr = fromFra[0]!;
  const nearest = Math.min(network.distanceKm(id('LHR'), jfk), network.distanceKm(id('LGW'), jfk));
  assert.equal(lhr.km, Math.floor(network.routeKm[lhr.route]! + nearest));
  // Nothing flies from JFK, and no station has routes to hubs towards LHR's own destinations here.
  assert.equal(network.secondHubs.groupOf(jfk, jfk), -1);
  assert.equal(network.secondHubs.groupOf(id('LHR'), id('FRA')), -1);
});

test('a leg the data has landing before it leaves keeps its negative time: the bound stays below', () => {
  // BA 9 "lands" 20 minutes before it leaves, in UTC (bad offsets in a feed): -20 minutes.
  const odd = fixtureDataset([
    leg({ flight: 'BA 9', from: 'LHR', to: 'JFK', dep: '10:00', arr: '04:40', ...LONDON_NEW_YORK }),
    leg({ flight: 'LH 10', from: 'FRA', to: 'LHR', dep: '07:00', arr: '07:40', ...TO_LONDON }),
  ]);
  const n = new RouteNetwork(odd);
  const entries = entriesOf(n, odd.schedule.airportId.get('JFK')!, odd.schedule.airportId.get('FRA')!);
  assert.deepEqual(entries.map((e) => e.minutes), [100 + 30 - 20]);
  const negative = fixtureDataset([
    leg({ flight: 'BA 9', from: 'LHR', to: 'JFK', dep: '10:00', arr: '03:00', ...LONDON_NEW_YORK }),
    leg({ flight: 'LH 10', from: 'FRA', to: 'LHR', dep: '07:00', arr: '05:10', ...TO_LONDON }),
  ]);
  const m = new RouteNetwork(negative);
  // BA 9 at -120 minutes, LH 10 at -50 (05:10Z after 06:00Z): below zero, kept so.
  assert.deepEqual(entriesOf(m, negative.schedule.airportId.get('JFK')!, negative.schedule.airportId.get('FRA')!).map((e) => e.minutes), [-50 + 30 - 120]);
});

test('on the test dataset every group is exactly the routes it stands for, in order', () => {
  const n = new RouteNetwork(loadDatasetFile(TEST_DATASET));
  const stationsOf = (a: number) => Array.from(n.stationIds.subarray(n.stationStart[a]!, n.stationStart[a + 1]!));
  const routes = new Map<number, number>();
  for (let from = 0; from < n.airportCount; from++) {
    for (let r = n.outStart[from]!; r < n.outStart[from + 1]!; r++) routes.set(from * n.airportCount + n.outAirport[r]!, r);
  }
  const routeBetween = (from: number, to: number) => routes.get(from * n.airportCount + to) ?? -1;
  // The airlines selling a route's legs, and whether one ticket lets a flight of airline y follow
  // one of airline x (issue 49: the pair relation itself, where issue 44 tested signatures).
  const routeSellers = (route: number) => {
    const out = new Set<number>();
    for (let i = n.routeStart[route]!; i < n.routeStart[route + 1]!; i++) {
      const list = n.sold.legSellers[n.legAt(i)]!;
      for (let k = n.sold.sellerStart[list]!; k < n.sold.sellerStart[list + 1]!; k++) out.add(n.sold.sellerAirlines[k]!);
    }
    return [...out];
  };
  const signature = n.sold.airlineSignature;
  const airlines = n.sold.airlineCount;
  const joined = (x: number, y: number) => n.sold.pairs[x * airlines + y] === 1;
  let checked = 0;
  for (let destination = 0; destination < n.airportCount; destination++) {
    // The second hubs: airports from which, or from whose city, a flight lands at the destination;
    // the least connection there and that flight, with a change of airport taking its minutes.
    // A middle route is listed only when one of its airlines may sell with one of the last legs'.
    const lastMinutes = new Map<number, number>();
    const lastSellers = new Map<number, Set<number>>();
    for (let hub = 0; hub < n.airportCount; hub++) {
      if (hub === destination) continue;
      const times: number[] = [];
      const sellers = new Set<number>();
      for (let at = n.stationStart[hub]!; at < n.stationStart[hub + 1]!; at++) {
        const s = n.stationIds[at]!;
        const change = n.stationChange[at]!;
        const last = routeBetween(s, destination);
        if (last < 0) continue;
        times.push(n.routeShortest[last]! + Math.max(n.rules.leastMinimumAt(s), change < 0 ? 0 : n.sold.changeMinutes[change]!));
        for (const x of routeSellers(last)) sellers.add(x);
      }
      if (times.length > 0) lastMinutes.set(hub, Math.min(...times));
      lastSellers.set(hub, sellers);
    }
    // A middle route's onward airlines: those one ticket joins to a seller of a last leg from the
    // second hub or its city. The route is listed when it has one, with their signatures ORed.
    const onward = (route: number, hub: number) => routeSellers(route).filter((x) => [...lastSellers.get(hub)!].some((y) => joined(x, y)));
    const maySell = (route: number, hub: number) => onward(route, hub).length > 0;
    const signatureOf = (route: number, hub: number) => {
      let lo = 0;
      let hi = 0;
      for (const x of onward(route, hub)) {
        lo |= signature[x * 2]!;
        hi |= signature[x * 2 + 1]!;
      }
      return [lo, hi];
    };
    for (let station = 0; station < n.airportCount; station++) {
      const expected = [];
      if (station !== destination) {
        for (let r = n.outStart[station]!; r < n.outStart[station + 1]!; r++) {
          const hub = n.outAirport[r]!;
          if (lastMinutes.has(hub) && maySell(r, hub)) expected.push({ route: r, minutes: n.routeShortest[r]! + lastMinutes.get(hub)! });
        }
      }
      expected.sort((a, b) => a.minutes - b.minutes || a.route - b.route);
      const found = entriesOf(n, destination, station);
      assert.deepEqual(found.map((e) => [e.route, e.minutes]), expected.map((e) => [e.route, e.minutes]), `${n.store.airports[station]} towards ${n.store.airports[destination]}`);
      assert.deepEqual(found.map((e) => e.signature), found.map((e) => signatureOf(e.route, e.hub)), 'onward signatures');
      const group = n.secondHubs.groupOf(destination, station);
      if (group >= 0) {
        let lo = 0;
        let hi = 0;
        for (const e of found) {
          lo |= e.signature[0]!;
          hi |= e.signature[1]!;
        }
        const ored = [lo, hi];
        assert.deepEqual([n.secondHubs.groupSignature[group * 2], n.secondHubs.groupSignature[group * 2 + 1]], ored, 'group signature');
      }
      for (const e of found) {
        const km = n.routeKm[e.route]! + Math.min(...stationsOf(e.hub).map((s) => n.distanceKm(s, destination)));
        assert.equal(e.km, Math.floor(km), 'distance');
      }
      checked += found.length;
    }
  }
  assert.ok(checked > 10_000, `only ${checked} entries checked`);
});
