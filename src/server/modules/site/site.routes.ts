import type { PageScripts } from './page-scripts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appManifest } from '@domain/site/app-manifest';
import { appManifestQuerySchema } from '@domain/site/app-manifest.schema';
import type { SessionUser } from '@domain/auth/auth.schema';
import { defaultLanguage, type Language } from '@domain/i18n/languages';
import { chosenLanguage } from '@server/http/language';
import { sharedBody } from '@server/http/shared-json';
import { renderDataElementId, type FormAnswer, type PageRenderer, type RenderedPage } from '@domain/site/page-render';
import { pageHeadTitle } from '@domain/site/page-heads';
import { matchPage, pages } from '@domain/site/pages';
import { afterSignInTarget } from '@domain/site/same-site-path';
import type { Auth } from '../auth/auth';
import { findSessionUser } from '../auth/auth.service';
import { findProductHead, listSitemapProducts, type CatalogContext } from '../catalog/catalog.service';
import type { ReadCache } from '@server/infra/read-cache';
import type { Db } from '@server/db/client';
import { isDatabaseUnreachable } from '@server/db/unreachable';
import { listProductReviews, type ReviewsContext } from '../reviews/reviews.service';
import type { Settings } from '@server/env';
import type { SiteSettings } from '@domain/site/site-settings';
import { queryOf, registerAuthFormRoutes } from './auth-form.routes';
import { pageReadsFor } from './page-reads';
import { headForPage, jsonForScript, notFoundHead, productHead, renderFailedHead, renderShell, splitAtRoot } from './html-shell';

