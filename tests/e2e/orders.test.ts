import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

// Unsafe requests must come from our own pages; the browser adds this header itself, the test's requests do not.
const sameOrigin = () => ({ origin: baseUrl });

const signUp = (context: BrowserContext, firstName: string) => signUpThroughApi(context, baseUrl, firstName);

type Listing = { id: string; title: string };

async function listProduct(context: BrowserContext, overrides: { title: string; priceCents: number; quantity: number }): Promise<Listing> {
  const { id } = await listProductThroughApi(context, baseUrl, {
    description: 'Picked this morning in the hill country.',
    district: 'nuwara-eliya',
    ...overrides,
  });
  return { id, title: overrides.title };
}

async function changeListing(context: BrowserContext, id: string, patch: { priceCents?: number; quantity?: number }) {
  const response = await context.request.patch(`/api/products/${id}`, { data: patch, headers: sameOrigin() });
  expect(response.status()).toBe(200);
}

/** A second person at another browser: their own cookies; their page faults fail the test too. */
async function openSecondBrowser() {
  const context = await newVisitorContext();
  return { context, page: await context.newPage(), close: () => context.close() };
}

async function addToCart(p: Page, listing: Listing) {
  await p.goto(`/product/${listing.id}`);
  await p.getByRole('button', { name: 'Add to Cart' }).click();
  await expectLocator(p.getByText(`${listing.title} has been added to your cart.`).last()).toBeVisible();
}

async function fillDelivery(p: Page) {
  await p.getByLabel('Delivery Address').fill('12 Temple Road, Peradeniya');
  await p.getByLabel('District').selectOption('kandy');
  await p.getByLabel('Phone Number').fill('0771234567');
  await p.getByLabel('Special Instructions (optional)').fill('Call before coming');
}

