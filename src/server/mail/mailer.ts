import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/** Sends mail through the SMTP server named by SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Pooled: a mail server answers a new connection only after its own pause (a greeting delay, a TLS handshake:
    // tens to hundreds of milliseconds), which a request that mails (a sign-up, a reset) would otherwise wait through
    // every time. Up to five connections are kept while mail flows (a sixth mail at once waits for one of them, as a
    // mail provider would have it wait anyway); one idle for socketTimeout is closed, so none goes stale.
    pool: true,
    maxConnections: 5,
    // Bounded waits: a slow mail server must not hold a request (or a shutdown) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
