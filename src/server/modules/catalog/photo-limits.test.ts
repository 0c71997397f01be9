import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeImage } from '@tests/factories/images';
import { multipart, type FilePart } from '@scripts/lib/multipart-body';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// One seller listing products and photos as fast as a script can must not slow the market for everyone else.

const hourly = (limit: number) => ({ limit, windowSeconds: 60 * 60 });

let testApp: TestApp;
let smallPhoto: Buffer;

beforeAll(async () => {
  testApp = await createTestApp({
    rateLimits: { catalogWrites: { productCreations: hourly(3), photoUploads: hourly(6), productChanges: hourly(2) } },
  });
  smallPhoto = await makeImage('jpeg', { width: 640, height: 480 });
});
afterAll(async () => {
  await testApp.close();
});

const listing = {
  title: 'Red onions',
  description: 'Dry, sweet Jaffna red onions.',
  priceCents: 45_000,
  unit: 'kg',
  category: 'vegetables',
  district: 'jaffna',
  quantity: 40,
};

function list(seller: TestUser, files: FilePart[]) {
  const body = multipart({ product: JSON.stringify(listing) }, files);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...body.headers, origin: testOrigin, cookie: seller.cookie },
    payload: body.payload,
  });
}

const photos = (count: number, bytes: Buffer, type = 'image/jpeg') =>
  Array.from({ length: count }, (_, index) => ({ name: `photo-${index}`, type, bytes }));

describe('what one seller may write in an hour', () => {
  it('lists a limited number of products; the next is refused, another seller is not', async () => {
    const seller = await createUser(testApp.app);
    for (let index = 0; index < 3; index++) expect((await list(seller, [])).statusCode).toBe(201);
    const refused = await list(seller, []);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await list(await createUser(testApp.app), [])).statusCode).toBe(201);
  });

  it('uploads a limited number of photos, each file counting', async () => {
    const seller = await createUser(testApp.app);
    expect((await list(seller, photos(4, smallPhoto))).statusCode).toBe(201);
    const refused = await list(seller, photos(3, smallPhoto));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/photos/);
  });

  it('makes a limited number of changes to products', async () => {
    const seller = await createUser(testApp.app);
    const { id } = (await list(seller, [])).json<{ id: string }>();
    const change = (quantity: number) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        headers: { origin: testOrigin, cookie: seller.cookie },
        payload: { quantity },
      });
    expect((await change(30)).statusCode).toBe(200);
    expect((await change(20)).statusCode).toBe(200);
    expect((await change(10)).statusCode).toBe(429);
  });
});

describe('decoding photos', () => {
  // A 6300 × 6300 PNG of 128 KB passed the 40-megapixel cap, and each took seconds of a core to decode.
  it('refuses a photo of more pixels than a phone camera saves', async () => {
    const seller = await createUser(testApp.app);
    const response = await list(seller, photos(1, await makeImage('png', { width: 6300, height: 6300 }), 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].message).toMatch(/too many pixels \(at most 25 megapixels\)/);
  });

  it('takes one upload per seller at a time, and another seller’s photo in turn, ahead of the rest of a large upload', async () => {
    const heavy = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const large = await makeImage('png', { width: 5000, height: 5000 });
    const order: string[] = [];
    const first = list(heavy, photos(5, large, 'image/png')).then((response) => {
      order.push('heavy');
      return response;
    });
    // All five files are in the queue, the first of them decoding.
    await vi.waitFor(() => expect(testApp.app.photoQueue.pending).toBe(5), { timeout: 10_000, interval: 5 });

    const second = await list(heavy, photos(1, smallPhoto));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('5');

    const otherSeller = await list(other, photos(1, smallPhoto));
    order.push('other');
    expect(otherSeller.statusCode).toBe(201);
    expect((await first).statusCode).toBe(201);
    expect(order).toEqual(['other', 'heavy']);
    expect(testApp.app.photoQueue.pending).toBe(0);
  });
});
