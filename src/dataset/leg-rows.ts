// A leg period as a row of 25 values: designators as text (`LH 400`, `XX 9797A`), codeshares as
// `/`-separated designators and on-board equipment as JSON. Files of layouts 3 and 4 hold one
// such row per leg in their legs table; layout 5 holds the rows' columns (leg-columns.ts).
import { designatorText, parseDesignator, type FlightDesignator } from '../domain/flight-designator.js';
import type { LegPeriodRecord, OnBoardEquipment } from './schedule-content.js';
import type { MctStatus } from '../domain/mct-status.js';

/** The legs table of layouts 3 and 4, a row per leg; layout 5 keeps the same rows as columns (leg-columns.ts). */
export const LEGS_TABLE = `
CREATE TABLE legs (
  airline TEXT NOT NULL, flight_number INTEGER NOT NULL, suffix TEXT NOT NULL,
  itinerary_variation INTEGER NOT NULL, leg_sequence INTEGER NOT NULL, service_type TEXT NOT NULL,
  origin TEXT NOT NULL, destination TEXT NOT NULL,
  first_date TEXT NOT NULL, last_date TEXT NOT NULL, days TEXT NOT NULL, frequency_rate INTEGER NOT NULL,
  departure_time INTEGER NOT NULL, arrival_time INTEGER NOT NULL, arrival_day_offset INTEGER NOT NULL,
  departure_utc_offset INTEGER NOT NULL, arrival_utc_offset INTEGER NOT NULL,
  departure_terminal TEXT, arrival_terminal TEXT, aircraft TEXT NOT NULL, mct_status TEXT,
  operating TEXT, operator_disclosure TEXT, codeshares TEXT NOT NULL, on_board TEXT);
`;

export const LEG_COLUMNS = 25;

export type LegRow = (string | number | null)[];

export function legToRow(l: LegPeriodRecord): LegRow {
  return [
    l.flight.airline, l.flight.number, l.flight.suffix, l.itineraryVariation, l.legSequence, l.serviceType,
    l.origin, l.destination, l.firstDate, l.lastDate, l.days, l.frequencyRate,
    l.departureTime, l.arrivalTime, l.arrivalDayOffset, l.departureUtcOffset, l.arrivalUtcOffset,
    l.departureTerminal ?? null, l.arrivalTerminal ?? null, l.aircraft, l.mctStatus ?? null,
    l.operating ? designatorText(l.operating) : null, l.operatorDisclosure ?? null,
    l.codeshares.map(designatorText).join('/'), l.onBoard ? JSON.stringify(l.onBoard) : null,
  ];
}

export function legFromRow(r: LegRow): LegPeriodRecord {
  return legRowReader()(r);
}

/**
 * Reads rows as `legFromRow` does, but gives equal values one shared instance: a world-scale file
 * repeats a few thousand airport codes, dates, designators and on-board descriptions over
 * hundreds of thousands of rows, and SQLite hands every one over as a string of its own. Interned,
 * a loaded schedule holds each once (docs/decisions.md 40).
 */
export function legRowReader(): (r: LegRow) => LegPeriodRecord {
  const texts = new Map<string, string>();
  const designators = new Map<string, FlightDesignator>();
  const codeshareLists = new Map<string, FlightDesignator[]>();
  const onBoards = new Map<string, OnBoardEquipment>();
  const intern = (value: string): string => {
    const known = texts.get(value);
    if (known !== undefined) return known;
    texts.set(value, value);
    return value;
  };
  // Designators without a suffix, by airline then number: found without making a key.
  const plain = new Map<string, Map<number, FlightDesignator>>();
  const designatorOf = (airline: string, number: number, suffix: string): FlightDesignator => {
    if (suffix === '') {
      let byNumber = plain.get(airline);
      if (!byNumber) plain.set(airline, (byNumber = new Map()));
      let d = byNumber.get(number);
      if (!d) byNumber.set(number, (d = { airline: intern(airline), number, suffix: '' }));
      return d;
    }
    const key = `${airline} ${number}${suffix}`;
    let d = designators.get(key);
    if (!d) designators.set(key, (d = { airline: intern(airline), number, suffix: intern(suffix) }));
    return d;
  };
  const designator = (text: string): FlightDesignator => {
    const parsed = parseDesignator(text)!;
    return designatorOf(parsed.airline, parsed.number, parsed.suffix);
  };
  return (r) => {
    const text = (i: number) => intern(String(r[i]));
    const num = (i: number) => Number(r[i]);
    const optional = (i: number) => (r[i] === null || r[i] === undefined ? undefined : intern(String(r[i])));
    const operating = optional(21);
    const terminalDep = optional(17);
    const terminalArr = optional(18);
    const mct = optional(20);
    const disclosure = optional(22);
    const onBoardText = r[24] === null || r[24] === undefined ? undefined : String(r[24]);
    const codeshareText = String(r[23]);
    let codeshares = codeshareLists.get(codeshareText);
    if (!codeshares) {
      codeshares = codeshareText === '' ? [] : codeshareText.split('/').map(designator);
      codeshareLists.set(codeshareText, codeshares);
    }
    let onBoard: OnBoardEquipment | undefined;
    if (onBoardText !== undefined) {
      onBoard = onBoards.get(onBoardText);
      if (!onBoard) onBoards.set(onBoardText, (onBoard = JSON.parse(onBoardText) as OnBoardEquipment));
    }
    // Optional fields are added in the order the literal of legFromRow had them (JSON.stringify,
    // hence a dataset's version, follows that order), without the spread objects it made.
    const record: LegPeriodRecord = {
      flight: designatorOf(String(r[0]), num(1), String(r[2])),
      itineraryVariation: num(3),
      legSequence: num(4),
      serviceType: text(5),
      origin: text(6),
      destination: text(7),
      firstDate: text(8),
      lastDate: text(9),
      days: text(10),
      frequencyRate: num(11),
      departureTime: num(12),
      arrivalTime: num(13),
      arrivalDayOffset: num(14),
      departureUtcOffset: num(15),
      arrivalUtcOffset: num(16),
    } as LegPeriodRecord;
    if (terminalDep !== undefined) record.departureTerminal = terminalDep;
    if (terminalArr !== undefined) record.arrivalTerminal = terminalArr;
    record.aircraft = text(19);
    if (mct !== undefined) record.mctStatus = mct as MctStatus;
    if (operating !== undefined) record.operating = designator(operating);
    if (disclosure !== undefined) record.operatorDisclosure = disclosure;
    record.codeshares = codeshares;
    if (onBoard !== undefined) record.onBoard = onBoard;
    return record;
  };
}
