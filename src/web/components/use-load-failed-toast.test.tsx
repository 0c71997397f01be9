// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { si } from '@web/locales/si';
import { ApiRequestError } from '@web/lib/api-client';
import { I18nProvider } from '@web/lib/i18n';
import { Toaster } from './ui/toast';
import { useLoadFailedToast } from './use-load-failed-toast';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

function ProductLoad({ error }: { error: unknown }) {
  useLoadFailedToast({ isError: true, error, errorUpdatedAt: Date.now() }, 'catalog.productNotFound');
  return null;
}

function show(error: unknown) {
  act(() =>
    view.root.render(
      <I18nProvider initial={{ language: 'si', messages: si }}>
        <Toaster closeLabel="close" regionLabel="notifications" />
        <ProductLoad error={error} />
      </I18nProvider>,
    ),
  );
  return view.container.textContent ?? '';
}

describe('useLoadFailedToast', () => {
  it('says the market is briefly unavailable rather than that the product was not found, when the database is away', () => {
    const away = new ApiRequestError(503, {
      code: 'unavailable',
      reason: 'market_unavailable',
      message: 'The market is briefly unavailable.',
    });
    const text = show(away);
    expect(text).toContain(si['error.marketUnavailable']);
    expect(text).not.toContain(si['catalog.productNotFound']);
  });

  it('says the page’s own message for its own failures', () => {
    expect(show(new ApiRequestError(404, { code: 'not_found', message: 'Product not found or unavailable' }))).toContain(
      si['catalog.productNotFound'],
    );
  });
});
