import type { Kysely, Transaction } from 'kysely';
import { ROOT_CATEGORY_ID, SALES_CHANNEL_ID } from '../constants.js';
import type { Database } from '../db/schema.js';
import { deterministicId } from '../domain/ids.js';
import { categoryId, categoryTree, type CategorySeed } from './category-tree.js';
import {
  countries,
  customerGroup,
  DE,
  DEFAULT_ADDRESS_FORMAT,
  EN,
  euro,
  GERMANY_ID,
  languages,
  locales,
  salutations,
  standardTax,
} from './reference-data.js';
import { categoryMediaId } from './catalogue/media.js';
import { seedCatalogue } from './catalogue/seed-catalogue.js';
import { demoCustomerWanted, disableDemoCustomer, seedDemoCustomer } from './demo-customer.js';
import { seedDemoOrders } from './demo-orders.js';
import { invoicePayment, parcelShipping, seedPaymentAndShippingMethods } from './methods.js';
import { upsert } from './upsert.js';
import { bumpCatalogueRevision } from '../db/repositories/catalogue-revision-repository.js';
import { ChangeCounter } from '../db/change-counter.js';
import {
  lockSeed,
  readSeedFingerprint,
  writeSeedFingerprint,
} from '../db/repositories/seed-state-repository.js';
import { seedFingerprint } from './seed-fingerprint.js';
import { rebuildSeoUrls } from './seo-urls.js';

export interface SeedOptions {
  accessKey: string;
  /** Origin the shop is served from, e.g. http://localhost:8080: the sales channel's domains. */
  publicUrl: string;
  /** Grow the demo catalogue to at least this many variants (the large catalogue, see seed/large-cli.ts). */
  targetVariants?: number;
}

type Db = Transaction<Database>;

export type SeedOutcome =
  /** The database holds this seed already (same fingerprint): nothing was written or locked. */
  | { applied: false }
  /** The seed ran: `rowsWritten` rows differed from it and were written (0: everything was as it wants). */
  | { applied: true; rowsWritten: number };

/**
 * At start (prepareDatabase): applies the demo seed only when its fingerprint (seed-fingerprint.ts: version,
 * ACCESS_KEY, PUBLIC_URL origin, all demo data) differs from the one stored in the database. An unchanged seed
 * is one plain read: no row is written or locked, so a restart beside live traffic cannot deadlock with it.
 * A changed seed (a new version of the code, another ACCESS_KEY or PUBLIC_URL: the owner's deliberate act) is
 * applied once, by the first instance that starts with it.
 */
