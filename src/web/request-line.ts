// The request an operation and its field values make: URL, headers and body, and the same
// request written as a curl command.
import type { Operation } from './openapi.js';

export interface RequestLine {
  method: string;
  /** Path and query, from the origin. */
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

// A path segment keeps "," and ":" readable (both are allowed there, RFC 3986 §3.3).
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

export function requestLine(op: Operation, values: Record<string, string>, accept: string, token: string | undefined): RequestLine {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => segment(values[name] ?? ''));
  const query = new URLSearchParams();
  const form = new URLSearchParams();
  const json: Record<string, string> = {};
  for (const f of op.fields) {
    const v = values[f.name] ?? '';
    if (v === '') continue;
    if (f.in === 'query') query.set(f.name, v);
    if (f.in === 'form') form.set(f.name, v);
    if (f.in === 'json') json[f.name] = v;
  }
  const headers: Record<string, string> = {};
  if (op.produces.includes(accept)) headers.Accept = accept;
  if (op.secured) headers.Authorization = `Bearer ${token ?? '$TOKEN'}`;
  const isForm = op.fields.some((f) => f.in === 'form');
  const isJson = op.fields.some((f) => f.in === 'json');
  if (isForm) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (isJson) headers['Content-Type'] = 'application/json';
  const qs = query.toString();
  const body = isForm ? form.toString() : isJson ? JSON.stringify(json) : undefined;
  return { method: op.method, target: qs ? `${path}?${qs}` : path, headers, body };
}

/** POSIX shell quoting; a $TOKEN placeholder is left for the shell to expand. */
function quote(text: string): string {
  if (text.includes('$TOKEN')) return `"${text.replace(/["\\`]/g, '\\$&')}"`;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlCommand(line: RequestLine, origin: string): string {
  const parts = ['curl -s'];
  if (line.method !== 'GET' && line.body === undefined) parts.push(`-X ${line.method}`);
  for (const [name, value] of Object.entries(line.headers)) {
    if (name === 'Content-Type' && line.body !== undefined) continue;
    parts.push(`-H ${quote(`${name}: ${value}`)}`);
  }
  if (line.body !== undefined) for (const pair of line.body.split('&').filter(Boolean)) parts.push(`-d ${quote(pair)}`);
  parts.push(quote(origin + line.target));
  return parts.join(' \\\n  ');
}
