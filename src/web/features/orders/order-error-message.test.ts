import { describe, expect, it } from 'vitest';
import { en } from '@web/locales/en';
import { ta } from '@web/locales/ta';
import type { ErrorCode } from '@domain/api/api-error';
import { si } from '@web/locales/si';
import { ApiRequestError } from '@web/lib/api-client';
import { translate, type Translate } from '@web/lib/i18n';
import { describeOrderError } from './order-error-message';

const english: Translate = (key, params) => translate(en, 'en', key, params);
const tamil: Translate = (key, params) => translate(ta, 'ta', key, params);
const fallback = 'Failed to place order. Please try again.';

function refusal(status: number, code: ErrorCode, reason: string, params: Record<string, string | number> = {}) {
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
    expect(describeOrderError(refusal(409, 'conflict', 'product_unavailable', { title: '' }), english, fallback)).toBe(
      'A product in your cart is no longer for sale.',
    );
    expect(describeOrderError(refusal(403, 'forbidden', 'own_product', { title: 'Cabbage' }), english, fallback)).toBe(
      'You cannot buy your own product: Cabbage.',
    );
    expect(describeOrderError(refusal(400, 'validation_failed', 'order_too_large'), english, fallback)).toMatch(/too large/);
    expect(describeOrderError(refusal(409, 'conflict', 'order_not_cancellable'), english, fallback)).toMatch(/no longer be cancelled/);
  });

  it('explains each ordering limit, with its numbers, in the reader’s language', () => {
    const sinhala: Translate = (key, params) => translate(si, 'si', key, params);
    const overLine = refusal(409, 'quantity_limit_exceeded', 'quantity_limit_exceeded', { title: 'Rice', limit: 5, unit: 'kg' });
    expect(describeOrderError(overLine, english, fallback)).toBe(
      'One order can hold at most 5 kg of Rice. Lower the quantity in your cart.',
    );
    expect(describeOrderError(overLine, tamil, fallback)).toBe(
      'ஒரு ஆர்டரில் Rice அதிகபட்சம் 5 கி.கி மட்டுமே இருக்கலாம். உங்கள் வண்டியில் அளவைக் குறைக்கவும்.',
    );

    const hourly = refusal(429, 'too_many_orders', 'too_many_orders', { limit: 10, minutes: 12 });
    expect(describeOrderError(hourly, english, fallback)).toBe(
      'You have placed 10 orders in the last hour. Please try again in 12 minutes.',
    );
    expect(describeOrderError(hourly, sinhala, fallback)).toContain('12');
    expect(describeOrderError(hourly, sinhala, fallback)).not.toBe(describeOrderError(hourly, english, fallback));

    const pending = refusal(409, 'too_many_pending_orders', 'too_many_pending_orders', { limit: 5 });
    expect(describeOrderError(pending, english, fallback)).toMatch(/^You already have 5 orders waiting for sellers/);
    expect(describeOrderError(pending, tamil, fallback)).toMatch(/^விற்பனையாளர்களின் உறுதிப்படுத்தலுக்காக உங்கள் 5 ஆர்டர்கள்/);
  });

  it('falls back to the shared wording for a lost connection, and to the page’s own otherwise', () => {
    expect(describeOrderError(new ApiRequestError(0, { code: 'unavailable', message: 'network' }), english, fallback)).toBe(
      'Cannot reach Govi Market. Check your connection and try again.',
    );
    expect(describeOrderError(new ApiRequestError(500, { code: 'internal', message: 'boom' }), english, fallback)).toBe(fallback);
    expect(describeOrderError(new Error('odd'), english, fallback)).toBe(fallback);
  });
});
