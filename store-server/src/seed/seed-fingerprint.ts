import { createHash } from 'node:crypto';
import { generateCatalogue } from './catalogue/generate.js';
import { catalogueMedia } from './catalogue/media.js';
import { manufacturers, productSeeds } from './catalogue/products.js';
import { propertyGroups, propertyOptions } from './catalogue/property-groups.js';
import { categoryTree } from './category-tree.js';
import { DEMO_CUSTOMER } from './demo-customer.js';
import { DEMO_ORDER_COUNT } from './demo-orders.js';
import { paymentMethods, shippingMethods } from './methods.js';
import {
  countries,
  customerGroup,
  DEFAULT_ADDRESS_FORMAT,
  euro,
  languages,
  locales,
  salutations,
  standardTax,
} from './reference-data.js';

// A start applies the demo seed only when it differs from the one the database holds: the fingerprint of what
// the seed would write is stored with the data (table seed_state) and compared with a plain read at every start,
// so that a restart beside live traffic writes and locks nothing (see prepareDatabase).

/**
 * Raise this when the seed's code changes what it writes without a change of the data below (a new column, a
 * different mapping): the next start then applies the seed once.
 */
export const SEED_VERSION = 2;

export interface SeedFingerprintInput {
  accessKey: string;
  publicUrl: string;
}

/**
 * sha256 of the seed's version, its settings (ACCESS_KEY, the PUBLIC_URL's origin) and all the demo data it
 * writes (reference data, methods, categories, the generated catalogue, the demo customer). Deterministic:
 * the same code and settings give the same fingerprint on every instance.
 */
export function seedFingerprint(input: SeedFingerprintInput): string {
  const seed = {
    version: SEED_VERSION,
    accessKey: input.accessKey,
    origin: new URL(input.publicUrl).origin,
    reference: { locales, languages, euro, standardTax, countries, salutations, customerGroup },
    addressFormat: DEFAULT_ADDRESS_FORMAT,
    methods: { paymentMethods, shippingMethods },
    categoryTree,
    catalogue: {
      productSeeds,
      manufacturers,
      propertyGroups,
      propertyOptions,
      media: catalogueMedia,
      generated: generateCatalogue(),
    },
    demo: { customer: DEMO_CUSTOMER, orders: DEMO_ORDER_COUNT },
  };
  return createHash('sha256').update(JSON.stringify(seed)).digest('hex');
}
