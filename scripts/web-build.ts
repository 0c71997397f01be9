import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtPage = path.join(projectRoot, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((entry) => path.join(projectRoot, entry));

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function webBuildIsCurrent(): boolean {
  if (!existsSync(builtPage)) return false;
  const builtAt = statSync(builtPage).mtimeMs;
  return sources.every((source) => newestChange(source) <= builtAt);
}

/** Builds the web app when it is missing or older than its sources; a no-op on an up-to-date tree. */
export async function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app (first start, or its sources changed)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
}
