import type { Kysely } from 'kysely';
import {
  countSentMailsSince,
  listUnsentMails,
  retryGivenUpMails,
} from '../db/repositories/mail-queue-repository.js';
import type { Database } from '../db/schema.js';

// The shop owner's commands on the mail outbox (`npm run mail -w store-server -- status | retry [id]`, see
// mail-cli.ts): what is waiting or given up, and queueing given-up mails again once the SMTP problem is fixed.

const WEEK_MS = 7 * 24 * 3600 * 1000;

export const MAIL_USAGE = `Usage: npm run mail -w store-server -- <command>
  status        mails waiting for delivery or given up, and how many were sent in the last 7 days
  retry         queue every given-up mail again (a fresh count of attempts, due now)
  retry <id>    queue the given-up mail with this id again`;

export interface MailCommandResult {
  /** Lines to print. */
  lines: string[];
  exitCode: number;
}

export async function runMailCommand(
  db: Kysely<Database>,
  args: readonly string[],
  now: Date,
): Promise<MailCommandResult> {
  const [command, id, ...rest] = args;
  if (command === 'status' && id === undefined) return { lines: await mailStatus(db, now), exitCode: 0 };
  if (command === 'retry' && rest.length === 0) {
    const queued = await retryGivenUpMails(db, now, id);
    if (id !== undefined && queued === 0)
      return { lines: [`No given-up mail has the id ${id}.`], exitCode: 1 };
    return {
      lines: [
        queued === 1 ? '1 given-up mail queued again.' : `${queued} given-up mails queued again.`,
        ...(queued > 0 ? ['A running server sends them within its poll interval (5 s by default).'] : []),
      ],
      exitCode: 0,
    };
  }
  return { lines: [MAIL_USAGE], exitCode: 2 };
}

async function mailStatus(db: Kysely<Database>, now: Date): Promise<string[]> {
  const [unsent, sent] = await Promise.all([
    listUnsentMails(db),
    countSentMailsSince(db, new Date(now.getTime() - WEEK_MS)),
  ]);
  const givenUp = unsent.filter((mail) => mail.gave_up_at !== null);
  const lines = [
    `Mail outbox: ${unsent.length - givenUp.length} waiting, ${givenUp.length} given up, ${sent} sent in the last 7 days.`,
  ];
  for (const mail of unsent) {
    const state = mail.gave_up_at ? `given up ${mail.gave_up_at}` : `next attempt ${mail.next_attempt_at}`;
    lines.push(
      `${mail.id}  ${mail.recipient}  "${mail.subject}"  ${mail.attempts} attempts, ${state}` +
        (mail.last_error ? `\n    last error: ${mail.last_error}` : ''),
    );
  }
  return lines;
}
