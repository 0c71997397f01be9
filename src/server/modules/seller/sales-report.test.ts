import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, moveTestItem, placeTestOrderAt } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { formatDay } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { salesReportSchema, type SalesReport } from '@domain/seller/seller-insights.schema';

// The range is 2026-04-01 … 2026-04-03 (Colombo days). Sunil's products:
//   Carrots          125.00/kg
//   Tomatoes, "Grade A"⏎fresh   333.35/kg   (a comma, quotes and a line break in the title)
//   =HYPERLINK(…)    10.00/piece              (a title a spreadsheet would run as a formula)
//   <script>…</script> Beans   50.00/kg
// Nimal (another seller) sells Mangoes 50.00/piece.
//
// order  Colombo time        UTC                 delivered to  items
//   e    2026-03-31 23:30    03-31 18:00         kandy         Carrots ×1                      (before the range)
//   f    2026-04-01 00:15    03-31 18:45         colombo       Beans ×1 = 5000
//   a    2026-04-01 23:30    04-01 18:00         kandy         Carrots ×2 = 25000 (delivered), Nimal's Mangoes ×1
//   b    2026-04-02 00:15    04-01 18:45         colombo       Tomatoes ×1 = 33335, HYPERLINK ×1 = 1000
//   c    2026-04-02 08:00    04-02 02:30         kandy         Beans ×3 = 15000, Carrots ×1 = 12500 CANCELLED
//   d    2026-04-04 00:15    04-03 18:45         kandy         Carrots ×1                      (after the range)

const tomatoTitle = 'Tomatoes, "Grade A"\nfresh';
const formulaTitle = '=HYPERLINK("http://evil.example","Click")';
const scriptTitle = '<script>alert(1)</script> Beans';
const range = 'from=2026-04-01&to=2026-04-03';

let testApp: TestApp;
let seller: TestUser;
const id: Record<'carrots' | 'tomatoes' | 'formula' | 'beans' | 'mangoes', string> = {} as never;
const order: Record<'a' | 'b' | 'c' | 'f', string> = {} as never;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app, database } = testApp;
  const db = database.db;
  seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
  const nimal = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
  const anura = await createUser(app, { firstName: 'Anura', lastName: 'Perera' });
  const bimal = await createUser(app, { firstName: 'Bimal', lastName: 'Jayasinghe' });

  const own = { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100 };
  id.carrots = (await insertProduct(db, { ...own, title: 'Carrots', priceCents: 12_500 })).id;
  id.tomatoes = (await insertProduct(db, { ...own, title: tomatoTitle, priceCents: 33_335 })).id;
  id.formula = (await insertProduct(db, { ...own, title: formulaTitle, unit: 'piece', category: 'other', priceCents: 1_000 })).id;
  id.beans = (await insertProduct(db, { ...own, title: scriptTitle, priceCents: 5_000 })).id;
  id.mangoes = (
    await insertProduct(db, {
      sellerId: nimal.id,
      sellerName: 'Nimal Silva',
      title: 'Mangoes',
      unit: 'piece',
      category: 'fruits',
      priceCents: 5_000,
      quantity: 100,
    })
  ).id;

  const place = (at: string, who: TestUser, district: 'kandy' | 'colombo', pairs: [string, number][]) =>
    placeTestOrderAt(
      app,
      db,
      at,
      who,
      pairs.map(([productId, quantity]) => ({ productId, quantity })),
      { district },
    );
  await place('2026-03-31T23:30:00+05:30', anura, 'kandy', [[id.carrots, 1]]);
  order.f = (await place('2026-04-01T00:15:00+05:30', bimal, 'colombo', [[id.beans, 1]])).id;
  const a = await place('2026-04-01T23:30:00+05:30', anura, 'kandy', [
    [id.carrots, 2],
    [id.mangoes, 1],
  ]);
  order.a = a.id;
  order.b = (
    await place('2026-04-02T00:15:00+05:30', bimal, 'colombo', [
      [id.tomatoes, 1],
      [id.formula, 1],
    ])
  ).id;
  const c = await place('2026-04-02T08:00:00+05:30', anura, 'kandy', [
    [id.beans, 3],
    [id.carrots, 1],
  ]);
  order.c = c.id;
  await place('2026-04-04T00:15:00+05:30', anura, 'kandy', [[id.carrots, 1]]);
  await moveTestItem(app, seller, itemOf(a, id.carrots), 'delivered');
  await moveTestItem(app, seller, itemOf(c, id.carrots), 'cancelled');
});
afterAll(async () => {
  await testApp.close();
});

