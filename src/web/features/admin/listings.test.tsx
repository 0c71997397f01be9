// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { ModeratedListing, ModeratedListingsPage } from '@domain/catalog/listing-moderation.schema';
import { ta } from '@web/locales/ta';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { AppProviders } from '@web/testing/app-providers';
import { reactRootPerTest } from '@web/testing/react-root';
import { ListingsPage } from './listings';

const view = reactRootPerTest();
const { type, press, errorOf } = domActions(() => view.container);
const { sent, answers } = stubApiPerTest();

const listing: ModeratedListing = {
  id: 'p-tortoise',
  title: 'Star tortoise hatchlings',
  sellerId: 'u-sunil',
  sellerName: 'Sunil Bandara',
  status: 'active',
  updatedAt: '2026-03-02T04:00:00.000Z',
  hidden: null,
};
const page: ModeratedListingsPage = { listings: [listing], page: 1, pageSize: 25, more: false };

function render() {
  act(() =>
    view.root.render(
      <AppProviders language="ta" now={Date.parse('2026-03-16T05:00:00Z')} path="/admin/listings">
        <ListingsPage />
      </AppProviders>,
    ),
  );
}

describe('the console’s listings', () => {
  it('hides a listing for “other” only with the operator’s words, and says what is missing in the reader’s language', async () => {
    answers['GET /api/admin/listings'] = { status: 200, body: page };
    answers['POST /api/admin/listings/p-tortoise/hide'] = {
      status: 200,
      body: { ...listing, hidden: { at: '2026-03-16T05:00:00.000Z', reason: 'other', note: 'ஒரு காட்டு விலங்கு', restoreRequestedAt: null } },
    };
    render();
    await settle();
    type('reason', 'other');
    press(ta['admin.listings.hide']);
    await settle();
    expect(errorOf('note')).toBe(ta['form.error.required']);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    type('note', 'ஒரு காட்டு விலங்கு');
    press(ta['admin.listings.hide']);
    await settle();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/listings/p-tortoise/hide', body: { reason: 'other', note: 'ஒரு காட்டு விலங்கு' } },
    ]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(ta['admin.listings.done.hide']);
  });

  it('says why a listing of a suspended seller cannot come back yet, in the reader’s language', async () => {
    const hidden: ModeratedListing = {
      ...listing,
      hidden: { at: '2026-03-10T05:00:00.000Z', reason: 'account_suspended', note: null, restoreRequestedAt: null },
    };
    answers['GET /api/admin/listings'] = { status: 200, body: { ...page, listings: [hidden] } };
    answers['POST /api/admin/listings/p-tortoise/restore'] = {
      status: 409,
      body: { error: { code: 'conflict', reason: 'seller_suspended', message: 'Its seller is suspended.' } },
    };
    render();
    await settle();
    press(ta['admin.listings.restore']);
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(ta['admin.listings.refused.sellerSuspended']);
  });
});
