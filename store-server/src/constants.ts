// Fixed identifiers the shop, the e2e suite and the seed agree on. Ids use Shopware's format: 32 lowercase hex.
import { deterministicId } from './domain/ids.js';

/** Shopware's system language (Defaults::LANGUAGE_SYSTEM); here it is English (en-GB). */
export const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
export const GERMAN_LANGUAGE_ID = deterministicId('language:de-DE');
/** Shopware's live version id (Defaults::LIVE_VERSION). */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425';
/** Shopware's default currency id (Defaults::CURRENCY), Euro. */
export const EURO_CURRENCY_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
/** Shopware's standard customer group id. */
export const DEFAULT_CUSTOMER_GROUP_ID = 'cfbd5018d38d41d8adca10d94fc8bdd6';
/** The hidden root of the main navigation ("Plastics"); the shop uses it when the host page gives none. */
export const ROOT_CATEGORY_ID = '0190c0de5a1e4b7c9d2f3a4b5c6d7e8f';
export const SALES_CHANNEL_ID = deterministicId('sales-channel:storefront');
export const DEFAULT_ACCESS_KEY = 'SWSCPLASTICSENQUIRYDEMO001';

/** Shopware's `shopware.api.store.context_lifetime: P1D`: a stored context idle longer than this is replaced. */
export const CONTEXT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Shopware's `api.store.max_limit`; also the default limit of search routes. */
export const STORE_API_MAX_LIMIT = 100;
/** Request bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
