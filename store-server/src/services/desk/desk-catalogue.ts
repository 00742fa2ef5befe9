import { stringify } from 'csv-stringify/sync';
import { SYSTEM_LANGUAGE_ID } from '../../constants.js';
import { bumpCatalogueRevision } from '../../db/repositories/catalogue-revision-repository.js';
import { refreshCatalogueIndexRows } from '../../db/repositories/catalogue-index-repository.js';
import { loadGroups, loadOptions, loadProductOptionIds } from '../../db/repositories/catalogue-loaders.js';
import {
  defaultCurrencyId,
  findSellableState,
  loadSellableStates,
  searchSellableProducts,
  writeVariantUpdate,
  type SellableState,
} from '../../db/repositories/desk-product-repository.js';
import { listAuditEntries, listImportEntriesNaming } from '../../db/repositories/desk-repository.js';
import { languageChain } from '../../db/repositories/language-chain.js';
import { productDefinition } from '../../db/repositories/product-fields.js';
import { refreshSearchIndex } from '../../db/repositories/search-index-repository.js';
import type { Db } from '../../db/schema.js';
import { parseCriteria } from '../../domain/criteria/parse-criteria.js';
import type { Criteria } from '../../domain/criteria/types.js';
import {
  CSV_COLUMNS,
  parseProductPatch,
  planCsvImport,
  type VariantUpdate,
} from '../../domain/desk/catalogue-changes.js';
import { deskActor, type DeskUser } from '../../domain/desk/desk-user.js';
import { resourceNotFound } from '../../domain/desk/order-transitions.js';
import { apiError } from '../../domain/errors.js';
import { isHexId } from '../../domain/ids.js';
import { deskProductJson } from '../../serializers/desk-product.js';
import { randomId } from '../random-id.js';
import type { Shop } from '../shop.js';
import { historyJson, recordAudit } from './audit.js';

// The desk's catalogue: search the sellable products, edit price, stock, closeout and active of one
// (PATCH /api/product/{id}), and export/import them as CSV. Every write is one transaction that also refreshes
// the catalogue index of what changed and raises the catalogue revision, so every server instance stops
// serving cached catalogue answers at once; and records who changed what in the audit log.

const DESK_PAGE_SIZE = 25;
/** Changes kept in the audit entry of one import (the entry says how many there were in all). */
const AUDITED_IMPORT_CHANGES = 1000;

export function parseDeskProductCriteria(raw: Record<string, unknown>): Criteria {
  const criteria = parseCriteria(raw, productDefinition, { defaultLimit: DESK_PAGE_SIZE });
  return raw['total-count-mode'] === undefined ? { ...criteria, totalCountMode: 'exact' } : criteria;
}

/** POST /api/search/product: `{ total, data, aggregations }`. */
export async function searchDeskProducts(shop: Pick<Shop, 'db'>, criteria: Criteria) {
  const chain = languageChain(SYSTEM_LANGUAGE_ID);
  const page = await searchSellableProducts(shop.db, chain, criteria);
  const optionIds = await loadProductOptionIds(
    shop.db,
    page.rows.map((row) => row.id),
  );
  const options = await loadOptions(shop.db, chain, [...new Set([...optionIds.values()].flat())]);
  const groups = await loadGroups(shop.db, chain, [
    ...new Set([...options.values()].map((option) => option.group_id)),
  ]);
  return {
    total: page.total,
    data: page.rows.map((row) => deskProductJson(row, optionIds.get(row.id) ?? [], options, groups)),
    aggregations: {},
  };
}

/** History entries shown with a product. */
const HISTORY_LIMIT = 50;

/** An import's history entry for one product: only the changes of this product (without its number). */
function importEntryFor(entry: ReturnType<typeof historyJson>, productNumber: string) {
  const changes = Array.isArray(entry.details.changes) ? (entry.details.changes as unknown[]) : [];
  const own = changes.flatMap((change) => {
    if (typeof change !== 'object' || change === null) return [];
    const { productNumber: number, ...rest } = change as Record<string, unknown>;
    return number === productNumber ? [rest] : [];
  });
  return own.length === 0 ? [] : [{ ...entry, details: { productNumber, changes: own } }];
}

/**
 * The latest changes of one product, newest first: its own entries ('product.update') and the CSV imports
 * that changed it (one entry per import for the whole catalogue; this product's changes picked from it).
 */
async function productHistory(db: Db, state: SellableState) {
  const [own, imports] = await Promise.all([
    listAuditEntries(db, [{ entity: 'product', ids: [state.id] }], HISTORY_LIMIT),
    listImportEntriesNaming(db, state.productNumber, HISTORY_LIMIT),
  ]);
  return [
    ...own.map(historyJson),
    ...imports.flatMap((row) => importEntryFor(historyJson(row), state.productNumber)),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, HISTORY_LIMIT);
}

