import { describe, expect, it } from 'vitest';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser();

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
    await expectLocator(p.getByText("We'll get back to you within 24 hours.")).toBeVisible();
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
