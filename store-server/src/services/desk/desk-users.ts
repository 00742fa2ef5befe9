import {
  countDeskUsers,
  deleteDeskUser,
  deskUserOf,
  findDeskUserByEmail,
  insertDeskUser,
  listDeskUsers,
  revokeDeskUserTokens,
  updateDeskUserPassword,
} from '../../db/repositories/desk-repository.js';
import { deskUserErrors, parseNewDeskUser, parseNewPassword } from '../../domain/desk/desk-user-input.js';
import { deskActor, type AuditActor, type DeskUser } from '../../domain/desk/desk-user.js';
import { randomId } from '../random-id.js';
import type { Shop } from '../shop.js';
import { recordAudit } from './audit.js';

// The desk's accounts: created, listed, removed and given a new password on the command line
// (`npm run owner -w store-server -- …`, store-server/src/owner-cli.ts) and by an owner over HTTP.

/** Who did it: the signed-in owner, or the shop's operator on the command line. */
const operatorActor: AuditActor = { type: 'desk', id: null, email: 'cli', name: 'Command line' };

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
    await recordAudit(trx, {
      actor: by ? deskActor(by) : operatorActor,
      entity: 'desk_user',
      entityId: row.id,
      action: 'desk_user.create',
      details: { email: row.email, role: row.role },
      at: now,
    });
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
    if (!row) throw deskUserErrors.notFound('email' in match ? match.email : match.id);
    if (row.role === 'owner' && rows.filter((candidate) => candidate.role === 'owner').length === 1)
      throw deskUserErrors.lastOwner();
    await deleteDeskUser(trx, row.id);
    await recordAudit(trx, {
      actor: by ? deskActor(by) : operatorActor,
      entity: 'desk_user',
      entityId: row.id,
      action: 'desk_user.remove',
      details: { email: row.email, role: row.role },
      at: now,
    });
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
    await revokeDeskUserTokens(trx, row.id, now.toISOString());
    await recordAudit(trx, {
      actor: operatorActor,
      entity: 'desk_user',
      entityId: row.id,
      action: 'desk_user.password_reset',
      details: {},
      at: now,
    });
    return deskUserOf(row);
  });
}
