import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * One interface per table. Money is integer minor units; timestamps are ISO-8601 UTC text in both
 * dialects (sortable, and identical on SQLite and PostgreSQL); JSON is stored as text.
 */

export interface SettingsTable {
  key: string;
  value: string; // JSON
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: 'administrator' | 'customer';
  first_name: string;
  last_name: string;
  /** The name chosen to be shown by (migration 056); empty: first and last name, else the username. */
  display_name: ColumnType<string, string | undefined, string>;
  meta: ColumnType<string, string | undefined, string>; // JSON, per-user preferences
  created_at: string;
}

/** One row per user and key (WordPress user meta); values are text. */
export interface UserMetaTable {
  user_id: number;
  meta_key: string;
  meta_value: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  menu_order: ColumnType<number, number | undefined, number>;
  /** Published products in the category (variations never), kept by database triggers (db/migrations/021_category_counts.ts). */
  product_count: ColumnType<number, never, never>;
}

/** How many products have each status and type, kept by database triggers (db/migrations/027_product_counts.ts). */
export interface ProductCountsTable {
  status: string;
  type: string;
  count: ColumnType<number | string, never, never>;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  sku: string | null;
  name: string;
  status: 'publish' | 'draft';
  short_description: string;
  description: string;
  regular_price: number;
  sale_price: number | null;
  /** Effective price (sale price when set), kept for sorting and filtering. */
  price: number;
  /** Units in stock; null when stock is not managed. */
  stock: number | null;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  menu_order: ColumnType<number, number | undefined, number>;
  total_sales: ColumnType<number, number | undefined, number>;
  average_rating: ColumnType<number, number | undefined, number>;
  rating_count: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  /** `simple`, `variable`, `grouped`, `external`, or `variation` (a sellable option of its `parent_id`). */
  type: ColumnType<ProductType, ProductType | undefined, ProductType>;
  /** A variation's variable product; null for every other type. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A variable product's dearest variation (`price` is its cheapest); null where there is one price. */
  max_price: ColumnType<number | null, number | null | undefined, number | null>;
  /** An external product's address and its button's words. */
  external_url: ColumnType<string | null, string | null | undefined, string | null>;
  button_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a scheduled sale starts and ends (UTC ISO instants); null for a sale without that bound. */
  date_on_sale_from: ColumnType<string | null, string | null | undefined, string | null>;
  date_on_sale_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** Weight and dimensions in the shop's units, as the owner wrote them; null when not given. */
  weight: ColumnType<string | null, string | null | undefined, string | null>;
  length: ColumnType<string | null, string | null | undefined, string | null>;
  width: ColumnType<string | null, string | null | undefined, string | null>;
  height: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its shipping class (migration 051); a variation without one ships as its product. */
  shipping_class_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** `taxable`, `shipping` (only its shipping is taxed) or `none` (migration 052). */
  tax_status: ColumnType<'taxable' | 'shipping' | 'none', 'taxable' | 'shipping' | 'none' | undefined, 'taxable' | 'shipping' | 'none'>;
  /** Its tax class's slug: `''` standard, `reduced-rate`, …; a variation's `parent` takes its product's. */
  tax_class: ColumnType<string, string | undefined, string>;
}

