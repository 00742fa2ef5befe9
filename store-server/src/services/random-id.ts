import { randomUUID } from 'node:crypto';

/** A new entity id: a random UUIDv4 in Shopware's hex form. */
export function randomId(): string {
  return randomUUID().replace(/-/g, '');
}