export async function seedDatabaseIfChanged(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedOutcome> {
  const fingerprint = seedFingerprint(options);
  if ((await readSeedFingerprint(db)) === fingerprint) return { applied: false };
  return applySeed(db, options, fingerprint, true);
}

/**
 * Creates or refreshes the demo sales channel and its reference data, in one transaction, whatever fingerprint
 * the database holds (seed:large, tests); idempotent. Only rows that differ are written, and the catalogue
 * revision is raised only when some were. Records the seed's fingerprint. Returns the number of rows written.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<number> {
  const outcome = await applySeed(db, options, seedFingerprint(options), false);
  return outcome.applied ? outcome.rowsWritten : 0;
}

async function applySeed(
  db: Kysely<Database>,
  options: SeedOptions,
  fingerprint: string,
  onlyIfChanged: boolean,
): Promise<SeedOutcome> {
  // A deadlock with shoppers' transactions runs this again (RetryingKysely): everything is made inside.
  return db.transaction().execute(async (transaction) => {
    await lockSeed(transaction);
    // Another instance may have applied it while this one waited for the lock.
    if (onlyIfChanged && (await readSeedFingerprint(transaction)) === fingerprint) return { applied: false };
    const now = new Date().toISOString();
    const counter = new ChangeCounter();
    const trx = transaction.withPlugin(counter);
    await seedLanguages(trx, now);
    await seedMoney(trx, now);
    await seedCountriesAndSalutations(trx, now);
    await seedMethods(trx, now);
    await seedPaymentAndShippingMethods(trx, now);
    await seedCategories(trx, categoryTree, null, 1, 0, now);
    await seedSalesChannel(trx, options, now);
    if (demoCustomerWanted(options.publicUrl)) await seedDemoCustomer(trx, now);
    else await disableDemoCustomer(trx);
    await seedCatalogue(trx, now, { targetVariants: options.targetVariants ?? 0 });
    await seedDemoOrders(trx);
    // The SEO URLs follow the names just written (Shopware's SeoUrlUpdater after a catalogue write).
    await rebuildSeoUrls(trx, now);
    if (counter.changed > 0n) await bumpCatalogueRevision(transaction);
    await writeSeedFingerprint(transaction, fingerprint, now);
    return { applied: true, rowsWritten: Number(counter.changed) };
  });
}

async function seedLanguages(trx: Db, now: string): Promise<void> {
  await upsert(
    trx,
    'locale',
    ['id'],
    locales.map((l) => ({ id: l.id, code: l.code, created_at: now })),
  );
  for (const language of languages) {
    const localeId = locales.find((l) => l.code === language.localeCode)?.id ?? '';
    await upsert(
      trx,
      'language',
      ['id'],
      [
        {
          id: language.id,
          name: language.name,
          parent_id: null,
          locale_id: localeId,
          translation_code_id: localeId,
          active: 1,
          created_at: now,
        },
      ],
    );
  }
  await upsert(
    trx,
    'locale_translation',
    ['locale_id', 'language_id'],
    locales.flatMap((l) => [
      { locale_id: l.id, language_id: EN, name: l.en[0], territory: l.en[1] },
      { locale_id: l.id, language_id: DE, name: l.de[0], territory: l.de[1] },
    ]),
  );
}

async function seedMoney(trx: Db, now: string): Promise<void> {
  await upsert(
    trx,
    'currency',
    ['id'],
    [
      {
        id: euro.id,
        iso_code: euro.isoCode,
        factor: 1,
        symbol: euro.symbol,
        position: 1,
        is_system_default: 1,
        tax_free_from: 0,
        item_rounding_decimals: 2,
        item_rounding_interval: 0.01,
        item_rounding_round_for_net: 1,
        total_rounding_decimals: 2,
        total_rounding_interval: 0.01,
        total_rounding_round_for_net: 1,
        created_at: now,
      },
    ],
  );
  await upsert(
    trx,
    'currency_translation',
    ['currency_id', 'language_id'],
    [
      { currency_id: euro.id, language_id: EN, short_name: euro.shortName, name: euro.en },
      { currency_id: euro.id, language_id: DE, short_name: euro.shortName, name: euro.de },
    ],
  );
  await upsert(
    trx,
    'tax',
    ['id'],
    [
      {
        id: standardTax.id,
        tax_rate: standardTax.rate,
        name: standardTax.name,
        position: 1,
        created_at: now,
      },
    ],
  );
}

async function seedCountriesAndSalutations(trx: Db, now: string): Promise<void> {
  await upsert(
    trx,
    'country',
    ['id'],
    countries.map((c) => ({
      id: c.id,
      iso: c.iso,
      iso3: c.iso3,
      position: c.position,
      active: 1,
      shipping_available: 1,
      is_eu: c.isEu ? 1 : 0,
      postal_code_required: c.postalCode === null ? 0 : 1,
      default_postal_code_pattern: c.postalCode,
      created_at: now,
    })),
  );
  const addressFormat = JSON.stringify(DEFAULT_ADDRESS_FORMAT);
  await upsert(
    trx,
    'country_translation',
    ['country_id', 'language_id'],
    countries.flatMap((c) => [
      { country_id: c.id, language_id: EN, name: c.en, address_format: addressFormat },
      { country_id: c.id, language_id: DE, name: c.de, address_format: addressFormat },
    ]),
  );
  await upsert(
    trx,
    'salutation',
    ['id'],
    salutations.map((s) => ({ id: s.id, salutation_key: s.key, position: s.position, created_at: now })),
  );
  await upsert(
    trx,
    'salutation_translation',
    ['salutation_id', 'language_id'],
    salutations.flatMap((s) => [
      { salutation_id: s.id, language_id: EN, display_name: s.en[0], letter_name: s.en[1] },
      { salutation_id: s.id, language_id: DE, display_name: s.de[0], letter_name: s.de[1] },
    ]),
  );
}

async function seedMethods(trx: Db, now: string): Promise<void> {
  await upsert(trx, 'customer_group', ['id'], [{ id: customerGroup.id, display_gross: 1, created_at: now }]);
  await upsert(
    trx,
    'customer_group_translation',
    ['customer_group_id', 'language_id'],
    [
      { customer_group_id: customerGroup.id, language_id: EN, name: customerGroup.en },
      { customer_group_id: customerGroup.id, language_id: DE, name: customerGroup.de },
    ],
  );
}

async function seedCategories(
  trx: Db,
  node: CategorySeed,
  parent: { id: string; path: string | null } | null,
  level: number,
  position: number,
  now: string,
): Promise<void> {
  const id = categoryId(node.key);
  const path = parent ? `${parent.path ?? '|'}${parent.id}|` : null;
  await upsert(
    trx,
    'category',
    ['id'],
    [
      {
        id,
        parent_id: parent?.id ?? null,
        path,
        level,
        position,
        active: 1,
        visible: 1,
        type: 'page',
        media_id: categoryMediaId(node.key),
        created_at: now,
        updated_at: null,
      },
    ],
  );
  await upsert(
    trx,
    'category_translation',
    ['category_id', 'language_id'],
    [
      { category_id: id, language_id: EN, name: node.en.name, description: node.en.description },
      { category_id: id, language_id: DE, name: node.de.name, description: node.de.description },
    ],
  );
  for (const [index, child] of (node.children ?? []).entries()) {
    await seedCategories(trx, child, { id, path }, level + 1, index + 1, now);
  }
}

async function seedSalesChannel(trx: Db, options: SeedOptions, now: string): Promise<void> {
  await upsert(
    trx,
    'sales_channel',
    ['id'],
    [
      {
        id: SALES_CHANNEL_ID,
        name: 'Plastics shop',
        access_key: options.accessKey,
        active: 1,
        language_id: EN,
        currency_id: euro.id,
        country_id: GERMANY_ID,
        payment_method_id: invoicePayment.id,
        shipping_method_id: parcelShipping.id,
        customer_group_id: customerGroup.id,
        navigation_category_id: ROOT_CATEGORY_ID,
        navigation_category_depth: 2,
        footer_category_id: null,
        service_category_id: null,
        tax_calculation_type: 'horizontal',
        created_at: now,
        updated_at: null,
      },
    ],
  );
  await upsert(
    trx,
    'sales_channel_language',
    ['sales_channel_id', 'language_id'],
    [
      { sales_channel_id: SALES_CHANNEL_ID, language_id: EN },
      { sales_channel_id: SALES_CHANNEL_ID, language_id: DE },
    ],
  );
  await seedDomains(trx, options.publicUrl);
}

/**
 * The origins a shop URL may use: the public one, and for a local shop (localhost or 127.0.0.1) the other
 * loopback name too, since a browser may open either and the shop sends its own origin as storefrontUrl.
 */
export function storefrontOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const port = url.port ? `:${url.port}` : '';
  const loopback: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const alias = loopback[url.hostname];
  return alias ? [url.origin, `${url.protocol}//${alias}${port}`] : [url.origin];
}

/** The sales channel's domains (shop URLs per language) on the given origin (and its loopback alias). */
export async function seedDomains(db: Kysely<Database> | Db, publicUrl: string): Promise<void> {
  const rows = storefrontOrigins(publicUrl).flatMap((origin, index) => {
    const key = index === 0 ? '' : ':alias';
    return [
      { id: deterministicId(`domain:en${key}`), language_id: EN, url: `${origin}/shop` },
      { id: deterministicId(`domain:de${key}`), language_id: DE, url: `${origin}/de/shop` },
    ].map((row) => ({ ...row, sales_channel_id: SALES_CHANNEL_ID, currency_id: euro.id }));
  });
  // A row whose url changes is deleted first: when the public name and its loopback alias swap (localhost ⇄
  // 127.0.0.1 on one port), each row would otherwise take the url the other still holds (a unique column).
  await db
    .deleteFrom('sales_channel_domain')
    .where((eb) => eb.or(rows.map((row) => eb.and([eb('id', '=', row.id), eb('url', '!=', row.url)]))))
    .execute();
  await upsert(db, 'sales_channel_domain', ['id'], rows);
}
