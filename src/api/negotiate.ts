// Content negotiation by RFC 9110 §12.5.1 (docs/api-rules.md, Formats). Three representations:
// XML (application/xml or text/xml), typed JSON and classic JSON (application/json with
// `profile=typed` or `profile=classic`). Each takes the weight of the most specific media range that
// matches it; the heaviest wins, then the one named most specifically, then the one the client
// named first, then ours in the order XML, the server's JSON profile, the other. `charset` and other parameters are ignored rather than
// refused: our documents are UTF-8 and declare it, and Java and .NET clients send
// `application/json; charset=utf-8` by default. Only `profile` selects.
import type { JsonProfile } from '../config.js';
import type { Format } from '../render/renderer.js';

export interface Negotiated {
  /** The format of the answer, or of the 406 when nothing offered is acceptable. */
  readonly format: Format;
  readonly acceptable: boolean;
}

interface MediaRange {
  type: string;
  subtype: string;
  /** The `profile` parameter, lower case, when given. */
  profile: string | undefined;
  q: number;
  /** Position in the header, for ties. */
  order: number;
}

interface Representation {
  format: Format;
  type: string;
  subtype: string;
  profile?: JsonProfile;
}

const XML: Representation[] = [
  { format: 'xml', type: 'application', subtype: 'xml' },
  { format: 'xml', type: 'text', subtype: 'xml' },
];
const JSON_TYPED: Representation = { format: 'json', type: 'application', subtype: 'json', profile: 'typed' };
const JSON_CLASSIC: Representation = { format: 'json-classic', type: 'application', subtype: 'json', profile: 'classic' };

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The media ranges of an Accept header; a range that does not parse is left out, as if not sent. */
function mediaRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  // Quoted parameter values may hold commas and semicolons; split outside quotes only.
  const parts = accept.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
  for (const part of parts) {
    const [mediaType = '', ...params] = part.match(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
    const [type, subtype, extra] = mediaType.trim().toLowerCase().split('/');
    if (!type || !subtype || extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype)) continue;
    if (type === '*' && subtype !== '*') continue;
    const range: MediaRange = { type, subtype, profile: undefined, q: 1, order: ranges.length };
    let valid = true;
    for (const param of params) {
      const eq = param.indexOf('=');
      const name = param.slice(0, eq).trim().toLowerCase();
      let value = param.slice(eq + 1).trim();
      if (eq < 0 || !TOKEN.test(name)) {
        valid = false;
        break;
      }
      if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
      if (name === 'q') {
        // Parameters after the weight are accept-extensions, which no one defines.
        if (!QVALUE.test(value)) valid = false;
        range.q = Number(value);
        break;
      }
      if (name === 'profile') range.profile = value.toLowerCase();
    }
    if (valid) ranges.push(range);
  }
  return ranges;
}

/** How specifically `range` names `r`, or -1 when it does not match it. */
function specificity(range: MediaRange, r: Representation): number {
  if (range.profile !== undefined && range.profile !== r.profile) return -1;
  if (range.type === '*') return 0;
  if (range.type !== r.type) return -1;
  if (range.subtype === '*') return 1;
  if (range.subtype !== r.subtype) return -1;
  return range.profile === undefined ? 2 : 3;
}

interface Weighed {
  q: number;
  specificity: number;
  order: number;
}

/** The weight the client gives `r`: that of the most specific range matching it (the first of equals). */
function weigh(ranges: readonly MediaRange[], r: Representation): Weighed | undefined {
  let best: MediaRange | undefined;
  let bestSpecificity = -1;
  for (const range of ranges) {
    const s = specificity(range, r);
    if (s > bestSpecificity) {
      best = range;
      bestSpecificity = s;
    }
  }
  return best && { q: best.q, specificity: bestSpecificity, order: best.order };
}

function outweighs(a: Weighed, b: Weighed): boolean {
  if (a.q !== b.q) return a.q > b.q;
  if (a.specificity !== b.specificity) return a.specificity > b.specificity;
  return a.order < b.order;
}

function isJsonRange(range: MediaRange): boolean {
  return range.subtype === 'json' || range.subtype.endsWith('+json');
}

/**
 * Chooses the format of each answer from its Accept header. Owned by the pipeline, which makes one
 * with the server's JSON profile; decisions are remembered per header, since a service sees a
 * handful of distinct headers (bounded against floods of junk).
 */
export class ContentNegotiator {
  private readonly offered: readonly Representation[];
  private readonly jsonDefault: Format;
  private readonly decisions = new Map<string, Negotiated>();

  constructor(jsonProfile: JsonProfile = 'typed') {
    const json = jsonProfile === 'classic' ? [JSON_CLASSIC, JSON_TYPED] : [JSON_TYPED, JSON_CLASSIC];
    this.offered = [...XML, ...json];
    this.jsonDefault = json[0]!.format;
  }

  negotiate(accept: string | undefined): Negotiated {
    if (accept === undefined || accept.trim() === '') return { format: 'xml', acceptable: true };
    let decision = this.decisions.get(accept);
    if (decision === undefined) {
      decision = this.decide(accept);
      if (this.decisions.size >= 1000) this.decisions.clear();
      this.decisions.set(accept, decision);
    }
    return decision;
  }

  private decide(accept: string): Negotiated {
    const ranges = mediaRanges(accept);
    // A header with no range we can read is treated as absent, as RFC 9110 allows for an invalid field.
    if (ranges.length === 0) return { format: 'xml', acceptable: true };
    let best: { r: Representation; w: Weighed } | undefined;
    for (const r of this.offered) {
      const w = weigh(ranges, r);
      if (!w || w.q === 0) continue;
      if (!best || outweighs(w, best.w)) best = { r, w };
    }
    if (best) return { format: best.r.format, acceptable: true };
    // Nothing acceptable: the 406 is written in JSON when every type asked for is JSON.
    const asked = ranges.filter((r) => r.q > 0);
    const jsonOnly = asked.length > 0 && asked.every(isJsonRange);
    const classic = asked.some((r) => r.profile === 'classic');
    return { format: jsonOnly ? (classic ? 'json-classic' : this.jsonDefault) : 'xml', acceptable: false };
  }
}
