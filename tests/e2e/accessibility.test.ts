import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser();

const publicPages = ['/', '/browse', '/about', '/support', '/auth', '/no-such-page'];

describe.each(['en', 'si', 'ta'])('accessibility in %s', (language) => {
  it.each(publicPages)('%s has no serious or critical axe violations', async (path) => {
    const p = page();
    await p.context().addCookies([{ name: 'lang', value: language, url: baseUrl }]);
    await p.addInitScript((lang) => localStorage.setItem('govi.language', lang), language);
    await p.goto(path);
    await expectLocator(p.locator('main h1').first()).toBeVisible();
    await p.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
});
