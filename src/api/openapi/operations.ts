// The paths of the description: every route the app registers, with its parameters and answers.
// test/api/openapi/openapi.test.ts checks this list against the routes Fastify registers and calls each
// path with its example parameters.
import { isoFromDay, utcDayOf } from '../../domain/flight-dates.js';
import { nearestExample, referenceExamples, seatExample, type Example } from './examples.js';
import {
  aircraftPathParam,
  airportPathParam,
  cabinClassPathParam,
  cabinPathParam,
  coordinatesParam,
  fromDateTimeParam,
  pathParam,
  queryRef,
  RECORD_CODES,
  routeOriginParam,
  type Parameter,
  type QueryParameterName,
} from './parameters.js';
import { AIRPORT_CODE, FLIGHT_NUMBER, FROM_DATE_TIME, LOCAL_DATE } from '../input-patterns.js';
import { dataErrorResponses, documentResponse, sharedRef, type Response } from './responses.js';
import { int, oneOfValues, patterned, ref, str } from './schema-builders.js';
import { alertPaths } from './alert-operations.js';

export type Operation = { [field: string]: unknown };
export type PathItem = { [method: string]: Operation };

export interface OperationContext {
  /** Base of absolute hrefs in examples. */
  base: string;
  nowMs: number;
  /** File names under /playground/. */
  assets: readonly string[];
}

const OPEN = { security: [] as unknown[] };

function dataOperation(
  operationId: string,
  tag: string,
  summary: string,
  description: string,
  parameters: readonly Parameter[],
  rootName: string,
  examples: readonly Example[] = [],
): Operation {
  return {
    operationId,
    tags: [tag],
    summary,
    description,
    parameters: [...parameters],
    responses: { '200': documentResponse(summary, rootName, examples), ...dataErrorResponses(true) },
  };
}

const REFERENCE_RESOURCES = [
  { path: 'countries', noun: 'Country', plural: 'Countries', root: 'CountryResource' },
  { path: 'airports', noun: 'Airport', plural: 'Airports', root: 'AirportResource' },
  { path: 'cities', noun: 'City', plural: 'Cities', root: 'CityResource' },
  { path: 'aircraft', noun: 'Aircraft', plural: 'AircraftTypes', root: 'AircraftResource' },
  { path: 'airlines', noun: 'Airline', plural: 'Airlines', root: 'AirlineResource' },
] as const;

const AIRPORT_FILTERS: QueryParameterName[] = ['Carrieroperated', 'LHoperated', 'group'];

function referencePaths(family: 'references' | 'mds-references', ctx: OperationContext): Record<string, PathItem> {
  const suffix = family === 'mds-references' ? 'Mds' : '';
  const alias =
    family === 'mds-references'
      ? ' The same records as under /v1/references, with language codes written upper case, as the original API does.'
      : ' Also under /v1/mds-references (language codes upper case there).';
  const examples = referenceExamples(ctx.base, family, ctx.nowMs);
  const paths: Record<string, PathItem> = {};
  for (const r of REFERENCE_RESOURCES) {
    const code = RECORD_CODES[r.path];
    const listParams = ['lang', 'limit', 'offset', ...(r.path === 'airports' ? AIRPORT_FILTERS : [])] as QueryParameterName[];
    paths[`/v1/${family}/${r.path}`] = {
      get: dataOperation(
        `list${r.plural}${suffix}`,
        'References',
        `${r.plural.replace('AircraftTypes', 'Aircraft types')}, a page`,
        `A page of records ordered by code, with self, next (unless on the last page) and last links and TotalCount.${alias}`,
        listParams.map(queryRef),
        r.root,
        r.path === 'airports' ? examples.airportList : [],
      ),
    };
    paths[`/v1/${family}/${r.path}/{code}`] = {
      get: dataOperation(
        `get${r.noun}${suffix}`,
        'References',
        `One ${r.noun.toLowerCase()}`,
        `The record with this code; 400 when the code is malformed, 404 when unknown.${alias}`,
        [pathParam('code', patterned(code.pattern), code.example, code.description), queryRef('lang')],
        r.root,
        examples[r.path],
      ),
    };
  }
  paths[`/v1/${family}/locations`] = {
    get: dataOperation(
      `searchLocations${suffix}`,
      'References',
      'Cities and airports by what was typed (autocomplete)',
      'Cities and locations whose code, or a word of one of their names in any language, starts with q; accents and case do not count. ' +
        'Best matches first: the whole code or name, then its start, then a later word ("heathrow"); among equals the busiest in the loaded schedule. ' +
        "A city's airports and stations follow it, busiest first. Each record is a City or an Airport element in the layout of the cities or airports resource, " +
        `paged like the lists (self, next, last, TotalCount); an empty page when nothing matches.${alias}`,
      [queryRef('q'), queryRef('lang'), queryRef('type'), queryRef('limit'), queryRef('offset')],
      'LocationResource',
    ),
  };
  return paths;
}

