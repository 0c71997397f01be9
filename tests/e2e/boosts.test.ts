import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BoostList } from '@domain/boosts/boost.schema';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

/** What Chrome on a desktop says it is: a person's browser, whose impressions and clicks count. */
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function listProduct(context: BrowserContext, title: string): Promise<string> {
  return (
    await listProductThroughApi(context, baseUrl, {
      title,
      description: 'Picked this morning in Dambulla.',
      priceCents: 35_000,
      category: 'fruits',
      district: 'matale',
    })
  ).id;
}

/** The seller's boosts as the server counts them, once the buffered events have been written (every 2 s). */
async function totalsOnceCounted(seller: Page, title: string, expected: Record<string, number>) {
  await expect
    .poll(
      async () => {
        const list = (await (await seller.request.get('/api/seller/boosts')).json()) as BoostList;
        return list.boosts.find((boost) => boost.productTitle === title)?.totals;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toMatchObject(expected);
}

function figureOf(card: ReturnType<Page['getByRole']>, label: string) {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

describe('Run Ads', () => {
  it('a seller boosts a product; a buyer searching for it sees it Sponsored, opens and orders it; the seller sees it counted; Pause takes it away', async () => {
    // The seller lists the product to boost, then 24 newer ones that match the same search: page 1 of the
    // results is full without it, so a search for the word shows it only in the sponsored slot.
    const word = `mangosteen${Date.now()}`;
    const title = `Sweet ${word}`;
    const seller = page();
    await signUpThroughApi(seller.context(), baseUrl, 'Pradeep');
    const productId = await listProduct(seller.context(), title);
    for (let index = 0; index < 24; index += 1) await listProduct(seller.context(), `Ripe ${word} crate ${index + 1}`);

    await seller.goto('/run-ads');
    await expectLocator(seller.getByRole('heading', { level: 1, name: 'Boost Your Products' })).toBeVisible();
    await expectNoSeriousViolations(seller);
    await seller.getByLabel(/^Product/).selectOption(productId);
    await seller.getByLabel(/^What the ad says/).fill('This week’s mangosteen, sweet and ripe');
    await seller.getByLabel(/^Daily budget/).fill('2500');
    await seller.getByLabel(/^Number of days/).fill('5');
    await seller.getByRole('button', { name: 'Launch Boost' }).click();
    const card = seller.getByRole('article', { name: title });
    await expectLocator(card.getByText('Active', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(seller);

    // A buyer searches for the word: the boosted product is in a sponsored slot, labelled so.
    const buyerContext = await newVisitorContext({ userAgent: desktopChrome });
    await signUpThroughApi(buyerContext, baseUrl, 'Chamari');
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/browse?q=${word}`);
    const sponsored = buyer.getByRole('region', { name: 'Sponsored products' });
    await expectLocator(sponsored.getByRole('link', { name: title })).toBeVisible();
    await expectLocator(sponsored.getByText('Sponsored', { exact: true })).toBeVisible();
    await expectLocator(buyer.getByText('25 products found')).toBeVisible();
    // In view for a second: one impression.
    const impression = buyer.waitForResponse((response) => response.url().endsWith('/impressions'));
    expect((await impression).status()).toBe(204);

    const click = buyer.waitForResponse((response) => response.url().endsWith('/clicks'));
    await sponsored.getByRole('link', { name: title }).click();
    await buyer.waitForURL(new RegExp(`/product/${productId}$`));
    expect((await click).status()).toBe(204);
    await buyer.getByRole('button', { name: 'Add to Cart' }).click();
    await buyer.goto('/checkout');
    await buyer.getByLabel('Delivery Address').fill('21 Clock Tower Road, Dambulla');
    await buyer.getByLabel('District').selectOption('matale');
    await buyer.getByLabel('Phone Number').fill('0771234567');
    await buyer.getByRole('button', { name: 'Place Order' }).click();
    await buyer.waitForURL(/\/order-confirmation\//);

    await totalsOnceCounted(seller, title, { impressions: 1, clicks: 1, orders: 1, revenueCents: 35_000 });
    await seller.reload();
    await expectLocator(figureOf(card, 'Times shown')).toHaveText('1');
    await expectLocator(figureOf(card, 'Clicks')).toHaveText('1');
    await expectLocator(figureOf(card, 'Orders')).toHaveText('1');

    // Paused: out of the sponsored slot at once.
    await card.getByRole('button', { name: 'Pause' }).click();
    await expectLocator(card.getByText('Paused', { exact: true })).toBeVisible();
    await buyer.goto(`/browse?q=${word}`);
    await expectLocator(buyer.getByText('25 products found')).toBeVisible();
    await expectLocator(buyer.getByRole('region', { name: 'Sponsored products' })).toHaveCount(0);
    await expectLocator(buyer.getByText('Sponsored', { exact: true })).toHaveCount(0);
  });
});
