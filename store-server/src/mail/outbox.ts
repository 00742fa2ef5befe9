import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOX_FILE, type OutboxEntry } from './mailer.js';

/** The mails in the outbox folder, newest first. */
export function listOutbox(outboxDir: string): OutboxEntry[] {
  if (!existsSync(outboxDir)) return [];
  const entries: OutboxEntry[] = [];
  for (const name of readdirSync(outboxDir)) {
    if (!name.endsWith('.json')) continue;
    const entry = readEntry(outboxDir, name.replace(/\.json$/, '.eml'));
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) =>
    a.date === b.date ? b.file.localeCompare(a.file) : b.date.localeCompare(a.date),
  );
}

export function readEntry(outboxDir: string, file: string): OutboxEntry | undefined {
  if (!OUTBOX_FILE.test(file)) return undefined;
  const path = join(outboxDir, file.replace(/\.eml$/, '.json'));
  if (!existsSync(path)) return undefined;
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<OutboxEntry>;
    if (typeof raw.to !== 'string' || typeof raw.subject !== 'string' || typeof raw.date !== 'string')
      return undefined;
    return {
      file,
      to: raw.to,
      subject: raw.subject,
      date: raw.date,
      text: typeof raw.text === 'string' ? raw.text : '',
      ...(Array.isArray(raw.attachments) ? { attachments: raw.attachments } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The http(s) links of a mail's text body, in order, without duplicates. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
