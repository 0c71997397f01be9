import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '@scripts/build';
import { projectRoot } from '@server/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server as `npm start` runs it, bundled from this run's sources: what the tests' server processes run. */
    serverBundle: string;
  }
}

/**
 * Bundles the server once per run for the files that start it as a process (tests/setup/server-process.ts): what
 * `npm start` runs, made from the sources as they are now. Loading the sources through tsx instead took 5–7 s a
 * start on a loaded two-core machine against 1.4 s for the bundle, and those files start a server a dozen times.
 * Made under dist/ in a folder of the run's own (two folders below the root, where the server looks for it), so
 * runs side by side and `npm run build` never share a file.
 */
export default async function setup(project: TestProject) {
  mkdirSync(path.join(projectRoot, 'dist'), { recursive: true });
  const folder = mkdtempSync(path.join(projectRoot, 'dist', 'test-server-'));
  // Readable by every account, as the sources are: one test starts the server as another account.
  chmodSync(folder, 0o755);
  const bundle = path.join(folder, 'main.mjs');
  await buildServer(bundle);
  project.provide('serverBundle', bundle);
  return () => rmSync(folder, { recursive: true, force: true });
}
