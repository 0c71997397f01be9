import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectLocator } from './expect';

/** WCAG 2.2 AA, checked by axe on what the page shows now (or only inside `include`, a CSS selector). */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  // A list being fetched anew keeps its old rows, dimmed, and says so (aria-busy): what is judged is the page it
  // settles on, not the moment between (a search answered a moment after its result was already on the page).
  await expectLocator(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A toast fading in is, for a moment, text of too little contrast: judge the page once nothing has moved
  // for two frames (a toast starts its fade a frame after it appears).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 50; round += 1) {
      await frame();
      await frame();
      const running = document.getAnimations();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
