import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './connect.ts';
import * as initial from './migrations/001_initial.ts';
import * as outboxLease from './migrations/002_outbox_lease.ts';
import * as loginAttempts from './migrations/003_login_attempts.ts';
import * as productSalesIndex from './migrations/004_product_sales_index.ts';
import * as userMeta from './migrations/005_user_meta.ts';
import * as orderAttribution from './migrations/006_order_attribution.ts';
import * as consentDecisions from './migrations/007_consent_decisions.ts';
import * as analyticsCounts from './migrations/008_analytics_counts.ts';
import * as attributionWithoutOrderTime from './migrations/009_attribution_without_order_time.ts';
import * as loginLimits from './migrations/010_login_limits.ts';
import * as seededAdminName from './migrations/010b_seeded_admin_name.ts';
import * as checkoutIdempotencyKeys from './migrations/011_checkout_idempotency_keys.ts';
import * as postContentFormat from './migrations/012_post_content_format.ts';
import * as apiCredentials from './migrations/013_api_credentials.ts';
import * as media from './migrations/014_media.ts';
import * as contentTranslations from './migrations/015_content_translations.ts';
import * as orderLocale from './migrations/016_order_locale.ts';
import * as stringTranslations from './migrations/017_string_translations.ts';
import * as moneyBigint from './migrations/018_money_bigint.ts';
import * as productTypes from './migrations/019_product_types.ts';
import * as productDetails from './migrations/020_product_details.ts';
import * as categoryCounts from './migrations/021_category_counts.ts';
import * as productSearchIndex from './migrations/022_product_search_index.ts';
import * as listingIndexes from './migrations/023_listing_indexes.ts';
import * as ownerListIndexes from './migrations/024_owner_list_indexes.ts';
import * as productCounts from './migrations/027_product_counts.ts';
import * as searchIndexByStatement from './migrations/028_search_index_by_statement.ts';
import * as categoryListing from './migrations/029_category_listing.ts';
import * as skuFoldedIndex from './migrations/030_sku_folded_index.ts';
import * as listedFacetCounts from './migrations/035_listed_facet_counts.ts';
import * as stockStatusIndex from './migrations/036_stock_status_index.ts';
import * as orderSearchByText from './migrations/037_order_search_by_text.ts';
import * as countsAddedByStatement from './migrations/038_counts_added_by_statement.ts';
import * as listedCountsAddedByStatement from './migrations/039_listed_counts_added_by_statement.ts';
import * as termListing from './migrations/040_term_listing.ts';
import * as filterPairCounts from './migrations/041_filter_pair_counts.ts';
import * as ownerPriceIndexListed from './migrations/042_owner_price_index_listed.ts';
import * as categoryListingStock from './migrations/043_category_listing_stock.ts';
import * as termListingStock from './migrations/044_term_listing_stock.ts';
import * as searchFacets from './migrations/045_search_facets.ts';
import * as searchWordsFromWritten from './migrations/046_search_words_from_written.ts';
import * as categoryTermLinks from './migrations/047_category_term_links.ts';
import * as priceCounts from './migrations/048_price_counts.ts';
import * as moneyDigits from './migrations/049_money_digits.ts';
import * as coupons from './migrations/050_coupons.ts';
import * as shippingZones from './migrations/051_shipping_zones.ts';
import * as taxes from './migrations/052_taxes.ts';
import * as refunds from './migrations/053_refunds.ts';
import * as productHtmlDescriptions from './migrations/054_product_html_descriptions.ts';
import * as emailSettings from './migrations/058_email_settings.ts';
import * as accountPages from './migrations/056_account_pages.ts';
import * as productReviews from './migrations/055_product_reviews.ts';
import * as variationHtmlDescriptions from './migrations/059_variation_html_descriptions.ts';
import * as webhooks from './migrations/060_webhooks.ts';
import * as mediaForProductImages from './migrations/061_media_for_product_images.ts';
import * as fontFaces from './migrations/062_font_faces.ts';
import * as orderTrash from './migrations/064_order_trash.ts';
import * as listedRatingCounts from './migrations/066_listed_rating_counts.ts';
import * as termListingTopPrice from './migrations/067_term_listing_top_price.ts';
import * as termRatingCounts from './migrations/068_term_rating_counts.ts';
import * as searchNameWords from './migrations/069_search_name_words.ts';
import * as sessionsFillFactor from './migrations/070_sessions_fill_factor.ts';
import * as productsMatchLookup from './migrations/071_products_match_lookup.ts';
import * as searchDocsListing from './migrations/072_search_docs_listing.ts';
import * as searchDocsCreated from './migrations/073_search_docs_created.ts';

