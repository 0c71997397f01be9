// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { MarketOverview } from '@domain/admin/market-overview.schema';
import { AppProviders } from '@web/testing/app-providers';
import { reactRootPerTest } from '@web/testing/react-root';
import { OverviewFigures } from './market-overview';

const view = reactRootPerTest();

const period = {
  orders: 0,
  valueCents: 0,
  sellers: 0,
  buyers: 0,
  cancelledItems: 0,
  cancelledCents: 0,
  newAccounts: 0,
  reports: 0,
  suspensions: 0,
};

const overview: MarketOverview = {
  range: { from: '2026-03-02', to: '2026-03-15' },
  by: 'week',
  district: 'kandy',
  category: null,
  countedUpTo: '2026-03-16T04:30:00.000Z',
  periods: [
    {
      ...period,
      start: '2026-03-02',
      orders: 3,
      valueCents: 105_000,
      sellers: 2,
      buyers: 2,
      cancelledItems: 1,
      cancelledCents: 10_000,
      newAccounts: 3,
    },
    { ...period, start: '2026-03-09', orders: 1, valueCents: 50_000, sellers: 1, buyers: 1, suspensions: 1 },
  ],
  totals: { orders: 4, valueCents: 155_000, cancelledItems: 1, cancelledCents: 10_000, newAccounts: 3, reports: 0, suspensions: 1 },
  byDistrict: [{ district: 'kandy', orders: 4, valueCents: 155_000, cancelledItems: 1, cancelledCents: 10_000 }],
  byCategory: [
    { category: 'dairy', orders: 2, valueCents: 75_000, cancelledItems: 0, cancelledCents: 0 },
    { category: null, orders: 1, valueCents: 20_000, cancelledItems: 1, cancelledCents: 10_000 },
  ],
  cancellations: [{ reason: 'buyer_suspended', items: 1 }],
  reports: [],
  suspensions: [{ reason: 'fraud', suspensions: 1 }],
};

function render(language: 'en' | 'si') {
  act(() =>
    view.root.render(
      <AppProviders language={language} now={Date.parse('2026-03-16T05:00:00Z')}>
        <OverviewFigures overview={overview} />
      </AppProviders>,
    ),
  );
}

/** Each table by its caption: its column headings and its rows' cells, as read. */
function tables() {
  return [...view.container.querySelectorAll('table')].map((table) => ({
    caption: table.querySelector('caption')?.textContent,
    columns: [...table.querySelectorAll('thead th')].map((cell) => [cell.getAttribute('scope'), cell.textContent]),
    rows: [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => `${cell.tagName === 'TH' ? `${cell.getAttribute('scope')}:` : ''}${cell.textContent}`),
    ),
  }));
}

describe('the market overview’s figures', () => {
  it('shows every period and breakdown as a table with its headings, in rupees', () => {
    render('en');
    const [orders, people, districts, categories, cancellations, suspensions] = tables();
    expect(orders?.caption).toBe('Orders per week');
    expect(orders?.columns).toEqual([
      ['col', 'Week'],
      ['col', 'Orders'],
      ['col', 'Order value'],
      ['col', 'Active sellers'],
      ['col', 'Active buyers'],
      ['col', 'Cancelled items'],
    ]);
    expect(orders?.rows).toEqual([
      ['row:Week of Mar 2, 2026', '3', 'Rs\u00a01,050.00', '2', '2', '1'],
      ['row:Week of Mar 9, 2026', '1', 'Rs\u00a0500.00', '1', '1', '0'],
    ]);
    expect(people?.rows).toEqual([
      ['row:Week of Mar 2, 2026', '3', '0', '0'],
      ['row:Week of Mar 9, 2026', '0', '0', '1'],
    ]);
    expect(districts?.rows).toEqual([['row:Kandy', '4', 'Rs\u00a01,550.00', '1']]);
    expect(categories?.rows).toEqual([
      ['row:Dairy', '2', 'Rs\u00a0750.00', '0'],
      ['row:Listings since deleted', '1', 'Rs\u00a0200.00', '1'],
    ]);
    expect(cancellations?.rows).toEqual([['row:The buyer’s account was suspended', '1']]);
    expect(suspensions?.rows).toEqual([['row:Fraud', '1']]);
    // No table for what the range has none of.
    expect(tables()).toHaveLength(6);
    expect(view.container.textContent).toContain('Why reviews were reportedNone in this range.');
    expect(view.container.textContent).toContain('Cancelled items (their value)1 (Rs\u00a0100.00)');
    expect(view.container.textContent).toContain('Mar 2, 2026 – Mar 15, 2026 · Kandy');
  });

  it('speaks the reader’s language', () => {
    render('si');
    const [orders] = tables();
    expect(orders?.caption).toBe('සතිපතා ඇණවුම්');
    expect(orders?.rows[0]?.[2]).toBe('රු.\u00a01,050.00');
  });
});
