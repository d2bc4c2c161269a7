// Pretty-printed, highlighted response bodies, built as DOM nodes (text only, never HTML). URLs
// in the body become links the page follows itself. Small on purpose: the service's XML has no
// comments, CDATA or mixed content, so a tag-and-text tokenizer is enough.
import { h } from './dom.js';

const INDENT = '  ';
/** Above this size a body is shown as plain text: highlighting would cost more than it helps. */
export const HIGHLIGHT_LIMIT = 512 * 1024;

const span = (cls: string, text: string) => h('span', { class: cls }, text);

function valueNode(text: string, cls: string): Node {
  // Only this origin's URLs are followed: a link is sent with the token.
  if (/^https?:\/\//.test(text)) return h('a', { class: `${cls} follow`, href: text, 'data-href': text }, text);
  return span(cls, text);
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? _m);
}

function xmlTag(tag: string, out: DocumentFragment): void {
  // tag is "<name attr="v" ...>" or "</name>" or "<name .../>" or "<?xml ...?>"
  const m = /^<(\/?|\?)([^\s/>?]+)([\s\S]*?)(\/?|\?)>$/.exec(tag);
  if (!m) {
    out.append(span('x-text', tag));
    return;
  }
  out.append(span('x-punct', `<${m[1]}`), span('x-tag', m[2]!));
  const attrs = /([^\s=]+)\s*=\s*"([^"]*)"/g;
  let a: RegExpExecArray | null;
  while ((a = attrs.exec(m[3]!))) {
    out.append(' ', span('x-attr', a[1]!), span('x-punct', '="'), valueNode(unescapeXml(a[2]!), 'x-value'), span('x-punct', '"'));
  }
  out.append(span('x-punct', `${m[4]}>`));
}

/** The XML indented one element per line, leaves on one line. */
export function highlightXml(xml: string): DocumentFragment {
  const out = document.createDocumentFragment();
  const tokens = xml.match(/<[^>]*>|[^<]+/g) ?? [];
  let depth = 0;
  let line = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.startsWith('<')) {
      const closing = t.startsWith('</');
      const selfClosing = t.endsWith('/>') || t.startsWith('<?');
      if (closing) depth = Math.max(0, depth - 1);
      if (!line) out.append('\n');
      out.append(INDENT.repeat(depth));
      xmlTag(t, out);
      line = false;
      // <a>text</a> stays on one line.
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      if (!closing && !selfClosing && next !== undefined && !next.startsWith('<') && after?.startsWith('</')) {
        out.append(valueNode(unescapeXml(next), 'x-text'));
        xmlTag(after, out);
        i += 2;
        continue;
      }
      if (!closing && !selfClosing) depth++;
    } else if (t.trim() !== '') {
      if (!line) out.append('\n');
      out.append(INDENT.repeat(depth), valueNode(unescapeXml(t.trim()), 'x-text'));
      line = false;
    }
  }
  return out;
}

function jsonValue(v: unknown, depth: number, out: DocumentFragment): void {
  const pad = INDENT.repeat(depth + 1);
  if (Array.isArray(v)) {
    if (v.length === 0) return void out.append(span('j-punct', '[]'));
    out.append(span('j-punct', '['), '\n');
    v.forEach((item, i) => {
      out.append(pad);
      jsonValue(item, depth + 1, out);
      out.append(i < v.length - 1 ? span('j-punct', ',') : '', '\n');
    });
    out.append(INDENT.repeat(depth), span('j-punct', ']'));
  } else if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v);
    if (entries.length === 0) return void out.append(span('j-punct', '{}'));
    out.append(span('j-punct', '{'), '\n');
    entries.forEach(([k, item], i) => {
      out.append(pad, span('j-key', JSON.stringify(k)), span('j-punct', ': '));
      jsonValue(item, depth + 1, out);
      out.append(i < entries.length - 1 ? span('j-punct', ',') : '', '\n');
    });
    out.append(INDENT.repeat(depth), span('j-punct', '}'));
  } else if (typeof v === 'string') {
    if (/^https?:\/\//.test(v)) out.append(span('j-string', '"'), valueNode(v, 'j-string'), span('j-string', '"'));
    else out.append(span('j-string', JSON.stringify(v)));
  } else {
    out.append(span(v === null ? 'j-null' : typeof v === 'number' ? 'j-number' : 'j-boolean', String(v)));
  }
}

/** The JSON indented by two spaces, or undefined when it does not parse. */
export function highlightJson(text: string): DocumentFragment | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const out = document.createDocumentFragment();
  jsonValue(parsed, 0, out);
  return out;
}
