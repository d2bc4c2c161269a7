// The journeys of a schedules answer and the flights of a flight-status (or flight-information)
// answer, read from the document (typed or classic JSON, or XML made into the same shape) for the
// readable table shown beside the raw document: local times, durations, connections, carriers
// and aircraft.
import { h } from './dom.js';

export interface JourneyLeg {
  flight: string;
  /** The operating flight, when another airline's number is sold. */
  operatedBy: string | undefined;
  from: string;
  to: string;
  departs: string;
  arrives: string;
  aircraft: string;
  /** Every designator the leg is sold under, when the answer lists them (listing=trips). */
  soldAs: string[];
  /** The airport the previous leg landed at, when this one leaves from another airport of the city. */
  changeFrom: string | undefined;
}

export interface Journey {
  legs: JourneyLeg[];
  /** ISO 8601 duration of the whole journey, when the answer states it. */
  duration: string | undefined;
  /** A flight's status, on flight-status answers. */
  status: string | undefined;
}

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const at = (v: unknown, ...path: string[]): unknown => path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), v);
const text = (v: unknown): string => (v === undefined || v === null ? '' : isObject(v) && '$' in v ? String(v.$) : String(v));

/** An XML element as the typed JSON would hold it: attributes as @Name, repeated children as arrays, leaves as text. */
export function xmlObject(element: Element): unknown {
  const children = [...element.children];
  if (children.length === 0 && element.attributes.length === 0) return element.textContent ?? '';
  const out: Json = {};
  for (const attribute of element.attributes) out[`@${attribute.name}`] = attribute.value;
  for (const child of children) {
    const value = xmlObject(child);
    const before = out[child.nodeName];
    out[child.nodeName] = before === undefined ? value : [...asArray(before), value];
  }
  return out;
}

function designator(carrier: unknown): string {
  return `${text(at(carrier, 'AirlineID'))}${text(at(carrier, 'FlightNumber'))}`;
}

/** An end's scheduled local time: `ScheduledTimeLocal` of schedules and flight status, `Scheduled` Date and Time of FlightInformation. */
function localTime(end: unknown): string {
  const dateTime = text(at(end, 'ScheduledTimeLocal', 'DateTime'));
  return dateTime || `${text(at(end, 'Scheduled', 'Date'))}T${text(at(end, 'Scheduled', 'Time'))}`;
}

function legOf(flight: unknown): JourneyLeg {
  const marketing = at(flight, 'MarketingCarrier') ?? asArray(at(flight, 'MarketingCarrierList', 'MarketingCarrier'))[0];
  const sold = designator(marketing);
  const operating = at(flight, 'OperatingCarrier');
  const operated = operating === undefined ? undefined : designator(operating);
  return {
    flight: sold || (operated ?? ''),
    operatedBy: operated !== undefined && operated !== sold ? operated : undefined,
    from: text(at(flight, 'Departure', 'AirportCode')),
    to: text(at(flight, 'Arrival', 'AirportCode')),
    departs: localTime(at(flight, 'Departure')),
    arrives: localTime(at(flight, 'Arrival')),
    aircraft: text(at(flight, 'Equipment', 'AircraftCode')),
    soldAs: asArray(at(flight, 'MarketingCarrierList', 'MarketingCarrier')).map(designator),
    changeFrom: text(at(flight, 'Departure', 'AirportChange', 'FromAirportCode')) || undefined,
  };
}

/** Where a connection is made: the airport, or the change of airport (`NRT → HND, change of airport`). */
function connectionAt(leg: JourneyLeg): string {
  return leg.changeFrom ? `${leg.changeFrom} → ${leg.from}, change of airport` : leg.from;
}

/** The journeys (or flights) of an answer; none for any other document. */
export function journeysOf(root: unknown): Journey[] {
  const schedules = at(root, 'ScheduleResource', 'Schedule');
  if (schedules !== undefined) {
    return asArray(schedules).map((s) => ({ legs: asArray(at(s, 'Flight')).map(legOf), duration: text(at(s, 'TotalJourney', 'Duration')) || undefined, status: undefined }));
  }
  const flights = at(root, 'FlightStatusResource', 'Flights', 'Flight') ?? at(root, 'FlightInformation', 'Flights', 'Flight');
  return asArray(flights).map((f) => ({
    legs: [legOf(f)],
    duration: undefined,
    status: text(at(f, 'FlightStatus', 'Definition')) || text(at(f, 'Status', 'Description')) || undefined,
  }));
}

/** `PT8H40M` → `8 h 40 min`, `P1DT2H` → `1 d 2 h`. */
export function durationWords(iso: string): string {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(iso);
  if (!m) return iso;
  const parts = [m[1] && `${m[1]} d`, m[2] && `${m[2]} h`, m[3] && `${m[3]} min`].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 min';
}

/** ` (+1)` for an arrival on the next local date, and so on; nothing on the same date. */
function dayShift(departs: string, arrives: string): string {
  const days = Math.round((Date.parse(arrives.slice(0, 10)) - Date.parse(departs.slice(0, 10))) / 86_400_000);
  return days === 0 || Number.isNaN(days) ? '' : ` (${days > 0 ? '+' : ''}${days})`;
}

/** `2026-12-01T10:05` at FRA: the date above the time and the airport, so the table's first columns stay narrow. */
const whenAt = (dateTime: string, airport: string) => h('span', { class: 'when' }, h('span', { class: 'date' }, dateTime.slice(0, 10)), ' ', h('span', { class: 'time' }, `${dateTime.slice(11)} ${airport}`));

export function journeyTable(journeys: readonly Journey[]): HTMLTableElement {
  const withStatus = journeys.some((j) => j.status !== undefined);
  const head = ['Departs', 'Arrives', withStatus ? 'Status' : 'Duration', 'Connections', 'Flights'];
  return h(
    'table',
    { class: 'journeys' },
    h('thead', {}, h('tr', {}, ...head.map((label) => h('th', { scope: 'col' }, label)))),
    h(
      'tbody',
      {},
      ...journeys.map((j) => {
        const first = j.legs[0];
        const last = j.legs[j.legs.length - 1];
        return h(
          'tr',
          { class: 'journey' },
          h('td', {}, first ? whenAt(first.departs, first.from) : ''),
          h('td', {}, last ? whenAt(last.arrives, last.to) : ''),
          h('td', {}, withStatus ? (j.status ?? '') : j.duration ? durationWords(j.duration) : ''),
          h('td', {}, j.legs.length <= 1 ? 'direct' : `${j.legs.length - 1} via ${j.legs.slice(1).map(connectionAt).join('; ')}`),
          h(
            'td',
            {},
            ...j.legs.map((l) =>
              h(
                'div',
                { class: 'leg' },
                // The flight and its times never break; what follows wraps, so the column fits its table.
                h('span', { class: 'leg-main' }, `${l.flight} ${l.from} ${l.departs.slice(11)} → ${l.to} ${l.arrives.slice(11)}${dayShift(l.departs, l.arrives)} · ${l.aircraft}`),
                l.operatedBy ? ` · operated by ${l.operatedBy}` : '',
                l.soldAs.length > 1 ? ` · sold as ${l.soldAs.join(', ')}` : '',
                l.changeFrom ? h('strong', { class: 'airport-change' }, ` · change of airport from ${l.changeFrom}`) : '',
              ),
            ),
          ),
        );
      }),
    ),
  );
}