function routesOperation(): Operation {
  return dataOperation(
    'getRoutes',
    'References',
    'The airports served non-stop from an airport',
    'Every airport with a non-stop departure from this one on the local dates asked for (the next 7 days by default), ordered by code, ' +
      'with the airlines that sell and operate those flights and the number of departures (DepartureQuantity: each flight once, however many numbers sell it). ' +
      'A city code that is no airport\'s (NYC, LON) asks for the routes of every airport of the city: the Origin is then the city, and each Route names the airport it leaves from (by destination, then by that airport). ' +
      'Paged like the lists (self, next, last, TotalCount). ' +
      'From the loaded schedule; 400 for a malformed date or one outside today to today + 360, 404 for an unknown airport.',
    [routeOriginParam, queryRef('fromDate'), queryRef('toDate'), queryRef('lang'), queryRef('limit'), queryRef('offset')],
    'RouteResource',
  );
}

function scheduleOperation(version: 'v1' | 'v2', ctx: OperationContext): Operation {
  const today = utcDayOf(ctx.nowMs);
  return dataOperation(
    `getSchedules${version === 'v1' ? 'V1' : ''}`,
    'Schedules',
    'Direct and connecting flights',
    'Journeys from origin to destination whose first flight leaves on that local date (with a time: from one hour before it), ' +
      'direct ones first by departure, then connections (up to two) by departure and duration; paged with limit and offset, ' +
      'with previousRange and nextRange links to the neighbouring days. 404 (2007) when there is no journey.' +
      (version === 'v1' ? ' The same as /v2/operations/schedules; links show v2.' : ''),
    [
      airportPathParam('origin', 'FRA'),
      airportPathParam('destination', 'JFK'),
      fromDateTimeParam(isoFromDay(today + 30)),
      queryRef('directFlights'),
      queryRef('includeCodeshares'),
      queryRef('listing'),
      queryRef('utc'),
      queryRef('limit'),
      queryRef('offset'),
    ],
    'ScheduleResource',
  );
}

const STATUS_NOTE =
  'From the schedule: scheduled local and UTC times, terminals when known, the aircraft type, every designator the leg is sold under, ' +
  'and FlightStatus NA "No status", never a live status, an estimated or actual time, a gate or a registration. ' +
  'Dates are local at the departure airport, from yesterday to 5 days ahead (SKYREF_FLIGHT_STATUS_WINDOW=schedule: to today + 360); 400 (3028) outside. Paged with limit and offset. ' +
  'A sandbox client (skyref clients add ID --sandbox; docs/testing-apps.md) gets simulated status instead, for testing the apps built on this API: ' +
  'estimated and actual times, TimeStatus FE/OT/DL/NI, FlightStatus DP/LD/CD/RT and gates, drawn from the dataset, the flight, the date and SKYREF_SANDBOX_SEED ' +
  'and moving with the clock, or fixed by skyref sandbox scenario; such an answer carries the header Skyref-Simulated: true and Meta Simulated="true". ' +
  'A sandbox client may also get the faults its spec injects (429 with code 4003, 401 with 1004, 503 with 5002, or a delay), each with Skyref-Simulated: true.';

