import type { Element, Node, Scalar } from '../documents/tree.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;' };

// Characters that XML 1.0 cannot carry at all; dropped so a document always stays well-formed.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeText(value: Scalar): string {
  const s = String(value);
  return /[&<>\u0000-\u001F\uFFFE\uFFFF]/.test(s)
    ? s.replace(INVALID_XML_CHARS, '').replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!)
    : s;
}

function escapeAttr(value: Scalar): string {
  const s = String(value);
  return /[&<>"'\u0000-\u001F\uFFFE\uFFFF]/.test(s)
    ? s.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]!)
    : s;
}

function writeElement(e: Element, out: string[]): void {
  let open = '<' + e.name;
  if (e.attrs) for (const [k, v] of Object.entries(e.attrs)) open += ` ${k}="${escapeAttr(v)}"`;
  if (e.text !== undefined) {
    out.push(`${open}>${escapeText(e.text)}</${e.name}>`);
    return;
  }
  if (!e.children || e.children.length === 0) {
    out.push(open + '/>');
    return;
  }
  out.push(open + '>');
  writeNodes(e.children, out);
  out.push(`</${e.name}>`);
}

function writeNodes(nodes: readonly Node[], out: string[]): void {
  for (const node of nodes) {
    if (node.kind === 'element') writeElement(node, out);
    else for (const item of node.items) writeElement(item, out);
  }
}

export function renderXml(root: Element): string {
  const out: string[] = [XML_DECLARATION];
  writeElement(root, out);
  return out.join('');
}
