import { z } from 'zod';

/**
 * WooCommerce's review options (Settings → Products → Reviews). Safe by default: reviews are open, but
 * each waits for the owner's approval before anyone sees it.
 */
export const reviewSettingsSchema = z.object({
  /** Shoppers may write reviews (`woocommerce_enable_reviews`); off hides the tab and the form. */
  enabled: z.boolean(),
  /** A review must carry a star rating (`woocommerce_review_rating_required`). */
  ratingsRequired: z.boolean(),
  /** Only customers who bought the product may review it (`woocommerce_review_rating_verification_required`). */
  verifiedOnly: z.boolean(),
  /** New reviews wait in "pending" until the owner approves them (WordPress's `comment_moderation`). */
  needApproval: z.boolean(),
  /** Show "verified owner" beside a buyer's review (`woocommerce_review_rating_verification_label`). */
  showVerifiedLabel: z.boolean(),
});

export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const REVIEW_SETTINGS_DEFAULTS: ReviewSettings = {
  enabled: true,
  ratingsRequired: true,
  verifiedOnly: false,
  needApproval: true,
  showVerifiedLabel: true,
};
