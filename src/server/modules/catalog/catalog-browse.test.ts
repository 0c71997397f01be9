import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '@scripts/lib/multipart-body';
import { insertProduct } from '@tests/factories/products';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;
let sellers: { nimal: string; fathima: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const nimal = await createUser(testApp.app, { firstName: 'Nimal', lastName: 'Perera' });
  const fathima = await createUser(testApp.app, { firstName: 'Fathima', lastName: 'Rizvi' });
  sellers = { nimal: nimal.id, fathima: fathima.id };
  const db = testApp.database.db;
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
  await insertProduct(db, {
    sellerId: nimal.id,
    sellerName: 'Nimal Perera',
    title: 'Nuwara Eliya Carrots',
    description: 'Crisp and sweet',
    category: 'vegetables',
    district: 'nuwara-eliya',
    priceCents: 30_000,
    quantity: 50,
    createdAt: at(1),
  });
  await insertProduct(db, {
    sellerId: nimal.id,
    sellerName: 'Nimal Perera',
    title: 'Leeks',
    description: 'Fresh from the hills',
    category: 'vegetables',
    district: 'nuwara-eliya',
    town: 'Welimada',
    priceCents: 22_000,
    quantity: 0,
    createdAt: at(2),
  });
  await insertProduct(db, {
    sellerId: fathima.id,
    sellerName: 'Fathima Rizvi',
    title: 'Karthakolomban Mangoes',
    description: 'Ripe, 100% natural',
    category: 'fruits',
    district: 'jaffna',
    priceCents: 80_000,
    quantity: 12,
    createdAt: at(3),
  });
  await insertProduct(db, {
    sellerId: fathima.id,
    sellerName: 'Fathima Rizvi',
    title: 'Jersey heifer',
    description: 'Healthy, vaccinated',
    category: 'livestock',
    district: 'kandy',
    priceCents: 35_000_000,
    quantity: 1,
    createdAt: at(4),
  });
  await insertProduct(db, {
    sellerId: fathima.id,
    sellerName: 'Fathima Rizvi',
    title: 'Hidden draft mango',
    description: 'not listed',
    category: 'fruits',
    district: 'jaffna',
    status: 'draft',
    createdAt: at(0),
  });
  await insertProduct(db, {
    sellerId: nimal.id,
    sellerName: 'Nimal Perera',
    title: 'Inactive mango',
    description: 'not listed',
    category: 'fruits',
    district: 'kandy',
    status: 'inactive',
    createdAt: at(0),
  });
});
afterAll(async () => {
  await testApp.close();
});

async function browse(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { products: { title: string }[]; total: number; totalIsCapped: boolean; maxActivePriceCents: number };
}
const titles = (result: { products: { title: string }[] }) => result.products.map((product) => product.title);

