// Whether the compiled project in dist/ is older than its sources: `npm start` and `npm install`
// (prepare, which `npx skyref` runs too) build only when it is (decision 80). Each build records
// what it was built from, every input's size and modification time; a later start compares. A
// list rather than "any file newer than the build": a file removed, renamed or restored with an
// older time (a checkout of an older commit, a copy keeping times) changes the list as well.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a build reads: the TypeScript projects' folders, their settings, and the dependencies' lock. */
const INPUT_DIRS = ['src', 'test', 'bench', 'scripts'];
const INPUT_FILES = ['tsconfig.json', 'tsconfig.web.json', 'package-lock.json'];

/** Where a build records its inputs: inside dist/, so that a dist/ removed is a build needed. */
export const BUILD_RECORD = join('dist', '.build-inputs.json');

/** Each input file (a path relative to the project, with `/`) and its size and modification time, as "size mtimeMs". */
export type BuildInputs = Record<string, string>;

/**
 * Why a build is needed, for the line that says it is building, or undefined when the last build
 * was made from exactly these inputs. `built` is the last build's record; undefined when there is none.
 */
export function buildNeeded(current: BuildInputs, built: BuildInputs | undefined): string | undefined {
  if (built === undefined) return 'no build recorded yet';
  for (const [path, state] of Object.entries(current)) {
    if (built[path] === undefined) return `${path} is new`;
    if (built[path] !== state) return `${path} changed`;
  }
  const removed = Object.keys(built).find((path) => current[path] === undefined);
  return removed === undefined ? undefined : `${removed} was removed`;
}

/** The inputs of a build of the project at `root`, as they are now. */
export function readBuildInputs(root: string): BuildInputs {
  const inputs: BuildInputs = {};
  const add = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isFile()) inputs[relative(root, path).split(sep).join('/')] = `${stat.size} ${stat.mtimeMs}`;
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else add(path);
    }
  };
  for (const dir of INPUT_DIRS) if (statSync(join(root, dir), { throwIfNoEntry: false })?.isDirectory()) walk(join(root, dir));
  for (const file of INPUT_FILES) add(join(root, file));
  return inputs;
}

/** The record of the last build, or undefined when there is none (or it cannot be read: build again). */
export function readBuildRecord(root: string): BuildInputs | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(root, BUILD_RECORD), 'utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as BuildInputs) : undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildRecord(root: string, inputs: BuildInputs): void {
  writeFileSync(join(root, BUILD_RECORD), JSON.stringify(inputs) + '\n');
}
