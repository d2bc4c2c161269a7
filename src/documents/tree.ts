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
  /**
   * The same object stands more than once in its document (a leg's details under each of its
   * marketing flights): the XML renderer writes it once and repeats the text.
   */
  readonly repeated?: true;
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

// Every element is made by element() with the same fields in the same order, absent ones
// undefined: the renderers then read one object shape, where five shapes made every field read
// a lookup among them.
function element(name: string, attrs: Record<string, Scalar> | undefined, text: Scalar | undefined, children: Node[] | undefined, repeats?: true): Element {
  return { kind: 'element', name, attrs, text, children, repeated: repeats };
}

/** A container element; absent children (null, undefined, false) are left out. */
export function el(name: string, ...children: Child[]): Element {
  return element(name, undefined, undefined, present(children));
}

/** A container element with attributes. */
export function elAttrs(name: string, attrs: Record<string, Scalar>, ...children: Child[]): Element {
  return element(name, attrs, undefined, present(children));
}

/** A leaf element holding one value, optionally with attributes. */
export function leaf(name: string, text: Scalar, attrs?: Record<string, Scalar>): Element {
  return element(name, attrs, text, undefined);
}

/** The element, marked as standing more than once in its document (Element.repeated). */
export function repeated(e: Element): Element {
  return element(e.name, e.attrs, e.text, e.children as Node[] | undefined, true);
}

export function list(name: string, items: readonly Element[]): ElementList {
  return { kind: 'list', name, items };
}
