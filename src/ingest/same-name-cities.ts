// Cities of one country that carry the same name: one city when their airports lie close together
// (Le Bourget beside Paris, Campo de Marte beside São Paulo, Chkalovsky and Ostafyevo beside
// Moscow), otherwise told apart by a qualifier in their names ("Albany (GA)", "Albany (NY)").
import { foldText } from '../domain/text-folding.js';
import { greatCircleKm } from '../domain/geo.js';

/** Airports of two same-name cities this close (km) serve one city. */
export const SAME_CITY_KM = 60;

export interface NamedCity {
  code: string;
  countryCode: string;
  english: string;
  /** A curated metropolitan city, which absorbs the others. */
  metro: boolean;
  /** Whether IATA (as OpenTravelData lists it) has a city of this code, which absorbs airport-only codes. */
  iataCity: boolean;
  /** Rank 0 for the biggest airports (OurAirports' size class), up. */
  airports: readonly { latitude: number; longitude: number; rank: number; state?: string }[];
}

export interface SameNameOutcome {
  /** City code → the city it is part of. */
  mergedInto: Map<string, string>;
  /** City code → the qualifier its names carry ("GA"). */
  qualifiers: Map<string, string>;
}

export function settleSameNameCities(cities: readonly NamedCity[]): SameNameOutcome {
  const groups = new Map<string, NamedCity[]>();
  for (const c of cities) {
    const key = `${c.countryCode}|${foldText(c.english)}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  const mergedInto = new Map<string, string>();
  const qualifiers = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // The leading city first: a metropolitan code, an IATA city code, the biggest airport, the code.
    const ordered = [...group].sort(
      (a, b) => Number(b.metro) - Number(a.metro) || Number(b.iataCity) - Number(a.iataCity) || bestRank(a) - bestRank(b) || a.code.localeCompare(b.code),
    );
    const survivors: NamedCity[] = [];
    for (const city of ordered) {
      const joined = survivors.find((s) => closestKm(s, city) <= SAME_CITY_KM);
      if (joined) mergedInto.set(city.code, joined.code);
      else survivors.push(city);
    }
    if (survivors.length < 2) continue;
    // Each survivor whose airports lie in one state of their own says it ("Albany (GA)"); one whose
    // airports span states (Washington: VA and MD) or whose state is unknown keeps its name.
    const states = survivors.map(ownState);
    survivors.forEach((s, i) => {
      const state = states[i];
      if (state !== undefined && states.filter((other) => other === state).length === 1) qualifiers.set(s.code, state);
    });
  }
  return { mergedInto, qualifiers };
}

function ownState(c: NamedCity): string | undefined {
  const states = new Set(c.airports.map((a) => a.state));
  return states.size === 1 ? [...states][0] : undefined;
}

const bestRank = (c: NamedCity) => Math.min(...c.airports.map((a) => a.rank));

function closestKm(a: NamedCity, b: NamedCity): number {
  let best = Infinity;
  for (const x of a.airports) for (const y of b.airports) best = Math.min(best, greatCircleKm(x.latitude, x.longitude, y.latitude, y.longitude));
  return best;
}
