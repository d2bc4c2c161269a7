// The seat-figures CSV an operator imports (`skyref import seats FILE`). Layout, one cabin a row:
//
//   aircraft_code,cabin,pitch_in,width_in,recline,recline_type
//   388,F,83,23,180,absolute
//   320,M,30,18,3,relative
//
// A header row is required; `#` starts a comment line; blank lines are skipped. cabin is M, E, C
// or F; pitch and width in inches; recline in degrees (absolute) or inches (relative).
import type { SeatRecord } from '../dataset-content.js';
import { cabinCode, type ReclineType } from '../model.js';

export const SEATS_CSV_HEADER = 'aircraft_code,cabin,pitch_in,width_in,recline,recline_type';

export interface LineError {
  line: number;
  reason: string;
}

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
  const errors: LineError[] = [];
  const seen = new Set<string>();
  let headerSeen = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const row = raw.trim();
    if (row === '' || row.startsWith('#')) return;
    if (!headerSeen) {
      headerSeen = true;
      if (row.toLowerCase().replace(/\s/g, '') !== SEATS_CSV_HEADER) errors.push({ line, reason: `expected the header "${SEATS_CSV_HEADER}"` });
      return;
    }
    const fields = row.split(',').map((f) => f.trim());
    if (fields.length !== 6) return void errors.push({ line, reason: `expected 6 fields, found ${fields.length}` });
    const [aircraft, cabin, pitchText, widthText, reclineText, typeText] = fields as [string, string, string, string, string, string];
    const code = aircraft.toUpperCase();
    const fail = (reason: string) => void errors.push({ line, reason });
    if (!/^[A-Z0-9]{3}$/.test(code)) return fail(`aircraft code "${aircraft}" is not 3 letters or digits`);
    if (!knownAircraft.has(code)) return fail(`aircraft code ${code} is not in the dataset`);
    const cabinOf = cabinCode(cabin);
    if (!cabinOf) return fail(`cabin "${cabin}" is not M, E, C or F`);
    const pitch = positive(pitchText, 100);
    const width = positive(widthText, 40);
    if (pitch === undefined) return fail(`pitch "${pitchText}" is not a number of inches from 0 to 100`);
    if (width === undefined) return fail(`width "${widthText}" is not a number of inches from 0 to 40`);
    const reclineType = typeText.toLowerCase();
    if (reclineType !== 'absolute' && reclineType !== 'relative') return fail(`recline type "${typeText}" is not absolute or relative`);
    const recline = positive(reclineText, reclineType === 'absolute' ? 180 : 20);
    if (recline === undefined) {
      return fail(`recline "${reclineText}" is not ${reclineType === 'absolute' ? 'degrees from 0 to 180' : 'inches from 0 to 20'}`);
    }
    const key = `${code}/${cabinOf}`;
    if (seen.has(key)) return fail(`cabin ${key} is given twice`);
    seen.add(key);
    records.push({ aircraftCode: code, cabin: cabinOf, pitch, width, recline, reclineType: reclineType as ReclineType });
  });
  if (!headerSeen) errors.push({ line: 1, reason: 'the file is empty' });
  return { records, errors };
}
