import sharp from 'sharp';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { openTestStorage, type TestStorage } from '@tests/setup/test-storages';
import { productPhotos } from '@server/db/schema/catalog';
import { createCatalogChanges } from '@server/infra/catalog-changes';
import { jobNames } from '@server/market-jobs';
import { createPhotoQueue } from './photo-queue';
import { fillMissingPhotoWidths } from './photo-widths.service';

/** A photo as the server stored them before the thumbnail and page widths: its card and full widths only. */
async function storeOlderPhoto(place: TestStorage, productId: string, position: number, { withFull = true } = {}) {
  const original = sharp({ create: { width: 1280, height: 960, channels: 3, background: { r: 30, g: 120, b: 50 } } });
  const fullKey = withFull
    ? await place.storage.put(await original.clone().webp().toBuffer(), 'webp')
    : 'ab/00000000-0000-4000-8000-000000000000.webp';
  const cardKey = await place.storage.put(await original.clone().resize({ width: 480 }).webp().toBuffer(), 'webp');
  return { productId, position, cardKey, fullKey, width: 1280, height: 960 };
}

describe.each(inject('photoStorages'))('photos stored before the thumbnail and page widths, kept on the %s', (kind) => {
  let place: TestStorage;
  let testApp: TestApp;
  let seller: TestUser;

  beforeAll(async () => {
    place = await openTestStorage(kind);
    testApp = await createTestApp({ env: place.env });
    seller = await createUser(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
    await place?.close();
  });

  const widthOf = async (url: string | null) => {
    const answer = await testApp.app.inject({ method: 'GET', url: url ?? '' });
    expect(answer.statusCode).toBe(200);
    return (await sharp(answer.rawPayload).metadata()).width;
  };
  const productAnswer = async (id: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>();

  it('get them from the photo-widths job, once, and a photo whose full width is lost gets its card width', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    await testApp.database.db
      .insert(productPhotos)
      .values([await storeOlderPhoto(place, product.id, 0), await storeOlderPhoto(place, product.id, 1, { withFull: false })]);
    const before = await productAnswer(product.id);
    expect(before.photos.map((photo) => [photo.thumbUrl, photo.mainUrl])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(before.coverThumbUrl).toBeNull();
    const filesBefore = (await place.storedKeys()).length;

    await testApp.app.jobs.runNow(jobNames.fillPhotoWidths);

    const [kept, lost] = (await productAnswer(product.id)).photos;
    expect(await widthOf(kept?.thumbUrl ?? null)).toBe(240);
    expect(await widthOf(kept?.mainUrl ?? null)).toBe(800);
    expect(lost).toMatchObject({ thumbUrl: lost?.cardUrl, mainUrl: lost?.cardUrl });
    expect(await place.storedKeys()).toHaveLength(filesBefore + 2);

    await testApp.app.jobs.runNow(jobNames.fillPhotoWidths);
    expect(await place.storedKeys()).toHaveLength(filesBefore + 2);
    expect(await testApp.database.db.select().from(productPhotos).where(isNull(productPhotos.thumbKey))).toHaveLength(0);
  });

  it('run by two instances at once, leave each photo one thumbnail and one page width', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    const rows = [];
    for (const position of [0, 1, 2, 3]) rows.push(await storeOlderPhoto(place, product.id, position));
    await testApp.database.db.insert(productPhotos).values(rows);
    const filesBefore = (await place.storedKeys()).length;

    // Each instance has its own photo queue and announces its changes on the database.
    const instance = () => ({
      db: testApp.database.db,
      storage: place.storage,
      photos: createPhotoQueue({ maxFiles: 10 }),
      changes: createCatalogChanges({ database: testApp.database, caches: [], log: testApp.app.log }),
      log: testApp.app.log,
    });
    const never = new AbortController().signal;
    const filled = await Promise.all([fillMissingPhotoWidths(instance(), never), fillMissingPhotoWidths(instance(), never)]);

    expect(filled[0] + filled[1]).toBe(4);
    expect(await place.storedKeys()).toHaveLength(filesBefore + 4 * 2);
    const stored = await testApp.database.db.select().from(productPhotos).where(eq(productPhotos.productId, product.id));
    const named = new Set(stored.flatMap((photo) => [photo.thumbKey, photo.mainKey]));
    expect(named.size).toBe(8);
    for (const key of named) expect(await place.storage.head(key ?? '')).toBeDefined();
  });
});
