// Schedules with utc=true on the default dataset: every UTC time is the local time minus the
// airport's offset at that instant (ICU's, not the engine's), across a clock change in Europe.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dayFromIso, isoFromDay, isoWeekday } from '../../../src/domain/flight-dates.js';
import { utcOffsetMinutes } from '../../../src/domain/time-zone.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { todayIn } from '../../support/test-clock.js';
import { many, parseXml, type Xml } from '../../support/xml.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());
const today = todayIn('Europe/Berlin');

/** The next last Sunday of March or October (Europe's clock changes) at least 3 days ahead. */
function nextEuropeanChange(): number {
  for (let day = today + 3; ; day++) {
    const month = isoFromDay(day).slice(5, 7);
    if ((month === '03' || month === '10') && isoWeekday(day) === 7 && isoFromDay(day + 7).slice(5, 7) !== month) return day;
  }
}

const zones = new Map<string, string>();
async function zoneOf(code: string): Promise<string> {
  let zone = zones.get(code);
  if (!zone) {
    const res = await s.get(`/v1/references/airports/${code}`);
    zone = parseXml(await res.text()).AirportResource.Airports.Airport[0].TimeZoneId as string;
    zones.set(code, zone);
  }
  return zone;
}

const minutesOf = (text: string) => dayFromIso(text.slice(0, 10))! * 1440 + Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16));

/** Checks every departure and arrival; returns the offsets seen at the origin, in minutes. */
async function checkUtc(schedules: Xml[]): Promise<Set<number>> {
  const originOffsets = new Set<number>();
  let checked = 0;
  for (const schedule of schedules) {
    for (const flight of many(schedule.Flight)) {
      for (const end of [flight.Departure, flight.Arrival]) {
        const utc = end.ScheduledTimeUTC.DateTime as string;
        assert.match(utc, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
        const utcMinutes = minutesOf(utc);
        const offset = utcOffsetMinutes(await zoneOf(end.AirportCode), utcMinutes * 60_000);
        assert.equal(utcMinutes, minutesOf(end.ScheduledTimeLocal.DateTime) - offset, `${end.AirportCode} ${end.ScheduledTimeLocal.DateTime} → ${utc}`);
        if (end === flight.Departure && end.AirportCode === 'FRA') originOffsets.add(offset);
        checked++;
      }
    }
  }
  assert.ok(checked > 0);
  return originOffsets;
}

test('UTC times are the local times minus the offset of the day, before and after the clock change', async () => {
  const change = nextEuropeanChange();
  const offsets = new Set<number>();
  for (const day of [change - 2, change + 2]) {
    const res = await s.get(`/v2/operations/schedules/FRA/JFK/${isoFromDay(day)}?utc=true&limit=100`);
    assert.equal(res.status, 200);
    for (const o of await checkUtc(many(parseXml(await res.text()).ScheduleResource.Schedule))) offsets.add(o);
  }
  assert.deepEqual([...offsets].sort((a, b) => a - b), [60, 120], "FRA's offset before and after the change");
});

test('in JSON too; and without the flag the answer is the spec layout, the same journeys', async () => {
  const day = isoFromDay(today + 20);
  const path = `/v2/operations/schedules/FRA/JFK/${day}?directFlights=true`;
  const withUtc = await s.get(`${path}&utc=1`, { accept: 'application/json' });
  const json = (await withUtc.json()) as Xml;
  const first = many(json.ScheduleResource.Schedule)[0];
  const flight = many(first.Flight)[0];
  assert.match(flight.Departure.ScheduledTimeUTC.DateTime, /Z$/);
  assert.deepEqual(Object.keys(flight.Departure).slice(0, 3), ['AirportCode', 'ScheduledTimeLocal', 'ScheduledTimeUTC'], 'after the local time');
  assert.match(json.ScheduleResource.Meta.Link[0]['@Href'], /[?&]utc=true/);

  const plain = await (await s.get(path)).text();
  const flagged = await (await s.get(`${path}&utc=false`)).text();
  assert.doesNotMatch(plain, /ScheduledTimeUTC/);
  assert.doesNotMatch(flagged, /ScheduledTimeUTC/);
  const utcXml = await (await s.get(`${path}&utc=true`)).text();
  const strip = (text: string) => parseXml(text.replace(/<ScheduledTimeUTC>.*?<\/ScheduledTimeUTC>/g, '')).ScheduleResource.Schedule;
  assert.deepEqual(strip(utcXml), strip(plain));
  const bad = await s.get(`${path}&utc=yes`);
  assert.equal(bad.status, 400);
});