/** Migrations in code, in order; each receives the dialect for the few places SQL differs. */
const MIGRATIONS: Record<string, { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> }> = {
  '001_initial': initial,
  '002_outbox_lease': outboxLease,
  '003_login_attempts': loginAttempts,
  '004_product_sales_index': productSalesIndex,
  '005_user_meta': userMeta,
  '006_order_attribution': orderAttribution,
  '007_consent_decisions': consentDecisions,
  '008_analytics_counts': analyticsCounts,
  '009_attribution_without_order_time': attributionWithoutOrderTime,
  '010_login_limits': loginLimits,
  '010b_seeded_admin_name': seededAdminName,
  '011_checkout_idempotency_keys': checkoutIdempotencyKeys,
  '012_post_content_format': postContentFormat,
  '013_api_credentials': apiCredentials,
  '014_media': media,
  '015_content_translations': contentTranslations,
  '016_order_locale': orderLocale,
  '017_string_translations': stringTranslations,
  '018_money_bigint': moneyBigint,
  '019_product_types': productTypes,
  '020_product_details': productDetails,
  '021_category_counts': categoryCounts,
  '022_product_search_index': productSearchIndex,
  '023_listing_indexes': listingIndexes,
  '024_owner_list_indexes': ownerListIndexes,
  '027_product_counts': productCounts,
  '028_search_index_by_statement': searchIndexByStatement,
  '029_category_listing': categoryListing,
  '030_sku_folded_index': skuFoldedIndex,
  '035_listed_facet_counts': listedFacetCounts,
  '036_stock_status_index': stockStatusIndex,
  '037_order_search_by_text': orderSearchByText,
  '038_counts_added_by_statement': countsAddedByStatement,
  '039_listed_counts_added_by_statement': listedCountsAddedByStatement,
  '040_term_listing': termListing,
  '041_filter_pair_counts': filterPairCounts,
  '042_owner_price_index_listed': ownerPriceIndexListed,
  '043_category_listing_stock': categoryListingStock,
  '044_term_listing_stock': termListingStock,
  '045_search_facets': searchFacets,
  '046_search_words_from_written': searchWordsFromWritten,
  '047_category_term_links': categoryTermLinks,
  '048_price_counts': priceCounts,
  '049_money_digits': moneyDigits,
  '050_coupons': coupons,
  '051_shipping_zones': shippingZones,
  '052_taxes': taxes,
  '053_refunds': refunds,
  '054_product_html_descriptions': productHtmlDescriptions,
  '056_account_pages': accountPages,
  '055_product_reviews': productReviews,
  '058_email_settings': emailSettings,
  '059_variation_html_descriptions': variationHtmlDescriptions,
  '060_webhooks': webhooks,
  '061_media_for_product_images': mediaForProductImages,
  '062_font_faces': fontFaces,
  '064_order_trash': orderTrash,
  '066_listed_rating_counts': listedRatingCounts,
  '067_term_listing_top_price': termListingTopPrice,
  '068_term_rating_counts': termRatingCounts,
  '069_search_name_words': searchNameWords,
  '070_sessions_fill_factor': sessionsFillFactor,
  '071_products_match_lookup': productsMatchLookup,
  '072_search_docs_listing': searchDocsListing,
  '073_search_docs_created': searchDocsCreated,
};

class InCodeMigrations implements MigrationProvider {
  readonly dialect: DialectName;
  constructor(dialect: DialectName) {
    this.dialect = dialect;
  }
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [name, { up: (db) => migration.up(db, this.dialect) }]),
    );
  }
}

/** Runs pending migrations; `schema` keeps PostgreSQL's migration bookkeeping beside the tables it describes. */
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrations(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