export const PRODUCT_TYPES = ['simple', 'variable', 'grouped', 'external', 'variation'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A global attribute (WooCommerce's `pa_<slug>` taxonomy). */
export interface AttributesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  order_by: ColumnType<'menu_order' | 'name' | 'name_num' | 'id', 'menu_order' | 'name' | 'name_num' | 'id' | undefined>;
  has_archives: ColumnType<number, number | undefined, number>;
}

export interface AttributeTermsTable {
  id: Generated<number>;
  attribute_id: number;
  slug: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  menu_order: ColumnType<number, number | undefined, number>;
  /** Its listed products (published, no variation), kept by the database (migration 035). */
  product_count: ColumnType<number, never, never>;
}

/** The listed products of each stock status, kept by the database (migration 035). */
export interface ListedStockCountsTable {
  stock_status: string;
  count: ColumnType<number | string, never, never>;
}

/** Listed products by whole-star rating, 1 to 5 (migration 066); unrated products are in no row. */
export interface ListedRatingCountsTable {
  rating: number;
  count: ColumnType<number | string, never, never>;
}

/** Listed products having both terms, each pair both ways (migration 041). */
export interface TermPairCountsTable {
  term_id: number;
  other_term_id: number;
  count: ColumnType<number | string, never, never>;
}

/** Listed products linked to the category and having the term (migration 041). */
export interface CategoryTermCountsTable {
  category_id: number;
  term_id: number;
  count: ColumnType<number | string, never, never>;
}

/** Each product a category and a term have together, listed or not (migration 047); written by triggers only. */
export interface CategoryTermLinksTable {
  category_id: ColumnType<number, never, never>;
  term_id: ColumnType<number, never, never>;
  product_id: ColumnType<number, never, never>;
}

/**
 * The width of a band of prices, in the currency's minor unit, whose listed products migration 048 keeps
 * counted beside each price's: a price range is summed from its bands and the prices at its two ends.
 * The bands' rows were made with it: changing it takes a migration that makes them again.
 */
export const PRICE_BAND = 1000;

/**
 * PostgreSQL: a search document's name words are indexed by buckets of product ids (`b<product id >>
 * NAME_WORD_BUCKET_BITS>:<word>`, migration 069), so a common word's entries are read a bucket at a time.
 * The documents' column is generated with it: changing it takes a migration that makes the column again.
 */
export const NAME_WORD_BUCKET_BITS = 16;

/** Listed products in each band of prices (`price / PRICE_BAND`), the shop's and each category's (migration 048); written by triggers only. */
export interface ListedPriceBandCountsTable {
  band: ColumnType<number | string, never, never>;
  count: ColumnType<number | string, never, never>;
}
export interface CategoryPriceBandCountsTable {
  category_id: ColumnType<number, never, never>;
  band: ColumnType<number | string, never, never>;
  count: ColumnType<number | string, never, never>;
}

/** Listed products at each price (migration 048); written by triggers only. */
export interface ListedPriceCountsTable {
  price: ColumnType<number | string, never, never>;
  count: ColumnType<number | string, never, never>;
}

/** A category's listed products at each price (migration 048); written by triggers only. */
export interface CategoryPriceCountsTable {
  category_id: ColumnType<number, never, never>;
  price: ColumnType<number | string, never, never>;
  count: ColumnType<number | string, never, never>;
}

/** Listed products having a term, by whole-star rating, kept from the term's links (migration 068). */
export interface TermRatingCountsTable {
  term_id: number;
  rating: number;
  count: ColumnType<number | string, never, never>;
}

/** Listed products having the term, by stock status (migration 041). */
export interface TermStockCountsTable {
  term_id: number;
  stock_status: string;
  count: ColumnType<number | string, never, never>;
}

/** A product's attribute: a global one (`attribute_id`, its terms in product_attribute_terms) or its own. */
export interface ProductAttributesTable {
  id: Generated<number>;
  product_id: number;
  position: ColumnType<number, number | undefined, number>;
  attribute_id: number | null;
  name: string;
  /** JSON array of a custom attribute's values. */
  options: ColumnType<string, string | undefined, string>;
  visible: ColumnType<number, number | undefined, number>;
  /** 1 when the variations choose among its values. */
  variation: ColumnType<number, number | undefined, number>;
}

export interface ProductAttributeTermsTable {
  product_id: number;
  term_id: number;
  /**
   * As a category's links (ProductCategoriesTable): the product's listing columns and whether the shop
   * lists it, kept by triggers so a term's listing reads its order from one index
   * (db/migrations/040_term_listing.ts), and its stock status and top price, which the facets of a
   * listing led by the term count (044_term_listing_stock.ts). Never written by the shop.
   */
  listed: ColumnType<number, never, never>;
  menu_order: ColumnType<number, never, never>;
  name: ColumnType<string, never, never>;
  price: ColumnType<number, never, never>;
  created_at: ColumnType<string, never, never>;
  total_sales: ColumnType<number, never, never>;
  average_rating: ColumnType<number, never, never>;
  rating_count: ColumnType<number, never, never>;
  stock_status: ColumnType<string, never, never>;
  top_price: ColumnType<number, never, never>;
}

/** A variation's value of one attribute (`pa_colour` or a custom name): a term slug or value; '' is "any". */
export interface VariationAttributesTable {
  variation_id: number;
  name: string;
  value: ColumnType<string, string | undefined, string>;
}

export interface ProductLinksTable {
  product_id: number;
  kind: 'grouped' | 'upsell' | 'cross_sell';
  linked_id: number;
  position: ColumnType<number, number | undefined, number>;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  /**
   * Copies of the product's listing columns, and whether the shop lists it (1: published, not a
   * variation), kept by database triggers so a category's page reads its order from one index
   * (db/migrations/029_category_listing.ts). Never written by the shop.
   */
  listed: ColumnType<number, never, never>;
  menu_order: ColumnType<number, never, never>;
  name: ColumnType<string, never, never>;
  price: ColumnType<number, never, never>;
  created_at: ColumnType<string, never, never>;
  total_sales: ColumnType<number, never, never>;
  average_rating: ColumnType<number, never, never>;
  rating_count: ColumnType<number, never, never>;
  /** The product's stock status and the top of its price (its dearest variation's), for the category's facets (migration 043). */
  stock_status: ColumnType<string, never, never>;
  top_price: ColumnType<number, never, never>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  /** File stem under the uploads directory; sizes are `<stem>-<width>.webp`. */
  file: string;
  alt: string;
  width: number;
  height: number;
  /** JSON array of generated widths. */
  sizes: string;
}

export interface PostsTable {
  id: Generated<number>;
  type: 'post' | 'page';
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** 'text': plain text with light structure; 'html': owner-written HTML, kept sanitised. */
  content_format: Generated<'text' | 'html'>;
  image: string | null;
  status: 'publish' | 'draft';
  published_at: string;
}

/** A product's text in another locale; an empty field falls back to the product's own. */
export interface ProductTranslationsTable {
  product_id: number;
  locale: string;
  name: ColumnType<string, string | undefined, string>;
  short_description: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
}

export interface AttributeTranslationsTable {
  attribute_id: number;
  locale: string;
  name: ColumnType<string, string | undefined, string>;
}

export interface AttributeTermTranslationsTable {
  term_id: number;
  locale: string;
  name: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
}

export interface CategoryTranslationsTable {
  category_id: number;
  locale: string;
  name: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
}

/** A page's or post's text in another locale; content is in the post's own `content_format`. */
export interface PostTranslationsTable {
  post_id: number;
  locale: string;
  title: ColumnType<string, string | undefined, string>;
  excerpt: ColumnType<string, string | undefined, string>;
  content: ColumnType<string, string | undefined, string>;
}

/** The owner's own words in another locale (migration 017), found by their source text's SHA-256. */
export interface StringTranslationsTable {
  locale: string;
  source_hash: string;
  source: string;
  text: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  data: string; // JSON: cart, notices, …
  expires_at: string;
  updated_at: string;
}

/** The statuses of the order process (core/orders/status.ts); an order in the trash has `trash` instead. */
export type OrderProcessStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';

export interface OrdersTable {
  id: Generated<number>;
  order_key: string;
  /** `trash`: moved to the trash over the REST API (migration 064), hidden from every list but the trash's. */
  status: OrderProcessStatus | 'trash';
  /** The status a trashed order had, given back when it is restored (migration 064); null out of the trash. */
  status_before_trash: ColumnType<OrderProcessStatus | null, OrderProcessStatus | null | undefined, OrderProcessStatus | null>;
  customer_id: number | null;
  currency: string;
  subtotal: number;
  shipping_total: number;
  discount_total: number;
  /** Every tax charged: the lines' and the shipping's (migration 052). */
  tax_total: number;
  total: number;
  /** The shipping's tax (part of `tax_total`), and the tax the coupons took off. */
  shipping_tax: ColumnType<number, number | undefined, number>;
  discount_tax: ColumnType<number, number | undefined, number>;
  /** 1 when the shop's prices included tax when the order was placed. */
  prices_include_tax: ColumnType<number, number | undefined, number>;
  /** The sum of the order's refunds (migration 053), never above `total`. */
  refunded_total: ColumnType<number, number | undefined, number>;
  payment_method: 'cod' | 'bacs';
  payment_method_title: string;
  customer_note: string;
  billing_email: string;
  /** The language the order was placed in (migration 016): its customer e-mails speak it. */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Orders per status, kept by database triggers (db/migrations/024_owner_list_indexes.ts). */
export interface OrderStatusCountsTable {
  status: string;
  count: ColumnType<number, never, never>;
}

export interface OrderAddressesTable {
  order_id: number;
  type: 'billing' | 'shipping';
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
  email: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  sku: string | null;
  quantity: number;
  unit_price: number;
  /** Before coupons (migration 050); `total` is after. Both without tax (WooCommerce's meaning, migration 052). */
  subtotal: ColumnType<number, number | undefined, number>;
  total: number;
  /** The tax on `subtotal` and on `total`. */
  subtotal_tax: ColumnType<number, number | undefined, number>;
  total_tax: ColumnType<number, number | undefined, number>;
  /** JSON `[{ id, subtotal, total }]`: the line's tax by rate id, minor units. */
  taxes: ColumnType<string, string | undefined, string>;
  tax_class: ColumnType<string, string | undefined, string>;
  /** The variation sold, when the product has options. */
  variation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of `{ name, value }`: the variation's attributes as the shopper read them at the order. */
  attributes: ColumnType<string, string | undefined, string>;
  /** Units put back into stock by refunds or a cancellation (migration 053), at most `quantity`. */
  restocked_quantity: ColumnType<number, number | undefined, number>;
}

/** A refund of an order (migration 053): amounts in the order's minor units, `shipping_taxes` JSON `[{ id, total }]`. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  reason: string;
  refunded_by: number | null;
  /** 1 when the owner asked for the refunded items to go back into stock. */
  restocked: number;
  shipping_total: number;
  shipping_tax: number;
  shipping_taxes: string;
  created_at: string;
}

/** A note the shop wrote on an order (migration 056): private, or shown to the customer (`customer_note` 1). */
export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  content: string;
  customer_note: number;
  /** Who wrote it, as shown beside it. */
  author: string;
  created_at: string;
}