describe('ordering with cash on delivery', () => {
  it('a buyer orders, sees the confirmation and My Orders; the seller confirms and delivers from the dashboard', async () => {
    const seller = await openSecondBrowser();
    await signUp(seller.context, 'Kamala');
    const tomatoes = await listProduct(seller.context, { title: `Tomatoes ${Date.now()}`, priceCents: 25_000, quantity: 10 });

    // The seller cannot buy their own product.
    await seller.page.goto(`/product/${tomatoes.id}`);
    await expectLocator(seller.page.getByText('This is your own listing, so you cannot buy it.')).toBeVisible();
    expect(await seller.page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);

    const p = page();
    // Signed out, the cart asks to log in.
    await p.goto('/cart');
    await expectLocator(p.getByRole('heading', { name: 'Please log in to view your cart' })).toBeVisible();
    await signUp(p.context(), 'Nimal');

    await addToCart(p, tomatoes);
    await expectLocator(p.getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();

    await p.getByRole('link', { name: 'Cart, 1 product' }).click();
    await p.waitForURL(/\/cart$/);
    await expectLocator(p.getByText('Rs 250.00 per kg')).toBeVisible();
    expect(await p.getByRole('button', { name: `Decrease quantity of ${tomatoes.title}` }).isDisabled()).toBe(true);
    await p.getByRole('button', { name: `Increase quantity of ${tomatoes.title}` }).click();
    await expectLocator(p.getByRole('spinbutton', { name: `Quantity of ${tomatoes.title}` })).toHaveValue('2');
    // Two kilograms of one product: the cart counts products, the line carries its unit.
    await expectLocator(p.getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();
    await expectLocator(p.getByText('10 kg available')).toBeVisible();
    await expectLocator(p.getByText('Rs 500.00').first()).toBeVisible();
    await expectLocator(p.getByText('Payment: Cash on Delivery').first()).toBeVisible();
    await expectNoSeriousViolations(p);

    await p.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await p.waitForURL(/\/checkout$/);
    await p.getByRole('button', { name: 'Place Order' }).click();
    await expectLocator(p.getByText('Please fill in delivery address and phone number')).toBeVisible();
    await fillDelivery(p);
    await p.getByLabel('Phone Number').fill('12345');
    await p.getByRole('button', { name: 'Place Order' }).click();
    await expectLocator(p.getByText('Enter a Sri Lankan phone number, like 077 123 4567.')).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.getByLabel('Phone Number').fill('077 123 4567');
    // A double press places one order, not two.
    await p.getByRole('button', { name: 'Place Order' }).dblclick();

    await p.waitForURL(/\/order-confirmation\//);
    // Placed, not confirmed: that is the seller's to do.
    await expectLocator(p.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
    await expectLocator(p.getByText('Your order waits for the seller’s confirmation')).toBeVisible();
    await expectLocator(p.getByRole('heading', { name: /Confirmed/ })).toHaveCount(0);
    await expectLocator(p.getByText('Order Placed Successfully!')).toBeVisible();
    const orderId = p.url().split('/').pop() ?? '';
    const shortId = orderId.slice(0, 8);
    await expectLocator(p.getByText(orderId)).toBeVisible();
    await expectLocator(p.getByText('077 123 4567')).toBeVisible();
    await expectLocator(p.getByText('Call before coming')).toBeVisible();
    await expectLocator(p.getByText('Rs 250.00 × 2 kg')).toBeVisible();
    await expectLocator(p.getByText('Kandy')).toBeVisible();
    await expectLocator(p.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await expectNoSeriousViolations(p);
    const placed = (await (await p.request.get('/api/orders')).json()) as { orders: { id: string }[] };
    expect(placed.orders.map((order) => order.id)).toEqual([orderId]);

    await p.getByRole('link', { name: 'View All Orders' }).click();
    await p.waitForURL(/\/orders$/);
    const card = p.getByRole('article', { name: `Order #${shortId}` });
    await expectLocator(card.getByText('Pending')).toBeVisible();
    await expectLocator(card.getByText(/· 1 item$/)).toBeVisible();
    await expectNoSeriousViolations(p);

    // The seller sees it on the dashboard, confirms it and marks it delivered.
    await seller.page.goto('/seller-dashboard');
    await expectLocator(seller.page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    const row = seller.page.getByRole('row').filter({ hasText: tomatoes.title });
    await expectLocator(row.getByText('Nimal Perera')).toBeVisible();
    await expectLocator(row.getByRole('cell', { name: shortId, exact: true })).toBeVisible();
    await expectLocator(seller.page.getByText('Rs 500.00').first()).toBeVisible();
    await expectNoSeriousViolations(seller.page);
    // The row's actions are a fingertip tall.
    for (const name of [/^Confirm/, /^Cancel Item/]) {
      expect((await row.getByRole('button', { name }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await row.getByRole('button', { name: /^Confirm/ }).click();
    await expectLocator(seller.page.getByText('Item confirmed')).toBeVisible();
    await expectLocator(row.getByText('Confirmed')).toBeVisible();
    // Delivered cannot be undone, so it asks first, in the app's words; saying no leaves the item confirmed.
    const deliveredQuestion = `Mark ${tomatoes.title} delivered to Nimal Perera? This cannot be undone: the buyer is told and asked to confirm receiving it.`;
    const askDelivered = seller.page.getByRole('dialog', { name: deliveredQuestion });
    await row.getByRole('button', { name: /^Mark Delivered/ }).click();
    await expectLocator(askDelivered).toBeVisible();
    for (const button of await askDelivered.getByRole('button').all()) {
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await askDelivered.getByRole('button', { name: 'Go back' }).click();
    await expectLocator(askDelivered).toBeHidden();
    await expectLocator(row.getByText('Confirmed')).toBeVisible();
    // The focus is back on the button that asked.
    await expectLocator(row.getByRole('button', { name: /^Mark Delivered/ })).toBeFocused();
    expect((await row.getByRole('button', { name: /^Mark Delivered/ }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await row.getByRole('button', { name: /^Mark Delivered/ }).click();
    await askDelivered.getByRole('button', { name: 'Mark Delivered' }).click();
    await expectLocator(seller.page.getByText('Item marked delivered')).toBeVisible();
    await expectLocator(row.getByText('Nothing more to do')).toBeVisible();

    await seller.page.getByRole('link', { name: 'View all orders' }).click();
    await seller.page.waitForURL(/\/seller-orders$/);
    const phone = seller.page.getByRole('link', { name: '077 123 4567' });
    await expectLocator(phone).toHaveAttribute('href', 'tel:+94771234567');
    await expectLocator(seller.page.getByText('12 Temple Road, Peradeniya')).toBeVisible();
    await seller.page.getByLabel('Show', { exact: true }).selectOption('pending');
    await expectLocator(seller.page.getByText('No orders with this status.')).toBeVisible();
    await expectNoSeriousViolations(seller.page);
    // The seller then takes the tomatoes off sale: there will be nothing left to rate.
    const offSale = await seller.context.request.patch(`/api/products/${tomatoes.id}`, {
      data: { status: 'inactive' },
      headers: sameOrigin(),
    });
    expect(offSale.status()).toBe(200);
    await seller.close();

    // The buyer sees the new status; a delivered order can no longer be cancelled.
    await p.reload();
    await expectLocator(card.getByText('Delivered', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'View Details' }).click();
    await expectLocator(p.getByRole('heading', { name: 'Order Delivered' })).toBeVisible();
    await expectLocator(p.getByText('Delivered').first()).toBeVisible();
    await expectLocator(p.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    // Delivered in the seller's word; the buyer's own confirmation is what opens the rating.
    await expectLocator(p.getByRole('link', { name: /^Rate this product/ })).toHaveCount(0);
    await p.getByRole('button', { name: /^I received it/ }).click();
    // Off sale, so no rating is offered: the buyer is told it is received, and focus goes to that line in place of
    // the button that is gone.
    await expectLocator(p.getByText('Thank you for confirming').first()).toBeVisible();
    await expectLocator(p.getByText('You can now rate this product.')).toHaveCount(0);
    await expectLocator(p.getByRole('button', { name: /^I received it/ })).toHaveCount(0);
    await expectLocator(p.getByText('Marked as received.').last()).toBeFocused();
    await expectLocator(p.getByRole('link', { name: /^Rate this product/ })).toHaveCount(0);
  });

  it('points out a price and stock change in the cart, refuses an oversold order by name, and lets the buyer cancel', async () => {
    const seller = await openSecondBrowser();
    await signUp(seller.context, 'Sunil');
    const beans = await listProduct(seller.context, { title: `Beans ${Date.now()}`, priceCents: 10_000, quantity: 5 });

    const p = page();
    await signUp(p.context(), 'Fathima');
    await addToCart(p, beans);
    await p.getByRole('button', { name: 'Add to Cart' }).click();
    await expectLocator(p.getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();

    // The price goes up after the buyer added the beans: the cart says so.
    await changeListing(seller.context, beans.id, { priceCents: 15_000 });
    await p.goto('/cart');
    await expectLocator(p.getByText('Your cart has changed since you added these products')).toBeVisible();
    await expectLocator(p.getByText(`The price of ${beans.title} changed from Rs 100.00 to Rs 150.00.`)).toBeVisible();
    await expectLocator(p.getByText('Rs 300.00').first()).toBeVisible();
    await expectNoSeriousViolations(p);

    // Stock falls while the buyer is at checkout: the server refuses and names what is left.
    await p.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await p.waitForURL(/\/checkout$/);
    await fillDelivery(p);
    await changeListing(seller.context, beans.id, { quantity: 1 });
    await p.getByRole('button', { name: 'Place Order' }).click();
    await expectLocator(p.getByText('Order Failed')).toBeVisible();
    await expectLocator(p.getByText(`Only 1 kg of ${beans.title} left.`)).toBeVisible();
    await expectLocator(p.getByText(`Only 1 kg of ${beans.title} left, so your cart now has 1.`)).toBeVisible();
    await expectLocator(p.getByText('Rs 150.00 × 1 kg')).toBeVisible();

    await p.getByRole('button', { name: 'Place Order' }).click();
    await p.waitForURL(/\/order-confirmation\//);
    await expectLocator(p.getByText('Rs 150.00 × 1 kg')).toBeVisible();

    // Nothing is confirmed yet, so the buyer may cancel.
    await p.getByRole('button', { name: 'Cancel Order' }).click();
    const confirmation = p.getByRole('dialog', { name: 'Cancel this order? The sellers will be told, and this cannot be undone.' });
    await confirmation.getByRole('button', { name: 'Cancel Order' }).click();
    await expectLocator(p.getByText('Your order has been cancelled.')).toBeVisible();
    await expectLocator(p.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible();
    await expectLocator(p.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

    // Someone else's order is simply not found.
    const orderUrl = p.url();
    await seller.page.goto(orderUrl);
    await expectLocator(seller.page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await seller.close();
  });
});
