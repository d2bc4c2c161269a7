import type { Element, Scalar } from '../documents/tree.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;' };

// Characters that XML 1.0 cannot carry at all; dropped so a document always stays well-formed.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeText(value: Scalar): string {
  if (typeof value !== 'string') return String(value);
  return NEEDS_TEXT_ESCAPE.test(value) ? value.replace(INVALID_XML_CHARS, '').replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!) : value;
}

function escapeAttr(value: Scalar): string {
  const s = String(value);
  return /[&<>"'\u0000-\u001F\uFFFE\uFFFF]/.test(s)
    ? s.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]!)
    : s;
}

const NEEDS_TEXT_ESCAPE = /[&<>\u0000-\u001F\uFFFE\uFFFF]/;

// The answer is written as pieces, joined once: tag names' opening and closing forms are made once
// per name, and no piece is the concatenation of others. A schedule page of 37 KB made 300 KB of
// intermediate strings when each element was concatenated; as pieces it makes the page and the
// list of pieces.
const OPENING = new Map<string, string>();
const CLOSING = new Map<string, string>();

function opening(name: string): string {
  let tag = OPENING.get(name);
  if (tag === undefined) OPENING.set(name, (tag = `<${name}>`));
  return tag;
}

function closing(name: string): string {
  let tag = CLOSING.get(name);
  if (tag === undefined) CLOSING.set(name, (tag = `</${name}>`));
  return tag;
}

function writeElement(e: Element, out: string[]): void {
  if (e.attrs) {
    out.push('<', e.name);
    for (const [k, v] of Object.entries(e.attrs)) out.push(' ', k, '="', escapeAttr(v), '"');
    out.push(e.text === undefined && (!e.children || e.children.length === 0) ? '/>' : '>');
  } else if (e.text !== undefined || (e.children && e.children.length > 0)) {
    out.push(opening(e.name));
  } else {
    out.push('<', e.name, '/>');
  }
  if (e.text !== undefined) {
    out.push(escapeText(e.text), closing(e.name));
    return;
  }
  const children = e.children;
  if (!children || children.length === 0) return;
  for (const node of children) {
    if (node.kind === 'element') writeElement(node, out);
    else for (const item of node.items) writeElement(item, out);
  }
  out.push(closing(e.name));
}

export function renderXml(root: Element): string {
  const out = [XML_DECLARATION];
  writeElement(root, out);
  return out.join('');
}
