import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie, type Language } from '@domain/i18n/languages';
import { auth as enAuth } from '@web/locales/en/auth';
import { onboarding as enOnboarding } from '@web/locales/en/onboarding';
import { auth as siAuth } from '@web/locales/si/auth';
import { onboarding as siOnboarding } from '@web/locales/si/onboarding';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { latestCodeTo, textsTo } from './support/sms';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

const words = { en: { ...enAuth, ...enOnboarding }, si: { ...siAuth, ...siOnboarding } } as const;

let last = 0;
/** A number no other journey on this server has used: the server outlives a file, so it is taken from the clock. */
function freshNumber() {
  last = Math.max(last + 1, Date.now() % 10_000_000);
  const digits = String(last).padStart(7, '0');
  return { written: `077 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9477${digits}` };
}

/** The first-sign-in walkthrough, as a buyer goes through it. */
async function walkThrough(p: Page, language: 'en' | 'si') {
  const t = words[language];
  const wizard = p.getByRole('dialog').filter({ has: p.getByRole('progressbar') });
  await expectLocator(wizard).toBeVisible();
  await wizard.getByRole('button', { name: t['onboarding.next'], exact: true }).click();
  await wizard
    .locator('label', { hasText: language === 'en' ? 'I want to buy' : undefined })
    .first()
    .click();
  for (let step = 0; step < 6; step += 1) {
    const next = wizard.getByRole('button', { name: t['onboarding.next'], exact: true });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  await wizard.getByRole('button', { name: t['onboarding.getStarted'], exact: true }).click();
  await expectLocator(wizard).toHaveCount(0);
}

describe('signing up and in with a mobile number', () => {
  for (const language of ['en', 'si'] as const satisfies Language[]) {
    it(`makes an account from a number, a code by SMS and a name, then signs in again with a new code (${language})`, async () => {
      const p = page();
      const t = words[language];
      await p.context().addCookies([{ name: languageCookie, value: language, url: baseUrl }]);
      const number = freshNumber();
      await p.goto('/auth');
      await p.getByRole('textbox', { name: t['auth.field.phoneNumber'], exact: true }).fill(number.written);
      await p.getByRole('button', { name: t['auth.phone.send'] }).click();
      await expectLocator(p.getByText(t['auth.phone.codeSent'].replace('{number}', number.written))).toBeVisible();
      const code = await latestCodeTo(number.e164);
      // The code field fills itself on Android from the SMS: it says what it is for.
      expect(await p.getByRole('textbox', { name: t['auth.field.code'], exact: true }).getAttribute('autocomplete')).toBe('one-time-code');
      expect(await p.getByRole('button', { name: /0:\d\d/ }).isDisabled()).toBe(true);
      await expectNoSeriousViolations(p);

      await p.getByRole('textbox', { name: t['auth.field.code'], exact: true }).fill(code);
      await p.getByRole('button', { name: t['auth.phone.verify'] }).click();
      await expectLocator(p.getByText(t['auth.phone.nameHeading'])).toBeVisible();
      await expectNoSeriousViolations(p);
      await p.getByRole('textbox', { name: t['auth.field.firstName'], exact: true }).fill(language === 'en' ? 'Kamal' : 'කමල්');
      await p.getByRole('textbox', { name: t['auth.field.lastName'], exact: true }).fill(language === 'en' ? 'Silva' : 'සිල්වා');
      await p.getByRole('button', { name: t['auth.phone.create'] }).click();
      await p.waitForURL(`${baseUrl}/`);
      await walkThrough(p, language);

      const session = await (await p.request.get('/api/auth/get-session')).json();
      expect(session.user).toMatchObject({ phoneNumber: number.e164, phoneNumberVerified: true, language });

      // Signed out, the same number signs in to the same account, without a name this time.
      await p.context().clearCookies({ name: /session_token/ });
      await p.goto('/auth');
      await p.getByRole('textbox', { name: t['auth.field.phoneNumber'], exact: true }).fill(number.e164);
      await p.getByRole('button', { name: t['auth.phone.send'] }).click();
      const again = await latestCodeTo(number.e164, 1);
      await p.getByRole('textbox', { name: t['auth.field.code'], exact: true }).fill(again);
      await p.getByRole('button', { name: t['auth.phone.verify'] }).click();
      await p.waitForURL(`${baseUrl}/`);
      const back = await (await p.request.get('/api/auth/get-session')).json();
      expect(back.user.id).toBe(session.user.id);
    });
  }

  it('says how many tries are left after a wrong code', async () => {
    const p = page();
    const number = freshNumber();
    await p.goto('/auth');
    await p.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(number.written);
    await p.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCodeTo(number.e164);
    await p.getByRole('textbox', { name: 'Code from the SMS', exact: true }).fill(code === '000000' ? '111111' : '000000');
    await p.getByRole('button', { name: 'Continue' }).click();
    await expectLocator(p.getByText('This code is not right. Tries left: 4.')).toBeVisible();
  });

  it('works as plain forms in a browser without JavaScript', async () => {
    const context = await newVisitorContext({ javaScriptEnabled: false });
    const p = await context.newPage();
    const number = freshNumber();
    await p.goto('/auth?redirect=/about');
    await p.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(number.written);
    await p.getByRole('button', { name: 'Send code' }).click();
    await expectLocator(p.getByText(`We sent a code to ${number.written}.`)).toBeVisible();
    const code = await latestCodeTo(number.e164);
    await p.getByRole('textbox', { name: 'Code from the SMS', exact: true }).fill(code);
    await p.getByRole('button', { name: 'Continue' }).click();
    await expectLocator(p.getByText('Welcome! What is your name?')).toBeVisible();
    await p.getByRole('textbox', { name: 'First Name', exact: true }).fill('Nimal');
    await p.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Perera');
    await p.getByRole('button', { name: 'Create account' }).click();
    await p.waitForURL(`${baseUrl}/about`);
    expect((await context.cookies()).some((cookie) => cookie.name.endsWith('session_token'))).toBe(true);
    expect(await textsTo(number.e164)).toHaveLength(1);
  });
});
