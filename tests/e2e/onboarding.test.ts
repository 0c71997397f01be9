import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser } from './support/browser';
import { signUpWithForm, uniqueEmail } from './support/accounts';
import { expectLocator } from './support/expect';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

const signUp = (firstName: string) => signUpWithForm(page(), baseUrl, { firstName, lastName: 'Herath' });

/** The wizard; the bell's popover is a dialog too, without a progress bar. */
const wizard = () =>
  page()
    .getByRole('dialog')
    .filter({ has: page().getByRole('progressbar') });
const bell = () => page().getByRole('button', { name: /^Notifications/ });
const reminderCard = () => page().getByText('Complete your onboarding');
const button = (name: string) => wizard().getByRole('button', { name, exact: true });
const isDisabled = (name: string) => button(name).isDisabled();
/** Chooses an interest as a reader does, by its card (the radio inside is visually hidden). */
const choose = (label: string) => wizard().locator('label', { hasText: label }).click();

/** The stored record, as the signed-in browser reads it. */
async function storedOnboarding() {
  const response = await page().request.get('/api/onboarding');
  expect(response.status()).toBe(200);
  return response.json() as Promise<{ completed: boolean; step: number; userType: string | null; dismissedNotifications: string[] }>;
}

/**
 * Reloads and waits until the app has the record (the server renders the page with it) and its wizard's host
 * has loaded after the first screen, so "no wizard" means it chose not to open.
 */
async function reloadAndReadOnboarding() {
  const p = page();
  await p.reload();
  await p.waitForLoadState('networkidle');
}

