// A JSON answer held against the description's schema of it, as a strict generated client reads
// it: every required property there, nothing undescribed, each value of its type and values. Only
// the keywords the description uses (type, properties, required, items, enum, pattern, $ref).

export type Json = { [key: string]: unknown };

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows local $refs ("#/components/schemas/X") through `doc`. */
export function deref(doc: Json, node: unknown): Json {
  let at = node;
  for (let i = 0; i < 10 && isObject(at) && typeof at.$ref === 'string'; i++) {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, key) => (isObject(n) ? n[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  }
  return isObject(at) ? at : {};
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * What in `value` the schema does not describe, one line each, written with the path to it
 * (array items as []), so one mismatch seen in many items is one line.
 */
export function schemaProblems(doc: Json, schema: unknown, value: unknown, at = '$', out = new Set<string>()): Set<string> {
  const s = deref(doc, schema);
  const type = s.type;
  const actual = typeOf(value);
  if (typeof type === 'string' && type !== actual && !(type === 'number' && actual === 'integer')) {
    out.add(`${at}: ${actual} where the description says ${type}`);
    return out;
  }
  if (Array.isArray(s.enum) && !s.enum.includes(value)) out.add(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`);
  if (typeof s.pattern === 'string' && typeof value === 'string' && !new RegExp(s.pattern, 'u').test(value)) {
    out.add(`${at}: ${JSON.stringify(value)} does not match ${s.pattern}`);
  }
  if (Array.isArray(value)) {
    for (const item of value) schemaProblems(doc, s.items, item, `${at}[]`, out);
  } else if (isObject(value)) {
    const properties = isObject(s.properties) ? s.properties : {};
    for (const name of (s.required as string[] | undefined) ?? []) {
      if (!(name in value)) out.add(`${at}.${name}: required by the description, absent from the answer`);
    }
    for (const [name, v] of Object.entries(value)) {
      if (name in properties) schemaProblems(doc, properties[name], v, `${at}.${name}`, out);
      else out.add(`${at}.${name}: in the answer, not in the description`);
    }
  }
  return out;
}

/** Every property path of `value` (array items as []): which fields a set of answers showed. */
export function propertyPaths(value: unknown, at = '$', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) propertyPaths(item, `${at}[]`, out);
  else if (isObject(value)) {
    for (const [name, v] of Object.entries(value)) {
      out.add(`${at}.${name}`);
      propertyPaths(v, `${at}.${name}`, out);
    }
  }
  return out;
}
