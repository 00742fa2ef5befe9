import { parseStoredAttachments } from '../domain/mail-message.js';
import type { Kysely } from 'kysely';
import {
  claimDueMails,
  hasDueMail,
  markMailFailed,
  markMailSent,
  type QueuedMail,
} from '../db/repositories/mail-queue-repository.js';
import type { Database } from '../db/schema.js';
import {
  afterFailedAttempt,
  DEFAULT_LEASE_MS,
  DEFAULT_RETRY_POLICY,
  describeFailure,
  leaseUntil,
  type RetryPolicy,
} from './delivery-schedule.js';
import type { Mailer } from './mailer.js';

// Delivers the mail outbox (mail_queue) through the Mailer. A route that queued mails in its transaction kicks
// the worker after the commit, so mails go out within milliseconds as before; a poller also looks for due mails
// every few seconds, so that mails queued before a crash, mails whose attempt failed (SMTP down or refusing)
// and mails of another instance that died mid-send are delivered, by this instance or any other on the same
// database. Each round claims a batch with a lease, sends it outside any transaction and records each
// outcome: sent, or failed with the next attempt after an exponential backoff, or given up (the row stays).
// Delivery is at least once: only a sender that dies after the SMTP server accepted a mail and before sent_at
// is written can cause a second delivery, after its lease ran out.

export interface MailDeliverySettings extends RetryPolicy {
  /** How often the poller looks for due mails. */
  pollIntervalMs: number;
  /** How long a claim keeps other instances off a mail (see DEFAULT_LEASE_MS). */
  leaseMs: number;
  /** Mails claimed and sent together in one round. */
  batchSize: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDeliverySettings = {
  ...DEFAULT_RETRY_POLICY,
  pollIntervalMs: 5_000,
  leaseMs: DEFAULT_LEASE_MS,
  batchSize: 10,
};

interface DeliveryLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailDeliveryWorkerOptions {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
  log: DeliveryLog;
  settings?: Partial<MailDeliverySettings> | undefined;
}

export interface MailDeliveryWorker {
  /** Starts the poller and delivers what is due (after the migrations: the server's onReady). */
  start(): void;
  /** Delivers the due mails now, in the background (after a commit that queued mails). */
  kick(): void;
  /** Resolves when no mail is due any more and no delivery runs (mails waiting for a retry are not due). */
  settled(): Promise<void>;
  /** Stops the poller and waits for the deliveries in flight; what is still queued stays for the next start. */
  stop(): Promise<void>;
}

export function createMailDeliveryWorker(options: MailDeliveryWorkerOptions): MailDeliveryWorker {
  const { db, mailer, now, log } = options;
  const settings = { ...DEFAULT_MAIL_DELIVERY, ...options.settings };
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;
  let lastRoundFailed = false;

  const deliver = async (mail: QueuedMail): Promise<void> => {
    const lease = mail.claimed_until ?? '';
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: parseStoredAttachments(mail.attachments),
      });
    } catch (error) {
      const outcome = afterFailedAttempt(mail.attempts, now(), settings);
      const recorded = await markMailFailed(db, {
        id: mail.id,
        lease,
        error: describeFailure(error),
        nextAttemptAt: outcome.kind === 'retry' ? outcome.nextAttemptAt : null,
        now: now(),
      });
      const details = { err: error, mailId: mail.id, attempts: mail.attempts };
      if (!recorded) log.warn(details, 'mail delivery failed after its claim ran out');
      else if (outcome.kind === 'give-up') log.error(details, `mail ${mail.id} given up`);
      else log.warn({ ...details, nextAttemptAt: outcome.nextAttemptAt }, 'mail delivery failed, will retry');
      return;
    }
    await markMailSent(db, mail.id, now());
  };

  const round = async (): Promise<void> => {
    do {
      kickedWhileRunning = false;
      for (;;) {
        if (stopped) return;
        const claimedAt = now();
        // A read first: most polls find nothing, and a claim is a write transaction (on SQLite the write lock).
        if (!(await hasDueMail(db, claimedAt))) break;
        const batch = await claimDueMails(db, {
          now: claimedAt,
          leaseUntil: leaseUntil(claimedAt, settings.leaseMs),
          limit: settings.batchSize,
        });
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (kickedWhileRunning && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    running = round()
      .then(
        () => {
          lastRoundFailed = false;
        },
        (error: unknown) => {
          lastRoundFailed = true;
          log.error({ err: error }, 'mail delivery round failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (stopped || timer) return;
      timer = setInterval(kick, settings.pollIntervalMs);
      // The poller alone never keeps the process alive.
      timer.unref();
      kick();
    },
    kick,
    async settled() {
      for (;;) {
        while (running) await running;
        if (stopped || !(await hasDueMail(db, now()))) return;
        kick();
        while (running) await running;
        // A round that failed (the database gone) would fail again: report settled rather than spin.
        if (lastRoundFailed) return;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
    },
  };
}