/** The owner's switch and recipients for one of the shop's e-mails (migration 058); no row: the defaults. */
export interface EmailSettingsTable {
  /** WooCommerce's e-mail id (`new_order`, `customer_completed_order`…). */
  email_id: string;
  enabled: number;
  /** The shop's own e-mails: comma-separated addresses; empty: the shop's address. */
  recipient: string;
  updated_at: string;
}

/** What the owner wrote for one e-mail in one language (migration 058); an empty field keeps the shop's own words. */
export interface EmailTextsTable {
  email_id: string;
  language: string;
  subject: string;
  heading: string;
  additional_content: string;
}

/** One order line's part of a refund: units, amount without tax, tax, and the tax by rate (JSON `[{ id, total }]`). */
export interface OrderRefundLinesTable {
  id: Generated<number>;
  refund_id: number;
  order_line_id: number;
  quantity: number;
  total: number;
  total_tax: number;
  taxes: string;
}

/** `hold` (pending), `approved`, `spam` or `trash` (core/reviews/review-status.ts lists them). */
export type ReviewStatus = 'hold' | 'approved' | 'spam' | 'trash';

/**
 * A product review (migration 055), or the owner's reply to one (`parent_id` set, `rating` null). Only
 * approved rated reviews count in the product's `average_rating` and `rating_count` (core/reviews/).
 */
