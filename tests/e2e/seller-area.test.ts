import { randomUUID } from 'node:crypto';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { marketToday, presetRange } from '@domain/seller/sales-range';
import { signUpThroughApi } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

// Unsafe requests must come from our own pages; the browser adds this header itself, the test's requests do not.
const sameOrigin = () => ({ origin: baseUrl });

const signUp = (context: BrowserContext, firstName: string) => signUpThroughApi(context, baseUrl, firstName);

async function listProduct(context: BrowserContext, product: { title: string; priceCents: number }): Promise<string> {
  return (await listProductThroughApi(context, baseUrl, { district: 'nuwara-eliya', quantity: 50, ...product })).id;
}

async function placeOrder(context: BrowserContext, items: { productId: string; quantity: number }[]): Promise<string> {
  const response = await context.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      items,
      deliveryAddress: '12 Temple Road, Peradeniya',
      district: 'kandy',
      phoneNumber: '077 123 4567',
    },
    headers: sameOrigin(),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The seller moves one of their items along, as the dashboard's status control would. */
async function moveItem(context: BrowserContext, title: string, statuses: ('confirmed' | 'delivered' | 'cancelled')[]) {
  const list = (await (await context.request.get('/api/seller/orders')).json()) as { items: { id: string; title: string }[] };
  const item = list.items.find((each) => each.title === title);
  expect(item).toBeDefined();
  for (const status of statuses) {
    const response = await context.request.patch(`/api/seller/order-items/${item?.id}`, { data: { status }, headers: sameOrigin() });
    expect(response.status()).toBe(200);
  }
}

async function download(p: Page, linkName: string): Promise<{ download: Download; text: string }> {
  const [started] = await Promise.all([p.waitForEvent('download'), p.getByRole('link', { name: linkName }).click()]);
  // Read as a stream: the run's Chromium is another process, whose downloads have no path here. Decoded by hand:
  // stream/consumers' text() drops the byte-order mark the CSV must start with.
  const chunks: Buffer[] = [];
  for await (const chunk of await started.createReadStream()) chunks.push(chunk as Buffer);
  return { download: started, text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * Nothing on the page is wider than the window: no sideways scrolling of the page, nor inside a table's card.
 * A table only screen readers get (a chart's) must sit in a box that really is a pixel wide: a table box given
 * `sr-only` itself keeps its content's width and widens the page in a language with long words.
 */
async function expectNothingWiderThanTheWindow(p: Page) {
  const overflow = await p.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) found.push(`page ${document.documentElement.scrollWidth} > ${viewport}`);
    for (const table of document.querySelectorAll('table')) {
      const name = table.querySelector('caption')?.textContent ?? table.getAttribute('aria-labelledby');
      const hidden = table.closest('.sr-only');
      if (hidden) {
        const box = hidden.getBoundingClientRect();
        if (box.width > 1 || box.right > viewport)
          found.push(`hidden table "${name}" in a box ${box.width} px wide ending at ${box.right}`);
        continue;
      }
      const frame = table.parentElement;
      if (frame && frame.scrollWidth > frame.clientWidth) found.push(`table "${name}" ${frame.scrollWidth} > ${frame.clientWidth}`);
    }
    for (const svg of document.querySelectorAll('svg')) {
      if (svg.getBoundingClientRect().right > viewport) found.push(`chart ends at ${svg.getBoundingClientRect().right}`);
    }
    return found;
  });
  expect(overflow).toEqual([]);
}

