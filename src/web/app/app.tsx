import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import type { Language } from '@domain/i18n/languages';
import type { FormAnswer } from '@domain/site/page-render';
import type { SiteSettings } from '@domain/site/site-settings';
import type { Messages } from '../locales/en';
import { RenderErrorBoundary } from '../features/errors/render-error-boundary';
import { ClockProvider } from '../lib/clock';
import { DataChangesProvider } from '../lib/data-changes';
import { FormAnswerContext } from '../lib/form-answer';
import { I18nProvider } from '../lib/i18n';
import { SaveDataProvider } from '../lib/photo-sources';
import { SiteSettingsProvider } from '../lib/site-settings';
import { hearDataChange } from './data-changes';

/** What the app starts from: the same values on the server that renders a page and in the browser that hydrates it. */
export type AppStart = {
  language: Language;
  messages: Messages;
  now: number;
  siteSettings: SiteSettings;
  /** The reader saves data: photos are chosen smaller (lib/photo-sources.tsx). */
  saveData: boolean;
  /** The page is the server's answer to a form sent without the app: what that form shows. */
  formAnswer?: FormAnswer | undefined;
};

/** Everything around the routes, for both entries (entry-server.tsx renders it, main.tsx hydrates or renders it). */
export function App({ queryClient, start, children }: { queryClient: QueryClient; start: AppStart; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DataChangesProvider value={hearDataChange}>
          <SiteSettingsProvider value={start.siteSettings}>
            <SaveDataProvider value={start.saveData}>
              <ClockProvider start={start.now}>
                <I18nProvider initial={{ language: start.language, messages: start.messages }}>
                  {/* The last line: the layout keeps a failed page inside the header and footer; this catches the rest. */}
                  <FormAnswerContext.Provider value={start.formAnswer}>
                    <RenderErrorBoundary>{children}</RenderErrorBoundary>
                  </FormAnswerContext.Provider>
                </I18nProvider>
              </ClockProvider>
            </SaveDataProvider>
          </SiteSettingsProvider>
        </DataChangesProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
