// Which id a request is known by in its answer and in every log line of it (docs/operations.md,
// Observe): the caller's X-Request-Id when it is a sane token, else the trace id of a valid W3C
// traceparent, else one made here. An id that reaches the logs and a response header is never
// text the caller chose beyond this narrow alphabet, so it cannot forge log lines or headers.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** 1–128 characters of letters, digits and . _ : - (a UUID, a ULID, a trace id, "abc-123"). */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** version 00 (or a later one, read as 00 by W3C Trace Context §4.3), trace id, parent id, flags. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-|$)/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_PARENT = '0'.repeat(16);

/** The trace id of a valid traceparent header, or undefined (Trace Context Level 1, §3.2). */
export function traceIdOf(traceparent: string | undefined): string | undefined {
  if (traceparent === undefined) return undefined;
  const match = TRACEPARENT.exec(traceparent.trim());
  if (match === null) return undefined;
  const [, version, traceId, parentId, , rest] = match;
  if (version === 'ff' || traceId === ZERO_TRACE || parentId === ZERO_PARENT) return undefined;
  // Version 00 has exactly four fields; only a later version may carry more after a dash.
  if (version === '00' && rest === '-') return undefined;
  return traceId;
}

/** The caller's id when it is sane, else undefined. */
export function saneRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && SANE_ID.test(value) ? value : undefined;
}

/** The id of a request with these headers. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const traceparent = headers.traceparent;
  return (
    saneRequestId(headers[REQUEST_ID_HEADER]) ??
    traceIdOf(typeof traceparent === 'string' ? traceparent : undefined) ??
    randomUUID()
  );
}
