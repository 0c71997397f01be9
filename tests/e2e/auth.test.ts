import { expectLocator as expectPage } from './support/expect';
import { describe, expect, it } from 'vitest';
import { setUpBrowser } from './support/browser';
import { uniqueEmail } from './support/accounts';
import { finishOnboarding } from './support/onboarding';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

/** The open tab's panel: both tabs' forms are in the page, only one is shown. */
const form = () => page().getByRole('tabpanel');

async function signUp(email: string, password = 'secret1', path = '/auth') {
  const p = page();
  await p.goto(path);
  await p.getByRole('tab', { name: 'Sign Up' }).click();
  await form().getByLabel('First Name').fill('Ruwan');
  await form().getByLabel('Last Name').fill('Jayasinghe');
  await form().getByLabel('Email').fill(email);
  await form().getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Create Account' }).click();
}

describe('accounts in the browser', () => {
  it('signs up, lands on the redirect target, signs out everywhere, and signs back in', async () => {
    const p = page();
    const email = uniqueEmail('journey');
    await p.goto('/seller-dashboard');
    await p.waitForURL(`${baseUrl}/auth?redirect=%2Fseller-dashboard`);

    await p.getByRole('tab', { name: 'Sign Up' }).click();
    await form().getByLabel('First Name').fill('Ruwan');
    await form().getByLabel('Last Name').fill('Jayasinghe');
    await form().getByLabel('Email').fill(email);
    await form().getByLabel('Password').fill('secret1');
    await p.getByRole('button', { name: 'Create Account' }).click();

    await p.waitForURL(`${baseUrl}/seller-dashboard`);
    await expectPage(p.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible();
    await expectPage(p.getByText('Your account has been created successfully.')).toBeVisible();
    // The first-run wizard is onboarding.test.ts's subject; here it is finished, and the page shown again.
    await finishOnboarding(p, baseUrl);
    await p.reload();
    await expectPage(p.getByRole('link', { name: 'My Orders' }).first()).toBeVisible();
    await expectPage(p.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expectPage(p.getByRole('link', { name: 'Cart' })).toBeVisible();

    await p.getByRole('button', { name: 'Sign Out' }).click();
    await p.waitForURL(`${baseUrl}/auth`);
    await expectPage(p.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectPage(p.getByRole('link', { name: 'My Orders' })).toHaveCount(0);

    await form().getByLabel('Email').fill(email);
    await form().getByLabel('Password').fill('secret1');
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await p.waitForURL(`${baseUrl}/`);
    await expectPage(p.getByText('You have successfully signed in.')).toBeVisible();
    await expectPage(p.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // An existing session skips the form and goes straight to the target.
    await p.goto('/auth?redirect=/about');
    await p.waitForURL(`${baseUrl}/about`);
  });

  it('shows a clear error for a wrong password and stays signed out', async () => {
    const p = page();
    const email = uniqueEmail('wrong');
    await signUp(email);
    await p.waitForURL(`${baseUrl}/`);
    await finishOnboarding(p, baseUrl);
    await p.reload();
    await p.getByRole('button', { name: 'Sign Out' }).click();
    await p.waitForURL(`${baseUrl}/auth`);

    await form().getByLabel('Email').fill(email);
    await form().getByLabel('Password').fill('not-my-password');
    await p.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectPage(p.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    expect(p.url()).toBe(`${baseUrl}/auth`);
    await expectPage(p.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('refuses a password shorter than 6 characters before sending anything', async () => {
    const p = page();
    let signUpRequests = 0;
    p.on('request', (request) => {
      if (request.url().endsWith('/api/auth/sign-up/email')) signUpRequests += 1;
    });
    await signUp(uniqueEmail('short'), '12345');
    await expectPage(p.getByText('Must be at least 6 characters.')).toBeVisible();
    await expectPage(form().getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(signUpRequests).toBe(0);
    expect(p.url()).toBe(`${baseUrl}/auth`);
  });

  it('asks a signed-out visitor to log in for the cart and orders', async () => {
    const p = page();
    await p.goto('/cart');
    await expectPage(p.getByRole('heading', { name: 'Please log in to view your cart' })).toBeVisible();
    await p.getByRole('link', { name: 'Log In' }).click();
    await p.waitForURL(`${baseUrl}/auth?redirect=%2Fcart`);
    await p.goto('/orders');
    await expectPage(p.getByRole('heading', { name: 'Please log in to view your orders' })).toBeVisible();
  });

  it('asks on the confirmation page for the password twice, and says when the link no longer works', async () => {
    const p = page();
    await p.goto('/confirm-email?token=not-a-token&callbackURL=%2Fbrowse');
    await expectPage(p.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
    await p.getByLabel(/^Password/).fill('secret1');
    await p.getByLabel('Type the password again').fill('secret2');
    await p.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expectPage(p.getByText('The passwords do not match.')).toBeVisible();

    await p.getByLabel('Type the password again').fill('secret1');
    await p.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expectPage(p.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  });
});

describe('an ended session', () => {
  it('shows as signed out in another tab when it comes back into view', async () => {
    const p = page();
    const email = uniqueEmail('expiry');
    await signUp(email);
    await p.waitForURL(`${baseUrl}/`);
    await finishOnboarding(p, baseUrl);
    await p.reload();

    // The same account signs out on another device, which ends every session.
    const other = await newVisitorContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/auth');
    await otherPage.getByRole('tabpanel').getByLabel('Email').fill(email);
    await otherPage.getByRole('tabpanel').getByLabel('Password').fill('secret1');
    await otherPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await otherPage.waitForURL(`${baseUrl}/`);
    await otherPage.getByRole('button', { name: 'Sign Out' }).click();
    await otherPage.waitForURL(`${baseUrl}/auth`);
    await other.close();

    await expectPage(p.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await p.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expectPage(p.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectPage(p.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});
