import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '@scripts/build';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { startSmsReceiver } from '../../setup/sms-receiver';
import { launchChromiumServer } from './chromium';

/** One server of the run: files that run at the same time use different ones (server.ts). */
export type E2eServer = {
  baseUrl: string;
  /** The server's log lines, appended as they come: journeys fail on the errors logged while they run. */
  serverLogFile: string;
  /** The local SMS gateway the server sends its text messages to: `GET <url>?to=<number>` lists what a number got. */
  smsReceiverUrl: string;
  /** The server's DATA_DIR, for a journey that runs a command on it as its owner would (`npm run operator`). */
  dataDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServers: E2eServer[];
    /** The run's Chromium, which every file connects to (chromium.ts). */
    e2eBrowser: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/**
 * Starts the real server, as `npm start` runs it, on a free port with an empty data directory: one for each file
 * that runs at once, so a journey owns its server's state (the home page's newest products, its sponsored place)
 * as when the files ran one after another, and what its server logs is its own.
 */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  // Started together; if one fails to start, the others are stopped before the failure is reported, so no server
  // outlives the run.
  const started = await Promise.allSettled(Array.from({ length: project.config.maxWorkers }, startServer));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  let browser: BrowserServer;
  try {
    browser = await launchChromiumServer();
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  project.provide(
    'e2eServers',
    servers.map(({ baseUrl, serverLogFile, smsReceiverUrl, dataDir }) => ({ baseUrl, serverLogFile, smsReceiverUrl, dataDir })),
  );
  project.provide('e2eBrowser', browser.wsEndpoint());
  return async () => {
    await Promise.all([browser.close(), ...servers.map((server) => server.stop())]);
  };
}

async function startServer(): Promise<E2eServer & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-e2e-'));
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'govi-e2e-log-'));
  const logFile = path.join(logDir, 'server.log');
  writeFileSync(logFile, '');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const sms = await startSmsReceiver();
  let log = '';
  // TRUST_PROXY=1, the tests playing the proxy: each browser context sends its own X-Forwarded-For (browser.ts), so it is its own visitor.
  const child = spawn(process.execPath, [serverBundle], {
    cwd: projectRoot,
    // Every journey's accounts are minutes old: NEW_ACCOUNT_DAYS=0 lets their reviews publish at once, as an
    // established buyer's do (the wait for new accounts is tested on the server, where an account can be dated back).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      TRUST_PROXY: '1',
      NEW_ACCOUNT_DAYS: '0',
      SMS_WEBHOOK_URL: sms.url,
      // Order alerts gather for 2 s instead of two minutes, so a journey hears of its order while it runs.
      SMS_ALERT_GATHER_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    // Written at once, so a journey reading the file when it ends sees what its requests logged.
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await sms.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    // A server that never became healthy is not left running, nor its folders behind.
    await stop();
    throw error;
  }
  return { baseUrl, serverLogFile: logFile, smsReceiverUrl: sms.url, dataDir, stop };
}
