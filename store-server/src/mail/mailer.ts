import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

// Outgoing mail. With SMTP_URL the mails go to that SMTP server; without it every mail is rendered by
// nodemailer's stream transport and written to `<dataDir>/outbox` as an .eml file, with a small .json beside
// it (recipient, subject, time, text) that the outbox page lists, so double opt-in and password recovery work
// out of the box. Mails are dispatched in the background: a route answers as fast whether or not it sends one
// (an enumeration-safe answer must not differ in timing); `settled()` waits for all dispatched mails.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

export interface Mailer {
  /** Sends in the background; failures are reported to `onError`. */
  dispatch(message: MailMessage): void;
  send(message: MailMessage): Promise<void>;
  settled(): Promise<void>;
  close(): void;
  readonly outboxDir: string | null;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export const OUTBOX_FILE = /^[0-9A-Za-z-]{1,80}\.eml$/;

export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();
  // Orders mails written within the same millisecond (file names sort newest last).
  let sequence = 0;
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
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
    mkdirSync(options.outboxDir, { recursive: true });
    const entry: OutboxEntry = {
      file: `${name}.eml`,
      to: message.to,
      subject: message.subject,
      date: date.toISOString(),
      text: message.text,
    };
    writeFileSync(join(options.outboxDir, `${name}.eml`), info.message);
    writeFileSync(join(options.outboxDir, `${name}.json`), JSON.stringify(entry));
  };

  return {
    outboxDir: smtp ? null : options.outboxDir,
    send,
    dispatch(message) {
      const delivery = send(message)
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      smtp?.close();
    },
  };
}
