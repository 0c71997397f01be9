// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@domain/orders/cart';
import { ClockProvider } from '@web/lib/clock';
import { clearCart, useCart, writeCart } from '@web/lib/cart';
import { I18nProvider } from '@web/lib/i18n';
import { SiteSettingsProvider } from '@web/lib/site-settings';
import { en } from '@web/locales/en';
import { CartLine } from './cart-line';
import { reactRootPerTest } from '@web/testing/react-root';

const userId = 'buyer-1';
const rice: CartItem = {
  id: 'p1',
  title: 'Red rice',
  priceCents: 25_000,
  unit: 'kg',
  sellerId: 's1',
  image: null,
  availableQuantity: 100,
  maxPerOrder: 20,
  quantity: 3,
};

function Cart() {
  const cart = useCart(userId);
  return (
    <>
      {cart.map((item) => (
        <CartLine key={item.id} item={item} userId={userId} own={false} />
      ))}
    </>
  );
}

// Registered first, so it runs once the line is unmounted (after-each hooks run last-registered first).
afterEach(() => {
  clearCart(userId);
});
const view = reactRootPerTest();

function render(item: CartItem) {
  writeCart(userId, [item]);
  act(() =>
    view.root.render(
      <I18nProvider initial={{ language: 'en', messages: en }}>
        <SiteSettingsProvider value={{ currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false }}>
          <ClockProvider start={Date.now()}>
            <MemoryRouter>
              <Cart />
            </MemoryRouter>
          </ClockProvider>
        </SiteSettingsProvider>
      </I18nProvider>,
    ),
  );
}

/** Types into the line's box and sends it as a person does: Enter, then a tap elsewhere (which commits again). */
function typeQuantity(value: string) {
  const input = view.container.querySelector<HTMLInputElement>('input[type="number"]')!;
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  act(() => input.blur());
  return input;
}

const text = () => view.container.textContent?.replace(/\u00A0/g, ' ') ?? '';

describe('a cart line’s quantity', () => {
  it.each([
    ['below its limit', 3],
    ['already at its limit', 20],
  ])('shows what will be ordered when more is typed than one order may hold, %s, and says why', (_case, start) => {
    render({ ...rice, quantity: start });
    const input = typeQuantity('500');
    expect(input.value).toBe('20');
    expect(text()).toContain('Rs 5,000.00');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('Changed to 20 kg: at most 20 kg per order.');
  });

  it('says when the stock is what holds it back, and carries the unit', () => {
    render({ ...rice, availableQuantity: 12, maxPerOrder: null });
    const input = typeQuantity('500');
    expect(input.value).toBe('12');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('Changed to 12 kg: only 12 kg available.');
    expect(text()).toContain('12 kg available');

    typeQuantity('4');
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('');
    expect(text()).toContain('Rs 1,000.00');
  });
});
