import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLanguage, defaultLanguage } from '@domain/i18n/languages';
import { matchPage } from '@domain/site/pages';
import { App, type AppStart } from './app/app';
import { AppRoutes, preloadPage } from './app/router';
import type { ServerRenderData } from './app/server-render-data';
import { renderDataElementId } from '@domain/site/page-render';
import { reviveApiError } from './lib/api-client';
import { firstMessages } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { readSiteSettings } from './lib/site-settings';
import './styles.css';

/** What the server handed over with the page it rendered, or null for a page the browser renders alone. */
function readServerRenderData(): ServerRenderData | null {
  const text = document.getElementById(renderDataElementId)?.textContent;
  return text ? (JSON.parse(text) as ServerRenderData) : null;
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const queryClient = createQueryClient();
  const rendered = readServerRenderData();
  const fromHtml = document.documentElement.lang;
  const language = rendered?.language ?? (isLanguage(fromHtml) ? fromHtml : defaultLanguage);

  if (rendered) {
    // Refusals travel as plain JSON: the pages tell them apart as ApiRequestErrors.
    for (const query of rendered.queries.queries) {
      query.state.error = reviveApiError(query.state.error) as Error | null;
      query.state.fetchFailureReason = reviveApiError(query.state.fetchFailureReason) as Error | null;
    }
    hydrate(queryClient, rendered.queries);
  }
  // The page's own chunk (and the rest of the language it needs) before the first render, so the page renders
  // at once: when hydrating, the same tree as the server's.
  await Promise.all([firstMessages(language), preloadPage(pageId(location.pathname))]);
  // Asked again: the page's preload may have brought the whole language in the meantime.
  const messages = await firstMessages(language);
  const appStart: AppStart = { language, messages, now: rendered?.now ?? Date.now(), siteSettings: readSiteSettings() };
  const app = (
    <App queryClient={queryClient} start={appStart}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  if (rendered) {
    hydrateRoot(root, app, {
      // React renders the page anew when the server's HTML does not match; said as an error, since it is one.
      onRecoverableError: (error, info) => console.error('The page did not hydrate as the server rendered it', error, info.componentStack),
    });
  } else createRoot(root).render(app);
}

function pageId(pathname: string) {
  try {
    return matchPage(pathname).id;
  } catch {
    return 'notFound';
  }
}

void start();
