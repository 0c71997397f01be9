// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/i18n/languages';
import type { VerificationCase, VerificationQueuePage } from '@domain/seller/seller-verification.schema';
import { en } from '@web/locales/en';
import { ta } from '@web/locales/ta';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { AppProviders } from '@web/testing/app-providers';
import { reactRootPerTest } from '@web/testing/react-root';
import { VerificationsPage } from './verifications';

const view = reactRootPerTest();
const { type, buttons, press, errorOf } = domActions(() => view.container);
const { sent, answers } = stubApiPerTest();

const waiting: VerificationCase = {
  id: 'v-nimal',
  sellerId: 'u-nimal',
  accountName: 'Nimal Perera',
  fullName: 'Nimal Perera',
  nic: '641922757V',
  nicBirthDate: '1964-07-10',
  district: 'kandy',
  phoneNumber: '+94771234567',
  status: 'pending',
  requestedAt: '2026-03-02T04:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  withdrawnAt: null,
  withdrawnBy: null,
  refusal: null,
  accountCreatedAt: '2026-01-02T04:00:00.000Z',
  activeListings: 3,
  sameNicAccounts: [],
  earlier: [],
};
const approved: VerificationCase = { ...waiting, status: 'approved', decidedAt: '2026-03-03T04:00:00.000Z', decidedBy: 'u-op' };
const withdrawn: VerificationCase = {
  ...approved,
  status: 'withdrawn',
  withdrawnAt: '2026-03-10T04:00:00.000Z',
  withdrawnBy: 'u-op',
  refusal: { reason: 'other', note: 'Sells under another name' },
};

function listing(cases: VerificationCase[]): VerificationQueuePage {
  return { cases, page: 1, pageSize: 25, more: false };
}

function render(language: Language, path: string) {
  act(() =>
    view.root.render(
      <AppProviders language={language} now={Date.parse('2026-03-16T05:00:00Z')} path={path}>
        <VerificationsPage />
      </AppProviders>,
    ),
  );
}

const posted = () => sent.filter((request) => request.method === 'POST');

