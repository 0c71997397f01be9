import { describe, expect, it } from 'vitest';
import { matchPage, pageTitle, pathOf } from './pages';

describe('matchPage', () => {
  it.each([
    ['/', 'home', {}],
    ['/browse', 'browse', {}],
    ['/browse/', 'browse', {}],
    ['/product/abc-123', 'product', { id: 'abc-123' }],
    ['/order-confirmation/9f', 'orderConfirmation', { id: '9f' }],
    ['/seller-dashboard', 'sellerDashboard', {}],
    ['/seller-orders', 'sellerOrders', {}],
    ['/product', 'notFound', {}],
    ['/product/a/b', 'notFound', {}],
    ['/nope', 'notFound', {}],
    ['/product/a%20b', 'product', { id: 'a b' }],
    ['/product/%E0%A4', 'notFound', {}],
  ])('%s is %s', (path, id, params) => {
    expect(matchPage(path)).toEqual({ id, params });
  });
});

describe('pathOf', () => {
  it('fills and encodes parameters', () => {
    expect(pathOf('product', { id: 'a b' })).toBe('/product/a%20b');
  });
});

describe('pageTitle', () => {
  it('reads "{page} | Govi Market"', () => {
    expect(pageTitle('About Us')).toBe('About Us | Govi Market');
  });
});
