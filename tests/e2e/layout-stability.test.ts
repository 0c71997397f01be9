import { describe, expect, it } from 'vitest';
import { setUpBrowser } from './support/browser';
import { signUpWithForm } from './support/accounts';
import { expectLocator } from './support/expect';
import { finishOnboarding } from './support/onboarding';

const { page, baseUrl } = setUpBrowser({ mobile: true });

/** Adds up the page's layout shifts so far, as Cumulative Layout Shift does for a page that loads without input. */
function layoutShiftSoFar(): Promise<number> {
  return page().evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

describe('a page that fills in does not move under the reader', () => {
  it('keeps the product page still while the product arrives on a phone', async () => {
    const p = page();
    await signUpWithForm(p, baseUrl, { firstName: 'Kumari', lastName: 'Herath' });
    await finishOnboarding(p, baseUrl);
    const listed = await p.request.post('/api/products', {
      headers: { origin: baseUrl },
      multipart: {
        product: JSON.stringify({
          title: 'Steady pumpkins',
          description: 'Grown in Dambulla.',
          priceCents: 30_000,
          unit: 'kg',
          category: 'vegetables',
          district: 'matale',
          quantity: 40,
          status: 'active',
        }),
      },
    });
    expect(listed.status()).toBe(201);
    const { id } = (await listed.json()) as { id: string };
    await p.context().clearCookies();

    // A slow network: the page shows its loading state before the product comes.
    await p.route(`**/api/products/${id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await p.goto(`/product/${id}`);
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Steady pumpkins' })).toBeVisible();

    expect(await layoutShiftSoFar()).toBeLessThanOrEqual(0.02);
  });
});
