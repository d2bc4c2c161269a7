// The files of an OpenTravelData import and reading them: every file but a POR file is optional,
// and each one read drops its malformed rows in the report as it goes.
import type { ReportBuilder } from './sources/import-report.js';
import { readBestKnown, readPorRef, readPorFile, readPorTimeZones, readScheduledCodes, type PorRecord } from './sources/optd-por.js';
import { readOptdAircraft, readOptdAirlines, readOptdCountries, type FeedAircraft, type FeedAirline, type FeedCountry } from './sources/optd-reference.js';
import { readOptional } from './feed-merge.js';

export const OPTD = {
  public: 'optd_por_public.csv',
  publicEn: 'optd_por_public_en.csv',
  bestKnown: 'optd_por_best_known_so_far.csv',
  retired: 'optd_por_no_longer_valid.csv',
  tz: 'optd_por_tz.csv',
  ref: 'optd_por_ref.csv',
  routes: 'optd_airline_por.csv',
  countries: 'optd_countries.csv',
  aircraft: 'optd_aircraft.csv',
  airlines: 'optd_airlines.csv',
} as const;

type OptdTexts = Record<keyof typeof OPTD, string | undefined>;

/** What the files hold; a file that is not there leaves its part undefined or empty. */
export interface OptdFeed {
  porName: string;
  /** The POR file is the English extract: no positions, city codes, zones or validity dates. */
  english: boolean;
  por: PorRecord[];
  best: PorRecord[] | undefined;
  retired: PorRecord[];
  tzFile: Map<string, string>;
  ref: Map<string, { types: string; countryCode: string }>;
  refCountry: Map<string, string>;
  /** Codes with scheduled flights in the airlines' routes. */
  scheduled: Set<string> | undefined;
  countries: FeedCountry[] | undefined;
  aircraft: FeedAircraft[] | undefined;
  airlines: FeedAirline[];
  /** False when the airlines file is absent or empty. */
  hasAirlinesFile: boolean;
  filesUsed: string[];
}

export async function readOptdTexts(dir: string): Promise<OptdTexts> {
  return Object.fromEntries(
    await Promise.all(Object.entries(OPTD).map(async ([k, name]) => [k, await readOptional(dir, name)] as const)),
  ) as OptdTexts;
}

/** The POR file to read: the full one, which holds every language, else the English extract. */
export function porFileOf(texts: OptdTexts, dir: string): { name: string; text: string } {
  const name = texts.public !== undefined ? OPTD.public : OPTD.publicEn;
  const text = texts.public ?? texts.publicEn;
  if (text === undefined) {
    throw new Error(`${dir} has neither ${OPTD.public} nor ${OPTD.publicEn}: one of them is required for an OpenTravelData import`);
  }
  return { name, text };
}

export function readOptdFeed(texts: OptdTexts, porFile: { name: string; text: string }, report: ReportBuilder, today: string): OptdFeed {
  const filesUsed: string[] = [porFile.name];
  const use = <T>(text: string | undefined, name: string, read: (t: string) => T): T | undefined => {
    if (text === undefined) return undefined;
    filesUsed.push(name);
    return read(text);
  };
  const por = readPorFile(porFile.text, porFile.name, report);
  if (texts.public !== undefined && texts.publicEn !== undefined) {
    report.notes.push(`${OPTD.publicEn} not read: ${OPTD.public} holds every language`);
  }
  const best = use(texts.bestKnown, OPTD.bestKnown, (t) => readBestKnown(t, OPTD.bestKnown, report));
  const retired = use(texts.retired, OPTD.retired, (t) => readPorFile(t, OPTD.retired, report).records) ?? [];
  const tzFile = use(texts.tz, OPTD.tz, (t) => readPorTimeZones(t, OPTD.tz, report)) ?? new Map<string, string>();
  const ref = use(texts.ref, OPTD.ref, (t) => readPorRef(t, OPTD.ref, report)) ?? new Map<string, { types: string; countryCode: string }>();
  const scheduled = use(texts.routes, OPTD.routes, (t) => readScheduledCodes(t, OPTD.routes, report));
  const countries = use(texts.countries, OPTD.countries, (t) => readOptdCountries(t, OPTD.countries, report));
  const aircraft = use(texts.aircraft, OPTD.aircraft, (t) => readOptdAircraft(t, OPTD.aircraft, report));
  const airlines = use(texts.airlines, OPTD.airlines, (t) => readOptdAirlines(t, OPTD.airlines, report, today)) ?? [];
  return {
    porName: porFile.name,
    english: por.layout === 'english-extract',
    por: por.records,
    best,
    retired,
    tzFile,
    ref,
    refCountry: new Map([...ref].map(([code, r]) => [code, r.countryCode])),
    scheduled,
    countries,
    aircraft,
    airlines,
    hasAirlinesFile: Boolean(texts.airlines),
    filesUsed,
  };
}
