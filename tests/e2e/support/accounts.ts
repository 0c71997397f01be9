import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** An address no other test uses, so every journey signs up a new person. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.lk`;
}

/** Signs a new person up through the Sign Up form, as a visitor would, and waits for the home page. */
export async function signUpWithForm(page: Page, baseUrl: string, name: { firstName: string; lastName: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('First Name').fill(name.firstName);
  await form.getByLabel('Last Name').fill(name.lastName);
  await form.getByLabel('Email').fill(uniqueEmail(name.firstName.toLowerCase()));
  await form.getByLabel('Password').fill('secret1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Signs a new person up through the API in this browser context, and finishes onboarding so the first-run
 * wizard stays out of the journey. Unsafe requests must come from our own pages: the browser adds the Origin
 * header itself, a test's requests do not.
 */
export async function signUpThroughApi(context: BrowserContext, baseUrl: string, firstName: string): Promise<{ email: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const headers = { origin: baseUrl };
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { firstName, lastName: 'Perera', email, password: 'secret1' },
    headers,
  });
  expect(response.status()).toBe(200);
  const onboarding = await context.request.patch('/api/onboarding', { data: { userType: 'both', completed: true }, headers });
  expect(onboarding.ok()).toBe(true);
  return { email };
}
