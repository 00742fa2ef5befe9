/** Which payment methods are Klarna's, and which Klarna Payments category each one loads. */
import type { PaymentMethod } from '../types';

const KLARNA_TECHNICAL_PREFIX = 'payment_klarna_';

type KlarnaMethodLike = Pick<PaymentMethod, 'id'> & {
  technicalName?: string | null;
  customFields?: unknown;
};

function customCategory(method: KlarnaMethodLike): string | null {
  const fields = method.customFields;
  if (typeof fields !== 'object' || fields === null) return null;
  const value = (fields as Record<string, unknown>).klarnaCategory;
  return typeof value === 'string' && value ? value : null;
}

/** The method's own Klarna category (customFields.klarnaCategory, else its technical name); null if not Klarna. */
export function methodKlarnaCategory(method: KlarnaMethodLike | null | undefined): string | null {
  if (!method) return null;
  const custom = customCategory(method);
  if (custom) return custom;
  const technical = method.technicalName ?? '';
  return technical.startsWith(KLARNA_TECHNICAL_PREFIX)
    ? technical.slice(KLARNA_TECHNICAL_PREFIX.length) || null
    : null;
}

export function isKlarnaMethod(method: KlarnaMethodLike | null | undefined): boolean {
  return methodKlarnaCategory(method) !== null;
}