export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  author_name: string;
  author_email: string;
  /** 1 to 5; null for a reply, or a review written while ratings were optional and left unrated. */
  rating: number | null;
  /** Plain text: any markup is taken out before it is stored. */
  content: string;
  status: ReviewStatus;
  /** 1 when the author had bought the product (a completed or processing order) when writing. */
  verified: ColumnType<number, number | undefined, number>;
  author_ip: ColumnType<string, string | undefined, string>;
  /** The language of the page it was written on. */
  locale: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** A coupon (migration 050). Amounts in minor units, a percent's in hundredths of a percent; lists are JSON arrays. */
export interface CouponsTable {
  id: Generated<number>;
  /** Lower-case. */
  code: string;
  description: ColumnType<string, string | undefined, string>;
  discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
  amount: number;
  expires_at: string | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  individual_use: number;
  exclude_sale_items: number;
  product_ids: string;
  excluded_product_ids: string;
  product_categories: string;
  excluded_product_categories: string;
  email_restrictions: string;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  limit_usage_to_x_items: number | null;
  free_shipping: number;
  usage_count: ColumnType<number, number | undefined, number>;
  status: ColumnType<'publish' | 'draft', 'publish' | 'draft' | undefined, 'publish' | 'draft'>;
  created_at: string;
  updated_at: string;
}

