// Parses response XML into plain objects for assertions; lists are always arrays here so tests
// index them the same way whatever the count.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const ALWAYS_ARRAYS = new Set(['Country', 'Airport', 'Airline', 'City', 'AircraftSummary', 'Name', 'Link', 'AirportCode', 'Seat', 'Schedule', 'Flight', 'Compartment', 'ProcessingError']);

const parser = new XMLParser({
  ignoreAttributes: false,
  ignoreDeclaration: true,
  attributeNamePrefix: '@',
  textNodeName: '$',
  parseTagValue: false,
  parseAttributeValue: false,
  // AirportCode is a list only inside a city's Airports; an airport's own code is single.
  isArray: (name, jpath) =>
    ALWAYS_ARRAYS.has(name) && (name !== 'AirportCode' || String(jpath).endsWith('City.Airports.AirportCode')),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Xml = any;

/** An element that may stand once or several times, as a list either way. */
export const many = (x: Xml): Xml[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** Parses a document, failing the test when it is not well-formed XML. */
export function parseXml(text: string): Xml {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}\n${text.slice(0, 500)}`);
  return parser.parse(text);
}

/** A record's names by language code, as its Names element lists them. */
export function namesByLanguage(record: Xml): Record<string, string> {
  return Object.fromEntries(record.Names.Name.map((n: Xml) => [n['@LanguageCode'], n.$]));
}