function get(url: string, language?: 'en' | 'si' | 'ta') {
  const cookie = [seller.cookie, language && `lang=${language}`].filter(Boolean).join('; ');
  return testApp.app.inject({ method: 'GET', url, headers: { origin: testOrigin, cookie } });
}

/** RFC 4180: fields split by commas, rows by CRLF or LF; a quoted field may hold commas, line breaks and "" for ". */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe('the report as JSON', () => {
  it('totals the range on Colombo days, with the average order rounded to the nearest cent', async () => {
    const response = await get(`/api/seller/sales-report?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const report: SalesReport = salesReportSchema.parse(response.json());
    expect(report.range).toEqual({ from: '2026-04-01', to: '2026-04-03' });
    // f 5000 + a 25000 + b 33335 + 1000 + c 15000 = 79335 over orders f, a, b, c and five lines;
    // 79335 / 4 = 19833.75 → 19834.
    expect(report.totals).toEqual({ revenueCents: 79_335, orders: 4, items: 5, averageOrderCents: 19_834 });
    expect(report.cancelled).toEqual({ items: 1, revenueCents: 12_500 });
  });

  it('lists every product sold, by revenue, and every day with sales', async () => {
    const report = salesReportSchema.parse((await get(`/api/seller/sales-report?${range}`)).json());
    expect(report.products).toEqual([
      { productId: id.tomatoes, title: tomatoTitle, unit: 'kg', quantity: 1, revenueCents: 33_335, orders: 1 },
      // a ×2; c's carrot was cancelled, e and d are outside.
      { productId: id.carrots, title: 'Carrots', unit: 'kg', quantity: 2, revenueCents: 25_000, orders: 1 },
      // f ×1 + c ×3.
      { productId: id.beans, title: scriptTitle, unit: 'kg', quantity: 4, revenueCents: 20_000, orders: 2 },
      { productId: id.formula, title: formulaTitle, unit: 'piece', quantity: 1, revenueCents: 1_000, orders: 1 },
    ]);
    expect(report.days).toEqual([
      // f at 00:15 and a at 23:30.
      { day: '2026-04-01', revenueCents: 30_000, orders: 2, items: 2 },
      // b at 00:15 (04-01 in UTC) with two lines, c with one.
      { day: '2026-04-02', revenueCents: 49_335, orders: 2, items: 3 },
      // 04-03 had no sales; d at 00:15 on 04-04 is 04-03 only in UTC.
    ]);
  });

  it('is empty, not failing, for a range without sales', async () => {
    const report = salesReportSchema.parse((await get('/api/seller/sales-report?from=2025-01-01&to=2025-01-31')).json());
    expect(report).toEqual({
      range: { from: '2025-01-01', to: '2025-01-31' },
      totals: { revenueCents: 0, orders: 0, items: 0, averageOrderCents: 0 },
      cancelled: { items: 0, revenueCents: 0 },
      products: [],
      days: [],
    });
  });
});

describe('the CSV download', () => {
  it('is UTF-8 with a byte-order mark, an attachment named with the range', async () => {
    const response = await get(`/api/seller/sales-report.csv?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain('filename="govi-market-sales-2026-04-01-to-2026-04-03.csv"');
  });

  it('has one row per non-cancelled item of the seller, dated in Colombo, amounts as plain decimals', async () => {
    const response = await get(`/api/seller/sales-report.csv?${range}`);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toHaveLength(9);
    expect(rows.every((row) => row.length === 9)).toBe(true);
    // order id, date, product, quantity, unit, unit price, line total, status, buyer district
    const byKey = new Map(rows.map((row) => [`${row[0]} ${row[5]}`, row]));
    expect(rows).toHaveLength(5);
    const expectRow = (
      orderId: string,
      unitPrice: string,
      fields: { date: string; quantity: string; unit: string; total: string; status: RegExp; district: RegExp },
    ) => {
      const row = byKey.get(`${orderId} ${unitPrice}`);
      expect(row, `${orderId} at ${unitPrice}`).toBeDefined();
      const [, date, , quantity, unit, , total, status, district] = row ?? [];
      expect({ date, quantity, unit, total }).toEqual({
        date: fields.date,
        quantity: fields.quantity,
        unit: fields.unit,
        total: fields.total,
      });
      expect(status).toMatch(fields.status);
      expect(district).toMatch(fields.district);
      return row?.[2] ?? '';
    };
    expect(
      expectRow(order.f, '50.00', {
        date: '2026-04-01 00:15',
        quantity: '1',
        unit: 'kg',
        total: '50.00',
        status: /pending/i,
        district: /colombo/i,
      }),
    ).toBe(scriptTitle);
    expect(
      expectRow(order.a, '125.00', {
        date: '2026-04-01 23:30',
        quantity: '2',
        unit: 'kg',
        total: '250.00',
        status: /delivered/i,
        district: /kandy/i,
      }),
    ).toBe('Carrots');
    // A comma, quotes and a line break survive quoting and come back whole.
    expect(
      expectRow(order.b, '333.35', {
        date: '2026-04-02 00:15',
        quantity: '1',
        unit: 'kg',
        total: '333.35',
        status: /pending/i,
        district: /colombo/i,
      }),
    ).toBe(tomatoTitle);
    const formula = expectRow(order.b, '10.00', {
      date: '2026-04-02 00:15',
      quantity: '1',
      unit: 'piece',
      total: '10.00',
      status: /pending/i,
      district: /colombo/i,
    });
    // Neutralised: a spreadsheet must not read the cell as a formula, but the title is still there.
    expect(formula).not.toMatch(/^[=+\-@\t\r]/);
    expect(formula).toContain('HYPERLINK("http://evil.example","Click")');
    expect(
      expectRow(order.c, '50.00', {
        date: '2026-04-02 08:00',
        quantity: '3',
        unit: 'kg',
        total: '150.00',
        status: /pending/i,
        district: /kandy/i,
      }),
    ).toBe(scriptTitle);
    // Nimal's Mangoes share order a but are never in Sunil's report; nor is c's cancelled carrot.
    expect(response.body).not.toContain('Mangoes');
    expect(rows.filter((row) => row[0] === order.c)).toHaveLength(1);
  });

  it("writes the header in the reader's language", async () => {
    const english = parseCsv((await get(`/api/seller/sales-report.csv?${range}`, 'en')).body.replace(/^\uFEFF/, ''))[0] ?? [];
    const sinhala = parseCsv((await get(`/api/seller/sales-report.csv?${range}`, 'si')).body.replace(/^\uFEFF/, ''))[0] ?? [];
    expect(english.join(' ')).toMatch(/order/i);
    expect(sinhala).toHaveLength(9);
    expect(sinhala).not.toEqual(english);
    // Sinhala script is U+0D80–U+0DFF.
    expect(sinhala.join(' ')).toMatch(/[\u0D80-\u0DFF]/);
  });

  it('is only the header for a range without sales', async () => {
    const response = await get('/api/seller/sales-report.csv?from=2025-01-01&to=2025-01-31');
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body.replace(/^\uFEFF/, ''))).toHaveLength(1);
    expect(String(response.headers['content-disposition'])).toContain('govi-market-sales-2025-01-01-to-2025-01-31.csv');
  });
});

describe('the HTML report', () => {
  it("is a page in the reader's language named with the range, holding the totals and the products, titles escaped", async () => {
    const response = await get(`/api/seller/sales-report.html?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/i);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain('filename="govi-market-sales-2026-04-01-to-2026-04-03.html"');
    const html = response.body;
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    // The range may be written as the days or as the reader's dates; it names both ends either way.
    for (const end of ['2026-04-01', '2026-04-03']) {
      expect(
        [end, formatDay(end, 'en')].some((written) => title.includes(written)),
        `${end} in "${title}"`,
      ).toBe(true);
    }
    expect(html).toContain(formatMoney(79_335, 'LKR', 'en')); // revenue
    expect(html).toContain(formatMoney(19_834, 'LKR', 'en')); // average order
    expect(html).toContain('Carrots');
    expect(html).toContain('HYPERLINK');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Beans');
    expect(html).not.toContain('Mangoes');
  });

  it('is in Sinhala for a Sinhala reader', async () => {
    const response = await get(`/api/seller/sales-report.html?${range}`, 'si');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html[^>]*\slang="si"/);
    expect(response.body).toMatch(/[\u0D80-\u0DFF]/);
    expect(response.body).toContain(formatMoney(79_335, 'LKR', 'si'));
  });
});
