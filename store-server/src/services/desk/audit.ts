import { insertAuditEntry, type AuditRow } from '../../db/repositories/desk-repository.js';
import type { Db } from '../../db/schema.js';
import type { AuditActor } from '../../domain/desk/desk-user.js';
import { parseJsonObject } from '../../domain/json-object.js';
import { randomId } from '../random-id.js';

export type { AuditActor, CustomerActor, DeskActor } from '../../domain/desk/desk-user.js';
export { deskActor } from '../../domain/desk/desk-user.js';

export interface AuditEntryInput {
  actor: AuditActor;
  /** 'order' | 'product' | 'offer' | 'desk_user' | … */
  entity: string;
  entityId: string;
  /** e.g. 'order.state.process', 'order.note', 'product.update', 'product.import', 'offer.send', 'offer.accept'. */
  action: string;
  details?: Record<string, unknown>;
  /** The time of the change (the service's clock); now by default. */
  at?: Date;
}

/**
 * Records one change in the audit log, inside the caller's transaction (so it exists exactly when the change
 * does). The actor's email and name are copied: the entry stays readable after the account is removed.
 */
export async function recordAudit(trx: Db, entry: AuditEntryInput): Promise<void> {
  await insertAuditEntry(trx, {
    id: randomId(),
    actor_type: entry.actor.type,
    actor_id: entry.actor.id,
    actor_email: entry.actor.email,
    actor_name: entry.actor.name,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    details: JSON.stringify(entry.details ?? {}),
    created_at: (entry.at ?? new Date()).toISOString(),
  });
}

/** One audit entry as a history entry of the desk's JSON (`extensions.desk.history`). */
export const historyJson = (row: AuditRow) => ({
  id: row.id,
  createdAt: row.created_at,
  actorName: row.actor_name,
  actorType: row.actor_type,
  action: row.action,
  details: parseJsonObject(row.details) ?? {},
});
