// The dataset file: one SQLite database per dataset, written aside and renamed into place so a
// reader never sees half a dataset. Reading gives back the plain content; model/dataset-loader.ts
// turns that into what the service queries.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { DatasetContent } from './dataset-content.js';
import type { LegPeriodRecord } from './schedule-content.js';
import { legRowReader, legToRow, type LegRow } from './leg-rows.js';
import { LEG_COLUMNS_TABLE, packLegRows, unpackLegRows, type PackedLegColumn } from './leg-columns.js';
import type { MctStatus } from '../domain/mct-status.js';
import type { CabinLayout } from '../domain/cabin-layout.js';
import { NO_TICKETING, type TicketingFacts } from '../domain/ticketing.js';
import { datasetPath } from './dataset-paths.js';
import { processAlive } from './process-liveness.js';

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE countries (code TEXT PRIMARY KEY, names TEXT NOT NULL);
CREATE TABLE locations (
  code TEXT PRIMARY KEY, type TEXT NOT NULL, city_code TEXT NOT NULL, country_code TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL, time_zone TEXT NOT NULL, names TEXT NOT NULL);
CREATE TABLE cities (
  code TEXT PRIMARY KEY, country_code TEXT NOT NULL, time_zone TEXT NOT NULL, names TEXT NOT NULL);
CREATE TABLE aircraft (code TEXT PRIMARY KEY, airline_equip_code TEXT NOT NULL, names TEXT NOT NULL);
CREATE TABLE airlines (code TEXT PRIMARY KEY, icao_code TEXT, country_code TEXT, names TEXT NOT NULL);
CREATE TABLE seats (
  aircraft_code TEXT NOT NULL, cabin TEXT NOT NULL, pitch REAL NOT NULL, width REAL NOT NULL,
  recline REAL NOT NULL, recline_type TEXT NOT NULL, layout TEXT, PRIMARY KEY (aircraft_code, cabin));
CREATE TABLE carriers (airline TEXT PRIMARY KEY, source TEXT NOT NULL);
CREATE TABLE connection_times (airport TEXT NOT NULL, status TEXT NOT NULL, minutes INTEGER NOT NULL, carrier TEXT);
${LEG_COLUMNS_TABLE}`;

const DATASET_FILE_VERSION = '7';
/**
 * Layouts still read: 6 has no ticketing facts (read as NO_TICKETING: each airline sells only its
 * own flights, and no change of airport, until the file is rebuilt), 5 has no cabin layouts (the seats table lacks the layout column, so its
 * aircraft have no seat maps), 4 has the legs as rows (the legs table) instead of columns too, and
 * 3 lacks the airlines table as well, so its files load with no airlines rather than being refused
 * (their schedules and imports would be lost to a rebuild).
 */
const READABLE_VERSIONS = new Set(['3', '4', '5', '6', DATASET_FILE_VERSION]);
/** The layouts whose legs are stored as columns (leg_columns) rather than rows. */
const COLUMN_LAYOUTS = new Set(['5', '6', DATASET_FILE_VERSION]);

export interface StoredDataset {
  /** Hash of the content; changes whenever the content does. */
  version: string;
  content: DatasetContent;
}

/** Writes `content` to `path` atomically: a temporary file beside it, then a rename. */
export function writeDatasetFile(path: string, content: DatasetContent): string {
  const temp = `${path}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  const version = contentVersion(content);
  const db = new DatabaseSync(temp);
  try {
    db.exec('PRAGMA journal_mode = OFF');
    db.exec(SCHEMA);
    db.exec('BEGIN');
    const meta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    meta.run('file_version', DATASET_FILE_VERSION);
    meta.run('version', version);
    meta.run('built_at', content.info.builtAt);
    meta.run('sources', JSON.stringify(content.info.sources));
    meta.run('ticketing', JSON.stringify(content.schedule.ticketing));
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
    const airline = db.prepare('INSERT INTO airlines VALUES (?, ?, ?, ?)');
    for (const a of content.airlines) airline.run(a.code, a.icaoCode ?? null, a.countryCode ?? null, JSON.stringify(a.names));
    const seat = db.prepare('INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const s of content.seats) seat.run(s.aircraftCode, s.cabin, s.pitch, s.width, s.recline, s.reclineType, s.layout ? JSON.stringify(s.layout) : null);
    const carrier = db.prepare('INSERT INTO carriers VALUES (?, ?)');
    for (const c of content.schedule.carriers) carrier.run(c.airline, c.source);
    const mct = db.prepare('INSERT INTO connection_times VALUES (?, ?, ?, ?)');
    for (const m of content.schedule.connectionTimes) mct.run(m.airport, m.status, m.minutes, m.carrier ?? null);
    meta.run('leg_count', String(content.schedule.legs.length));
    const column = db.prepare('INSERT INTO leg_columns VALUES (?, ?, ?)');
    packLegRows(content.schedule.legs.map(legToRow)).forEach((c, position) => column.run(position, c.dictionary, c.values));
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    rmSync(temp, { force: true });
    throw error;
  }
  db.close();
  renameSync(temp, path);
  return version;
}

