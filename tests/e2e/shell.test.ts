import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

/** Waits for the tab's title: the browser writes it as the page changes, after the server's first one. */
async function expectTitle(p: Page, title: string) {
  await expect.poll(() => p.title(), { timeout: 10_000 }).toBe(title);
}

describe('app shell and public pages', () => {
  it('runs React itself: the page is a React root', async () => {
    const p = page();
    await p.goto('/');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Connect Farmers with Buyers' })).toBeVisible();
    // React marks the element it renders into; Preact's compatibility layer does not.
    const isReactRoot = await p.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
    );
    expect(isReactRoot).toBe(true);
  });

  it('says a failed load once, and not again when the language changes', async () => {
    const p = page();
    await p.goto('/');
    // The connection fails (as on a phone losing signal) on the way to Browse: the query tries once more, then gives up.
    await p.route(
      (url) => url.pathname === '/api/products',
      (route) => route.abort('failed'),
    );
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    const alerts = p.getByRole('alert');
    await expectLocator(alerts.filter({ hasText: 'Failed to load products' })).toBeVisible();
    await p.getByRole('combobox', { name: 'Language' }).selectOption('si');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'භාණ්ඩ බලන්න' })).toBeVisible();
    // Effects run after the frame that shows the new language: wait two frames past it.
    await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Counted now, not polled: a second toast would be gone again once the first one's time is up.
    expect(await alerts.allInnerTexts()).toEqual([expect.stringContaining('Failed to load products')]);
  });

  it('switches language at once, and remembers it after a reload', async () => {
    const p = page();
    await p.goto('/');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Connect Farmers with Buyers' })).toBeVisible();

    await p.getByRole('combobox', { name: 'Language' }).selectOption('si');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'ගොවීන් ගැනුම්කරුවන් සමඟ සම්බන්ධ කරමු' })).toBeVisible();
    await expectLocator(p.locator('html')).toHaveAttribute('lang', 'si');
    await expectLocator(p.getByRole('link', { name: 'අප ගැන' }).first()).toBeVisible();
    expect(await p.title()).toBe('ශ්‍රී ලාංකීය ගොවිපළවලින් නැවුම්ව | Govi Market');

    await p.reload();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'ගොවීන් ගැනුම්කරුවන් සමඟ සම්බන්ධ කරමු' })).toBeVisible();

    await p.getByRole('combobox', { name: 'භාෂාව' }).selectOption('ta');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'விவசாயிகளையும் வாங்குபவர்களையும் இணைக்கிறோம்' })).toBeVisible();
    await p.getByRole('link', { name: 'உதவி' }).first().click();
    await p.waitForURL(`${baseUrl}/support`);
    await expectLocator(p.locator('html')).toHaveAttribute('lang', 'ta');
  });

  it('names the tab as the server does, after the product or seller shown, as the reader moves and switches language', async () => {
    const sellerContext = await newVisitorContext();
    await signUpThroughApi(sellerContext, baseUrl, 'Chaminda');
    const title = `Leeks ${Date.now()}`;
    const product = {
      title,
      description: 'From Nuwara Eliya.',
      priceCents: 25_000,
      unit: 'kg',
      category: 'vegetables',
      district: 'nuwara-eliya',
      quantity: 9,
    };
    const listed = await sellerContext.request.post('/api/products', {
      multipart: { product: JSON.stringify(product) },
      headers: { origin: baseUrl },
    });
    expect(listed.status()).toBe(201);
    const { id } = (await listed.json()) as { id: string };

    const p = page();
    const served = await p.goto(`/product/${id}`);
    expect(await served?.text()).toContain(`<title>${title} | Govi Market</title>`);
    await expectLocator(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectTitle(p, `${title} | Govi Market`);

    // Product → Browse → product, within the app.
    await p.getByRole('link', { name: 'Back to Browse' }).click();
    await p.waitForURL(`${baseUrl}/browse`);
    await expectTitle(p, 'Browse Products | Govi Market');
    await p.goBack();
    await expectLocator(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectTitle(p, `${title} | Govi Market`);

    // A name is the same in every language; the page's own words are not.
    await p.getByRole('combobox', { name: 'Language' }).selectOption('si');
    await expectLocator(p.locator('html')).toHaveAttribute('lang', 'si');
    await expectTitle(p, `${title} | Govi Market`);
    const sellerLink = p.getByRole('link', { name: /^Chaminda/ });
    const sellerName = await sellerLink.innerText();
    await sellerLink.click();
    await expectLocator(p.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
    await expectTitle(p, `${sellerName} | Govi Market`);
    await p.getByRole('navigation', { name: 'ප්‍රධාන' }).getByRole('link', { name: 'භාණ්ඩ බලන්න' }).click();
    await expectTitle(p, 'භාණ්ඩ බලන්න | Govi Market');

    // A product that does not exist is the not-found page (404); with JavaScript, Browse follows.
    const missing = await p.goto('/product/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    expect(await missing?.text()).toContain('<title>පිටුව හමු නොවීය | Govi Market</title>');
    await p.waitForURL(`${baseUrl}/browse`);
    await expectTitle(p, 'භාණ්ඩ බලන්න | Govi Market');
    await sellerContext.close();
  });

  it('highlights the active link and sends signed-out visitors to sign in from Start Selling', async () => {
    const p = page();
    await p.goto('/about');
    await expectLocator(p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await p.goto('/');
    await p.getByRole('button', { name: 'Start Selling' }).click();
    await p.waitForURL(`${baseUrl}/auth?redirect=%2Fseller-dashboard`);
  });

  it('sends a support message, shows the toast and clears the form', async () => {
    const p = page();
    await p.goto('/support');
    await p.getByRole('button', { name: 'What is the return policy?' }).click();
    await expectLocator(p.getByText(/within 24 hours of delivery/)).toBeVisible();
    await p.getByRole('button', { name: 'How does delivery work?' }).click();
    await expectLocator(p.getByText(/within 24 hours of delivery/)).toBeHidden();
    await expectLocator(p.getByText(/Sellers arrange their own shipping/)).toBeVisible();

    await p.getByRole('button', { name: 'Send Message' }).click();
    await expectLocator(p.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');

    await p.getByRole('textbox', { name: 'Name', exact: true }).fill('Kamala Perera');
    await p.getByRole('textbox', { name: 'Email', exact: true }).fill('kamala@example.lk');
    await p.getByRole('textbox', { name: 'Subject', exact: true }).fill('Delivery to Jaffna');
    await p.getByRole('textbox', { name: 'Message', exact: true }).fill('Do sellers deliver to Jaffna?');
    const sent = p.waitForResponse((response) => response.url().endsWith('/api/support/messages'));
    await p.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    await expectLocator(p.getByText('Message Sent!')).toBeVisible();
    // The journeys' market has no mail: the message is kept, and no reply time is promised.
    await expectLocator(
      p.getByText('It is kept for the people who run this market; we cannot promise how soon they will reply.'),
    ).toBeVisible();
    await expectLocator(p.getByText(/within 24 hours\./)).toHaveCount(0);
    await expectLocator(p.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expectLocator(p.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  });

  it('shows the 404 page with a real 404 status and a way home', async () => {
    const p = page();
    const response = await p.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expectLocator(p.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await p.getByRole('link', { name: 'Return to Home' }).click();
    await p.waitForURL(`${baseUrl}/`);
  });
});

describe('on a small screen', () => {
  const mobile = setUpBrowser({ mobile: true });

  it('folds the navigation into a menu button', async () => {
    const p = mobile.page();
    await p.goto('/');
    const menu = p.getByRole('button', { name: 'Menu' });
    await expectLocator(menu).toHaveAttribute('aria-expanded', 'false');
    await expectLocator(p.getByRole('link', { name: 'Support' })).toHaveCount(1);
    await menu.click();
    await expectLocator(menu).toHaveAttribute('aria-expanded', 'true');
    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
    await p.waitForURL(`${mobile.baseUrl}/support`);
    await expectLocator(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
