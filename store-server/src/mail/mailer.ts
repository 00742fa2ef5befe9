import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from '../domain/mail-message.js';
import { createPrivateDir, writePrivateFile } from '../files/private-files.js';

// Outgoing mail. With SMTP_URL the mails go to that SMTP server; without it every mail is rendered by
// nodemailer's stream transport and written to `<dataDir>/outbox` as an .eml file, with a small .json beside
// it (recipient, subject, time, text) that the outbox page lists, so double opt-in and password recovery work
// out of the box. Routes do not send: they queue their mails in their transaction (the mail outbox,
// db/repositories/mail-queue-repository.ts), and the delivery worker (mail-delivery-worker.ts) sends them
// through `send`. The outbox folder is created 0700 and its files 0600 (they hold customers' addresses and links).

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  /** The attached files' names, types and sizes (the files themselves are in the .eml). */
  attachments?: { filename: string; contentType: string; size: number }[];
}

export interface Mailer {
  /** Delivers one mail; rejects when the SMTP server does not accept it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
  readonly outboxDir: string | null;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  now?: () => Date;
}

/**
 * SMTP timeouts shorter than nodemailer's (2 minutes to connect, 10 of socket inactivity), so that a hanging SMTP
 * server fails an attempt well within the delivery worker's lease (DEFAULT_LEASE_MS). SMTP_URL's query
 * parameters (`?socketTimeout=…`) still override them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export const OUTBOX_FILE = /^[0-9A-Za-z-]{1,80}\.eml$/;

export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  // Orders mails written within the same millisecond (file names sort newest last).
  let sequence = 0;
  const smtp: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
  const stream = smtp
    ? null
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const send = async (message: MailMessage): Promise<void> => {
    const date = now();
    const mail = { from: options.from, date, ...message };
    if (smtp) {
      await smtp.sendMail(mail);
      return;
    }
    sequence = (sequence + 1) % 1_000_000;
    const stamp = date.toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const info = (await stream!.sendMail(mail)) as { message: Buffer };
    createPrivateDir(options.outboxDir);
    const entry: OutboxEntry = {
      file: `${name}.eml`,
      to: message.to,
      subject: message.subject,
      date: date.toISOString(),
      text: message.text,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
            })),
          }
        : {}),
    };
    writePrivateFile(join(options.outboxDir, `${name}.eml`), info.message);
    writePrivateFile(join(options.outboxDir, `${name}.json`), JSON.stringify(entry));
  };

  return {
    outboxDir: smtp ? null : options.outboxDir,
    send,
    close() {
      smtp?.close();
    },
  };
}
