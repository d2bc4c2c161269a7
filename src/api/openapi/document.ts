// The OpenAPI 3.1 description of the service, assembled as a plain object from the parts beside
// this file; served as /openapi.json and /openapi.yaml and read by the playground page.
import { errorExample } from './examples.js';
import { operationPaths } from './operations.js';
import { QUERY_PARAMETERS } from './parameters.js';
import { resourceSchemas } from './resource-schemas.js';
import { sharedResponses } from './responses.js';

const OPENAPI_VERSION = '3.1.0';

export interface DescriptionOptions {
  /** The service's version (package.json). */
  version: string;
  /** SKYREF_PUBLIC_URL, when set: the server URL of the description and the base of its example hrefs. */
  publicUrl: string | undefined;
  /** The moment examples are dated from (schedule dates lie in the horizon from here). */
  nowMs: number;
  /** File names of the playground's scripts and style sheets. */
  assets: readonly string[];
}

const DESCRIPTION = `Air-travel reference data and flight schedules, in the layout of an established airline reference API.

**Formats.** Every data operation answers XML by default and JSON on \`Accept: application/json\`,
chosen by RFC 9110's rules (weights, then the most specific range, then the client's order);
\`application/xml\`, \`text/xml\`, \`*/*\` or no Accept give XML (with content type application/xml).
A charset parameter is accepted and ignored (answers are UTF-8). Anything else gets 406, in JSON when
only JSON was asked for. JSON mirrors the XML tree: attributes become \`"@Name"\`, an element with
attributes and text becomes \`{"@Attr": …, "$": …}\`, and repeated elements are always arrays (a
schedule's \`Flight\` too, also of one leg). \`Accept: application/json; profile=classic\` gives instead the
original API's JSON, for its existing clients: one-item lists as objects, numbers from digit text,
attributes as strings, \`UtcOffset\` in hours, \`FlyNet\` for \`Connectivity\` (the server's default
profile is set by SKYREF_JSON_PROFILE).

**Generated clients.** Each answer is described in JSON first, then XML. A typed client that wants
JSON sends \`Accept: application/json\` (without it the answer is XML) and names that media type,
so its types hold the JSON body only: with openapi-fetch over openapi-typescript's types,
\`createClient<paths, 'application/json'>({ baseUrl, headers: { Accept: 'application/json' } })\`.
Yes-or-no query parameters are booleans (\`directFlights: true\`); 1 and 0 are read too.

**Tokens.** Get one from \`POST /v1/oauth/token\` with your client id and secret, then send
\`Authorization: Bearer <token>\` on every data request.

**Query parameters** that an operation does not list are ignored (a JSONP \`callback\`, a cache
buster): they change neither the answer nor whether it comes from the cache.

**Errors.** A data operation's errors are \`ProcessingErrors\` documents in the negotiated format;
the codes are listed at [/docs/errors](/docs/errors). Wrong methods get 405 with \`Allow\`; a
request the server cannot take gets 400, 413 (body), 414 (a path segment over 256 characters) or
431 (headers), as XML when its Accept header could not be read. Descriptions never repeat a value
that failed validation. Responses carry an \`ETag\`; \`If-None-Match\` gives 304.

**Not served.** Of the original's paths, the lounges (\`/v1/offers/lounges/{location}\`) and the
cargo ones, whose data (lounges with their hours and who may enter; shipments) the service does not
hold. They get 404 (2010).
Seat maps are served as cabin layouts only: nothing says whether a seat is free.

Try it on the playground page at [/](/).`;

const DEFAULT_BASE = 'http://127.0.0.1:8080';

export function openApiDocument(options: DescriptionOptions): Record<string, unknown> {
  const base = options.publicUrl ?? DEFAULT_BASE;
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'skyref',
      version: options.version,
      summary: 'Self-hostable air-travel reference and schedule API (XML and JSON)',
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.publicUrl ?? '/', description: options.publicUrl ? 'This service' : 'The server this description came from' }],
    tags: [
      { name: 'Token', description: 'OAuth 2.0 client-credentials tokens' },
      { name: 'References', description: 'Countries, airports, cities, aircraft types and airlines, paged or one by code' },
      { name: 'Nearest airports' },
      { name: 'Seats' },
      { name: 'Schedules', description: 'Direct and connecting flights, today to today + 360 days' },
      { name: 'Seat maps', description: 'The cabin layout of the aircraft flying a leg: where the seats are, never whether they are free' },
      { name: 'Flight status', description: 'Legs of a flight or a route on a date, from the schedule: scheduled times and "No status", nothing live (simulated status for sandbox clients only, labelled Skyref-Simulated: true)' },
      { name: 'Alerts', description: 'Change alerts by signed webhooks: a flight, a route or an airport\'s departures; retimed, re-equipped, cancelled or new flights, and sandbox status (docs/alerts.md)' },
      { name: 'Service', description: 'Unauthenticated: health, readiness, error catalogue, this description (metrics are served apart, SKYREF_METRICS_PORT)' },
      { name: 'Playground', description: 'Unauthenticated: the interactive page' },
    ],
    security: [{ bearerAuth: [] }, { clientCredentials: [] }],
    paths: operationPaths({ base, nowMs: options.nowMs, assets: options.assets }),
    components: {
      schemas: resourceSchemas(),
      parameters: QUERY_PARAMETERS,
      responses: sharedResponses(errorExample(base)),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A token from POST /v1/oauth/token.' },
        clientCredentials: {
          type: 'oauth2',
          description: 'The same bearer token, described as the OAuth 2.0 flow that issues it.',
          flows: { clientCredentials: { tokenUrl: '/v1/oauth/token', scopes: {} } },
        },
        clientBasic: { type: 'http', scheme: 'basic', description: 'Client id and secret for the token endpoint, instead of the form fields.' },
      },
    },
  };
}
