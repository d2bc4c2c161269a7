// Responses of the description: a data document in both formats, and the shared error answers
// (components.responses) with the headers the pipeline adds to each.
import type { Example } from './examples.js';
import { obj, ref, str, type Schema } from './schema-builders.js';

export type Response = { [field: string]: unknown };

const header = (description: string, schema: Schema = str()) => ({ description, schema });

const ETAG = header('Identifies these bytes; send it back in If-None-Match to get a 304 while they are unchanged.');

function examplesMap(examples: readonly Example[], format: 'xml' | 'json'): Record<string, unknown> {
  return Object.fromEntries(examples.map((e) => [e.name, { summary: e.summary, value: format === 'xml' ? e.xml : e.json }]));
}

/**
 * A ProcessingErrors or resource document: JSON (application/json) or XML (application/xml, the
 * server's default; also for text/xml and * / *), chosen by Accept. JSON comes first because
 * generators and clients that read one media type take the first; its schema is the body as sent,
 * an object holding the root element's content under the root's name. The XML schema is the root
 * element itself (its `xml.name`), as OpenAPI models XML.
 */
function documentContent(rootName: string, examples: readonly Example[] = []): Record<string, unknown> {
  const withExamples = (format: 'xml' | 'json') => (examples.length > 0 ? { examples: examplesMap(examples, format) } : {});
  return {
    'application/json': { schema: obj({ [rootName]: ref(rootName) }), ...withExamples('json') },
    'application/xml': { schema: ref(rootName), ...withExamples('xml') },
  };
}

/** What every answer to a client let in says of its limits (docs/security.md, Every door metered). */
const RATE_HEADERS = {
  'RateLimit-Limit': header('The limit (requests) of the window with the fewest left: the second\'s or the hour\'s.', { type: 'integer' }),
  'RateLimit-Remaining': header('Requests left in that window after this one (0 while a costly request is being waited off).', { type: 'integer' }),
  'RateLimit-Reset': header('Seconds until that window\'s whole limit is available again.', { type: 'integer' }),
  'Skyref-Charge': header('What this request was charged against the limits, in requests: 1 for a lookup, more for a search over several airport pairs or routes over a long period.', { type: 'integer' }),
};

/** A refusal for load (429, and 503 while a worker catches up) takes nothing of the limits. */
const REFUSAL_CHARGE = header('0: a request refused for the limits or the load is charged nothing (absent on an injected sandbox fault).', { type: 'integer' });

export function documentResponse(description: string, rootName: string, examples: readonly Example[] = []): Response {
  return { description, headers: { ETag: ETAG, Vary: header('Always Accept.'), ...RATE_HEADERS }, content: documentContent(rootName, examples) };
}

const errorResponse = (description: string, headers: Record<string, unknown> = {}, examples: readonly Example[] = []): Response => ({
  description,
  ...(Object.keys(headers).length > 0 ? { headers } : {}),
  content: documentContent('ProcessingErrors', examples),
});

/** components.responses: the error answers every data operation can give. */
export function sharedResponses(notFoundExample: Example): Record<string, Response> {
  return {
    NotModified: { description: 'Not modified: If-None-Match named the current ETag.', headers: { ETag: ETAG } },
    BadRequest: errorResponse('Input validation failed (codes 3001-3015, 3022-3025, 3027, 3033).'),
    Unauthorized: errorResponse('Missing, malformed, invalid, expired or revoked access token (codes 1001-1005).', {
      'WWW-Authenticate': header('Bearer realm="skyref", with error="invalid_token" or error="invalid_request" where it applies (RFC 6750 §3).'),
    }),
    NotFound: errorResponse('No such record, a retired airport code (naming its successor), or no flights (codes 2001-2011).', {}, [notFoundExample]),
    NotAcceptable: errorResponse('Accept names none of application/xml, text/xml, application/json (code 3021); answered in XML.'),
    TooManyRequests: errorResponse('Over the per-second or per-hour limit of the client (codes 4001, 4002); or a fault injected for a sandbox client (4003, with Skyref-Simulated: true and Retry-After only).', {
      'Retry-After': header('Seconds until the next request would be allowed.', { type: 'integer' }),
      'RateLimit-Limit': header('The limit that was hit.', { type: 'integer' }),
      'RateLimit-Remaining': header('Always 0 here.', { type: 'integer' }),
      'RateLimit-Reset': header('Seconds until the whole limit is available again.', { type: 'integer' }),
      'Skyref-Charge': REFUSAL_CHARGE,
    }),
    InternalError: errorResponse('Unexpected failure (code 5001); no internals are shown.'),
    Unavailable: errorResponse(
      'Shutting down or not ready (code 5002); a request that costs more than a lookup while the worker catches up with its load (code 5003, with Retry-After); or a fault injected for a sandbox client (with Skyref-Simulated: true and Retry-After).',
      { 'Retry-After': header('Seconds to wait before sending it again (5003, and injected faults).', { type: 'integer' }), 'Skyref-Charge': REFUSAL_CHARGE },
    ),
  };
}

export const sharedRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The answers of any authenticated data operation besides its 200. */
export function dataErrorResponses(withNotFound: boolean): Record<string, unknown> {
  return {
    '304': sharedRef('NotModified'),
    '400': sharedRef('BadRequest'),
    '401': sharedRef('Unauthorized'),
    ...(withNotFound ? { '404': sharedRef('NotFound') } : {}),
    '406': sharedRef('NotAcceptable'),
    '429': sharedRef('TooManyRequests'),
    '500': sharedRef('InternalError'),
    '503': sharedRef('Unavailable'),
  };
}
