import type { AppConfig } from '../../config/schema.ts';
import type { Db, DialectName } from '../../db/connect.ts';
import type { StoreSettings } from '../../core/settings/settings.ts';
import type { NavCategory } from '../../core/catalog/categories.ts';
import type { MenuSources } from '../../core/theme/menu.ts';
import type { HomeLayout } from '../../core/theme/home-sections.ts';
import type { CatalogReads } from '../../core/catalog/catalog-memo.ts';
import type { ShippingZone } from '../../core/shipping/shipping-zone.ts';
import type { TaxRules } from '../../core/tax/tax-store.ts';
import type { RequestSession } from './request-session.ts';
import type { Locale } from '../../core/i18n/locales.ts';
import type { IntegrationSettings } from '../../core/integrations/integration-settings.ts';
import type { OwnerTranslations } from '../../core/i18n/owner-text.ts';
import type { UploadedFontFace } from '../../core/theme/font-faces.ts';

/** What a request's services are built from: the shop's shared services and this request's session. */
export interface RequestBase {
  db: Db;
  dialect: DialectName;
  /** The configuration, with the owner's saved cookie banner settings applied to `consent`. */
  config: AppConfig;
  /** The configuration as the file (and its defaults) set it: what the admin's "reset" goes back to. */
  fileConfig: AppConfig;
  settings: StoreSettings;
  /** The menu's categories (kept in memory, refreshed when the content version changes). */
  navCategories: NavCategory[];
  /** What the header menu is built from: categories and published pages (refreshed with the content version). */
  menuSources: MenuSources;
  /** Product images, categories and related products as of the current content version (core/catalog/catalog-memo.ts). */
  catalog: CatalogReads;
  /** The shipping zones, kept like the settings until the next edit (core/shipping). */
  shippingZones: readonly ShippingZone[];
  /** The tax options, rates and classes, kept like the shipping zones (core/tax). */
  taxes: TaxRules;
  /** The home page's sections (/admin/home/), kept in memory like the settings; the home preview swaps in the posted ones. */
  homeLayout: HomeLayout;
  /**
   * The owner's translations of their own words (tagline, menu links, store notice, banner texts), kept in
   * memory like the settings; the home layout above has them laid over already.
   */
  ownerTranslations: OwnerTranslations;
  /** The owner's tags and snippets (Settings → Integrations), kept like the settings. */
  integrations: IntegrationSettings;
  /** The font library's faces (Settings → Fonts), kept like the settings: the brand's CSS names the families it uses. */
  fontFaces: readonly UploadedFontFace[];
  session: RequestSession;
  /** Two-letter country from the configured geo header, or null. */
  country: string | null;
  /** The page's language: its address's prefix (`/fr/shop/`), else the shop's default (core/i18n/locale-path.ts). */
  locale: Locale;
  /** The client's IP address as the proxies TRUST_PROXY trusts saw it (`req.ip`; config/trust-proxy.ts), or null when unknown. */
  clientAddress: string | null;
  uploadsUrl: string;
  /** Where uploaded product images are stored (`UPLOADS_DIR`), served under `uploadsUrl`. */
  uploadsDir: string;
  /**
   * The shop's public origin for absolute links (`https://shop.example.com`, no trailing slash): e-mails,
   * canonical addresses, structured data. `store.baseUrl`, else the configured listening address; never
   * the request's Host (server/http/site-origin.ts).
   */
  siteOrigin: string;
  /**
   * Whether pages carry their Content-Security-Policy (app/document/content-security.ts): always in production;
   * not in development, where Vite adds scripts of its own.
   */
  contentSecurityPolicy: boolean;
  /** URLs of the storefront's browser modules. */
  assets: ClientAssets;
  /** Set only while the theme settings' preview renders a page: its page object then says `preview`. */
  themePreview?: boolean;
}

/** Where the page finds the storefront's own browser module (server/http/client-assets.ts reads Vite's manifest). */
export interface ClientAssets {
  /** URL of the storefront module: cart, notices and the other page behaviours. */
  storefrontScript: string | null;
}
