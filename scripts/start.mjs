// `npm start`: builds the web app and the server when missing or older than their sources, then
// runs the server bundle. Plain JavaScript so that starting needs no TypeScript loader (see build-state.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { isCurrent, projectRoot, serverBundle, serverSources, ssrBundle, webPage, webSources } from './build-state.mjs';

/** Vite and esbuild are development dependencies: an install made with `--omit=dev` runs a build, it cannot make one. */
function canBuild() {
  try {
    import.meta.resolve('vite');
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

const built = [webPage, ssrBundle, serverBundle].every((file) => existsSync(file));
const current = isCurrent(webPage, webSources) && isCurrent(ssrBundle, webSources) && isCurrent(serverBundle, serverSources);

if (!current && canBuild()) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!current && !built) {
  console.error(
    'Govi Market cannot start: there is no build in dist/, and the tools that make one (the development dependencies) ' +
      'are not installed.\nRun `npm install` and `npm run build`, or install without --omit=dev.',
  );
  process.exit(1);
} else if (!current) {
  // Older by the clock need not mean out of date (`npm install --omit=dev` rewrites package-lock.json, a copy
  // or checkout may touch the sources), and nothing here can rebuild it: the build runs, with a word about it.
  console.warn(
    'dist/ is older than some of its sources, and the build tools are not installed (an install without dev ' +
      'dependencies): starting the build as it is. Run `npm run build` where they are installed to bring it up to date.',
  );
}

await import(pathToFileURL(serverBundle).href);