/** A coupon an order used, what it took off, and who used it (for per-shopper limits). */
export interface OrderCouponLinesTable {
  id: Generated<number>;
  order_id: number;
  coupon_id: number | null;
  code: string;
  discount: number;
  customer_id: number | null;
  /** The billing e-mail, lower-case. */
  email: string;
}

/** Shipping zones (migration 051); zone 0 is "Locations not covered by your other zones". */
export interface ShippingZonesTable {
  id: Generated<number>;
  name: string;
  zone_order: ColumnType<number, number | undefined, number>;
}

export interface ShippingZoneLocationsTable {
  zone_id: number;
  type: 'continent' | 'country' | 'state' | 'postcode';
  code: string;
}

/** A zone's method; `id` is WooCommerce's instance id; `settings` JSON (core/shipping/method-settings.ts). */
export interface ShippingZoneMethodsTable {
  id: Generated<number>;
  zone_id: number;
  method_id: 'flat_rate' | 'free_shipping' | 'local_pickup';
  method_order: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<number, number | undefined, number>;
  settings: ColumnType<string, string | undefined, string>;
}

export interface ShippingClassesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
}

/** How an order was shipped, as charged (migration 051). */
export interface OrderShippingLinesTable {
  id: Generated<number>;
  order_id: number;
  method_id: string;
  instance_id: number;
  method_title: string;
  total: number;
  /** The shipping's tax, and by rate (JSON `[{ id, total }]`), migration 052. */
  total_tax: ColumnType<number, number | undefined, number>;
  taxes: ColumnType<string, string | undefined, string>;
}

/** A tax class of the owner's (migration 052); standard is `''` and has no row. */
export interface TaxClassesTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

/** A tax rate (migration 052): `rate` in ten-thousandths of a percent; postcodes and cities JSON arrays. */
export interface TaxRatesTable {
  id: Generated<number>;
  country: string;
  state: string;
  postcodes: string;
  cities: string;
  rate: number;
  name: string;
  priority: number;
  compound: number;
  shipping: number;
  rate_order: number;
  tax_class: string;
}

