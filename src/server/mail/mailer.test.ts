import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createSmtpMailer, type Mailer } from './mailer';

describe('the SMTP mailer', () => {
  let capture: Awaited<ReturnType<typeof startSmtpCapture>>;
  let mailer: Mailer;

  beforeAll(async () => {
    capture = await startSmtpCapture();
    mailer = createSmtpMailer(capture.url, 'Govi Market <no-reply@govi.lk>');
  });
  afterAll(async () => {
    mailer.close();
    await capture.close();
  });

  it('sends mail after mail over the connection it opened, without waiting for a new greeting each time', async () => {
    for (const to of ['nimal@example.lk', 'kamala@example.lk', 'ravi@example.lk']) {
      await mailer.send({ to, subject: `Your order, ${to}`, text: 'It is on its way.' });
    }
    expect(capture.messages.map((message) => message.to)).toEqual([['nimal@example.lk'], ['kamala@example.lk'], ['ravi@example.lk']]);
    expect(capture.messages.every((message) => message.from === 'no-reply@govi.lk')).toBe(true);
    expect(capture.connectionCount).toBe(1);
  });

  it('fails the one mail the server refuses and sends the next', async () => {
    capture.refuse(true);
    await expect(mailer.send({ to: 'sunil@example.lk', subject: 'Refused', text: 'Try later.' })).rejects.toThrow(/451/);
    capture.refuse(false);
    await mailer.send({ to: 'sunil@example.lk', subject: 'Accepted', text: 'Now.' });
    expect((await capture.nextMailTo('sunil@example.lk')).subject).toBe('Accepted');
  });
});
