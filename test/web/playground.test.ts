// The playground page in a real browser (Debian's Chromium, driven by playwright-core) against
// the real server: token, a list, its next link, JSON, errors, curl, the map; screenshots are
// left in test-artifacts/ (the page, the map before and after a click, the journey table).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from '../support/paths.js';
import { isoFromDay } from '../../src/domain/flight-dates.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer } from '../support/server.js';
import { todayIn } from '../support/test-clock.js';
import { pointOf } from '../../src/web/map-projection.js';
import { until } from '../support/wait.js';

const CHROMIUM = '/usr/bin/chromium';
/** A date of the schedules step: a week ahead of the suite's date at Frankfurt. */
const SCHEDULE_DATE = isoFromDay(todayIn('Europe/Berlin') + 7);
// Chromium's own network traffic is refused on closed machines; these flags keep it from trying.
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TIMEOUT_MS = 15_000;

async function selectOperation(page: Page, id: string): Promise<void> {
  await page.selectOption('#operation', id);
  await page.waitForURL((url) => url.hash === `#${id}`);
}

async function sendAndWait(page: Page, send: () => Promise<unknown>): Promise<void> {
  const response = page.waitForResponse((r) => !r.url().endsWith('/openapi.json') && !r.url().includes('/oauth/'));
  await send();
  await response;
  await page.waitForSelector('#response:not([aria-busy])');
}

/** Whether `read` comes to give something other than `from` (false only at the safety net of wait.ts). */
async function changes(read: () => Promise<string>, from: string): Promise<boolean> {
  return until(async () => (await read()) !== from, 'changed').then(() => true, () => false);
}

const bodyText = (page: Page) => page.locator('#response-body').innerText();
const statusText = (page: Page) => page.locator('#response-status').innerText();

