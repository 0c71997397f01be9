import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ta } from '@web/locales/ta';
import { ApiRequestError } from '@web/lib/api-client';
import { I18nProvider } from '@web/lib/i18n';
import { LoadFailed } from './load-failed';

function rendered(error: unknown) {
  return renderToStaticMarkup(
    <I18nProvider initial={{ language: 'ta', messages: ta }}>
      <LoadFailed message={ta['seller.orders.loadFailed']} error={error} onRetry={() => {}} />
    </I18nProvider>,
  );
}

describe('LoadFailed', () => {
  it('says the market is briefly unavailable, in the reader’s language, when its database is away', () => {
    const away = new ApiRequestError(503, {
      code: 'unavailable',
      reason: 'market_unavailable',
      message: 'The market is briefly unavailable.',
    });
    const html = rendered(away);
    expect(html).toContain(ta['error.marketUnavailable']);
    expect(html).not.toContain(ta['seller.orders.loadFailed']);
  });

  it('says what the page could not load for any other failure', () => {
    const html = rendered(new ApiRequestError(500, { code: 'internal', message: 'Something went wrong on our side.' }));
    expect(html).toContain(ta['seller.orders.loadFailed']);
    expect(html).not.toContain(ta['error.marketUnavailable']);
  });
});
