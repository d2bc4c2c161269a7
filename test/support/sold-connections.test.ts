// The journey validator's own rules, on facts whose answers are known (docs/connections-as-sold.md):
// if these were wrong, the validator would pass wrong journeys or fail right ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TICKETING } from '../../src/ingest/curated/ticketing.js';
import { checkAnswer, checkSchedule, wallMinutes, type Airport, type JourneySummary, type ValidatorContext } from './journey-validator.js';
import { isOvernight, nightMinutes, SoldConnections } from './sold-connections.js';

const sold = new SoldConnections(TICKETING);

test('network carriers of one alliance sell each other anywhere; of none, not', () => {
  for (const airport of ['FRA', 'ORD', 'BNE', 'XYZ']) {
    assert.equal(sold.sellsConnection('LH', 'UA', airport), true, airport);
    assert.equal(sold.sellsConnection('UA', 'LH', airport), true, airport);
  }
  assert.equal(sold.sellsConnection('LH', 'AA', 'FRA'), false);
  assert.equal(sold.sellsConnection('AA', 'LH', 'JFK'), false);
  // A partnership is one airline and its partners, not a circle: Alaska sells Korean and Singapore,
  // which do not sell each other.
  assert.equal(sold.sellsConnection('AS', 'KE', 'SEA'), true);
  assert.equal(sold.sellsConnection('KE', 'AS', 'ICN'), true);
  assert.equal(sold.sellsConnection('KE', 'SQ', 'ICN'), false);
  // An airline the facts do not name sells its own flights and no one else's.
  assert.equal(sold.sellsConnection('ZZ', 'ZZ', 'AAA'), true);
  assert.equal(sold.sellsConnection('ZZ', 'LH', 'FRA'), false);
});

test('Ryanair connects only its own flights, only where it sells connections', () => {
  assert.equal(sold.sellsConnection('FR', 'FR', 'STN'), true);
  assert.equal(sold.sellsConnection('FR', 'FR', 'BGY'), true);
  assert.equal(sold.sellsConnection('FR', 'FR', 'DUB'), false);
  assert.equal(sold.sellsConnection('FR', 'FR', 'SZG'), false);
  assert.equal(sold.sellsConnection('FR', 'BA', 'STN'), false);
  assert.equal(sold.sellsConnection('KE', 'FR', 'STN'), false);
});

test('Wizz Air sells no connection, not even between its own flights', () => {
  for (const airport of ['BUD', 'LTN', 'WAW']) assert.equal(sold.sellsConnection('W6', 'W6', airport), false, airport);
  assert.equal(sold.sellsConnection('W6', 'W4', 'BUD'), false);
});

test('a no-frills airline sells its listed partners, at its airports only, and never through an alliance', () => {
  assert.equal(sold.sellsConnection('TR', 'SQ', 'SIN'), true);
  assert.equal(sold.sellsConnection('SQ', 'TR', 'SIN'), true);
  assert.equal(sold.sellsConnection('TR', 'SQ', 'BKK'), false);
  assert.equal(sold.sellsConnection('TR', 'LH', 'SIN'), false);
  // Listed on the other side only (Emirates lists none of flydubai's; flydubai lists Emirates).
  assert.equal(sold.sellsConnection('EK', 'FZ', 'DXB'), true);
  assert.equal(sold.sellsConnection('EK', 'FZ', 'MCT'), false);
  // Eurowings is in no group: it sells Lufthansa because it lists it, not LH's Star partners.
  assert.equal(sold.sellsConnection('EW', 'LH', 'DUS'), true);
  assert.equal(sold.sellsConnection('EW', 'UA', 'DUS'), false);
  assert.equal(sold.isNoFrills('FR'), true);
  assert.equal(sold.isNoFrills('LH'), false);
});

test('a regional is sold as the airlines it flies for', () => {
  assert.deepEqual(sold.soldAs('OO'), ['UA', 'DL', 'AA', 'AS']);
  assert.equal(sold.sellsConnection('OO', 'LH', 'DEN'), true); // as United
  assert.equal(sold.sellsConnection('OO', 'AF', 'SLC'), true); // as Delta
  assert.equal(sold.sellsConnection('OO', 'BA', 'LAX'), true); // as American
  assert.equal(sold.sellsConnection('OO', 'OO', 'SLC'), true);
  assert.equal(sold.sellsConnection('MQ', 'UA', 'ORD'), false); // Envoy flies for American only
});

