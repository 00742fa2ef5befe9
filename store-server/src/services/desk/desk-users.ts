import {
  countDeskUsers,
  deleteDeskUser,
  deskUserOf,
  findDeskUserByEmail,
  insertDeskUser,
  listDeskUsers,
  revokeDeskTokens,
  updateDeskUserPassword,
} from '../../db/repositories/desk-repository.js';
import { deskUserErrors, parseNewDeskUser, parseNewPassword } from '../../domain/desk/desk-user-input.js';
import { resourceNotFound } from '../../domain/desk/order-transitions.js';
import { deskActor, type AuditActor, type DeskUser } from '../../domain/desk/desk-user.js';
import { randomId } from '../random-id.js';
import type { Shop } from '../shop.js';
import type { Db } from '../../db/schema.js';
import { recordAudit } from './audit.js';

// The desk's accounts: created, listed, removed and given a new password on the command line
// (`npm run owner -w store-server -- …`, store-server/src/owner-cli.ts) and by an owner over HTTP.

/** Who did it: the signed-in owner, or the shop's operator on the command line. */
const operatorActor: AuditActor = { type: 'desk', id: null, email: 'cli', name: 'Command line' };

/** The audit entry of a change to an account, by an owner over HTTP or by the operator on the command line. */
function auditAccount(
  trx: Db,
  by: DeskUser | undefined,
  row: { id: string; email: string; role: string },
  action: string,
  at: Date,
) {
  return recordAudit(trx, {
    actor: by ? deskActor(by) : operatorActor,
    entity: 'desk_user',
    entityId: row.id,
    action,
    details: action === 'desk_user.password_reset' ? {} : { email: row.email, role: row.role },
    at,
  });
}

export type DeskUserShop = Pick<Shop, 'db' | 'now' | 'passwordHasher'>;

export async function addDeskUser(
  shop: DeskUserShop,
  input: Record<string, unknown>,
  by?: DeskUser,
): Promise<DeskUser> {
  const parsed = parseNewDeskUser(input);
  const hash = await shop.passwordHasher.hash(parsed.password);
  const now = shop.now();
  return shop.db.transaction().execute(async (trx) => {
    if (await findDeskUserByEmail(trx, parsed.email)) throw deskUserErrors.duplicateEmail(parsed.email);
    const row = {
      id: randomId(),
      email: parsed.email,
      name: parsed.name,
      role: parsed.role,
      password_hash: hash,
      created_at: now.toISOString(),
      updated_at: null,
    };
    await insertDeskUser(trx, row);
    await auditAccount(trx, by, row, 'desk_user.create', now);
    return deskUserOf(row);
  });
}

export async function listDeskAccounts(
  shop: Pick<Shop, 'db'>,
): Promise<(DeskUser & { createdAt: string })[]> {
  const rows = await listDeskUsers(shop.db);
  return rows.map((row) => ({ ...deskUserOf(row), createdAt: row.created_at }));
}

export async function countDeskAccounts(shop: Pick<Shop, 'db'>): Promise<number> {
  return countDeskUsers(shop.db);
}

/** Removes an account (by email or id); its tokens die with it. The last owner stays. */
export async function removeDeskUser(
  shop: DeskUserShop,
  match: { email: string } | { id: string },
  by?: DeskUser,
): Promise<DeskUser> {
  const now = shop.now();
  return shop.db.transaction().execute(async (trx) => {
    const rows = await listDeskUsers(trx);
    const row =
      'email' in match
        ? rows.find((candidate) => candidate.email === match.email.trim().toLowerCase())
        : rows.find((candidate) => candidate.id === match.id);
    if (!row)
      throw 'email' in match ? deskUserErrors.notFound(match.email) : resourceNotFound('desk_user', match.id);
    if (row.role === 'owner' && rows.filter((candidate) => candidate.role === 'owner').length === 1)
      throw deskUserErrors.lastOwner();
    await deleteDeskUser(trx, row.id);
    await auditAccount(trx, by, row, 'desk_user.remove', now);
    return deskUserOf(row);
  });
}

/** A new password; every token of the account is refused from now on. */
export async function resetDeskUserPassword(
  shop: DeskUserShop,
  email: string,
  password: unknown,
): Promise<DeskUser> {
  const valid = parseNewPassword(password);
  const hash = await shop.passwordHasher.hash(valid);
  const now = shop.now();
  return shop.db.transaction().execute(async (trx) => {
    const row = await findDeskUserByEmail(trx, email.trim());
    if (!row) throw deskUserErrors.notFound(email);
    await updateDeskUserPassword(trx, row.id, hash, now.toISOString());
    await revokeDeskTokens(trx, { user_id: row.id }, now.toISOString());
    await auditAccount(trx, undefined, row, 'desk_user.password_reset', now);
    return deskUserOf(row);
  });
}
