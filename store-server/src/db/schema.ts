// Kysely table types. Conventions, so that one query code runs on SQLite and PostgreSQL:
// - ids are 32-char lowercase hex strings (Shopware's format), in varchar(32) columns;
// - booleans are integers 0/1 (SQLite has no boolean type);
// - timestamps are ISO-8601 UTC strings (they sort lexicographically);
// - JSON documents are text columns, parsed by the repositories;
// - translatable entities keep their texts in `<entity>_translation (<entity>_id, language_id, …)`.

import type { ColumnType, Kysely, Transaction } from 'kysely';

export type Flag = 0 | 1;

export interface LocaleTable {
  id: string;
  code: string;
  created_at: string;
}
export interface LocaleTranslationTable {
  locale_id: string;
  language_id: string;
  name: string;
  territory: string;
}
export interface LanguageTable {
  id: string;
  name: string;
  parent_id: string | null;
  locale_id: string;
  translation_code_id: string;
  active: Flag;
  created_at: string;
}
export interface CurrencyTable {
  id: string;
  iso_code: string;
  factor: number;
  symbol: string;
  position: number;
  is_system_default: Flag;
  tax_free_from: number;
  item_rounding_decimals: number;
  item_rounding_interval: number;
  item_rounding_round_for_net: Flag;
  total_rounding_decimals: number;
  total_rounding_interval: number;
  total_rounding_round_for_net: Flag;
  created_at: string;
}
export interface CurrencyTranslationTable {
  currency_id: string;
  language_id: string;
  short_name: string;
  name: string;
}
export interface TaxTable {
  id: string;
  tax_rate: number;
  name: string;
  position: number;
  created_at: string;
}
export interface CountryTable {
  id: string;
  iso: string;
  iso3: string;
  position: number;
  active: Flag;
  shipping_available: Flag;
  is_eu: Flag;
  postal_code_required: Flag;
  default_postal_code_pattern: string | null;
  created_at: string;
}
export interface CountryTranslationTable {
  country_id: string;
  language_id: string;
  name: string;
  /** JSON: Shopware's address format, a list of lines of snippet keys. */
  address_format: string;
}
export interface SalutationTable {
  id: string;
  salutation_key: string;
  position: number;
  created_at: string;
}
export interface SalutationTranslationTable {
  salutation_id: string;
  language_id: string;
  display_name: string;
  letter_name: string;
}
export interface CustomerGroupTable {
  id: string;
  display_gross: Flag;
  created_at: string;
}
export interface CustomerGroupTranslationTable {
  customer_group_id: string;
  language_id: string;
  name: string;
}
export interface DeliveryTimeTable {
  id: string;
  min: number;
  max: number;
  unit: string;
  created_at: string;
}
export interface DeliveryTimeTranslationTable {
  delivery_time_id: string;
  language_id: string;
  name: string;
}
export interface PaymentMethodTable {
  id: string;
  technical_name: string;
  position: number;
  active: Flag;
  after_order_enabled: Flag;
  created_at: string;
  /** Shopware's handler identifier (a class name there; a stable key here). */
  handler_identifier: string | null;
  /** JSON object, or null. */
  custom_fields: string | null;
}
export interface PaymentMethodTranslationTable {
  payment_method_id: string;
  language_id: string;
  name: string;
  description: string | null;
}
export interface ShippingMethodTable {
  id: string;
  technical_name: string;
  position: number;
  active: Flag;
  delivery_time_id: string;
  tax_type: string;
  created_at: string;
}
export interface ShippingMethodTranslationTable {
  shipping_method_id: string;
  language_id: string;
  name: string;
  description: string | null;
}
export interface CategoryTable {
  id: string;
  parent_id: string | null;
  /** Ancestors as Shopware writes them: `|rootId|parentId|`, null for a root. */
  path: string | null;
  level: number;
  position: number;
  active: Flag;
  visible: Flag;
  type: string;
  created_at: string;
  updated_at: string | null;
  media_id: string | null;
}
export interface CategoryTranslationTable {
  category_id: string;
  language_id: string;
  name: string;
  description: string | null;
  /** JSON object, or null. */
  custom_fields: string | null;
}
export interface SalesChannelTable {
  id: string;
  name: string;
  access_key: string;
  active: Flag;
  language_id: string;
  currency_id: string;
  country_id: string;
  payment_method_id: string;
  shipping_method_id: string;
  customer_group_id: string;
  navigation_category_id: string;
  navigation_category_depth: number;
  footer_category_id: string | null;
  service_category_id: string | null;
  tax_calculation_type: string;
  created_at: string;
  updated_at: string | null;
}
export interface SalesChannelLanguageTable {
  sales_channel_id: string;
  language_id: string;
}
export interface SalesChannelDomainTable {
  id: string;
  sales_channel_id: string;
  language_id: string;
  currency_id: string;
  url: string;
}
export interface SalesChannelContextTable {
  token: string;
  sales_channel_id: string;
  customer_id: string | null;
  /** JSON: the context switches of this session (languageId, countryId, …). */
  payload: string;
  updated_at: string;
}

