import type { Element } from '../documents/tree.js';
import { renderClassicJson } from './json-classic.js';
import { renderJson } from './json.js';
import { renderXml } from './xml.js';

/** XML; typed JSON; or the original API's JSON dialect (json-classic.ts). */
export type Format = 'xml' | 'json' | 'json-classic';

export const CONTENT_TYPES: Record<Format, string> = {
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  // The original answered plain application/json; its clients compare the media type, not parameters.
  'json-classic': 'application/json; charset=utf-8',
};

export function render(root: Element, format: Format): string {
  return format === 'xml' ? renderXml(root) : format === 'json' ? renderJson(root) : renderClassicJson(root);
}
