// SeatResource (docs/api-rules.md, Seat details): one Seat per cabin with pitch, width and recline in inches (recline in
// degrees when absolute), and the description of how to read the recline, in the asked language.
import type { Aircraft, CabinSeats } from '../model/read-model.js';
import { metaElement, type Link } from './meta.js';
import { el, elAttrs, leaf, list, type Element } from './tree.js';
import type { ReclineType } from '../domain/cabins.js';

const RECLINE_TEXTS: Record<ReclineType, Record<string, string>> = {
  absolute: {
    de: 'Absolute Neigung: Winkel der Rückenlehne in Grad',
    en: 'Absolute recline: angle of the backrest in degrees',
    es: 'Reclinación absoluta: ángulo del respaldo en grados',
    fr: 'Inclinaison absolue : angle du dossier en degrés',
    it: 'Reclinazione assoluta: angolo dello schienale in gradi',
  },
  relative: {
    de: 'Relative Neigung: Weg der Rückenlehne in Zoll',
    en: 'Relative recline: travel of the backrest in inches',
    es: 'Reclinación relativa: recorrido del respaldo en pulgadas',
    fr: 'Inclinaison relative : course du dossier en pouces',
    it: 'Reclinazione relativa: corsa dello schienale in pollici',
  },
};

export function reclineText(type: ReclineType, lang: string | undefined): string {
  const texts = RECLINE_TEXTS[type];
  return (lang && texts[lang]) || texts.en!;
}

/** A cabin's seat size in inches, as SeatDetails and the seat maps give it (`extra` after the figures). */
export function seatSize(seats: CabinSeats, ...extra: Element[]): Element {
  return el(
    'Size',
    leaf('UOM', 'INCH'),
    leaf('SeatPitchLow', seats.pitch),
    leaf('SeatWidthLow', seats.width),
    leaf('SeatRecline', seats.recline, { ReclineType: seats.reclineType }),
    ...extra,
  );
}

export function seatDocument(aircraft: Aircraft, cabins: readonly CabinSeats[], lang: string | undefined, seatLinks: readonly Link[], links: readonly Link[]) {
  return el(
    'SeatResource',
    el(
      'Seats',
      list(
        'Seat',
        cabins.map((c) =>
          el(
            'Seat',
            el(
              'SeatDetails',
              el(
                'Details',
                seatSize(c, leaf('SeatReclineType', reclineText(c.reclineType, lang))),
              ),
            ),
            el('CabinType', leaf('Code', c.cabin)),
            el('AircraftSummary', leaf('AirlineEquipCode', aircraft.airlineEquipCode)),
          ),
        ),
      ),
      list('Link', seatLinks.map((l) => elAttrs('Link', { Href: l.href, Rel: l.rel }))),
    ),
    metaElement(links),
  );
}