const STATUS_FAMILIES = [
  { path: 'flightstatus', id: 'FlightStatus', root: 'FlightStatusResource', tag: 'Flight status', note: '' },
  {
    path: 'customerflightinformation',
    id: 'CustomerFlightInformation',
    root: 'FlightInformation',
    tag: 'Flight status',
    note: ' The customer-facing layout (FlightInformation): each end\'s scheduled Date and Time apart, its UTC DateTime, and a time Status (NO).',
  },
] as const;

/** A flight-status operation: its 200 may be a sandbox client's simulated answer, labelled by a header. */
function statusOperation(...args: Parameters<typeof dataOperation>): Operation {
  const operation = dataOperation(...args);
  const responses = operation.responses as Record<string, Response & { headers?: Record<string, unknown> }>;
  const ok = responses['200']!;
  responses['200'] = { ...ok, headers: {
    ...ok.headers,
    'Skyref-Simulated': {
      description: 'true when the answer holds simulated flight status (a sandbox client\'s, docs/testing-apps.md); absent otherwise.',
      schema: { type: 'string', enum: ['true'] },
    },
  } };
  return operation;
}

function flightStatusPaths(ctx: OperationContext): Record<string, PathItem> {
  const day = utcDayOf(ctx.nowMs) + 2;
  const date = pathParam('date', patterned(LOCAL_DATE), isoFromDay(day), 'yyyy-MM-dd, the local date at the departure airport.');
  const paths: Record<string, PathItem> = {};
  for (const f of STATUS_FAMILIES) {
    const id = (name: string) => `get${name.replace('{}', f.id)}`;
    paths[`/v1/operations/${f.path}/{flightNumber}/{date}`] = {
      get: statusOperation(
        id('{}'),
        f.tag,
        'A flight on a date, leg by leg',
        'The legs sold under this flight number (the operating airline\'s or a codeshare partner\'s) that depart on that date, one Flight each. ' +
          `${STATUS_NOTE} 404 (2012) when the flight does not depart that day.${f.note}`,
        [pathParam('flightNumber', patterned(FLIGHT_NUMBER), 'LH400', 'Airline code, 1 to 4 digits, optional letter; any case.'), date, queryRef('limit'), queryRef('offset')],
        f.root,
      ),
    };
    paths[`/v1/operations/${f.path}/route/{origin}/{destination}/{date}`] = {
      get: statusOperation(
        id('{}ByRoute'),
        f.tag,
        'The flights of a route on a date',
        `Every leg flying non-stop from origin to destination that departs on that date, by departure. ${STATUS_NOTE} 404 (2007) when none does.${f.note}`,
        [
          pathParam('origin', patterned(AIRPORT_CODE), 'FRA', 'Three-letter IATA code of the departure airport, any case.'),
          pathParam('destination', patterned(AIRPORT_CODE), 'JFK', 'Three-letter IATA code of the arrival airport, any case.'),
          date,
          queryRef('limit'),
          queryRef('offset'),
        ],
        f.root,
      ),
    };
    for (const kind of ['departures', 'arrivals'] as const) {
      paths[`/v1/operations/${f.path}/${kind}/{airportCode}/{fromDateTime}`] = {
        get: statusOperation(
          id(`{}${kind === 'departures' ? 'Departures' : 'Arrivals'}`),
          f.tag,
          `An airport's ${kind} over 4 hours`,
          `The legs ${kind === 'departures' ? 'leaving' : 'landing at'} the airport in the 4 hours from fromDateTime (local there), at most 80, ` +
            `by ${kind === 'departures' ? 'departure' : 'arrival'}; previousRange and nextRange links move the window by 4 hours. ${STATUS_NOTE} 404 (2013) when none does.${f.note}`,
          [
            pathParam('airportCode', patterned(AIRPORT_CODE), 'FRA', 'Three-letter IATA code of the airport, any case.'),
            pathParam('fromDateTime', patterned(FROM_DATE_TIME), `${isoFromDay(day)}T08:00`, 'yyyy-MM-ddTHH:mm (or yyyy-MM-dd: from 00:00), local time at the airport.'),
            queryRef('serviceType'),
            queryRef('limit'),
            queryRef('offset'),
          ],
          f.root,
        ),
      };
    }
  }
  return paths;
}

