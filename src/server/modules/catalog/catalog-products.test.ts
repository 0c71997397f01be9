import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeImage, makeJpegWithLocation, svgImage } from '@tests/factories/images';
import { multipart, type FilePart } from '@scripts/lib/multipart-body';
import { createUser, type TestUser } from '@tests/factories/users';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { openTestStorage, type TestStorage } from '@tests/setup/test-storages';
import type { Photo } from '@domain/catalog/product.schema';
import { products } from '@server/db/schema/catalog';
import { AppError } from '@server/errors';
import type { Storage } from '@server/storage/storage';

let place: TestStorage;
let testApp: TestApp;
let seller: TestUser;
let stranger: TestUser;

const validProduct = {
  title: 'Red onions',
  description: 'Dry, sweet Jaffna red onions.',
  priceCents: 45_000,
  unit: 'kg',
  category: 'vegetables',
  district: 'jaffna',
  town: 'Chavakachcheri',
  condition: 'new',
  quantity: 40,
};

/** Every file stored: under the uploads directory, or in the bucket. */
async function storedFiles(): Promise<string[]> {
  return place.storedKeys();
}

async function productCount() {
  return (await testApp.database.db.select().from(products)).length;
}

function createProduct(product: unknown, files: FilePart[] = [], user: TestUser | null = seller, app = testApp.app) {
  const body = multipart({ product: JSON.stringify(product) }, files);
  return app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...body.headers, origin: testOrigin, ...(user && { cookie: user.cookie }) },
    payload: body.payload,
  });
}

function send(method: 'GET' | 'PATCH' | 'DELETE' | 'PUT', url: string, user: TestUser | null, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    ...(payload && { payload }),
  });
}

