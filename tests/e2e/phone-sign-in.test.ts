import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie, type Language } from '@domain/i18n/languages';
import { auth as enAuth } from '@web/locales/en/auth';
import { catalog as enCatalog } from '@web/locales/en/catalog';
import { onboarding as enOnboarding } from '@web/locales/en/onboarding';
import { orders as enOrders } from '@web/locales/en/orders';
import { auth as siAuth } from '@web/locales/si/auth';
import { catalog as siCatalog } from '@web/locales/si/catalog';
import { onboarding as siOnboarding } from '@web/locales/si/onboarding';
import { orders as siOrders } from '@web/locales/si/orders';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { signUpThroughApi } from './support/accounts';
import { listProductThroughApi } from './support/listings';
import { latestCodeTo, textsTo } from './support/sms';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

const words = {
  en: { ...enAuth, ...enOnboarding, ...enCatalog, ...enOrders },
  si: { ...siAuth, ...siOnboarding, ...siCatalog, ...siOrders },
} as const;

let last = 0;
/** A number no other journey on this server has used: the server outlives a file, so it is taken from the clock. */
function freshNumber() {
  last = Math.max(last + 1, Date.now() % 10_000_000);
  const digits = String(last).padStart(7, '0');
  return { written: `077 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9477${digits}` };
}

/** A seller who signed up with a mobile number (through the API, in a browser of their own) and lists one product. */
async function phoneSeller(language: 'en' | 'si', title: string) {
  const context = await newVisitorContext();
  const number = freshNumber();
  const headers = { origin: baseUrl };
  expect((await context.request.post('/api/auth/phone/send-code', { data: { phoneNumber: number.written }, headers })).status()).toBe(200);
  const code = await latestCodeTo(number.e164);
  const verified = await context.request.post('/api/auth/phone/verify', {
    data: { phoneNumber: number.written, code, firstName: 'Sunil', lastName: 'Bandara', language },
    headers,
  });
  expect(verified.status()).toBe(200);
  const finished = await context.request.patch('/api/onboarding', { data: { userType: 'seller', completed: true }, headers });
  expect(finished.ok()).toBe(true);
  const product = await listProductThroughApi(context, baseUrl, { title, priceCents: 45_000 });
  return { context, number, product };
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
    it(`makes an account from a number, a code by SMS and a name, orders from a phone seller who hears of it by SMS, hears of the confirmation, and signs in again (${language})`, async () => {
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

      // An order: the checkout offers the number the buyer signed up with; the seller, a phone account too, hears of
      // it by SMS, and the buyer hears that it was confirmed.
      const title = language === 'en' ? `Red onions ${number.e164.slice(-4)}` : `රතු ළූණු ${number.e164.slice(-4)}`;
      const seller = await phoneSeller(language, title);
      await p.goto(`/product/${seller.product.id}`);
      await p.getByRole('button', { name: t['catalog.product.addToCart'] }).click();
      await p.goto('/cart');
      await p.getByRole('link', { name: t['orders.cart.proceed'] }).click();
      await p.waitForURL(/\/checkout$/);
      await expectLocator(p.getByRole('textbox', { name: t['orders.checkout.phone'] })).toHaveValue(number.written);
      await p.getByRole('textbox', { name: t['orders.checkout.address'] }).fill('12 Temple Road, Peradeniya');
      await p.getByRole('combobox', { name: t['orders.checkout.district'] }).selectOption('kandy');
      await p.getByRole('button', { name: t['orders.checkout.place'] }).click();
      await p.waitForURL(/\/order-confirmation\//);
      const [alert] = await textsTo(seller.number.e164, { seen: 1 }).then((texts) => texts.slice(1));
      expect(alert?.text).toContain(title);
      expect(alert?.text).toContain(number.written);

      const items = await (await seller.context.request.get('/api/seller/orders')).json();
      const item = (items.items as { id: string; title: string }[]).find((candidate) => candidate.title === title);
      expect(item).toBeDefined();
      const confirmed = await seller.context.request.patch(`/api/seller/order-items/${item!.id}`, {
        data: { status: 'confirmed' },
        headers: { origin: baseUrl },
      });
      expect(confirmed.status()).toBe(200);
      const [news] = await textsTo(number.e164, { seen: 1 }).then((texts) => texts.slice(1));
      expect(news?.text).toContain(title);
      expect(news?.text).toContain(language === 'en' ? 'confirmed' : 'තහවුරුයි');

      // Signed out, the same number signs in to the same account, without a name this time.
      await p.context().clearCookies({ name: /session_token/ });
      await p.goto('/auth');
      await p.getByRole('textbox', { name: t['auth.field.phoneNumber'], exact: true }).fill(number.e164);
      await p.getByRole('button', { name: t['auth.phone.send'] }).click();
      const again = await latestCodeTo(number.e164, 2);
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

  it('lets an e-mail account add a mobile number on Account Settings and choose its texts', async () => {
    const p = page();
    await signUpThroughApi(p.context(), baseUrl, 'Dilani');
    await p.goto('/account');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectLocator(p.getByText('None yet.')).toBeVisible();
    expect(await p.getByRole('checkbox', { name: 'A text for each new order of your products' }).isChecked()).toBe(false);
    await expectNoSeriousViolations(p);

    const number = freshNumber();
    await p.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(number.written);
    await p.getByRole('button', { name: 'Send code' }).click();
    await p.getByRole('textbox', { name: 'Code from the SMS', exact: true }).fill(await latestCodeTo(number.e164));
    await p.getByRole('button', { name: 'Confirm number' }).click();
    await expectLocator(p.getByText(`Your mobile number is now ${number.written}.`)).toBeVisible();
    await expectLocator(p.getByText(number.written, { exact: true })).toBeVisible();

    await p.getByRole('checkbox', { name: 'A text for each new order of your products' }).check();
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await expectLocator(p.getByText('Your choices are saved.')).toBeVisible();
    const saved = await (await p.request.get('/api/account/sms-alerts')).json();
    expect(saved).toEqual({ phoneNumber: number.e164, newOrders: true, orderUpdates: true });
    await expectNoSeriousViolations(p);
  });
});
