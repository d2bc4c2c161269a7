// What the SSIM import plan says about legs it keeps but can never answer: non-passenger service
// types, and periods outside the dates a schedule can be asked for.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { dayFromIso } from '../../src/domain/flight-dates.js';
import { planSsimImport } from '../../src/ingest/ssim-import.js';
import { REPO_ROOT } from '../support/paths.js';

const FIXTURE = join(REPO_ROOT, 'test', 'fixtures', 'ssim', 'complete.ssim');
const ZONES: [string, string][] = [['FRA', 'Europe/Berlin'], ['MUC', 'Europe/Berlin'], ['HAM', 'Europe/Berlin'], ['JFK', 'America/New_York'], ['CDG', 'Europe/Paris'], ['LHR', 'Europe/London'], ['BER', 'Europe/Berlin']];
const known = { locations: new Map(ZONES), aircraft: new Set(['320', '359']) };

/** The fixture with each line changed by `change`, in a file of its own. */
function changed(change: (line: string) => string): { file: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-ssim-plan-'));
  const lines = readFileSync(FIXTURE, 'utf8').split('\n').map(change);
  const file = join(dir, 'complete.ssim');
  writeFileSync(file, lines.join('\n'));
  return { file, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

test('a file whose every leg lies outside today … today + 360 is imported with a loud warning', async () => {
  const plan = await planSsimImport([FIXTURE], known, dayFromIso('2027-01-01')!);
  assert.ok(plan.legs.length > 0);
  assert.ok(
    plan.summary.some((line) => line.includes(`WARNING: none of the ${plan.legs.length} legs flies between 2027-01-01 and 2027-12-27`)),
    plan.summary.join('\n'),
  );
  const inside = await planSsimImport([FIXTURE], known, dayFromIso(plan.legs[0]!.firstDate)!);
  assert.ok(!inside.summary.some((line) => /WARNING/.test(line)), inside.summary.join('\n'));
});

test('legs of a non-passenger service type are counted as never offered', async () => {
  // Column 14 of a flight leg record is its service type; F is cargo.
  const cargo = changed((l) => (l.startsWith('3') ? l.slice(0, 13) + 'F' + l.slice(14) : l));
  try {
    const plan = await planSsimImport([cargo.file], known, dayFromIso('2005-06-05')!);
    assert.ok(plan.legs.length > 0);
    assert.ok(plan.summary.some((l) => l.includes(`${plan.legs.length} of the ${plan.legs.length} legs are of a non-passenger service type`)), plan.summary.join('\n'));
  } finally {
    cargo.dispose();
  }
});

test('a leg whose stated UTC variation is not its airport zone\'s is reported', async () => {
  const stale = changed((l) => l.replace('HAM10151015+0200', 'HAM10151015+0100'));
  try {
    const plan = await planSsimImport([stale.file], known, dayFromIso('2005-06-05')!);
    assert.ok(
      plan.summary.some((l) => l.includes('1 legs state a UTC variation') && l.includes('ZZ 702 MUC-HAM 2005-06-05 at HAM: +0100 stated, +0200 in Europe/Berlin')),
      plan.summary.join('\n'),
    );
    const clean = await planSsimImport([FIXTURE], known, dayFromIso('2005-06-05')!);
    assert.ok(!clean.summary.some((l) => /UTC variation/.test(l)), clean.summary.join('\n'));
  } finally {
    stale.dispose();
  }
});