function seatMapOperation(ctx: OperationContext): Operation {
  return dataOperation(
    'getSeatMap',
    'Seat maps',
    'The cabin layout of the aircraft flying a leg on a date',
    'The leg the flight number (the operating airline\'s or a codeshare partner\'s) flies from origin to destination on that date, ' +
      'and the layout of the asked cabin of its aircraft type: exit and wing rows, seat columns and rows, one SeatDetails per seat with what it is by its place ' +
      '(window, aisle, middle, side, exit row, over the wing), and the cabin\'s seat size. Layouts are typical of the type, not any airline\'s, and nothing says whether a seat is free. ' +
      'Dates are local at the origin, today to today + 360 (3009 outside). 404: the flight does not depart that day (2012), not between these airports (2014, naming its legs), ' +
      'the aircraft has no seat details (2005) or not this cabin (2006, naming those it has), or the dataset has no layout of it (2015).',
    [
      pathParam('flightNumber', patterned(FLIGHT_NUMBER), 'LH400', 'Airline code, 1 to 4 digits, optional letter; any case.'),
      pathParam('origin', patterned(AIRPORT_CODE), 'FRA', 'Three-letter IATA code of the departure airport, any case.'),
      pathParam('destination', patterned(AIRPORT_CODE), 'JFK', 'Three-letter IATA code of the arrival airport, any case.'),
      pathParam('date', patterned(LOCAL_DATE), isoFromDay(utcDayOf(ctx.nowMs) + 30), 'yyyy-MM-dd, the local date at the departure airport.'),
      cabinClassPathParam,
    ],
    'SeatAvailabilityResource',
  );
}

function tokenOperation(): Operation {
  const tokenError = (description: string, headers: Record<string, unknown> = {}): Response => ({
    description,
    headers: { 'Cache-Control': { schema: str(), description: 'no-store' }, ...headers },
    content: { 'application/json': { schema: ref('TokenError') } },
  });
  const retryAfter = { description: 'Seconds to wait.', schema: int(undefined, { minimum: 1 }) };
  return {
    operationId: 'createToken',
    tags: ['Token'],
    summary: 'An access token (OAuth 2.0 client credentials)',
    description:
      'RFC 6749 §4.4. The client credentials go in the form body (client_id, client_secret) or in HTTP Basic, not both. ' +
      'Errors are RFC 6749 §5.2 JSON, not ProcessingErrors.',
    security: [{}, { clientBasic: [] }],
    requestBody: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: ref('TokenRequest'),
          example: { grant_type: 'client_credentials', client_id: 'demo', client_secret: 'SECRET' },
        },
      },
    },
    responses: {
      '200': {
        description: 'The token.',
        headers: { 'Cache-Control': { schema: str(), description: 'no-store' } },
        content: {
          'application/json': {
            schema: ref('TokenResponse'),
            example: { access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJl', token_type: 'bearer', expires_in: 21600 },
          },
        },
      },
      '400': tokenError('invalid_request (not a form, a field repeated or missing, credentials given twice) or unsupported_grant_type.'),
      '401': tokenError('invalid_client: unknown client, wrong secret, disabled client or malformed Basic credentials.', {
        'WWW-Authenticate': { schema: str(), description: 'Basic realm="skyref"' },
      }),
      '413': tokenError('invalid_request: the body is larger than 16,384 bytes.'),
      '429': tokenError(
        'slow_down: too many failed client authentications for this client id (5 a minute) or from this address (20 a minute); ' +
          'no attempt is checked until Retry-After has passed.',
        { 'Retry-After': retryAfter },
      ),
      '503': tokenError('temporarily_unavailable: too many client authentications under way; retry after Retry-After.', { 'Retry-After': retryAfter }),
    },
  };
}

