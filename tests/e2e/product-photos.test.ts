import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { maxPhotoBytes } from '@domain/catalog/limits';
import { signUpThroughApi } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser({ mobile: true });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'govi-photos-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/**
 * A 6000 × 4000 phone-camera JPEG of about 8 MB, over the server's 5 MB: noise in 4-pixel blocks, which JPEG
 * cannot squeeze much.
 */
async function makeCameraPhoto(): Promise<string> {
  const [width, height] = [1500, 1000];
  const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .resize(6000, 4000, { kernel: 'nearest' })
    .jpeg({ quality: 76 })
    .toBuffer();
  const file = path.join(folder, 'IMG_20261126_0815.jpg');
  await writeFile(file, photo);
  return file;
}

describe('a phone camera’s photo', () => {
  it('is made smaller before it is sent, so an 8 MB photo is taken; on the product page it enlarges to the whole screen', async () => {
    const p = page();
    const cameraPhoto = await makeCameraPhoto();
    expect((await stat(cameraPhoto)).size).toBeGreaterThan(maxPhotoBytes);

    await signUpThroughApi(p.context(), baseUrl, 'Nimal');
    const title = `Red onions ${Date.now()}`;
    await p.goto('/add-product');
    await p.getByLabel('Product Name').fill(title);
    await p.getByLabel('Category').selectOption('vegetables');
    await p.getByLabel('District').selectOption('jaffna');
    await p.getByLabel('Description').fill('Jaffna red onions, dried in the sun.');
    await p.getByLabel('Price per unit').fill('320');
    await p.getByLabel('Unit', { exact: true }).selectOption('kg');
    await p.getByLabel('Available Quantity').fill('80');
    await p.locator('input[type="file"]').setInputFiles(cameraPhoto);
    await expectLocator(p.getByRole('img', { name: 'Product photo 1' })).toBeVisible();

    const sent = p.waitForRequest((request) => request.url().endsWith('/api/products') && request.method() === 'POST');
    await p.getByRole('button', { name: 'List Product' }).click();
    const upload = await sent;
    expect((await upload.sizes()).requestBodySize).toBeLessThan(maxPhotoBytes);
    const created = (await (await upload.response())?.json()) as ProductDetail;
    await p.waitForURL(/\/browse/);

    const [photo] = created.photos;
    expect(photo).toBeDefined();
    expect(Math.max(photo?.width ?? Infinity, photo?.height ?? Infinity)).toBeLessThanOrEqual(2000);
    expect((photo?.width ?? 0) / (photo?.height ?? 1)).toBeCloseTo(1.5, 1);

    // On the product page, at 390 px: Enlarge shows the photo across the whole screen, and Escape or Close returns.
    await p.goto(`/product/${created.id}`);
    const enlarge = p.getByRole('button', { name: 'Enlarge photo' });
    await enlarge.click();
    const dialog = p.getByRole('dialog', { name: title });
    await expectLocator(dialog).toBeVisible();
    const shown = dialog.getByRole('img', { name: new RegExp(title) });
    await expectLocator(shown).toBeVisible();
    await expect.poll(async () => (await shown.boundingBox())?.width).toBeGreaterThanOrEqual(389);
    expect(await shown.getAttribute('src')).toBe(created.photos[0]?.fullUrl);
    await expectNoSeriousViolations(p);
    await p.keyboard.press('Escape');
    await expectLocator(dialog).toBeHidden();
    await expectLocator(enlarge).toBeFocused();

    // Zoomed, it is shown at its full stored width, wider than the screen, and Close still closes it.
    await enlarge.click();
    await dialog.getByRole('button', { name: 'Zoom to full size' }).click();
    await expect.poll(async () => (await shown.boundingBox())?.width).toBeGreaterThan(390);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectLocator(dialog).toBeHidden();
    await expectLocator(enlarge).toBeFocused();
  });
});
