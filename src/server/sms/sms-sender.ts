import type { FastifyBaseLogger } from 'fastify';
import { smsParts } from '@domain/sms/sms-parts';
import type { SmsSettings } from '@server/env';

/** One text message: to a number in E.164 (`+94771234567`), in the recipient's language. */
export type SmsMessage = { to: string; text: string };

/** Sends one message, resolving once the gateway has taken it; a refusal or a silent gateway rejects. */
export type SmsSender = { provider: SmsSettings['provider']; send(message: SmsMessage): Promise<void> };

/** A gateway that has not answered by then is taken as failed (the message is tried again later). */
const gatewayTimeoutMs = 10_000;

/** The gateway did not take the message: the status or its own words, never the keys the request carried. */
export class SmsNotSent extends Error {
  override name = 'SmsNotSent';
}

/** The sender the settings choose, or undefined when none is set (nothing is sent). */
export function createSmsSender(settings: SmsSettings | undefined, log: FastifyBaseLogger): SmsSender | undefined {
  switch (settings?.provider) {
    case undefined:
      return undefined;
    case 'webhook':
      return { provider: 'webhook', send: (message) => sendToWebhook(settings.url, message) };
    case 'notify-lk':
      return { provider: 'notify-lk', send: (message) => sendThroughNotifyLk(settings, message) };
    case 'console':
      return {
        provider: 'console',
        async send(message) {
          log.info({ sms: message }, 'text message written here instead of sent (SMS_PROVIDER=console)');
        },
      };
  }
}

/** `{"to": "+94771234567", "text": "…"}` as JSON; any 2xx answer means sent. */
async function sendToWebhook(url: string, message: SmsMessage): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: message.to, text: message.text }),
    // A redirect is an answer other than 2xx, not somewhere else to post the message.
    redirect: 'manual',
    signal: AbortSignal.timeout(gatewayTimeoutMs),
  });
  // The body is read (and dropped) so the connection can be kept.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new SmsNotSent(`the SMS webhook answered ${response.status}`);
}

/**
 * Notify.lk's send endpoint (developer.notify.lk): the account's keys, its approved sender id, the number without
 * its `+`, and `type=unicode` when the text is not all in the GSM alphabet (every Sinhala and Tamil text). It
 * answers `{"status": "success"}` when it has taken the message.
 */
async function sendThroughNotifyLk(settings: Extract<SmsSettings, { provider: 'notify-lk' }>, message: SmsMessage): Promise<void> {
  const form = new URLSearchParams({
    user_id: settings.userId,
    api_key: settings.apiKey,
    sender_id: settings.senderId,
    to: message.to.replace(/^\+/, ''),
    message: message.text,
  });
  if (smsParts(message.text).encoding === 'ucs-2') form.set('type', 'unicode');
  const response = await fetch(`${settings.url}/api/v1/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
    signal: AbortSignal.timeout(gatewayTimeoutMs),
  });
  const answer = (await response.json().catch(() => null)) as { status?: unknown; message?: unknown } | null;
  if (response.ok && answer?.status === 'success') return;
  // Its own words, but never the key, should a gateway ever repeat the request back.
  const said = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 200).replaceAll(settings.apiKey, '(hidden)')}` : '';
  throw new SmsNotSent(`Notify.lk did not take the message (HTTP ${response.status})${said}`);
}
