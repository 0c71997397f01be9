// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteSettingsMetaName } from '@domain/site/site-settings';
import { I18nProvider } from '@web/lib/i18n';
import { readSiteSettings, SiteSettingsProvider } from '@web/lib/site-settings';
import { ta } from '@web/locales/ta';
import { DemoMarketBanner } from './demo-market-banner';

// The pages the server does not render (cart, orders, the seller area) are drawn by the app from the settings the
// server wrote into the page's head: the banner must survive that reading.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.head.querySelector(`meta[name="${siteSettingsMetaName}"]`)?.remove();
});

function renderWithHead(settings: Record<string, unknown>) {
  const meta = document.createElement('meta');
  meta.name = siteSettingsMetaName;
  meta.content = JSON.stringify(settings);
  document.head.append(meta);
  act(() =>
    root.render(
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
    renderWithHead({ currency: 'LKR', mailEnabled: false, demoMarket: true });
    expect(container.textContent).toBe(ta['app.demoMarket']);
  });

  it('is absent from an ordinary market', () => {
    renderWithHead({ currency: 'LKR', mailEnabled: false, demoMarket: false });
    expect(container.textContent).toBe('');
  });
});
