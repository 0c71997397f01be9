import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@domain/site/page-render';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import type { ReadCache } from '@server/infra/read-cache';
import type { Mailer } from '@server/mail/mailer';
import { defaultSsrDir } from '@server/paths';
import type { Auth } from '../auth/auth';
import type { CatalogContext } from '../catalog/catalog.service';
import type { ReviewsContext } from '../reviews/reviews.service';
import { loadShellTemplate } from './html-shell';
import { loadPageRenderer } from './page-renderer';
import { loadPageScripts } from './page-scripts';
import { registerSiteRoutes } from './site.routes';
import { isDemoMarket } from './site.service';

/** The pages themselves: rendered on the server from the web build (`webDir`, `dist/ssr`), the sitemap and robots. */
export const siteModule = {
  name: 'site',
  async register(
    app: FastifyInstance,
    market: {
      settings: Settings;
      db: Db;
      mailer: Mailer | undefined;
      /** Only whether there is one: phone sign-in is offered when text messages can be sent. */
      sms: object | undefined;
      auth: Auth;
      catalog: CatalogContext;
      reviews: ReviewsContext;
      keptPages: ReadCache;
      webDir: string;
      /** Loaded from dist/ssr when not given, none with null. */
      overrides: { renderer?: PageRenderer | null };
    },
  ) {
    const { settings, webDir } = market;
    const given = market.overrides.renderer;
    registerSiteRoutes(app, {
      settings,
      template: loadShellTemplate(webDir),
      pageScripts: loadPageScripts(webDir),
      renderer: given === undefined ? await loadPageRenderer(defaultSsrDir) : (given ?? undefined),
      db: market.db,
      catalog: market.catalog,
      reviews: market.reviews,
      auth: market.auth,
      keptPages: market.keptPages,
      // Read once at start: the demonstration seed runs on a stopped server (PGlite) or an empty database.
      siteSettings: {
        currency: settings.currency,
        mailEnabled: market.mailer !== undefined,
        smsEnabled: market.sms !== undefined,
        demoMarket: await isDemoMarket(market.db),
      },
    });
  },
};
