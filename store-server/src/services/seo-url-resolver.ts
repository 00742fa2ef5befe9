import type { Kysely } from 'kysely';
import { loadSeoUrls } from '../db/repositories/seo-url-repository.js';
import { serializeSeoUrl } from '../serializers/seo-url.js';
import type { Database } from '../db/schema.js';

// Shopware's StoreApiSeoResolver: with the header `sw-include-seo-urls`, every SEO-aware entity in an answer
// (product, category, landing page) gets its canonical `seoUrls` in the context language, wherever it sits; an
// entity whose criteria asked for the `seoUrls` association (an array) gets them as well. One query per answer.

const SEO_AWARE = new Set(['product', 'category', 'landing_page']);
/** Objects visited at most: answers are bounded by the request limits; this only stops a runaway walk. */
const MAX_VISITS = 200_000;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(root: unknown, always: boolean): JsonObject[] {
  const found: JsonObject[] = [];
  const stack: unknown[] = [root];
  let visits = 0;
  while (stack.length > 0 && visits < MAX_VISITS) {
    const value = stack.pop();
    visits += 1;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    if (!isObject(value)) continue;
    if (
      typeof value.apiAlias === 'string' &&
      SEO_AWARE.has(value.apiAlias) &&
      typeof value.id === 'string' &&
      (always || Array.isArray(value.seoUrls))
    )
      found.push(value);
    for (const child of Object.values(value))
      if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return found;
}

export async function resolveSeoUrls<T>(
  db: Kysely<Database>,
  scope: { salesChannelId: string; languageId: string; includeAll: boolean },
  answer: T,
): Promise<T> {
  const entities = collect(answer, scope.includeAll);
  if (entities.length === 0) return answer;
  const urls = await loadSeoUrls(
    db,
    scope.salesChannelId,
    scope.languageId,
    entities.map((entity) => String(entity.id)),
  );
  for (const entity of entities)
    entity.seoUrls = (urls.get(String(entity.id)) ?? []).map((row) => serializeSeoUrl(row));
  return answer;
}

export const includesSeoUrls = (headers: Record<string, unknown>): boolean =>
  headers['sw-include-seo-urls'] !== undefined;