test('the playground in Chromium: token, call, follow, JSON, errors, curl, map', { timeout: 120_000 }, async (t) => {
  if (!existsSync(CHROMIUM)) {
    t.skip(`${CHROMIUM} is not installed (apt-get install chromium); .ci/run installs it`);
    return;
  }
  const server = await startTestServer();
  // Playwright gives every launch a fresh, temporary profile of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 60_000 }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  const problems: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(TIMEOUT_MS);
    // A CSP violation or a script error anywhere fails the test.
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
    });

    // 1. The page loads and builds its picker from /openapi.json.
    await page.goto(`${server.url}/`);
    await page.waitForSelector('body[data-ready="true"]');
    const options = await page.locator('#operation option').count();
    assert.ok(options >= 20, `${options} operations in the picker`);
    // Each entry is one operation, told apart from every other by its name (aliases of a resource
    // under another path family share a summary).
    const repeatedNames = await page.locator('#operation').evaluate((e) => {
      const select = e as unknown as { options: ArrayLike<{ text: string }> };
      const texts = Array.from(select.options).map((o) => o.text);
      return texts.filter((text, i) => texts.indexOf(text) !== i);
    });
    assert.deepEqual(repeatedNames, [], 'names listed twice in the picker');
    // Each operation's name fits the picker, not cut (its whole summary and path are shown below it once picked).
    const cut = await page.locator('#operation').evaluate((e) => {
      type Select = { clientWidth: number; options: ArrayLike<{ text: string }> };
      const doc = (globalThis as unknown as { document: { createElement(tag: string): { getContext(kind: string): { font: string; measureText(t: string): { width: number } } } } }).document;
      const style = (globalThis as unknown as { getComputedStyle(e: unknown): { font: string; paddingLeft: string; paddingRight: string } }).getComputedStyle(e);
      const context = doc.createElement('canvas').getContext('2d');
      context.font = style.font;
      const select = e as unknown as Select;
      // What the text has: the box less its padding and Chromium's drop-down arrow (about 20 px).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return Array.from(select.options)
        .map((o) => o.text)
        .filter((text) => context.measureText(text).width > room)
        .map((text) => `${text}: ${Math.ceil(context.measureText(text).width)} px in ${Math.floor(room)}`);
    });
    assert.deepEqual(cut, [], 'operation names wider than the picker');

    // 2. A token through the real token endpoint; the countdown shows and runs.
    await page.fill('#client-id', CLIENT_ID);
    await page.fill('#client-secret', CLIENT_SECRET);
    await page.click('#get-token');
    const countdown = page.locator('#token-countdown');
    await countdown.waitFor();
    const first = await countdown.innerText();
    assert.match(first, /^\d+:\d{2}:\d{2}$/);
    assert.ok(await changes(() => countdown.innerText(), first), 'the countdown runs');

    // 3. The airports list, as XML.
    await selectOperation(page, 'listAirports');
    await page.fill('#param-limit', '5');
    await sendAndWait(page, () => page.click('#send'));
    assert.match(await statusText(page), /^200\b/);
    const firstPage = await bodyText(page);
    assert.match(firstPage, /<AirportResource>/);
    assert.match(firstPage, /<Airport>\s*<AirportCode>AAA<\/AirportCode>/);
    assert.match(await page.locator('#response-headers').textContent() ?? '', /content-type\s*application\/xml/);
    assert.match(await page.locator('#response-time').innerText(), /\d+ ms/);

    // 4. Its next link, followed with the token: offset 5, other airports.
    await sendAndWait(page, () => page.click('#response-links button[data-rel="next"]'));
    assert.match(await statusText(page), /^200\b/);
    assert.equal(await page.inputValue('#param-offset'), '5');
    assert.match(await page.locator('#response-request').innerText(), /offset=5/);
    const secondPage = await bodyText(page);
    assert.doesNotMatch(secondPage, /<AirportCode>AAA<\/AirportCode>/);
    assert.match(secondPage, /<AirportCode>\w{3}<\/AirportCode>/);

    // 5. The same as JSON.
    await page.check('input[name="format"][value="application/json"]');
    await sendAndWait(page, () => page.click('#send'));
    assert.match(await statusText(page), /^200\b/);
    const json = JSON.parse(await bodyText(page)) as { AirportResource: { Airports: { Airport: { AirportCode: string }[] } } };
    assert.equal(json.AirportResource.Airports.Airport.length, 5);
    assert.match(await page.locator('#response-headers').textContent() ?? '', /content-type\s*application\/json/);

    // 6. The browser checks a code with the server's pattern before sending anything…
    await selectOperation(page, 'getAirport');
    await page.fill('#param-code', '12');
    const before = await page.locator('#response-request').innerText();
    await page.click('#send');
    // In words (the parameter's description), not the pattern's symbols.
    assert.match(await page.locator('#problem-code').innerText(), /^Expected: Three-letter IATA location code/);
    assert.doesNotMatch(await page.locator('#problem-code').innerText(), /\[A-Za-z\]/);
    assert.equal(await page.locator('#param-code').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#response-request').innerText(), before, 'nothing was sent');
    // …unless asked to send it unchecked: then the server's 400 and its ProcessingError show.
    await page.check('#skip-validation');
    await sendAndWait(page, () => page.click('#send'));
    assert.match(await statusText(page), /^400\b/);
    assert.match(await page.locator('#response-error').innerText(), /3002 InputValidation: Malformed airport code: expected 3 letters/);
    await page.uncheck('#skip-validation');

    // 7. An unknown airport: 404 and the catalogue's description.
    await page.fill('#param-code', 'ZZX');
    await sendAndWait(page, () => page.click('#send'));
    assert.match(await statusText(page), /^404\b/);
    assert.match(await page.locator('#response-error').innerText(), /2002 ResourceNotFound: Unknown airport code ZZX/);
    assert.match(await bodyText(page), /"Description": "Unknown airport code ZZX/);

    // 8. The curl command has the path, the Accept and the Authorization header.
    const curl = await page.locator('#curl-command').innerText();
    assert.match(curl, new RegExp(`'${server.url}/v1/references/airports/ZZX'`));
    assert.match(curl, /-H 'Authorization: Bearer [\w-]+\.[\w-]+\.[\w-]+'/);
    assert.match(curl, /-H 'Accept: application\/json'/);

    // 9. An airline by its ICAO designator, which the code's pattern allows.
    await selectOperation(page, 'getAirline');
    await page.fill('#param-code', 'DLH');
    await sendAndWait(page, () => page.click('#send'));
    assert.match(await statusText(page), /^200\b/);
    assert.match(await bodyText(page), /"AirlineID": "LH",\s*"AirlineID_ICAO": "DLH"/);

    // 10. The map, beside the form at the response's width: a click on Munich's airport reads as
    // its coordinates (to a pixel's width) and gives five airports, MUC first, plotted.
    await selectOperation(page, 'getNearestAirports');
    const map = page.locator('#world-map');
    // Coastlines and borders are drawn: central Germany is land, the mid-Atlantic sea.
    await page.waitForSelector('#world-map .map-land');
    await map.scrollIntoViewIfNeeded();
    // Runs in the page (the suite is compiled without the DOM's types): the content box and view the click is read in.
    const geometry = () =>
      map.evaluate((e) => {
        const svg = e as unknown as { clientLeft: number; clientTop: number; clientWidth: number; clientHeight: number; getBoundingClientRect(): { left: number; top: number }; getAttribute(n: string): string | null };
        const rect = svg.getBoundingClientRect();
        const [x, y, width, height] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
        return { content: { x: rect.left + svg.clientLeft, y: rect.top + svg.clientTop, width: svg.clientWidth, height: svg.clientHeight }, view: { x: x!, y: y!, width: width!, height: height! } };
      });
    const world = await geometry();
    assert.ok(world.content.width >= 760 && world.content.height >= 380, `the map is ${world.content.width}×${world.content.height}`);
    assert.ok(((await page.getAttribute('#world-map .map-land', 'd')) ?? '').length > 10_000, 'the land outline');
    assert.ok(((await page.getAttribute('#world-map .map-borders', 'd')) ?? '').length > 1_000, 'the borders');
    const classAt = (longitude: number, latitude: number) => {
      const p = pointOf(world.view, world.content, { latitude, longitude });
      return page.evaluate(
        ([x, y]) =>
          (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { getAttribute(name: string): string | null } | null } }).document
            .elementFromPoint(x!, y!)
            ?.getAttribute('class') ?? '',
        [p.x, p.y],
      );
    };
    assert.equal(await classAt(10.5, 51), 'map-land');
    assert.equal(await classAt(-40, 25), 'map-sea');
    mkdirSync(join(REPO_ROOT, 'test-artifacts'), { recursive: true });
    await map.screenshot({ path: join(REPO_ROOT, 'test-artifacts', 'playground-map.png') });
    const munich = { latitude: 48.3538, longitude: 11.7861 };
    const aimed = pointOf(world.view, world.content, munich);
    await sendAndWait(page, () => page.mouse.click(aimed.x, aimed.y));
    assert.match(await statusText(page), /^200\b/);
    const [lat, lon] = (await page.inputValue('#param-coordinates')).split(',').map(Number);
    // The pointer's exact position, not the click's whole pixels (a pixel is 0.46° here): to the field's 0.001°.
    assert.ok(Math.abs(lat! - munich.latitude) <= 0.002 && Math.abs(lon! - munich.longitude) <= 0.002, `${lat},${lon} for Munich ${munich.latitude},${munich.longitude}`);
    await page.waitForSelector('.map-airport >> nth=4');
    assert.equal(await page.locator('.map-airport').count(), 5);
    assert.equal(await page.locator('.map-airport').first().getAttribute('data-code'), 'MUC');
    await map.screenshot({ path: join(REPO_ROOT, 'test-artifacts', 'playground-map-nearest.png') });

    // 11. Schedules in a table beside the document: local times, durations, connections, flights.
    await selectOperation(page, 'getSchedules');
    await page.fill('#param-origin', 'FRA');
    await page.fill('#param-destination', 'JFK');
    await page.fill('#param-fromDateTime', 'next week');
    await page.click('#send');
    assert.match(await page.locator('#problem-fromDateTime').innerText(), /^Expected: yyyy-MM-dd/);
    await page.fill('#param-fromDateTime', SCHEDULE_DATE);
    await page.fill('#param-limit', '10');
    await sendAndWait(page, () => page.click('#send'));
    assert.match(await statusText(page), /^200\b/);
    const rows = page.locator('#response-journeys tr.journey');
    assert.ok((await rows.count()) >= 1, 'journey rows');
    const row = await rows.first().innerText();
    assert.match(row, new RegExp(`${SCHEDULE_DATE}\\s+\\d\\d:\\d\\d FRA`), row);
    assert.match(row, /\d\d:\d\d JFK/, row);
    assert.match(row, /\d+ h( \d+ min)?/, 'a duration in words');
    assert.match(row, /direct|1 via|2 via/);
    assert.match(row, /[A-Z0-9]{2}\d+ FRA \d\d:\d\d → /, 'its flights');
    assert.ok(await page.locator('#response-body').isVisible(), 'the raw document stays');
    await page.locator('#response-journeys').screenshot({ path: join(REPO_ROOT, 'test-artifacts', 'playground-journeys.png') });
    // Nothing of the table is cut off or scrolled out of sight at 1400 px: the Flights column wraps.
    const overflow = await page.locator('#response-journeys').evaluate((e) => {
      const box = e as unknown as { scrollWidth: number; clientWidth: number };
      return box.scrollWidth - box.clientWidth;
    });
    assert.ok(overflow <= 0, `the journey table overflows by ${overflow} px`);

    // 10. The location search answers as q is typed, once the typing pauses.
    await selectOperation(page, 'searchLocations');
    // Its name cut short in the picker, its whole summary below it; its description: the first sentence, the rest behind "more".
    assert.equal(await page.locator('#operation option:checked').innerText(), 'Cities and airports by what was typed · references');
    assert.equal(await page.locator('#operation-summary').innerText(), 'Cities and airports by what was typed (autocomplete)');
    const description = page.locator('#operation-description');
    assert.match(await description.innerText(), /^Cities and locations whose code[^.]*\.\s*more$/);
    assert.equal(await description.locator('details.more').getAttribute('open'), null);
    await description.locator('details.more > summary').click();
    assert.match(await description.innerText(), /Best matches first/);
    await page.fill('#param-q', '');
    const typed = page.waitForResponse((r) => r.url().includes('/locations?') && r.url().includes('q=heathrow'));
    await page.locator('#param-q').pressSequentially('heathrow', { delay: 30 });
    await typed;
    await page.waitForSelector('#response:not([aria-busy])');
    assert.match(await statusText(page), /^200\b/);
    assert.match(await bodyText(page), /"AirportCode": "LHR"/);

    mkdirSync(join(REPO_ROOT, 'test-artifacts'), { recursive: true });
    await page.screenshot({ path: join(REPO_ROOT, 'test-artifacts', 'playground.png'), fullPage: true });

    // 12. An error's InfoURL opens the catalogue on its own row.
    await page.goto(`${server.url}/docs/errors#3002`);
    assert.equal(await page.evaluate(() => (globalThis as unknown as { location: { hash: string } }).location.hash), '#3002');
    assert.match(await page.locator('tr:target').innerText(), /3002\s+400\s+InputValidation\s+Malformed airport code/);

    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
