import { sql, type SqlBool } from 'kysely';
import { sha256 } from '../../domain/account/text.js';
import type { DeskUser } from '../../domain/desk/desk-user.js';
import type { Db, DeskAuditLogTable, DeskTokenTable } from '../schema.js';
import { findRow, type Row } from './find-row.js';

// The desk's accounts, bearer tokens (stored as SHA-256 hashes) and audit log.

export type DeskUserRow = Row<'desk_user'>;

export const deskUserOf = (row: Pick<DeskUserRow, 'id' | 'email' | 'name' | 'role'>): DeskUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

export const findDeskUserByEmail = (db: Db, email: string) =>
  findRow(db, 'desk_user', { email: email.toLowerCase() });

export const findDeskUser = (db: Db, id: string) => findRow(db, 'desk_user', { id });

export function listDeskUsers(db: Db): Promise<DeskUserRow[]> {
  return db.selectFrom('desk_user').selectAll().orderBy('email').execute();
}

export async function countDeskUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('desk_user')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertDeskUser(db: Db, row: DeskUserRow): Promise<void> {
  await db.insertInto('desk_user').values(row).execute();
}

export async function updateDeskUserPassword(db: Db, id: string, hash: string, now: string): Promise<void> {
  await db
    .updateTable('desk_user')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes the account; its tokens go with it (ON DELETE CASCADE, and explicitly for SQLite without FKs on). */
export async function deleteDeskUser(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom('desk_token').where('user_id', '=', id).execute();
  const result = await db.deleteFrom('desk_user').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertDeskTokens(
  db: Db,
  rows: (Omit<DeskTokenTable, 'token_hash' | 'revoked_at'> & { token: string })[],
): Promise<void> {
  await db
    .insertInto('desk_token')
    .values(rows.map(({ token, ...row }) => ({ ...row, token_hash: sha256(token), revoked_at: null })))
    .execute();
}

/** The token row and its account for a presented token, or undefined (unknown). */
export async function findDeskToken(db: Db, token: string, kind: DeskTokenTable['kind']) {
  return db
    .selectFrom('desk_token as k')
    .innerJoin('desk_user as u', 'u.id', 'k.user_id')
    .select([
      'k.id as token_id',
      'k.family_id',
      'k.expires_at',
      'k.revoked_at',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
    ])
    .where('k.token_hash', '=', sha256(token))
    .where('k.kind', '=', kind)
    .executeTakeFirst();
}

/** Marks one token used; false if another request used it first (the refresh race is lost). */
export async function revokeDeskToken(db: Db, tokenId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('desk_token')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes the live tokens of one login (`family_id`) or of one account (`user_id`). */
export async function revokeDeskTokens(
  db: Db,
  match: { family_id: string } | { user_id: string },
  now: string,
): Promise<void> {
  const [column, value] =
    'family_id' in match ? (['family_id', match.family_id] as const) : (['user_id', match.user_id] as const);
  await db
    .updateTable('desk_token')
    .set({ revoked_at: now })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertAuditEntry(db: Db, row: DeskAuditLogTable): Promise<void> {
  await db.insertInto('desk_audit_log').values(row).execute();
}

export type AuditRow = Row<'desk_audit_log'>;

/** The audit entries of these entities, newest first (bounded). */
export function listAuditEntries(
  db: Db,
  entities: { entity: string; ids: readonly string[] }[],
  limit: number,
): Promise<AuditRow[]> {
  const wanted = entities.filter((entry) => entry.ids.length > 0);
  if (wanted.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('desk_audit_log')
    .selectAll()
    .where((eb) =>
      eb.or(
        wanted.map((entry) => eb.and([eb('entity', '=', entry.entity), eb('entity_id', 'in', entry.ids)])),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** LIKE's wildcards and its escape character, escaped (the pattern below declares `escape '\\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The CSV imports whose recorded changes name this product number, newest first (bounded). An import is one
 * entry for the whole catalogue; its details hold `changes: [{ productNumber, field, from, to }]` as JSON text
 * (JSON.stringify: no spaces), so the product number's JSON string narrows the entries on both databases; the
 * caller still reads the changes to keep only this product's.
 */
export function listImportEntriesNaming(db: Db, productNumber: string, limit: number): Promise<AuditRow[]> {
  const needle = `%"productNumber":${likeLiteral(JSON.stringify(productNumber))}%`;
  return db
    .selectFrom('desk_audit_log')
    .selectAll()
    .where('entity', '=', 'catalogue')
    .where('action', '=', 'product.import')
    .where(sql<SqlBool>`details like ${needle} escape '\\'`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