test('a change of airport: a curated pair, a seller on one side, the two sold together at both airports', () => {
  assert.equal(sold.sellsAirportChange('JL', 'NRT', 'JL', 'HND'), true);
  assert.equal(sold.sellsAirportChange('AA', 'NRT', 'JL', 'HND'), true);
  assert.equal(sold.sellsAirportChange('AA', 'NRT', 'BA', 'HND'), false); // sold together, but neither sells the change
  assert.equal(sold.sellsAirportChange('BA', 'LHR', 'BA', 'LGW'), true);
  assert.equal(sold.sellsAirportChange('FR', 'STN', 'BA', 'LHR'), false);
  assert.equal(sold.sellsAirportChange('BA', 'LHR', 'BA', 'STN'), false); // a self-transfer: no seller
  assert.equal(sold.sellsAirportChange('BA', 'LHR', 'BA', 'CDG'), false); // not a pair of one city
  assert.equal(sold.change('HND', 'NRT')?.minutes, 210);
});

test('sellers are chosen once per leg, a middle leg with one seller for both its connections', () => {
  const at = [{ arrival: 'FRA', departure: 'FRA' }, { arrival: 'ORD', departure: 'ORD' }];
  assert.deepEqual(sold.chooseSellers([['LH'], ['UA', 'AA'], ['UA']], at), ['LH', 'UA', 'UA']);
  // The middle leg sold as AA suits the last (AA) but not the first (LH); as LH, the other way round.
  assert.equal(sold.chooseSellers([['LH'], ['AA', 'LH'], ['AA']], at), undefined);
  // The combinations listing's one choice: listed as LH, AA, AA it is not sold.
  assert.equal(sold.chooseSellers([['LH'], ['AA'], ['AA']], at), undefined);
  assert.deepEqual(sold.chooseSellers([['FR'], ['FR']], [{ arrival: 'STN', departure: 'STN' }]), ['FR', 'FR']);
  assert.equal(sold.chooseSellers([['FR'], ['FR']], [{ arrival: 'DUB', departure: 'DUB' }]), undefined);
});

const wall = (text: string) => wallMinutes(text)!;

test('overnight: at least 240 minutes of the wait between 23:00 and 07:00, as the local times are written', () => {
  assert.equal(nightMinutes(wall('2027-01-13T23:25'), wall('2027-01-14T07:00')), 455);
  assert.equal(isOvernight(wall('2027-01-13T23:25'), wall('2027-01-14T07:00')), true);
  // Dubai's night bank: in at a quarter past midnight, out at half past three.
  assert.equal(nightMinutes(wall('2027-01-14T00:15'), wall('2027-01-14T03:30')), 195);
  assert.equal(isOvernight(wall('2027-01-14T00:15'), wall('2027-01-14T03:30')), false);
  // A long afternoon wait has no night; an evening wait to 03:00 has exactly 240 minutes of it.
  assert.equal(nightMinutes(wall('2027-01-14T12:00'), wall('2027-01-14T22:59')), 0);
  assert.equal(isOvernight(wall('2027-01-14T22:00'), wall('2027-01-15T03:00')), true);
  assert.equal(isOvernight(wall('2027-01-14T22:00'), wall('2027-01-15T02:59')), false);
  // Two nights' edges: 06:00 to 23:30 the same day has 60 + 30.
  assert.equal(nightMinutes(wall('2027-01-14T06:00'), wall('2027-01-14T23:30')), 90);
});

// Times read as UTC and as the destination's wall clock alike: the rules compare each with its own.
const journey = (operated: string, dep: string, arr: string, legs: number, overnight = false): JourneySummary => ({
  operated, departureUtc: wall(dep), arrivalUtc: wall(arr), arrivalWall: wall(arr), legs, overnight, label: operated,
});
const query = { origin: 'SZG', destination: 'BNE', date: '2027-01-13' };
const rules = (list: JourneySummary[], listing: 'trips' | 'combinations' = 'combinations') => checkAnswer(query, listing, list).map((v) => `${v.rule} ${v.message.split('[')[1]!.split(']')[0]}`);

