import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

// Unsafe requests must come from our own pages; the browser adds this header itself, the test's requests do not.
const sameOrigin = () => ({ origin: baseUrl });

async function listProduct(context: BrowserContext, title: string): Promise<string> {
  return (await listProductThroughApi(context, baseUrl, { title, priceCents: 20_000, quantity: 20 })).id;
}

describe('pages that show an order follow the live events the bell hears', () => {
  it('the seller’s open Orders received and dashboard show a new order, and the buyer’s open My Orders and order page show Confirmed, without a reload', async () => {
    const seller = page();
    await signUpThroughApi(seller.context(), baseUrl, 'Kamala');
    const title = `Carrots ${Date.now()}`;
    const productId = await listProduct(seller.context(), title);

    // The seller has Orders received open in one tab and the dashboard in another, before anything is ordered.
    await seller.goto('/seller-orders');
    await expectLocator(seller.getByText('No orders received yet')).toBeVisible();
    const dashboard = await seller.context().newPage();
    await dashboard.goto('/seller-dashboard');
    await expectLocator(dashboard.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expectLocator(dashboard.getByText('No orders received yet')).toBeVisible();
    // Both tabs listen (the bell opens the stream once its list has loaded).
    await expectLocator(seller.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expectLocator(dashboard.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await seller.waitForLoadState('networkidle');
    await dashboard.waitForLoadState('networkidle');

    // The buyer, on their own phone, orders.
    const buyerContext = await newVisitorContext();
    await signUpThroughApi(buyerContext, baseUrl, 'Nimal');
    const placed = await buyerContext.request.post('/api/orders', {
      headers: sameOrigin(),
      data: {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 2 }],
        deliveryAddress: '12 Temple Road, Peradeniya',
        district: 'kandy',
        phoneNumber: '077 123 4567',
      },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: string }).id;

    const card = seller.getByRole('article', { name: title });
    await expectLocator(card.getByText('Pending')).toBeVisible();
    // Recent Orders, on a phone a list, names the order by its first eight characters.
    await expectLocator(dashboard.getByRole('listitem').filter({ hasText: orderId.slice(0, 8) })).toBeVisible();

    // The buyer keeps My Orders and the order's page open while the seller confirms.
    const myOrders = await buyerContext.newPage();
    await myOrders.goto('/orders');
    const orderCard = myOrders.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` });
    await expectLocator(orderCard.getByText('Pending')).toBeVisible();
    const orderPage = await buyerContext.newPage();
    await orderPage.goto(`/order-confirmation/${orderId}`);
    await expectLocator(orderPage.locator('dl').getByText('Pending', { exact: true })).toBeVisible();
    await expectLocator(orderPage.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await expectLocator(myOrders.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expectLocator(orderPage.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await myOrders.waitForLoadState('networkidle');
    await orderPage.waitForLoadState('networkidle');

    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expectLocator(card.getByText('Confirmed')).toBeVisible();

    await expectLocator(myOrders.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expectLocator(orderCard.getByText('Confirmed')).toBeVisible();
    await expectLocator(orderPage.locator('dl').getByText('Confirmed', { exact: true })).toBeVisible();
    // Confirmed by a seller, it can no longer be cancelled by the buyer.
    await expectLocator(orderPage.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  });
});
