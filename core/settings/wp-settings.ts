import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { fieldErrorsFrom, type FieldErrors } from '../shared/validation.ts';
import { getStoreSettings, nextNoticeId, saveStoreSettings, type StoreSettings } from './settings.ts';

/**
 * WordPress's site settings (`wp/v2/settings`) as far as this shop has them. The shop's identity (name,
 * tagline, address, e-mail, language, page size) comes from its configuration file, so those fields are
 * read-only here; what the owner edits in the admin's settings page is writable, under WooCommerce's
 * option names and with its `yes`/`no` values.
 */
export interface WpSettings {
  title: string;
  description: string;
  url: string;
  email: string;
  language: string;
  posts_per_page: number;
  woocommerce_coming_soon: YesNo;
  woocommerce_cart_redirect_after_add: YesNo;
  woocommerce_demo_store: YesNo;
  woocommerce_demo_store_notice: string;
}

type YesNo = 'yes' | 'no';

/** What the configuration file fixes. */
export interface ShopIdentity {
  name: string;
  tagline: string;
  /** The public origin, no trailing slash. */
  url: string;
  email: string;
  /** BCP 47 (`en-US`); WordPress names it `en_US`. */
  locale: string;
  productsPerPage: number;
}

const READ_ONLY = ['title', 'description', 'url', 'email', 'language', 'posts_per_page'] as const;
type ReadOnlyField = (typeof READ_ONLY)[number];

const yesNo = z.union([z.enum(['yes', 'no']), z.boolean()], { error: 'must be "yes" or "no"' }).transform((value) => value === true || value === 'yes');

/** An update: any of the fields, nothing else (an unknown field is refused, never silently dropped). */
const updateSchema = z
  .strictObject(
    {
      title: z.string(),
      description: z.string(),
      url: z.string(),
      email: z.string(),
      language: z.string(),
      posts_per_page: z.int(),
      woocommerce_coming_soon: yesNo,
      woocommerce_cart_redirect_after_add: yesNo,
      woocommerce_demo_store: yesNo,
      woocommerce_demo_store_notice: z.string().trim().max(500, 'must be at most 500 characters'),
    },
    { error: 'must be a JSON object' },
  )
  .partial();

const yesNoOf = (value: boolean): YesNo => (value ? 'yes' : 'no');

export function wpSettingsOf(identity: ShopIdentity, settings: StoreSettings): WpSettings {
  return {
    title: identity.name,
    description: identity.tagline,
    url: identity.url,
    email: identity.email,
    language: identity.locale.replace('-', '_'),
    posts_per_page: identity.productsPerPage,
    woocommerce_coming_soon: yesNoOf(settings.comingSoon),
    woocommerce_cart_redirect_after_add: yesNoOf(settings.redirectAfterAdd),
    woocommerce_demo_store: yesNoOf(settings.storeNotice.enabled),
    woocommerce_demo_store_notice: settings.storeNotice.text,
  };
}

export async function readWpSettings(db: Db, identity: ShopIdentity): Promise<WpSettings> {
  return wpSettingsOf(identity, await getStoreSettings(db));
}

export type WpSettingsUpdate = { ok: true; settings: WpSettings } | { ok: false; errors: FieldErrors };

/**
 * Applies an update from a REST client. A read-only field may be sent back unchanged (clients often send
 * what they read), but not changed. The notice needs text while it is shown, as in the admin, and a new
 * text gets a new id so visitors who dismissed the old one see it.
 */
export async function updateWpSettings(db: Db, identity: ShopIdentity, input: unknown): Promise<WpSettingsUpdate> {
  const parsed = updateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error, { root: 'body', key: 'path' }) };
  const update = parsed.data;
  return db.transaction().execute(async (trx): Promise<WpSettingsUpdate> => {
    const current = await getStoreSettings(trx);
    const shown = wpSettingsOf(identity, current);
    const errors: FieldErrors = {};
    for (const field of READ_ONLY) {
      if (update[field] !== undefined && update[field] !== shown[field]) errors[field] = readOnlyReason(field);
    }
    const text = update.woocommerce_demo_store_notice ?? current.storeNotice.text;
    const enabled = update.woocommerce_demo_store ?? current.storeNotice.enabled;
    if (enabled && !text) errors.woocommerce_demo_store_notice = 'must not be empty while the store notice is shown';
    if (Object.keys(errors).length > 0) return { ok: false, errors };

    const next: StoreSettings = {
      ...current,
      storeNotice: { enabled, text, id: text === current.storeNotice.text ? current.storeNotice.id : nextNoticeId(current.storeNotice.id) },
      redirectAfterAdd: update.woocommerce_cart_redirect_after_add ?? current.redirectAfterAdd,
      comingSoon: update.woocommerce_coming_soon ?? current.comingSoon,
    };
    await saveStoreSettings(trx, next);
    return { ok: true, settings: wpSettingsOf(identity, next) };
  });
}

function readOnlyReason(field: ReadOnlyField): string {
  return `is read-only: the shop's configuration file sets ${field}`;
}