/** One rate's tax on an order as charged (migration 052). */
export interface OrderTaxLinesTable {
  id: Generated<number>;
  order_id: number;
  rate_id: number;
  /** WooCommerce's rate code: `DE-VAT-1` (country, state, name, priority). */
  rate_code: string;
  label: string;
  compound: number;
  /** Ten-thousandths of a percent, as charged. */
  rate: number;
  tax_total: number;
  shipping_tax_total: number;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** A worker's lease on the message while it sends it, and after a failure the retry time (migration 002). */
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Wrong passwords in a row per account (or unknown login name) from browsers it does not know (migration 003). */
export interface LoginAttemptsTable {
  /** `user:<id>` or `login:<name>`. */
  key: string;
  failures: ColumnType<number, number | undefined, number>;
  /** No attempt is taken before this time (null: no wait). */
  locked_until: string | null;
  /** When the row was last touched. */
  updated_at: string;
}

/** A fixed-window counter by key (failed logins per address, reset requests per address and account); migration 010. */
export interface RateLimitsTable {
  key: string;
  hits: ColumnType<number, number | undefined, number>;
  window_ends_at: string;
  updated_at: string;
}

/** A browser that signed in to an account before, by a hash of the token in its cookie (migration 010). */
export interface KnownLoginDevicesTable {
  token_hash: string;
  user_id: number;
  /** Wrong passwords in a row from this browser. */
  failures: ColumnType<number, number | undefined, number>;
  created_at: string;
  expires_at: string;
  updated_at: string;
}

/** An e-mailed password reset link, by a hash of its token (the token itself is only in the e-mail); migration 010. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** Text the visitor's tracker sent; null when that field was missing or refused. */
type AttributionText = ColumnType<string | null, string | null | undefined, string | null>;

/** Where an order came from (one row per order, none when it arrived without attribution). */
export interface OrderAttributionTable {
  order_id: number;
  source_type: AttributionText;
  referrer: AttributionText;
  utm_campaign: AttributionText;
  utm_source: AttributionText;
  utm_medium: AttributionText;
  utm_content: AttributionText;
  utm_id: AttributionText;
  utm_term: AttributionText;
  utm_source_platform: AttributionText;
  utm_creative_format: AttributionText;
  utm_marketing_tactic: AttributionText;
  session_entry: AttributionText;
  session_start_time: AttributionText;
  session_pages: ColumnType<number | null, number | null | undefined, number | null>;
  session_count: ColumnType<number | null, number | null | undefined, number | null>;
  user_agent: AttributionText;
  /** Mobile, Tablet, Desktop or Unknown, from the user agent. */
  device_type: string;
  /** "Source: Google", "Direct", "Referral: example.com", … as shown and reported. */
  origin: string;
}

/** One consent decision from the banner's stats post; nothing in it identifies the visitor. */
export interface ConsentDecisionsTable {
  id: Generated<number>;
  created_at: string;
  /** UTC day of `created_at`, `YYYY-MM-DD`, for the report. */
  day: string;
  main_status: string;
  open_count: number;
  /** The banner configuration's revision when the decision arrived. */
  revision: string;
  /** Path of the shop page the banner was answered on (no query string); null when off the shop. */
  path: string | null;
  /** Host name of the referring page; null when there was none. */
  referrer_host: string | null;
}

/** One category's answer within a decision. */
export interface ConsentDecisionCategoriesTable {
  decision_id: number;
  category: string;
  status: 'allow' | 'deny';
}

/** Counts per UTC day: page views per path, adds to cart per product and path (nothing about visitors). */
export interface AnalyticsDailyTable {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  kind: 'page_view' | 'add_to_cart';
  path: string;
  /** 0 for page views. */
  product_id: ColumnType<number, number | undefined, number>;
  count: number;
  /** Units added to cart (0 for page views). */
  quantity: ColumnType<number, number | undefined, number>;
}

/** A JSON checkout's `Idempotency-Key`, hashed with its session id, and the order it placed. */
export interface CheckoutIdempotencyKeysTable {
  key_hash: string;
  order_id: number;
  expires_at: string;
}

/**
 * A WooCommerce REST API key. The consumer key is kept only as a keyed SHA-256 hash (found by it); the
 * secret only as the SHA-1 and SHA-256 of `secret&`, which is what HMAC signing reduces a key that long
 * to (docs/decisions.md).
 */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  description: string;
  permissions: 'read' | 'write' | 'read_write';
  consumer_key_hash: string;
  secret_sha1: string;
  secret_sha256: string;
  /** The key's last 7 characters, to tell keys apart in lists (WooCommerce's `truncated_key`). */
  truncated_key: string;
  last_access: string | null;
  created_at: string;
}

