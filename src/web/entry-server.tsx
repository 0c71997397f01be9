/**
 * The server's renderer: public pages rendered by React with their data, whole, for the browser to hydrate
 * (main.tsx). Built on its own (`vite build --ssr`, dist/ssr) and loaded by the server, which may not import
 * web code; the contract is src/domain/site/page-render.ts.
 */
import { dehydrate, defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router';
import type { Language } from '@domain/i18n/languages';
import type { PageRenderRequest, PageRenderer, RenderedPage } from '@domain/site/page-render';
import { matchPage, type PageId } from '@domain/site/pages';
import { App, type AppStart } from './app/app';
import { SomethingWentWrong } from './features/errors/something-went-wrong';
import { isServerRendered, prefetchPage } from './app/page-data';
import { PageShellRoutes } from './app/page-shell';
import { AppRoutes, preloadPage } from './app/router';
import type { ServerRenderData } from './app/server-render-data';
import { isRefusal } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { sessionQueryKey } from './lib/session';
import { en, type Messages } from './locales/en';
import { si } from './locales/si';
import { ta } from './locales/ta';
import { RenderedSubjectContext, type RenderedSubject } from '@web/lib/page-title';

const messagesOf: Record<Language, Messages> = { en, si, ta };

/**
 * Settles the failed reads before rendering: a refusal stays (the page shows its own "not found", and the
 * browser hydrates with the same answer); any other failure is dropped, so the page renders as loading and
 * the browser asks again. Returns whether the page's data was refused, and what the other failures threw.
 */
function settleFailures(queryClient: QueryClient): { refused: boolean; failed: unknown[] } {
  let refused = false;
  const failed: unknown[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'error') continue;
    if (isRefusal(query.state.error)) refused = true;
    else {
      failed.push(query.state.error);
      queryClient.getQueryCache().remove(query);
    }
  }
  return { refused, failed };
}

/**
 * The page's markup, whole, as the UTF-8 to send. Rendered in one pass to a string: nothing in a page
 * suspends once its data and chunk are in (prefetchPage and preloadPage above), and the security policy
 * allows no inline script, so no part could arrive out of order anyway. A stream would add nothing but its
 * cost: React's stream encodes every 4 KB piece on its own (a tenth of the render's time in a profile).
 */
function renderToHtml(element: ReactNode): Buffer {
  return Buffer.from(renderToString(element));
}

/**
 * How React's string renderer marks a part it could not render: the part's error was caught by its Suspense
 * boundary and the part left for the browser to render. No public page suspends once its data and chunk are in
 * (and the browser tests fail on a page that hydrates such a part), so on a page here it means a render error.
 */
const clientRenderedPart = '<!--$!-->';

/**
 * The error a part of the page failed with: the string renderer swallows it, so the page is rendered once more,
 * to be thrown away, by the renderer that reports errors. Only for a page that already failed. A part that
 * suspends may wait on something that never comes (the string renderer gave up on it at once): after `waitMs`
 * the render is abandoned and what was found so far is the answer, so the visitor's "Something went wrong" is
 * never held up for the log's sake.
 */
export function findRenderError(element: ReactNode, waitMs = 2000): Promise<unknown> {
  return new Promise((resolve) => {
    let found: unknown = new Error('A part of the page failed to render on the server');
    let settled = false;
    const settle = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      resolve(error);
    };
    const stream = renderToPipeableStream(element, {
      onError(error) {
        if (!settled) found = error;
      },
      onShellReady() {
        stream.pipe(new Writable({ write: (_chunk, _encoding, done) => done() }));
      },
      onAllReady() {
        settle(found);
      },
      onShellError(error) {
        settle(error);
      },
    });
    const giveUp = setTimeout(() => {
      settle(found);
      stream.abort(new Error('Abandoned: the page had failed already'));
    }, waitMs);
  });
}

/**
 * Renders the page, or the page that says something went wrong (its status 500, and the error for the server's
 * log) when the page throws: a visitor gets a page in their language, not an error answer, and the browser then
 * renders the app itself rather than hydrate markup it would not produce.
 */
