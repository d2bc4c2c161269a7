// The folders of src/ are the stages of one flow, and imports only run from a later stage to an
// earlier one: this reads every import of every module and fails on one that runs back up, or on
// a cycle between modules.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../support/paths.js';

const SRC = join(REPO_ROOT, 'src');

/** The stage of each top-level part of src/; a module may import only from its own stage or lower. */
const STAGES: Record<string, number> = {
  'domain': 0,
  'config.ts': 0,
  'install-paths.ts': 0,
  'log-format.ts': 0,
  'log-stream.ts': 0,
  'dataset': 1,
  'state': 1,
  'ingest': 2,
  'model': 2,
  'engine': 3,
  // Change alerts: they read served datasets and the state, and the API's routes reach them.
  'alerts': 3.5,
  'documents': 4,
  'render': 5,
  'api': 6,
  // Beside api/ but after it: mcp/ uses the API's catalogue, door and sandbox; api/ mounts it
  // through api/mcp-endpoint.ts, an interface the service fills.
  'mcp': 6.5,
  'load-garbage.ts': 7,
  'service-state.ts': 7,
  'data-dir.ts': 7,
  'server.ts': 7,
  'cluster': 8,
  'cli': 9,
};
/** Stages that share a rank but must not import each other. */
const APART = [['ingest', 'model'], ['dataset', 'state']];

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'web' && dir === SRC ? [] : modules(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!).replace(/\.js$/, '.ts'));
}

const partOf = (file: string) => relative(SRC, file).split('/')[0]!;
const files = modules(SRC);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

test('every part of src/ has a stage', () => {
  for (const f of files) assert.ok(partOf(f) in STAGES, `${relative(SRC, f)} is in no stage of the flow`);
});

test('imports run only from later stages to earlier ones', () => {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    const from = partOf(file);
    for (const target of targets) {
      const to = partOf(target);
      const apart = APART.some(([a, b]) => (from === a && to === b) || (from === b && to === a));
      if (STAGES[to]! > STAGES[from]! || apart) wrong.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('no import cycle between modules', () => {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(SRC, f)).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    state.set(file, 'done');
  };
  for (const f of files) visit(f, []);
  assert.deepEqual(cycles, []);
});

test('api/ and mcp/ import each other in one direction only: mcp/ builds on api/, api/ reaches mcp/ through an interface', () => {
  assert.ok(STAGES.mcp! > STAGES.api!, 'mcp/ ranks after api/');
  const back: string[] = [];
  for (const [file, targets] of graph) {
    if (partOf(file) !== 'api') continue;
    for (const target of targets) if (partOf(target) === 'mcp') back.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
  }
  assert.deepEqual(back, [], 'api/ imports mcp/');
  assert.ok([...graph].some(([file, targets]) => partOf(file) === 'mcp' && targets.some((t) => partOf(t) === 'api')), 'mcp/ uses api/ (the direction this test keeps)');
});
