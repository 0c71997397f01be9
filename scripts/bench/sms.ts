/**
 * The SMS outbox on the PostgreSQL server: two instances (own pools, one database) store messages as requests do
 * (each counted against the market's daily limit, sealed, stored, this instance's sending woken) and send them to a
 * local gateway that answers at once. Printed: what storing costs a request (median and p99), messages sent a second
 * from the first stored to the last received, and how many were sent twice (target: none).
 */
import fastify from 'fastify';
import { openPostgres } from '@server/db/client';
import { createSmsOutbox } from '@server/modules/sms/sms.service';
import { createSmsSender } from '@server/sms/sms-sender';
import { startSmsReceiver } from '@tests/setup/sms-receiver';
import { inBatches, median, percentile, printTable, withServerDatabase } from './harness';

const messages = Number(process.env.BENCH_SMS ?? 2000);
/** Requests storing messages at once, on each instance. */
const concurrency = 8;

export async function benchSms() {
  const receiver = await startSmsReceiver();
  const log = fastify({ logger: false }).log;
  try {
    await withServerDatabase('sms', async (url) => {
      const instances = await Promise.all([openPostgres(url, { maxConnections: 10 }), openPostgres(url, { maxConnections: 10 })]);
      const sender = createSmsSender({ provider: 'webhook', url: receiver.url }, log)!;
      const outboxes = instances.map((database) =>
        createSmsOutbox({
          db: database.db,
          sender,
          secret: 'bench-secret-bench-secret-bench-secret!',
          limits: { perAccount: 1_000_000, market: 10_000_000 },
          log,
          now: () => new Date(),
        }),
      );
      const storing: number[] = [];
      const started = performance.now();
      await Promise.all(
        outboxes.map((outbox, instance) =>
          inBatches(
            Array.from({ length: messages / 2 }, (_, index) => index),
            concurrency,
            async (index) => {
              const at = performance.now();
              const number = String(1_000_000 + instance * 500_000 + index).padStart(7, '0');
              await outbox.queue({ to: `+9477${number}`, text: `Bench message ${instance}-${index}`, kind: 'sign-in-code' });
              storing.push(performance.now() - at);
            },
          ),
        ),
      );
      const stored = performance.now() - started;
      while (receiver.received.length < messages && performance.now() - started < 120_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const elapsed = performance.now() - started;
      const texts = receiver.received.map((message) => message.text);
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      await Promise.all(instances.map((database) => database.close()));
      printTable(`SMS outbox on PostgreSQL: ${messages} messages stored through two instances, ${concurrency} at a time on each`, [
        {
          'store median (ms)': median(storing).toFixed(1),
          'store p99 (ms)': percentile(storing, 0.99).toFixed(1),
          'all stored after (s)': (stored / 1000).toFixed(2),
          received: texts.length,
          'sent twice': texts.length - new Set(texts).size,
          'sent / s (first stored to last received)': Math.round((texts.length / elapsed) * 1000),
        },
      ]);
    });
  } finally {
    await receiver.close();
  }
}
