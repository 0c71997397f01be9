import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { signUpWithForm } from './support/accounts';
import { expectLocator } from './support/expect';
import { finishOnboarding } from './support/onboarding';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

async function signUp(firstName: string) {
  await signUpWithForm(page(), baseUrl, { firstName, lastName: 'Wijesinghe' });
  await finishOnboarding(page(), baseUrl);
}

describe('selling and finding a product', () => {
  it('lists a product with a photo, finds it by search, opens it, hides it and deletes it', async () => {
    const p = page();
    const title = `Kithul jaggery ${Date.now()}`;
    await signUp('Anura');

    // The dashboard's quick actions, named as actions; the way in to listing is beside them.
    await p.goto('/seller-dashboard');
    const quickActions = p.getByRole('navigation', { name: 'Quick Actions' });
    await expectLocator(quickActions.getByRole('link', { name: 'View Customers' })).toBeVisible();
    await expectLocator(quickActions.getByRole('link', { name: 'Run Ads' })).toBeVisible();

    await p.getByRole('link', { name: 'Add New Product' }).click();
    await expectLocator(p.getByLabel('Product Name')).toBeVisible();
    await expectNoSeriousViolations(page());
    await p.getByLabel('Product Name').fill(title);
    await p.getByLabel('Category').selectOption('other');
    await p.getByLabel('District').selectOption('ratnapura');
    await p.getByLabel('Town (optional)').fill('Pelmadulla');
    await p.getByLabel('Description').fill('Pure kithul jaggery, made this week.');
    await p.getByLabel('Price per unit').fill('1250.50');
    await p.getByLabel('Unit', { exact: true }).selectOption('pack');
    await p.getByLabel('Available Quantity').fill('12');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8d6e63' } })
      .jpeg()
      .toBuffer();
    await p.locator('input[type="file"]').setInputFiles({ name: 'jaggery.jpg', mimeType: 'image/jpeg', buffer: photo });
    await p.getByRole('button', { name: 'List Product' }).click();

    await p.waitForURL(/\/browse/);
    await expectLocator(p.getByText('Your product has been listed successfully.')).toBeVisible();
    await p.getByRole('searchbox', { name: 'Search products' }).fill(title.toLowerCase());
    await p.waitForURL(/q=kithul/);
    await expectLocator(p.getByText('1 product found')).toBeVisible();
    const card = p.getByRole('link', { name: new RegExp(title) });
    await expect.poll(() => p.getByRole('img', { name: title }).getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    await card.click();

    await p.waitForURL(/\/product\//);
    await expectLocator(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectLocator(p.getByText('12 packs available')).toBeVisible();
    // A regular expression meets the text as written: the amount holds a no-break space after "Rs".
    await expectLocator(p.getByText(/Rs\s1,250\.50/).first()).toBeVisible();
    await expectLocator(p.getByText('Pelmadulla, Ratnapura')).toBeVisible();
    const productUrl = p.url();
    await expectNoSeriousViolations(page());

    await p.goto('/manage-inventory');
    await p.getByRole('button', { name: `Quick edit ${title}` }).click();
    // An emptied price is refused on its field, never saved as Rs 0.00.
    const price = p.getByLabel('Price (LKR)');
    await price.fill('');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expectLocator(price).toHaveAttribute('aria-invalid', 'true');
    await expectLocator(price).toBeFocused();
    await expectLocator(p.getByText('This field is required.')).toBeVisible();
    await expectLocator(p.getByText('Product updated successfully')).toHaveCount(0);
    await price.fill('0');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expectLocator(p.getByText('The price must be more than zero.')).toBeVisible();
    await price.fill('1250.50');
    await p.getByLabel('Quantity', { exact: true }).fill('5');
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expectLocator(p.getByText('Product updated successfully')).toBeVisible();
    await expectNoSeriousViolations(page());
    await p.goto(productUrl);
    await expectLocator(p.getByText('5 packs available')).toBeVisible();

    await p.goto('/manage-inventory');
    await p.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expectLocator(p.getByText('Product deactivated successfully')).toBeVisible();

    // A visitor no longer finds it.
    const visitor = await newVisitorContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(productUrl);
    await visitorPage.waitForURL(`${baseUrl}/browse`);
    await expectLocator(visitorPage.getByTestId('toast').getByText('Product not found or unavailable')).toBeVisible();
    await visitor.close();

    await p.getByRole('button', { name: `Delete ${title}` }).click();
    const confirmation = p.getByRole('dialog', { name: `Are you sure you want to delete "${title}"?` });
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectLocator(p.getByText('Product deleted successfully')).toBeVisible();
    await expectLocator(p.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  });

  it('edits a listing: text and price saved together, photos reordered and removed at once', async () => {
    const p = page();
    const title = `Red rice ${Date.now()}`;
    await signUp('Chaminda');

    await p.goto('/add-product');
    await p.getByLabel('Product Name').fill(title);
    await p.getByLabel('Category').selectOption('grains');
    await p.getByLabel('District').selectOption('polonnaruwa');
    await p.getByLabel('Description').fill('Unpolished red rice from this season.');
    await p.getByLabel('Price per unit').fill('320');
    await p.getByLabel('Unit', { exact: true }).selectOption('kg');
    await p.getByLabel('Available Quantity').fill('200');
    const [green, brown] = await Promise.all(
      ['#2e7d32', '#6d4c41'].map((background) =>
        sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    await p.locator('input[type="file"]').setInputFiles([
      { name: 'field.png', mimeType: 'image/png', buffer: green! },
      { name: 'sack.png', mimeType: 'image/png', buffer: brown! },
    ]);
    await p.getByRole('button', { name: 'List Product' }).click();
    await p.waitForURL(/\/browse/);

    await p.goto('/manage-inventory');
    await p.getByRole('link', { name: `Edit ${title}` }).click();
    await p.waitForURL(/\/edit-product\//);
    await expectLocator(p.getByLabel('Product Name')).toHaveValue(title);
    await expectNoSeriousViolations(page());
    const photoSources = () =>
      p.getByRole('img', { name: /^Product photo \d$/ }).evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await expect.poll(async () => (await photoSources()).length).toBe(2);
    const [firstCover, second] = await photoSources();

    // Photo changes are saved at once.
    await p.getByRole('button', { name: 'Make photo 2 the cover' }).click();
    await expect.poll(async () => (await photoSources())[0]).toBe(second);
    await p.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(photoSources).toEqual([second]);
    expect(firstCover).not.toBe(second);

    await p.getByLabel('Product Name').fill(`${title} (new crop)`);
    await p.getByLabel('Price per unit').fill('295.50');
    await p.getByRole('button', { name: 'Save Changes' }).click();
    await expectLocator(p.getByText('Product updated successfully')).toBeVisible();

    // Saved, the seller is back in the inventory with the new name and price; the edit page shows what was stored.
    await p.waitForURL(/\/manage-inventory/);
    await expectLocator(p.getByText('Rs 295.50 / kg')).toBeVisible();
    await p.getByRole('link', { name: `Edit ${title} (new crop)` }).click();
    await p.waitForURL(/\/edit-product\//);
    await expectLocator(p.getByLabel('Product Name')).toHaveValue(`${title} (new crop)`);
    await expectLocator(p.getByLabel('Price per unit')).toHaveValue('295.50');
    await expect.poll(photoSources).toEqual([second]);
  });

  it('keeps Browse state in the URL: filters survive a reload and Back', async () => {
    const p = page();
    await p.goto('/browse?category=fruits&district=jaffna&sort=price_asc');
    await expectLocator(p.getByLabel('Sort by')).toHaveValue('price_asc');
    await p.reload();
    await expectLocator(p.getByLabel('Sort by')).toHaveValue('price_asc');
    await p.getByLabel('Sort by').selectOption('price_desc');
    await p.waitForURL(/sort=price_desc/);
    await p.goBack();
    await p.waitForURL(/sort=price_asc/);
  });
});
