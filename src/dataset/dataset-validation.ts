// The checks a dataset passes before it is written over the served one: nothing an import
// produced may leave a record pointing nowhere, or a zone the clock cannot read.
import { isKnownTimeZone } from '../domain/time-zone.js';
import type { DatasetContent } from './dataset-content.js';
import { validLayout } from '../domain/cabin-layout.js';
import type { TicketingFacts } from '../domain/ticketing.js';

/** Every problem found, as plain sentences; empty when the content can be served. */
export function validateDataset(content: DatasetContent): string[] {
  const problems: string[] = [];
  const add = (text: string) => void (problems.length < 1000 && problems.push(text));
  if (content.countries.length === 0) add('no countries');
  if (content.locations.length === 0) add('no airports or stations');
  const countries = new Set(content.countries.map((c) => c.code));
  const cities = new Set(content.cities.map((c) => c.code));
  const zones = new Map<string, boolean>();
  const knownZone = (zone: string) => {
    let known = zones.get(zone);
    if (known === undefined) zones.set(zone, (known = isKnownTimeZone(zone)));
    return known;
  };
  const seen = new Set<string>();
  for (const l of content.locations) {
    if (!/^[A-Z]{3}$/.test(l.code)) add(`location code "${l.code}" is not 3 letters`);
    if (seen.has(l.code)) add(`location ${l.code} is listed twice`);
    seen.add(l.code);
    if (!cities.has(l.cityCode)) add(`location ${l.code}: city ${l.cityCode} does not exist`);
    if (!countries.has(l.countryCode)) add(`location ${l.code}: country ${l.countryCode} does not exist`);
    if (!knownZone(l.timeZone)) add(`location ${l.code}: time zone "${l.timeZone}" is unknown`);
    if (!(Math.abs(l.latitude) <= 90 && Math.abs(l.longitude) <= 180)) add(`location ${l.code}: coordinates out of range`);
    if (Object.keys(l.names).length === 0) add(`location ${l.code} has no name`);
  }
  for (const c of content.cities) {
    if (!countries.has(c.countryCode)) add(`city ${c.code}: country ${c.countryCode} does not exist`);
    if (!knownZone(c.timeZone)) add(`city ${c.code}: time zone "${c.timeZone}" is unknown`);
  }
  const airlines = new Set<string>();
  for (const a of content.airlines) {
    if (!/^[A-Z0-9]{2}$/.test(a.code)) add(`airline code "${a.code}" is not 2 letters or digits`);
    if (airlines.has(a.code)) add(`airline ${a.code} is listed twice`);
    airlines.add(a.code);
    if (a.icaoCode !== undefined && !/^[A-Z]{3}$/.test(a.icaoCode)) add(`airline ${a.code}: ICAO code "${a.icaoCode}" is not 3 letters`);
    if (a.countryCode !== undefined && !countries.has(a.countryCode)) add(`airline ${a.code}: country ${a.countryCode} does not exist`);
    if (Object.keys(a.names).length === 0) add(`airline ${a.code} has no name`);
  }
  for (const s of content.seats) {
    if (s.layout && !validLayout(s.layout)) add(`seats ${s.aircraftCode} ${s.cabin}: the cabin layout is not one a seat map can be drawn from`);
  }
  for (const leg of content.schedule.legs) {
    for (const code of [leg.origin, leg.destination]) {
      if (!seen.has(code)) {
        add(`schedule: ${leg.flight.airline} ${leg.flight.number} serves ${code}, which does not exist`);
        break;
      }
    }
  }
  for (const problem of ticketingProblems(content.schedule.ticketing)) add(problem);
  return problems;
}

/**
 * The ticketing facts' shape: airline and airport codes, minutes. The facts are of the real world:
 * an airport they name that a smaller dataset lacks is simply never met.
 */
function ticketingProblems(facts: TicketingFacts | undefined): string[] {
  if (!facts) return ['schedule: no ticketing facts'];
  const problems: string[] = [];
  const airline = (code: string, where: string) => /^[A-Z0-9]{2}$/.test(code) || problems.push(`ticketing: ${where}: "${code}" is not an airline code`);
  for (const a of facts.alliances) for (const m of a.members) airline(m, `alliance ${a.name}`);
  for (const g of facts.groups) for (const m of g.airlines) airline(m, `group ${g.name}`);
  for (const p of [...facts.partnerships, ...facts.regionals]) for (const m of [p.airline, ...p.partners]) airline(m, `partners of ${p.airline}`);
  for (const n of facts.noFrills) {
    for (const m of [n.airline, ...n.partners]) airline(m, `no-frills ${n.airline}`);
    if (n.own.kind === 'airports') for (const a of n.own.airports) if (!/^[A-Z]{3}$/.test(a)) problems.push(`ticketing: no-frills ${n.airline} connects at "${a}", not an airport code`);
  }
  for (const c of facts.airportChanges) {
    const [from, to] = c.airports;
    if (!/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to) || from === to) problems.push(`ticketing: airport change ${from}-${to} is not between two airport codes`);
    if (!(Number.isInteger(c.minutes) && c.minutes > 0 && c.minutes <= 780)) problems.push(`ticketing: airport change ${from}-${to} takes ${c.minutes} minutes (1 to 780)`);
    for (const m of c.sellers) airline(m, `airport change ${from}-${to}`);
  }
  if (!(Number.isInteger(facts.defaultAirportChangeMinutes) && facts.defaultAirportChangeMinutes > 0)) problems.push('ticketing: the default airport change time is not a positive number of minutes');
  return problems;
}
