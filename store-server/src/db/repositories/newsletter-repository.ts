import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, NewsletterRecipientTable } from '../schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type NewsletterRecipientRow = Selectable<NewsletterRecipientTable>;

export function findRecipientByEmail(
  db: Db,
  salesChannelId: string,
  email: string,
): Promise<NewsletterRecipientRow | undefined> {
  return db
    .selectFrom('newsletter_recipient')
    .selectAll()
    .where('sales_channel_id', '=', salesChannelId)
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findRecipientByHash(
  db: Db,
  salesChannelId: string,
  hash: string,
): Promise<NewsletterRecipientRow | undefined> {
  return db
    .selectFrom('newsletter_recipient')
    .selectAll()
    .where('sales_channel_id', '=', salesChannelId)
    .where('hash', '=', hash)
    .executeTakeFirst();
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
