// Makes data/city-names.csv (the names of our IATA city codes in fifteen languages) and
// data/airport-places.csv (the city of another code an airport is in, its state, its name's
// spelling) from GeoNames' catalogues, OpenTravelData's points of reference and CLDR's exemplar
// cities (decision 78):
//
//   npm run data:cities                 # reads ../shared/data/geonames and ../shared/data/optd
//   npm run data:cities -- DIR          # or another folder holding geonames/ and optd/
//
// This is how the tables are refreshed. It prints the join's figures and how long it took.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROJECT_ROOT } from '../src/install-paths.js';
import { AIRPORT_PLACE_TABLE_FILE, CITY_NAME_TABLE_FILE } from '../src/ingest/city-name-table.js';
import { cityNameTablesFromSources } from './city-names.js';

const started = performance.now();
const dir = process.argv[2] ?? join(PROJECT_ROOT, '..', 'shared', 'data');
const made = await cityNameTablesFromSources(dir);
writeFileSync(CITY_NAME_TABLE_FILE, made.cityNameText);
writeFileSync(AIRPORT_PLACE_TABLE_FILE, made.airportPlaceText);
const seconds = (performance.now() - started) / 1000;

process.stdout.write(
  [
    `${relative(PROJECT_ROOT, CITY_NAME_TABLE_FILE)}: ${made.tables.rows.length} rows, ${Buffer.byteLength(made.cityNameText)} bytes`,
    `${relative(PROJECT_ROOT, AIRPORT_PLACE_TABLE_FILE)}: ${made.airportPlaceText.split('\n').filter((l) => /^[A-Z]{3},/.test(l)).length} rows, ${Buffer.byteLength(made.airportPlaceText)} bytes`,
    ...made.report,
    `made in ${seconds.toFixed(1)} s`,
    '',
  ].join('\n'),
);
