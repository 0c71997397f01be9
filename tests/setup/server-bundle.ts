import { chmodSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
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

const folderPrefix = 'test-server-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Bundles the server once per run for the files that start it as a process (tests/setup/server-process.ts): what
 * `npm start` runs, made from the sources as they are now. Loading the sources through tsx instead took 5–7 s a
 * start on a loaded two-core machine against 1.4 s for the bundle, and those files start a server a dozen times.
 * Made in `dist/test-server-<pid of the run>/` (two folders below the root, where the server looks for it), so runs
 * side by side and `npm run build` never share a file; removed at the end, and a folder a stopped run left is
 * removed by the next.
 */
export default async function setup(project: TestProject) {
  const dist = path.join(projectRoot, 'dist');
  mkdirSync(dist, { recursive: true });
  for (const name of readdirSync(dist)) {
    const pid = Number(name.slice(folderPrefix.length));
    if (name.startsWith(folderPrefix) && Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      rmSync(path.join(dist, name), { recursive: true, force: true });
    }
  }
  const folder = path.join(dist, `${folderPrefix}${process.pid}`);
  // Readable by every account, as the sources are: one test starts the server as another account.
  mkdirSync(folder, { recursive: true });
  chmodSync(folder, 0o755);
  const bundle = path.join(folder, 'main.mjs');
  await buildServer(bundle);
  project.provide('serverBundle', bundle);
  return () => rmSync(folder, { recursive: true, force: true });
}