/** OAuth 1.0a nonces an API key has used, with their request's timestamp (seconds), kept for the time window. */
export interface ApiKeyNoncesTable {
  key_id: number;
  nonce: string;
  /** A 64-bit integer (past 2038): PostgreSQL's driver reads it as text. */
  timestamp: ColumnType<number | string, number, number>;
}

/** A WordPress application password: hashed as account passwords are. */
export interface ApplicationPasswordsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  name: string;
  password_hash: string;
  created_at: string;
  last_used: string | null;
}

/** An uploaded file of the media library (WordPress's attachment). */
export interface MediaTable {
  id: Generated<number>;
  /** File stem under the uploads directory: the original is `<stem>.<ext>` (or `original_file`), sizes `<stem>-<width>.webp`. */
  file: string;
  original_name: string;
  mime_type: string;
  title: string;
  alt_text: string;
  caption: string;
  width: number;
  height: number;
  /** JSON array of generated widths. */
  sizes: string;
  /** 'original' until the sizes are all written, then 'complete'. */
  state: 'original' | 'complete';
  author_id: number | null;
  created_at: string;
  /**
   * The file standing for the original, under the uploads directory, when the upload itself was not kept
   * (a product's picture from its form, an import or the demo: its largest size); null: `<stem>.<ext>`.
   */
  original_file: string | null;
}

/** One face of a font family the owner uploaded (migration 062): Settings → Fonts. */
export interface FontFacesTable {
  id: Generated<number>;
  /** The family's name as the theme names it (`family:<name>`): letters, digits, spaces and hyphens. */
  family: string;
  /** 100 to 900, in hundreds. */
  weight: number;
  style: 'normal' | 'italic';
  format: 'woff2' | 'woff';
  /** Under the uploads directory: `fonts/<hash>.<format>`, named after a hash of its bytes. */
  file: string;
  /** In bytes. */
  size: number;
  original_name: string;
  created_at: string;
}

