/**
 * Builds what `npm start` runs: the web app (Vite → dist/web), its server renderer (Vite → dist/ssr, one
 * file with React and the pages, which the server loads) and the server (esbuild → one file,
 * dist/server/main.mjs, which starts about twice as fast as loading the sources through tsx).
 * `--if-stale` rebuilds only what is missing or older than its sources.
 */
import { build as bundle } from 'esbuild';
import type { build as ViteBuildFunction } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { publicPageFiles } from '@server/modules/site/page-scripts';
import { makeAppIcons } from './lib/app-icons';
import { isCurrent, projectRoot, serverBundle, serverSources, ssrBundle, webPage, webSources } from './build-state.mjs';

type ViteBuild = typeof ViteBuildFunction;

export async function buildWeb() {
  const { build } = await import('vite');
  // What ships, whoever builds: Vite takes NODE_ENV as it finds it, and a build started under a test runner
  // (NODE_ENV=test, the browser tests' setup) would otherwise carry React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWebBundles(build);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Names this build in the browser's error reports (and the pages the server renders with it): the moment it was made,
 * to the second, in UTC, which an operator matches to a release.
 */
function newBuildId(): string {
  return new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

async function buildWebBundles(build: ViteBuild) {
  const buildIdDefine = { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(newBuildId()) };
  await build({ configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn', define: buildIdDefine });
  // The installed app's icons, drawn from the favicon beside the files Vite wrote.
  await makeAppIcons(readFileSync(path.join(projectRoot, 'src/web/public/favicon.svg'), 'utf8'), path.join(path.dirname(webPage), 'icons'));
  await buildServiceWorker(path.dirname(webPage));
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    // Everything in the one folder, as the server bundle: what runs does not depend on node_modules' layout.
    ssr: { noExternal: true },
    // React's packages choose their build by NODE_ENV when loaded; the server runs without it set, so the
    // choice is made here, once: production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...buildIdDefine },
    build: {
      ssr: path.join(projectRoot, 'src/web/entry-server.tsx'),
      outDir: path.dirname(ssrBundle),
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
}

/**
 * The service worker (decision 057): Workbox's modules and ours in one file at the site's root (`/sw.js`, so it may
 * handle every page), with the files to keep from its install written in. Bundled by esbuild, as the server is.
 */
async function buildServiceWorker(webDir: string) {
  const precache = publicPageFiles(webDir).map((url) => ({ url, revision: null }));
  await bundle({
    entryPoints: [path.join(projectRoot, 'src/web/sw/service-worker.ts')],
    outfile: path.join(webDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { precacheManifest: JSON.stringify(precache), 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warning',
  });
  // Sent compressed, as the app's files are (vite.config.ts's finishOutput ran before it existed).
  const worker = readFileSync(path.join(webDir, 'sw.js'));
  writeFileSync(path.join(webDir, 'sw.js.br'), brotliCompressSync(worker, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(path.join(webDir, 'sw.js.gz'), gzipSync(worker, { level: 9 }));
}

/**
 * The server in one file. `outfile` must sit two folders below the project root, as dist/server/main.mjs does: the
 * server finds the root from its own place (src/server/paths.ts).
 */
export async function buildServer(outfile = serverBundle) {
  await bundle({
    entryPoints: [path.join(projectRoot, 'src/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // PGlite finds its WebAssembly files next to its own modules, and sharp is native: both stay in node_modules.
    external: ['@electric-sql/pglite', 'pg-native', 'sharp'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

/** Builds what is missing or older than its sources. */
export async function ensureBuilt() {
  if (!isCurrent(webPage, webSources) || !isCurrent(ssrBundle, webSources)) {
    console.log('Building the web app…');
    await buildWeb();
  }
  if (!isCurrent(serverBundle, serverSources)) {
    console.log('Building the server…');
    await buildServer();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(projectRoot, 'scripts/build.ts')) {
  if (process.argv.includes('--if-stale')) {
    await ensureBuilt();
  } else {
    await buildWeb();
    await buildServer();
  }
}
