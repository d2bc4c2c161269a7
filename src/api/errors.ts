// The error catalogue: every error a data endpoint can answer, with its HTTP status, the
// ProcessingError Type and Code, and its description. docs/errors.md is generated from this list
// (npm run docs:errors) and a test keeps the two equal.
//
// A description repeats a value of the request only once the value has passed its pattern (the
// upper-cased airport code of "Unknown airport code ZZZ", a date of the schedule horizon): a value
// that failed validation, a path, a header or a body is never echoed, so that an error cannot
// carry text chosen by whoever wrote the request (docs/security.md, The error contract and links).

export type ErrorType = 'Authentication' | 'InputValidation' | 'ResourceNotFound' | 'RateLimit' | 'Internal';

export interface ErrorEntry {
  readonly status: number;
  readonly type: ErrorType;
  readonly code: string;
  /** Description; `{name}` placeholders are filled from the error's details. */
  readonly text: string;
}

const entry = (status: number, type: ErrorType, code: string, text: string): ErrorEntry => ({ status, type, code, text });

export const ERRORS = {
  tokenMissing: entry(401, 'Authentication', '1001', 'Missing access token: send the header Authorization: Bearer <token>.'),
  tokenMalformed: entry(401, 'Authentication', '1002', 'Malformed Authorization header: expected Bearer <token>.'),
  tokenInvalid: entry(401, 'Authentication', '1003', 'Invalid access token: not one this service issued (signed with another key, altered, or not a token).'),
  tokenExpired: entry(401, 'Authentication', '1004', 'Expired access token: ask /v1/oauth/token for a new one.'),
  tokenRevoked: entry(401, 'Authentication', '1005', 'Revoked access token: its client was disabled, deleted or given a new secret.'),

  countryNotFound: entry(404, 'ResourceNotFound', '2001', 'Unknown country code {code}. Example: /v1/references/countries/CH'),
  airportNotFound: entry(404, 'ResourceNotFound', '2002', 'Unknown airport code {code}. Example: /v1/references/airports/FRA'),
  cityNotFound: entry(404, 'ResourceNotFound', '2003', 'Unknown city code {code}. Example: /v1/references/cities/LON'),
  aircraftNotFound: entry(404, 'ResourceNotFound', '2004', 'Unknown aircraft code {code}. Example: /v1/references/aircraft/32N'),
  seatsNotFound: entry(404, 'ResourceNotFound', '2005', 'No seat details for aircraft {code}.'),
  cabinNotFound: entry(404, 'ResourceNotFound', '2006', 'Aircraft {code} has no cabin {cabin}; it has {cabins}.'),
  journeyNotFound: entry(404, 'ResourceNotFound', '2007', 'No flights from {origin} to {destination} on {date}{time}{direct}.'),
  airlineNotFound: entry(404, 'ResourceNotFound', '2008', 'Unknown airline code {code}. Example: /v1/references/airlines/LH'),
  airportMoved: entry(404, 'ResourceNotFound', '2009', 'Airport code {code} is no longer in use ({reason}): ask for {successor}, /v1/references/airports/{successor}'),
  airportClosed: entry(404, 'ResourceNotFound', '2011', 'Airport code {code} is no longer in use ({reason}).'),
  flightNotFound: entry(404, 'ResourceNotFound', '2012', 'No flight {flight} departs on {date} (a local date at its departure airport).'),
  boardEmpty: entry(404, 'ResourceNotFound', '2013', 'No {kind} at {airport} from {from} to {to}, local time.'),
  legNotFound: entry(404, 'ResourceNotFound', '2014', 'Flight {flight} does not fly from {origin} to {destination} on {date}; that day it flies {legs}.'),
  statusPageEmpty: entry(404, 'ResourceNotFound', '2016', 'No flights from offset {offset}: this answer has {total}; ask from offset 0 to {last}.'),
  seatMapNotFound: entry(404, 'ResourceNotFound', '2015', 'No seat map of aircraft {code}, cabin {cabin}: the dataset has its seat figures but not its cabin layout.'),
  cityNotAirport: entry(404, 'ResourceNotFound', '2017', '{code} is a city code, not an airport code: ask for one of the city\'s airports, {airports}. Example: /v1/references/airports/{first}'),
  subscriptionNotFound: entry(404, 'ResourceNotFound', '2018', 'No alert subscription of this client has this id (docs/alerts.md).'),
  pathNotFound: entry(404, 'ResourceNotFound', '2010', 'No resource at this path; the paths of this service are listed in /openapi.json.'),

  countryCodeMalformed: entry(400, 'InputValidation', '3001', 'Malformed country code: expected 2 letters (ISO 3166-1 alpha-2).'),
  airportCodeMalformed: entry(400, 'InputValidation', '3002', 'Malformed airport code: expected 3 letters (IATA).'),
  cityCodeMalformed: entry(400, 'InputValidation', '3003', 'Malformed city code: expected 3 letters (IATA).'),
  aircraftCodeMalformed: entry(400, 'InputValidation', '3004', 'Malformed aircraft code: expected 3 letters or digits (IATA).'),
  cabinCodeMalformed: entry(400, 'InputValidation', '3005', 'Malformed cabin code: expected M, E, C or F (economy, premium economy, business, first), or Y, W or J (economy, premium economy, business), in any case.'),
  coordinatesInvalid: entry(400, 'InputValidation', '3006', 'Invalid coordinates: expected {latitude},{longitude} in decimal degrees, latitude -90 to 90, longitude -180 to 180.'),
  sameOriginDestination: entry(400, 'InputValidation', '3007', 'Origin and destination are both {code}: a schedule needs two different airports.'),
  dateTimeMalformed: entry(400, 'InputValidation', '3008', 'Malformed fromDateTime: expected yyyy-MM-dd or yyyy-MM-ddTHH:mm, local time at the origin.'),
  dateOutOfRange: entry(400, 'InputValidation', '3009', 'Date {date} is outside the schedule horizon: from {first} to {last} (today to today + 360 days, local time at {origin}).'),
  limitInvalid: entry(400, 'InputValidation', '3010', 'Invalid limit: expected a whole number from 1 to 100.'),
  offsetInvalid: entry(400, 'InputValidation', '3011', 'Invalid offset: expected a whole number of 0 or more.'),
  langInvalid: entry(400, 'InputValidation', '3012', 'Invalid lang: expected a 2-letter ISO 639-1 language code.'),
  parameterInvalid: entry(400, 'InputValidation', '3013', 'Invalid value for parameter {name}: expected {expected}.'),
  parameterRepeated: entry(400, 'InputValidation', '3014', 'Parameter {name} is given more than once.'),
  requestMalformed: entry(400, 'InputValidation', '3015', 'Malformed request: {reason}.'),
  requestTimeout: entry(408, 'InputValidation', '3016', 'The request was not received in time; the connection is closed.'),
  bodyTooLarge: entry(413, 'InputValidation', '3017', 'Request body too large: at most {limit} bytes are accepted.'),
  uriTooLong: entry(414, 'InputValidation', '3018', 'Request path too long: a path segment may have at most {limit} characters.'),
  headersTooLarge: entry(431, 'InputValidation', '3019', 'Request header fields too large: at most {limit} bytes of headers are accepted.'),
  methodNotAllowed: entry(405, 'InputValidation', '3020', 'Method {method} is not allowed here; allowed: {allow}.'),
  notAcceptable: entry(406, 'InputValidation', '3021', 'Cannot answer in any media type the Accept header names; available: application/xml, text/xml, application/json (profile=typed or profile=classic), in UTF-8.'),
  airlineCodeMalformed: entry(400, 'InputValidation', '3022', 'Malformed airline code: expected 2 letters or digits (IATA) or 3 letters (ICAO).'),
  searchTextInvalid: entry(400, 'InputValidation', '3023', 'Invalid q: expected 1 to 64 characters, at least one of them a letter or digit.'),
  dateMalformed: entry(400, 'InputValidation', '3024', 'Malformed {name}: expected yyyy-MM-dd, a local date at the origin.'),
  dateNonexistent: entry(400, 'InputValidation', '3033', '{name} names no day of the calendar (such as 30 February, or a month 13): expected a real date, yyyy-MM-dd.'),
  dateRangeInverted: entry(400, 'InputValidation', '3025', 'Invalid date range: toDate is before fromDate.'),
  flightNumberMalformed: entry(400, 'InputValidation', '3027', 'Malformed flight number: expected the airline code, 1 to 4 digits and an optional letter, e.g. LH400.'),
  statusDateOutOfRange: entry(400, 'InputValidation', '3028', 'Date {date} is outside the flight status window: from {first} to {last} (local dates at {airport}).'),
  codingNotAcceptable: entry(406, 'InputValidation', '3026', 'Cannot answer in any content coding the Accept-Encoding header allows; available: br, zstd, gzip, identity.'),
  expectationFailed: entry(417, 'InputValidation', '3029', 'Expectation not supported: the only Expect this server meets is 100-continue.'),
  subscriptionInvalid: entry(400, 'InputValidation', '3030', 'Invalid alert subscription: {reason} (docs/alerts.md).'),
  callbackRefused: entry(400, 'InputValidation', '3031', 'Callback URL refused: {reason}; nothing was sent to it (docs/alerts.md).'),
  subscriptionLimit: entry(409, 'InputValidation', '3032', 'This client has {limit} alert subscriptions, the most it may have: delete one first.'),

  ratePerSecond: entry(429, 'RateLimit', '4001', 'Rate limit exceeded: at most {limit} requests per second for this client.'),
  ratePerHour: entry(429, 'RateLimit', '4002', 'Rate limit exceeded: at most {limit} requests per hour for this client.'),
  rateSimulated: entry(429, 'RateLimit', '4003', 'Rate limit exceeded: a fault injected into the answers of this sandbox client (docs/testing-apps.md).'),

  internal: entry(500, 'Internal', '5001', 'Internal error; the request was not completed. Retry later.'),
  unavailable: entry(503, 'Internal', '5002', 'Service unavailable: {reason}. Retry later.'),
  overloaded: entry(503, 'Internal', '5003', 'This worker is catching up with its load: a request that costs more than a lookup waits until it has. Retry after the seconds Retry-After gives; lookups are answered meanwhile.'),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorId = keyof typeof ERRORS;

/** An error that becomes a ProcessingErrors response. */
export class ApiError extends Error {
  readonly entry: ErrorEntry;
  readonly headers: Readonly<Record<string, string>>;

  constructor(id: ErrorId, details: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
    const e = ERRORS[id];
    // An answer, not a fault: its stack is never shown or logged, and capturing one is most of
    // what a refusal would cost (docs/decisions.md, "Refusals cost what answers cost").
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(e.text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in details ? String(details[name]) : whole)));
    Error.stackTraceLimit = stackTraceLimit;
    this.entry = e;
    this.headers = headers;
  }

  get status(): number {
    return this.entry.status;
  }

  /** Whether retrying the same request later can succeed (rate limits, outages). */
  get retry(): boolean {
    return this.entry.type === 'RateLimit' || this.entry.status >= 500;
  }
}

