// Airlines of an OpenTravelData import: the feed's, with what the default dataset knows of the
// same airline, and the default dataset's airlines the feed lacks. IATA reissues designators, so a
// default airline lends its country and names only to the same airline: ICAO designators that do
// not disagree, or the same English name (the feed's ICAO designator may be an old one).
import type { DatasetContent } from '../dataset/dataset-content.js';
import { type Base, plural, withBaseNames } from './feed-merge.js';
import type { ReportBuilder } from './sources/import-report.js';
import type { FeedAirline } from './sources/optd-reference.js';

type AirlineRecord = DatasetContent['airlines'][number];

/** `file` names the feed's airlines file in the report; `feed` is undefined when there is none. */
export function mergeAirlines(feed: readonly FeedAirline[] | undefined, base: Base, file: string, report: ReportBuilder): AirlineRecord[] {
  const fromBase = (a: AirlineRecord): AirlineRecord => ({ ...a, names: { ...a.names } });
  if (!feed) {
    report.missing.push(`no ${file}: airlines from the default dataset (${base.content.airlines.length})`);
    return base.content.airlines.map(fromBase);
  }
  let countries = 0;
  let otherAirline = 0;
  const out = feed.map((a): AirlineRecord => {
    const known = base.airlines.get(a.code);
    const same =
      known !== undefined &&
      (known.icaoCode === undefined || a.icaoCode === undefined || known.icaoCode === a.icaoCode || sameName(known.names.en, a.names.en));
    if (known && !same) otherAirline++;
    if (!same) return { code: a.code, ...(a.icaoCode ? { icaoCode: a.icaoCode } : {}), names: a.names };
    const icaoCode = a.icaoCode ?? known.icaoCode;
    if (known.countryCode !== undefined) countries++;
    return {
      code: a.code,
      ...(icaoCode ? { icaoCode } : {}),
      ...(known.countryCode !== undefined ? { countryCode: known.countryCode } : {}),
      names: withBaseNames(a.names, known.names).names,
    };
  });
  const inFeed = new Set(feed.map((a) => a.code));
  const extra = base.content.airlines.filter((a) => !inFeed.has(a.code));
  out.push(...extra.map(fromBase));
  report.missing.push(`${file} has no countries: taken from the default dataset for ${plural(countries, 'airline')} of the same designators`);
  if (extra.length > 0) {
    report.missing.push(
      `${file} lacks ${plural(extra.length, 'airline')} the default dataset has (${extra
        .slice(0, 10)
        .map((a) => a.code)
        .join(', ')}${extra.length > 10 ? ', …' : ''}): kept from the default dataset`,
    );
  }
  if (otherAirline > 0) {
    report.notes.push(`${plural(otherAirline, 'airline')} of ${file} ${otherAirline === 1 ? 'holds' : 'hold'} an IATA designator the default dataset gives another airline (another ICAO designator and name): the feed's kept`);
  }
  return out;
}

function sameName(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
}
