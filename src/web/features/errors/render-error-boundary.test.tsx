// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@domain/i18n/languages';
import { App } from '@web/app/app';
import { Layout } from '@web/app/layout';
import { en, type Messages } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest({ onCaughtError: (error) => caught.push(error) });

const messagesOf: Record<Language, Messages> = { en, si, ta };

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
/** Whether the broken page still throws; a test lets it recover to see Try again render it anew. */
let broken: boolean;
let navigate: (path: string) => void;
/** What React handed to the view.root's onCaughtError, as main.tsx has it: caught errors are not console errors. */
let caught: unknown[];

beforeEach(() => {
  caught = [];
  sent = [];
  broken = true;
  window.history.replaceState(null, '', '/orders');
  vi.stubGlobal('fetch', (path: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body === undefined ? undefined : JSON.parse(init.body) });
    const body = path === '/api/auth/get-session' ? 'null' : '';
    return Promise.resolve({ status: method === 'POST' ? 204 : 200, statusText: '', text: () => Promise.resolve(body) });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function BrokenPage(): ReactNode {
  if (broken) throw new TypeError('Cannot read properties of undefined (reading "map")');
  return <p>The orders</p>;
}

function Navigator() {
  const go = useNavigate();
  navigate = (path) => void go(path);
  return null;
}

function render(children: ReactNode, language: Language = 'en') {
  const start = {
    language,
    messages: messagesOf[language],
    now: Date.now(),
    siteSettings: { currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false },
    saveData: false,
  };
  act(() =>
    view.root.render(
      <App queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} start={start}>
        {children}
      </App>,
    ),
  );
}

/** Lets the report's request go out and React render what follows. */
async function settle() {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const reports = () => sent.filter((request) => request.method === 'POST' && request.path === '/api/client-errors');
const alert = () => view.container.querySelector('[role="alert"]');

describe('a page that throws while rendering', () => {
  it.each([
    ['en', 'Something went wrong', 'Try again', 'Go to home'],
    ['si', 'යමක් වැරදී ඇත', 'නැවත උත්සාහ කරන්න', 'මුල් පිටුවට යන්න'],
    ['ta', 'ஏதோ தவறு நடந்தது', 'மீண்டும் முயற்சிக்கவும்', 'முகப்புக்குச் செல்'],
  ] as const)('shows "Something went wrong" in %s with a way back, and reports it once', async (language, title, retry, home) => {
    render(<BrokenPage />, language);
    await settle();
    expect(alert()?.querySelector('h1')?.textContent).toBe(title);
    expect(alert()?.textContent).toContain(messagesOf[language]['renderError.text']);
    expect(alert()?.querySelector('button')?.textContent).toBe(retry);
    const link = alert()?.querySelector('a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual([home, '/']);
    expect(reports()).toEqual([
      {
        method: 'POST',
        path: '/api/client-errors',
        body: {
          message: 'Cannot read properties of undefined (reading "map")',
          stack: expect.stringContaining('BrokenPage'),
          path: '/orders',
          buildId: 'dev',
        },
      },
    ]);
    expect(caught).toEqual([expect.objectContaining({ message: 'Cannot read properties of undefined (reading "map")' })]);
  });

  it('renders the page again on Try again, once it can be rendered', async () => {
    render(<BrokenPage />);
    await settle();
    broken = false;
    const retry = alert()?.querySelector('button');
    act(() => retry?.click());
    expect(alert()).toBeNull();
    expect(view.container.textContent).toContain('The orders');
  });

  it('keeps the header and footer around a failed page, and leaves the failure behind on another page', async () => {
    render(
      <MemoryRouter initialEntries={['/orders']}>
        <Navigator />
        <Routes>
          <Route element={<Layout />}>
            <Route path="/orders" element={<BrokenPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await settle();
    expect(view.container.querySelector('main [role="alert"] h1')?.textContent).toBe('Something went wrong');
    expect(view.container.querySelector('header')).not.toBeNull();
    expect(view.container.querySelector('footer')).not.toBeNull();
    expect(reports()).toHaveLength(1);

    act(() => navigate('/'));
    await settle();
    expect(alert()).toBeNull();
    expect(view.container.querySelector('main')?.textContent).toContain('Home page');
  });
});
