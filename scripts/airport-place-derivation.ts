// What OpenTravelData adds to the listed airports beside their city (decision 78): the state each is
// in (optd_por_ref.csv), which tells same-name cities apart, and the spelling of its English name
// where the npm listings folded the diacritics away ("Straubing Wallmuhle Airport" is "Straubing
// Wallmühle Airport" in optd_por_public_en.csv). Pure rules; city-names.ts reads the files.
import { respelled } from '../src/domain/place-names.js';
import { greatCircleKm } from '../src/domain/geo.js';

export interface PlacedAirport {
  code: string;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface AirportPlaceInputs {
  airports: readonly PlacedAirport[];
  /** optd_por_ref.csv by code: state, country and (where known) position. */
  references: ReadonlyMap<string, { state: string; country: string; latitude?: number; longitude?: number }>;
  /** optd_por_public_en.csv by code: the name, then the alternate English names. */
  optdNames: ReadonlyMap<string, readonly string[]>;
  /** Other spellings the airport's own records give: its Wikipedia title, OurAirports' keywords and municipality. */
  otherSpellings: ReadonlyMap<string, readonly string[]>;
}

export interface AirportPlaceFigures {
  withState: number;
  respelledWhole: number;
  respelledWords: number;
  examples: string[];
}

/** How far OpenTravelData's reference row of a code may lie from the listed airport and still be it. */
const SAME_PLACE_KM = 100;

export function deriveAirportPlaces(inputs: AirportPlaceInputs): { rows: Map<string, { state?: string; name?: string }>; figures: AirportPlaceFigures } {
  const rows = new Map<string, { state?: string; name?: string }>();
  const figures: AirportPlaceFigures = { withState: 0, respelledWhole: 0, respelledWords: 0, examples: [] };
  for (const a of inputs.airports) {
    const row: { state?: string; name?: string } = {};
    const ref = inputs.references.get(a.code);
    const samePlace =
      ref !== undefined &&
      ref.country === a.countryCode &&
      (ref.latitude === undefined || ref.longitude === undefined || greatCircleKm(a.latitude, a.longitude, ref.latitude, ref.longitude) <= SAME_PLACE_KM);
    if (samePlace && ref.state !== '') {
      row.state = ref.state;
      figures.withState++;
    }
    const spelling = respelled(a.name, inputs.optdNames.get(a.code) ?? [], inputs.otherSpellings.get(a.code) ?? []);
    if (spelling) {
      row.name = spelling.name;
      if (spelling.how === 'whole') figures.respelledWhole++;
      else figures.respelledWords++;
      if (figures.examples.length < 12 && (figures.respelledWhole + figures.respelledWords) % 20 === 1) figures.examples.push(`${a.code} ${a.name} → ${spelling.name}`);
    }
    if (row.state !== undefined || row.name !== undefined) rows.set(a.code, row);
  }
  return { rows, figures };
}
