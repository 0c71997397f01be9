/**
 * The pages the server renders, hydrated by the browser's own start-up code under React's development build
 * (tests/setup/hydrate-pages.ts, in a process of its own), which reports what the shipped build stays silent
 * about: an attribute or a text that differs between the server's HTML and the browser's first render. The
 * browser test (tests/e2e/server-rendering.test.ts) runs the shipped build in Chromium, with its locale data.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@domain/i18n/languages';
import { insertProduct } from '@tests/factories/products';
import { postTestReview, receiveTestProduct } from '@tests/factories/reviews';
import { backdateAccount, createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { renderer } from '@web/entry-server';

let testApp: TestApp;
let buyer: TestUser;
let paths: string[];
let serverUrl: string;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'govi-hydration-'));

beforeAll(async () => {
  testApp = await createTestApp({ renderer });
  // The hydrated pages' own requests (a product view, a signed-in visitor's bell) reach this app, over HTTP.
  serverUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const seller = await createUser(testApp.app, { firstName: 'Anoma' });
  buyer = await createUser(testApp.app, { firstName: 'Dilan' });
  const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: seller.cookie } });
  const sellerId = (session.json() as { user: { id: string } }).user.id;
  const product = await insertProduct(testApp.database.db, { sellerId, title: 'Red onions from Jaffna', priceCents: 34_050 });
  await insertProduct(testApp.database.db, { sellerId, title: 'Shallots', priceCents: 51_000, quantity: 0 });
  // A review from an established account, so the product page shows stars, a date and an author.
  await backdateAccount(testApp.database.db, buyer);
  await receiveTestProduct(testApp.app, { seller, buyer, productId: product.id });
  expect((await postTestReview(testApp.app, buyer, product.id, { rating: 4, comment: 'Firm and dry.' })).statusCode).toBe(201);
  paths = [
    '/',
    '/browse',
    '/browse?q=onions&sort=price_desc&view=list',
    '/browse?category=vegetables&minPrice=30000&inStock=true&minRating=4',
    `/product/${product.id}`,
    `/seller/${sellerId}`,
    '/about',
    '/support',
    '/no-such-page',
    '/product/00000000-0000-4000-8000-000000000000',
  ];
});
afterAll(async () => {
  await testApp.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('hydration under React’s development build', () => {
  for (const language of languages) {
    for (const signedIn of [false, true]) {
      it(`${language}, ${signedIn ? 'signed in' : 'signed out'}: every public page hydrates without a difference`, async () => {
        const cookie = [`lang=${language}`, ...(signedIn ? [buyer.cookie] : [])].join('; ');
        // The sign-in page sends someone signed in on: only a visitor without a session gets it. Before the unknown
        // product, last, whose "not found" toast would stay in the one toast list this process's pages share.
        const pagePaths = signedIn ? paths : [...paths.slice(0, -1), '/auth', '/auth?tab=sign-up&redirect=%2Forders', ...paths.slice(-1)];
        const pages = [];
        for (const pagePath of pagePaths) {
          const response = await testApp.app.inject({ method: 'GET', url: pagePath, headers: { cookie } });
          expect(response.statusCode, pagePath).toBeLessThan(500);
          pages.push({ path: pagePath, html: response.body });
        }
        const file = path.join(workDir, `${language}-${signedIn}.json`);
        writeFileSync(file, JSON.stringify(pages));
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'tests/setup/hydrate-pages.ts', file, serverUrl],
          {
            maxBuffer: 16 * 1024 * 1024,
          },
        );
        const results = JSON.parse(stdout) as { path: string; errors: string[] }[];
        expect(results.map((result) => result.path)).toEqual(pagePaths);
        for (const result of results) expect(result.errors, result.path).toEqual([]);
      });
    }
  }
});