test('dominated: another leaves no earlier, lands no later, no more legs, better in one', () => {
  const same = journey('A', '2027-01-13T06:00', '2027-01-14T12:00', 2);
  assert.deepEqual(rules([same, journey('B', '2027-01-13T07:00', '2027-01-14T11:00', 3)]), []); // more legs
  assert.deepEqual(rules([same, journey('B', '2027-01-13T06:00', '2027-01-14T12:00', 2)]), []); // equal: both stay
  assert.deepEqual(rules([same, journey('B', '2027-01-13T06:00', '2027-01-14T11:59', 2)]), ['dominated A']);
  assert.deepEqual(rules([same, journey('B', '2027-01-13T06:00', '2027-01-14T12:00', 1)]), ['dominated A']);
  assert.deepEqual(rules([same, journey('B', '2027-01-13T05:59', '2027-01-14T10:00', 2)]), []); // leaves earlier
  // A direct journey is never dropped; the same trip under two designators is one trip.
  assert.deepEqual(rules([journey('D', '2027-01-13T06:00', '2027-01-14T12:00', 1), journey('B', '2027-01-13T07:00', '2027-01-14T11:00', 1)]), []);
  assert.deepEqual(rules([same, { ...same, label: 'A again' }]), []);
});

test('overnight kept wrongly: a journey without a night lands by noon the day after the asked date', () => {
  const night = journey('N', '2027-01-13T18:00', '2027-01-14T09:00', 2, true);
  assert.deepEqual(rules([night, journey('D', '2027-01-13T20:00', '2027-01-14T12:00', 3)]), ['overnight N'], 'at noon');
  assert.deepEqual(rules([night, journey('D', '2027-01-13T08:00', '2027-01-13T20:00', 3)]), ['overnight N'], 'the same day');
  assert.deepEqual(rules([night, journey('D', '2027-01-13T19:00', '2027-01-14T12:01', 3)]), [], 'a minute after noon');
  assert.deepEqual(rules([night, journey('M', '2027-01-13T17:00', '2027-01-14T08:00', 2, true)]), [], 'another night');
});

test('repeated trips count in the trips listing only', () => {
  const a = journey('A', '2027-01-13T06:00', '2027-01-14T12:00', 2);
  assert.deepEqual(rules([a, a, a], 'trips'), ['repeated-trip A', 'repeated-trip A']);
  assert.deepEqual(rules([a, a, a], 'combinations'), []);
});

// Reading the answer: SIN→NRT by Singapore Airlines, then HND→CTS by ANA, a change of Tokyo airport
// that ANA sells (and ANA and Singapore Airlines are of one alliance).
const airport = (code: string, city: string, country: string, zone: string, latitude: number, longitude: number): [string, Airport] => [code, { code, city, country, zone, latitude, longitude }];
const tokyo: ValidatorContext = {
  airports: new Map([
    airport('SIN', 'SIN', 'SG', 'Asia/Singapore', 1.36, 103.99),
    airport('NRT', 'TYO', 'JP', 'Asia/Tokyo', 35.77, 140.39),
    airport('HND', 'TYO', 'JP', 'Asia/Tokyo', 35.55, 139.78),
    airport('CTS', 'SPK', 'JP', 'Asia/Tokyo', 42.78, 141.69),
  ]),
  connectionTimes: [],
  sold,
};
const flight = (from: string, dep: string, to: string, arr: string, carriers: Record<string, unknown>) => ({
  Departure: { AirportCode: from, ScheduledTimeLocal: { DateTime: dep } },
  Arrival: { AirportCode: to, ScheduledTimeLocal: { DateTime: arr } },
  ...carriers,
  Details: { DaysOfOperation: '1234567', DatePeriod: { Effective: '2027-01-01', Expiration: '2027-03-01' } },
});
const change = { AirportChange: { FromAirportCode: 'NRT' } };
const tokyoRules = (listing: 'trips' | 'combinations', first: Record<string, unknown>, second: Record<string, unknown>, label: object | null = change) => {
  const second_ = flight('HND', '2027-01-13T20:30', 'CTS', '2027-01-13T22:00', second);
  if (label) second_.Departure = { ...second_.Departure, ...label };
  const schedule = { TotalJourney: { Duration: 'PT14H' }, Flight: [flight('SIN', '2027-01-13T08:00', 'NRT', '2027-01-13T16:00', first), second_] };
  const { violations } = checkSchedule(tokyo, { origin: 'SIN', destination: 'CTS', date: '2027-01-13', listing }, schedule);
  return violations.map((v) => v.rule).filter((r) => r === 'sold' || r === 'airport-change' || r === 'mct');
};
const mc = (airline: string, number: string) => ({ AirlineID: airline, FlightNumber: number });