/** GET /api/product/{id}: one sellable product as the search answers it, with `extensions.desk.history`. */
export async function readDeskProduct(shop: Pick<Shop, 'db'>, productId: string) {
  const state = isHexId(productId) ? await findSellableState(shop.db, productId) : undefined;
  if (!state) throw resourceNotFound('product', productId);
  const criteria = parseDeskProductCriteria({ ids: [state.id], 'total-count-mode': 'none' });
  const [page, history] = await Promise.all([
    searchDeskProducts(shop, criteria),
    productHistory(shop.db, state),
  ]);
  const product = page.data[0];
  if (!product) throw resourceNotFound('product', productId);
  return { data: { ...product, extensions: { desk: { history } } } };
}

/** Writes the updates, refreshes the index of what they touch, raises the catalogue revision. */
async function applyUpdates(
  trx: Db,
  updates: readonly VariantUpdate[],
  states: ReadonlyMap<string, SellableState>,
  currencyId: string,
  now: string,
): Promise<void> {
  for (const update of updates) await writeVariantUpdate(trx, update, currencyId, now);
  const touched = updates.map((update) => states.get(update.id)!);
  await refreshCatalogueIndexRows(trx, {
    parentIds: [...new Set(touched.map((state) => state.parentId ?? state.id))],
    productIds: touched.map((state) => state.id),
  });
  if (updates.some((update) => update.active !== undefined)) await refreshSearchIndex(trx);
  await bumpCatalogueRevision(trx);
}

/** PATCH /api/product/{id}: price, stock, isCloseout, active of one sellable product. */
export async function patchDeskProduct(
  shop: Pick<Shop, 'db' | 'now'>,
  user: DeskUser,
  productId: string,
  body: unknown,
): Promise<void> {
  const now = shop.now();
  await shop.db.transaction().execute(async (trx) => {
    const state = isHexId(productId) ? await findSellableState(trx, productId) : undefined;
    if (!state) throw resourceNotFound('product', productId);
    const currencyId = await defaultCurrencyId(trx);
    const update = parseProductPatch(body, state, currencyId);
    if (update.changes.length === 0) return;
    await applyUpdates(trx, [update], new Map([[state.id, state]]), currencyId, now.toISOString());
    await recordAudit(trx, {
      actor: deskActor(user),
      entity: 'product',
      entityId: state.id,
      action: 'product.update',
      details: { productNumber: state.productNumber, changes: update.changes },
      at: now,
    });
  });
}

const yesNo = (value: boolean) => (value ? 'true' : 'false');

/** GET /api/_action/desk/product-export: the sellable products as CSV (gross prices in the default currency). */
export async function exportProductsCsv(shop: Pick<Shop, 'db'>): Promise<string> {
  const states = await loadSellableStates(shop.db);
  return stringify(
    states.map((state) => [
      state.productNumber,
      state.gross === null ? '' : state.gross.toFixed(2),
      String(state.stock),
      yesNo(state.isCloseout),
      yesNo(state.active),
    ]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}

export interface ImportAnswer {
  changes: { productNumber: string; field: string; from: unknown; to: unknown }[];
  errors: { row: number; column: string | null; code: string; detail: string }[];
  applied: boolean;
}

function parseImportBody(body: unknown): { csv: unknown; dryRun: boolean } {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (input.dryRun !== undefined && typeof input.dryRun !== 'boolean')
    throw apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "dryRun" is invalid.', {
      parameters: { name: 'dryRun' },
    });
  // Without dryRun the import only previews: writing takes an explicit `dryRun: false`.
  return { csv: input.csv, dryRun: input.dryRun !== false };
}

/**
 * POST /api/_action/desk/product-import: the changes and row errors of the CSV; with `dryRun: false` and no
 * errors, all changes in ONE transaction (one revision bump, one audit entry). With errors nothing is written
 * (`applied: false`, 200: the answer is the preview, not a failure of the request).
 */
export async function importProductsCsv(
  shop: Pick<Shop, 'db' | 'now'>,
  user: DeskUser,
  body: unknown,
): Promise<ImportAnswer> {
  const { csv, dryRun } = parseImportBody(body);
  const now = shop.now();
  return shop.db.transaction().execute(async (trx) => {
    // Planned against the catalogue inside the transaction that writes it: what is previewed is what is applied.
    const states = await loadSellableStates(trx);
    const byNumber = new Map(states.map((state) => [state.productNumber, state]));
    const plan = planCsvImport(csv, byNumber);
    const answer = { changes: plan.changes, errors: plan.errors };
    if (dryRun || plan.errors.length > 0 || plan.updates.length === 0) return { ...answer, applied: false };
    const currencyId = await defaultCurrencyId(trx);
    await applyUpdates(
      trx,
      plan.updates,
      new Map(states.map((state) => [state.id, state])),
      currencyId,
      now.toISOString(),
    );
    await recordAudit(trx, {
      actor: deskActor(user),
      entity: 'catalogue',
      entityId: randomId(),
      action: 'product.import',
      details: {
        rows: plan.rows,
        products: plan.updates.length,
        changeCount: plan.changes.length,
        changes: plan.changes.slice(0, AUDITED_IMPORT_CHANGES),
      },
      at: now,
    });
    return { ...answer, applied: true };
  });
}
