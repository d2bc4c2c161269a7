// Reading the service's OpenAPI description: the operations the playground offers and the
// parameters of each, with the schema facts (pattern, values, range) that the server validates.

export type Json = { [key: string]: unknown };

export interface FieldSchema {
  type?: string;
  pattern?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  format?: string;
  /** What the server takes when the field is left empty. */
  default?: string;
}

/** A path or query parameter, or a field of a form body. */
export interface Field {
  name: string;
  in: 'path' | 'query' | 'form' | 'json';
  required: boolean;
  description: string;
  example: string | undefined;
  schema: FieldSchema;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  fields: Field[];
  /** Whether it needs the bearer token. */
  secured: boolean;
  /** Media types of its success response. */
  produces: string[];
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(doc: Json, v: unknown): Json {
  let node = v;
  for (let i = 0; i < 10 && isObject(node) && typeof node.$ref === 'string'; i++) {
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  }
  return isObject(node) ? node : {};
}

function fieldSchema(doc: Json, raw: unknown): FieldSchema {
  const s = resolve(doc, raw);
  const out: FieldSchema = {};
  if (typeof s.type === 'string') out.type = s.type;
  if (typeof s.pattern === 'string') out.pattern = s.pattern;
  if (Array.isArray(s.enum)) out.enum = s.enum.map(String);
  // A yes-or-no parameter is offered as a choice of its two words, as the server reads them.
  else if (s.type === 'boolean') out.enum = ['true', 'false'];
  if (typeof s.minimum === 'number') out.minimum = s.minimum;
  if (typeof s.maximum === 'number') out.maximum = s.maximum;
  if (typeof s.format === 'string') out.format = s.format;
  if (s.default !== undefined) out.default = String(s.default);
  return out;
}

/** The fields of a request body: a form's (the token endpoint), or a JSON object's (alert subscriptions), each property a field. */
function formFields(doc: Json, op: Json): Field[] {
  const body = resolve(doc, op.requestBody);
  const content = isObject(body.content) ? body.content : {};
  const where: 'form' | 'json' = content['application/json'] !== undefined && content['application/x-www-form-urlencoded'] === undefined ? 'json' : 'form';
  const media = resolve(doc, content[where === 'json' ? 'application/json' : 'application/x-www-form-urlencoded']);
  const schema = resolve(doc, media.schema);
  const example = isObject(media.example) ? media.example : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).map(([name, raw]) => {
    const s = resolve(doc, raw);
    return {
      name,
      in: where,
      required: required.includes(name),
      description: typeof s.description === 'string' ? s.description : '',
      example: example[name] === undefined ? undefined : String(example[name]),
      schema: fieldSchema(doc, s),
    };
  });
}

/** Every operation of the description, but the playground's own files. */
export function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  const topSecured = Array.isArray(doc.security) && doc.security.length > 0;
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = resolve(doc, rawItem);
    for (const method of ['get', 'post']) {
      const op = item[method];
      if (!isObject(op)) continue;
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'Other';
      if (tag === 'Playground') continue;
      const fields: Field[] = (Array.isArray(op.parameters) ? op.parameters : []).map((raw) => {
        const p = resolve(doc, raw);
        return {
          name: String(p.name),
          in: p.in === 'path' ? 'path' : 'query',
          required: p.required === true,
          description: typeof p.description === 'string' ? p.description : '',
          example: p.example === undefined ? undefined : String(p.example),
          schema: fieldSchema(doc, p.schema),
        };
      });
      const success = resolve(doc, isObject(op.responses) ? op.responses['200'] : undefined);
      ops.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        tag,
        summary: typeof op.summary === 'string' ? op.summary : path,
        description: typeof op.description === 'string' ? op.description : '',
        fields: [...fields, ...formFields(doc, op)],
        secured: Array.isArray(op.security) ? op.security.some((r) => isObject(r) && Object.keys(r).length > 0) : topSecured,
        produces: Object.keys(isObject(success.content) ? success.content : {}),
      });
    }
  }
  return ops;
}

/** The operation a path belongs to and its path parameters; literal segments win over templates. */
export function matchPath(ops: readonly Operation[], method: string, path: string): { op: Operation; params: Record<string, string> } | undefined {
  let best: { op: Operation; params: Record<string, string>; templates: number } | undefined;
  for (const op of ops) {
    if (op.method !== method) continue;
    const names: string[] = [];
    const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${source}/?$`).exec(path);
    if (!match) continue;
    if (best && best.templates <= names.length) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const raw = match[i + 1]!;
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    best = { op, params, templates: names.length };
  }
  return best && { op: best.op, params: best.params };
}
