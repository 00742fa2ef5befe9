import { createHash } from 'node:crypto';

const HEX_ID = /^[0-9a-f]{32}$/;

/** Shopware ids are 32 lowercase hex characters (a UUID without dashes). */
export function isHexId(value: unknown): value is string {
  return typeof value === 'string' && HEX_ID.test(value);
}

/** A stable id derived from a key, so that reseeding and tests see the same ids. */
export function deterministicId(key: string): string {
  return createHash('md5').update(`plastics:${key}`).digest('hex');
}