describe('onboarding', () => {
  it('opens after sign-up, walks a seller through five steps, and stays closed once completed', async () => {
    const p = page();
    await signUp('Nimal');

    await expectLocator(wizard()).toBeVisible();
    await expectLocator(p.getByRole('dialog', { name: 'Welcome to Govi Market!' })).toBeVisible();
    await expectLocator(p.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
    expect(await isDisabled('Back')).toBe(true);
    expect(await isDisabled('Next')).toBe(false);
    await expectNoSeriousViolations(page(), 'dialog');

    await button('Next').click();
    await expectLocator(p.getByRole('dialog', { name: 'What brings you here?' })).toBeVisible();
    await expectLocator(p.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeVisible();
    expect(await isDisabled('Next')).toBe(true);
    expect(await isDisabled('Back')).toBe(false);
    await choose('I want to sell');
    expect(
      await wizard()
        .getByRole('radio', { name: /I want to sell/ })
        .isChecked(),
    ).toBe(true);
    expect(await isDisabled('Next')).toBe(false);
    await expectNoSeriousViolations(page(), 'dialog');

    // Back keeps the choice; each step is stored as it is reached.
    await button('Back').click();
    await expectLocator(p.getByRole('dialog', { name: 'Welcome to Govi Market!' })).toBeVisible();
    await expect.poll(async () => (await storedOnboarding()).step).toBe(1);
    await button('Next').click();
    expect(
      await wizard()
        .getByRole('radio', { name: /I want to sell/ })
        .isChecked(),
    ).toBe(true);
    await expect.poll(async () => (await storedOnboarding()).step).toBe(2);

    await button('Next').click();
    await expectLocator(p.getByRole('dialog', { name: 'Great! You’re here to sell' })).toBeVisible();
    await expect.poll(storedOnboarding).toMatchObject({ step: 3, userType: 'seller', completed: false });

    await button('Next').click();
    await expectLocator(p.getByRole('dialog', { name: 'Key features' })).toBeVisible();
    await expectLocator(wizard().getByText('List Products')).toBeVisible();
    await expectLocator(wizard().getByText('Track Sales')).toBeVisible();
    await expectLocator(wizard().getByText('Browse & Search')).toHaveCount(0);
    await expectLocator(wizard().getByText('Easy Ordering')).toHaveCount(0);

    await button('Next').click();
    await expectLocator(p.getByRole('dialog', { name: 'You’re all set!' })).toBeVisible();
    await expectLocator(p.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeVisible();
    await expectLocator(wizard().getByText('Seller', { exact: true })).toBeVisible();
    await expectLocator(wizard().getByText('Buyer', { exact: true })).toHaveCount(0);
    await expectLocator(button('Next')).toHaveCount(0);

    await button('Get Started').click();
    await expectLocator(wizard()).toHaveCount(0);
    await expect.poll(storedOnboarding).toEqual({ completed: true, step: 5, userType: 'seller', dismissedNotifications: [] });
    // The interest orders the home page's calls to action: a seller sees Start Selling first.
    const ctas = p.locator('main section').first().getByRole('button');
    await expect.poll(() => ctas.allInnerTexts()).toEqual(['Start Selling', 'Start Buying']);

    await reloadAndReadOnboarding();
    await expect.poll(() => ctas.allInnerTexts()).toEqual(['Start Selling', 'Start Buying']);
    await expectLocator(wizard()).toHaveCount(0);
    // Both features stay open to a seller.
    await p.getByRole('button', { name: 'Start Buying' }).click();
    await p.waitForURL(`${baseUrl}/browse`);
  });

  it('Skip turns on the reminder in the bell; Continue Setup reopens the wizard; Dismiss holds after a reload', async () => {
    const p = page();
    await signUp('Kumari');
    await expectLocator(p.getByRole('dialog', { name: 'Welcome to Govi Market!' })).toBeVisible();
    await expectLocator(bell()).toHaveAttribute('aria-label', 'Notifications');

    await button('Skip for now').click();
    await expectLocator(wizard()).toHaveCount(0);
    await expectLocator(bell()).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    await expectLocator(bell()).toHaveText('1');
    await bell().click();
    await expectLocator(reminderCard()).toBeVisible();

    // Continue Setup reopens the wizard where it stopped and closes the bell.
    await p.getByRole('button', { name: 'Continue Setup' }).click();
    await expectLocator(p.getByRole('dialog', { name: 'Welcome to Govi Market!' })).toBeVisible();
    await expectLocator(reminderCard()).toHaveCount(0);
    await button('Next').click();
    // The keyboard reaches the choices too.
    await wizard()
      .getByRole('radio', { name: /I want to buy/ })
      .focus();
    await p.keyboard.press('ArrowDown');
    await p.keyboard.press('ArrowDown');
    expect(await wizard().getByRole('radio', { name: /Both/ }).isChecked()).toBe(true);
    await button('Next').click();
    await expectLocator(p.getByRole('dialog', { name: 'Great! You’re here to buy and sell' })).toBeVisible();

    // Escape is Skip for now.
    await p.keyboard.press('Escape');
    await expectLocator(wizard()).toHaveCount(0);
    await expect.poll(storedOnboarding).toMatchObject({ completed: false, step: 3, userType: 'both' });

    // Past step 1 the wizard does not open by itself, and the reminder is still there after a reload.
    await reloadAndReadOnboarding();
    await expectLocator(bell()).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    await expectLocator(wizard()).toHaveCount(0);
    await bell().click();
    await p.getByRole('button', { name: 'Continue Setup' }).click();
    await expectLocator(p.getByRole('dialog', { name: 'Great! You’re here to buy and sell' })).toBeVisible();
    await button('Next').click();
    await expectLocator(wizard().getByText('Browse & Search')).toBeVisible();
    await expectLocator(wizard().getByText('Track Sales')).toBeVisible();
    await p.keyboard.press('Escape');

    await bell().click();
    await p.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expectLocator(reminderCard()).toHaveCount(0);
    await expectLocator(bell()).toHaveAttribute('aria-label', 'Notifications');
    await expect.poll(async () => (await storedOnboarding()).dismissedNotifications).toEqual(['onboarding_wizard', 'onboarding_reminder']);

    await reloadAndReadOnboarding();
    await expectLocator(bell()).toHaveAttribute('aria-label', 'Notifications');
    await bell().click();
    await expectLocator(p.getByText('No new notifications')).toBeVisible();
    await expectLocator(reminderCard()).toHaveCount(0);
    // Dismissing the reminder does not complete onboarding.
    expect(await storedOnboarding()).toMatchObject({ completed: false, step: 4 });
  });

  it('skipped at step 1, stays away in a new browser session of the same account, and dismissing the reminder holds there too', async () => {
    const p = page();
    const email = uniqueEmail('saman');
    const account = { email, password: 'secret1' };
    await p.goto('/');
    const signedUp = await p.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl },
      data: { firstName: 'Saman', lastName: 'Herath', ...account },
    });
    expect(signedUp.status()).toBe(200);
    await p.reload();
    await button('Skip for now').click();
    await expectLocator(wizard()).toHaveCount(0);
    await expect.poll(async () => (await storedOnboarding()).dismissedNotifications).toEqual(['onboarding_wizard']);

    /** The same person in a fresh browser (no cookies, no storage), signing in again. */
    async function signInElsewhere() {
      const context = await newVisitorContext();
      const signedIn = await context.request.post('/api/auth/sign-in/email', { headers: { origin: baseUrl }, data: account });
      expect(signedIn.status()).toBe(200);
      const other = await context.newPage();
      await other.goto('/');
      await other.waitForLoadState('networkidle');
      return other;
    }

    // A new session: the bell's reminder is there, the wizard does not open by itself.
    const second = await signInElsewhere();
    const secondBell = second.getByRole('button', { name: /^Notifications/ });
    await expectLocator(secondBell).toHaveAttribute('aria-label', 'Notifications, 1 unread');
    expect(await second.getByRole('dialog', { name: 'Welcome to Govi Market!' }).count()).toBe(0);
    await secondBell.click();
    await second.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expectLocator(secondBell).toHaveAttribute('aria-label', 'Notifications');

    // Yet another session: neither the wizard nor the reminder.
    const third = await signInElsewhere();
    await expectLocator(third.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    expect(await third.getByRole('dialog', { name: 'Welcome to Govi Market!' }).count()).toBe(0);
    // Continue Setup was the way back; the record is still incomplete, at step 1.
    const stored = (await (await third.request.get('/api/onboarding')).json()) as { completed: boolean; step: number };
    expect(stored).toMatchObject({ completed: false, step: 1 });
  });

  it('shows the wizard in Sinhala for a Sinhala reader', async () => {
    const p = page();
    await p.goto('/');
    await p.getByRole('combobox', { name: 'Language' }).selectOption('si');
    await expectLocator(p.getByRole('combobox', { name: 'භාෂාව' })).toBeVisible();
    const signUp = await p.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl },
      data: { firstName: 'Sunil', lastName: 'Bandara', email: uniqueEmail('sunil'), password: 'secret1' },
    });
    expect(signUp.status()).toBe(200);
    await p.reload();

    await expectLocator(p.getByRole('dialog', { name: 'Govi Market වෙත සාදරයෙන් පිළිගනිමු!' })).toBeVisible();
    await expectLocator(p.getByRole('progressbar', { name: 'පියවර 1 / 5' })).toBeVisible();
    await expectLocator(button('දැනට මඟ හරින්න')).toBeVisible();
    await button('ඊළඟ').click();
    await expectLocator(p.getByRole('dialog', { name: 'ඔබ මෙහි පැමිණියේ කුමක් සඳහාද?' })).toBeVisible();
    await expectLocator(wizard().getByRole('radio', { name: /මට මිලදී ගැනීමට අවශ්‍යයි/ })).toBeVisible();
    await expectNoSeriousViolations(page(), 'dialog');
  });
});
