// The dataset file: one SQLite database per dataset, written aside and renamed into place so a
// reader never sees half a dataset, then loaded whole into the read model.
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { DatasetContent } from './dataset-content.js';
import { namesFrom, table, type Dataset } from './model.js';

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE countries (code TEXT PRIMARY KEY, names TEXT NOT NULL);
CREATE TABLE locations (
  code TEXT PRIMARY KEY, type TEXT NOT NULL, city_code TEXT NOT NULL, country_code TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL, time_zone TEXT NOT NULL, names TEXT NOT NULL);
CREATE TABLE cities (
  code TEXT PRIMARY KEY, country_code TEXT NOT NULL, time_zone TEXT NOT NULL, names TEXT NOT NULL);
CREATE TABLE aircraft (code TEXT PRIMARY KEY, airline_equip_code TEXT NOT NULL, names TEXT NOT NULL);
`;

export const DATASET_FILE_VERSION = '1';

/** Writes `content` to `path` atomically: a temporary file beside it, then a rename. */
export function writeDatasetFile(path: string, content: DatasetContent): void {
  const temp = `${path}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    db.pragma('journal_mode = OFF');
    db.exec(SCHEMA);
    const version = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
    db.transaction(() => {
      const meta = db.prepare('INSERT INTO meta VALUES (?, ?)');
      meta.run('file_version', DATASET_FILE_VERSION);
      meta.run('version', version);
      meta.run('built_at', content.info.builtAt);
      meta.run('sources', JSON.stringify(content.info.sources));
      const country = db.prepare('INSERT INTO countries VALUES (?, ?)');
      for (const c of content.countries) country.run(c.code, JSON.stringify(c.names));
      const location = db.prepare('INSERT INTO locations VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      for (const l of content.locations) {
        location.run(l.code, l.type, l.cityCode, l.countryCode, l.latitude, l.longitude, l.timeZone, JSON.stringify(l.names));
      }
      const city = db.prepare('INSERT INTO cities VALUES (?, ?, ?, ?)');
      for (const c of content.cities) city.run(c.code, c.countryCode, c.timeZone, JSON.stringify(c.names));
      const aircraft = db.prepare('INSERT INTO aircraft VALUES (?, ?, ?)');
      for (const a of content.aircraft) aircraft.run(a.code, a.airlineEquipCode, JSON.stringify(a.names));
    })();
  } finally {
    db.close();
  }
  renameSync(temp, path);
}

interface LocationRow {
  code: string;
  type: 'Airport' | 'RailwayStation' | 'BusStation';
  city_code: string;
  country_code: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  names: string;
}

export function datasetFileExists(path: string): boolean {
  return existsSync(path);
}

/** Loads a dataset file whole into the read model. */
export function loadDatasetFile(path: string): Dataset {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const meta = new Map(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    if (meta.get('file_version') !== DATASET_FILE_VERSION) {
      throw new Error(`dataset file ${path} has layout ${meta.get('file_version')}, expected ${DATASET_FILE_VERSION}; rebuild it`);
    }
    const names = (json: string) => namesFrom(JSON.parse(json) as Record<string, string>);
    const locationRows = db.prepare('SELECT * FROM locations').all() as LocationRow[];
    const locations = table(
      locationRows.map((r) => ({
        code: r.code,
        type: r.type,
        cityCode: r.city_code,
        countryCode: r.country_code,
        latitude: r.latitude,
        longitude: r.longitude,
        timeZone: r.time_zone,
        names: names(r.names),
      })),
    );
    const byCity = new Map<string, string[]>();
    for (const l of locations.list) {
      const members = byCity.get(l.cityCode) ?? [];
      members.push(l.code);
      byCity.set(l.cityCode, members);
    }
    const cityRows = db.prepare('SELECT * FROM cities').all() as {
      code: string;
      country_code: string;
      time_zone: string;
      names: string;
    }[];
    const countryRows = db.prepare('SELECT * FROM countries').all() as { code: string; names: string }[];
    const aircraftRows = db.prepare('SELECT * FROM aircraft').all() as {
      code: string;
      airline_equip_code: string;
      names: string;
    }[];
    return {
      info: {
        version: meta.get('version')!,
        builtAt: meta.get('built_at')!,
        sources: JSON.parse(meta.get('sources') ?? '[]') as string[],
      },
      countries: table(countryRows.map((r) => ({ code: r.code, names: names(r.names) }))),
      locations,
      cities: table(
        cityRows.map((r) => ({
          code: r.code,
          countryCode: r.country_code,
          timeZone: r.time_zone,
          names: names(r.names),
          locations: byCity.get(r.code) ?? [],
        })),
      ),
      aircraft: table(
        aircraftRows.map((r) => ({ code: r.code, airlineEquipCode: r.airline_equip_code, names: names(r.names) })),
      ),
    };
  } finally {
    db.close();
  }
}
