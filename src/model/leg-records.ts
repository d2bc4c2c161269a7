// Every operating leg and through segment of the schedule as columns on shared memory, one value
// per leg: a world-scale schedule is 290,000 legs, and as objects they were 96 MB of every worker's
// heap. As columns they are built once and read by every worker thread (decision 67); a leg is
// made an object only when an answer shows it (`at`). Codes and texts are numbered in small tables,
// which each thread holds a copy of.
import type { OnBoardEquipment } from '../dataset/schedule-content.js';
import { patternRunsOn, type DatePattern } from '../domain/flight-dates.js';
import { designatorKey, type FlightDesignator } from '../domain/flight-designator.js';
import type { MctStatus } from '../domain/mct-status.js';
import { sharedArray, sharedCopy } from '../domain/shared-memory.js';

export interface Leg {
  readonly id: number;
  readonly operating: FlightDesignator;
  /** Designators the leg is sold under; the first is the flight's own when its airline sells it. */
  readonly marketing: readonly FlightDesignator[];
  readonly origin: string;
  readonly destination: string;
  readonly originId: number;
  readonly destinationId: number;
  /** Local departure dates at the origin. */
  readonly pattern: DatePattern;
  readonly departureTime: number;
  readonly arrivalTime: number;
  readonly arrivalDayOffset: number;
  /** Departure instant in minutes after 00:00 UTC of the local departure date (may be negative). */
  readonly departureUtcMinute: number;
  readonly blockMinutes: number;
  readonly departureTerminal?: string;
  readonly arrivalTerminal?: string;
  readonly aircraft: string;
  readonly mctStatus: MctStatus;
  readonly onBoard?: OnBoardEquipment;
  /** Intermediate stops of a through segment; 0 for a single leg. */
  readonly stops: number;
}

/** The statuses a leg's mctStatus column numbers. */
/** Every designator a leg is sold under: its marketing flights, or its operating flight when it has none. */
export function designatorsOf(leg: Leg): readonly FlightDesignator[] {
  return leg.marketing.length > 0 ? leg.marketing : [leg.operating];
}

export const MCT_STATUSES: readonly MctStatus[] = ['DD', 'DI', 'ID', 'II'];

/** What a thread is sent to read the legs: shared columns and the tables they number into. */
export interface LegRecordsImage {
  readonly columns: Readonly<Record<ColumnName, ArrayBufferView>>;
  readonly airports: readonly string[];
  readonly airlines: readonly string[];
  readonly texts: readonly string[];
  readonly onBoards: readonly OnBoardEquipment[];
}

type ColumnName = (typeof COLUMN_NAMES)[number];
const COLUMN_NAMES = [
  'originId', 'destinationId', 'departureTime', 'arrivalTime', 'arrivalDayOffset', 'departureUtcMinute', 'blockMinutes',
  'first', 'last', 'weekdays', 'rate', 'operating', 'marketing', 'departureTerminal', 'arrivalTerminal', 'aircraft',
  'onBoard', 'mctStatus', 'stops', 'designatorAirline', 'designatorNumber', 'designatorSuffix', 'listStart', 'listItems', 'originStart',
] as const;

export class LegRecords {
  readonly length: number;
  readonly originId: Int32Array;
  readonly destinationId: Int32Array;
  /** Local times, minutes after midnight. */
  readonly departureTime: Int16Array;
  readonly arrivalTime: Int16Array;
  readonly arrivalDayOffset: Int8Array;
  readonly departureUtcMinute: Int32Array;
  readonly blockMinutes: Int32Array;
  /** The date pattern: first and last local departure date (epoch days), weekday mask, frequency rate. */
  readonly first: Int32Array;
  readonly last: Int32Array;
  readonly weekdays: Uint8Array;
  readonly rate: Uint8Array;
  /** The operating designator's number, and the number of the list of designators the leg is sold under. */
  readonly operating: Int32Array;
  readonly marketing: Int32Array;
  /** Terminals and aircraft: 1 + their place in `texts`, 0 for none. */
  readonly departureTerminal: Uint16Array;
  readonly arrivalTerminal: Uint16Array;
  readonly aircraft: Uint16Array;
  /** Place in `onBoards`, −1 for none. */
  readonly onBoard: Int32Array;
  readonly mctStatus: Uint8Array;
  readonly stops: Uint8Array;
  /** Designators by number: airline (place in `airlines`), flight number, suffix (its character code, 0 for none). */
  readonly designatorAirline: Uint16Array;
  readonly designatorNumber: Uint16Array;
  readonly designatorSuffix: Uint8Array;
  /** Lists of designators: list i is listItems[listStart[i] .. listStart[i + 1]). */
  readonly listStart: Int32Array;
  readonly listItems: Int32Array;
  /** Legs come by origin: those of airport a are originStart[a] .. originStart[a + 1] - 1. */
  readonly originStart: Int32Array;
  readonly airports: readonly string[];
  readonly airlines: readonly string[];
  readonly texts: readonly string[];
  readonly onBoards: readonly OnBoardEquipment[];

