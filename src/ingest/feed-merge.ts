// What the feed imports share: the default dataset as the fallback, looked up by code, and the
// small steps of merging a feed into it. Nothing is filled silently: every gap filled from the
// default dataset is stated in the report.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import tzLookup from '@photostructure/tz-lookup';
import { greatCircleKm } from '../domain/geo.js';
import type { DatasetContent } from '../dataset/dataset-content.js';
import { ReportBuilder, type ImportReport } from './sources/import-report.js';


// Pick, not Omit<…, 'seats' | 'info'>: the content gains parts (schedules) that a reference feed never carries.
// Airlines only from a feed that has them (OpenTravelData); otherwise the dataset keeps its own.
export type Content = Pick<DatasetContent, 'countries' | 'locations' | 'cities' | 'aircraft'> & Partial<Pick<DatasetContent, 'airlines'>> & { sources: string[] };
export type LocationRecord = DatasetContent['locations'][number];
export type CityRecord = DatasetContent['cities'][number];

/** What the import falls back on: the default dataset (its seats and schedules play no part). */
export type FeedBase = Pick<DatasetContent, 'countries' | 'locations' | 'cities' | 'aircraft' | 'airlines'>;

export interface FeedImport {
  content: Content;
  report: ImportReport;
}

export interface ImportOptions {
  /** YYYY-MM-DD the validity dates are judged against: today (UTC) on the service's calendar. */
  today: string;
  /** Called every 1,000 rows or so, and once at the end with done = total. */
  onProgress?: (done: number, total: number) => void;
}

/** A base record of the same code further away than this is another place (the code was reused). */
export const SAME_PLACE_KM = 100;
const PROGRESS_STEP = 1000;

export class Base {
  readonly locations: Map<string, LocationRecord>;
  readonly cities: Map<string, CityRecord>;
  readonly countries: Map<string, DatasetContent['countries'][number]>;
  readonly aircraft: Map<string, DatasetContent['aircraft'][number]>;
  readonly airlines: Map<string, DatasetContent['airlines'][number]>;

  constructor(readonly content: FeedBase) {
    this.locations = new Map(content.locations.map((l) => [l.code, l]));
    this.cities = new Map(content.cities.map((c) => [c.code, c]));
    this.countries = new Map(content.countries.map((c) => [c.code, c]));
    this.aircraft = new Map(content.aircraft.map((a) => [a.code, a]));
    this.airlines = new Map(content.airlines.map((a) => [a.code, a]));
  }

  /** The base location of that code, if it is the same place (near `at`, or in `country`). */
  location(code: string, at?: { latitude?: number; longitude?: number }, country?: string): LocationRecord | undefined {
    const l = this.locations.get(code);
    if (!l) return undefined;
    if (at?.latitude !== undefined && at.longitude !== undefined) {
      return greatCircleKm(l.latitude, l.longitude, at.latitude, at.longitude) <= SAME_PLACE_KM ? l : undefined;
    }
    return country === undefined || country === l.countryCode ? l : undefined;
  }

  city(code: string, country?: string): CityRecord | undefined {
    const c = this.cities.get(code);
    return c && (country === undefined || c.countryCode === country) ? c : undefined;
  }
}

/** `names` plus the base names in languages `names` lacks; `added` tells whether any were. */
export function withBaseNames(names: Record<string, string>, base: Record<string, string> | undefined): { names: Record<string, string>; added: boolean } {
  if (!base) return { names, added: false };
  const out = { ...names };
  let added = false;
  for (const [lang, text] of Object.entries(base)) {
    if (out[lang] === undefined && text.trim() !== '') {
      out[lang] = text;
      added = true;
    }
  }
  return { names: out, added };
}

export type ZoneSource = 'feed row' | 'tz file' | 'default dataset' | 'coordinates';

/** The first zone offered, with where it came from; undefined when none is offered. */
export function firstZone(offers: readonly [ZoneSource, string | undefined][]): { zone: string; source: ZoneSource } | undefined {
  for (const [source, zone] of offers) if (zone) return { zone, source };
  return undefined;
}

export function zoneAt(latitude: number, longitude: number): string | undefined {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return undefined;
  }
}

export class Counter<K extends string> {
  private readonly counts = new Map<K, number>();
  add(key: K): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export async function readOptional(dir: string, name: string): Promise<string | undefined> {
  try {
    return await readFile(join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function progressOf(texts: readonly (string | undefined)[], onProgress?: (done: number, total: number) => void) {
  const total = texts.reduce((n, t) => n + (t ? t.split('\n').filter((l) => l.trim() !== '').length : 0), 0);
  let done = 0;
  return {
    tick: (): void => {
      done++;
      if (onProgress && done % PROGRESS_STEP === 0) onProgress(Math.min(done, total), total);
    },
    end: (): void => onProgress?.(total, total),
  };
}

/** Countries: the feed's (English names) with the base's other languages, plus those the feed lacks. */
export function mergeCountries(
  feed: readonly { code: string; name: string }[] | undefined,
  base: Base,
  file: string,
  report: ReportBuilder,
): DatasetContent['countries'] {
  if (!feed) {
    report.missing.push(`no ${file}: countries from the default dataset (${base.content.countries.length})`);
    return base.content.countries.map((c) => ({ code: c.code, names: { ...c.names } }));
  }
  let filled = 0;
  const out = feed.map((c) => {
    const { names, added } = withBaseNames({ en: c.name }, base.countries.get(c.code)?.names);
    if (added) filled++;
    return { code: c.code, names };
  });
  const inFeed = new Set(feed.map((c) => c.code));
  const extra = base.content.countries.filter((c) => !inFeed.has(c.code));
  out.push(...extra.map((c) => ({ code: c.code, names: { ...c.names } })));
  report.missing.push(`${file} has English names only: names in other languages kept from the default dataset for ${plural(filled, 'country', 'countries')}`);
  if (extra.length > 0) {
    report.missing.push(
      `${file} lacks ${plural(extra.length, 'country', 'countries')} the default dataset has (${extra.map((c) => c.code).join(', ')}): kept from the default dataset`,
    );
  }
  return out;
}

export function sortByCode<T extends { code: string }>(list: T[]): T[] {
  return list.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
