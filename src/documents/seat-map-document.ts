// SeatAvailabilityResource (docs/api-rules.md, Seat maps; decision 62): the leg, then the cabin's
// layout as the original lays it out — exit and wing rows (CabinLayout), the seat grid
// (SeatDisplay: columns and first and last row) and one SeatDetails per seat with what the seat
// is by its place (window, aisle, middle, side, exit row, over the wing). Nothing says whether a
// seat is free: the service holds no inventory. SeatDisplay ends with the cabin's seat size
// (Details.Size, as the seat details resource writes it), this service's addition.
import { localDateTime } from '../domain/flight-dates.js';
import type { FlightDesignator } from '../domain/flight-designator.js';
import { layoutColumns, rowRanges, seatCodes, type CabinLayout, type RowRange } from '../domain/cabin-layout.js';
import type { CabinSeats } from '../model/read-model.js';
import { carrier } from './carrier-elements.js';
import { seatSize } from './seat-document.js';
import { metaElement, type Link } from './meta.js';
import { el, elAttrs, leaf, list, type Element, type ElementList } from './tree.js';

/** The leg a seat map is of, as the answer names it. */
export interface SeatMapFlight {
  readonly origin: string;
  readonly destination: string;
  /** Local departure date (epoch day) and minute of the day at the origin. */
  readonly day: number;
  readonly departureTime: number;
  /** The designator asked for: the original answers with the flight number it was asked. */
  readonly marketing: FlightDesignator;
  readonly aircraft: string;
}

/** The parts of the answer that depend on the cabin alone, made once per cabin of a dataset. */
export interface CabinParts {
  readonly cabinLayout: Element | undefined;
  readonly seatDisplay: ElementList;
  readonly seatDetails: ElementList;
}

/**
 * The cabin parts made so far, keyed by the read model's own cabin record: they live as long as the
 * dataset that holds it, and a lookup after the first costs what a cached reference lookup does (the
 * tree is immutable). One per seat-map route, which owns it.
 */
export class SeatMapParts {
  readonly #byCabin = new WeakMap<CabinSeats, CabinParts>();

  of(seats: CabinSeats, layout: CabinLayout): CabinParts {
    let parts = this.#byCabin.get(seats);
    if (!parts) this.#byCabin.set(seats, (parts = cabinParts(seats, layout)));
    return parts;
  }
}

export function seatMapDocument(flight: SeatMapFlight, parts: CabinParts, links: readonly Link[]): Element {
  return el(
    'SeatAvailabilityResource',
    el('Flights', list('Flight', [flightElement(flight)])),
    parts.cabinLayout,
    parts.seatDisplay,
    parts.seatDetails,
    metaElement(links),
  );
}

function flightElement(f: SeatMapFlight): Element {
  return el(
    'Flight',
    el('Departure', leaf('AirportCode', f.origin), el('ScheduledTimeLocal', leaf('DateTime', localDateTime(f.day, f.departureTime)))),
    el('Arrival', leaf('AirportCode', f.destination)),
    carrier('MarketingCarrier', f.marketing),
    el('Equipment', leaf('AircraftCode', f.aircraft)),
  );
}

const rows = (r: RowRange) => el('Rows', leaf('First', r.first), leaf('Last', r.last));

function cabinParts(seats: CabinSeats, layout: CabinLayout): CabinParts {
  const exits = rowRanges(layout.exitRows);
  const cabinLayout =
    layout.wingRows || exits.length > 0
      ? el('CabinLayout', layout.wingRows && el('WingPosition', rows(layout.wingRows)), list('ExitRowPosition', exits.map((r) => el('ExitRowPosition', rows(r)))))
      : undefined;
  const columns = layoutColumns(layout.columns);
  const seatDisplay = list('SeatDisplay', [
    el(
      'SeatDisplay',
      list('Columns', columns.map((c) => elAttrs('Columns', { Position: c.letter }))),
      rows({ first: layout.firstRow, last: layout.lastRow }),
      el('CabinType', leaf('Code', seats.cabin)),
      el('Details', seatSize(seats)),
    ),
  ]);
  const details: Element[] = [];
  for (let row = layout.firstRow; row <= layout.lastRow; row++) {
    for (const column of columns) {
      details.push(
        el(
          'SeatDetails',
          el(
            'Location',
            leaf('Column', column.letter),
            el(
              'Row',
              leaf('Number', row),
              el('Characteristics', list('Characteristic', seatCodes(layout, column, row).map((code) => el('Characteristic', leaf('Code', code))))),
            ),
          ),
        ),
      );
    }
  }
  return { cabinLayout, seatDisplay, seatDetails: list('SeatDetails', details) };
}