/** A WooCommerce webhook (migration 060): a topic delivered to a URL, signed with its secret. */
export interface WebhooksTable {
  id: Generated<number>;
  name: string;
  status: 'active' | 'paused' | 'disabled';
  topic: string;
  delivery_url: string;
  secret: string;
  user_id: number | null;
  /** Failed deliveries in a row; at five the webhook is disabled. */
  failure_count: ColumnType<number, number | undefined, number>;
  /** 1 until a ping to the URL has been answered, as WooCommerce's `pending_delivery`. */
  pending_delivery: ColumnType<number, number | undefined, number>;
  /** After a failure, no delivery of the webhook before this time (the backoff). */
  retry_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** A delivery waiting to go out (migration 060); its body is made at the first attempt and kept for the retries. */
export interface WebhookQueueTable {
  id: Generated<number>;
  webhook_id: number;
  /** `order.created`…, or `ping`. */
  topic: string;
  resource_id: number;
  delivery_id: ColumnType<string | null, string | null | undefined, string | null>;
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  /** A worker's lease on the row while it delivers it. */
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** One delivery attempt and its answer (migration 060), the last few per webhook. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  delivery_id: string;
  topic: string;
  resource_id: number;
  attempt: number;
  success: number;
  /** The receiver's HTTP status; null when there was no answer. */
  status_code: number | null;
  /** The first bytes of the answer's body, or why there was no answer. */
  response: string;
  duration_ms: number;
  created_at: string;
}

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  user_meta: UserMetaTable;
  categories: CategoriesTable;
  products: ProductsTable;
  attributes: AttributesTable;
  attribute_terms: AttributeTermsTable;
  listed_stock_counts: ListedStockCountsTable;
  listed_rating_counts: ListedRatingCountsTable;
  term_pair_counts: TermPairCountsTable;
  category_term_counts: CategoryTermCountsTable;
  category_term_links: CategoryTermLinksTable;
  listed_price_counts: ListedPriceCountsTable;
  category_price_counts: CategoryPriceCountsTable;
  listed_price_band_counts: ListedPriceBandCountsTable;
  category_price_band_counts: CategoryPriceBandCountsTable;
  term_stock_counts: TermStockCountsTable;
  term_rating_counts: TermRatingCountsTable;
  product_attributes: ProductAttributesTable;
  product_attribute_terms: ProductAttributeTermsTable;
  variation_attributes: VariationAttributesTable;
  product_links: ProductLinksTable;
  product_categories: ProductCategoriesTable;
  product_counts: ProductCountsTable;
  product_images: ProductImagesTable;
  posts: PostsTable;
  product_translations: ProductTranslationsTable;
  category_translations: CategoryTranslationsTable;
  attribute_translations: AttributeTranslationsTable;
  attribute_term_translations: AttributeTermTranslationsTable;
  post_translations: PostTranslationsTable;
  string_translations: StringTranslationsTable;
  sessions: SessionsTable;
  orders: OrdersTable;
  order_addresses: OrderAddressesTable;
  order_status_counts: OrderStatusCountsTable;
  order_lines: OrderLinesTable;
  order_attribution: OrderAttributionTable;
  coupons: CouponsTable;
  order_coupon_lines: OrderCouponLinesTable;
  shipping_zones: ShippingZonesTable;
  shipping_zone_locations: ShippingZoneLocationsTable;
  shipping_zone_methods: ShippingZoneMethodsTable;
  shipping_classes: ShippingClassesTable;
  order_shipping_lines: OrderShippingLinesTable;
  tax_classes: TaxClassesTable;
  tax_rates: TaxRatesTable;
  order_tax_lines: OrderTaxLinesTable;
  order_refunds: OrderRefundsTable;
  order_notes: OrderNotesTable;
  email_settings: EmailSettingsTable;
  email_texts: EmailTextsTable;
  order_refund_lines: OrderRefundLinesTable;
  product_reviews: ProductReviewsTable;
  consent_decisions: ConsentDecisionsTable;
  consent_decision_categories: ConsentDecisionCategoriesTable;
  analytics_daily: AnalyticsDailyTable;
  outbox: OutboxTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  known_login_devices: KnownLoginDevicesTable;
  password_reset_tokens: PasswordResetTokensTable;
  checkout_idempotency_keys: CheckoutIdempotencyKeysTable;
  api_keys: ApiKeysTable;
  api_key_nonces: ApiKeyNoncesTable;
  application_passwords: ApplicationPasswordsTable;
  media: MediaTable;
  font_faces: FontFacesTable;
  webhooks: WebhooksTable;
  webhook_queue: WebhookQueueTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Category = Selectable<CategoriesTable>;
export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type ProductImage = Selectable<ProductImagesTable>;
export type Post = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type MediaItem = Selectable<MediaTable>;
export type Order = Selectable<OrdersTable>;
export type OrderLine = Selectable<OrderLinesTable>;
export type CouponRow = Selectable<CouponsTable>;
export type OrderCouponLine = Selectable<OrderCouponLinesTable>;
export type OrderShippingLine = Selectable<OrderShippingLinesTable>;
export type OrderTaxLine = Selectable<OrderTaxLinesTable>;
export type TaxRateRow = Selectable<TaxRatesTable>;
export type ProductReviewRow = Selectable<ProductReviewsTable>;
export type OrderRefund = Selectable<OrderRefundsTable>;
export type OrderNote = Selectable<OrderNotesTable>;
export type OrderRefundLine = Selectable<OrderRefundLinesTable>;
export type ShippingClass = Selectable<ShippingClassesTable>;
export type OrderAddress = Selectable<OrderAddressesTable>;
export type OrderAttributionRow = Selectable<OrderAttributionTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type Attribute = Selectable<AttributesTable>;
export type AttributeTerm = Selectable<AttributeTermsTable>;
export type ProductAttribute = Selectable<ProductAttributesTable>;
export type VariationAttribute = Selectable<VariationAttributesTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
