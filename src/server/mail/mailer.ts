import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/** Sends mail through the SMTP server named by SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a slow mail server must not hold a request (or a shutdown) for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
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
