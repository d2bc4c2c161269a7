// The response documents (docs/api-rules.md, Documents) as schemas: components.schemas of the description. The root
// schemas are the XML root elements; a JSON body is an object holding that root under its name.
import { LAYOUT_VERSION } from '../../documents/meta.js';
import { ERRORS } from '../errors.js';
import { arr, attr, bool, int, num, obj, oneOfValues, ref, root, str, text, type Schema } from './schema-builders.js';
import { CABIN_CODES } from '../../domain/cabins.js';

const IATA3 = 'three-letter IATA code';
const UTC_OFFSET = str('Offset from UTC now, +HH:MM or -HH:MM.', { pattern: '^[+-]\\d{2}:\\d{2}$', example: '+01:00' });
const TIME_ZONE = str('IANA time-zone name.', { example: 'Europe/Berlin' });
const COUNTRY_CODE = str('ISO 3166-1 alpha-2 code.');

const LINK_RELS = ['self', 'next', 'last', 'related', 'alternate', 'previousRange', 'nextRange'];

const RESOURCE_ROOTS = [
  'CountryResource',
  'AirportResource',
  'CityResource',
  'AircraftResource',
  'AirlineResource',
  'NearestAirportResource',
  'LocationResource',
  'RouteResource',
  'SeatResource',
  'ScheduleResource',
  'FlightStatusResource',
  'FlightInformation',
  'SeatAvailabilityResource',
  'ProcessingErrors',
] as const;
export type ResourceRoot = (typeof RESOURCE_ROOTS)[number];

const names = obj({
  Name: arr(
    obj({
      '@LanguageCode': attr('LanguageCode', str('ISO 639-1 code of the language the name is in: upper case under /mds-references, lower case under /references.')),
      $: text(str('The name in that language.')),
    }),
  ),
});

const link = obj({
  '@Href': attr('Href', str('Absolute URL; related links may hold templates such as {cityCode}.')),
  '@Rel': attr('Rel', oneOfValues(LINK_RELS)),
});

const position = obj({ Coordinate: obj({ Latitude: num('Degrees north, -90 to 90.'), Longitude: num('Degrees east, -180 to 180.') }) });
const locationType = oneOfValues(['Airport', 'RailwayStation', 'BusStation']);

