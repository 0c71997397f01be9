import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import type { Mailer } from '@server/mail/mailer';
import type { Auth } from './auth';
import { registerAddEmailRoutes } from './add-email.routes';
import { registerAuthRoutes, type AuthRateLimits } from './auth.routes';
import { registerSmsAlertSettingsRoutes } from './sms-alert-settings.routes';
import { registerAddNumberRoutes, registerPhoneSignInRoutes, type PhoneCodeLimits } from './phone-sign-in.routes';
import type { SmsOutbox } from '../sms/sms.service';

/**
 * Sign-up, sign-in (by e-mail and password, or by phone number and a code), sessions, password reset, address
 * confirmation, adding a phone number to an account and an e-mail address to a phone account, through Better Auth behind our routes.
 */
export const authModule = {
  name: 'auth',
  register(
    app: FastifyInstance,
    market: {
      auth: Auth;
      db: Db;
      settings: Settings;
      mailer: Mailer | undefined;
      authLimits: AuthRateLimits;
      phoneCodeLimits: PhoneCodeLimits;
      sms: SmsOutbox | undefined;
      changes: CatalogChanges;
      now: () => Date;
    },
  ) {
    registerAuthRoutes(app, {
      auth: market.auth,
      db: market.db,
      settings: market.settings,
      mailEnabled: market.mailer !== undefined,
      limits: market.authLimits,
      catalogChanges: market.changes,
      sms: market.sms,
    });
    registerAddEmailRoutes(app, {
      auth: market.auth,
      db: market.db,
      settings: market.settings,
      mailer: market.mailer,
      limits: market.authLimits,
    });
    const phone = {
      auth: market.auth,
      mailer: market.mailer,
      db: market.db,
      settings: market.settings,
      sms: market.sms,
      limits: market.phoneCodeLimits,
      catalogChanges: market.changes,
      now: market.now,
    };
    registerPhoneSignInRoutes(app, phone);
    registerAddNumberRoutes(app, phone);
    registerSmsAlertSettingsRoutes(app, { auth: market.auth, db: market.db });
  },
};
