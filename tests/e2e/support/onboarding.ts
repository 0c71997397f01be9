import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Finishes the first-run onboarding through the API, as the wizard's Get Started would, so journeys about
 * something else are not covered by the wizard's dialog. tests/e2e/onboarding.test.ts drives the wizard itself.
 */
export async function finishOnboarding(page: Page, baseUrl: string) {
  const response = await page.request.patch('/api/onboarding', {
    data: { userType: 'both', completed: true },
    // The browser adds Origin to its own unsafe requests; a request made by the test must say it.
    headers: { origin: baseUrl },
  });
  expect(response.ok()).toBe(true);
}