const LOCAL_TIME = obj({ DateTime: str('yyyy-MM-ddTHH:mm, local.') });
const utcTime = (description: string) =>
  obj(
    { DateTime: str('yyyy-MM-ddTHH:mmZ, the same instant in UTC.', { pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}Z$', example: '2018-08-01T06:55Z' }) },
    [],
    description,
  );
/** A schedule's UTC time: an addition the client asks for, so optional wherever it stands. */
const UTC_TIME = utcTime('Only with utc=true.');
/** Flight status always gives both times (it takes no utc parameter). */
const STATUS_UTC_TIME = utcTime('The scheduled time in UTC; always present.');

const SANDBOX_ONLY = 'Only in the simulated answers of a sandbox client (docs/testing-apps.md), never in any other client\'s.';
/** A Terminal: its name when known; a gate in simulated answers only. */
const TERMINAL = obj({ Name: str(), Gate: str(`Gate. ${SANDBOX_ONLY}`) }, ['Name', 'Gate']);
const TIME_STATUS = obj(
  { Code: oneOfValues(['FE', 'OT', 'DL', 'NI'], 'Flight Early, Flight On Time, Flight Delayed, Next Information (an open delay).'), Definition: str() },
  [],
  SANDBOX_ONLY,
);
const informationTime = (description: string) =>
  obj(
    {
      Date: str('yyyy-MM-dd, local.', { format: 'date' }),
      Time: str('HH:mm, local.', { pattern: '^\\d{2}:\\d{2}$' }),
      DateTime: str('yyyy-MM-ddTHH:mmZ, UTC.'),
    },
    [],
    description,
  );

/** An end of a leg in the customer-facing FlightInformation layout. */
const informationEnd = obj(
  {
    AirportCode: str(IATA3),
    Scheduled: informationTime('The scheduled time.'),
    Estimated: informationTime(`The estimated time. ${SANDBOX_ONLY}`),
    Actual: informationTime(`The actual time. ${SANDBOX_ONLY}`),
    Terminal: TERMINAL,
    Status: obj({
      Code: oneOfValues(['NO', 'FE', 'OT', 'DL', 'NI'], `NO, no status: the service holds no live times. FE, OT, DL, NI: ${SANDBOX_ONLY}`),
      Description: str(),
    }),
  },
  ['Terminal', 'Estimated', 'Actual'],
);

/** An end of a leg in FlightStatusResource. */
const statusEnd = obj(
  {
    AirportCode: str(`${IATA3}; for a diverted leg's arrival (sandbox only), the airport it was diverted to.`),
    ScheduledTimeLocal: LOCAL_TIME,
    ScheduledTimeUTC: STATUS_UTC_TIME,
    EstimatedTimeLocal: obj({ DateTime: str('yyyy-MM-ddTHH:mm, local.') }, [], SANDBOX_ONLY),
    EstimatedTimeUTC: obj({ DateTime: str('yyyy-MM-ddTHH:mmZ.') }, [], SANDBOX_ONLY),
    ActualTimeLocal: obj({ DateTime: str('yyyy-MM-ddTHH:mm, local.') }, [], SANDBOX_ONLY),
    ActualTimeUTC: obj({ DateTime: str('yyyy-MM-ddTHH:mmZ.') }, [], SANDBOX_ONLY),
    TimeStatus: TIME_STATUS,
    Terminal: TERMINAL,
  },
  ['Terminal', 'EstimatedTimeLocal', 'EstimatedTimeUTC', 'ActualTimeLocal', 'ActualTimeUTC', 'TimeStatus'],
);

const flightLeg = obj(
  {
    Departure: obj(
      {
        AirportCode: str(IATA3),
        ScheduledTimeLocal: LOCAL_TIME,
        ScheduledTimeUTC: UTC_TIME,
        Terminal: obj({ Name: str() }),
        AirportChange: obj(
          { FromAirportCode: str(IATA3) },
          [],
          'Present when this leg leaves from another airport of the city than the previous leg landed at (FromAirportCode): a change of airport one ticket sells, with its own minimum transfer time.',
        ),
      },
      ['ScheduledTimeUTC', 'Terminal', 'AirportChange'],
    ),
    Arrival: obj({ AirportCode: str(IATA3), ScheduledTimeLocal: LOCAL_TIME, ScheduledTimeUTC: UTC_TIME, Terminal: obj({ Name: str() }) }, ['ScheduledTimeUTC', 'Terminal']),
    MarketingCarrier: obj({ AirlineID: str('Two-character IATA airline code.'), FlightNumber: str() }),
    MarketingCarrierList: obj(
      { MarketingCarrier: arr(obj({ AirlineID: str(), FlightNumber: str() }), 'Every designator the leg is sold under.') },
      [],
      'With listing=trips only.',
    ),
    OperatingCarrier: obj({ AirlineID: str(), FlightNumber: str() }, [], 'Present when another airline operates the flight.'),
    Equipment: obj({
      AircraftCode: str('Three-character IATA aircraft code.'),
      OnBoardEquipment: obj(
        {
          InflightEntertainment: bool(),
          Compartment: arr(
            obj(
              {
                ClassCode: oneOfValues(['F', 'C', 'E', 'Y']),
                ClassDesc: oneOfValues(['FirstClass', 'BusinessClass', 'PremiumEconomy', 'Economy']),
                Connectivity: bool(),
                SeatPower: bool(),
                Usb: bool(),
                LiveTv: bool(),
              },
              ['Connectivity', 'SeatPower', 'Usb', 'LiveTv'],
            ),
          ),
        },
        ['InflightEntertainment'],
      ),
    }, ['OnBoardEquipment']),
    Details: obj({
      Stops: obj({ StopQuantity: int() }),
      DaysOfOperation: str('Digits of the ISO weekdays of operation (1 = Monday), e.g. 135 or 1234567.', { pattern: '^1?2?3?4?5?6?7?$' }),
      DatePeriod: obj({ Effective: str('yyyy-MM-dd', { format: 'date' }), Expiration: str('yyyy-MM-dd', { format: 'date' }) }),
    }),
  },
  ['OperatingCarrier', 'MarketingCarrierList'],
);

/** Schemas of the data documents, keyed by their component name. */
export function resourceSchemas(): Record<string, Schema> {
  // What an airport record and a nearest-airport record both say about the airport.
  const airportFields = {
    AirportCode: str(IATA3),
    Position: ref('Position'),
    CityCode: str(IATA3),
    CountryCode: COUNTRY_CODE,
    LocationType: locationType,
    Names: ref('Names'),
  };
  return {
    Names: names,
    Link: link,
    Meta: obj(
      {
        '@Version': attr('Version', str('Version of the layout.', { example: LAYOUT_VERSION })),
        '@Simulated': attr('Simulated', bool('true when the answer holds simulated flight status: a sandbox client\'s (docs/testing-apps.md); absent otherwise.')),
        Link: arr(ref('Link')),
        TotalCount: int('Number of records of a paged list.', { minimum: 0 }),
      },
      ['TotalCount', '@Simulated'],
    ),
    Position: position,
    Country: obj({ CountryCode: COUNTRY_CODE, Names: ref('Names') }),
    Airport: obj(
      {
        ...airportFields,
        UtcOffset: UTC_OFFSET,
        TimeZoneId: TIME_ZONE,
      },
      ['Position'],
    ),
    City: obj(
      {
        CityCode: str(IATA3),
        CountryCode: COUNTRY_CODE,
        Names: ref('Names'),
        UtcOffset: UTC_OFFSET,
        TimeZoneId: TIME_ZONE,
        Airports: obj({ AirportCode: arr(str(IATA3)) }),
      },
      ['Airports'],
    ),
    AircraftSummary: obj({ AircraftCode: str('Three-character IATA aircraft code.'), Names: ref('Names'), AirlineEquipCode: str('ICAO type designator.') }),
    Airline: obj(
      {
        AirlineID: str('Two-character IATA airline designator.'),
        AirlineID_ICAO: str('Three-letter ICAO airline designator.'),
        Names: ref('Names'),
      },
      ['AirlineID_ICAO'],
    ),
    NearestAirport: obj({
      ...airportFields,
      Distance: obj({ Value: int('Great-circle distance from the point, whole kilometres.'), UOM: oneOfValues(['KM']) }),
    }),
    Location: obj(
      { City: ref('City'), Airport: ref('Airport') },
      ['City', 'Airport'],
      'One record: a City, or an Airport (any location type) laid out as the airports resource lays it out.',
    ),
    RouteAirport: obj(
      { AirportCode: str(IATA3), CityCode: str(IATA3), CountryCode: COUNTRY_CODE, Names: ref('Names') },
      ['CityCode', 'CountryCode', 'Names'],
      'Codes and names present when the reference data knows the airport.',
    ),
    RouteOrigin: obj(
      { AirportCode: str(IATA3), CityCode: str(IATA3), CountryCode: COUNTRY_CODE, Names: ref('Names') },
      ['AirportCode', 'CityCode', 'CountryCode', 'Names'],
      'The airport asked for (its codes and names when the reference data knows it), or the city, without AirportCode, when a city code was asked.',
    ),
    Route: obj(
      {
        Origin: ref('RouteAirport'),
        Destination: ref('RouteAirport'),
        MarketingCarriers: obj({ AirlineID: arr(str('Two-character IATA airline code.'), 'Airlines selling the flights, ordered.') }),
        OperatingCarriers: obj({ AirlineID: arr(str('Two-character IATA airline code.'), 'Airlines operating the flights, ordered.') }),
        DepartureQuantity: int('Non-stop departures on the route over the period, each flight once.', { minimum: 1 }),
      },
      ['Origin'],
      'Origin is present when a city was asked: the airport of the city the route leaves from.',
    ),
    Seat: obj({
      SeatDetails: obj({
        Details: obj({
          Size: obj({
            UOM: oneOfValues(['INCH']),
            SeatPitchLow: num(),
            SeatWidthLow: num(),
            SeatRecline: obj({ '@ReclineType': attr('ReclineType', oneOfValues(['absolute', 'relative'])), $: text(num()) }),
            SeatReclineType: str('How to read SeatRecline.'),
          }),
        }),
      }),
      CabinType: obj({ Code: oneOfValues(CABIN_CODES, 'F first, C business, E premium economy, M economy.') }),
      AircraftSummary: obj({ AirlineEquipCode: str() }),
    }),
    FlightLeg: flightLeg,
    Schedule: obj({
      TotalJourney: obj({ Duration: str('ISO 8601 duration from first departure to last arrival, e.g. PT8H40M or P1DT4H.') }),
      Flight: arr(ref('FlightLeg'), 'The legs, one to three, in order (an array also of one leg; the classic profile writes one leg as an object, as the original did).'),
    }),
    ProcessingError: obj({
      '@RetryIndicator': attr('RetryIndicator', bool('Whether the same request can succeed later.')),
      Type: oneOfValues(['Authentication', 'InputValidation', 'ResourceNotFound', 'RateLimit', 'Internal']),
      Code: oneOfValues(
        Object.values(ERRORS).map((e) => e.code),
        'See /docs/errors.',
      ),
      Description: str(),
      InfoURL: str('Link to the catalogue entry.', { format: 'uri' }),
    }),

    CountryResource: root('CountryResource', obj({ Countries: obj({ Country: arr(ref('Country')) }), Meta: ref('Meta') })),
    AirportResource: root('AirportResource', obj({ Airports: obj({ Airport: arr(ref('Airport')) }), Meta: ref('Meta') })),
    CityResource: root('CityResource', obj({ Cities: obj({ City: arr(ref('City')) }), Meta: ref('Meta') })),
    AircraftResource: root('AircraftResource', obj({ AircraftSummaries: obj({ AircraftSummary: arr(ref('AircraftSummary')) }), Meta: ref('Meta') })),
    AirlineResource: root('AirlineResource', obj({ Airlines: obj({ Airline: arr(ref('Airline')) }), Meta: ref('Meta') })),
    NearestAirportResource: root(
      'NearestAirportResource',
      obj({ Airports: obj({ Airport: arr(ref('NearestAirport'), 'The 5 closest airports, nearest first.') }), Meta: ref('Meta') }),
    ),
    LocationResource: root(
      'LocationResource',
      obj({ Locations: obj({ Location: arr(ref('Location'), 'Best match first; a city is followed by its locations.') }), Meta: ref('Meta') }),
    ),
    RouteResource: root(
      'RouteResource',
      obj({
        Origin: ref('RouteOrigin'),
        DatePeriod: obj({ Effective: str('yyyy-MM-dd, first local date counted.', { format: 'date' }), Expiration: str('yyyy-MM-dd, last local date counted.', { format: 'date' }) }),
        Routes: obj({ Route: arr(ref('Route'), 'One page, by destination code (from a city, then by the airport left from); Meta.TotalCount counts them all.') }),
        Meta: ref('Meta'),
      }),
    ),
    SeatResource: root('SeatResource', obj({ Seats: obj({ Seat: arr(ref('Seat')), Link: arr(ref('Link')) }), Meta: ref('Meta') })),
    ScheduleResource: root('ScheduleResource', obj({ Schedule: arr(ref('Schedule')), Meta: ref('Meta') })),
    FlightStatusLeg: obj({
      Departure: statusEnd,
      Arrival: statusEnd,
      MarketingCarrierList: obj({ MarketingCarrier: arr(obj({ AirlineID: str(), FlightNumber: str() }), 'Every designator the leg is sold under.') }),
      OperatingCarrier: obj({ AirlineID: str(), FlightNumber: str() }),
      Equipment: obj({ AircraftCode: str('Three-character IATA aircraft code.') }),
      FlightStatus: obj({
        Code: oneOfValues(
          ['NA', 'DP', 'LD', 'CD', 'RT'],
          'NA: the service holds schedules, not live operations, so it never says on time, delayed, departed, landed or cancelled. ' +
            `DP (departed), LD (landed), CD (cancelled), RT (rerouted: diverted): ${SANDBOX_ONLY}`,
        ),
        Definition: oneOfValues(['No status', 'Flight Departed', 'Flight Landed', 'Flight Cancelled', 'Flight Rerouted']),
      }),
    }),
    FlightInformationLeg: obj({
      Departure: informationEnd,
      Arrival: informationEnd,
      OperatingCarrier: obj({ AirlineID: str(), FlightNumber: str() }),
      MarketingCarrierList: obj({ MarketingCarrier: arr(obj({ AirlineID: str(), FlightNumber: str() }), 'Every designator the leg is sold under.') }),
      Equipment: obj({ AircraftCode: str('Three-character IATA aircraft code.') }),
      Status: obj({
        Code: oneOfValues(['NA', 'DP', 'LD', 'CD', 'RT'], `NA: no live status. DP, LD, CD, RT: ${SANDBOX_ONLY}`),
        Description: oneOfValues(['No status', 'Flight Departed', 'Flight Landed', 'Flight Cancelled', 'Flight Rerouted']),
      }),
    }),
    FlightInformation: root(
      'FlightInformation',
      obj({ Flights: obj({ Flight: arr(ref('FlightInformationLeg'), 'One per operating leg, by departure.') }), Meta: ref('Meta') }),
    ),
    FlightStatusResource: root(
      'FlightStatusResource',
      obj({ Flights: obj({ Flight: arr(ref('FlightStatusLeg'), 'One per operating leg, by departure.') }), Meta: ref('Meta') }),
    ),
    SeatMapFlight: obj({
      Departure: obj({ AirportCode: str(IATA3), ScheduledTimeLocal: LOCAL_TIME }),
      Arrival: obj({ AirportCode: str(IATA3) }),
      MarketingCarrier: obj({ AirlineID: str(), FlightNumber: str('The flight number asked for, without its airline code.') }),
      Equipment: obj({ AircraftCode: str('Three-character IATA code of the aircraft type operating the leg.') }),
    }),
    RowRange: obj({ Rows: obj({ First: int('First row number.', { minimum: 1 }), Last: int('Last row number.', { minimum: 1 }) }) }),
    SeatAvailabilityResource: root(
      'SeatAvailabilityResource',
      obj(
        {
          Flights: obj({ Flight: arr(ref('SeatMapFlight'), 'The leg: one.') }),
          CabinLayout: obj(
            {
              WingPosition: ref('RowRange'),
              ExitRowPosition: arr(ref('RowRange'), 'Exit rows of the cabin, consecutive ones as one range.'),
            },
            ['WingPosition', 'ExitRowPosition'],
            'Present when the cabin has exit rows or rows over the wing; WingPosition, the cabin\'s rows over the wing, when it has any.',
          ),
          SeatDisplay: arr(
            obj({
              Columns: arr(obj({ '@Position': attr('Position', str('Seat letter, left to right.')) })),
              Rows: obj({ First: int('First row of the cabin.', { minimum: 1 }), Last: int('Last row of the cabin.', { minimum: 1 }) }),
              CabinType: obj({ Code: oneOfValues(CABIN_CODES, 'The cabin asked for.') }),
              Details: obj(
                {
                  Size: obj({
                    UOM: oneOfValues(['INCH']),
                    SeatPitchLow: num(),
                    SeatWidthLow: num(),
                    SeatRecline: obj({ '@ReclineType': attr('ReclineType', oneOfValues(['absolute', 'relative'])), $: text(num()) }),
                  }),
                },
                [],
                "This service's addition: the cabin's seat size, as the seat details resource gives it.",
              ),
            }),
            'The cabin: one.',
          ),
          SeatDetails: arr(
            obj({
              Location: obj({
                Column: str('Seat letter, one of SeatDisplay.Columns.'),
                Row: obj({
                  Number: int(undefined, { minimum: 1 }),
                  Characteristics: obj({
                    Characteristic: arr(
                      obj({
                        Code: oneOfValues(
                          ['W', 'A', '9', 'LS', 'RS', 'E', 'OW'],
                          'IATA PADIS 9825: W window, A aisle, 9 middle, LS left side, RS right side, E exit row, OW over the wing. Never an availability.',
                        ),
                      }),
                    ),
                  }),
                }),
              }),
            }),
            'One per seat, row by row, left to right.',
          ),
          Meta: ref('Meta'),
        },
        ['CabinLayout'],
      ),
    ),
    ProcessingErrors: root('ProcessingErrors', obj({ ProcessingError: ref('ProcessingError') })),

    TokenRequest: obj(
      {
        grant_type: oneOfValues(['client_credentials']),
        client_id: str('Client id; or send the credentials with HTTP Basic instead.'),
        client_secret: str('Client secret; or send the credentials with HTTP Basic instead.', { format: 'password' }),
      },
      ['client_id', 'client_secret'],
    ),
    TokenResponse: obj({
      access_token: str('A signed JWT; send it as Authorization: Bearer <token>.'),
      token_type: oneOfValues(['bearer']),
      expires_in: int('Seconds until the token expires.', { minimum: 1 }),
    }),
    TokenError: obj(
      {
        error: oneOfValues(
          ['invalid_request', 'invalid_client', 'unsupported_grant_type', 'slow_down', 'temporarily_unavailable'],
          'RFC 6749 §5.2 error code; slow_down (RFC 8628, 429) and temporarily_unavailable (503) when the request was not checked.',
        ),
        error_description: str(),
      },
      ['error_description'],
    ),
    Health: obj({ status: oneOfValues(['ok']), dataset: str('Version of the dataset being served.') }),
    Ready: obj({ status: oneOfValues(['ready']), dataset: str('Version of the dataset being served.') }),
    NotReady: obj(
      {
        status: oneOfValues(['starting', 'draining', 'unavailable'], 'draining: the server is shutting down; send no new requests. unavailable: a fault, named in reasons.'),
        reasons: arr(str(), 'With unavailable: redis-data-lost while Redis does not hold this replica\'s clients and key (docs/operations.md).'),
      },
      ['reasons'],
    ),
  };
}
