import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { uniqueEmail } from './support/accounts';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser();

/** Signs the browser's own user up through the API: the page and these calls share cookies. */
async function signUpInBrowser(firstName: string) {
  const response = await page().request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { firstName, lastName: 'Jayasinghe', email: uniqueEmail(firstName.toLowerCase()), password: 'secret1' },
  });
  expect(response.status()).toBe(200);
}

/** Another person, signed in outside the browser (a buyer on their own phone). */
async function signUpElsewhere(firstName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName: 'Fernando', email: uniqueEmail(firstName.toLowerCase()), password: 'secret1' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function placeOrder(buyerCookie: string, productId: string, quantity: number) {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { origin: baseUrl, cookie: buyerCookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      items: [{ productId, quantity }],
      deliveryAddress: '14 Temple Road, Peradeniya',
      district: 'kandy',
      phoneNumber: '077 123 4567',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('the notification bell', () => {
  it('shows a new order live, opens it marked read, and marks all as read', async () => {
    const p = page();
    await p.goto('/');
    await signUpInBrowser('Nimal');
    // Past the wizard's first step, so it does not open by itself: the bell shows its reminder card instead.
    expect((await p.request.patch('/api/onboarding', { headers: { origin: baseUrl }, data: { step: 2 } })).status()).toBe(200);
    const title = `Tomatoes ${Date.now()}`;
    const listed = await p.request.post('/api/products', {
      headers: { origin: baseUrl },
      multipart: {
        product: JSON.stringify({
          title,
          description: 'Picked this morning in Nuwara Eliya.',
          priceCents: 32_000,
          unit: 'kg',
          category: 'vegetables',
          district: 'nuwara-eliya',
          quantity: 50,
        }),
      },
    });
    expect(listed.status()).toBe(201);
    const productId = ((await listed.json()) as { id: string }).id;

    await p.reload();
    await expectLocator(p.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    // A buyer elsewhere orders: the seller's open page hears of it without a reload.
    const buyer = await signUpElsewhere('Chamari');
    await placeOrder(buyer, productId, 3);
    const bell = p.getByRole('button', { name: 'Notifications, 2 unread' });
    await expectLocator(bell).toBeVisible();
    await bell.click();

    const popover = p.getByRole('dialog', { name: 'Notifications' });
    await expectLocator(popover).toBeVisible();
    await expectLocator(popover.getByText('Complete your onboarding')).toBeVisible();
    const newOrder = popover.getByRole('button', { name: new RegExp(`^Unread: New order: 3 kg ${title} from a buyer in Kandy`) });
    await expectLocator(newOrder).toBeVisible();
    await expectLocator(newOrder.getByText('Just now')).toBeVisible();
    await expectNoSeriousViolations(page(), '[role="dialog"]');

    await newOrder.click();
    await p.waitForURL(`${baseUrl}/seller-orders`);
    await expectLocator(popover).toBeHidden();
    await expectLocator(p.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect
      .poll(async () => ((await (await p.request.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount)
      .toBe(0);

    // Two more orders; Mark all as read clears them (the reminder card is not a stored notification).
    await placeOrder(buyer, productId, 1);
    await placeOrder(buyer, productId, 2);
    await p.getByRole('button', { name: 'Notifications, 3 unread' }).click();
    await expectLocator(popover.getByRole('button', { name: /^Unread: New order: 2 kg/ })).toBeVisible();
    await expectLocator(popover.getByRole('button', { name: /^New order: 3 kg/ })).toBeVisible();
    await popover.getByRole('button', { name: 'Mark all as read' }).click();
    await expectLocator(popover.getByRole('button', { name: /^Unread:/ })).toHaveCount(0);
    await expectLocator(p.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    // Escape closes the popover and gives the keyboard back to the bell.
    await p.keyboard.press('Escape');
    await expectLocator(popover).toBeHidden();
    expect(await p.getByRole('button', { name: 'Notifications, 1 unread' }).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await expect
      .poll(async () => ((await (await p.request.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount)
      .toBe(0);
  });

  it('says there are no new notifications when there are none', async () => {
    const p = page();
    await p.goto('/');
    await signUpInBrowser('Ruwan');
    expect(
      (await p.request.patch('/api/onboarding', { headers: { origin: baseUrl }, data: { userType: 'buyer', completed: true } })).status(),
    ).toBe(200);
    await p.reload();
    const bell = p.getByRole('button', { name: 'Notifications', exact: true });
    await bell.click();
    const popover = p.getByRole('dialog', { name: 'Notifications' });
    await expectLocator(popover.getByText('No new notifications')).toBeVisible();
    await expectLocator(popover.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expectNoSeriousViolations(page(), '[role="dialog"]');
  });
});
