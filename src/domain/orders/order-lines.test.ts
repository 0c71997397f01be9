import { describe, expect, it } from 'vitest';
import { defaultMaxPerOrder } from '../catalog/limits';
import { maxOrderTotalCents, priceOrderLines, type ProductForOrder } from './order-lines';

const tomatoes: ProductForOrder = {
  id: 'p1',
  sellerId: 's1',
  title: 'Tomatoes',
  unit: 'kg',
  priceCents: 25_000,
  quantity: 5,
  maxPerOrder: null,
  status: 'active',
};
const mangoes: ProductForOrder = {
  id: 'p2',
  sellerId: 's2',
  title: 'Mangoes',
  unit: 'dozen',
  priceCents: 120_050,
  quantity: 2,
  maxPerOrder: null,
  status: 'active',
};

describe('priceOrderLines', () => {
  it("prices each line at the product's current price and sums the total", () => {
    const result = priceOrderLines(
      [
        { productId: 'p1', quantity: 3 },
        { productId: 'p2', quantity: 2 },
      ],
      [tomatoes, mangoes],
      'buyer',
    );
    expect(result).toEqual({
      lines: [
        { productId: 'p1', sellerId: 's1', title: 'Tomatoes', unit: 'kg', priceCents: 25_000, quantity: 3 },
        { productId: 'p2', sellerId: 's2', title: 'Mangoes', unit: 'dozen', priceCents: 120_050, quantity: 2 },
      ],
      totalCents: 3 * 25_000 + 2 * 120_050,
    });
  });

  it('refuses more than is left, naming the product and what remains', () => {
    const result = priceOrderLines([{ productId: 'p2', quantity: 3 }], [mangoes], 'buyer');
    expect(result).toEqual({
      refusal: {
        reason: 'insufficient_stock',
        line: 0,
        message: 'Only 2 dozen of Mangoes left.',
        params: { title: 'Mangoes', available: 2, unit: 'dozen' },
      },
    });
  });

  it('refuses when the price the buyer saw is not today’s, and prices from its own data when it is', () => {
    expect(priceOrderLines([{ productId: 'p1', quantity: 1, expectedPriceCents: 20_000 }], [tomatoes], 'buyer')).toEqual({
      refusal: {
        reason: 'price_changed',
        line: 0,
        message: 'The price of Tomatoes has changed.',
        params: { title: 'Tomatoes', fromCents: 20_000, toCents: 25_000 },
      },
    });
    expect(priceOrderLines([{ productId: 'p1', quantity: 2, expectedPriceCents: 25_000 }], [tomatoes], 'buyer')).toMatchObject({
      totalCents: 50_000,
    });
  });

  it('says out of stock when nothing is left', () => {
    const result = priceOrderLines([{ productId: 'p1', quantity: 1 }], [{ ...tomatoes, quantity: 0 }], 'buyer');
    expect(result).toMatchObject({ refusal: { reason: 'insufficient_stock', message: 'Tomatoes is out of stock.' } });
  });

  it.each(['draft', 'inactive'] as const)('refuses a %s product exactly as an unknown one, without its title', (status) => {
    const hidden = priceOrderLines([{ productId: 'p1', quantity: 1 }], [{ ...tomatoes, status }], 'buyer');
    const unknown = priceOrderLines([{ productId: 'p1', quantity: 1 }], [], 'buyer');
    expect(hidden).toEqual(unknown);
    expect(JSON.stringify(hidden)).not.toContain('Tomatoes');
  });

  it("refuses more than the seller's limit per order, else the default limit", () => {
    const limited = { ...tomatoes, quantity: 100, maxPerOrder: 4 };
    expect(priceOrderLines([{ productId: 'p1', quantity: 5 }], [limited], 'buyer')).toEqual({
      refusal: {
        reason: 'quantity_limit_exceeded',
        line: 0,
        message: 'At most 4 kg of Tomatoes per order.',
        params: { title: 'Tomatoes', limit: 4, unit: 'kg' },
      },
    });
    expect(priceOrderLines([{ productId: 'p1', quantity: 4 }], [limited], 'buyer')).toMatchObject({ totalCents: 4 * 25_000 });

    const plenty = { ...tomatoes, quantity: 1000 };
    expect(priceOrderLines([{ productId: 'p1', quantity: defaultMaxPerOrder + 1 }], [plenty], 'buyer')).toMatchObject({
      refusal: { reason: 'quantity_limit_exceeded', params: { limit: defaultMaxPerOrder } },
    });
    expect(priceOrderLines([{ productId: 'p1', quantity: defaultMaxPerOrder }], [plenty], 'buyer')).toMatchObject({
      totalCents: defaultMaxPerOrder * 25_000,
    });
  });

  it('refuses an unknown product at its line', () => {
    const result = priceOrderLines(
      [
        { productId: 'p1', quantity: 1 },
        { productId: 'nope', quantity: 1 },
      ],
      [tomatoes],
      'buyer',
    );
    expect(result).toMatchObject({ refusal: { reason: 'product_unavailable', line: 1 } });
  });

  it("refuses the buyer's own product", () => {
    const result = priceOrderLines([{ productId: 'p1', quantity: 1 }], [tomatoes], 's1');
    expect(result).toMatchObject({ refusal: { reason: 'own_product', line: 0 } });
  });

  it('refuses a total beyond any real order', () => {
    const tractor: ProductForOrder = { ...tomatoes, priceCents: 1_000_000_000, quantity: 1_000_000, maxPerOrder: 1_000_000 };
    const result = priceOrderLines([{ productId: 'p1', quantity: maxOrderTotalCents / 1_000_000_000 + 1 }], [tractor], 'buyer');
    expect(result).toMatchObject({ refusal: { reason: 'order_too_large', line: null } });
  });
});
