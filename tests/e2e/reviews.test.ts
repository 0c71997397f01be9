import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

// Unsafe requests must come from our own pages; the browser adds this header itself, the test's requests do not.
const sameOrigin = () => ({ origin: baseUrl });

async function listProduct(context: BrowserContext, title: string): Promise<string> {
  return (
    await listProductThroughApi(context, baseUrl, {
      title,
      description: 'Grown on the slopes above Bandarawela.',
      priceCents: 18_000,
      district: 'badulla',
    })
  ).id;
}

async function moveItem(context: BrowserContext, itemId: string, status: 'confirmed' | 'delivered') {
  const response = await context.request.patch(`/api/seller/order-items/${itemId}`, { data: { status }, headers: sameOrigin() });
  expect(response.status()).toBe(200);
}

describe('ratings and reviews', () => {
  it('a buyer confirms receiving an order, is invited to rate it, rates 4 stars; the card shows it and the seller replies', async () => {
    const sellerContext = await newVisitorContext();
    const sellerPage = await sellerContext.newPage();
    await signUpThroughApi(sellerContext, baseUrl, 'Sunethra');
    const title = `Potatoes ${Date.now()}`;
    const productId = await listProduct(sellerContext, title);

    // The buyer orders it through the shop.
    const p = page();
    await signUpThroughApi(p.context(), baseUrl, 'Dinesh');
    await p.goto(`/product/${productId}`);
    await expectLocator(p.getByText('No ratings yet', { exact: true }).first()).toBeVisible();
    await expectLocator(
      p.getByText('You can rate this product once you confirm in My Orders that an order of it reached you.'),
    ).toBeVisible();
    await p.getByRole('button', { name: 'Add to Cart' }).click();
    await p.goto('/checkout');
    await p.getByLabel('Delivery Address').fill('7 Station Road, Bandarawela');
    await p.getByLabel('District').selectOption('badulla');
    await p.getByLabel('Phone Number').fill('0771234567');
    await p.getByRole('button', { name: 'Place Order' }).click();
    await p.waitForURL(/\/order-confirmation\//);
    const orderId = p.url().split('/').pop() ?? '';
    const order = (await (await p.request.get(`/api/orders/${orderId}`)).json()) as { items: { id: string }[] };
    const itemId = order.items[0]?.id ?? '';

    // The seller delivers; the buyer's open page hears of it at once.
    await p.goto('/orders');
    await expectLocator(p.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await moveItem(sellerContext, itemId, 'confirmed');
    await moveItem(sellerContext, itemId, 'delivered');
    // Confirmed and delivered: the seller's word alone asks for no rating yet.
    await expectLocator(p.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    // On a phone, My Orders asks whether it arrived; the buyer says so, and is offered the rating and invited to it.
    await p.setViewportSize({ width: 360, height: 740 });
    await p.reload();
    await expectLocator(p.getByRole('link', { name: /^Rate this product/ })).toHaveCount(0);
    await expectLocator(p.getByText('Delivered by the seller. Has it reached you?')).toBeVisible();
    const widths = await p.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await expectNoSeriousViolations(p);
    // Seen from the product page first, within the app: not received yet, so no rating.
    await p.getByRole('link', { name: title, exact: true }).first().click();
    await p.waitForURL(new RegExp(`/product/${productId}$`));
    await expectLocator(
      p.getByText('You can rate this product once you confirm in My Orders that an order of it reached you.'),
    ).toBeVisible();
    await p.goBack();
    await p.waitForURL(/\/orders$/);
    await p.getByRole('button', { name: new RegExp(`^I received it\\W+${title}$`) }).click();
    await expectLocator(p.getByText('Thank you for confirming').first()).toBeVisible();
    await expectLocator(p.getByText('You can now rate this product.').first()).toBeVisible();
    await expectLocator(p.getByRole('button', { name: /^I received it/ })).toHaveCount(0);
    // Focus goes from the button that is gone to what took its place.
    const rateLink = p.getByRole('link', { name: /^Rate this product/ });
    await expectLocator(rateLink).toBeFocused();
    await expectLocator(rateLink).toHaveAttribute('href', `/product/${productId}#write-review`);
    await expectLocator(p.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await p.setViewportSize({ width: 1280, height: 800 });
    // The invitation opens the product's review form.
    await p.getByRole('button', { name: 'Notifications, 3 unread' }).click();
    await p.getByRole('button', { name: new RegExp(`Delivered: ${title}\\. How was it\\? Rate it now`) }).click();
    await p.waitForURL(new RegExp(`/product/${productId}#write-review$`));

    const form = p.getByRole('form', { name: 'Rate this product' });
    await expectLocator(form).toBeVisible();
    await expectLocator(form.getByRole('radio', { name: '1 star' })).toBeFocused();
    await expectNoSeriousViolations(p, '#reviews');
    // Nothing chosen: the stars are asked for, and nothing is sent.
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expectLocator(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await expectNoSeriousViolations(p, '#reviews');

    await form.locator('label').filter({ hasText: '4 stars' }).click();
    await expectLocator(form.getByRole('radio', { name: '4 stars' })).toBeFocused();
    // Shown as text, never as markup.
    const comment = 'Firm and clean. <b>Would buy again</b>';
    await form.getByLabel('Comment (optional)').fill(comment);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expectLocator(p.getByText('Thank you! Your review is published.').first()).toBeVisible();

    const reviews = p.locator('#reviews');
    await expectLocator(reviews.getByText('Based on 1 rating')).toBeVisible();
    // The form gave way to the review, and focus went with it.
    await expectLocator(reviews.getByRole('region', { name: 'Your review' })).toBeFocused();
    await expectLocator(reviews.getByText(comment).first()).toBeVisible();
    await expectLocator(reviews.getByText('Verified purchase').first()).toBeVisible();
    await expectLocator(reviews.getByText('5 stars: 0 ratings', { exact: true })).toHaveCount(1);
    await expectLocator(reviews.getByText('4 stars: 1 rating', { exact: true })).toHaveCount(1);
    expect(await reviews.locator('b').count()).toBe(0);
    await expectLocator(p.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
    await expectNoSeriousViolations(p, '#reviews');

    // My Orders, opened within the app, no longer asks for a rating.
    await p.getByRole('link', { name: 'My Orders' }).first().click();
    await p.waitForURL(/\/orders$/);
    await expectLocator(p.getByRole('article').first()).toBeVisible();
    await expectLocator(p.getByRole('link', { name: /^Rate this product/ })).toHaveCount(0);

    // On the card in Browse.
    await p.goto(`/browse?q=${encodeURIComponent(title)}`);
    const card = p.getByRole('article').filter({ hasText: title });
    await expectLocator(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expectLocator(card.getByText('4.0')).toBeVisible();
    await expectLocator(card.getByText('(1)', { exact: true })).toBeVisible();
    // Read out in full.
    await expectLocator(card.getByText('(1 rating)', { exact: true })).toHaveCount(1);

    // The seller replies under it; the buyer is told.
    await sellerPage.goto(`/product/${productId}#reviews`);
    await sellerPage.getByRole('button', { name: 'Reply' }).click();
    await sellerPage.getByLabel('Your reply').fill('Thank you, Dinesh! New harvest next week.');
    await sellerPage.getByRole('button', { name: 'Publish reply' }).click();
    await expectLocator(sellerPage.getByText('Reply published').first()).toBeVisible();
    await expectLocator(sellerPage.getByText('Reply from the seller')).toBeVisible();
    await expectNoSeriousViolations(sellerPage, '#reviews');

    await p.goto(`/product/${productId}`);
    await expectLocator(p.getByText('Thank you, Dinesh! New harvest next week.').first()).toBeVisible();
    await p.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expectLocator(p.getByRole('button', { name: new RegExp(`The seller replied to your review of ${title}`) })).toBeVisible();
    await sellerContext.close();
  });
});
