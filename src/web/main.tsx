import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { firstMessages, I18nProvider, initialLanguage } from './lib/i18n';
import './styles.css';
import { retryUnlessRefused } from './lib/retry-unless-refused';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryUnlessRefused, staleTime: 30_000, refetchOnWindowFocus: false } },
});

async function start() {
  const language = initialLanguage();
  const messages = await firstMessages(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={{ language, messages }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