export interface MediaTable {
  id: string;
  /** Path below the origin, e.g. `media/swatches/black.svg`; the URL is built per request. */
  path: string;
  mime_type: string;
  file_extension: string;
  file_name: string;
  file_size: number;
  width: number | null;
  height: number | null;
  created_at: string;
  updated_at: string | null;
}
export interface MediaTranslationTable {
  media_id: string;
  language_id: string;
  alt: string | null;
  title: string | null;
}
export interface ProductManufacturerTable {
  id: string;
  media_id: string | null;
  link: string | null;
  created_at: string;
  updated_at: string | null;
}
export interface ProductManufacturerTranslationTable {
  product_manufacturer_id: string;
  language_id: string;
  name: string;
  description: string | null;
}
export interface PropertyGroupTable {
  id: string;
  display_type: string;
  sorting_type: string;
  filterable: Flag;
  visible_on_product_detail_page: Flag;
  position: number;
  created_at: string;
  updated_at: string | null;
}
export interface PropertyGroupTranslationTable {
  property_group_id: string;
  language_id: string;
  name: string;
  description: string | null;
}
export interface PropertyGroupOptionTable {
  id: string;
  group_id: string;
  media_id: string | null;
  position: number;
  color_hex_code: string | null;
  created_at: string;
  updated_at: string | null;
}
export interface PropertyGroupOptionTranslationTable {
  property_group_option_id: string;
  language_id: string;
  name: string;
}
export interface ProductTable {
  id: string;
  parent_id: string | null;
  product_number: string;
  active: Flag;
  stock: number;
  available_stock: number;
  available: Flag;
  is_closeout: Flag;
  min_purchase: number;
  max_purchase: number | null;
  purchase_steps: number;
  restock_time: number | null;
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  price_gross: number | null;
  price_net: number | null;
  /** JSON: [{currencyId, gross, net, linked}] (Shopware's price field). */
  price: string | null;
  sales: number;
  variant_listing_config: string | null;
  child_count: number;
  cheapest_price_gross: number | null;
  cheapest_variant_id: string | null;
  max_price_gross: number | null;
  /** The mean points of the approved reviews (0014), null without any. */
  rating_average: number | null;
  tax_id: string | null;
  delivery_time_id: string | null;
  manufacturer_id: string | null;
  cover_id: string | null;
  created_at: string;
  updated_at: string | null;
}
export interface ProductTranslationTable {
  product_id: string;
  language_id: string;
  name: string | null;
  description: string | null;
  custom_fields: string | null;
}
export interface ProductOptionTable {
  product_id: string;
  option_id: string;
}
export interface ProductCategoryTable {
  product_id: string;
  category_id: string;
}
export interface ProductMediaTable {
  id: string;
  product_id: string;
  media_id: string;
  position: number;
  created_at: string;
}

