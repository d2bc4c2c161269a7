// The minimum-connecting-time CSV an operator imports (`skyref import mct FILE`). Layout:
//
//   airport,status,minutes,carrier
//   FRA,DD,45,
//   FRA,II,60,LH
//
// status is the arriving leg's status at the airport then the departing leg's (DD, DI, ID, II);
// carrier, when given, makes the row an exception for connections between two legs that airline
// operates. A header row is required; `#` starts a comment; blank lines are skipped.
import type { ConnectionTimeRecord } from '../../dataset/schedule-content.js';
import { readCsvTable, type LineError } from './table-csv.js';
import type { MctStatus } from '../../domain/mct-status.js';

const MCT_CSV_HEADER = 'airport,status,minutes,carrier';
const STATUSES: readonly string[] = ['DD', 'DI', 'ID', 'II'];

export interface ParsedConnectionTimes {
  records: ConnectionTimeRecord[];
  errors: LineError[];
}

export function parseMctCsv(text: string, knownAirports: ReadonlySet<string>): ParsedConnectionTimes {
  const records: ConnectionTimeRecord[] = [];
  const seen = new Set<string>();
  const errors = readCsvTable(text, MCT_CSV_HEADER, (fields) => {
    if (fields.length !== 3 && fields.length !== 4) return `expected 4 fields, found ${fields.length}`;
    const [airportText, statusText, minutesText, carrierText = ''] = fields as [string, string, string, string?];
    const airport = airportText.toUpperCase();
    const status = statusText.toUpperCase();
    const carrier = carrierText.toUpperCase();
    if (!/^[A-Z]{3}$/.test(airport)) return `airport "${airportText}" is not 3 letters`;
    if (!knownAirports.has(airport)) return `airport ${airport} is not in the dataset`;
    if (!STATUSES.includes(status)) return `status "${statusText}" is not DD, DI, ID or II`;
    if (!/^\d{1,4}$/.test(minutesText) || Number(minutesText) < 1 || Number(minutesText) > 1440) {
      return `minutes "${minutesText}" is not a whole number from 1 to 1440`;
    }
    if (carrier !== '' && !/^[A-Z0-9]{2}$/.test(carrier)) return `carrier "${carrierText}" is not a 2-character IATA airline code`;
    const key = `${airport} ${status} ${carrier}`;
    if (seen.has(key)) return `${key.trim()} is given twice`;
    seen.add(key);
    records.push({ airport, status: status as MctStatus, minutes: Number(minutesText), ...(carrier ? { carrier } : {}) });
    return undefined;
  });
  return { records, errors };
}
