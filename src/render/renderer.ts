import type { Element } from '../documents/tree.js';
import { renderJson } from './json.js';
import { renderXml } from './xml.js';

export type Format = 'xml' | 'json';

export const CONTENT_TYPES: Record<Format, string> = {
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export function render(root: Element, format: Format): string {
  return format === 'json' ? renderJson(root) : renderXml(root);
}