// Hashed piece by piece: a world-scale schedule as one JSON string would be hundreds of MB.
function contentVersion(content: DatasetContent): string {
  const hash = createHash('sha256');
  const { schedule, ...reference } = content;
  hash.update(JSON.stringify(reference));
  hash.update(JSON.stringify(schedule.carriers));
  hash.update(JSON.stringify(schedule.connectionTimes));
  hash.update(JSON.stringify(schedule.ticketing));
  for (const leg of schedule.legs) hash.update(JSON.stringify(leg));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Removes the temporary files (`dataset.sqlite.<pid>.tmp` and any -journal, -wal or -shm of it)
 * of writers that are gone: a killed import leaves them behind. Writing is synchronous, so one of
 * this process's own is never in progress when this runs. Returns the names removed.
 */
export function removeStaleTempFiles(dataDir: string): string[] {
  const base = basename(datasetPath(dataDir));
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const match = /^(\d+)\.tmp(-journal|-wal|-shm)?$/.exec(name.slice(base.length + 1));
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid !== process.pid && processAlive(pid)) continue;
    rmSync(join(dataDir, name), { force: true });
    removed.push(name);
  }
  return removed.sort();
}

export function datasetFileExists(path: string): boolean {
  return existsSync(path);
}

/** Changes when the file is replaced (a rename gives a new inode) or rewritten; `missing` when there is none. */
export function datasetFileStamp(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino} ${s.size} ${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

type Row = Record<string, string | number>;

function legColumns(db: DatabaseSync): PackedLegColumn[] {
  const rows = db.prepare('SELECT dictionary, packed FROM leg_columns ORDER BY position').all() as { dictionary: string | null; packed: Uint8Array }[];
  return rows.map((r) => ({ dictionary: r.dictionary, values: r.packed }));
}

/** The legs table of layout 4 (and 3): a row of values per leg, in the order of its columns. */
function legRowsOfLayout4(db: DatabaseSync): IterableIterator<LegRow> {
  const statement = db.prepare('SELECT * FROM legs');
  statement.setReturnArrays(true);
  return statement.iterate() as unknown as IterableIterator<LegRow>;
}

/** Reads a dataset file back into its plain content. */
export function readDatasetFile(path: string): StoredDataset {
  return readDatasetFileLegByLeg(path, (version, content, legs) => ({
    version,
    content: { ...content, schedule: { ...content.schedule, legs: [...legs] } },
  }));
}

/**
 * Reads a dataset file and hands its content to `use` with the legs still to be read, one at a
 * time, from `legs` (only while `use` runs; `content.schedule.legs` is empty). A loader that turns
 * each leg into something else never holds all the records at once: at world scale they are
 * 70 MB of heap, and the peak is what the process keeps as resident memory.
 */
export function readDatasetFileLegByLeg<T>(path: string, use: (version: string, content: DatasetContent, legs: Iterable<LegPeriodRecord>) => T): T {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const all = (sql: string) => db.prepare(sql).all() as Row[];
    const meta = new Map(all('SELECT key, value FROM meta').map((r) => [String(r.key), String(r.value)]));
    const layout = meta.get('file_version');
    if (layout === undefined || !READABLE_VERSIONS.has(layout)) {
      throw new Error(`dataset file ${path} has layout ${meta.get('file_version')}, expected ${DATASET_FILE_VERSION}; rebuild it with "skyref dataset build"`);
    }
    const names = (json: string | number) => JSON.parse(String(json)) as Record<string, string>;
    const legs: Iterable<LegPeriodRecord> = {
      *[Symbol.iterator]() {
        const read = legRowReader();
        const rows =
          COLUMN_LAYOUTS.has(layout)
            ? unpackLegRows(legColumns(db), Number(meta.get('leg_count')))
            : legRowsOfLayout4(db);
        for (const row of rows) yield read(row);
      },
    };
    return use(
      meta.get('version')!,
      {
        info: { builtAt: meta.get('built_at')!, sources: JSON.parse(meta.get('sources') ?? '[]') as string[] },
        countries: all('SELECT * FROM countries').map((r) => ({ code: String(r.code), names: names(r.names!) })),
        locations: all('SELECT * FROM locations').map((r) => ({
          code: String(r.code),
          type: r.type as DatasetContent['locations'][number]['type'],
          cityCode: String(r.city_code),
          countryCode: String(r.country_code),
          latitude: Number(r.latitude),
          longitude: Number(r.longitude),
          timeZone: String(r.time_zone),
          names: names(r.names!),
        })),
        cities: all('SELECT * FROM cities').map((r) => ({
          code: String(r.code),
          countryCode: String(r.country_code),
          timeZone: String(r.time_zone),
          names: names(r.names!),
        })),
        aircraft: all('SELECT * FROM aircraft').map((r) => ({
          code: String(r.code),
          airlineEquipCode: String(r.airline_equip_code),
          names: names(r.names!),
        })),
        airlines: layout === '3' ? [] : all('SELECT * FROM airlines').map((r) => ({
          code: String(r.code),
          ...(r.icao_code !== null && r.icao_code !== undefined ? { icaoCode: String(r.icao_code) } : {}),
          ...(r.country_code !== null && r.country_code !== undefined ? { countryCode: String(r.country_code) } : {}),
          names: names(r.names!),
        })),
        seats: all('SELECT * FROM seats').map((r) => ({
          aircraftCode: String(r.aircraft_code),
          cabin: r.cabin as DatasetContent['seats'][number]['cabin'],
          pitch: Number(r.pitch),
          width: Number(r.width),
          recline: Number(r.recline),
          reclineType: r.recline_type as DatasetContent['seats'][number]['reclineType'],
          // Files of layout 5 and before have no layout column: undefined, as for a cabin without one.
          ...(typeof r.layout === 'string' ? { layout: JSON.parse(r.layout) as CabinLayout } : {}),
        })),
        schedule: {
          carriers: all('SELECT * FROM carriers ORDER BY airline').map((r) => ({ airline: String(r.airline), source: String(r.source) })),
          legs: [],
          connectionTimes: all('SELECT * FROM connection_times').map((r) => ({
            airport: String(r.airport),
            status: r.status as MctStatus,
            minutes: Number(r.minutes),
            ...(r.carrier !== null && r.carrier !== undefined ? { carrier: String(r.carrier) } : {}),
          })),
          ticketing: meta.has('ticketing') ? (JSON.parse(meta.get('ticketing')!) as TicketingFacts) : NO_TICKETING,
        },
      },
      legs,
    );
  } finally {
    db.close();
  }
}
