// Prints how true the default dataset's names are (issue 46; scripts/name-measures.ts says what each
// figure is, and its floor), from the reference data the default dataset builds.
//
//   npm run names
import { readFileSync } from 'node:fs';
import { readRouteTable, ROUTE_TABLE_FILE } from '../src/ingest/airline-route-table.js';
import { defaultPlaces } from '../src/ingest/default-dataset.js';
import { countriesFromIntl } from '../src/ingest/sources/countries-intl.js';
import { CORE_LANGUAGES } from '../src/domain/language-codes.js';
import { belowNameFloors, measureNames } from './name-measures.js';

const places = await defaultPlaces();
const figures = measureNames({ ...places, countries: countriesFromIntl(CORE_LANGUAGES) }, places.provenance, readRouteTable(readFileSync(ROUTE_TABLE_FILE, 'utf8')));
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const line = (shares: Record<string, number>) => Object.entries(shares).map(([lang, x]) => `${lang} ${percent(x)}`).join(', ');
process.stdout.write(
  [
    `cities of the 500 busiest airports with a sourced name: ${line(figures.citySourced)}`,
    `300 busiest airports with a curated name: ${line(figures.airportSourced)}`,
    `records without a core-language name: ${figures.missingCore.length}`,
    `English phrases under de, es, fr, it: ${figures.englishPhrases.length}${figures.englishPhrases.length ? ` (${figures.englishPhrases.slice(0, 5).join('; ')})` : ''}`,
    `names saying "unknown": ${figures.unknownNames.length}`,
    '',
  ].join('\n'),
);
const below = belowNameFloors(figures);
if (below.length > 0) {
  process.stdout.write(`below the floors: ${below.join('; ')}\n`);
  process.exitCode = 1;
}
