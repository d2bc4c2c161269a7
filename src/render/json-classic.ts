import type { Element, Node, Scalar } from '../documents/tree.js';

// The original API's JSON dialect, for its existing clients (docs/api-rules.md, Formats; decision
// 33). Its answers were its XML passed through a generic converter, and clients were written
// against what that converter does: a repeated element with one item is an object and with none is
// absent; element text that reads back unchanged as a number or a boolean becomes one, as Java's
// Long/Double/Boolean print it, while attributes stay strings; an empty element is "". Two things
// differ from the XML itself, both seen in the captured answers: in-flight internet is `FlyNet`,
// and UTC offsets are hours as a number.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const CLASSIC_NAMES: Readonly<Record<string, string>> = { Connectivity: 'FlyNet' };

const INTEGER = /^(?:0|-?[1-9]\d{0,14})$/;
// Java prints doubles from 10^-3 up to 10^7 without an exponent, and always with a fraction.
const DECIMAL = /^-?(?:0|[1-9]\d{0,6})\.(?:0|\d*[1-9])$/;
const UTC_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Element text as the original's converter typed it. */
export function classicValue(text: Scalar): string | number | boolean {
  if (typeof text !== 'string') return text;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (INTEGER.test(text)) return Number(text);
  if (DECIMAL.test(text)) {
    const value = Number(text);
    if (value === 0 || Math.abs(value) >= 1e-3) return value;
  }
  return text;
}

function leafValue(name: string, text: Scalar): Json {
  if (name === 'UtcOffset' && typeof text === 'string') {
    const m = UTC_OFFSET.exec(text);
    if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3]) / 60);
  }
  return classicValue(text);
}

function elementValue(e: Element): Json {
  if (!e.attrs && e.text !== undefined) return leafValue(e.name, e.text);
  const obj: { [key: string]: Json } = {};
  if (e.attrs) for (const [k, v] of Object.entries(e.attrs)) obj['@' + k] = String(v);
  if (e.text !== undefined) obj['$'] = leafValue(e.name, e.text);
  if (e.children) addChildren(e.children, obj);
  // An element with nothing in it (in XML, <X/> or <X></X>) is "".
  return Object.keys(obj).length > 0 ? obj : '';
}

function addChildren(nodes: readonly Node[], obj: { [key: string]: Json }): void {
  for (const node of nodes) {
    const name = CLASSIC_NAMES[node.name] ?? node.name;
    if (node.kind === 'element') obj[name] = elementValue(node);
    else if (node.items.length === 1) obj[name] = elementValue(node.items[0]!);
    else if (node.items.length > 1) obj[name] = node.items.map((item) => elementValue(item));
  }
}

export function renderClassicJson(root: Element): string {
  return JSON.stringify({ [root.name]: elementValue(root) });
}