/** The catalogue's entries by code, as people look them up (the list above groups them by meaning). */
export function catalogueByCode(): (typeof ERRORS)[keyof typeof ERRORS][] {
  return Object.values(ERRORS).sort((a, b) => Number(a.code) - Number(b.code));
}

/** The catalogue as Markdown, for docs/errors.md. */
export function errorCatalogueMarkdown(): string {
  const rows = catalogueByCode()
    .map((e) => `| ${e.code} | ${e.status} | ${e.type} | ${e.text.replace(/\|/g, '\\|')} |`)
    .join('\n');
  return `# Error catalogue

Every error from a data endpoint is a \`ProcessingErrors\` document in the negotiated format (XML by
default, JSON on \`Accept: application/json\`):

\`\`\`xml
<ProcessingErrors><ProcessingError RetryIndicator="false"><Type>ResourceNotFound</Type><Code>2001</Code>
<Description>Unknown country code XX. Example: /v1/references/countries/CH</Description>
<InfoURL>https://host/docs/errors#2001</InfoURL></ProcessingError></ProcessingErrors>
\`\`\`

\`RetryIndicator\` is \`true\` when the same request can succeed later (rate limits, 5xx). 405
answers carry \`Allow\`; 429 answers carry \`Retry-After\` and \`RateLimit-*\`; 401 answers carry
\`WWW-Authenticate: Bearer\`. The token endpoint answers errors as RFC 6749 §5.2 JSON instead
(\`invalid_request\`, \`invalid_client\`, \`unsupported_grant_type\`).

This file is generated from \`src/api/errors.ts\` by \`npm run docs:errors\`; a test keeps it equal.

| Code | HTTP | Type | Description |
|---|---|---|---|
${rows}
`;
}
