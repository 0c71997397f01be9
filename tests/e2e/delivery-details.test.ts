import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

// Unsafe requests must come from our own pages; the browser adds this header itself, the test's requests do not.
const sameOrigin = () => ({ origin: baseUrl });

async function listProduct(context: BrowserContext, title: string): Promise<string> {
  return (await listProductThroughApi(context, baseUrl, { title, priceCents: 15_000, district: 'badulla', quantity: 20 })).id;
}

async function openCheckoutWith(p: Page, productId: string, title: string) {
  await p.goto(`/product/${productId}`);
  await p.getByRole('button', { name: 'Add to Cart' }).click();
  await expectLocator(p.getByText(`${title} has been added to your cart.`).last()).toBeVisible();
  await p.goto('/checkout');
  await expectLocator(p.getByLabel('Delivery Address')).toBeVisible();
}

describe('checkout remembers the buyer’s delivery details', () => {
  it('keeps them with the account when the order is placed, fills them in on another device, and forgets them when asked', async () => {
    const sellerContext = await newVisitorContext();
    await signUpThroughApi(sellerContext, baseUrl, 'Kamala');
    const title = `Leeks ${Date.now()}`;
    const productId = await listProduct(sellerContext, title);

    const p = page();
    const { email } = await signUpThroughApi(p.context(), baseUrl, 'Nimal');
    await openCheckoutWith(p, productId, title);
    const remember = p.getByRole('checkbox', { name: 'Remember these details for my next order' });
    expect(await remember.isChecked()).toBe(true);
    await p.getByLabel('Delivery Address').fill('7 Bandarawela Road, Haputale');
    await p.getByLabel('District').selectOption('badulla');
    await p.getByLabel('Phone Number').fill('0712345678');
    await p.getByRole('button', { name: 'Place Order' }).click();
    await p.waitForURL(/\/order-confirmation\//);

    // The same buyer on another phone: the checkout starts filled in.
    const other = await newVisitorContext();
    const signedIn = await other.request.post('/api/auth/sign-in/email', { headers: sameOrigin(), data: { email, password: 'secret1' } });
    expect(signedIn.status()).toBe(200);
    const q = await other.newPage();
    await openCheckoutWith(q, productId, title);
    await expectLocator(q.getByText('Filled in with the details you saved last time.')).toBeVisible();
    await expectLocator(q.getByLabel('Delivery Address')).toHaveValue('7 Bandarawela Road, Haputale');
    await expectLocator(q.getByLabel('District')).toHaveValue('badulla');
    await expectLocator(q.getByLabel('Phone Number')).toHaveValue('071 234 5678');
    await expectNoSeriousViolations(q, 'form');

    // Forgotten: the form keeps what it shows for this order, Remember is unticked, and the next checkout starts empty.
    await q.getByRole('button', { name: 'Forget saved details' }).click();
    await expectLocator(q.getByText('Saved details forgotten')).toBeVisible();
    expect(await q.getByRole('checkbox', { name: 'Remember these details for my next order' }).isChecked()).toBe(false);
    await expectLocator(q.getByText('Filled in with the details you saved last time.')).toHaveCount(0);
    await q.reload();
    await expectLocator(q.getByLabel('Delivery Address')).toHaveValue('');
    await expectLocator(q.getByLabel('Phone Number')).toHaveValue('');
    expect(((await (await q.request.get('/api/me/delivery-details')).json()) as { deliveryDetails: unknown }).deliveryDetails).toBeNull();
  });
});
