import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  dayFromIso,
  dayFromSsimDate,
  isoDateFault,
  daysMaskFromText,
  daysText,
  isoFromDay,
  localDateTime,
  isoWeekday,
  operatesOn,
  shiftDaysMask,
} from '../../src/domain/flight-dates.js';
import { isoDuration } from '../../src/domain/iso-duration.js';

test('dates: ISO and SSIM forms, weekdays', () => {
  assert.equal(isoFromDay(dayFromIso('2026-11-21')!), '2026-11-21');
  assert.equal(dayFromIso('2026-02-29'), undefined);
  assert.equal(dayFromIso('2026-13-01'), undefined);
  assert.equal(isoFromDay(dayFromSsimDate('09JUN05')!), '2005-06-09');
  assert.equal(isoFromDay(dayFromSsimDate('31DEC69')!), '2069-12-31');
  assert.equal(isoFromDay(dayFromSsimDate('01JAN70')!), '1970-01-01');
  assert.equal(dayFromSsimDate('31FEB24'), undefined);
  assert.equal(dayFromSsimDate('00XXX00'), undefined);
  assert.equal(isoWeekday(dayFromIso('2026-11-21')!), 6, 'a Saturday');
  assert.equal(isoWeekday(dayFromIso('2026-11-23')!), 1, 'a Monday');
  assert.equal(isoWeekday(dayFromIso('1969-12-28')!), 7, 'a Sunday before the epoch');
});

test('a date that is not written yyyy-MM-dd is told apart from one the calendar does not have', () => {
  assert.equal(isoDateFault('2027-01-15'), undefined);
  assert.equal(isoDateFault('2028-02-29'), undefined, 'a leap day');
  for (const impossible of ['2027-02-30', '2027-02-29', '2027-13-01', '2027-00-10', '2027-04-31', '2027-01-00']) assert.equal(isoDateFault(impossible), 'no such date', impossible);
  for (const malformed of ['2027-1-15', '27-01-15', '2027/01/15', '2027-01-15T10:00', ' 2027-01-15', '', 'tomorrow']) assert.equal(isoDateFault(malformed), 'not yyyy-MM-dd', malformed);
});

test('every epoch day from 1900 to 2200 is written as the calendar writes it', () => {
  for (let day = dayFromIso('1900-01-01')!; day <= dayFromIso('2200-12-31')!; day++) {
    const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (isoFromDay(day) !== expected) assert.fail(`${day}: ${isoFromDay(day)}, not ${expected}`);
    if (dayFromIso(expected) !== day) assert.fail(`${expected} read back as ${dayFromIso(expected)}`);
  }
  assert.equal(isoFromDay(dayFromIso('2000-02-29')!), '2000-02-29', 'a leap day of a 400th year');
  assert.equal(isoFromDay(dayFromIso('2100-03-01')!), '2100-03-01', 'after a century without one');
  assert.equal(isoFromDay(-1), '1969-12-31');
  assert.equal(isoFromDay(dayFromIso('0999-12-31')!), '0999-12-31', 'a year of three digits, padded');
});

test('local date and time of a date and a minute that may run into the next days', () => {
  const day = dayFromIso('2026-12-31')!;
  assert.equal(localDateTime(day, 0), '2026-12-31T00:00');
  assert.equal(localDateTime(day, 9 * 60 + 5), '2026-12-31T09:05');
  assert.equal(localDateTime(day, 1439), '2026-12-31T23:59');
  assert.equal(localDateTime(day, 1440 + 65), '2027-01-01T01:05');
  assert.equal(localDateTime(day, 2 * 1440 + 600), '2027-01-02T10:00');
});

test('days of operation: the SSIM positional field and the API digits', () => {
  assert.equal(daysText(daysMaskFromText('1 3 5 7')!), '1357');
  assert.equal(daysText(daysMaskFromText('1030507')!), '1357');
  assert.equal(daysText(daysMaskFromText('1234567')!), '1234567');
  assert.equal(daysText(daysMaskFromText('   4   ')!), '4');
  assert.equal(daysText(daysMaskFromText('135')!), '135');
  assert.equal(daysMaskFromText('       '), undefined, 'no day at all');
  assert.equal(daysMaskFromText('2 3    '), undefined, '2 is out of place');
  assert.equal(daysMaskFromText('18'), undefined);
  assert.equal(daysText(shiftDaysMask(daysMaskFromText('7')!, 1)), '1', 'Sunday plus one is Monday');
  assert.equal(daysText(shiftDaysMask(daysMaskFromText('1')!, -1)), '7');
  assert.equal(daysText(shiftDaysMask(daysMaskFromText('1357')!, 2)), '2357', 'Sunday plus two is Tuesday');
});

test('a period with frequency rate 2 runs every other week from the week of its first date', () => {
  const first = dayFromIso('2026-12-02')!; // a Wednesday
  const pattern = { first, last: dayFromIso('2027-01-31')!, days: daysMaskFromText('15')!, frequencyRate: 2 };
  const runs = (iso: string) => operatesOn(pattern, dayFromIso(iso)!);
  assert.equal(runs('2026-11-30'), false, 'before the period, though in its first week');
  assert.equal(runs('2026-12-04'), true, 'Friday of the first week');
  assert.equal(runs('2026-12-07'), false, 'Monday of the second week');
  assert.equal(runs('2026-12-14'), true, 'Monday of the third week');
  assert.equal(runs('2026-12-16'), false, 'not a Wednesday pattern');
  assert.equal(operatesOn({ ...pattern, frequencyRate: 1 }, dayFromIso('2026-12-07')!), true);
});

test('durations leave zero parts out', () => {
  assert.equal(isoDuration(65), 'PT1H5M');
  assert.equal(isoDuration(60), 'PT1H');
  assert.equal(isoDuration(5), 'PT5M');
  assert.equal(isoDuration(1440 + 240), 'P1DT4H');
  assert.equal(isoDuration(1440 + 89), 'P1DT1H29M');
  assert.equal(isoDuration(2880), 'P2D');
});
