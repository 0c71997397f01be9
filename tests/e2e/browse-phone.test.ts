import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { signUpThroughApi } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { launchBoostThroughApi } from './support/boosts';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

async function listProduct(context: BrowserContext, title: string, priceCents: number): Promise<string> {
  return (await listProductThroughApi(context, baseUrl, { title, priceCents, description: 'Grown in the Kandy hills.' })).id;
}

/** Whether the element is wholly inside the window. */
async function isInView(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  return Boolean(box && box.y >= 0 && box.y + box.height <= height);
}

function fitsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('Browse on a phone', () => {
  it('Back to Browse from a product, and the browser’s Back, return to the same search, filters, order, page and view, at that product’s card', async () => {
    const word = `brinjal${Date.now()}`;
    // Two sellers, as one may list 30 products an hour.
    const sellers = [page().context(), await newVisitorContext()];
    await signUpThroughApi(sellers[0] as BrowserContext, baseUrl, 'Kumari');
    await signUpThroughApi(sellers[1] as BrowserContext, baseUrl, 'Ruwan');
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      ids.push(await listProduct(sellers[index % 2] as BrowserContext, `Purple ${word} ${index + 1}`, 20_000 + index * 100));
    }

    const visitor = await (await newVisitorContext()).newPage();
    await visitor.setViewportSize({ width: 390, height: 844 });
    const search = `q=${word}&category=vegetables&district=kandy&minPrice=10000&maxPrice=900000&sort=price_desc&page=2&view=list`;
    await visitor.goto(`/browse?${search}`);
    await expectLocator(visitor.getByText('40 products found')).toBeVisible();
    // Page 2 from the dearest: products 16 down to 1. The 12th card there is product 5, far down the list.
    const opened = ids[4] as string;
    const card = visitor.getByRole('link', { name: `Purple ${word} 5`, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await visitor.waitForURL(new RegExp(`/product/${opened}$`));
    await visitor.evaluate(() => window.scrollTo(0, 0));

    await visitor.getByRole('link', { name: 'Back to Browse' }).click();
    await visitor.waitForURL(/\/browse\?/);
    expect(Object.fromEntries(new URL(visitor.url()).searchParams)).toEqual(Object.fromEntries(new URLSearchParams(search)));
    await expect.poll(() => isInView(visitor, card), { timeout: 10_000 }).toBe(true);

    // The browser's (or the phone's) own Back returns to the same place too.
    const place = await visitor.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(500);
    await card.click();
    await visitor.waitForURL(new RegExp(`/product/${opened}$`));
    await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBe(0);
    // A reader reads down the product (its description, its reviews) before going back.
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const read = await visitor.evaluate(() => window.scrollY);
    expect(read).toBeGreaterThan(0);
    await visitor.goBack();
    await visitor.waitForURL(/\/browse\?/);
    await expect.poll(() => visitor.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(place);
    expect(await isInView(visitor, card)).toBe(true);
    // And Forward returns to the product where the reader left it.
    await visitor.goForward();
    await visitor.waitForURL(new RegExp(`/product/${opened}$`));
    await expect.poll(() => visitor.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(read);
    await visitor.context().close();
  });

  it('shows what the boost’s ad says on its sponsored card, in the grid, the list and home Featured, as text, in every language', async () => {
    const word = `rambutan${Date.now()}`;
    const title = `Sweet ${word}`;
    const adText = 'Ripe & red <b>today</b> — ඉදුණු රඹුටන්, பழுத்த ரம்புட்டான்';
    const seller = page();
    await signUpThroughApi(seller.context(), baseUrl, 'Saman');
    const productId = await listProduct(seller.context(), title, 45_000);
    // Page 1 of the search is full without it, so it shows in the sponsored slot; and the home page's newest four
    // are these, so it takes Featured's sponsored place too.
    for (let index = 0; index < 24; index += 1) await listProduct(seller.context(), `Fresh ${word} crate ${index + 1}`, 40_000);
    await launchBoostThroughApi(seller.context(), baseUrl, { productId, description: adText, dailyBudgetCents: 2_000_00, durationDays: 3 });

    // Drawn on the server: a page read without JavaScript shows it, written as text.
    const withoutScript = await newVisitorContext({ javaScriptEnabled: false });
    const served = await withoutScript.newPage();
    await served.goto(`/browse?q=${word}`);
    const servedSlot = served.getByRole('region', { name: 'Sponsored products' });
    await expectLocator(servedSlot.getByText(adText, { exact: true })).toBeVisible();
    await withoutScript.close();

    const visitor = await (await newVisitorContext()).newPage();
    await visitor.setViewportSize({ width: 360, height: 780 });
    for (const [language, heading] of [
      ['en', 'Sponsored products'],
      ['si', null],
      ['ta', null],
    ] as const) {
      await visitor.context().addCookies([{ name: languageCookie, value: language, url: baseUrl }]);
      for (const view of ['grid', 'list']) {
        await visitor.goto(`/browse?q=${word}${view === 'list' ? '&view=list' : ''}`);
        const slot = heading ? visitor.getByRole('region', { name: heading }) : visitor.locator(`[data-product-id="${productId}"]`);
        const shown = slot.getByText(adText, { exact: true });
        await expectLocator(shown).toBeVisible();
        expect(await fitsSideways(visitor)).toBe(true);
        // Inside its card, not spilling past it.
        const [textBox, cardBox] = [await shown.boundingBox(), await visitor.locator(`[data-product-id="${productId}"]`).boundingBox()];
        expect((textBox?.x ?? 0) + (textBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0) + 0.5);
      }
      await expectNoSeriousViolations(visitor);
      await visitor.goto('/');
      await expectLocator(visitor.getByText(adText, { exact: true })).toBeVisible();
      expect(await fitsSideways(visitor)).toBe(true);
    }
    await visitor.context().close();
  });
});
