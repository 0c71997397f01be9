import type { FastifyInstance } from 'fastify';
import { pages } from '../../../domain/site/pages';
import { languageOfRequest } from '../../http/language';
import type { Settings } from '../../env';
import type { SiteSettings } from '../../../domain/site/site-settings';
import { headForPath, renderShell } from './html-shell';

function publicPaths(): string[] {
  return Object.values(pages)
    .filter((page) => !page.private && !page.path.includes(':'))
    .map((page) => page.path);
}

export function registerSiteRoutes(
  app: FastifyInstance,
  { settings, template, siteSettings }: { settings: Settings; template: string; siteSettings: SiteSettings },
) {
  app.get('/robots.txt', async (_request, reply) => {
    const privatePaths = Object.values(pages)
      .filter((page) => page.private && page.path !== '*')
      .map((page) => `Disallow: ${page.path.replace(/\/:\w+$/, '/')}`);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...privatePaths, `Sitemap: ${settings.publicUrl}/sitemap.xml`, ''].join(
      '\n',
    );
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = publicPaths().map((path) => `  <url><loc>${settings.publicUrl}${path}</loc></url>`);
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
    const { status, head } = headForPath(pathname, language);
    const html = renderShell(template, {
      head,
      pathname,
      language,
      publicUrl: settings.publicUrl,
      siteSettings,
    });
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(html);
  });
}
