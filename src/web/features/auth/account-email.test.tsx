// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/i18n/languages';
import { Toaster } from '@web/components/ui/toast';
import { ClockProvider } from '@web/lib/clock';
import { I18nProvider } from '@web/lib/i18n';
import { SiteSettingsProvider } from '@web/lib/site-settings';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { domActions, settle, stubApiPerTest } from '@web/testing/dom-actions';
import { reactRootPerTest } from '@web/testing/react-root';
import AccountPage from './account-page';
import ConfirmEmailPage from './confirm-email-page';

const view = reactRootPerTest();
const { type, press, errorOf } = domActions(() => view.container);

/** What the stubbed API answers, by "METHOD path", and what it was sent. */
const { sent, answers } = stubApiPerTest();

/** Better Auth's session record: an account made by phone has a stand-in address the page must never show. */
function signedInAs(email: string) {
  answers['GET /api/auth/get-session'] = {
    status: 200,
    body: {
      user: {
        id: 'u1',
        email,
        firstName: 'Sunil',
        lastName: 'Bandara',
        language: 'si',
        emailVerified: false,
        phoneNumber: '+94771234567',
        phoneNumberVerified: true,
      },
      session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    },
  };
  answers['GET /api/account/sms-alerts'] = { status: 200, body: { phoneNumber: '+94771234567', newOrders: true, orderUpdates: true } };
}
const phoneAccount = 'phone-0b7c6a2e-5d1f-4c3b-9a8e-1f2d3c4b5a69@phone.govi-market.invalid';

function render(
  node: ReactNode,
  { language = 'en', mailEnabled = true, path = '/account' }: { language?: Language; mailEnabled?: boolean; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  act(() =>
    view.root.render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={{ language, messages: language === 'si' ? si : en }}>
          <SiteSettingsProvider value={{ currency: 'LKR', mailEnabled, smsEnabled: true, demoMarket: false }}>
            <ClockProvider start={Date.now()}>
              <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
              <Toaster closeLabel="Close" regionLabel="Notifications" />
            </ClockProvider>
          </SiteSettingsProvider>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

const text = () => view.container.textContent ?? '';

describe('the e-mail address on Account Settings', () => {
  it('lets an account made by phone add one, in Sinhala, and says where the link went', async () => {
    signedInAs(phoneAccount);
    render(<AccountPage />, { language: 'si' });
    await settle();
    expect(text()).toContain(si['account.email.none']);
    expect(text()).not.toContain('govi-market.invalid');

    type('email', 'not an address');
    press(si['account.email.send']);
    expect(errorOf('email')).not.toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    answers['POST /api/account/email'] = { status: 200, body: { sentTo: 'sunil@example.lk' } };
    type('email', ' sunil@example.lk ');
    press(si['account.email.send']);
    await settle();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/account/email', body: { email: 'sunil@example.lk' } },
    ]);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      si['account.email.sent'].replace('{email}', 'sunil@example.lk'),
    );
  });

  it('tells what the server refused in the reader language', async () => {
    signedInAs(phoneAccount);
    answers['POST /api/account/email'] = {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The e-mail could not be sent.', reason: 'MAIL_NOT_SENT' } },
    };
    render(<AccountPage />);
    await settle();
    type('email', 'sunil@example.lk');
    press(en['account.email.send']);
    await settle();
    expect(document.body.textContent).toContain(en['auth.error.mailNotSent']);
  });

  it('shows an account its address and offers nothing to add', async () => {
    signedInAs('dilani@example.lk');
    render(<AccountPage />);
    await settle();
    expect(text()).toContain('dilani@example.lk');
    expect(view.container.querySelector('[name="email"]')).toBeNull();
  });

  it('says why no address can be added where the server sends no mail', async () => {
    signedInAs(phoneAccount);
    render(<AccountPage />, { mailEnabled: false });
    await settle();
    expect(text()).toContain(en['account.email.mailDisabled']);
    expect(view.container.querySelector('[name="email"]')).toBeNull();
  });
});

describe('the page the link to add an address opens', () => {
  it('speaks of adding an address, and of one that no longer works', async () => {
    render(<ConfirmEmailPage />, { path: '/confirm-email?token=t0k3n&callbackURL=%2Faccount&adding=1' });
    expect(view.container.querySelector('h1')?.textContent).toBe(en['auth.confirm.addHeading']);
    expect(text()).toContain(en['auth.confirm.addIntro']);

    answers['POST /api/auth/confirm-email'] = {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'This link is not valid or has expired.', reason: 'INVALID_TOKEN' } },
    };
    type('password', 'mailbox-password');
    type('confirmPassword', 'mailbox-password');
    press(en['auth.confirm.submit']);
    await settle();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/confirm-email',
      body: { token: 't0k3n', password: 'mailbox-password' },
    });
    expect(text()).toContain(en['auth.confirm.addInvalidText']);
  });
});
