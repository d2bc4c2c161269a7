// Where the project's own files are at run time. The compiled server runs from dist/src/, and tsc
// copies nothing but what it compiles, so files that are not TypeScript (package.json, the
// playground's HTML and CSS) are read from the project root, which is two levels above this
// module's compiled copy.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The version in package.json. */
export function projectVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}