describe('the seller area', () => {
  it('shows a seller their sales, customers and reports for the range they choose, and downloads both reports', async () => {
    const p = page();
    await signUp(p.context(), 'Anura');
    const stamp = Date.now();
    const tomatoes = `Tomatoes ${stamp}`;
    const beans = `Beans ${stamp}`;
    const tomatoesId = await listProduct(p.context(), { title: tomatoes, priceCents: 25_000 });
    const beansId = await listProduct(p.context(), { title: beans, priceCents: 10_000 });

    // A buyer at another browser orders both; the seller delivers the tomatoes and cancels the beans.
    const buyerContext = await newVisitorContext();
    const buyer = await signUp(buyerContext, 'Nimal');
    const orderId = await placeOrder(buyerContext, [
      { productId: tomatoesId, quantity: 2 },
      { productId: beansId, quantity: 1 },
    ]);
    await moveItem(p.context(), tomatoes, ['confirmed', 'delivered']);
    await moveItem(p.context(), beans, ['cancelled']);

    // The dashboard: the top product with its revenue, the market's prices for vegetables per kg, what is in demand.
    await p.goto('/seller-dashboard');
    // Revenue is what was delivered; what is confirmed and what waits are said apart (nothing, here).
    const stats = p.getByRole('region', { name: 'Your sales at a glance' });
    await expectLocator(stats.getByText('Revenue Delivered')).toBeVisible();
    await expectLocator(stats.getByText('Rs 500.00')).toBeVisible();
    await expectLocator(stats.getByText('Confirmed, to deliver: Rs 0.00')).toBeVisible();
    await expectLocator(stats.getByText('Pending, waiting for you: Rs 0.00')).toBeVisible();
    const top = p.getByRole('region', { name: 'Top Performing Products' });
    await expectLocator(top.getByRole('link', { name: tomatoes })).toBeVisible();
    await expectLocator(top.getByText('Rs 500.00')).toBeVisible();
    await expectLocator(top.getByText('2 kg sold in 1 order')).toBeVisible();
    await expectLocator(top.getByRole('link', { name: beans })).toHaveCount(0);
    const prices = p.getByRole('region', { name: 'Market prices' });
    await expectLocator(prices.getByRole('heading', { name: /Vegetables/ })).toBeVisible();
    await expectLocator(prices.getByText(`${tomatoes}: Rs 250.00`, { exact: false })).toBeVisible();
    const demand = p.getByRole('region', { name: 'Items Currently in Demand' });
    await expectLocator(demand.getByRole('heading', { name: 'Across Sri Lanka' })).toBeVisible();
    await expectLocator(demand.getByRole('heading', { name: 'In Nuwara Eliya' })).toBeVisible();
    await expectLocator(demand.getByText(/^Counted /)).toBeVisible();
    await expectNoSeriousViolations(p);

    // Analytics, the last 30 days by default: the delivered tomatoes count, the cancelled beans only apart.
    await p.getByRole('link', { name: 'View Analytics' }).click();
    await p.waitForURL(/\/analytics$/);
    const totals = p.getByRole('region', { name: 'Totals for this range' });
    await expectLocator(totals.getByText('Rs 500.00')).toBeVisible();
    await expectLocator(totals.getByText('New: none in the previous period').first()).toBeVisible();
    await expectLocator(p.getByText('Not counted above: 1 cancelled item worth Rs 100.00.')).toBeVisible();
    const today = marketToday();
    const { from: monthAgo } = presetRange(30, today);
    const revenueTable = p.getByRole('table', { name: 'Revenue', exact: true });
    await expectLocator(revenueTable.getByRole('row')).toHaveCount(31);
    // Today's bar is drawn with its amount; the empty days before it lie flat on the axis.
    await expectLocator(p.locator('figure svg rect', { has: p.locator('title', { hasText: 'Rs 500.00' }) })).toBeVisible();
    await expectLocator(p.getByRole('table', { name: 'Best sellers' }).getByRole('link', { name: tomatoes })).toBeVisible();
    await expectLocator(p.getByRole('table', { name: 'Buyers by district' }).getByRole('row', { name: /Kandy/ })).toBeVisible();
    // Ordered without anyone opening its page: orders but no views, so no conversion to show.
    const viewsTable = p.getByRole('table', { name: 'Product views and orders' });
    await expectLocator(viewsTable.getByRole('columnheader', { name: 'Orders per 100 views' })).toBeVisible();
    const viewsRow = viewsTable.getByRole('row', { name: new RegExp(tomatoes) });
    await expectLocator(viewsRow.getByText('No views')).toHaveCount(1);
    await expectNoSeriousViolations(p);

    // Presets, the interval and a from–to range live in the address and change the figures.
    await p.getByRole('button', { name: 'Last 7 days' }).click();
    await p.waitForURL(/\/analytics\?days=7$/);
    await expectLocator(revenueTable.getByRole('row')).toHaveCount(8);
    await expectLocator(p.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await p.getByLabel('Group by').selectOption('month');
    await p.waitForURL(/interval=month/);
    await expectLocator(totals.getByText('Rs 500.00')).toBeVisible();
    await p.getByLabel('From', { exact: true }).fill('2026-02-01');
    await p.getByLabel('To', { exact: true }).fill('2026-01-01');
    await p.getByRole('button', { name: 'Show', exact: true }).click();
    await expectLocator(p.getByText('The start date must not be after the end date.')).toBeVisible();
    await p.getByLabel('From', { exact: true }).fill('2025-01-01');
    await p.getByLabel('To', { exact: true }).fill('2025-01-31');
    await p.getByRole('button', { name: 'Show', exact: true }).click();
    await p.waitForURL(/from=2025-01-01&to=2025-01-31&interval=month/);
    await expectLocator(p.getByRole('heading', { name: 'No sales in this range' })).toBeVisible();
    await expectLocator(totals).toHaveCount(0);
    await expectNoSeriousViolations(p);
    await p.goBack();
    await expectLocator(totals.getByText('Rs 500.00')).toBeVisible();

    // Customers: the buyer, how to reach them, the VIP rule; search and sort live in the address.
    await p.goto('/view-customers');
    await expectLocator(
      p.getByText('VIP: a customer with 3 or more delivered orders from you, or among the top 10% of your customers by spending.'),
    ).toBeVisible();
    const row = p.getByRole('row', { name: /Nimal Perera/ });
    await expectLocator(row.getByRole('cell', { name: 'Kandy' })).toBeVisible();
    await expectLocator(row.getByRole('cell', { name: 'Rs 500.00' })).toBeVisible();
    await expectLocator(row.getByRole('link', { name: 'Call Nimal Perera on 077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    await expectLocator(row.getByRole('link', { name: /^Email Nimal Perera/ })).toHaveAttribute('href', `mailto:${buyer.email}`);
    await expectLocator(row.getByText('VIP')).toHaveCount(0);
    await p.getByRole('button', { name: 'Total spent' }).click();
    await p.waitForURL(/sort=spent/);
    await expectLocator(p.getByRole('columnheader', { name: 'Total spent' })).toHaveAttribute('aria-sort', 'descending');
    await expectLocator(p.getByText('Showing 1–1 of 1 customer')).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.getByLabel('Search customers by name').fill('Nobody Like This');
    await p.waitForURL(/q=Nobody/);
    await expectLocator(p.getByText('No customers match “Nobody Like This”.')).toBeVisible();
    await p.getByRole('button', { name: 'Clear search' }).click();
    await expectLocator(row).toBeVisible();

    // Sales Reports: totals, product performance and daily sales, and the same in the files.
    await p.goto('/sales-reports');
    const reportTotals = p.getByRole('region', { name: 'Totals for this range' });
    await expectLocator(reportTotals.getByText('Average Order Value')).toBeVisible();
    expect(await reportTotals.getByText('Rs 500.00').count()).toBe(2);
    await expectLocator(p.getByText('Not counted above: 1 cancelled item worth Rs 100.00.')).toBeVisible();
    await expectLocator(
      p.getByRole('table', { name: 'Product performance' }).getByRole('row', { name: new RegExp(tomatoes) }),
    ).toBeVisible();
    await expectLocator(p.getByRole('table', { name: 'Daily sales' }).getByRole('row')).toHaveCount(2);
    await expectNoSeriousViolations(p);

    const csv = await download(p, 'Download CSV');
    expect(csv.download.suggestedFilename()).toBe(`govi-market-sales-${monthAgo}-to-${today}.csv`);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const csvRows = csv.text.trim().split(/\r?\n/);
    // The header and the tomatoes: cancelled items are not sold.
    expect(csvRows).toHaveLength(2);
    expect(csvRows[1]).toContain(orderId);
    expect(csvRows[1]).toContain(tomatoes);
    expect(csvRows[1]).toContain('500.00');
    expect(csv.text).not.toContain(beans);

    const html = await download(p, 'Download report (HTML)');
    expect(html.download.suggestedFilename()).toBe(`govi-market-sales-${monthAgo}-to-${today}.html`);
    expect(html.text).toContain(tomatoes);
    expect(html.text).toContain('Rs\u00A0500.00');

    // Another range: the links follow it.
    await p.getByRole('button', { name: 'Last 90 days' }).click();
    await p.waitForURL(/days=90/);
    const { from: quarterAgo } = presetRange(90, today);
    await expectLocator(p.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/seller/sales-report.csv?from=${quarterAgo}&to=${today}`,
    );

    // On a phone: the charts and the tables fit the screen.
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto('/analytics?days=90');
    await expectLocator(p.locator('figure svg', { has: p.locator('title', { hasText: 'Rs 500.00' }) })).toBeVisible();
    await expectNothingWiderThanTheWindow(p);
    for (const path of ['/sales-reports', '/view-customers', '/seller-dashboard']) {
      await p.goto(path);
      await expectLocator(p.getByText('Rs 500.00').filter({ visible: true }).first()).toBeVisible();
      await expectNothingWiderThanTheWindow(p);
    }
    // By week, a week the range covers only in part is hatched, said so under the chart, and named so in the table.
    await p.goto('/analytics?days=90&interval=week');
    await expectLocator(p.getByText(/^Hatched: (a week|weeks) only partly in this range/).first()).toBeVisible();
    const partialWeeks = p
      .getByRole('table', { name: 'Revenue', exact: true })
      .getByRole('rowheader', { name: /^Week of .*, only .* in this range$/ });
    expect(await partialWeeks.count()).toBeGreaterThan(0);
    await expectNothingWiderThanTheWindow(p);
    // The phone's customer card says how many orders were delivered, which the VIP rule counts.
    await p.goto('/view-customers');
    await expectLocator(p.getByRole('article', { name: 'Nimal Perera' }).getByText('1 delivered')).toBeVisible();
  });

  it('marks a buyer with three delivered orders VIP, in Sinhala too', async () => {
    const p = page();
    await signUp(p.context(), 'Kumari');
    const rice = `Red rice ${Date.now()}`;
    const riceId = await listProduct(p.context(), { title: rice, priceCents: 30_000 });
    const buyerContext = await newVisitorContext();
    await signUp(buyerContext, 'Sunil');
    for (let order = 0; order < 3; order += 1) {
      await placeOrder(buyerContext, [{ productId: riceId, quantity: 1 }]);
      await moveItem(p.context(), rice, ['confirmed', 'delivered']);
    }

    await p.goto('/view-customers');
    const row = p.getByRole('row', { name: /Sunil Perera/ });
    await expectLocator(row.getByText('VIP', { exact: true })).toBeVisible();
    await expectLocator(row.getByText('3 delivered')).toBeVisible();
    await expectLocator(row.getByRole('cell', { name: 'Rs 900.00' })).toBeVisible();

    await p.getByRole('combobox', { name: 'Language' }).selectOption('si');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'පාරිභෝගිකයින්' })).toBeVisible();
    await expectLocator(row.getByText('විශේෂ', { exact: true })).toBeVisible();
    await expectLocator(p.getByRole('button', { name: 'මුළු වියදම' })).toBeVisible();
    await expectNoSeriousViolations(p);
  });

  it('tells a new seller what will appear, instead of showing zeros', async () => {
    const p = page();
    await signUp(p.context(), 'Chamari');

    await p.goto('/seller-dashboard');
    await expectLocator(p.getByText('No sales in the last 30 days yet. Once buyers order, your best sellers show here.')).toBeVisible();
    await expectLocator(p.getByText('List a product to compare its price with the market.')).toBeVisible();
    await expectLocator(p.getByText('List a product to see what buyers in your district order.')).toBeVisible();
    await expectNoSeriousViolations(p);

    await p.goto('/analytics');
    await expectLocator(p.getByRole('heading', { name: 'No sales in this range' })).toBeVisible();
    await expectLocator(p.getByRole('region', { name: 'Totals for this range' })).toHaveCount(0);
    await expectNoSeriousViolations(p);

    await p.goto('/view-customers');
    await expectLocator(p.getByRole('heading', { name: 'No customers yet' })).toBeVisible();
    await expectNoSeriousViolations(p);

    await p.goto('/sales-reports');
    await expectLocator(p.getByRole('heading', { name: 'No sales in this range' })).toBeVisible();
    await expectLocator(p.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  });
});
