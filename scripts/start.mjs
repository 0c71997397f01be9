// `npm start`: builds the web app and the server when missing or older than their sources, then
// runs the server bundle. Plain JavaScript so that starting needs no TypeScript loader (see build-state.mjs).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { isCurrent, projectRoot, serverBundle, serverSources, ssrBundle, webPage, webSources } from './build-state.mjs';

if (!isCurrent(webPage, webSources) || !isCurrent(ssrBundle, webSources) || !isCurrent(serverBundle, serverSources)) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(serverBundle).href);
