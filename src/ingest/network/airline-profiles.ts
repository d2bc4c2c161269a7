// Airline profiles for one build: the curated airlines' facts (hubs, fleets, alliance) where the
// table knows the airline and its main hub is among the airports, generic ones otherwise.
import { AIRLINES, type AirlineFleet, type CuratedAirline } from '../curated/airlines.js';
import type { Station } from './network-plan.js';
import type { AirlineProfile } from './network-plan.js';

const CURATED = new Map(AIRLINES.map((a) => [a.code, a]));
const NO_FLEET: AirlineFleet = { short: [], medium: [], long: [] };

function profileFrom(airline: CuratedAirline, byCode: ReadonlyMap<string, Station>): AirlineProfile | undefined {
  const hubs: number[] = [];
  const terminals = new Map<number, string>();
  for (const hub of airline.hubs) {
    const station = byCode.get(hub.airport);
    if (!station) continue;
    hubs.push(station.index);
    if (hub.terminal) terminals.set(station.index, hub.terminal);
  }
  // Without its main hub an airline's network would be a different airline's.
  const main = airline.hubs[0];
  if (!main || !byCode.has(main.airport)) return undefined;
  return {
    code: airline.code,
    model: airline.model,
    curated: true,
    alliance: airline.alliance,
    country: airline.country,
    hubs,
    terminals,
    fleet: airline.fleet,
    longHaulShare: airline.longHaulShare,
    partner: airline.partner,
    firstClass: airline.firstClass ?? false,
    premiumEconomy: airline.premiumEconomy ?? false,
  };
}

/** A profile for an airline the curated table does not know: point-to-point, generic fleet. */
function genericProfile(code: string): AirlineProfile {
  return {
    code,
    model: 'lowcost',
    curated: false,
    hubs: [],
    terminals: new Map(),
    fleet: NO_FLEET,
    longHaulShare: 0,
    firstClass: false,
    premiumEconomy: false,
  };
}

/** A curated airline's profile, or a generic one when it is unknown or its main hub is absent. */
export function profileForRoutes(code: string, byCode: ReadonlyMap<string, Station>): AirlineProfile {
  const curated = CURATED.get(code);
  if (curated) {
    const profile = profileFrom(curated, byCode);
    if (profile) return profile;
    // Known airline whose main hub is not given: keep its facts, fly it point to point.
    return { ...genericProfile(code), curated: true, alliance: curated.alliance, country: curated.country, fleet: curated.fleet, firstClass: curated.firstClass ?? false, premiumEconomy: curated.premiumEconomy ?? false };
  }
  return genericProfile(code);
}
