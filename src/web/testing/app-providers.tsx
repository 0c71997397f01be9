import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@domain/i18n/languages';
import type { SiteSettings } from '@domain/site/site-settings';
import { ClockProvider } from '@web/lib/clock';
import { I18nProvider } from '@web/lib/i18n';
import { SiteSettingsProvider } from '@web/lib/site-settings';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';

const messagesOf = { en, si, ta } as const;

/**
 * What every screen of the app runs inside, for a component test: queries that are not retried (a refused answer
 * shows at once), the reader's language, the market's settings (no mail, no SMS unless asked), the clock from `now`,
 * and a router at `path`.
 */
export function AppProviders({
  children,
  language = 'en',
  settings = {},
  now = Date.now(),
  path = '/',
}: {
  children: ReactNode;
  language?: Language;
  settings?: Partial<SiteSettings>;
  now?: number;
  path?: string;
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={{ language, messages: messagesOf[language] }}>
        <SiteSettingsProvider value={{ currency: 'LKR', mailEnabled: false, smsEnabled: false, demoMarket: false, ...settings }}>
          <ClockProvider start={now}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </ClockProvider>
        </SiteSettingsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
