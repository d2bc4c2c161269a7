import type { Element, Node } from '../documents/tree.js';

// JSON mirrors the XML tree: attributes become "@Name", an element with attributes and text
// becomes {"@Attr": .., "$": ..}; leaf values keep their own type; lists are always arrays.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function elementValue(e: Element): Json {
  if (!e.attrs && e.text !== undefined) return e.text;
  const obj: { [key: string]: Json } = {};
  if (e.attrs) for (const [k, v] of Object.entries(e.attrs)) obj['@' + k] = v;
  if (e.text !== undefined) obj['$'] = e.text;
  if (e.children) addChildren(e.children, obj);
  return obj;
}

function addChildren(nodes: readonly Node[], obj: { [key: string]: Json }): void {
  for (const node of nodes) {
    obj[node.name] =
      node.kind === 'element' ? elementValue(node) : node.items.map((item) => elementValue(item));
  }
}

export function renderJson(root: Element): string {
  return JSON.stringify({ [root.name]: elementValue(root) });
}
