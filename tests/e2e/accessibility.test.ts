import { describe, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { networkQuiet, setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser();

const publicPages = ['/', '/browse', '/about', '/support', '/auth', '/no-such-page'];

describe.each(['en', 'si', 'ta'])('accessibility in %s', (language) => {
  it.each(publicPages)('%s has no serious or critical axe violations', async (path) => {
    const p = page();
    await p.context().addCookies([{ name: 'lang', value: language, url: baseUrl }]);
    await p.goto(path);
    await expectLocator(p.locator('main h1').first()).toBeVisible();
    await networkQuiet(p);
    await expectNoSeriousViolations(p);
  });
});
