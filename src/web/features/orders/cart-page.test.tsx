// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { marketUnavailableReason } from '@domain/api/unavailable-reasons';
import type { CartItem } from '@domain/orders/cart';
import { writeCart } from '@web/lib/cart';
import { si } from '@web/locales/si';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { AppProviders } from '@web/testing/app-providers';
import { reactRootPerTest } from '@web/testing/react-root';
import CartPage from './cart-page';

const view = reactRootPerTest();
const { press } = domActions(() => view.container);
const { answers } = stubApiPerTest();

const line: CartItem = {
  id: 'p-rice',
  title: 'Red rice',
  priceCents: 32_000,
  unit: 'kg',
  sellerId: 'u-seller',
  image: null,
  availableQuantity: 20,
  maxPerOrder: null,
  quantity: 2,
};
const checkPath = 'GET /api/cart/products?ids=p-rice';

function render() {
  act(() =>
    view.root.render(
      <AppProviders language="si" path="/cart">
        <CartPage />
      </AppProviders>,
    ),
  );
}

function signedIn() {
  answers['GET /api/auth/get-session'] = {
    status: 200,
    body: {
      user: { id: 'u1', email: 'ayesha@example.lk', firstName: 'Ayesha', lastName: 'Fernando', language: 'si', emailVerified: true },
      session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    },
  };
}

describe('the cart page', () => {
  it('says in the reader’s language that today’s prices could not be checked, and checks again on Try again', async () => {
    signedIn();
    answers[checkPath] = { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } };
    writeCart('u1', [line]);
    render();
    await settle();
    const alert = () => view.container.querySelector('[role="alert"]')?.textContent;
    expect(alert()).toBe(si['orders.cart.checkFailed']);
    // The line stays on the page, as the buyer left it.
    expect(view.container.textContent).toContain('Red rice');

    answers[checkPath] = {
      status: 200,
      body: {
        products: [
          {
            id: 'p-rice',
            title: 'Red rice',
            priceCents: 30_000,
            unit: 'kg',
            quantity: 20,
            coverUrl: null,
            sellerId: 'u-seller',
            maxPerOrder: null,
          },
        ],
      },
    };
    press(si['state.retry']);
    await settle();
    expect(alert()).toBeUndefined();
  });

  it('says the market is away for a moment, rather than that the check failed, when the market’s database is away', async () => {
    signedIn();
    answers[checkPath] = { status: 503, body: { error: { code: 'unavailable', reason: marketUnavailableReason, message: 'Back soon.' } } };
    writeCart('u1', [line]);
    render();
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(si['error.marketUnavailable']);
  });
});