function publicPaths(): string[] {
  return Object.values(pages)
    .filter((page) => !page.private && !page.path.includes(':'))
    .map((page) => page.path);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The newest reviews a product page's head carries for search engines. */
const reviewsInHead = 5;

/**
 * Pages kept for visitors without a session, at most: a page weighs 60–160 KB, and 15–20 KB in each encoding
 * sent, so the cache holds ~20 MB at worst. Its entries live as long as the catalog's (READ_CACHE_SECONDS), so
 * only the pages many ask for within that time are worth keeping.
 */
export const keptPagesMax = 100;

/**
 * Longer addresses are rendered but not kept: nobody shares them, and each would push a page others share out of
 * the bounded cache.
 */
const keptAddressMaxLength = 1024;

/** A page as it is sent: its status, its HTML, and whether it may be kept for other visitors without a session. */
type Page = { status: number; html: Buffer; keep: boolean };

export function registerSiteRoutes(
  app: FastifyInstance,
  {
    settings,
    template,
    pageScripts = () => [],
    siteSettings,
    db,
    catalog,
    reviews,
    auth,
    renderer,
    keptPages,
  }: {
    settings: Settings;
    template: string;
    /** The files each page's start needs (the web build's manifest); none without a build. */
    pageScripts?: PageScripts;
    siteSettings: SiteSettings;
    db: Db;
    catalog: CatalogContext;
    reviews: ReviewsContext;
    auth: Auth;
    renderer?: PageRenderer | undefined;
    /**
     * Pages rendered for visitors without a session, shared by all of them: a read cache of their own (dropped by
     * every catalog change, untagged, since a page shows many things) so they never push the catalog's reads out.
     */
    keptPages: ReadCache;
  },
) {
  /**
   * The head and status for a path: a product's own when the reader may see it, else the not-found page's
   * with its 404 (as the product API answers), so search engines drop a product that is gone or hidden.
   */
  async function headFor(page: ReturnType<typeof matchPage>, language: Language, reader: SessionUser | null) {
    if (page.id !== 'product') return headForPage(page.id, language);
    const id = page.params.id;
    const found = id && uuidPattern.test(id) ? await findProductHead(catalog, id, async () => reader?.id ?? null) : undefined;
    if (!found) return notFoundHead(language);
    // A listed product's ratings go to search engines; an unlisted one's page is not indexed anyway.
    const rated = found.listed ? await listProductReviews(reviews, found.product.id, 1) : undefined;
    const head = productHead(found.product, {
      coverUrl: found.coverUrl,
      language,
      currency: settings.currency,
      publicUrl: settings.publicUrl,
      reviews: rated && { summary: rated.summary, latest: rated.reviews.slice(0, reviewsInHead) },
    });
    return { status: 200, head: { ...head, noindex: !found.listed } };
  }

  app.get('/robots.txt', async (_request, reply) => {
    const privatePaths = Object.values(pages)
      .filter((page) => page.private && page.path !== '*')
      .map((page) => `Disallow: ${page.path.replace(/\/:\w+$/, '/')}`);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...privatePaths, `Sitemap: ${settings.publicUrl}/sitemap.xml`, ''].join('\n');
  });

  // The installed app's name and icons, in the language of the page that links it (html-shell.ts).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/manifest.webmanifest', { schema: { querystring: appManifestQuerySchema } }, async (request, reply) => {
      const language = request.query.lang ?? chosenLanguage(request) ?? defaultLanguage;
      // Without `lang` the answer is the reader's language, from their cookie or browser: no shared cache may keep it.
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', request.query.lang ? 'public, max-age=3600' : 'private, max-age=3600');
      return appManifest(language);
    });

  app.get('/sitemap.xml', async (_request, reply) => {
    const listed = await listSitemapProducts(catalog);
    const urls = [
      ...publicPaths().map((path) => `  <url><loc>${settings.publicUrl}${path}</loc></url>`),
      ...listed.map(
        (product) =>
          `  <url><loc>${settings.publicUrl}/product/${product.id}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });

  // Each page of the route table is a route of its own (so a streamed page is compressed like any answer);
  // any other path is the not-found page, from the not-found handler.
  for (const page of Object.values(pages)) {
    if (page.path !== '*') app.get(page.path, (request, reply) => servePage(request, reply));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ error: { code: 'not_found', message: `No API route ${request.method} ${pathname}` } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    return servePage(request, reply);
  });

  /**
   * A page of the web app: rendered with its data when it is a public one, else the shell for the browser to
   * render. A visitor without a session (none, or one that has ended) gets the page kept for their language and
   * address when there is one; a signed-in visitor's page is rendered for them and kept for no one.
   */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    // Not looked up at all without a session cookie: most visitors to public pages have none.
    const user = await findSessionUser(auth, request);
    // Someone signed in has nothing to do on the sign-in page: on to where it would have sent them (as the app does).
    if (user && matchPage(pathname).id === 'auth') return reply.redirect(afterSignInTarget(queryOf(request).get('redirect')), 303);
    const language = chosenLanguage(request) ?? user?.language ?? defaultLanguage;
    let page: Page;
    if (user) {
      page = await composePage(request, pathname, language, user);
    } else {
      // The page of nobody in particular in their language: the same for all without a session.
      const compose = () => composePage(request, pathname, language, null);
      const kept = `${language}${savesData(request) ? ' save-data' : ''} ${request.url}`;
      page =
        request.url.length > keptAddressMaxLength
          ? await compose()
          : await keptPages.getOrLoad(kept, compose, undefined, (composed) => composed.keep);
    }
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      // Private: a seller's own draft has its title in the head, a signed-in visitor's page their name, and no
      // shared cache may keep either for others. Pages kept for visitors without a session are kept here only.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie, Save-Data');
    // A kept page is compressed once for all who get it; any other is compressed as it is sent.
    return reply.send(page.keep ? await sharedBody(request, reply, page, () => page.html) : page.html);
  }

  /**
   * A page as the answer to a form sent without the app (the auth page's): rendered for this visitor alone with what
   * the form shows, with the API's status, and never kept: it carries what they typed.
   */
  async function answerWithPage(request: FastifyRequest, reply: FastifyReply, status: number, formAnswer: FormAnswer) {
    const pathname = request.url.split('?')[0] ?? '/';
    const user = await findSessionUser(auth, request);
    const language = chosenLanguage(request) ?? user?.language ?? defaultLanguage;
    const page = await composePage(request, pathname, language, user, formAnswer);
    reply
      .status(page.status === 200 ? status : page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Save-Data');
    return reply.send(page.html);
  }

  registerAuthFormRoutes(app, { settings, answerWithPage });

  async function composePage(
    request: FastifyRequest,
    pathname: string,
    language: Language,
    reader: SessionUser | null,
    formAnswer?: FormAnswer,
  ): Promise<Page> {
    // The head and the page read at once: each waits on the database, and under load on its pool. They read the
    // same product once, the cache on or off.
    const page = matchPage(pathname);
    const {
      value: [rendered, found],
      allKept,
    } = await catalog.cache.shareLoadsWithin(() =>
      Promise.all([
        renderer?.render({
          url: request.url,
          language,
          user: reader,
          siteSettings,
          saveData: savesData(request),
          reads: pageReadsFor({ db, catalog, reviews }, reader),
          formAnswer,
        }) ?? null,
        headFor(page, language, reader),
      ]),
    );
    // A page that threw while rendering is logged in full here (the visitor gets "Something went wrong" in their
    // language, with its 500); its head says the same and is not for search engines.
    if (rendered?.status === 500) request.log.error({ err: rendered.error }, 'rendering the page failed');
    // The database away: the page is the error handler's "briefly unavailable" (503, Retry-After, the outage logged
    // once). Any other failed read is logged in full and its part left for the browser to ask again.
    const away = rendered?.failedReads?.find(isDatabaseUnreachable);
    if (away) throw away;
    for (const error of rendered?.failedReads ?? []) request.log.error({ err: error }, 'a read of the page failed');
    // A page whose own data is missing (an unknown seller) is the not-found page, not for search engines; a page
    // that names its subject (a seller) has it in its title, as the browser's tab will.
    const { status, head } =
      rendered?.status === 500
        ? renderFailedHead(language)
        : rendered?.status === 404
          ? { status: 404, head: { ...notFoundHead(language).head, noindex: true } }
          : rendered?.subject && page.id !== 'product'
            ? { ...found, head: { ...found.head, title: pageHeadTitle(page.id, language, rendered.subject) } }
            : found;
    const html = renderShell(template, {
      head,
      pathname,
      language,
      publicUrl: settings.publicUrl,
      siteSettings,
      scripts: pageScripts(page.id, language),
    });
    // Kept: a public page rendered whole with all its data. Not an unknown address or product (anyone can make
    // up as many as they like), nor a page past the last (its data the read cache would not keep, for the same
    // reason), nor a page with a part left loading for the browser. A private page's shell for nobody in particular
    // is kept: it is the same for everyone in that language.
    return rendered
      ? { status, html: withRenderedBody(html, rendered), keep: status === 200 && rendered.complete && allKept }
      : { status, html: Buffer.from(html), keep: false };
  }
}

/** Whether the browser asks to save data: its pages name smaller photos (and are kept apart from the others). */
function savesData(request: FastifyRequest): boolean {
  return request.headers['save-data']?.toString().trim().toLowerCase() === 'on';
}

/** The page's HTML around the rendered app, then the data the browser hydrates with. */
function withRenderedBody(html: string, rendered: RenderedPage): Buffer {
  const [beforeRoot, afterRoot] = splitAtRoot(html);
  const data = `<script type="application/json" id="${renderDataElementId}">${jsonForScript(rendered.data)}</script>`;
  return Buffer.concat([Buffer.from(beforeRoot), rendered.html, Buffer.from(`</div>${data}${afterRoot}`)]);
}
