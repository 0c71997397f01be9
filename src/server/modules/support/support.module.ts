import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import type { Mailer } from '@server/mail/mailer';
import type { Auth } from '../auth/auth';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import type { SmsOutbox } from '../sms/sms.service';
import { registerSupportInboxRoutes } from './support-inbox.routes';
import { defaultSupportRateLimit, registerSupportRoutes } from './support.routes';

/** Messages to the market's support, kept and mailed; the operators' inbox of them, answered by mail (by SMS to accounts made by phone). */
export const supportModule = {
  name: 'support',
  register(
    app: FastifyInstance,
    market: {
      db: Db;
      auth: Auth;
      mailer: Mailer | undefined;
      sms: SmsOutbox | undefined;
      settings: Settings;
      now: () => Date;
      overrides: { rateLimits?: { support?: RateLimitRule } };
    },
  ) {
    registerSupportRoutes(app, {
      db: market.db,
      auth: market.auth,
      mailer: market.mailer,
      supportEmail: market.settings.supportEmail,
      limit: market.overrides.rateLimits?.support ?? defaultSupportRateLimit,
      now: market.now,
    });
    registerSupportInboxRoutes(app, {
      auth: market.auth,
      inbox: { db: market.db, mailer: market.mailer, sms: market.sms, log: app.log, now: market.now },
    });
  },
};