  private constructor(image: LegRecordsImage) {
    const c = image.columns as Record<ColumnName, never>;
    this.originId = c.originId;
    this.destinationId = c.destinationId;
    this.departureTime = c.departureTime;
    this.arrivalTime = c.arrivalTime;
    this.arrivalDayOffset = c.arrivalDayOffset;
    this.departureUtcMinute = c.departureUtcMinute;
    this.blockMinutes = c.blockMinutes;
    this.first = c.first;
    this.last = c.last;
    this.weekdays = c.weekdays;
    this.rate = c.rate;
    this.operating = c.operating;
    this.marketing = c.marketing;
    this.departureTerminal = c.departureTerminal;
    this.arrivalTerminal = c.arrivalTerminal;
    this.aircraft = c.aircraft;
    this.onBoard = c.onBoard;
    this.mctStatus = c.mctStatus;
    this.stops = c.stops;
    this.designatorAirline = c.designatorAirline;
    this.designatorNumber = c.designatorNumber;
    this.designatorSuffix = c.designatorSuffix;
    this.listStart = c.listStart;
    this.listItems = c.listItems;
    this.originStart = c.originStart;
    this.length = this.originId.length;
    this.airports = image.airports;
    this.airlines = image.airlines;
    this.texts = image.texts;
    this.onBoards = image.onBoards;
  }

  /** The columns of `legs` (sorted by origin id), with airport ids numbering `airports`. */
  static of(legs: readonly Leg[], airports: readonly string[]): LegRecords {
    const n = legs.length;
    const numbered = <T>() => {
      const numbers = new Map<T, number>();
      return { numbers, of: (value: T) => numbers.get(value) ?? (numbers.set(value, numbers.size), numbers.size - 1) };
    };
    const airlines = numbered<string>();
    const texts = numbered<string>();
    const onBoards = numbered<string>();
    const onBoardList: OnBoardEquipment[] = [];
    const designators = numbered<number>();
    const designatorList: FlightDesignator[] = [];
    // Designators are found by a number made from them (no string per leg), equipment by the
    // object first (those read from one file are shared).
    const designatorOf = (d: FlightDesignator) => {
      const key = designatorKey(d);
      let number = designators.numbers.get(key);
      if (number === undefined) {
        designatorList.push(d);
        number = designators.of(key);
      }
      return number;
    };
    const onBoardByObject = new Map<OnBoardEquipment, number>();
    const onBoardOf = (equipment: OnBoardEquipment) => {
      let number = onBoardByObject.get(equipment);
      if (number !== undefined) return number;
      const key = JSON.stringify(equipment);
      if (!onBoards.numbers.has(key)) onBoardList.push(equipment);
      number = onBoards.of(key);
      onBoardByObject.set(equipment, number);
      return number;
    };
    // Most legs are sold under their own number alone: such a list is found by that number.
    const lists = numbered<string | number>();
    const listItems: number[] = [];
    const listStart: number[] = [];
    const listOf = (list: readonly FlightDesignator[]) => {
      const key = list.length === 1 ? designatorOf(list[0]!) : list.map(designatorOf).join(' ');
      let number = lists.numbers.get(key);
      if (number === undefined) {
        number = lists.of(key);
        listStart.push(listItems.length);
        if (typeof key === 'number') listItems.push(key);
        else for (const d of list) listItems.push(designatorOf(d));
      }
      return number;
    };
    const int32 = () => sharedArray(Int32Array, n);
    const columns = {
      originId: int32(), destinationId: int32(), departureTime: sharedArray(Int16Array, n), arrivalTime: sharedArray(Int16Array, n),
      arrivalDayOffset: sharedArray(Int8Array, n), departureUtcMinute: int32(), blockMinutes: int32(), first: int32(), last: int32(),
      weekdays: sharedArray(Uint8Array, n), rate: sharedArray(Uint8Array, n), operating: int32(), marketing: int32(),
      departureTerminal: sharedArray(Uint16Array, n), arrivalTerminal: sharedArray(Uint16Array, n), aircraft: sharedArray(Uint16Array, n),
      onBoard: int32(), mctStatus: sharedArray(Uint8Array, n), stops: sharedArray(Uint8Array, n),
    };
    const originStart = sharedArray(Int32Array, airports.length + 1);
    for (let id = 0; id < n; id++) {
      const leg = legs[id]!;
      columns.originId[id] = leg.originId;
      columns.destinationId[id] = leg.destinationId;
      originStart[leg.originId + 1]! += 1;
      columns.departureTime[id] = leg.departureTime;
      columns.arrivalTime[id] = leg.arrivalTime;
      columns.arrivalDayOffset[id] = leg.arrivalDayOffset;
      columns.departureUtcMinute[id] = leg.departureUtcMinute;
      columns.blockMinutes[id] = leg.blockMinutes;
      columns.first[id] = leg.pattern.first;
      columns.last[id] = leg.pattern.last;
      columns.weekdays[id] = leg.pattern.days;
      columns.rate[id] = leg.pattern.frequencyRate;
      columns.operating[id] = designatorOf(leg.operating);
      columns.marketing[id] = listOf(leg.marketing);
      columns.departureTerminal[id] = leg.departureTerminal === undefined ? 0 : texts.of(leg.departureTerminal) + 1;
      columns.arrivalTerminal[id] = leg.arrivalTerminal === undefined ? 0 : texts.of(leg.arrivalTerminal) + 1;
      columns.aircraft[id] = texts.of(leg.aircraft) + 1;
      columns.onBoard[id] = leg.onBoard === undefined ? -1 : onBoardOf(leg.onBoard);
      columns.mctStatus[id] = MCT_STATUSES.indexOf(leg.mctStatus);
      columns.stops[id] = leg.stops;
    }
    for (let a = 0; a < airports.length; a++) originStart[a + 1]! += originStart[a]!;
    listStart.push(listItems.length);
    return new LegRecords({
      columns: {
        ...columns,
        designatorAirline: sharedCopy(Uint16Array, designatorList.map((d) => airlines.of(d.airline))),
        designatorNumber: sharedCopy(Uint16Array, designatorList.map((d) => d.number)),
        designatorSuffix: sharedCopy(Uint8Array, designatorList.map((d) => (d.suffix === '' ? 0 : d.suffix.charCodeAt(0)))),
        listStart: sharedCopy(Int32Array, listStart),
        listItems: sharedCopy(Int32Array, listItems),
        originStart,
      },
      airports,
      airlines: [...airlines.numbers.keys()],
      texts: [...texts.numbers.keys()],
      onBoards: onBoardList,
    });
  }

