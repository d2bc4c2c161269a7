// The structure of a document, for comparing ours with a captured one: for every path of element
// names (arrays are transparent, so the items of a list share their list's path), which kinds of
// value appear there and in which order its children come. Values themselves are not compared.

export type Kind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

interface PathShape {
  kinds: Set<Kind>;
  /** "a b" when child a came before child b in some object at this path. */
  order: Set<string>;
}

export type Shape = Map<string, PathShape>;

export interface Difference {
  kind: 'missing' | 'extra' | 'shape' | 'type' | 'order';
  path: string;
  detail: string;
}

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : (typeof value as 'string' | 'number' | 'boolean');
}

export function shapeOf(document: unknown): Shape {
  const shape: Shape = new Map();
  const visit = (value: unknown, path: string) => {
    let at = shape.get(path);
    if (!at) shape.set(path, (at = { kinds: new Set(), order: new Set() }));
    const kind = kindOf(value);
    at.kinds.add(kind);
    if (kind === 'array') for (const item of value as unknown[]) visit(item, path);
    if (kind !== 'object') return;
    const keys = Object.keys(value as object);
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) at.order.add(`${keys[i]} ${keys[j]}`);
      visit((value as Record<string, unknown>)[keys[i]!], path === '' ? keys[i]! : `${path}.${keys[i]}`);
    }
  };
  visit(document, '');
  return shape;
}

const CONTAINERS: readonly Kind[] = ['object', 'array'];

/** How `ours` differs from `sample`, path by path. */
export function compareShapes(sample: Shape, ours: Shape): Difference[] {
  const differences: Difference[] = [];
  for (const [path, s] of sample) {
    const o = ours.get(path);
    if (!o) {
      differences.push({ kind: 'missing', path, detail: [...s.kinds].join('|') });
      continue;
    }
    const sContainers = [...s.kinds].filter((k) => CONTAINERS.includes(k)).sort();
    const oContainers = [...o.kinds].filter((k) => CONTAINERS.includes(k)).sort();
    const sScalars = [...s.kinds].filter((k) => !CONTAINERS.includes(k));
    const oScalars = [...o.kinds].filter((k) => !CONTAINERS.includes(k));
    if (sContainers.join() !== oContainers.join() && sContainers.length > 0 && oContainers.length > 0) {
      differences.push({ kind: 'shape', path, detail: `${sContainers.join('|')} there, ${oContainers.join('|')} here` });
    }
    const strange = oScalars.filter((k) => !sScalars.includes(k));
    if ((sScalars.length > 0 && strange.length > 0) || (sContainers.length === 0) !== (oContainers.length === 0)) {
      differences.push({ kind: 'type', path, detail: `${[...s.kinds].join('|')} there, ${[...o.kinds].join('|')} here` });
    }
    for (const pair of s.order) {
      const [a, b] = pair.split(' ');
      if (o.order.has(`${b} ${a}`) && !o.order.has(pair)) differences.push({ kind: 'order', path, detail: `${a} before ${b} there` });
    }
  }
  for (const [path, o] of ours) {
    if (!sample.has(path)) differences.push({ kind: 'extra', path, detail: [...o.kinds].join('|') });
  }
  // An element missing (or extra) with everything in it is one difference, named at its top.
  const parent = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));
  const at = (kind: Difference['kind']) => new Set(differences.filter((d) => d.kind === kind).map((d) => d.path));
  const missing = at('missing');
  const extra = at('extra');
  return differences.filter(
    (d) => !(d.kind === 'missing' && missing.has(parent(d.path))) && !(d.kind === 'extra' && extra.has(parent(d.path))),
  );
}
