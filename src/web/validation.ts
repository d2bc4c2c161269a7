// Checks a field's value with the schema facts the server validates with: the same pattern
// source, values and range; a message, or null when the value may be sent.
import type { Field } from './openapi.js';

export function problemWith(field: Field, value: string): string | null {
  const s = field.schema;
  if (value === '') return field.required ? 'Required.' : null;
  if (s.enum && !s.enum.includes(value)) return `One of ${s.enum.join(', ')}.`;
  if (s.type === 'integer') {
    if (!/^-?\d+$/.test(value)) return 'A whole number.';
    const n = Number(value);
    if (s.minimum !== undefined && n < s.minimum) return `At least ${s.minimum}.`;
    if (s.maximum !== undefined && n > s.maximum) return `At most ${s.maximum}.`;
  }
  // The parameter's description says in words what the pattern says in symbols.
  if (s.pattern !== undefined && !new RegExp(s.pattern).test(value)) return field.description ? `Expected: ${field.description}` : 'Not in the expected form.';
  return null;
}
