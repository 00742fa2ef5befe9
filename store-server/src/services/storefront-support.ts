import { loadMedia, type MediaRow } from '../db/repositories/catalogue-loaders.js';
import { loadProductsByIds, type ProductRow } from '../db/repositories/product-repository.js';
import type { CatalogueReadContext } from './catalogue.js';

// Use cases of the storefront support routes (http/storefront-support-routes.ts): products and media by id in
// the order asked (unknown ids left out, as Shopware's routes do), and digital downloads, of which this shop has
// none.

/** The visible products of the ids, in the order asked. */
export async function productsForPurchaseLimits(
  ctx: CatalogueReadContext,
  ids: readonly string[],
): Promise<ProductRow[]> {
  const rows = new Map((await loadProductsByIds(ctx.db, ctx.chain, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** The media of the ids, in the order asked. */
export async function mediaByIds(ctx: CatalogueReadContext, ids: readonly string[]): Promise<MediaRow[]> {
  const rows = await loadMedia(ctx.db, ctx.chain, ids);
  return ids.flatMap((id) => rows.get(id) ?? []);
}
