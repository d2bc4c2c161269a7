// ScheduleResource (docs/api-rules.md, Documents and Schedules): one Schedule per journey and
// marketing flight combination (or per journey, in the trips listing), with the legs in the spec's
// order; a leg leaving from another airport than the previous one landed at says so. Flight is a list, also of one leg: XML writes it the same either
// way, the classic JSON profile writes a list of one as the object the spec shows, and typed JSON
// always as an array, so that its clients need no special case (decision 51).
import type { OnBoardEquipment } from '../dataset/schedule-content.js';
import type { CabinCode } from '../domain/cabins.js';
import { daysText, isoFromDay, localDateTime, utcDateTime } from '../domain/flight-dates.js';
import type { FlightDesignator } from '../domain/flight-designator.js';
import { isoDuration } from '../domain/iso-duration.js';
import type { DatedLeg } from '../engine/connection-builder.js';
import type { OperatingDates } from '../engine/journey-dates.js';
import type { ScheduleEntry } from '../engine/schedule-query.js';
import { metaElement, type Link } from './meta.js';
import { el, leaf, list, repeated, type Element } from './tree.js';
import { carrier, marketingCarrierList } from './carrier-elements.js';

const CLASSES: Record<CabinCode, { code: string; desc: string }> = {
  F: { code: 'F', desc: 'FirstClass' },
  C: { code: 'C', desc: 'BusinessClass' },
  E: { code: 'E', desc: 'PremiumEconomy' },
  M: { code: 'Y', desc: 'Economy' },
};

/**
 * With `utc`, every departure and arrival also carries its UTC instant (ScheduledTimeUTC, as the
 * original API's flight-status resources write it); without it, the document is the spec's.
 */
export function scheduleDocument(entries: readonly ScheduleEntry[], links: readonly Link[], utc = false): Element {
  const parts = new LegParts(utc);
  return el('ScheduleResource', list('Schedule', entries.map((e) => scheduleElement(e, parts))), metaElement(links));
}

function scheduleElement(entry: ScheduleEntry, parts: LegParts): Element {
  const first = entry.legs[0]!;
  const last = entry.legs[entry.legs.length - 1]!;
  const flights = entry.legs.map((l, i) => flightElement(l, entry.legs[i - 1], entry.flights[i]!, entry.designators?.[i], entry.dates, parts));
  return el(
    'Schedule',
    el('TotalJourney', leaf('Duration', isoDuration(last.arrival - first.departure))),
    list('Flight', flights),
  );
}

function flightElement(
  dated: DatedLeg,
  previous: DatedLeg | undefined,
  marketing: FlightDesignator,
  designators: readonly FlightDesignator[] | undefined,
  dates: OperatingDates,
  parts: LegParts,
): Element {
  const operating = dated.leg.operating;
  const sameAsMarketing = operating.airline === marketing.airline && operating.number === marketing.number && operating.suffix === marketing.suffix;
  const changeFrom = previous && previous.leg.destinationId !== dated.leg.originId ? previous.leg.destination : undefined;
  const leg = parts.of(dated, dates, changeFrom);
  return el(
    'Flight',
    leg.departure,
    leg.arrival,
    carrier('MarketingCarrier', marketing),
    designators && marketingCarrierList(designators),
    !sameAsMarketing && carrier('OperatingCarrier', operating),
    leg.equipment,
    leg.details,
  );
}

interface LegElements {
  readonly departure: Element;
  readonly arrival: Element;
  readonly equipment: Element;
  readonly details: Element;
}

/**
 * A journey is listed once per combination of its legs' marketing flights, and its legs' elements
 * other than the marketing (and operating) carrier are the same in each listing: they are made
 * once per dated leg and marked as repeated, and the XML renderer writes them once. Legs also share
 * their on-board descriptions (one object per distinct one, decision 40), and so do the elements
 * describing them.
 */
class LegParts {
  private readonly legs = new Map<DatedLeg, LegElements>();
  private readonly onBoard = new Map<OnBoardEquipment, Element>();

  constructor(private readonly utc: boolean) {}

  /**
   * The elements of a dated leg of a journey running on `dates`, after a change of airport from
   * `changeFrom` when given (each dated leg belongs to one journey, so both are the same in each
   * of its listings).
   */
  of(dated: DatedLeg, dates: OperatingDates, changeFrom: string | undefined): LegElements {
    let elements = this.legs.get(dated);
    if (!elements) this.legs.set(dated, (elements = this.make(dated, dates, changeFrom)));
    return elements;
  }

  private make(dated: DatedLeg, dates: OperatingDates, changeFrom: string | undefined): LegElements {
    const { leg, day } = dated;
    const utc = this.utc;
    return {
      departure: repeated(
        el(
          'Departure',
          leaf('AirportCode', leg.origin),
          el('ScheduledTimeLocal', leaf('DateTime', localDateTime(day, leg.departureTime))),
          utc && el('ScheduledTimeUTC', leaf('DateTime', utcDateTime(dated.departure))),
          leg.departureTerminal !== undefined && el('Terminal', leaf('Name', leg.departureTerminal)),
          changeFrom !== undefined && el('AirportChange', leaf('FromAirportCode', changeFrom)),
        ),
      ),
      arrival: repeated(
        el(
          'Arrival',
          leaf('AirportCode', leg.destination),
          el('ScheduledTimeLocal', leaf('DateTime', localDateTime(day + leg.arrivalDayOffset, leg.arrivalTime))),
          utc && el('ScheduledTimeUTC', leaf('DateTime', utcDateTime(dated.arrival))),
          leg.arrivalTerminal !== undefined && el('Terminal', leaf('Name', leg.arrivalTerminal)),
        ),
      ),
      equipment: repeated(el('Equipment', leaf('AircraftCode', leg.aircraft), leg.onBoard && this.onBoardOf(leg.onBoard))),
      details: repeated(
        el(
          'Details',
          el('Stops', leaf('StopQuantity', leg.stops)),
          leaf('DaysOfOperation', daysText(dates.days)),
          el('DatePeriod', leaf('Effective', isoFromDay(dates.first)), leaf('Expiration', isoFromDay(dates.last))),
        ),
      ),
    };
  }

  private onBoardOf(equipment: OnBoardEquipment): Element {
    let element = this.onBoard.get(equipment);
    if (!element) this.onBoard.set(equipment, (element = repeated(onBoardElement(equipment))));
    return element;
  }
}

function onBoardElement(onBoard: OnBoardEquipment): Element {
  return el(
    'OnBoardEquipment',
    leaf('InflightEntertainment', onBoard.entertainment),
    list(
      'Compartment',
      onBoard.cabins.map((c) =>
        el(
          'Compartment',
          leaf('ClassCode', CLASSES[c.cabin].code),
          leaf('ClassDesc', CLASSES[c.cabin].desc),
          c.connectivity !== undefined && leaf('Connectivity', c.connectivity),
          c.seatPower !== undefined && leaf('SeatPower', c.seatPower),
          c.usb !== undefined && leaf('Usb', c.usb),
          c.liveTv !== undefined && leaf('LiveTv', c.liveTv),
        ),
      ),
    ),
  );
}