// Photos are written, served, replaced and removed the same way on the local disk and in an S3-compatible bucket.
describe.each(inject('photoStorages'))('products and their photos, kept on the %s', (kind) => {
  beforeAll(async () => {
    place = await openTestStorage(kind);
    // Two uploads of one seller at once, so that both reach the database's check (a test below).
    testApp = await createTestApp({ env: place.env, photoQueue: { uploadsPerAccount: 2 } });
    seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
    stranger = await createUser(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
    await place?.close();
  });

  describe('listing a product', () => {
    it('stores the product with its photos, re-encoded as WebP in four widths, metadata gone', async () => {
      const files = [
        { name: 'field.jpg', bytes: await makeJpegWithLocation() },
        { name: 'close.png', type: 'image/png', bytes: await makeImage('png', { width: 2400, height: 1800 }) },
      ];
      const filesBefore = (await storedFiles()).length;
      const response = await createProduct(validProduct, files);
      expect(response.statusCode).toBe(201);
      const product = response.json();
      expect(product).toMatchObject({ ...validProduct, status: 'active', sellerName: 'Sunil Bandara', isOwner: true });
      expect(product.photos).toHaveLength(2);
      // Four widths of each photo land where the other tests count files.
      expect(await storedFiles()).toHaveLength(filesBefore + 8);
      expect(product.coverUrl).toBe(product.photos[0].cardUrl);
      expect(product.coverThumbUrl).toBe(product.photos[0].thumbUrl);

      const full = await testApp.app.inject({ method: 'GET', url: product.photos[1].fullUrl });
      expect(full.statusCode).toBe(200);
      expect(full.headers['cache-control']).toContain('immutable');
      const fullInfo = await sharp(full.rawPayload).metadata();
      expect(fullInfo).toMatchObject({ format: 'webp', width: 1280 });
      for (const [width, url] of [
        [240, product.photos[1].thumbUrl],
        [480, product.photos[1].cardUrl],
        [800, product.photos[1].mainUrl],
      ] as const) {
        const smaller = await testApp.app.inject({ method: 'GET', url });
        expect(await sharp(smaller.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      }

      const phonePhoto = await testApp.app.inject({ method: 'GET', url: product.photos[0].fullUrl });
      const phoneInfo = await sharp(phonePhoto.rawPayload).metadata();
      expect(phoneInfo.exif).toBeUndefined();
      expect(phonePhoto.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    });

    it('saves a draft that only its seller can see', async () => {
      const response = await createProduct({ ...validProduct, title: 'Draft onions', status: 'draft' });
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const ownRead = await send('GET', `/api/products/${id}`, seller);
      expect(ownRead.json()).toMatchObject({ status: 'draft', isOwner: true });
      // Only its owner may see it: a shared cache between them and the server must not keep it for anyone else.
      expect(ownRead.headers['cache-control']).toBe('private, no-store');
      expect((await send('GET', `/api/products/${id}`, stranger)).statusCode).toBe(404);
      expect((await send('GET', `/api/products/${id}`, null)).statusCode).toBe(404);
      const browse = await send('GET', '/api/products?q=draft%20onions', null);
      expect(browse.json().products).toEqual([]);
    });

    it('needs a session', async () => {
      const before = await productCount();
      const response = await createProduct(validProduct, [], null);
      expect(response.statusCode).toBe(401);
      expect(await productCount()).toBe(before);
    });
  });

  describe('refusing bad listings, leaving nothing behind', () => {
    const cases: [string, unknown, string][] = [
      ['a negative price', { ...validProduct, priceCents: -100 }, 'priceCents'],
      ['a price of zero', { ...validProduct, priceCents: 0 }, 'priceCents'],
      ['an emptied price', { ...validProduct, priceCents: '' }, 'priceCents'],
      ['a price sent as null', { ...validProduct, priceCents: null }, 'priceCents'],
      ['a fractional number of cents', { ...validProduct, priceCents: 10.5 }, 'priceCents'],
      ['a non-numeric price', { ...validProduct, priceCents: 'cheap' }, 'priceCents'],
      ['an absurd price', { ...validProduct, priceCents: 5_000_000_000 }, 'priceCents'],
      ['a negative quantity', { ...validProduct, quantity: -1 }, 'quantity'],
      ['an absurd quantity', { ...validProduct, quantity: 10_000_000 }, 'quantity'],
      ['an unknown category', { ...validProduct, category: 'Poultry' }, 'category'],
      ['an unknown district', { ...validProduct, district: 'Texas' }, 'district'],
      ['an over-long title', { ...validProduct, title: 'x'.repeat(121) }, 'title'],
      ['a missing description', { ...validProduct, description: undefined }, 'description'],
      // Named as the JSON routes name them: an unknown field by its own name, the product itself when it is no object.
      ['an unknown field', { ...validProduct, sellerId: 'someone-else' }, 'sellerId'],
      ['a misspelt field', { ...validProduct, colour: 'x' }, 'colour'],
      ['a product that is no object', 'Red onions', 'product'],
    ];
    it.each(cases)('refuses %s', async (_case, product, field) => {
      const before = { products: await productCount(), files: (await storedFiles()).length };
      const response = await createProduct(product, [{ name: 'ok.jpg', bytes: await makeImage('jpeg') }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((item: { path: string }) => item.path)).toEqual([field]);
      expect(await productCount()).toBe(before.products);
      expect(await storedFiles()).toHaveLength(before.files);
    });

    const badPhotos: [string, () => Promise<FilePart[]>, RegExp][] = [
      ['a text file named .jpg', async () => [{ name: 'notes.jpg', bytes: Buffer.from('just text, not a picture') }], /not an image/],
      ['an SVG', async () => [{ name: 'logo.svg', type: 'image/svg+xml', bytes: svgImage }], /JPEG, PNG or WebP/],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await makeImage('jpeg', { width: 1200, height: 900 });
          return [{ name: 'cut.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }];
        },
        /damaged or incomplete/,
      ],
      [
        'an image with huge pixel dimensions',
        async () => [{ name: 'huge.png', type: 'image/png', bytes: await makeImage('png', { width: 10_000, height: 10_000 }) }],
        /too many pixels/,
      ],
      ['a file over 5 MB', async () => [{ name: 'big.jpg', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }], /at most 5 MB/],
      [
        'a sixth photo',
        async () => {
          const jpeg = await makeImage('jpeg');
          return Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.jpg`, bytes: jpeg }));
        },
        /maximum of 5 images/,
      ],
      [
        'a good photo followed by a bad one',
        async () => [
          { name: 'good.jpg', bytes: await makeImage('jpeg') },
          { name: 'bad.jpg', bytes: Buffer.from('nope') },
        ],
        /bad\.jpg/,
      ],
    ];
    it.each(badPhotos)('refuses %s', async (_case, files, message) => {
      const before = { products: await productCount(), files: (await storedFiles()).length };
      const response = await createProduct(validProduct, await files());
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(message);
      expect(response.json().error.fields[0].path).toBe('photos');
      expect(await productCount()).toBe(before.products);
      expect(await storedFiles()).toHaveLength(before.files);
    });

    it('refuses a multipart request without a boundary, and an empty form', async () => {
      const noBoundary = await testApp.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { 'content-type': 'multipart/form-data', origin: testOrigin, cookie: seller.cookie },
        payload: 'garbage',
      });
      expect(noBoundary.statusCode).toBe(400);
      const empty = multipart({});
      const emptyForm = await testApp.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...empty.headers, origin: testOrigin, cookie: seller.cookie },
        payload: empty.payload,
      });
      expect(emptyForm.statusCode).toBe(400);
      expect(emptyForm.json().error.fields[0].path).toBe('product');
    });

    it('refuses malformed product JSON', async () => {
      const body = multipart({ product: '{"title": ' });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...body.headers, origin: testOrigin, cookie: seller.cookie },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
    });

    it('keeps markup as text', async () => {
      const response = await createProduct({ ...validProduct, title: '<img src=x onerror=alert(1)>' });
      expect(response.statusCode).toBe(201);
      expect(response.json().title).toBe('<img src=x onerror=alert(1)>');
    });
  });

  describe('only the owner changes a product', () => {
    let productId: string;
    let photoId: string;
    beforeAll(async () => {
      const response = await createProduct(validProduct, [
        { name: 'a.jpg', bytes: await makeImage('jpeg') },
        { name: 'b.webp', type: 'image/webp', bytes: await makeImage('webp') },
      ]);
      productId = response.json().id;
      photoId = response.json().photos[1].id;
    });

    it.each([
      ['a stranger', (): TestUser | null => stranger, 403],
      ['nobody', (): TestUser | null => null, 401],
    ] as const)('%s cannot edit, hide, delete or touch the photos', async (_who, user, status) => {
      const who = user();
      expect((await send('PATCH', `/api/products/${productId}`, who, { priceCents: 1 })).statusCode).toBe(status);
      expect((await send('PATCH', `/api/products/${productId}`, who, { status: 'inactive' })).statusCode).toBe(status);
      expect((await send('DELETE', `/api/products/${productId}/photos/${photoId}`, who)).statusCode).toBe(status);
      expect((await send('PUT', `/api/products/${productId}/photos/order`, who, { photoIds: [photoId] })).statusCode).toBe(status);
      const body = multipart({}, [{ name: 'c.jpg', bytes: await makeImage('jpeg') }]);
      const upload = await testApp.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/photos`,
        headers: { ...body.headers, origin: testOrigin, ...(who && { cookie: who.cookie }) },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(status);
      expect((await send('DELETE', `/api/products/${productId}`, who)).statusCode).toBe(status);
      const product = (await send('GET', `/api/products/${productId}`, seller)).json();
      expect(product).toMatchObject({ priceCents: validProduct.priceCents, status: 'active' });
      expect(product.photos).toHaveLength(2);
    });

    it('the owner edits inline, deactivates (hidden from others) and reactivates', async () => {
      const edited = await send('PATCH', `/api/products/${productId}`, seller, { quantity: 7, priceCents: 39_900 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ quantity: 7, priceCents: 39_900 });
      expect((await send('PATCH', `/api/products/${productId}`, seller, { status: 'inactive' })).statusCode).toBe(200);
      expect((await send('GET', `/api/products/${productId}`, stranger)).statusCode).toBe(404);
      expect((await send('PATCH', `/api/products/${productId}`, stranger, { priceCents: 1 })).statusCode).toBe(404);
      expect((await send('PATCH', `/api/products/${productId}`, seller, { status: 'active' })).statusCode).toBe(200);
      expect((await send('GET', `/api/products/${productId}`, stranger)).json().isOwner).toBe(false);
    });

    it.each([
      [{ quantity: -5 }, 'quantity'],
      [{ priceCents: 'free' }, 'priceCents'],
      [{ priceCents: 0 }, 'priceCents'],
      [{ priceCents: '' }, 'priceCents'],
      [{ priceCents: null }, 'priceCents'],
      [{ quantity: 3, priceCents: 0 }, 'priceCents'],
      [{ status: 'sold' }, 'status'],
      [{}, 'body'],
      [{ sellerId: 'me' }, 'sellerId'],
    ])('refuses the change %j', async (patch, field) => {
      const response = await send('PATCH', `/api/products/${productId}`, seller, patch);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((item: { path: string }) => item.path)).toEqual([field]);
    });

    it('refuses an order that repeats, leaves out or adds a photo', async () => {
      const product = (await send('GET', `/api/products/${productId}`, seller)).json();
      const [first, second] = product.photos.map((photo: { id: string }) => photo.id);
      for (const photoIds of [[first, first], [first], [first, second, '7d3f1c2e-58a1-4f0e-9c55-3b7a1d2e4f60']]) {
        const response = await send('PUT', `/api/products/${productId}/photos/order`, seller, { photoIds });
        expect(response.statusCode).toBe(400);
      }
      const after = (await send('GET', `/api/products/${productId}`, seller)).json();
      expect(after.photos.map((photo: { id: string }) => photo.id)).toEqual([first, second]);
    });

    it('makes another photo the cover, adds up to five, refuses a sixth, removes one', async () => {
      const product = (await send('GET', `/api/products/${productId}`, seller)).json();
      const [first, second] = product.photos.map((photo: { id: string }) => photo.id);
      const reordered = await send('PUT', `/api/products/${productId}/photos/order`, seller, { photoIds: [second, first] });
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json().photos.map((photo: { id: string }) => photo.id)).toEqual([second, first]);
      expect(reordered.json().coverUrl).toBe(reordered.json().photos[0].cardUrl);

      const jpeg = await makeImage('jpeg');
      const three = multipart(
        {},
        [1, 2, 3].map((index) => ({ name: `more${index}.jpg`, bytes: jpeg })),
      );
      const added = await testApp.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/photos`,
        headers: { ...three.headers, origin: testOrigin, cookie: seller.cookie },
        payload: three.payload,
      });
      expect(added.statusCode).toBe(200);
      expect(added.json().photos).toHaveLength(5);

      const filesBefore = (await storedFiles()).length;
      const sixth = multipart({}, [{ name: 'sixth.jpg', bytes: jpeg }]);
      const refused = await testApp.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/photos`,
        headers: { ...sixth.headers, origin: testOrigin, cookie: seller.cookie },
        payload: sixth.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/maximum of 5 images/);
      expect(await storedFiles()).toHaveLength(filesBefore);

      const removedUrls = reordered.json().photos[0];
      expect((await send('GET', removedUrls.fullUrl, null)).statusCode).toBe(200);
      const removed = await send('DELETE', `/api/products/${productId}/photos/${second}`, seller);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().photos).toHaveLength(4);
      expect(removed.json().coverUrl).toBe(removed.json().photos[0].cardUrl);
      expect(await storedFiles()).toHaveLength(filesBefore - 4);
      for (const url of [removedUrls.thumbUrl, removedUrls.cardUrl, removedUrls.mainUrl, removedUrls.fullUrl]) {
        expect((await send('GET', url, null)).statusCode).toBe(404);
      }
    });

    it('the owner deletes the product, its photos and their files', async () => {
      const filesBefore = (await storedFiles()).length;
      const photos = (await send('GET', `/api/products/${productId}`, seller)).json().photos;
      expect((await send('DELETE', `/api/products/${productId}`, seller)).statusCode).toBe(204);
      expect((await send('GET', `/api/products/${productId}`, seller)).statusCode).toBe(404);
      expect(await storedFiles()).toHaveLength(filesBefore - photos.length * 4);
      expect((await send('GET', photos[0].cardUrl, null)).statusCode).toBe(404);
    });
  });

  describe('a change that fails halfway leaves no files behind', () => {
    it('removes the photos already stored when storing the next one fails', async () => {
      // The real storage, whose third write fails as a full disk or an unreachable bucket would.
      let puts = 0;
      const failingThirdPut: Storage = {
        ...place.storage,
        async put(bytes, extension) {
          puts += 1;
          if (puts === 3) throw new Error('the storage is unavailable');
          return place.storage.put(bytes, extension);
        },
      };
      const failing = await createTestApp({ env: place.env, storage: failingThirdPut });
      try {
        const owner = await createUser(failing.app);
        const filesBefore = (await storedFiles()).length;
        const photos = [
          { name: 'a.jpg', bytes: await makeImage('jpeg') },
          { name: 'b.jpg', bytes: await makeImage('jpeg') },
        ];
        const response = await createProduct(validProduct, photos, owner, failing.app);
        expect(response.statusCode).toBe(500);
        expect(takeConsoleErrors().join('\n')).toContain('the storage is unavailable');
        expect(puts).toBe(3);
        expect(await storedFiles()).toHaveLength(filesBefore);
        expect(await failing.database.db.select().from(products)).toEqual([]);
      } finally {
        await failing.close();
      }
    });

    it('answers with the failed write, not a failed removal, and removes what it can', async () => {
      // The third write fails as a busy bucket answers; removing the first file written fails too.
      let puts = 0;
      const written: string[] = [];
      const failingStorage: Storage = {
        ...place.storage,
        async put(bytes, extension) {
          puts += 1;
          if (puts === 3) throw new AppError('unavailable', 'the storage is busy');
          const key = await place.storage.put(bytes, extension);
          written.push(key);
          return key;
        },
        async delete(key) {
          if (key === written[0]) throw new Error('the storage refused a removal');
          return place.storage.delete(key);
        },
      };
      const failing = await createTestApp({ env: place.env, storage: failingStorage });
      try {
        const owner = await createUser(failing.app);
        const filesBefore = await storedFiles();
        const photos = [
          { name: 'a.jpg', bytes: await makeImage('jpeg') },
          { name: 'b.jpg', bytes: await makeImage('jpeg') },
        ];
        const response = await createProduct(validProduct, photos, owner, failing.app);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().error).toMatchObject({ code: 'unavailable', message: 'the storage is busy' });
        expect(written).toHaveLength(2);
        // The file that could not be removed stays; the other is gone.
        expect((await storedFiles()).sort()).toEqual([...filesBefore, written[0]].sort());
        expect(await failing.database.db.select().from(products)).toEqual([]);
      } finally {
        await failing.close();
      }
    });

    it('removes the photos of an upload the database refuses: two uploads at once past the limit', async () => {
      const jpeg = await makeImage('jpeg');
      const created = await createProduct(validProduct, [
        { name: 'first.jpg', bytes: jpeg },
        { name: 'second.jpg', bytes: jpeg },
      ]);
      const { id } = created.json();
      const filesBefore = (await storedFiles()).length;
      // Each passes the check made before its photos are decoded (2 + 3 ≤ 5); the database takes only one.
      const upload = () => {
        const three = multipart(
          {},
          [1, 2, 3].map((index) => ({ name: `more${index}.jpg`, bytes: jpeg })),
        );
        return testApp.app.inject({
          method: 'POST',
          url: `/api/products/${id}/photos`,
          headers: { ...three.headers, origin: testOrigin, cookie: seller.cookie },
          payload: three.payload,
        });
      };
      const answers = await Promise.all([upload(), upload()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const product = (await send('GET', `/api/products/${id}`, seller)).json();
      expect(product.photos).toHaveLength(5);
      expect(await storedFiles()).toHaveLength(filesBefore + 3 * 4);
      const kept = new Set(product.photos.flatMap((photo: Photo) => [photo.thumbUrl, photo.cardUrl, photo.mainUrl, photo.fullUrl]));
      expect(new Set((await storedFiles()).filter((key) => kept.has(`/uploads/${key}`))).size).toBe(20);
    });
  });

  describe('the seller’s inventory', () => {
    it('lists every one of the seller’s products, drafts included, and nobody else’s', async () => {
      const mine = await send('GET', '/api/me/products', seller);
      expect(mine.statusCode).toBe(200);
      const withPhotos = mine.json().products.find((product: { title: string }) => product.title === 'Red onions');
      expect(withPhotos.coverUrl).toMatch(/^\/uploads\/.+\.webp$/);
      const statuses = mine.json().products.map((product: { status: string; sellerId: string }) => product.status);
      expect(statuses).toContain('draft');
      expect(mine.json().products.every((product: { sellerId: string }) => product.sellerId === seller.id)).toBe(true);
      expect((await send('GET', '/api/me/products', stranger)).json().products).toEqual([]);
      expect((await send('GET', '/api/me/products', null)).statusCode).toBe(401);
    });
  });
});
