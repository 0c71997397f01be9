import type { Locator } from 'playwright-core';
import { expect as vitestExpect } from 'vitest';

const timeout = 10_000;

/**
 * Waiting assertions on page elements (playwright-core has no test runner of its own). Each waits until it
 * holds: `toHaveCount(1)` passes once a second element has gone again, so to show that something did not
 * appear, count it once instead.
 */
export function expectLocator(locator: Locator) {
  return {
    toBeVisible: () => locator.waitFor({ state: 'visible', timeout }),
    toBeHidden: () => locator.waitFor({ state: 'hidden', timeout }),
    toHaveCount: (count: number) => vitestExpect.poll(() => locator.count(), { timeout }).toBe(count),
    toHaveAttribute: (name: string, value: string | null) => vitestExpect.poll(() => locator.getAttribute(name), { timeout }).toBe(value),
    toHaveText: (text: string | RegExp) =>
      vitestExpect.poll(() => locator.innerText(), { timeout }).toMatch(typeof text === 'string' ? new RegExp(escape(text)) : text),
    toHaveValue: (value: string) => vitestExpect.poll(() => locator.inputValue(), { timeout }).toBe(value),
    toBeFocused: () => vitestExpect.poll(() => locator.evaluate((element) => element === document.activeElement), { timeout }).toBe(true),
  };
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
