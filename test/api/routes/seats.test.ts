import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestServer, type TestServer } from '../../support/server.js';
import { many, parseXml, type Xml } from '../../support/xml.js';
import { skyrefCommand } from '../../support/skyref-command.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => s?.close());

async function seats(path: string): Promise<Xml> {
  const res = await s.get(`/v1/references/seatdetails/${path}`);
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return parseXml(text).SeatResource;
}

function size(seat: Xml) {
  const z = seat.SeatDetails.Details.Size;
  return { uom: z.UOM, pitch: Number(z.SeatPitchLow), width: Number(z.SeatWidthLow), recline: Number(z.SeatRecline.$), type: z.SeatRecline['@ReclineType'], text: z.SeatReclineType };
}

describe('seat details', () => {
  test('320/M: an economy seat a seat guide would recognise', async () => {
    const doc = await seats('320/M');
    assert.equal(doc.Seats.Seat.length, 1);
    const seat = doc.Seats.Seat[0];
    assert.equal(seat.CabinType.Code, 'M');
    assert.equal(seat.AircraftSummary[0].AirlineEquipCode, 'A320');
    const z = size(seat);
    assert.equal(z.uom, 'INCH');
    assert.ok(z.pitch >= 28 && z.pitch <= 32, `pitch ${z.pitch}`);
    assert.ok(z.width >= 17 && z.width <= 18.5, `width ${z.width}`);
    assert.equal(z.type, 'relative');
    assert.match(z.text, /recline/i);
    assert.equal(doc.Meta['@Version'], '1.0.0');
  });

  test('388/F: a flat bed, 180 degrees absolute, description in the asked language', async () => {
    const seat = (await seats('388/F?lang=de')).Seats.Seat[0];
    const z = size(seat);
    assert.equal(z.type, 'absolute');
    assert.equal(z.recline, 180);
    assert.ok(z.pitch > 60);
    assert.match(z.text, /Grad/);
  });

  test('without a cabin every cabin of the type is listed, premium first', async () => {
    const doc = await seats('77W');
    const cabins = doc.Seats.Seat.map((x: Xml) => x.CabinType.Code);
    assert.ok(cabins.length >= 3, cabins.join());
    assert.deepEqual(cabins, [...cabins].sort((a: string, b: string) => 'FCEM'.indexOf(a) - 'FCEM'.indexOf(b)));
    assert.ok(cabins.includes('M') && cabins.includes('C'));
    assert.ok(doc.Seats.Link.some((l: Xml) => l['@Href'].endsWith('/v1/references/aircraft/77W')));
  });

  test('Y, W and J (the schedules\' economy, IATA\'s compartments) are M, E and C, in any case, answered as M, E, C', async () => {
    const all = (await seats('77W')).Seats.Seat.map((x: Xml) => x.CabinType.Code as string);
    for (const [alias, cabin] of [['Y', 'M'], ['y', 'M'], ['W', 'E'], ['J', 'C'], ['j', 'C']] as const) {
      if (!all.includes(cabin)) continue;
      const doc = await seats(`77W/${alias}`);
      assert.deepEqual(doc, await seats(`77W/${cabin}`), alias);
      assert.equal(doc.Seats.Seat[0].CabinType.Code, cabin);
      assert.ok(many(doc.Meta.Link).some((l: Xml) => l['@Rel'] === 'self' && l['@Href'].endsWith(`/v1/references/seatdetails/77W/${cabin}`)), alias);
    }
    assert.ok(all.includes('M') && all.includes('C'), 'the aliases were tried');
  });

  test('unknown aircraft or missing cabin is 404; malformed codes 400', async () => {
    for (const [path, status, code] of [
      ['ZZ9/M', 404, '2004'],
      ['320/F', 404, '2006'],
      ['TRN', 404, '2005'],
      ['32/M', 400, '3004'],
      ['3200/M', 400, '3004'],
      ['320/Q', 400, '3005'],
      ['320/1', 400, '3005'],
      ['320/MM', 400, '3005'],
    ] as const) {
      const res = await s.get(`/v1/references/seatdetails/${path}`);
      const text = await res.text();
      assert.equal(res.status, status, `${path}: ${text}`);
      assert.equal(parseXml(text).ProcessingErrors.ProcessingError[0].Code, code, path);
    }
  });
});

describe('seat CSV import', () => {
  const skyref = (...args: string[]) =>
    skyrefCommand(args, { SKYREF_DATA_DIR: s.dataDir });

  test('a file with a bad row is refused whole, with the line and reason', async () => {
    const file = join(s.dataDir, 'bad.csv');
    writeFileSync(file, 'aircraft_code,cabin,pitch_in,width_in,recline,recline_type\n320,M,29,17.2,3,relative\n320,Q,29,17,3,relative\n');
    await assert.rejects(skyref('import', 'seats', file), (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr, /bad\.csv:3: cabin "Q" is not M, E, C or F/);
      assert.match(error.stderr, /nothing imported/);
      return true;
    });
    await s.server.reload();
    assert.equal(size((await seats('320/M')).Seats.Seat[0]).pitch !== 29, true, 'dataset unchanged');
  });

  test('an import replaces the figures of the aircraft it names and keeps the others', async () => {
    const before388 = size((await seats('388/F')).Seats.Seat[0]);
    const file = join(s.dataDir, 'seats.csv');
    writeFileSync(file, '# our A320 fleet\naircraft_code,cabin,pitch_in,width_in,recline,recline_type\n320,M,29,17.2,3,relative\n');
    const { stdout } = await skyref('import', 'seats', file);
    assert.match(stdout, /imported 1 cabins of 1 aircraft types/);
    await s.server.reload();
    const doc = await seats('320');
    assert.deepEqual(doc.Seats.Seat.map((x: Xml) => x.CabinType.Code), ['M'], 'the A320 now has the imported cabin only');
    assert.equal(size(doc.Seats.Seat[0]).width, 17.2);
    assert.deepEqual(size((await seats('388/F')).Seats.Seat[0]), before388);
  });
});