function textOperation(operationId: string, tag: string, summary: string, mediaType: string, schema: unknown = str()): Operation {
  return { operationId, tags: [tag], summary, ...OPEN, responses: { '200': { description: summary, content: { [mediaType]: { schema } } } } };
}

function servicePaths(ctx: OperationContext): Record<string, PathItem> {
  const wellKnown = (operationId: string, summary: string) => textOperation(operationId, 'Service', summary, 'application/json', { type: 'object' });
  const page = (operationId: string) =>
    textOperation(operationId, 'Playground', 'The playground page: get a token and try every operation of this description in the browser', 'text/html');
  return {
    '/health': {
      get: {
        operationId: 'getHealth',
        tags: ['Service'],
        summary: 'Health check',
        ...OPEN,
        responses: { '200': { description: 'Serving.', content: { 'application/json': { schema: ref('Health') } } } },
      },
    },
    '/ready': {
      get: {
        operationId: 'getReadiness',
        tags: ['Service'],
        summary: 'Readiness check: whether to send this server requests',
        description: 'For load balancers: 503 from the moment the server starts shutting down, while it still answers the requests it gets.',
        ...OPEN,
        responses: {
          '200': { description: 'Ready.', content: { 'application/json': { schema: ref('Ready') } } },
          '503': { description: 'Starting, draining, or a fault (reasons).', content: { 'application/json': { schema: ref('NotReady') } } },
        },
      },
    },
    '/docs/errors': {
      get: {
        operationId: 'getErrorCatalogue',
        tags: ['Service'],
        summary: 'The error catalogue',
        description: 'An HTML page whose rows are anchored by code (every InfoURL is /docs/errors#CODE); with Accept: text/markdown, the same list as Markdown.',
        ...OPEN,
        responses: { '200': { description: 'The catalogue.', content: { 'text/html': { schema: str() }, 'text/markdown': { schema: str() } } } },
      },
    },
    '/mcp': {
      post: {
        operationId: 'mcp',
        tags: ['Service'],
        summary: 'The MCP tools over Streamable HTTP (stateless, JSON answers)',
        description:
          'A Model Context Protocol endpoint for agents: JSON-RPC messages (initialize, tools/list, tools/call) posted with the bearer token; ' +
          'the same tools as `skyref mcp` over stdio. Rate limits count each request. 401 without a valid token.',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': { description: 'The JSON-RPC answer.', content: { 'application/json': { schema: { type: 'object' } } } },
          '401': sharedRef('Unauthorized'),
          '429': sharedRef('TooManyRequests'),
        },
      },
    },
    // The discovery documents of /mcp's authorisation (api/routes/mcp.ts).
    '/.well-known/oauth-protected-resource/mcp': { get: wellKnown('getMcpResourceMetadata', "/mcp's protected-resource metadata (RFC 9728), named by its 401: the resource and its authorization server") },
    '/.well-known/oauth-protected-resource': { get: wellKnown('getResourceMetadata', 'The same protected-resource metadata at the host\'s name (RFC 9728)') },
    '/v1/oauth/authorize': {
      get: {
        operationId: 'authorize',
        tags: ['Service'],
        summary: 'The authorization endpoint the metadata must name: always 400 unsupported_response_type (tokens come from /v1/oauth/token by the client-credentials grant)',
        ...OPEN,
        responses: { '400': { description: 'RFC 6749 error.', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/.well-known/oauth-authorization-server': { get: wellKnown('getAuthorizationServerMetadata', 'Authorization server metadata (RFC 8414): the token endpoint and its client-credentials grant') },
    '/openapi.json': { get: textOperation('getOpenApiJson', 'Service', 'This description, as JSON', 'application/json', { type: 'object' }) },
    '/openapi.yaml': { get: textOperation('getOpenApiYaml', 'Service', 'This description, as YAML', 'application/yaml') },
    '/': { get: page('getPlayground') },
    '/playground': { get: page('getPlaygroundAlias') },
    '/favicon.ico': { get: textOperation('getFavicon', 'Playground', "The playground's icon (SVG), where browsers look for one", 'image/svg+xml') },
    '/playground/{asset}': {
      get: {
        operationId: 'getPlaygroundAsset',
        tags: ['Playground'],
        summary: 'A script, style sheet or the icon of the playground page',
        ...OPEN,
        parameters: [pathParam('asset', oneOfValues(ctx.assets), ctx.assets.find((a) => a.endsWith('.js')) ?? ctx.assets[0] ?? '', 'File name.')],
        responses: {
          '200': { description: 'The file.', content: { 'text/javascript': { schema: str() }, 'text/css': { schema: str() }, 'image/svg+xml': { schema: str() } } },
          '304': sharedRef('NotModified'),
          '404': { description: 'No such file.', content: { 'application/xml': { schema: ref('ProcessingErrors') } } },
        },
      },
    },
  };
}

export function operationPaths(ctx: OperationContext): Record<string, PathItem> {
  const nearestWithout = dataOperation(
    'getNearestWithoutPoint',
    'Nearest airports',
    'Nearest airports without a point: always 400',
    'Answers 400 (3006) because the point is missing; the path exists so that "nearest" is never read as an airport code.',
    [],
    'NearestAirportResource',
  );
  nearestWithout.responses = { '400': sharedRef('BadRequest'), '401': sharedRef('Unauthorized'), '406': sharedRef('NotAcceptable'), '429': sharedRef('TooManyRequests') };
  return {
    '/v1/oauth/token': { post: tokenOperation() },
    ...referencePaths('references', ctx),
    ...referencePaths('mds-references', ctx),
    '/v1/references/airports/nearest/{coordinates}': {
      get: dataOperation(
        'getNearestAirports',
        'Nearest airports',
        'The 5 airports nearest to a point',
        'Exactly 5 airports by great-circle distance (ties by code), whatever the distance: those with scheduled flights, or with allAirports=true any location of type Airport. Names as in every reference document: each under the language it is in.',
        [coordinatesParam, queryRef('lang'), queryRef('allAirports')],
        'NearestAirportResource',
        [nearestExample(ctx.base)],
      ),
    },
    '/v1/references/airports/nearest': { get: nearestWithout },
    '/v1/references/routes/{airportCode}': { get: routesOperation() },
    '/v1/references/seatdetails/{aircraftCode}': {
      get: dataOperation(
        'getSeatDetails',
        'Seats',
        'Seat pitch, width and recline of every cabin of an aircraft type',
        'Sizes in inches. 404 when the aircraft type is unknown or has no seat figures.',
        [aircraftPathParam, queryRef('lang')],
        'SeatResource',
      ),
    },
    '/v1/references/seatdetails/{aircraftCode}/{cabinCode}': {
      get: dataOperation(
        'getCabinSeatDetails',
        'Seats',
        'Seat pitch, width and recline of one cabin',
        '404 when the aircraft type has no such cabin; the error names the cabins it has.',
        [aircraftPathParam, cabinPathParam, queryRef('lang')],
        'SeatResource',
        [seatExample(ctx.base)],
      ),
    },
    '/v2/operations/schedules/{origin}/{destination}/{fromDateTime}': { get: scheduleOperation('v2', ctx) },
    '/v1/operations/schedules/{origin}/{destination}/{fromDateTime}': { get: scheduleOperation('v1', ctx) },
    ...flightStatusPaths(ctx),
    '/v1/offers/seatmaps/{flightNumber}/{origin}/{destination}/{date}/{cabinClass}': { get: seatMapOperation(ctx) },
    ...alertPaths(),
    ...servicePaths(ctx),
  };
}
