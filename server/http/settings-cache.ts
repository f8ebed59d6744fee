import type { Db } from '../../db/connect.ts';
import { buildConfig } from '../../config/load.ts';
import type { AppConfig } from '../../config/schema.ts';
import { CatalogMemo } from '../../core/catalog/catalog-memo.ts';
import { listNavCategories, type NavCategory } from '../../core/catalog/categories.ts';
import { readMenuSources } from '../../core/theme/menu-sources.ts';
import type { MenuSources } from '../../core/theme/menu.ts';
import { consentOverrideStore, effectiveConsent, type ConsentOverrides } from '../../core/settings/consent-overrides.ts';
import { effectiveTheme, themeOverrideStore, type ThemeOverrides } from '../../core/settings/theme-overrides.ts';
import { getHomeLayout } from '../../core/settings/home-settings.ts';
import type { HomeLayout } from '../../core/theme/home-sections.ts';
import { getContentVersion, getStoreSettings, type StoreSettings } from '../../core/settings/settings.ts';
import { readOwnerTranslations } from '../../core/i18n/owner-strings.ts';
import type { OwnerTranslations } from '../../core/i18n/owner-text.ts';
import { readShippingZones } from '../../core/shipping/shipping-store.ts';
import type { ShippingZone } from '../../core/shipping/shipping-zone.ts';
import { readTaxRules, type TaxRules } from '../../core/tax/tax-store.ts';
import { readIntegrations, type IntegrationSettings } from '../../core/integrations/integration-settings.ts';
import { listFontFaces } from '../../core/theme/font-library.ts';
import type { UploadedFontFace } from '../../core/theme/font-faces.ts';

/** What every page reads and only an edit changes: the store settings, the menu's categories, the banner's options, the owner's translations, the shipping zones and the catalog memo. */
export interface SiteData {
  settings: StoreSettings;
  navCategories: NavCategory[];
  /** The categories and published pages the header menu is built from. */
  menuSources: MenuSources;
  /** The config file with the owner's saved cookie banner and theme settings applied (the file's own object when there are none). */
  config: AppConfig;
  /** What pages keep of the catalog until its next edit: a new, empty memo for every content version. */
  catalog: CatalogMemo;
  /** The home page's sections as the owner arranged them (/admin/home/), else the defaults. */
  homeLayout: HomeLayout;
  /** The owner's translations of their own words (admin/settings/translations), by locale and text. */
  ownerTranslations: OwnerTranslations;
  /** The shipping zones with their locations and methods (core/shipping): every cart is priced by them. */
  shippingZones: ShippingZone[];
  /** The tax options, rates and classes (core/tax): every cart is taxed by them. */
  taxes: TaxRules;
  /** The owner's tags and snippets (Settings → Integrations): the pages name them and the policy allows their hosts. */
  integrations: IntegrationSettings;
  /** The font library's faces (Settings → Fonts): the brand's CSS writes rules for the families it uses. */
  fontFaces: UploadedFontFace[];
}

/**
 * Keeps the site data in memory. Every edit of settings or catalog bumps the content version
 * (core/settings/settings.ts), so the version is re-read at most once per `ttlMs` and the data only
 * when it changed: an admin's change shows at once in this process (invalidate) and within a
 * second in others, and a page costs no query for either.
 */
export class SettingsCache {
  readonly #db: Db;
  readonly #fileConfig: AppConfig;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #value: SiteData | null = null;
  #version: string | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #refreshing: Promise<SiteData> | null = null;
  /** Bumped by invalidate, so a read that began before an edit is not kept after it. */
  #generation = 0;

  constructor(db: Db, ttlMs = 1000, now: () => number = Date.now, fileConfig: AppConfig = buildConfig()) {
    this.#db = db;
    this.#fileConfig = fileConfig;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The site data, no older than `ttlMs` behind the database. */
  async get(): Promise<SiteData> {
    if (this.#value && this.#now() - this.#checkedAt < this.#ttlMs) return this.#value;
    // Concurrent requests share one check.
    if (!this.#refreshing) {
      const refreshing = this.#refresh().finally(() => {
        if (this.#refreshing === refreshing) this.#refreshing = null;
      });
      this.#refreshing = refreshing;
    }
    return this.#refreshing;
  }

  /** The data as last read, without waiting; null before the first read and after invalidate. */
  current(): SiteData | null {
    return this.#value;
  }

  /** The next read checks the content version, whatever its age (after a write in this process). */
  recheck(): void {
    this.#checkedAt = Number.NEGATIVE_INFINITY;
  }

  invalidate(): void {
    this.#value = null;
    this.#version = null;
    this.#checkedAt = Number.NEGATIVE_INFINITY;
    this.#refreshing = null;
    this.#generation += 1;
  }

  async #refresh(): Promise<SiteData> {
    const generation = this.#generation;
    const version = await getContentVersion(this.#db);
    if (this.#value && version === this.#version) {
      if (generation === this.#generation) this.#checkedAt = this.#now();
      return this.#value;
    }
    const [settings, navCategories, consentOverrides, themeOverrides, menuSources, homeLayout, ownerTranslations, shippingZones, taxes, integrations, fontFaces] = await Promise.all([
      getStoreSettings(this.#db),
      listNavCategories(this.#db),
      consentOverrideStore.read(this.#db),
      themeOverrideStore.read(this.#db),
      readMenuSources(this.#db),
      getHomeLayout(this.#db),
      readOwnerTranslations(this.#db),
      readShippingZones(this.#db),
      readTaxRules(this.#db, this.#fileConfig.store.countries[0] ?? ''),
      readIntegrations(this.#db),
      listFontFaces(this.#db),
    ]);
    const config = configWithTheme(configWithConsent(this.#fileConfig, consentOverrides), themeOverrides);
    const value = { settings, navCategories, menuSources, config, catalog: new CatalogMemo(), homeLayout, ownerTranslations, shippingZones, taxes, integrations, fontFaces };
    if (generation === this.#generation) {
      this.#value = value;
      this.#version = version;
      this.#checkedAt = this.#now();
    }
    return value;
  }
}

/** The config every request sees: one object per read of the settings, so per-object caches (the consent revision) hold. */
function configWithConsent(file: AppConfig, overrides: ConsentOverrides | null): AppConfig {
  const consent = effectiveConsent(file.consent, overrides);
  return consent === file.consent ? file : Object.freeze({ ...file, consent });
}

/** The owner's saved theme settings over the file's (admin/settings/theme): header, off-canvas, scrolling, menu. */
function configWithTheme(config: AppConfig, overrides: ThemeOverrides | null): AppConfig {
  const theme = effectiveTheme(config.theme, overrides);
  return theme === config.theme ? config : Object.freeze({ ...config, theme });
}