describe('the console’s seller verification', () => {
  it('refuses a waiting request with its reason, and offers no withdrawal before an approval', async () => {
    answers['GET /api/admin/verifications?status=pending'] = { status: 200, body: listing([waiting]) };
    answers['POST /api/admin/verifications/v-nimal/refuse'] = { status: 200, body: { ...waiting, status: 'refused' } };
    render('en', '/admin/verifications');
    await settle();
    expect(buttons(en['admin.verifications.withdraw'])).toHaveLength(0);
    type('reason', 'unreachable');
    press(en['admin.verifications.refuse']);
    await settle();
    expect(posted()).toEqual([{ method: 'POST', path: '/api/admin/verifications/v-nimal/refuse', body: { reason: 'unreachable' } }]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(en['admin.verifications.done.refuse']);
  });

  it('sends no refusal without a reason, nor “other” without words, and says so under the field in the reader’s language', async () => {
    answers['GET /api/admin/verifications?status=pending'] = { status: 200, body: listing([waiting]) };
    answers['POST /api/admin/verifications/v-nimal/refuse'] = { status: 200, body: { ...waiting, status: 'refused' } };
    render('ta', '/admin/verifications');
    await settle();
    press(ta['admin.verifications.refuse']);
    await settle();
    expect(errorOf('reason')).toBe(ta['form.error.choose']);
    type('reason', 'other');
    press(ta['admin.verifications.refuse']);
    await settle();
    expect(errorOf('reason')).toBeNull();
    expect(errorOf('note')).toBe(ta['form.error.required']);
    expect(posted()).toEqual([]);
    type('note', 'வேறு பெயரில் விற்கிறார்');
    press(ta['admin.verifications.refuse']);
    await settle();
    expect(posted()).toEqual([
      { method: 'POST', path: '/api/admin/verifications/v-nimal/refuse', body: { reason: 'other', note: 'வேறு பெயரில் விற்கிறார்' } },
    ]);
  });

  it('says in the reader’s language why the server refused: the operator’s own request, or one already decided', async () => {
    answers['GET /api/admin/verifications?status=pending'] = { status: 200, body: listing([{ ...waiting, id: 'v-own' }, waiting]) };
    answers['POST /api/admin/verifications/v-own/approve'] = {
      status: 403,
      body: { error: { code: 'forbidden', reason: 'own_case', message: 'Another operator decides what concerns your own account.' } },
    };
    answers['POST /api/admin/verifications/v-nimal/approve'] = {
      status: 409,
      body: { error: { code: 'conflict', reason: 'already_decided', message: 'This request has already been decided.' } },
    };
    render('ta', '/admin/verifications');
    await settle();
    for (const approve of buttons(ta['admin.verifications.approve'])) act(() => approve.click());
    await settle();
    expect([...view.container.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toEqual([
      ta['admin.refused.ownCase'],
      ta['admin.verifications.refused.alreadyDecided'],
    ]);
  });

  it('withdraws an approved seller’s verification with the reason and the note, and says so', async () => {
    answers['GET /api/admin/verifications?status=approved'] = { status: 200, body: listing([approved]) };
    answers['POST /api/admin/verifications/v-nimal/withdraw'] = { status: 200, body: withdrawn };
    render('ta', '/admin/verifications?status=approved');
    await settle();
    expect(buttons(ta['admin.verifications.approve'])).toHaveLength(0);
    expect(buttons(ta['admin.verifications.refuse'])).toHaveLength(0);
    // No reason is chosen for the operator: a press before choosing one sends nothing.
    press(ta['admin.verifications.withdraw']);
    await settle();
    expect(posted()).toEqual([]);
    type('reason', 'other');
    type('note', '  Sells under another name ');
    press(ta['admin.verifications.withdraw']);
    await settle();
    expect(posted()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/verifications/v-nimal/withdraw',
        body: { reason: 'other', note: 'Sells under another name' },
      },
    ]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(ta['admin.verifications.done.withdraw']);
  });

  it('lists withdrawn verifications with the day and the reason, and nothing to press', async () => {
    answers['GET /api/admin/verifications?status=withdrawn'] = { status: 200, body: listing([withdrawn]) };
    render('en', '/admin/verifications?status=withdrawn');
    await settle();
    const status = view.container.querySelector<HTMLSelectElement>('select[name="status"]');
    expect(status?.value).toBe('withdrawn');
    expect([...(status?.options ?? [])].map((option) => option.textContent)).toContain(en['admin.verifications.status.withdrawn']);
    const item = view.container.querySelector('ol > li')?.textContent ?? '';
    expect(item).toContain(`${en['admin.verifications.withdrawnOn']}Mar 10, 2026`);
    expect(item).toContain(`${en['admin.verifications.reason.other']} — Sells under another name`);
    expect(view.container.querySelectorAll('ol > li button')).toHaveLength(0);
  });

  it('shows a request from an account whose verification was withdrawn before, with when and why', async () => {
    const askedAgain: VerificationCase = {
      ...waiting,
      earlier: [{ status: 'withdrawn', at: '2026-03-10T04:00:00.000Z', reason: 'nic_not_confirmed', note: 'Not his card' }],
    };
    answers['GET /api/admin/verifications?status=pending'] = { status: 200, body: listing([askedAgain]) };
    render('en', '/admin/verifications');
    await settle();
    const item = view.container.querySelector('ol > li')?.textContent ?? '';
    expect(item).toContain(en['admin.verifications.earlier']);
    expect(item).toContain(
      `${en['admin.verifications.earlier.withdrawn'].replace('{date}', 'Mar 10, 2026')} ${en['admin.verifications.reason.nic_not_confirmed']} — Not his card`,
    );
  });
});
