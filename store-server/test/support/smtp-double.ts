import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

// A real SMTP server on a free loopback port for the mail tests: the server's nodemailer SMTP client talks to it
// as to any mail server. It accepts and records every mail, or, while told to refuse, answers every recipient
// with a temporary error (451), as a mail server that is overloaded or in maintenance does.

export interface ReceivedMail {
  to: string[];
  subject: string;
}

export interface SmtpDouble {
  /** SMTP_URL for the server under test. */
  url: string;
  received: ReceivedMail[];
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
}

export const REFUSAL = 'Mailbox temporarily unavailable (test double)';

/** The Subject header of a raw message (unfolded; the tests use ASCII subjects, so no encoded words). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return /^subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
}

export async function startSmtpDouble(): Promise<SmtpDouble> {
  let refusing = false;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error(REFUSAL), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address: SMTPServerAddress) => address.address);
        received.push({ to, subject: subjectOf(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
