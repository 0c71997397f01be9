// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { ModeratedAccount, ModeratedAccountsPage, SuspensionOutcome } from '@domain/admin/account-moderation.schema';
import type { Language } from '@domain/i18n/languages';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { AppProviders } from '@web/testing/app-providers';
import { reactRootPerTest } from '@web/testing/react-root';
import { AccountsPage } from './accounts';

const view = reactRootPerTest();
const { type, buttons, press, errorOf } = domActions(() => view.container);
const { sent, answers } = stubApiPerTest();

const account: ModeratedAccount = {
  id: 'u-nimal',
  name: 'Nimal Perera',
  email: 'nimal@example.lk',
  phoneNumber: '+94771234567',
  confirmed: true,
  createdAt: '2026-03-02T04:00:00.000Z',
  districts: ['kandy'],
  activeListings: 3,
  orders: 5,
  isOperator: false,
  verifiedSeller: true,
  suspension: null,
};
const operator: ModeratedAccount = { ...account, id: 'u-op', name: 'Asha Operator', verifiedSeller: false, isOperator: true };
const suspended: ModeratedAccount = {
  ...account,
  id: 'u-kamal',
  name: 'Kamal Silva',
  email: null,
  verifiedSeller: false,
  suspension: { reason: 'fake_reviews', note: 'Reviews of his own shop', since: '2026-03-10T04:00:00.000Z', until: null },
};

function listing(accounts: ModeratedAccount[]): ModeratedAccountsPage {
  return { accounts, page: 1, pageSize: 25, more: false };
}

function render(language: Language = 'en', path = '/admin/accounts') {
  act(() =>
    view.root.render(
      <AppProviders language={language} now={Date.parse('2026-03-16T05:00:00Z')} path={path}>
        <AccountsPage />
      </AppProviders>,
    ),
  );
}

const text = () => view.container.textContent ?? '';
const items = () => [...view.container.querySelectorAll('ol > li')];

describe('the console’s accounts', () => {
  it('shows each account with its figures and suspension, and offers no suspension of an operator', async () => {
    answers['GET /api/admin/accounts?district=kandy&show=suspended'] = { status: 200, body: listing([account, operator, suspended]) };
    render('en', '/admin/accounts?district=kandy&show=suspended');
    await settle();
    const [nimal, asha, kamal] = items();
    expect(nimal?.textContent).toContain('nimal@example.lk');
    expect(nimal?.textContent).toContain('Mar 2, 2026 (confirmed)');
    expect(nimal?.textContent).toContain('Kandy');
    expect(nimal?.textContent).toContain(`${en['admin.accounts.activeListings']}3`);
    expect(nimal?.textContent).toContain(en['admin.accounts.verifiedSeller']);
    expect(nimal?.textContent).toContain(en['admin.accounts.suspend']);
    expect(asha?.textContent).toContain(en['admin.accounts.operator']);
    expect(asha?.querySelector('button')).toBeNull();
    expect(kamal?.textContent).toContain('Suspended on Mar 10, 2026 until lifted: Fake reviews — Reviews of his own shop');
    expect(kamal?.textContent).toContain(en['admin.accounts.lift']);
    expect(kamal?.textContent).not.toContain(en['admin.accounts.suspend']);
  });

  it('asks for words under the note, in the reader’s language, before a suspension for “other” can be confirmed', async () => {
    answers['GET /api/admin/accounts'] = { status: 200, body: listing([account]) };
    render('si');
    await settle();
    type('reason', 'other');
    press(si['admin.accounts.suspend']);
    await settle();
    expect(errorOf('note')).toBe(si['form.error.required']);
    expect(view.container.querySelector('[role="group"]')).toBeNull();
    type('note', 'ගැනුම්කරුවන්ට බොරු කීම');
    press(si['admin.accounts.suspend']);
    expect(view.container.querySelector('[role="group"]')?.textContent).toContain(si['admin.accounts.reason.other']);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('suspends only once confirmed, with the reason and days chosen, then says what the suspension did', async () => {
    answers['GET /api/admin/accounts'] = { status: 200, body: listing([account]) };
    const outcome: SuspensionOutcome = {
      account: {
        ...account,
        suspension: { reason: 'fraud', note: null, since: '2026-03-16T05:00:00.000Z', until: '2026-04-15T05:00:00.000Z' },
      },
      sessionsEnded: 2,
      listingsHidden: 3,
      orderItemsCancelled: 4,
    };
    answers['POST /api/admin/accounts/u-nimal/suspend'] = { status: 200, body: outcome };
    render();
    await settle();
    type('days', '30');
    press(en['admin.accounts.suspend']);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    expect(text()).toContain('Suspend Nimal Perera (Fraud), 30 days?');
    press(en['admin.accounts.confirm.yes']);
    await settle();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/accounts/u-nimal/suspend', body: { reason: 'fraud', days: 30 } },
    ]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Nimal Perera is suspended. Sessions ended: 2; listings hidden: 3; order items cancelled: 4.',
    );
  });

  it('sends until-lifted as no days, lifts a suspension, and tells a refusal in the reader’s language', async () => {
    answers['GET /api/admin/accounts'] = { status: 200, body: listing([account, suspended]) };
    answers['POST /api/admin/accounts/u-nimal/suspend'] = {
      status: 409,
      body: { error: { code: 'conflict', reason: 'already_suspended', message: 'Already suspended.' } },
    };
    answers['POST /api/admin/accounts/u-kamal/lift'] = { status: 200, body: { ...suspended, suspension: null } };
    render('si');
    await settle();
    type('reason', 'other');
    type('note', 'ගැනුම්කරුවන්ට බොරු කීම');
    type('days', 'lifted');
    press(si['admin.accounts.suspend']);
    press(si['admin.accounts.confirm.yes']);
    await settle();
    press(si['admin.accounts.lift']);
    await settle();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/accounts/u-nimal/suspend',
        body: { reason: 'other', note: 'ගැනුම්කරුවන්ට බොරු කීම', days: null },
      },
      { method: 'POST', path: '/api/admin/accounts/u-kamal/lift', body: undefined },
    ]);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(si['admin.accounts.refused.alreadySuspended']);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(si['admin.accounts.done.lift']);
    expect(buttons(si['admin.accounts.suspend'])).toHaveLength(1);
  });
});
