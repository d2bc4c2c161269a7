// Content negotiation (docs/api-rules.md, Formats): XML by default and for application/xml, text/xml or
// */*; JSON for application/json; anything else is a 406.
import Negotiator from 'negotiator';
import type { Format } from '../render/renderer.js';

const OFFERED = ['application/xml', 'application/json', 'text/xml'];
const decisions = new Map<string, Format | null>();

/** The format for an Accept header, or null when none of ours is acceptable. */
export function negotiateFormat(accept: string | undefined): Format | null {
  if (accept === undefined || accept === '') return 'xml';
  const known = decisions.get(accept);
  if (known !== undefined) return known;
  const best = new Negotiator({ headers: { accept } }).mediaType(OFFERED);
  const format: Format | null = best === undefined ? null : best === 'application/json' ? 'json' : 'xml';
  // Accept headers come from a handful of clients; the bound only guards against junk floods.
  if (decisions.size > 1000) decisions.clear();
  decisions.set(accept, format);
  return format;
}