  static fromImage(image: LegRecordsImage): LegRecords {
    return new LegRecords(image);
  }

  image(): LegRecordsImage {
    const columns = Object.fromEntries(COLUMN_NAMES.map((name) => [name, this[name]])) as unknown as Record<ColumnName, ArrayBufferView>;
    return { columns, airports: this.airports, airlines: this.airlines, texts: this.texts, onBoards: this.onBoards };
  }

  /** The leg as an object, for an answer that shows it. */
  at(id: number): Leg {
    const departureTerminal = this.departureTerminal[id]!;
    const arrivalTerminal = this.arrivalTerminal[id]!;
    const onBoard = this.onBoard[id]!;
    return {
      id,
      operating: this.designator(this.operating[id]!),
      marketing: this.list(this.marketing[id]!),
      origin: this.airports[this.originId[id]!]!,
      destination: this.airports[this.destinationId[id]!]!,
      originId: this.originId[id]!,
      destinationId: this.destinationId[id]!,
      pattern: { first: this.first[id]!, last: this.last[id]!, days: this.weekdays[id]!, frequencyRate: this.rate[id]! },
      departureTime: this.departureTime[id]!,
      arrivalTime: this.arrivalTime[id]!,
      arrivalDayOffset: this.arrivalDayOffset[id]!,
      departureUtcMinute: this.departureUtcMinute[id]!,
      blockMinutes: this.blockMinutes[id]!,
      departureTerminal: departureTerminal === 0 ? undefined : this.texts[departureTerminal - 1],
      arrivalTerminal: arrivalTerminal === 0 ? undefined : this.texts[arrivalTerminal - 1],
      aircraft: this.texts[this.aircraft[id]! - 1]!,
      mctStatus: MCT_STATUSES[this.mctStatus[id]!]!,
      onBoard: onBoard < 0 ? undefined : this.onBoards[onBoard],
      stops: this.stops[id]!,
    };
  }

  /** The legs (through segments left out) from one airport to another departing local `day`, by local departure time. */
  routeLegsOn(origin: number, destination: number, day: number): Leg[] {
    const legs: Leg[] = [];
    for (let id = this.originStart[origin]!; id < this.originStart[origin + 1]!; id++) {
      if (this.destinationId[id] === destination && this.stops[id] === 0 && patternRunsOn(this.first[id]!, this.last[id]!, this.weekdays[id]!, this.rate[id]!, day)) legs.push(this.at(id));
    }
    return legs;
  }

  *[Symbol.iterator](): IterableIterator<Leg> {
    for (let id = 0; id < this.length; id++) yield this.at(id);
  }

  // Made anew for each leg shown rather than kept: a cache would grow, over weeks of lookups, towards
  // the copy per worker that columns are there to avoid.
  designator(number: number): FlightDesignator {
    const suffix = this.designatorSuffix[number]!;
    return { airline: this.airlines[this.designatorAirline[number]!]!, number: this.designatorNumber[number]!, suffix: suffix === 0 ? '' : String.fromCharCode(suffix) };
  }

  private list(number: number): readonly FlightDesignator[] {
    const list: FlightDesignator[] = [];
    for (let i = this.listStart[number]!; i < this.listStart[number + 1]!; i++) list.push(this.designator(this.listItems[i]!));
    return list;
  }
}
