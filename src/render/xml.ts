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

// The answer is one string appended to piece by piece, each tag name's opening and closing forms
// made once per name. V8 keeps the appends as a tree of the pieces and copies them out once, when
// the answer is encoded: no piece is copied into a larger one on the way. (Concatenating each
// element's own string first made 300 KB of intermediate strings for a page of 37 KB; an array of
// pieces joined at the end cost 12 % more than this, the join included.)
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

/**
 * `out` with the element appended. An element standing more than once in the document is written
 * once into `repeats`, flattened, and appended from there: a page of codeshare listings repeats
 * most of each leg, and every piece appended is a node the final encoding walks (5 ns each, half
 * of a schedule page's rendering), where a flat string is one.
 */
function writeElement(e: Element, out: string, repeats: Map<Element, string>): string {
  if (e.repeated) {
    let text = repeats.get(e);
    if (text === undefined) {
      text = writeOwn(e, '', repeats);
      // Parsing a number needs the characters in one piece, so V8 flattens the string in place.
      Number(text);
      repeats.set(e, text);
    }
    return out + text;
  }
  return writeOwn(e, out, repeats);
}

function writeOwn(e: Element, out: string, repeats: Map<Element, string>): string {
  if (e.attrs) {
    out += '<' + e.name;
    for (const [k, v] of Object.entries(e.attrs)) out += ' ' + k + '="' + escapeAttr(v) + '"';
    out += e.text === undefined && (!e.children || e.children.length === 0) ? '/>' : '>';
  } else if (e.text !== undefined || (e.children && e.children.length > 0)) {
    out += opening(e.name);
  } else {
    out += '<' + e.name + '/>';
  }
  if (e.text !== undefined) return out + escapeText(e.text) + closing(e.name);
  const children = e.children;
  if (!children || children.length === 0) return out;
  for (const node of children) {
    if (node.kind === 'element') out = writeElement(node, out, repeats);
    else for (const item of node.items) out = writeElement(item, out, repeats);
  }
  return out + closing(e.name);
}

export function renderXml(root: Element): string {
  return writeElement(root, XML_DECLARATION, new Map());
}
