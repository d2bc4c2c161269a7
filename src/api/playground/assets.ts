// The playground's files, read once at start: the page, its style sheet and icon from src/web/, the
// scripts compiled from src/web/*.ts into dist/web/ (tsconfig.web.json), and the map's outline
// (world-outline.ts). Each is kept as bytes with its ETag, like a cached API response.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../install-paths.js';
import { cachedResponse, type CachedResponse } from '../response-cache.js';
import { worldOutline } from './world-outline.js';

/** The asset the map fetches its coastlines and borders from. */
export const WORLD_OUTLINE_ASSET = 'world-outline.json';

const PAGE_SOURCE_DIR = join(PROJECT_ROOT, 'src', 'web');
const SCRIPT_DIR = join(PROJECT_ROOT, 'dist', 'web');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The page's icon, also what /favicon.ico answers (browsers ask for it without reading the page). */
export const FAVICON_ASSET = 'favicon.svg';

export interface PlaygroundFiles {
  /** The page, or undefined when it or its scripts are missing (not built). */
  page: CachedResponse | undefined;
  /** Scripts and style sheets by file name. */
  assets: ReadonlyMap<string, CachedResponse>;
}

function filesIn(dir: string, extension: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension)).sort() : [];
}

export function loadPlaygroundFiles(): PlaygroundFiles {
  const assets = new Map<string, CachedResponse>();
  for (const extension of ['.css', '.svg']) {
    for (const name of filesIn(PAGE_SOURCE_DIR, extension)) {
      assets.set(name, cachedResponse(200, readFileSync(join(PAGE_SOURCE_DIR, name), 'utf8'), TYPES[extension]!));
    }
  }
  for (const name of filesIn(SCRIPT_DIR, '.js')) {
    assets.set(name, cachedResponse(200, readFileSync(join(SCRIPT_DIR, name), 'utf8'), TYPES['.js']!));
  }
  assets.set(WORLD_OUTLINE_ASSET, cachedResponse(200, JSON.stringify(worldOutline()), 'application/json; charset=utf-8'));
  const pagePath = join(PAGE_SOURCE_DIR, 'index.html');
  const built = existsSync(pagePath) && assets.has('main.js');
  return { page: built ? cachedResponse(200, readFileSync(pagePath, 'utf8'), 'text/html; charset=utf-8') : undefined, assets };
}
