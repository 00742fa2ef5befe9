import {
  sql,
  type Expression,
  type Kysely,
  type Nullable,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { Database } from '../schema.js';
import type { LanguageChain } from './language-chain.js';

// Translated fields (Shopware's `<entity>_translation` tables): every read joins the translation table twice,
// once in the request's language and once in the system language, and takes the first value present.

/** The entities with a `<entity>_translation` table, keyed by `<entity>_id` and `language_id`. */
export type TranslatedEntity = {
  [E in keyof Database & string]: `${E}_translation` extends keyof Database ? E : never;
}[keyof Database & string];

type TranslationRow<E extends TranslatedEntity> = Nullable<Database[`${E}_translation`]>;

/** The aliases of the two joins: the current language's row, then the fallback language's. */
type Aliases<C extends string, F extends string> = readonly [current: C, fallback: F];

/**
 * Left-joins the translation table of `entity` twice onto `query`, on `ownerId` (the owning row's id column,
 * e.g. `c.id`): as `t` in the chain's current language and as `f` in its fallback (or other aliases, such as
 * a parent product's `pt`/`pf`). Read the joined columns with `translated` or `coalesced`.
 */
export function joinTranslations<
  DB,
  TB extends keyof DB,
  O,
  E extends TranslatedEntity,
  C extends string = 't',
  F extends string = 'f',
>(
  query: SelectQueryBuilder<DB, TB, O>,
  entity: E,
  ownerId: string,
  chain: LanguageChain,
  aliases: Aliases<C, F> = ['t', 'f'] as unknown as Aliases<C, F>,
): SelectQueryBuilder<DB & { [A in C | F]: TranslationRow<E> }, TB | C | F, O> {
  // The table and column names are built from `entity`, which Kysely's types cannot follow: the joins are
  // typed loosely here and the result is typed by the signature above.
  let joined = query as unknown as LooseQuery<O>;
  const joins: [alias: string, languageId: string][] = [
    [aliases[0], chain.current],
    [aliases[1], chain.fallback],
  ];
  for (const [alias, languageId] of joins) {
    const table: string = `${entity}_translation as ${alias}`;
    joined = joined.leftJoin(table, (join) =>
      join.onRef(`${alias}.${entity}_id`, '=', ownerId).on(`${alias}.language_id`, '=', languageId),
    );
  }
  return joined as unknown as SelectQueryBuilder<DB & { [A in C | F]: TranslationRow<E> }, TB | C | F, O>;
}

/**
 * `select … from <entity> as <alias>` with its translations joined as `t` and `f` (see `joinTranslations`).
 */
export function selectTranslated<E extends TranslatedEntity, A extends string>(
  db: Kysely<Database>,
  entity: E,
  alias: A,
  chain: LanguageChain,
) {
  const from = db.selectFrom(`${entity} as ${alias}` as never) as unknown as SelectQueryBuilder<
    Database & { [K in A]: Database[E] },
    A,
    object
  >;
  return joinTranslations(from, entity, `${alias}.id`, chain);
}

type LooseQuery<O> = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, O>;

/**
 * `coalesce(a.column, b.column, …[, otherwise])`: the first of these aliases' values of `column` that is not
 * null (a translation chain, or a variant's own value before its parent's), else `otherwise`.
 */
export function coalesced<T>(
  aliases: readonly string[],
  column: string,
  otherwise?: Expression<unknown>,
): RawBuilder<T> {
  const values: Expression<unknown>[] = aliases.map((alias) => sql.ref(`${alias}.${column}`));
  if (otherwise !== undefined) values.push(otherwise);
  return sql<T>`coalesce(${sql.join(values)})`;
}

/** A translated column joined by `joinTranslations` as `t` and `f`: `coalesce(t.column, f.column[, otherwise])`. */
export function translated<T = string | null>(
  column: string,
  otherwise?: Expression<unknown>,
): RawBuilder<T> {
  return coalesced<T>(['t', 'f'], column, otherwise);
}

/** The empty string as a literal, the last resort of a translated name that must not be null. */
export const EMPTY = sql.lit('');
