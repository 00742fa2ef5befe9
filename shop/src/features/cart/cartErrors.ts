/**
 * Shopware cart errors. The cart's `errors` is a map keyed by message key plus id (`product-stock-reached`
 * + the line item id), or an empty array when there are none; each entry carries `messageKey`, `level`
 * (0 notice, 10 warning, 20 error), `message` (server English, never shown) and its parameters.
 */

export const ERROR_LEVEL = { notice: 0, warning: 10, error: 20 } as const;

export type CartErrorEntry = {
  key: string;
  messageKey: string;
  level: number;
  /** The error's own id (the line item or product it is about), when it has one. */
  id?: string;
  parameters: Record<string, unknown>;
};

/** The part of a cart the error functions read (a Store API Cart fits). */
export type CartWithErrors = { errors?: unknown } | null | undefined;

function entryOf(key: string, raw: unknown): CartErrorEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const messageKey = typeof value.messageKey === 'string' ? value.messageKey : '';
  const entryKey = typeof value.key === 'string' && value.key ? value.key : key;
  const level = typeof value.level === 'number' ? value.level : ERROR_LEVEL.error;
  const parameters =
    typeof value.parameters === 'object' && value.parameters !== null && !Array.isArray(value.parameters)
      ? (value.parameters as Record<string, unknown>)
      : {};
  // Shopware serialises the error object's own properties (id, name, quantity) beside the parameters.
  const merged = { ...pick(value, ['name', 'quantity']), ...parameters };
  const id = typeof value.id === 'string' ? value.id : undefined;
  return { key: entryKey, messageKey, level, id, parameters: merged };
}

function pick(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
}

/** All errors of a cart, from the map (or the array some versions send). */
export function cartErrorList(cart: CartWithErrors): CartErrorEntry[] {
  const errors = cart?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const entries: [string, unknown][] = Array.isArray(errors)
    ? errors.map((raw, index) => [String(index), raw])
    : Object.entries(errors);
  return entries.map(([key, raw]) => entryOf(key, raw)).filter((entry) => entry !== null);
}

/** True when the error is about the line item (or product) with this id. */
export function isErrorFor(entry: CartErrorEntry, id: string): boolean {
  if (!id) return false;
  return entry.id === id || entry.key === `${entry.messageKey}${id}`;
}

/** The errors of one line item (its id is the product id for product lines). */
export function cartErrorsFor(cart: CartWithErrors, lineItemId: string): CartErrorEntry[] {
  return cartErrorList(cart).filter((entry) => isErrorFor(entry, lineItemId));
}

/** Errors at warning level or above block a change: the shop reports it as failed. */
export function blockingErrorsFor(cart: CartWithErrors, id: string): CartErrorEntry[] {
  return cartErrorsFor(cart, id).filter((entry) => entry.level >= ERROR_LEVEL.warning);
}

/** An add-to-cart answer is a success when it holds no error (warning or worse) about the product. */
export function isAddSuccessful(cart: CartWithErrors, productId: string): boolean {
  return !!cart && blockingErrorsFor(cart, productId).length === 0;
}
