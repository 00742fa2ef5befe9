import { isHexId } from '../ids.js';
import { REQUEST_LIMITS } from '../limits.js';
import { cartExceptions } from './cart-exceptions.js';
import { isJsonObject } from '../json-object.js';

// The bodies of the line-item routes, checked before anything changes. A client adds products (by
// referencedId, or by id as Shopware Frontends sends it) and promotion codes; it can never send prices, custom
// or credit lines. Quantities are positive integers; a missing quantity is 1 (Shopware's default). One request
// names at most REQUEST_LIMITS.lineItemsPerRequest items or ids.

export type AddItem =
  { type: 'product'; productId: string; quantity: number } | { type: 'promotion'; code: string };
export interface UpdateItem {
  id: string;
  quantity: number | null;
}

const FORBIDDEN_TYPES = new Set(['custom', 'credit']);
const isRecord = isJsonObject;

function itemsOf(body: unknown): Record<string, unknown>[] {
  const items = isRecord(body) ? body.items : undefined;
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items)) throw cartExceptions.notAList('items');
  checkCount('items', items.length);
  if (!items.every(isRecord)) throw cartExceptions.notAList('items');
  return items;
}

function checkCount(field: string, count: number): void {
  const limit = REQUEST_LIMITS.lineItemsPerRequest;
  if (count > limit) throw cartExceptions.tooMany(field, limit, count);
}

function quantityOf(value: unknown, fallback: number | null): number | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw cartExceptions.quantityNotAnInteger(value);
  if (value < 1) throw cartExceptions.invalidQuantity(value);
  return value;
}

const nonBlank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function parseAddItems(body: unknown): AddItem[] {
  return itemsOf(body).map((item) => {
    const type = item.type;
    if (nonBlank(type) === undefined) throw cartExceptions.blank('type');
    if (item.priceDefinition !== undefined && item.priceDefinition !== null) {
      throw cartExceptions.insufficientPermission();
    }
    if (FORBIDDEN_TYPES.has(String(type))) throw cartExceptions.insufficientPermission();
    if (type === 'promotion') {
      const code = nonBlank(item.referencedId);
      if (code === undefined) throw cartExceptions.blank('referencedId');
      return { type: 'promotion', code };
    }
    if (type !== 'product') throw cartExceptions.typeNotSupported(String(type));
    const quantity = quantityOf(item.quantity, 1) ?? 1;
    const referenced = item.referencedId ?? item.id;
    if (referenced === undefined || referenced === null || referenced === '') {
      throw cartExceptions.blank('referencedId');
    }
    if (!isHexId(referenced)) throw cartExceptions.invalidId('referencedId', referenced);
    return { type: 'product', productId: referenced, quantity };
  });
}

export function parseUpdateItems(body: unknown): UpdateItem[] {
  return itemsOf(body).map((item) => {
    if (nonBlank(item.id) === undefined) throw cartExceptions.blank('id');
    return { id: String(item.id), quantity: quantityOf(item.quantity, null) };
  });
}

/** `ids` from the JSON body or the query string (`ids[]=…`, `ids=…`); at least one. */
export function parseDeleteIds(body: unknown, query: unknown): string[] {
  const fromBody = isRecord(body) ? body.ids : undefined;
  const fromQuery = isRecord(query) ? (query['ids[]'] ?? query.ids) : undefined;
  const raw = fromBody ?? fromQuery;
  const ids = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  checkCount('ids', ids.length);
  if (!ids.every((id) => typeof id === 'string')) throw cartExceptions.notAList('ids');
  const wanted = ids.filter((id) => id !== '');
  if (wanted.length === 0) throw cartExceptions.missingParameter('ids');
  return [...new Set(wanted)];
}
