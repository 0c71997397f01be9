import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@domain/i18n/languages';
import { matchPage, pages } from '@domain/site/pages';
import type { Auth } from '../auth/auth';
import { findSessionUser } from '../auth/auth.service';
import { findProductHead, listSitemapProducts, type CatalogContext } from '../catalog/catalog.service';
import { listProductReviews, type ReviewsContext } from '../reviews/reviews.service';
import { languageOfRequest } from '@server/http/language';
import type { Settings } from '@server/env';
import type { SiteSettings } from '@domain/site/site-settings';
import { headForPath, notFoundHead, productHead, renderShell } from './html-shell';

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
  }: { settings: Settings; template: string; siteSettings: SiteSettings; catalog: CatalogContext; reviews: ReviewsContext; auth: Auth },
) {
  /**
   * The head and status for a path: a product's own when the reader may see it, else the not-found page's
   * with its 404 (as the product API answers), so search engines drop a product that is gone or hidden.
   */
  async function headFor(request: FastifyRequest, pathname: string, language: Language) {
    const page = matchPage(pathname);
    if (page.id !== 'product') return headForPath(pathname, language);
    const id = page.params.id;
    const found =
      id && uuidPattern.test(id)
        ? await findProductHead(catalog, id, async () => (await findSessionUser(auth, request))?.id ?? null)
        : undefined;
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ error: { code: 'not_found', message: `No API route ${request.method} ${pathname}` } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    const language = languageOfRequest(request);
    const { status, head } = await headFor(request, pathname, language);
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
        // Private: a seller's own draft has its title in the head, and no shared cache may keep that for others.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .send(html)
    );
  });
}
