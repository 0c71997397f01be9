import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { SessionUser } from '@domain/auth/auth.schema';
import { defaultLanguage, type Language } from '@domain/i18n/languages';
import { chosenLanguage } from '@server/http/language';
import { renderDataElementId, type PageRenderer, type RenderedPage } from '@domain/site/page-render';
import { matchPage, pages } from '@domain/site/pages';
import type { Auth } from '../auth/auth';
import { findSessionUser } from '../auth/auth.service';
import { findProductHead, listSitemapProducts, type CatalogContext } from '../catalog/catalog.service';
import { listProductReviews, type ReviewsContext } from '../reviews/reviews.service';
import type { Settings } from '@server/env';
import type { SiteSettings } from '@domain/site/site-settings';
import { headForPath, jsonForScript, notFoundHead, productHead, renderShell, splitAtRoot } from './html-shell';

function publicPaths(): string[] {
  return Object.values(pages)
    .filter((page) => !page.private && !page.path.includes(':'))
    .map((page) => page.path);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The newest reviews a product page's head carries for search engines. */
const reviewsInHead = 5;

export function registerSiteRoutes(
  app: FastifyInstance,
  {
    settings,
    template,
    siteSettings,
    catalog,
    reviews,
    auth,
    renderer,
  }: {
    settings: Settings;
    template: string;
    siteSettings: SiteSettings;
    catalog: CatalogContext;
    reviews: ReviewsContext;
    auth: Auth;
    renderer?: PageRenderer | undefined;
  },
) {
  /**
   * The head and status for a path: a product's own when the reader may see it, else the not-found page's
   * with its 404 (as the product API answers), so search engines drop a product that is gone or hidden.
   */
  async function headFor(pathname: string, language: Language, user: () => Promise<SessionUser | null>) {
    const page = matchPage(pathname);
    if (page.id !== 'product') return headForPath(pathname, language);
    const id = page.params.id;
    const found = id && uuidPattern.test(id) ? await findProductHead(catalog, id, async () => (await user())?.id ?? null) : undefined;
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

  /** A page of the web app: rendered with its data when it is a public one, else the shell for the browser to render. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    // Looked up once a request (and not at all without a session cookie), whoever asks first.
    const user = () => findSessionUser(auth, request);
    const language = await readerLanguage(request, user);
    // The head and the page read at once: each waits on the database, and under load on its pool.
    const [rendered, found] = await Promise.all([
      renderer
        ? user().then((visitor) => renderer.render({ url: request.url, language, user: visitor, siteSettings, api: apiAs(request) }))
        : null,
      headFor(pathname, language, user),
    ]);
    // A page whose own data is missing (an unknown seller) is a 404 too, and not for search engines.
    const { status, head } = rendered?.status === 404 ? { status: 404, head: { ...found.head, noindex: true } } : found;
    const html = renderShell(template, {
      head,
      pathname,
      language,
      publicUrl: settings.publicUrl,
      siteSettings,
    });
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        // Private: a seller's own draft has its title in the head, a signed-in visitor's page their name, and no
        // shared cache may keep either for others.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(rendered ? Readable.from(withRenderedBody(html, rendered), { objectMode: false }) : html)
    );
  }

  /** The reader's language: the one chosen on this device (the cookie), else the signed-in user's, else English. */
  async function readerLanguage(request: FastifyRequest, user: () => Promise<SessionUser | null>): Promise<Language> {
    return chosenLanguage(request) ?? (await user())?.language ?? defaultLanguage;
  }

  /** The page's reads, asked of this app's own API in-process, as the visitor who asked for the page. */
  function apiAs(request: FastifyRequest) {
    return async (path: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        remoteAddress: request.ip,
        headers: {
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
          // Its log line carries the page's request id.
          'x-request-id': request.id,
        },
      });
      return { status: answer.statusCode, body: answer.body };
    };
  }
}

/** The page's HTML around the rendered app, then the data the browser hydrates with. */
async function* withRenderedBody(html: string, rendered: RenderedPage): AsyncGenerator<string | Uint8Array> {
  const [beforeRoot, afterRoot] = splitAtRoot(html);
  yield beforeRoot;
  for await (const chunk of rendered.body) yield chunk;
  yield `</div><script type="application/json" id="${renderDataElementId}">${jsonForScript(rendered.data)}</script>`;
  yield afterRoot;
}
