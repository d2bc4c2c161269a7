// The seat-figures CSV an operator imports (`skyref import seats FILE`). Layout, one cabin a row:
//
//   aircraft_code,cabin,pitch_in,width_in,recline,recline_type
//   388,F,83,23,180,absolute
//   320,M,30,18,3,relative
//
// A header row is required; `#` starts a comment line; blank lines are skipped. cabin is M, E, C
// or F; pitch and width in inches; recline in degrees (absolute) or inches (relative).
import type { SeatRecord } from '../../dataset/dataset-content.js';
import { readCsvTable, type LineError } from './table-csv.js';
import { cabinCode, type ReclineType } from '../../domain/cabins.js';

const SEATS_CSV_HEADER = 'aircraft_code,cabin,pitch_in,width_in,recline,recline_type';

export type { LineError } from './table-csv.js';

export interface ParsedSeats {
  records: SeatRecord[];
  errors: LineError[];
}

function positive(text: string, max: number): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= max ? n : undefined;
}

export function parseSeatsCsv(text: string, knownAircraft: ReadonlySet<string>): ParsedSeats {
  const records: SeatRecord[] = [];
  const seen = new Set<string>();
  const errors = readCsvTable(text, SEATS_CSV_HEADER, (fields) => {
    if (fields.length !== 6) return `expected 6 fields, found ${fields.length}`;
    const [aircraft, cabin, pitchText, widthText, reclineText, typeText] = fields as [string, string, string, string, string, string];
    const code = aircraft.toUpperCase();
    if (!/^[A-Z0-9]{3}$/.test(code)) return `aircraft code "${aircraft}" is not 3 letters or digits`;
    if (!knownAircraft.has(code)) return `aircraft code ${code} is not in the dataset`;
    const cabinOf = cabinCode(cabin);
    if (!cabinOf) return `cabin "${cabin}" is not M, E, C or F (or Y, W, J)`;
    const pitch = positive(pitchText, 100);
    const width = positive(widthText, 40);
    if (pitch === undefined) return `pitch "${pitchText}" is not a number of inches from 0 to 100`;
    if (width === undefined) return `width "${widthText}" is not a number of inches from 0 to 40`;
    const reclineType = typeText.toLowerCase();
    if (reclineType !== 'absolute' && reclineType !== 'relative') return `recline type "${typeText}" is not absolute or relative`;
    const recline = positive(reclineText, reclineType === 'absolute' ? 180 : 20);
    if (recline === undefined) return `recline "${reclineText}" is not ${reclineType === 'absolute' ? 'degrees from 0 to 180' : 'inches from 0 to 20'}`;
    const key = `${code}/${cabinOf}`;
    if (seen.has(key)) return `cabin ${key} is given twice`;
    seen.add(key);
    records.push({ aircraftCode: code, cabin: cabinOf, pitch, width, recline, reclineType: reclineType as ReclineType });
    return undefined;
  });
  return { records, errors };
}
