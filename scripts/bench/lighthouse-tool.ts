/**
 * Lighthouse, and the Puppeteer it brings (which asks for a newer Node.js than the market does), serve only the
 * platform benchmark, so they stay out of the project's install: they live in scripts/bench/lighthouse/, with a
 * package.json and lock file of their own, and are installed there from that lock the first time the benchmark
 * needs them (again when the pinned version changes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '@scripts/build-state.mjs';

const lighthouseToolDir = path.join(projectRoot, 'scripts/bench/lighthouse');

type Manifest = { version?: string; dependencies?: Record<string, string> };

function readManifest(file: string): Manifest | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** npm's settings for the project's own install (`npm run` hands them on as npm_config_*) are not the tool's. */
function environmentWithoutNpmSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));
}

function installLighthouseIfMissing() {
  const pinned = readManifest(path.join(lighthouseToolDir, 'package.json'))?.dependencies?.lighthouse;
  const installed = readManifest(path.join(lighthouseToolDir, 'node_modules/lighthouse/package.json'))?.version;
  // npm writes node_modules/.package-lock.json last: without it, an install was cut short.
  const complete = existsSync(path.join(lighthouseToolDir, 'node_modules/.package-lock.json'));
  if (complete && installed === pinned) return;
  console.log(`\nInstalling Lighthouse ${pinned} for the benchmark into scripts/bench/lighthouse/ (once)…`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: lighthouseToolDir,
    env: environmentWithoutNpmSettings(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`installing Lighthouse into ${lighthouseToolDir} failed (npm ci exited with ${result.status})`);
}

export async function loadLighthouse() {
  installLighthouseIfMissing();
  return import('./lighthouse/tool.mjs');
}
