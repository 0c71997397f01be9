// Plain JavaScript on purpose: `npm start` reads this before anything else, and loading the
// TypeScript loader (tsx) would slow every start, since it also transforms the 6 MB server bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(projectRoot, 'dist/server/main.mjs');
export const webPage = path.join(projectRoot, 'dist/web/index.html');
export const ssrBundle = path.join(projectRoot, 'dist/ssr/entry-server.js');

const shared = ['src/domain', 'package-lock.json'];
export const webSources = ['src/web', 'vite.config.ts', ...shared];
export const serverSources = ['src/server', 'scripts/build.ts', ...shared];

/** @param {string} entry a path relative to the project root */
function newestChange(entry) {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

/**
 * Whether a built file is newer than every one of its sources.
 * @param {string} output
 * @param {string[]} sources
 */
export function isCurrent(output, sources) {
  if (!existsSync(output)) return false;
  const builtAt = statSync(output).mtimeMs;
  return sources.every((source) => newestChange(source) <= builtAt);
}
