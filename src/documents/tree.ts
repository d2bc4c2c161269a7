// The neutral document tree: every response is built once as this tree and then rendered to XML
// or JSON by render/, so the two formats cannot disagree.

export type Scalar = string | number | boolean;

export interface Element {
  readonly kind: 'element';
  readonly name: string;
  readonly attrs?: Readonly<Record<string, Scalar>>;
  /** A leaf value; its JavaScript type is the JSON type. */
  readonly text?: Scalar;
  readonly children?: readonly Node[];
}

/** A repeated element (`[]` in the spec): always a JSON array, even with zero or one item. */
export interface ElementList {
  readonly kind: 'list';
  readonly name: string;
  readonly items: readonly Element[];
}

export type Node = Element | ElementList;

type Child = Node | null | undefined | false;

/** The children given, absent ones dropped in place: the array is the call's own rest parameter. */
function present(children: Child[]): Node[] {
  let n = 0;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child) children[n++] = child;
  }
  // Setting the length is a call into the runtime even when it does not change.
  if (n !== children.length) children.length = n;
  return children as Node[];
}

/** A container element; absent children (null, undefined, false) are left out. */
export function el(name: string, ...children: Child[]): Element {
  return { kind: 'element', name, children: present(children) };
}

/** A container element with attributes. */
export function elAttrs(name: string, attrs: Record<string, Scalar>, ...children: Child[]): Element {
  return { kind: 'element', name, attrs, children: present(children) };
}

/** A leaf element holding one value, optionally with attributes. */
export function leaf(name: string, text: Scalar, attrs?: Record<string, Scalar>): Element {
  return attrs ? { kind: 'element', name, text, attrs } : { kind: 'element', name, text };
}

export function list(name: string, items: readonly Element[]): ElementList {
  return { kind: 'list', name, items };
}
