import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { deterministicId } from '../domain/ids.js';
import { ancestorIds } from '../domain/navigation/category-tree.js';
import {
  categorySeoPath,
  DETAIL_ROUTE,
  NAVIGATION_ROUTE,
  productSeoPath,
  technicalPath,
  uniquePaths,
} from '../domain/seo/seo-path.js';
import { upsertMany } from './batch-upsert.js';
import { languageChain } from '../db/repositories/language-chain.js';
import { PRODUCT_TRANSLATIONS } from '../db/repositories/product-fields.js';
import {
  coalesced,
  EMPTY,
  joinTranslations,
  selectTranslated,
  translated,
} from '../db/repositories/translations.js';

// Generates the SEO URLs of every sales channel from its catalogue (Shopware's SeoUrlUpdater with the default
// templates, seo-path.ts): each active page category below the navigation root and each active product, in each
// language of the sales channel (names falling back to the system language). Runs in the transaction of the
// write that changed the catalogue (the seed); writes only rows that differ and deletes those no longer wanted.

type Db = Kysely<Database> | Transaction<Database>;

interface WantedUrl {
  foreignKey: string;
  routeName: string;
  seoPathInfo: string;
}

async function categoryUrls(db: Db, rootId: string, languageId: string): Promise<WantedUrl[]> {
  const rows = await selectTranslated(db, 'category', 'c', languageChain(languageId))
    .select([
      'c.id',
      'c.path',
      'c.active',
      'c.type',
      'c.position',
      translated<string>('name', EMPTY).as('name'),
    ])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const urls: WantedUrl[] = [];
  for (const row of rows) {
    if (row.active !== 1 || row.type !== 'page') continue;
    const path = [...ancestorIds(row.path), row.id];
    const rootIndex = path.indexOf(rootId);
    if (rootIndex < 0) continue;
    const below = path.slice(rootIndex + 1);
    // Every category on the way must be active, as the navigation shows only those.
    if (below.some((id) => byId.get(id)?.active !== 1)) continue;
    const seoPath = categorySeoPath(below.map((id) => byId.get(id)?.name ?? ''));
    if (seoPath !== null)
      urls.push({ foreignKey: row.id, routeName: NAVIGATION_ROUTE, seoPathInfo: seoPath });
  }
  return urls.sort(
    (a, b) => a.seoPathInfo.localeCompare(b.seoPathInfo) || a.foreignKey.localeCompare(b.foreignKey),
  );
}

async function productUrls(db: Db, languageId: string): Promise<WantedUrl[]> {
  const chain = languageChain(languageId);
  const withParent = db.selectFrom('product as p').leftJoin('product as pp', 'pp.id', 'p.parent_id');
  const own = joinTranslations(withParent, 'product', 'p.id', chain);
  const rows = await joinTranslations(own, 'product', 'p.parent_id', chain, ['pt', 'pf'])
    .select(['p.id', 'p.product_number', coalesced<string>(PRODUCT_TRANSLATIONS, 'name', EMPTY).as('name')])
    .where('p.active', '=', 1)
    .where((eb) => eb.or([eb('pp.id', 'is', null), eb('pp.active', '=', 1)]))
    .orderBy('p.product_number')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    foreignKey: row.id,
    routeName: DETAIL_ROUTE,
    seoPathInfo: productSeoPath(row.name, row.product_number),
  }));
}

export function seoUrlId(salesChannelId: string, languageId: string, routeName: string, foreignKey: string) {
  return deterministicId(`seo-url:${salesChannelId}:${languageId}:${routeName}:${foreignKey}`);
}

/** Brings the seo_url table in line with the catalogue; returns the number of SEO URLs wanted. */
export async function rebuildSeoUrls(db: Db, now: string): Promise<number> {
  const channels = await db.selectFrom('sales_channel').select(['id', 'navigation_category_id']).execute();
  const wantedIds = new Set<string>();
  for (const channel of channels) {
    const languages = await db
      .selectFrom('sales_channel_language')
      .select('language_id')
      .where('sales_channel_id', '=', channel.id)
      .orderBy('language_id')
      .execute();
    for (const { language_id: languageId } of languages) {
      const wanted = uniquePaths([
        ...(await categoryUrls(db, channel.navigation_category_id, languageId)),
        ...(await productUrls(db, languageId)),
      ]);
      const rows = wanted.map((url) => {
        const id = seoUrlId(channel.id, languageId, url.routeName, url.foreignKey);
        wantedIds.add(id);
        return {
          id,
          sales_channel_id: channel.id,
          language_id: languageId,
          foreign_key: url.foreignKey,
          route_name: url.routeName,
          path_info: technicalPath(url.routeName, url.foreignKey),
          seo_path_info: url.seoPathInfo,
          is_canonical: 1 as const,
          created_at: now,
          updated_at: now,
        };
      });
      await upsertMany(db, 'seo_url', ['id'], rows, ['updated_at']);
    }
  }
  // Paths of entities that are gone or renamed to another id: removed, in chunks of ids.
  const existing = await db.selectFrom('seo_url').select('id').execute();
  const stale = existing.map((row) => row.id).filter((id) => !wantedIds.has(id));
  for (let start = 0; start < stale.length; start += 500)
    await db
      .deleteFrom('seo_url')
      .where('id', 'in', stale.slice(start, start + 500))
      .execute();
  return wantedIds.size;
}
