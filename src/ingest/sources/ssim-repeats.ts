// Which legs an SSIM import has already read, across all of its files: a flight departs a station
// once on a date (flight status finds a leg by exactly that), so a second record that would fly it
// again is a repeat, whatever its itinerary variation or file. Within one itinerary variation a
// flight may leave a station twice on its way (A-B-A-C); legs of another sequence number are no repeat.
import { operatesOn, type DatePattern } from '../../domain/flight-dates.js';

/** Where an earlier record stood: its line, and its file when the register spans several. */
export interface RecordPlace {
  line: number;
  file?: string;
}

interface Admitted extends DatePattern {
  itineraryVariation: number;
  legSequence: number;
  place: RecordPlace;
}

/** The periods admitted so far, by flight designator and departure station. */
export class LegRepeats {
  private readonly byLeg = new Map<string, Admitted[]>();

  /**
   * Admits the periods of a leg unless an earlier leg of the same flight and departure station
   * shares one of their dates; then answers where that leg's record stood and admits nothing.
   */
  admit(
    leg: { flight: string; origin: string; itineraryVariation: number; legSequence: number },
    periods: readonly DatePattern[],
    place: RecordPlace,
  ): RecordPlace | undefined {
    const key = `${leg.flight}/${leg.origin}`;
    const earlier = this.byLeg.get(key) ?? [];
    const clash = earlier.find(
      (e) => !(e.itineraryVariation === leg.itineraryVariation && e.legSequence !== leg.legSequence) && periods.some((p) => shareADate(e, p)),
    );
    if (clash) return clash.place;
    for (const p of periods) earlier.push({ ...p, itineraryVariation: leg.itineraryVariation, legSequence: leg.legSequence, place });
    this.byLeg.set(key, earlier);
    return undefined;
  }
}

/** Whether two patterns share an operating date; a pattern repeats within 14 days, so two weeks of their overlap tell. */
function shareADate(a: DatePattern, b: DatePattern): boolean {
  const first = Math.max(a.first, b.first);
  const last = Math.min(a.last, b.last);
  for (let day = first; day <= last && day < first + 14; day++) if (operatesOn(a, day) && operatesOn(b, day)) return true;
  return false;
}
