// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteSettingsMetaName } from '@domain/site/site-settings';
import { I18nProvider } from '@web/lib/i18n';
import { readSiteSettings, SiteSettingsProvider } from '@web/lib/site-settings';
import { ta } from '@web/locales/ta';
import { DemoMarketBanner } from './demo-market-banner';
import { reactRootPerTest } from '@web/testing/react-root';

// The pages the server does not render (cart, orders, the seller area) are drawn by the app from the settings the
// server wrote into the page's head: the banner must survive that reading.

const view = reactRootPerTest();

afterEach(() => {
  document.head.querySelector(`meta[name="${siteSettingsMetaName}"]`)?.remove();
});

function renderWithHead(settings: Record<string, unknown>) {
  const meta = document.createElement('meta');
  meta.name = siteSettingsMetaName;
  meta.content = JSON.stringify(settings);
  document.head.append(meta);
  act(() =>
    view.root.render(
      <I18nProvider initial={{ language: 'ta', messages: ta }}>
        <SiteSettingsProvider value={readSiteSettings()}>
          <DemoMarketBanner />
        </SiteSettingsProvider>
      </I18nProvider>,
    ),
  );
}

describe('the demonstration banner in the app', () => {
  it('shows on a demonstration market, in the reader’s language', () => {
    renderWithHead({ currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: true });
    expect(view.container.textContent).toBe(ta['app.demoMarket']);
  });

  it('is absent from an ordinary market', () => {
    renderWithHead({ currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false });
    expect(view.container.textContent).toBe('');
  });
});
