import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium, with the flags that work on this kind of machine (no network beyond loopback). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const executablePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), args: chromiumFlags });
}

/**
 * One Chromium for a whole browser-test run (global-setup.ts), which each test file connects to: starting and
 * stopping Chromium for every file cost about a second a file on two cores. Each file's connection has its own
 * contexts (cookies, storage), closed with it.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: executablePath(), args: chromiumFlags });
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
