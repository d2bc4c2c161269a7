// Small constructors for the JSON Schema (2020-12, as OpenAPI 3.1 uses it) of the description, so
// the resource schemas read like the spec's field tables.
//
// One schema serves both formats: JSON mirrors the XML tree, so a property "@Name" is the XML
// attribute Name (marked with the `xml` object) and "$" is an element's text.

export type Schema = { [keyword: string]: unknown };

function described(schema: Schema, description: string | undefined): Schema {
  return description === undefined ? schema : { ...schema, description };
}

export const str = (description?: string, extra: Schema = {}): Schema => described({ type: 'string', ...extra }, description);
export const int = (description?: string, extra: Schema = {}): Schema => described({ type: 'integer', ...extra }, description);
export const num = (description?: string, extra: Schema = {}): Schema => described({ type: 'number', ...extra }, description);
export const bool = (description?: string, extra: Schema = {}): Schema => described({ type: 'boolean', ...extra }, description);
export const oneOfValues = (values: readonly string[], description?: string): Schema => described({ type: 'string', enum: [...values] }, description);

/** A string whose whole value matches `pattern` (already anchored with ^ and $). */
export const patterned = (pattern: RegExp, description?: string, extra: Schema = {}): Schema =>
  described({ type: 'string', pattern: pattern.source, ...extra }, description);

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** An object; every property is required unless listed in `optional`. */
export function obj(properties: Record<string, Schema>, optional: readonly string[] = [], description?: string): Schema {
  const required = Object.keys(properties).filter((p) => !optional.includes(p));
  return described({ type: 'object', properties, ...(required.length > 0 ? { required } : {}) }, description);
}

/** A repeated element (`[]` in the spec): a JSON array, repeated sibling elements in XML. */
export const arr = (items: Schema, description?: string): Schema => described({ type: 'array', items }, description);

/** The XML attribute `name`, written "@name" in JSON. */
export const attr = (name: string, schema: Schema): Schema => ({ ...schema, xml: { name, attribute: true } });

/** An element's text when it also has attributes ("$" in JSON). OpenAPI 3.1 has no keyword for it. */
export const text = (schema: Schema): Schema => ({ ...schema, xml: { 'x-text': true } });

/** A root element: the schema of its content, named for XML. */
export const root = (name: string, content: Schema): Schema => ({ ...content, xml: { name } });