export interface CartTable {
  token: string;
  sales_channel_id: string;
  /** JSON: the stored lines [{id, referencedId, type, quantity, label}] (see domain/cart/cart-operations.ts). */
  line_items: string;
  /** Raised by every write. */
  version: number;
  created_at: string;
  updated_at: string;
  /** Set only on a logged-out customer's parked cart, which waits for their next login. */
  customer_id: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ShippingMethodPriceTable {
  id: string;
  shipping_method_id: string;
  /** 1 line item quantity, 2 positions' price, 3 weight (kg); null: a flat price. */
  calculation: number | null;
  quantity_start: number | null;
  quantity_end: number | null;
  price_gross: number;
  price_net: number;
  created_at: string;
}

export interface CustomerTable {
  id: string;
  sales_channel_id: string;
  customer_group_id: string;
  language_id: string;
  customer_number: string;
  email: string;
  email_lower: string;
  /** `scrypt$N$r$p$salt$hash`; null for guests. */
  password: string | null;
  guest: Flag;
  active: Flag;
  double_opt_in_registration: Flag;
  /** The double opt-in hash of the confirmation link. */
  hash: string | null;
  double_opt_in_email_sent_at: string | null;
  confirmed_at: string | null;
  salutation_id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
  account_type: string;
  /** JSON list of strings, or null. */
  vat_ids: string | null;
  default_billing_address_id: string;
  default_shipping_address_id: string;
  created_at: string;
  updated_at: string | null;
  first_login: string | null;
  last_login: string | null;
}
/** The postal address of Shopware's customer and order addresses (the same columns in both tables). */
export interface PostalAddressColumns {
  title: string | null;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  phone_number: string | null;
}
export interface CustomerAddressTable extends PostalAddressColumns {
  id: string;
  customer_id: string;
  country_id: string;
  salutation_id: string;
  created_at: string;
  updated_at: string | null;
}
export interface CustomerRecoveryTable {
  /** sha256 (hex) of the mailed hash. */
  hash: string;
  customer_id: string;
  created_at: string;
  used_at: string | null;
}
export interface NumberRangeTable {
  name: string;
  last_value: number;
}
export interface RateLimitTable {
  key: string;
  attempts: number;
  last_attempt_at: string;
}

export interface ShopOrderTable {
  id: string;
  order_number: string;
  sales_channel_id: string;
  customer_id: string | null;
  deep_link_code: string;
  order_date_time: string;
  currency_id: string;
  currency_factor: number;
  language_id: string;
  state: string;
  amount_total: number;
  amount_net: number;
  position_price: number;
  shipping_total: number;
  tax_status: string;
  /** JSON CartPrice. */
  price: string;
  /** JSON CalculatedPrice. */
  shipping_costs: string;
  customer_comment: string | null;
  affiliate_code: string | null;
  campaign_code: string | null;
  billing_address_id: string;
  customer_email: string;
  customer_salutation_id: string | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_company: string | null;
  customer_title: string | null;
  customer_number: string | null;
  created_at: string;
  updated_at: string | null;
}
export interface OrderAddressTable extends PostalAddressColumns {
  id: string;
  order_id: string;
  country_id: string;
  salutation_id: string | null;
  created_at: string;
}
export interface OrderLineItemTable {
  id: string;
  order_id: string;
  position: number;
  identifier: string;
  product_id: string | null;
  referenced_id: string | null;
  type: string;
  label: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  price: string;
  price_definition: string;
  payload: string;
  cover: string | null;
  created_at: string;
}
export interface OrderDeliveryTable {
  id: string;
  order_id: string;
  shipping_order_address_id: string;
  shipping_method_id: string;
  state: string;
  shipping_date_earliest: string;
  shipping_date_latest: string;
  shipping_costs: string;
  created_at: string;
}
export interface OrderTransactionTable {
  id: string;
  order_id: string;
  payment_method_id: string;
  state: string;
  amount: string;
  created_at: string;
  /** JSON object (Klarna: klarna_order_id, klarna_fraud_status, klarna_failure_reason), or null. */
  custom_fields: string | null;
}
export interface KlarnaContextSessionTable {
  context_token: string;
  session_id: string;
  updated_at: string;
}
export interface KlarnaSandboxSessionTable {
  id: string;
  client_token: string;
  body: string;
  created_at: string;
  updated_at: string;
}
export interface KlarnaSandboxAuthorizationTable {
  token: string;
  session_id: string;
  fraud_status: string;
  order_id: string | null;
  cancelled: number;
  created_at: string;
}

/** One row (id 1): raised by every write that changes what the catalogue routes answer. */
export interface CatalogueRevisionTable {
  id: number;
  /** bigint: PostgreSQL sends it as a string. */
  revision: number | string;
  /** The part of `revision` raised by stock changes alone (migration 0020). */
  stock_revision: number | string;
}

/** The mail outbox: one rendered mail per row, delivered by the worker after the commit (0010-mail-queue). */
export interface MailQueueTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  attempts: number;
  /** When the next delivery attempt is due. */
  next_attempt_at: string;
  /** The lease of the instance that is sending it: no other instance claims it before then. */
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** Set when the last allowed attempt failed: the row stays for inspection and is never sent again. */
  gave_up_at: string | null;
  /** JSON [{filename, contentType, content (base64)}] (0018-offers), or null. */
  attachments: string | null;
}

