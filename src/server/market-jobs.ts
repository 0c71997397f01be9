import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/mail/mailer';
import { pruneReadNotifications } from '@server/modules/notifications/notifications.service';
import { pruneRateLimits } from '@server/modules/rate-limit/rate-limit.service';
import { publishHeldReviews, type ReviewsContext } from '@server/modules/reviews/reviews.service';
import { pruneOldPhoneCodes } from '@server/modules/auth/phone-codes.service';
import { alertJobEveryMs, pruneOldAlerts, sendGatheredAlerts } from '@server/modules/sms/sms-alerts.service';
import { pruneFinishedSms, type SmsOutbox } from '@server/modules/sms/sms.service';
import { retryUnmailedSupportMessages } from '@server/modules/support/support.service';
import type { Job } from '@server/infra/jobs/schedule';
import type { CatalogContext } from '@server/modules/catalog/catalog.service';
import { fillMissingPhotoWidths } from '@server/modules/catalog/photo-widths.service';
import { endDueSuspensions } from '@server/modules/accounts/account-moderation.service';
import { countMarketOverview } from '@server/modules/admin/market-overview.service';

const minute = 60_000;
const hour = 60 * minute;

/** The jobs' names, for tests that run one now. */
export const jobNames = {
  pruneRateLimits: 'prune-rate-limits',
  retrySupportMail: 'retry-support-mail',
  pruneReadNotifications: 'prune-read-notifications',
  publishHeldReviews: 'publish-held-reviews',
  sendSms: 'send-sms',
  sendSmsAlerts: 'send-sms-alerts',
  prunePhoneCodesAndTexts: 'prune-phone-codes-and-texts',
  fillPhotoWidths: 'fill-photo-widths',
  endDueSuspensions: 'end-due-suspensions',
  countMarketOverview: 'count-market-overview',
} as const;

/** The market's upkeep. Every instance runs all of it; each job is written so that several may run at once. */
export function marketJobs({
  db,
  mailer,
  supportEmail,
  log,
  now,
  reviews,
  catalog,
  sms,
  currency,
  smsAlertGatherMs,
}: {
  db: Db;
  mailer: Mailer | undefined;
  supportEmail: string;
  log: FastifyBaseLogger;
  now: () => Date;
  reviews: ReviewsContext;
  catalog: Pick<CatalogContext, 'db' | 'storage' | 'photos' | 'changes'>;
  sms: SmsOutbox | undefined;
  currency: string;
  smsAlertGatherMs: number;
}): Job[] {
  return [
    // Counters of callers long gone; any instance may drop them.
    {
      name: jobNames.pruneRateLimits,
      everyMs: hour,
      run: async (signal) => {
        const deleted = await pruneRateLimits(db, signal);
        if (deleted > 0) log.info({ deleted }, 'pruned expired rate-limit counters');
      },
    },
    {
      name: jobNames.retrySupportMail,
      everyMs: minute,
      run: (signal) => retryUnmailedSupportMessages({ db, mailer, supportEmail, log, now }, signal),
    },
    {
      name: jobNames.pruneReadNotifications,
      everyMs: hour,
      run: async (signal) => {
        const deleted = await pruneReadNotifications(db, now(), signal);
        if (deleted > 0) log.info({ deleted }, 'pruned old read notifications');
      },
    },
    // Messages are sent as soon as they are stored; this picks up retries that came due, and whatever an instance
    // that stopped mid-send left (its lease ends within a minute).
    ...(sms
      ? [
          {
            name: jobNames.sendSms,
            everyMs: 15_000,
            // What a request's own wake is sending counts as this run's: the run ends when both have.
            run: async (signal: AbortSignal) => {
              await sms.sendDue(signal);
              await sms.settled();
            },
          },
          // A person's order alerts gather for SMS_ALERT_GATHER_SECONDS, then go out as one text.
          {
            name: jobNames.sendSmsAlerts,
            everyMs: alertJobEveryMs(smsAlertGatherMs),
            run: async (signal: AbortSignal) => {
              await sendGatheredAlerts({ db, outbox: sms, currency, gatherMs: smsAlertGatherMs, log, now }, signal);
            },
          },
        ]
      : []),
    {
      name: jobNames.prunePhoneCodesAndTexts,
      everyMs: hour,
      run: async (signal) => {
        const codes = await pruneOldPhoneCodes(db, now(), signal);
        const texts = await pruneFinishedSms(db, now(), signal);
        const alerts = await pruneOldAlerts(db, now(), signal);
        if (codes + texts + alerts > 0) log.info({ codes, texts, alerts }, 'pruned old phone codes, text messages and order alerts');
      },
    },
    // Photos stored before the thumbnail and page widths get them; the run ends when none is left.
    {
      name: jobNames.fillPhotoWidths,
      everyMs: 10 * minute,
      run: async (signal) => {
        const filled = await fillMissingPhotoWidths({ ...catalog, log }, signal);
        if (filled > 0) log.info({ filled }, 'made the thumbnail and page widths of older photos');
      },
    },
    // A suspension for some days ends within the minute they run out, and the seller's listings come back.
    {
      name: jobNames.endDueSuspensions,
      everyMs: minute,
      run: async (signal) => {
        const ended = await endDueSuspensions({ db, changes: catalog.changes, log, now }, signal);
        if (ended > 0) log.info({ ended }, 'ended suspensions whose days ran out');
      },
    },
    // The console's Market overview: the days, weeks and months whose orders or accounts changed are counted again.
    // A month of a large market takes a second or two to count (decision 065): every five minutes is fresh enough.
    {
      name: jobNames.countMarketOverview,
      everyMs: 5 * minute,
      run: async (signal) => {
        await countMarketOverview(db, signal);
      },
    },
    // New accounts' reviews wait for a week, not to the minute: an hour later is soon enough.
    {
      name: jobNames.publishHeldReviews,
      everyMs: hour,
      run: async (signal) => {
        const published = await publishHeldReviews(reviews, signal);
        if (published > 0) log.info({ published }, 'published reviews of accounts come of age');
      },
    },
  ];
}
