import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** Undoes quoted-printable line folding and escapes, enough to read links and texts back. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 subjects: adjacent encoded words join without the space between, bytes before UTF-8. */
function decodeSubject(header: string): string {
  const joined = header.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, encoding = 'B', text = '']) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** A real SMTP server on a free port that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiting: (() => void)[] = [];
  let refusing = false;
  let refused = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      refused += 1;
      callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeSubject(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
        const body = bodyParts.join('\n\n');
        const text = /Content-Transfer-Encoding: base64/i.test(unfolded)
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : decodeQuotedPrintable(body);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject,
          text,
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    /** While on, every message is refused with a temporary failure (451), as a mail server in trouble answers. */
    refuse(on: boolean) {
      refusing = on;
    },
    /** How many messages were refused so far: each is one attempt the sender made. */
    get refusedCount() {
      return refused;
    },
    /** How many connections senders opened so far. */
    get connectionCount() {
      return connections;
    },
    /** Resolves with the first message to this address, waiting for it if need be. */
    async nextMailTo(address: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => message.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
