import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as catalogue from './0002-catalogue.js';
import * as listingIndex from './0003-listing-index.js';
import * as cart from './0004-cart.js';
import * as customers from './0005-customers.js';
import * as orders from './0006-orders.js';
import * as customerCart from './0007-customer-cart.js';
import * as klarna from './0008-klarna.js';
import * as catalogueRevision from './0009-catalogue-revision.js';
import * as mailQueue from './0010-mail-queue.js';
import * as housekeeping from './0011-housekeeping.js';
import * as housekeepingMore from './0012-housekeeping-more.js';
import * as seedState from './0013-seed-state.js';
import * as productSearch from './0014-product-search.js';
import * as seoUrls from './0015-seo-urls.js';
import * as accountBreadth from './0016-account-breadth.js';
import * as ownerDesk from './0017-owner-desk.js';
import * as offers from './0018-offers.js';
import * as salesChannelRevision from './0019-sales-channel-revision.js';
import * as stockRevision from './0020-stock-revision.js';

/**
 * All migrations, in order. Later issues append theirs (products, customers, carts, orders…);
 * never edit one that has shipped. One set serves SQLite and PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalogue': catalogue,
  '0003-listing-index': listingIndex,
  '0004-cart': cart,
  '0005-customers': customers,
  '0006-orders': orders,
  '0007-customer-cart': customerCart,
  '0008-klarna': klarna,
  '0009-catalogue-revision': catalogueRevision,
  '0010-mail-queue': mailQueue,
  '0011-housekeeping': housekeeping,
  '0012-housekeeping-more': housekeepingMore,
  '0013-seed-state': seedState,
  '0014-product-search': productSearch,
  '0015-seo-urls': seoUrls,
  '0016-account-breadth': accountBreadth,
  '0017-owner-desk': ownerDesk,
  '0018-offers': offers,
  '0019-sales-channel-revision': salesChannelRevision,
  '0020-stock-revision': stockRevision,
};