async function renderOrFail(page: ReactNode, failed: ReactNode): Promise<{ html: Buffer; error?: unknown }> {
  let html: Buffer;
  try {
    html = renderToHtml(page);
  } catch (error) {
    return { html: renderToHtml(failed), error };
  }
  if (!html.includes(clientRenderedPart)) return { html };
  return { html: renderToHtml(failed), error: await findRenderError(page) };
}

/**
 * The path and query of the address asked for, read without `new URL` (which takes `//browse` for a host and
 * fails on some odd paths); leading slashes are one, as the server's own page matching has them.
 */
function readAddress(url: string): { location: string; pathname: string; search: URLSearchParams } {
  const at = url.indexOf('?');
  const pathname = `/${(at < 0 ? url : url.slice(0, at)).replace(/^\/+/, '')}`;
  const query = at < 0 ? '' : url.slice(at + 1);
  return { location: query ? `${pathname}?${query}` : pathname, pathname, search: new URLSearchParams(query) };
}

export async function render(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { location, pathname, search } = readAddress(request.url);
  const { id, params } = matchPage(pathname);
  if (!isServerRendered(id)) return renderShell(request, id, location);

  const queryClient = createQueryClient('server');
  queryClient.setQueryData(sessionQueryKey, request.user);
  await Promise.all([
    prefetchPage(queryClient, request.reads, { id, params }, { search, user: request.user, currency: request.siteSettings.currency }),
    preloadPage(id),
  ]);
  const { refused, failed } = settleFailures(queryClient);

  const now = Date.now();
  const start = { ...appStartOf(request, now), formAnswer: request.formAnswer };
  const said: RenderedSubject = {};
  const rendered = await renderOrFail(
    <RenderedSubjectContext.Provider value={said}>
      <App queryClient={queryClient} start={start}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </RenderedSubjectContext.Provider>,
    <App queryClient={queryClient} start={start}>
      <SomethingWentWrong />
    </App>,
  );
  const data: ServerRenderData = {
    language: request.language,
    now,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isRefusal(query.state.error),
    }),
    ...('error' in rendered && { renderFailed: true }),
    ...(request.saveData && { saveData: true }),
    ...(request.formAnswer && { formAnswer: request.formAnswer }),
  };
  const failedReads = failed.length ? { failedReads: failed } : {};
  if ('error' in rendered) return { status: 500, html: rendered.html, data, complete: false, error: rendered.error, ...failedReads };
  return { status: refused ? 404 : 200, html: rendered.html, data, complete: !failed.length, subject: said.subject, ...failedReads };
}

/**
 * A private page's shell: the layout (the header as the visitor sees it), the page's title and a loading state,
 * in their language. Its data says so, and the browser renders the page in its place instead of hydrating.
 */
async function renderShell(request: PageRenderRequest, id: PageId, location: string): Promise<RenderedPage> {
  const queryClient = createQueryClient('server');
  queryClient.setQueryData(sessionQueryKey, request.user);
  const now = Date.now();
  const start = appStartOf(request, now);
  const rendered = await renderOrFail(
    <App queryClient={queryClient} start={start}>
      <StaticRouter location={location}>
        <PageShellRoutes id={id} />
      </StaticRouter>
    </App>,
    <App queryClient={queryClient} start={start}>
      <SomethingWentWrong />
    </App>,
  );
  const data: ServerRenderData = {
    language: request.language,
    now,
    queries: dehydrate(queryClient),
    shell: true,
    ...(request.saveData && { saveData: true }),
  };
  if ('error' in rendered) return { status: 500, html: rendered.html, data, complete: false, error: rendered.error };
  return { status: 200, html: rendered.html, data, complete: true };
}

/** What the app starts from for this request, as the browser will when it hydrates (start-app.tsx). */
function appStartOf(request: PageRenderRequest, now: number): AppStart {
  return {
    language: request.language,
    messages: messagesOf[request.language],
    now,
    siteSettings: request.siteSettings,
    saveData: request.saveData,
  };
}

export const renderer: PageRenderer = { render };
