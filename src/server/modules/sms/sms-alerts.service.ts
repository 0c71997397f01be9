import type { FastifyBaseLogger } from 'fastify';
import { isLanguage } from '@domain/i18n/languages';
import type { Db } from '@server/db/client';
import { deleteInBatches } from '@server/infra/jobs/in-batches';
import { itemUpdatesText, newOrdersText, type ItemUpdateAlert, type NewOrderAlert } from '@server/sms/sms-texts';
import {
  deleteOldSmsAlerts,
  insertSmsAlerts,
  lockDueAlertsOfOnePerson,
  markSmsAlertsHandled,
  selectAlertRecipient,
  type SmsAlertRow,
} from './sms.repository';
import type { SmsOutbox } from './sms.service';

/** What an order event may tell someone by SMS (decision 055). */
export type OrderAlert =
  | { userId: string; kind: 'new-order'; params: NewOrderAlert }
  | { userId: string; kind: `item-${ItemUpdateAlert['status']}`; params: { title: string } };

const minute = 60_000;

/**
 * How often the job looks for gathered alerts: a quarter of the gathering time, between a second and half a minute,
 * so a text goes out soon after its alerts have gathered.
 */
export function alertJobEveryMs(gatherMs: number): number {
  return Math.min(30_000, Math.max(1000, Math.round(gatherMs / 4)));
}

/**
 * Notes order events for SMS, inside the transaction that made them: they are told once gathered, by the job
 * (`sendGatheredAlerts`), or passed over if the person has no confirmed number or has turned that alert off.
 */
export async function recordOrderAlerts(tx: Db, alerts: OrderAlert[]): Promise<void> {
  await insertSmsAlerts(tx, alerts);
}

const itemStatusOf = { 'item-confirmed': 'confirmed', 'item-delivered': 'delivered', 'item-cancelled': 'cancelled' } as const;

/** The text one person's gathered alerts make, in their language; null when they want none of them. */
function textFor(
  recipient: { language: string; newOrders: boolean; orderUpdates: boolean },
  alerts: SmsAlertRow[],
  currency: string,
): string[] {
  const language = isLanguage(recipient.language) ? recipient.language : 'en';
  const orders = alerts.filter((alert) => alert.kind === 'new-order').map((alert) => alert.params as NewOrderAlert);
  const updates = alerts.flatMap((alert) => {
    const status = itemStatusOf[alert.kind as keyof typeof itemStatusOf];
    return status ? [{ status, title: (alert.params as { title: string }).title }] : [];
  });
  const texts: string[] = [];
  if (recipient.newOrders && orders.length > 0) texts.push(newOrdersText(language, orders, currency));
  if (recipient.orderUpdates && updates.length > 0) texts.push(itemUpdatesText(language, updates));
  return texts;
}

/**
 * The job: for each person whose first waiting alert has gathered for long enough, one text of their new orders and
 * one of their items' changes, queued in the outbox in the same transaction that marks the alerts handled (so each
 * alert is told once, by whichever instance takes it, and none is lost). Answers how many texts were queued.
 */
export async function sendGatheredAlerts(
  {
    db,
    outbox,
    currency,
    gatherMs,
    log,
    now,
  }: {
    db: Db;
    outbox: SmsOutbox;
    currency: string;
    /** How long a person's first alert waits for more: several orders within it go out as one text. */
    gatherMs: number;
    log: FastifyBaseLogger;
    now: () => Date;
  },
  signal: AbortSignal,
): Promise<number> {
  let queued = 0;
  while (!signal.aborted) {
    const at = now();
    const handled = await db.transaction(async (tx) => {
      const due = await lockDueAlertsOfOnePerson(tx, new Date(at.getTime() - gatherMs));
      if (!due) return false;
      const recipient = await selectAlertRecipient(tx, due.userId);
      const texts = recipient?.phoneNumber ? textFor(recipient, due.alerts, currency) : [];
      for (const text of texts) {
        const outcome = await outbox.queue(
          { to: recipient!.phoneNumber!, text, kind: 'order-alert', userId: due.userId },
          { transaction: tx },
        );
        if (outcome === 'queued') queued += 1;
      }
      await markSmsAlertsHandled(
        tx,
        due.alerts.map((alert) => alert.id),
        at,
      );
      return true;
    });
    if (!handled) break;
  }
  if (queued > 0) {
    outbox.wake();
    log.info({ queued }, 'order alerts queued as text messages');
  }
  return queued;
}

/** Handled alerts are kept 30 days; ones nobody handled (no way to send SMS was set up) a day. */
export async function pruneOldAlerts(db: Db, now: Date, signal: AbortSignal): Promise<number> {
  const handledBefore = new Date(now.getTime() - 30 * 24 * 60 * minute);
  const waitingBefore = new Date(now.getTime() - 24 * 60 * minute);
  return deleteInBatches((limit) => deleteOldSmsAlerts(db, { handledBefore, waitingBefore }, limit), 500, signal);
}