/** Generated order documents (0018-offers): the offer PDFs. */
export interface OrderDocumentTable {
  id: string;
  order_id: string;
  /** 'offer' */
  document_type: string;
  file_name: string;
  deep_link_code: string;
  content_type: string;
  content: Buffer;
  created_at: string;
}

/** An offer for an enquiry (0018-offers); state pending | accepted | declined | superseded. */
export interface OrderOfferTable {
  id: string;
  order_id: string;
  /** 1, 2, … per order: the latest offer has the highest. */
  sequence: number;
  state: string;
  currency_iso_code: string;
  subtotal: number;
  discount_type: string | null;
  discount_value: number | null;
  discount_amount: number;
  shipping_total: number;
  total: number;
  /** JSON [{taxRate, tax, price}] */
  taxes: string;
  tax_status: string;
  delivery_date: string;
  valid_until: string;
  message: string;
  document_id: string | null;
  document_deep_link_code: string | null;
  created_by: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface OrderOfferLineTable {
  offer_id: string;
  position: number;
  line_item_id: string;
  label: string;
  product_number: string | null;
  /** JSON [{group, option}] */
  options: string;
  quantity: number;
  tax_rate: number;
  list_unit_price: number;
  unit_price: number;
  total_price: number;
}

/** The demo seed the database holds (migration 0013): one row, `demo`. */
/** The search index's documents (0014-product-search); PostgreSQL adds a `document` tsvector of the words. */
export interface ProductSearchDocumentTable {
  product_id: string;
  language_id: string;
  group_id: string;
  variant: number;
  words: string;
  /** A parent's: the names of the options its active variants use (product_variant_option). */
  options: string;
}
export interface SeedStateTable {
  name: string;
  /** seed/seed-fingerprint.ts */
  fingerprint: string;
  applied_at: string;
}

export interface SeoUrlTable {
  id: string;
  sales_channel_id: string;
  language_id: string;
  /** The category's or product's id. */
  foreign_key: string;
  /** frontend.navigation.page | frontend.detail.page */
  route_name: string;
  /** The technical path, e.g. /navigation/{id} */
  path_info: string;
  /** The readable path without a leading slash, e.g. Sheets/PE/ */
  seo_path_info: string;
  is_canonical: Flag;
  created_at: string;
  updated_at: string | null;
}
/** Newsletter recipients (0014): status notSet → optIn by the double opt-in link, direct, optOut. */
export interface NewsletterRecipientTable {
  id: string;
  sales_channel_id: string;
  email: string;
  email_lower: string;
  status: string;
  hash: string;
  language_id: string;
  salutation_id: string | null;
  first_name: string | null;
  last_name: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string | null;
}

/** Product reviews (0014): visible once approved (status 1); the author sees their own before. */
export interface ProductReviewTable {
  id: string;
  product_id: string;
  customer_id: string | null;
  sales_channel_id: string;
  language_id: string;
  external_user: string | null;
  external_email: string | null;
  title: string;
  content: string;
  points: number;
  status: number;
  comment: string | null;
  created_at: string;
  updated_at: string | null;
}

export interface CustomerWishlistTable {
  id: string;
  customer_id: string;
  sales_channel_id: string;
  created_at: string;
  updated_at: string | null;
}

export interface CustomerWishlistProductTable {
  wishlist_id: string;
  product_id: string;
  created_at: string;
}

/** An account of the owner's desk (issue 20); email stored lower-case. */
export interface DeskUserTable {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  /** The customers' scrypt form (domain/account/password.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string | null;
}
/** A desk bearer token, stored as the SHA-256 hex of the token; one family per login. */
export interface DeskTokenTable {
  id: string;
  user_id: string;
  family_id: string;
  kind: 'access' | 'refresh';
  token_hash: string;
  expires_at: string;
  /** Set when used (a refresh token), logged out, or revoked with its family. */
  revoked_at: string | null;
  created_at: string;
}
/** What happened through the desk (or a customer's answer to an offer): who, when, what. */
export interface DeskAuditLogTable {
  id: string;
  actor_type: 'desk' | 'customer';
  actor_id: string | null;
  actor_email: string;
  actor_name: string;
  entity: string;
  entity_id: string;
  action: string;
  /** JSON object. */
  details: string;
  created_at: string;
}

export interface Database {
  locale: LocaleTable;
  locale_translation: LocaleTranslationTable;
  language: LanguageTable;
  currency: CurrencyTable;
  currency_translation: CurrencyTranslationTable;
  tax: TaxTable;
  country: CountryTable;
  country_translation: CountryTranslationTable;
  salutation: SalutationTable;
  salutation_translation: SalutationTranslationTable;
  customer_group: CustomerGroupTable;
  customer_group_translation: CustomerGroupTranslationTable;
  delivery_time: DeliveryTimeTable;
  delivery_time_translation: DeliveryTimeTranslationTable;
  payment_method: PaymentMethodTable;
  payment_method_translation: PaymentMethodTranslationTable;
  shipping_method: ShippingMethodTable;
  shipping_method_translation: ShippingMethodTranslationTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  sales_channel: SalesChannelTable;
  sales_channel_language: SalesChannelLanguageTable;
  sales_channel_domain: SalesChannelDomainTable;
  sales_channel_context: SalesChannelContextTable;
  media: MediaTable;
  media_translation: MediaTranslationTable;
  product_manufacturer: ProductManufacturerTable;
  product_manufacturer_translation: ProductManufacturerTranslationTable;
  property_group: PropertyGroupTable;
  property_group_translation: PropertyGroupTranslationTable;
  property_group_option: PropertyGroupOptionTable;
  property_group_option_translation: PropertyGroupOptionTranslationTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_option: ProductOptionTable;
  product_property: ProductOptionTable;
  product_category: ProductCategoryTable;
  product_category_tree: ProductCategoryTable;
  product_media: ProductMediaTable;
  product_variant_option: { parent_id: string; option_id: string };
  cart: CartTable;
  shipping_method_price: ShippingMethodPriceTable;
  customer: CustomerTable;
  customer_address: CustomerAddressTable;
  customer_recovery: CustomerRecoveryTable;
  number_range: NumberRangeTable;
  rate_limit: RateLimitTable;
  shop_order: ShopOrderTable;
  order_address: OrderAddressTable;
  order_line_item: OrderLineItemTable;
  order_delivery: OrderDeliveryTable;
  order_transaction: OrderTransactionTable;
  klarna_context_session: KlarnaContextSessionTable;
  catalogue_revision: CatalogueRevisionTable;
  klarna_sandbox_session: KlarnaSandboxSessionTable;
  klarna_sandbox_authorization: KlarnaSandboxAuthorizationTable;
  mail_queue: MailQueueTable;
  seed_state: SeedStateTable;
  product_search_document: ProductSearchDocumentTable;
  seo_url: SeoUrlTable;
  newsletter_recipient: NewsletterRecipientTable;
  product_review: ProductReviewTable;
  customer_wishlist: CustomerWishlistTable;
  customer_wishlist_product: CustomerWishlistProductTable;
  desk_user: DeskUserTable;
  desk_token: DeskTokenTable;
  desk_audit_log: DeskAuditLogTable;
  order_document: OrderDocumentTable;
  order_offer: OrderOfferTable;
  order_offer_line: OrderOfferLineTable;
}

/** A connection or a transaction: what a repository function runs its queries on. */
export type Db = Kysely<Database> | Transaction<Database>;
