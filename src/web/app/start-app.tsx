import { hydrate, onlineManager } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { defaultLanguage, isLanguage } from '@domain/i18n/languages';
import { renderDataElementId } from '@domain/site/page-render';
import { matchPage } from '@domain/site/pages';
import { reviveApiError } from '../lib/api-client';
import { firstMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { browserSavesData } from '../lib/photo-sources';
import { notePageRenderedAt } from '../lib/rendered-at';
import { readSiteSettings } from '../lib/site-settings';
import { App, type AppStart } from './app';
import { AppRoutes, preloadPage } from './router';
import type { ServerRenderData } from './server-render-data';

/** What the server handed over with the page it rendered, or null for a page the browser renders alone. */
function readServerRenderData(): ServerRenderData | null {
  const text = document.getElementById(renderDataElementId)?.textContent;
  return text ? (JSON.parse(text) as ServerRenderData) : null;
}

/**
 * Starts the app in `root`: hydrates the page the server rendered, with the data it was rendered with, or
 * renders a private page alone. `onRecoverableError` hears of a page that did not hydrate as it was sent.
 */
export async function startApp(
  root: HTMLElement,
  { onRecoverableError, onCaughtError }: Pick<RootOptions, 'onRecoverableError' | 'onCaughtError'> = {},
): Promise<Root> {
  // React Query takes the browser to be online until it hears otherwise: a page opened without the network (from what
  // the service worker kept) says so at once, and its questions wait for the link instead of failing.
  onlineManager.setOnline(navigator.onLine);
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
    notePageRenderedAt(rendered.now);
  }
  // The page's own chunk (and the rest of the language it needs) before the first render, so the page renders
  // at once: when hydrating, the same tree as the server's.
  await Promise.all([firstMessages(language), preloadPage(matchPage(location.pathname).id)]);
  // Asked again: the page's preload may have brought the whole language in the meantime.
  const messages = await firstMessages(language);
  const appStart: AppStart = {
    language,
    messages,
    now: rendered?.now ?? Date.now(),
    siteSettings: readSiteSettings(),
    // What the server drew the page for, so hydration draws the same photos; the browser's word otherwise.
    saveData: rendered ? rendered.saveData === true : browserSavesData(),
    formAnswer: rendered?.formAnswer,
  };
  const app = (
    <App queryClient={queryClient} start={appStart}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  // A page the server could not render came as "Something went wrong": the browser renders the page itself instead
  // (hydrating would find other markup), so it shows if it works here, and is caught and reported if not. A private
  // page came as its shell: React keeps it on screen until the page's first render, then puts the page in its place
  // (the same header and footer, the page's own title and loading state where the shell's were).
  if (rendered && !rendered.renderFailed && !rendered.shell) {
    // As a transition, React hydrates in slices of a few milliseconds, yielding between them: a slow phone stays
    // responsive (no long task) while a large page comes to life, and a tap hydrates its part first.
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, { ...(onRecoverableError && { onRecoverableError }), ...(onCaughtError && { onCaughtError }) });
    });
    return hydrated as Root;
  }
  const created = createRoot(root, onCaughtError ? { onCaughtError } : {});
  created.render(app);
  return created;
}
