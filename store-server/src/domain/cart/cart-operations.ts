import { REQUEST_LIMITS } from '../limits.js';
import { cartExceptions } from './cart-exceptions.js';
import type { UpdateItem } from './line-item-input.js';

// What is stored of a cart: the shopper's lines (product, quantity, the last known label). Everything else —
// prices, stock limits, shipping — is recalculated from the current product data on every read.

export interface StoredLineItem {
  /** For products the product id (Shopware: the line item id of a product is its id). */
  id: string;
  referencedId: string;
  type: 'product';
  quantity: number;
  /** The product's name when last calculated: names the line after the product disappears. */
  label: string | null;
}

/**
 * Adding a product already in the cart raises its quantity by the added amount. An add that would give the
 * cart more than `maxLines` distinct lines is refused as a whole.
 */
export function addProducts(
  items: readonly StoredLineItem[],
  adds: readonly { productId: string; quantity: number }[],
  maxLines: number = REQUEST_LIMITS.cartLines,
): StoredLineItem[] {
  const next = items.map((item) => ({ ...item }));
  for (const add of adds) {
    const existing = next.find((item) => item.id === add.productId);
    if (existing) existing.quantity += add.quantity;
    else
      next.push({
        id: add.productId,
        referencedId: add.productId,
        type: 'product',
        quantity: add.quantity,
        label: null,
      });
  }
  if (next.length > items.length && next.length > maxLines) throw cartExceptions.cartLinesExceeded(maxLines);
  return next;
}

/**
 * The cart a customer finds on login: their parked cart with the guest cart's lines added (quantities of a
 * product in both add up, as an add to cart would). Beyond `maxLines` lines the oldest lines only the parked
 * cart had are left out, so that repeated logins never grow a cart without bound.
 */
export function mergeCarts(
  parked: readonly StoredLineItem[],
  guest: readonly StoredLineItem[],
  maxLines: number = REQUEST_LIMITS.cartLines,
): StoredLineItem[] {
  const merged = addProducts(
    parked,
    guest.map((item) => ({ productId: item.id, quantity: item.quantity })),
    Infinity,
  );
  const fromGuest = new Set(guest.map((item) => item.id));
  let surplus = merged.length - maxLines;
  const kept = merged.filter((item) => fromGuest.has(item.id) || surplus-- <= 0);
  return kept.map((item) => ({
    ...item,
    label: item.label ?? guest.find((g) => g.id === item.id)?.label ?? null,
  }));
}

/** Sets quantities; an id that is not in the cart is a 404 and nothing changes. */
export function updateQuantities(
  items: readonly StoredLineItem[],
  updates: readonly UpdateItem[],
): StoredLineItem[] {
  for (const update of updates) {
    if (!items.some((item) => item.id === update.id)) throw cartExceptions.lineItemNotFound(update.id);
  }
  return items.map((item) => {
    const quantity = updates.filter((u) => u.id === item.id && u.quantity !== null).at(-1)?.quantity;
    return quantity === undefined || quantity === null ? { ...item } : { ...item, quantity };
  });
}

/** Removes lines; an id that is not in the cart is a 404 and nothing changes. */
export function removeItems(items: readonly StoredLineItem[], ids: readonly string[]): StoredLineItem[] {
  for (const id of ids) {
    if (!items.some((item) => item.id === id)) throw cartExceptions.lineItemNotFound(id);
  }
  return items.filter((item) => !ids.includes(item.id));
}

/** Reads stored lines, dropping anything malformed (a stored cart is data, never trusted blindly). */
export function parseStoredItems(json: string | null | undefined): StoredLineItem[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    if (typeof item.id !== 'string' || typeof item.quantity !== 'number') return [];
    return [
      {
        id: item.id,
        referencedId: typeof item.referencedId === 'string' ? item.referencedId : item.id,
        type: 'product' as const,
        quantity: item.quantity,
        label: typeof item.label === 'string' ? item.label : null,
      },
    ];
  });
}
