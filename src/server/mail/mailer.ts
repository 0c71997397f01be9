import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/** Sends mail through the SMTP server named by SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
