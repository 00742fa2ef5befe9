import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, NewsletterRecipientTable } from '../schema.js';
import { findRow } from './find-row.js';

type Db = Kysely<Database> | Transaction<Database>;
export type NewsletterRecipientRow = Selectable<NewsletterRecipientTable>;

export function findRecipientByEmail(
  db: Db,
  salesChannelId: string,
  email: string,
): Promise<NewsletterRecipientRow | undefined> {
  return findRow(db, 'newsletter_recipient', {
    sales_channel_id: salesChannelId,
    email_lower: email.trim().toLowerCase(),
  });
}

export function findRecipientByHash(
  db: Db,
  salesChannelId: string,
  hash: string,
): Promise<NewsletterRecipientRow | undefined> {
  return findRow(db, 'newsletter_recipient', { sales_channel_id: salesChannelId, hash });
}

export async function insertRecipient(db: Db, row: Insertable<NewsletterRecipientTable>): Promise<void> {
  await db.insertInto('newsletter_recipient').values(row).execute();
}

export async function updateRecipient(
  db: Db,
  id: string,
  changes: Updateable<NewsletterRecipientTable>,
): Promise<void> {
  await db.updateTable('newsletter_recipient').set(changes).where('id', '=', id).execute();
}
