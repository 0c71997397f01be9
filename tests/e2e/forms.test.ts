import { describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser();

/** A field of the page's own form (the header has a search form of its own); labels end in a required mark. */
const field = (label: string | RegExp) => page().locator('main form').getByLabel(label);

/** The message under a field: the field's description, as a screen reader hears it. */
async function messageUnder(label: string | RegExp) {
  const describedBy = await field(label).getAttribute('aria-describedby');
  return describedBy ? page().locator(`[id="${describedBy}"]`).textContent() : null;
}

describe('forms (one hook, the domain schemas)', () => {
  it('the support form says what is wrong under each field, brings the reader to the first, and sends once corrected', async () => {
    const p = page();
    await p.goto('/support');
    await field('Email').fill('not-an-address');
    await p.getByRole('button', { name: 'Send Message' }).click();

    await expectLocator(field('Name')).toBeFocused();
    expect(await messageUnder('Name')).toBe(en['form.error.required']);
    expect(await messageUnder('Email')).toBe(en['form.error.email']);
    expect(await messageUnder('Subject')).toBe(en['form.error.required']);
    await expectLocator(field('Message')).toHaveAttribute('aria-invalid', 'true');

    // Correcting a field takes its message away at once; the rest stay until sent.
    await field('Name').fill('Kamala Perera');
    await expectLocator(field('Name')).toHaveAttribute('aria-invalid', null);
    expect(await messageUnder('Subject')).toBe(en['form.error.required']);

    await field('Email').fill('  kamala@example.com ');
    await field('Subject').fill('A late delivery');
    await field('Message').fill('My order has not come yet.');
    await p.getByRole('button', { name: 'Send Message' }).click();
    await expectLocator(p.getByText('Message Sent!')).toBeVisible();
    await expectLocator(field('Subject')).toHaveValue('');
  });

  it('says it in Sinhala for a Sinhala reader', async () => {
    const p = page();
    await p.context().addCookies([{ name: languageCookie, value: 'si', url: baseUrl }]);
    try {
      await p.goto('/support');
      await p.getByRole('button', { name: si['support.form.submit'] }).click();
      await expectLocator(field(si['support.form.name'])).toBeFocused();
      expect(await messageUnder(si['support.form.name'])).toBe(si['form.error.required']);
    } finally {
      await p.context().clearCookies({ name: languageCookie });
    }
  });

  it('a new password must be typed the same twice before anything is sent', async () => {
    const p = page();
    const sent: string[] = [];
    p.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await p.goto('/reset-password?token=some-token');
    await field(/^New password/).fill('secret1');
    await field('Confirm new password').fill('secret2');
    await p.getByRole('button', { name: 'Save new password' }).click();

    await expectLocator(field('Confirm new password')).toBeFocused();
    expect(await messageUnder('Confirm new password')).toBe(en['auth.error.passwordMismatch']);
    await field(/^New password/).fill('abc');
    await p.getByRole('button', { name: 'Save new password' }).click();
    await expectLocator(field(/^New password/)).toBeFocused();
    expect(await messageUnder(/^New password/)).toBe('Must be at least 6 characters.');
    expect(sent).toEqual([]);
  });
});
