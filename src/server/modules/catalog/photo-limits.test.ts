import { connect } from 'node:net';
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

describe('a seller turned away by a busy photo queue', () => {
  // A queue of two files, and an allowance of two products and two photos an hour.
  let busyApp: TestApp;
  let large: Buffer;
  beforeAll(async () => {
    busyApp = await createTestApp({
      photoQueue: { maxFiles: 2 },
      rateLimits: { catalogWrites: { productCreations: hourly(2), photoUploads: hourly(2) } },
    });
    large = await makeImage('png', { width: 5000, height: 5000 });
  });
  afterAll(async () => {
    await busyApp.close();
  });

  function listOn(seller: TestUser, files: FilePart[]) {
    const body = multipart({ product: JSON.stringify(listing) }, files);
    return busyApp.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...body.headers, origin: testOrigin, cookie: seller.cookie },
      payload: body.payload,
    });
  }

  /** Another seller's two large photos fill the queue until they are decoded. */
  async function fillQueue() {
    const heavy = await createUser(busyApp.app);
    const upload = listOn(heavy, photos(2, large, 'image/png'));
    await vi.waitFor(() => expect(busyApp.app.photoQueue.pending).toBe(2), { timeout: 10_000, interval: 5 });
    return { heavy, upload };
  }

  it('keeps the allowance its refused attempts would have cost', async () => {
    const honest = await createUser(busyApp.app);
    const { upload } = await fillQueue();
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await listOn(honest, photos(1, smallPhoto));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
    }
    expect((await upload).statusCode).toBe(201);
    // Its allowance whole: two products of one photo each.
    expect((await listOn(honest, photos(1, smallPhoto))).statusCode).toBe(201);
    expect((await listOn(honest, photos(1, smallPhoto))).statusCode).toBe(201);
  });

  it('lists a product without photos while its own photos are decoding', async () => {
    const { heavy, upload } = await fillQueue();
    const withoutPhotos = await listOn(heavy, []);
    expect(withoutPhotos.statusCode).toBe(201);
    expect((await upload).statusCode).toBe(201);
  });

  it('is refused before its photos are sent, not after they are all in memory', async () => {
    const honest = await createUser(busyApp.app);
    const { upload } = await fillQueue();
    const url = await busyApp.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    // The head of an upload of five 5 MB photos; not one byte of its body is sent.
    socket.write(
      [
        'POST /api/products HTTP/1.1',
        'Host: localhost',
        `Origin: ${testOrigin}`,
        `Cookie: ${honest.cookie}`,
        'Content-Type: multipart/form-data; boundary=----photos',
        `Content-Length: ${25 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
    );
    try {
      await vi.waitFor(() => expect(received).toMatch(/^HTTP\/1\.1 503/), { timeout: 10_000, interval: 20 });
    } finally {
      socket.destroy();
    }
    expect((await upload).statusCode).toBe(201);
  });
});
