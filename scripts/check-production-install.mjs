// `node scripts/check-production-install.mjs`, after `npm run build`: proves that an install without development
// dependencies runs the built market. In a temporary folder it puts what `npm start` needs beside the build
// (package.json, the lock file, .npmrc, dist/, scripts/start.mjs and build-state.mjs, and the database's migrations,
// which the server reads from src/server/db/migrations; no other source), runs
// `npm ci --omit=dev` there, checks that no development dependency (nor Lighthouse or Puppeteer) was installed,
// starts the server on a free loopback port with an empty data directory, and asks for pages and the API.
// Exits non-zero, saying why, when any of that fails. Plain JavaScript: it runs with nothing installed but Node.js.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot, serverBundle, ssrBundle, webPage } from './build-state.mjs';

// A bound on a wait, not a target: in CI the server starts beside lint and the type-checker on two cores.
const startTimeoutMs = 180_000;
/** Besides dist/: what `npm start` reads to start a built market. */
const startFiles = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  'scripts/start.mjs',
  'scripts/build-state.mjs',
  'src/server/db/migrations',
];
const checkedAddresses = ['/', '/browse', '/api/health', '/api/products'];

function fail(message) {
  console.error(`check-production-install: ${message}`);
  process.exitCode = 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** npm's settings for this project's own run (`npm run` hands them on as npm_config_*) are left out: the copy has its own .npmrc. */
function environmentWithoutNpmSettings(extra = {}) {
  const kept = Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_'));
  return { ...Object.fromEntries(kept), ...extra };
}

function copyWhatStartNeeds(appDir) {
  mkdirSync(appDir, { recursive: true });
  for (const entry of [...startFiles, 'dist']) {
    cpSync(path.join(projectRoot, entry), path.join(appDir, entry), { recursive: true, preserveTimestamps: true });
    // Timestamps kept, folders made on the way included, so the build stays newer than its sources, as where it was made.
    for (let folder = path.dirname(entry); folder !== '.'; folder = path.dirname(folder)) {
      const { atime, mtime } = statSync(path.join(projectRoot, folder));
      utimesSync(path.join(appDir, folder), atime, mtime);
    }
  }
}

function installWithoutDevDependencies(appDir) {
  console.log(`npm ci --omit=dev in ${appDir}`);
  const result = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: appDir,
    env: environmentWithoutNpmSettings(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`npm ci --omit=dev exited with ${result.status}`);
}

/** Every package the lock marks as for development only, and the benchmark's tools, must be absent. */
function findUnwantedPackages(appDir) {
  const lock = JSON.parse(readFileSync(path.join(appDir, 'package-lock.json'), 'utf8'));
  const devOnly = Object.entries(lock.packages)
    .filter(([location, entry]) => location !== '' && entry.dev)
    .map(([location]) => location);
  const installedDevOnly = devOnly.filter((location) => existsSync(path.join(appDir, location)));
  const listed = spawnSync('npm', ['ls', '--all', '--parseable'], { cwd: appDir, env: environmentWithoutNpmSettings(), encoding: 'utf8' });
  const benchTools = listed.stdout.split('\n').filter((line) => /[\\/](lighthouse|puppeteer[^\\/]*)$/.test(line));
  return [...installedDevOnly, ...benchTools];
}

async function waitForServer(baseUrl, server) {
  const startedAt = Date.now();
  while (Date.now() - startedAt < startTimeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before answering`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${startTimeoutMs / 1000} s`);
}

async function checkAnswers(baseUrl) {
  for (const address of checkedAddresses) {
    const response = await fetch(`${baseUrl}${address}`);
    const body = await response.text();
    console.log(`GET ${address} → ${response.status} (${body.length} characters)`);
    if (response.status !== 200) fail(`GET ${address} answered ${response.status}`);
  }
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  return exited;
}

async function main() {
  if (![webPage, ssrBundle, serverBundle].every((file) => existsSync(file))) {
    fail('there is no complete build in dist/: run `npm run build` first');
    return;
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'govi-production-install-'));
  const appDir = path.join(workDir, 'app');
  let server;
  try {
    copyWhatStartNeeds(appDir);
    installWithoutDevDependencies(appDir);
    const unwanted = findUnwantedPackages(appDir);
    if (unwanted.length > 0) fail(`installed without dev dependencies, yet present: ${unwanted.join(', ')}`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: appDir,
      env: environmentWithoutNpmSettings({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
      }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForServer(baseUrl, server);
    await checkAnswers(baseUrl);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  } finally {
    if (server) await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
  if (!process.exitCode) console.log('check-production-install: the built market runs from an install without dev dependencies');
}

await main();