test('the answer as read: sellers by listing, the change of airport and its label', () => {
  const sq = { MarketingCarrier: mc('SQ', '638'), MarketingCarrierList: { MarketingCarrier: [mc('SQ', '638'), mc('NH', '6201')] } };
  // A list of one may come as an object.
  const nh = { MarketingCarrier: mc('NH', '63'), MarketingCarrierList: { MarketingCarrier: mc('NH', '63') } };
  assert.deepEqual(tokyoRules('trips', sq, nh), []);
  assert.deepEqual(tokyoRules('trips', sq, nh, null), ['airport-change']);
  assert.deepEqual(tokyoRules('trips', sq, nh, { AirportChange: { FromAirportCode: 'HND' } }), ['airport-change']);
  // In the combinations listing only the designator shown sells: SQ then JAL's codeshare on the ANA
  // leg are not sold together (two alliances), though JAL sells the change.
  assert.deepEqual(tokyoRules('combinations', { MarketingCarrier: mc('SQ', '638') }, { MarketingCarrier: mc('JL', '5063'), OperatingCarrier: mc('NH', '63') }), ['airport-change', 'sold']);
  assert.deepEqual(tokyoRules('combinations', { MarketingCarrier: mc('SQ', '638') }, { MarketingCarrier: mc('NH', '63') }), []);
  // The trips listing may pick any listed seller: NH on the first leg suits JL's change.
  const jlOnly = { MarketingCarrier: mc('JL', '5063'), MarketingCarrierList: { MarketingCarrier: [mc('JL', '5063')] }, OperatingCarrier: mc('NH', '63') };
  assert.deepEqual(tokyoRules('trips', { MarketingCarrier: mc('SQ', '638'), MarketingCarrierList: { MarketingCarrier: [mc('SQ', '638')] } }, jlOnly), ['airport-change', 'sold']);
  // A leg without a change must not say it changed.
  const same = flight('SIN', '2027-01-13T08:00', 'NRT', '2027-01-13T16:00', { MarketingCarrier: mc('NH', '1'), Departure: { AirportCode: 'SIN', ScheduledTimeLocal: { DateTime: '2027-01-13T08:00' }, AirportChange: { FromAirportCode: 'XXX' } } });
  const { violations } = checkSchedule(tokyo, { origin: 'SIN', destination: 'NRT', date: '2027-01-13' }, { TotalJourney: { Duration: 'PT7H' }, Flight: same });
  assert.deepEqual(violations.map((v) => v.rule), ['airport-change']);
});

// BCN→HEL→PVG on the night Helsinki's clocks go back (2027-10-31, 04:00 EEST → 03:00 EET): the
// first leg lands at 03:30, a local time that happens twice (00:30Z and 01:30Z), and the wait to the
// 15:40 departure (13:40Z) is 790 or 730 minutes by the reading, against a maximum of 780.
const europeAsia: ValidatorContext = {
  airports: new Map([
    airport('BCN', 'BCN', 'ES', 'Europe/Madrid', 41.3, 2.08),
    airport('HEL', 'HEL', 'FI', 'Europe/Helsinki', 60.32, 24.96),
    airport('PVG', 'SHA', 'CN', 'Asia/Shanghai', 31.14, 121.81),
  ]),
  connectionTimes: [],
  sold,
};
const foldRules = (arrivalUtc: string | undefined) => {
  const first = flight('BCN', '2027-10-30T23:05', 'HEL', '2027-10-31T03:30', { MarketingCarrier: mc('AY', '128') });
  if (arrivalUtc) first.Arrival = { ...first.Arrival, ScheduledTimeUTC: { DateTime: arrivalUtc } } as typeof first.Arrival;
  const second = flight('HEL', '2027-10-31T15:40', 'PVG', '2027-11-01T07:30', { MarketingCarrier: mc('AY', '15') });
  const schedule = { TotalJourney: { Duration: 'P1DT2H25M' }, Flight: [first, second] };
  const { violations } = checkSchedule(europeAsia, { origin: 'BCN', destination: 'PVG', date: '2027-10-30' }, schedule);
  return violations.map((v) => v.rule).filter((r) => r === 'max-connection' || r === 'utc-time');
};

test('a local time in a fold is read as the UTC time beside it says, and that must be one of its readings', () => {
  // Without UTC the earlier reading stands (790 minutes: too long).
  assert.deepEqual(foldRules(undefined), ['max-connection']);
  // The later reading, as the answer's UTC time says: 730 minutes.
  assert.deepEqual(foldRules('2027-10-31T01:30Z'), []);
  assert.deepEqual(foldRules('2027-10-31T00:30Z'), ['max-connection']);
  // A UTC time that is no reading of the local time is wrong in itself.
  assert.deepEqual(foldRules('2027-10-31T02:30Z'), ['utc-time', 'max-connection']);
});
