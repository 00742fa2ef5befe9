import { isHexId } from './ids.js';

/** What a stored sales channel context remembers about a session (Shopware's context persister payload). */
export interface ContextPayload {
  languageId?: string;
  currencyId?: string;
  countryId?: string;
  paymentMethodId?: string;
  shippingMethodId?: string;
  /** The logged-in customer's chosen addresses (dropped when the session changes hands). */
  billingAddressId?: string;
  shippingAddressId?: string;
}

const KEYS = [
  'languageId',
  'currencyId',
  'countryId',
  'paymentMethodId',
  'shippingMethodId',
  'billingAddressId',
  'shippingAddressId',
] as const;

/** Reads a stored payload defensively: unknown keys and malformed ids are dropped. */
export function parseContextPayload(json: string | null | undefined): ContextPayload {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const payload: ContextPayload = {};
  for (const key of KEYS) {
    const value = record[key];
    if (isHexId(value)) payload[key] = value;
  }
  return payload;
}

/** Whether a stored context has been idle longer than the lifetime (Shopware: updated_at + P1D). */
export function isContextExpired(updatedAt: string, now: Date, lifetimeMs: number): boolean {
  const last = Date.parse(updatedAt);
  return Number.isNaN(last) || now.getTime() - last > lifetimeMs;
}
