import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { ta } from '../../locales/ta';
import { ApiRequestError } from '../../lib/api-client';
import { translate, type Translate } from '../../lib/i18n';
import { describeOrderError } from './order-error-message';

const english: Translate = (key, params) => translate(en, 'en', key, params);
const tamil: Translate = (key, params) => translate(ta, 'ta', key, params);
const fallback = 'Failed to place order. Please try again.';

function refusal(status: number, code: 'conflict' | 'forbidden' | 'validation_failed', reason: string, params: Record<string, string | number> = {}) {
  return new ApiRequestError(status, { code, message: 'The server’s English, never shown', reason, params });
}

describe('describeOrderError', () => {
  it('names the product and what is left, with the unit in the reader’s language', () => {
    const error = refusal(409, 'conflict', 'insufficient_stock', { title: 'Tomatoes', available: 3, unit: 'kg' });
    expect(describeOrderError(error, english, fallback)).toBe('Only 3 kg of Tomatoes left.');
    expect(describeOrderError(error, tamil, fallback)).toBe('Tomatoes 3 கி.கி மட்டுமே மீதமுள்ளது.');
  });

  it('says "out of stock" when nothing is left', () => {
    const error = refusal(409, 'conflict', 'insufficient_stock', { title: 'Tomatoes', available: 0, unit: 'kg' });
    expect(describeOrderError(error, english, fallback)).toBe('Tomatoes is out of stock.');
  });

  it('explains unavailable, own and too-large orders and a late cancellation', () => {
    expect(describeOrderError(refusal(409, 'conflict', 'product_unavailable', { title: 'Beans' }), english, fallback)).toBe(
      'Beans is no longer for sale.',
    );
    expect(describeOrderError(refusal(409, 'conflict', 'product_unavailable', { title: '' }), english, fallback)).toBe(
      'A product in your cart is no longer for sale.',
    );
    expect(describeOrderError(refusal(403, 'forbidden', 'own_product', { title: 'Cabbage' }), english, fallback)).toBe(
      'You cannot buy your own product: Cabbage.',
    );
    expect(describeOrderError(refusal(400, 'validation_failed', 'order_too_large'), english, fallback)).toMatch(/too large/);
    expect(describeOrderError(refusal(409, 'conflict', 'order_not_cancellable'), english, fallback)).toMatch(/no longer be cancelled/);
  });

  it('falls back to the shared wording for a lost connection, and to the page’s own otherwise', () => {
    expect(describeOrderError(new ApiRequestError(0, { code: 'unavailable', message: 'network' }), english, fallback)).toBe(
      'Cannot reach Govi Market. Check your connection and try again.',
    );
    expect(describeOrderError(new ApiRequestError(500, { code: 'internal', message: 'boom' }), english, fallback)).toBe(fallback);
    expect(describeOrderError(new Error('odd'), english, fallback)).toBe(fallback);
  });
});
