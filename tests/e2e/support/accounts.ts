import type { Page } from 'playwright-core';

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