describe('browse', () => {
  it('lists only active products, newest first, with the highest active price for the slider', async () => {
    const result = await browse('');
    expect(titles(result)).toEqual(['Nuwara Eliya Carrots', 'Leeks', 'Karthakolomban Mangoes', 'Jersey heifer']);
    expect(result).toMatchObject({ total: 4, totalIsCapped: false, maxActivePriceCents: 35_000_000 });
  });

  it.each([
    ['?q=MANGO', ['Karthakolomban Mangoes']],
    ['?q=sweet', ['Nuwara Eliya Carrots']],
    ['?q=welimada', ['Leeks']],
    ['?q=rizvi', ['Karthakolomban Mangoes', 'Jersey heifer']],
    ['?q=nuwara%20eliya', ['Nuwara Eliya Carrots', 'Leeks']],
    ['?q=%E0%B6%BA%E0%B7%8F%E0%B6%B4%E0%B6%B1%E0%B6%BA', ['Karthakolomban Mangoes']],
    ['?q=100%25', ['Karthakolomban Mangoes']],
    ['?q=_', []],
    ['?q=durian', []],
  ])('searches title, description, town, seller and district: %s', async (query, expected) => {
    expect(titles(await browse(query))).toEqual(expected);
  });

  it.each([
    ['?category=fruits', ['Karthakolomban Mangoes']],
    ['?district=jaffna&district=kandy', ['Karthakolomban Mangoes', 'Jersey heifer']],
    ['?district=kandy', ['Jersey heifer']],
    ['?minPrice=25000&maxPrice=80000', ['Nuwara Eliya Carrots', 'Karthakolomban Mangoes']],
    ['?inStock=true&category=vegetables', ['Nuwara Eliya Carrots']],
    ['?category=vegetables&district=nuwara-eliya&q=leek', ['Leeks']],
    [`?seller=SELLER`, ['Nuwara Eliya Carrots', 'Leeks']],
  ])('filters: %s', async (query, expected) => {
    expect(titles(await browse(query.replace('SELLER', sellers.nimal)))).toEqual(expected);
  });

  it.each([
    ['?sort=price_asc', ['Leeks', 'Nuwara Eliya Carrots', 'Karthakolomban Mangoes', 'Jersey heifer']],
    ['?sort=price_desc', ['Jersey heifer', 'Karthakolomban Mangoes', 'Nuwara Eliya Carrots', 'Leeks']],
  ])('sorts: %s', async (query, expected) => {
    expect(titles(await browse(query))).toEqual(expected);
  });

  it('pages by 24 and counts all matches', async () => {
    const extra = await createUser(testApp.app);
    for (let index = 0; index < 26; index++) {
      await insertProduct(testApp.database.db, {
        sellerId: extra.id,
        title: `Pepper lot ${index}`,
        category: 'herbs-spices',
        priceCents: 100_000,
        createdAt: new Date(Date.now() - (100 + index) * 3_600_000),
      });
    }
    const first = await browse('?category=herbs-spices&sort=price_asc');
    expect(first.products).toHaveLength(24);
    expect(first.total).toBe(26);
    const second = await browse('?category=herbs-spices&sort=price_asc&page=2');
    expect(second.products).toHaveLength(2);
    // Equal prices still page in one stable order: nothing repeated, nothing lost.
    const seen = [...titles(first), ...titles(second)];
    expect(new Set(seen).size).toBe(26);
  });

  it.each([
    ['?category=Poultry', 'category'],
    ['?district=Texas', 'district'],
    ['?minPrice=-1', 'minPrice'],
    ['?minPrice=abc', 'minPrice'],
    ['?sort=random', 'sort'],
    ['?page=0', 'page'],
    ['?q=' + 'x'.repeat(101), 'q'],
    ['?admin=true', 'admin'],
  ])('refuses %s naming the parameter', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((item: { path: string }) => item.path)).toContain(field);
  });
});

describe('seller profile', () => {
  it('shows the seller’s name, district and active listings count', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/sellers/${sellers.nimal}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sellers.nimal, name: 'Nimal Perera', district: 'nuwara-eliya', activeListings: 2 });
  });

  it('answers 404 for an unknown seller, and for someone with nothing listed', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/sellers/nobody' })).statusCode).toBe(404);
    const buyer = await createUser(testApp.app, { firstName: 'Private', lastName: 'Buyer' });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/sellers/${buyer.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Private');
  });
});

describe('product detail', () => {
  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/products/not-a-uuid' })).statusCode).toBe(400);
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/products/7d3f1c2e-58a1-4f0e-9c55-3b7a1d2e4f60' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found or unavailable');
  });
});

describe('with the shared read cache on', () => {
  it('shows a change made through the API at once', async () => {
    const cached = await createTestApp({ env: { READ_CACHE_SECONDS: '30' } });
    try {
      const seller = await createUser(cached.app);
      const list = async () =>
        (await cached.app.inject({ method: 'GET', url: '/api/products' })).json().products.map((p: { title: string }) => p.title);
      expect(await list()).toEqual([]);
      const product = {
        title: 'Jackfruit',
        description: 'Ripe',
        priceCents: 90_000,
        unit: 'piece',
        category: 'fruits',
        district: 'gampaha',
      };
      const body = multipart({ product: JSON.stringify(product) });
      const created = await cached.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...body.headers, origin: 'http://localhost:3000', cookie: seller.cookie },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(201);
      expect(await list()).toEqual(['Jackfruit']);
      const id = created.json().id;
      await cached.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        headers: { origin: 'http://localhost:3000', cookie: seller.cookie },
        payload: { status: 'draft' },
      });
      expect(await list()).toEqual([]);
      expect((await cached.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    } finally {
      await cached.close();
    }
  });
});
