import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { registerCustomer } from '../core/accounts/register.ts';
import type { ThemePageParams } from '../core/contract/theme/page-params.ts';
import { themeFormFields, themeFormValues, type ThemeFormValues } from '../core/settings/theme-form.ts';
import { listThemeMenuChoices } from '../core/settings/theme-menu-choices.ts';
import { themeOverrideStore } from '../core/settings/theme-overrides.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const PAGE = '/admin/settings/theme/';
const PREVIEW = '/admin/settings/theme/preview/?preview=true';
/** Pages cached as in production, so a save must drop them. */
const FILE: ConfigFile = { pageCache: { enabled: true }, theme: { offcanvas: { width: 280 } } };
const fileTheme = buildConfig(FILE).theme;

/** The theme object a page writes into its head script. */
function themeParamsIn(html: string): ThemePageParams {
  // The preview writes the object twice; the last one wins in the browser too.
  const objects = [...html.matchAll(/window\.vitrine_theme_params=(\{.*?\});(?:window\.|<\/script>)/g)];
  expect(objects.length, 'theme page object').toBeGreaterThan(0);
  return JSON.parse(objects.at(-1)?.[1] ?? '{}') as ThemePageParams;
}

describe.each(DIALECTS)('theme settings in the admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  /** The form as the page shows it for the file's theme, changed by `change`. */
  async function formValues(change: (values: ThemeFormValues) => void = () => {}): Promise<ThemeFormValues> {
    const values = themeFormValues(fileTheme, await listThemeMenuChoices(shop.database.db));
    change(values);
    return values;
  }

  const save = async (change: (values: ThemeFormValues) => void, fields: Record<string, string> = {}) =>
    admin.post(PAGE, { _wpnonce: nonce, ...themeFormFields(await formValues(change)), ...fields });

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    expect(nonce).not.toBe('');
  });

  describe('the admin’s own frame', () => {
    it('has its own header with the shop’s name, a link to the shop, the sign-out and the menu button; not the shop’s header', async () => {
      const html = decode(await admin.page('/admin/'));
      expect(html).toContain('class="admin-header"');
      expect(html).toMatch(/<button type="button" class="offcanvas-toggle[^"]*" aria-controls="admin-offcanvas" aria-expanded="false"/);
      expect(html).toMatch(/<aside id="admin-offcanvas" class="offcanvas admin-sidebar"/);
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>View shop<\/a>/);
      expect(html).toMatch(/<form [^>]*action="\/my-account\/customer-logout\/" method="post">/);
      expect(html).toMatch(/<a[^>]*href="\/admin\/settings\/theme\/"[^>]*>Theme<\/a>/);
      expect(html).not.toContain('class="site-header"');
      expect(html).not.toContain('class="site-footer');
      // The shop's pages keep theirs.
      expect(await shop.request('/').then((response) => response.text())).toContain('class="site-header"');
    });

    it('stacks the orders table into labelled cells on phones: the total has its label', async () => {
      const html = await admin.page('/admin/orders/');
      if (html.includes('<table')) {
        expect(html).toContain('admin-table--stack');
        expect(html).toMatch(/<td data-label="Total" class="numeric">/);
      }
    });
  });

  describe('who can see and post the page', () => {
    it('sends a signed-out visitor to the login page, and refuses customers', async () => {
      const response = await shop.request(PAGE);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/my-account/?redirect_to=${encodeURIComponent(PAGE)}`);
      expect((await registerCustomer(shop.database.db, { email: 'theme-customer@example.com', password: 'a-long-enough-password' })).ok).toBe(true);
      const customer = new Visitor(shop);
      await logInAs(customer, 'theme-customer@example.com', 'a-long-enough-password');
      expect((await customer.request(PAGE)).status).toBe(403);
      const ownNonce = nonceIn(await customer.page('/my-account/'));
      const posted = await customer.post(PAGE, { _wpnonce: ownNonce, ...themeFormFields(await formValues((values) => (values.reveal = true))) });
      expect(posted.status).toBe(403);
      expect(await themeOverrideStore.read(shop.database.db)).toBeNull();
      const preview = await customer.post(PREVIEW, { _wpnonce: ownNonce, ...themeFormFields(await formValues()) });
      expect(preview.status).toBe(403);
      expect((await customer.request(PREVIEW)).status).toBe(403);
    });

    it('shows the administrator the file’s options, linked from the settings page', async () => {
      expect(await admin.page('/admin/settings/')).toMatch(/<a[^>]*href="\/admin\/settings\/theme\/"[^>]*>Theme settings<\/a>/);
      const html = decode(await admin.page(PAGE));
      expect(html).toContain('<h1>Theme</h1>');
      expect(html).toMatch(/<input[^>]*name="offcanvas.width"[^>]*value="280"/);
      expect(html).toContain('Nothing is saved here yet');
      expect(html).toMatch(/<iframe name="theme-preview" title="Preview of the shop with these settings" src="\/admin\/settings\/theme\/preview\/\?preview=true&page=home"/);
      expect(html).toMatch(/<button type="submit"[^>]*formAction="\/admin\/settings\/theme\/preview\/\?preview=true"[^>]*formTarget="theme-preview"|<button type="submit"[^>]*formaction="\/admin\/settings\/theme\/preview\/\?preview=true"[^>]*formtarget="theme-preview"/i);
    });
  });

  describe('saving, refusing and resetting', () => {
    it('applies saved settings to every page, cached pages dropped', async () => {
      await shop.request('/');
      const cached = await shop.request('/');
      expect(cached.headers.get('x-cache')).toBe('HIT');
      expect(themeParamsIn(await cached.text())).toMatchObject({ offcanvas: { width: 280 }, reveal_effect: { enabled: false }, preview: false });

      const response = await save(
        (values) => {
          values.offcanvasWidth = '320';
          values.reveal = true;
          values.stickyVariants.shrinked = true;
        },
        { 'menu.entries.blog.order': '1', 'menu.entries.shop.order': '5' },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(PAGE);
      const overrides = await themeOverrideStore.read(shop.database.db);
      expect(overrides).toMatchObject({ offcanvas: { width: 320 }, reveal: { enabled: true }, header: { sticky: true, stickyVariants: ['shrinked'] } });
      expect(overrides?.menu?.entries?.[0]).toEqual({ type: 'blog' });
      expect(overrides).not.toHaveProperty('smoothScroll');

      const after = await shop.request('/');
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(themeParamsIn(await after.text())).toMatchObject({ offcanvas: { width: 320 }, reveal_effect: { enabled: true }, preview: false });
      for (const path of ['/shop/', '/blog/']) expect(themeParamsIn(await (await shop.request(path)).text())).toMatchObject({ offcanvas: { width: 320 } });

      const form = decode(await admin.page(PAGE));
      expect(form).toMatch(/<input[^>]*name="offcanvas.width"[^>]*value="320"/);
      expect(form).toContain('Saved settings are in use.');
      expect(form).toContain('Theme settings saved.');
    });

    it('shows the form again with the message by the field and saves nothing for bad input', async () => {
      const before = await themeOverrideStore.read(shop.database.db);
      const response = await save((values) => (values.offcanvasWidth = '40'), { 'menu.entries.shop.order': 'first' });
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      expect(html).toMatch(/<input[^>]*name="offcanvas.width"[^>]*aria-invalid="true"[^>]*value="40"|<input[^>]*aria-invalid="true"[^>]*name="offcanvas.width"/);
      expect(html).toContain('<span class="form-row__error" id="theme-offcanvas-width-error">Enter a whole number of pixels from 160 to 600.</span>');
      expect(html).toContain('id="theme-menu-entries-shop-order-error">Enter a whole number from 1 to 99');
      expect(await themeOverrideStore.read(shop.database.db)).toEqual(before);
    });

    it('refuses a post without the session’s nonce', async () => {
      const response = await admin.post(PAGE, { _wpnonce: 'forged', ...themeFormFields(await formValues((values) => (values.smoothScroll = true))) });
      expect(response.status).toBe(403);
      expect(await themeOverrideStore.read(shop.database.db)).not.toHaveProperty('smoothScroll');
    });

    it('goes back to the file’s theme on reset', async () => {
      const response = await admin.post(PAGE, { _wpnonce: nonce, intent: 'reset' });
      expect(response.status).toBe(303);
      expect(await themeOverrideStore.read(shop.database.db)).toBeNull();
      expect(themeParamsIn(await (await shop.request('/')).text())).toMatchObject({ offcanvas: { width: 280 }, reveal_effect: { enabled: false } });
      expect(decode(await admin.page(PAGE))).toContain('The theme follows the configuration file again.');
    });
  });

  describe('slideshow, text effect, video and map', () => {
    it('shows the fields with the file’s values, saves them for every page, the tile host allowed by the page policy', async () => {
      const form = decode(await admin.page(PAGE));
      expect(form).toMatch(/<textarea[^>]*name="background.images"/);
      expect(form).toMatch(/<input[^>]*name="background.duration"[^>]*value="5000"/);
      expect(form).toMatch(/<input[^>]*name="map.tileUrl"[^>]*value="https:\/\/tile.openstreetmap.org\/\{z\}\/\{x\}\/\{y\}.png"/);
      expect(form).toMatch(/<select[^>]*name="map.consent"/);
      expect(form).toContain('<option value="marketing" selected="">marketing</option>');

      const response = await save((values) => {
        values.media.backgroundImages = '/uploads/hero.jpg\r\n\r\nhttps://www.youtube.com/watch?v=abc123';
        values.media.backgroundDuration = '8000';
        values.media.backgroundTransition = '1200';
        values.media.textMorph = true;
        values.media.textMorphSpeed = '2500';
        values.media.videoConsent = 'functional';
        values.media.mapConsent = 'preferences';
        values.media.mapTileUrl = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
        values.media.mapAttribution = '© Example Tiles';
        values.media.mapMaxZoom = '18';
      });
      expect(response.status).toBe(303);
      expect(await themeOverrideStore.read(shop.database.db)).toMatchObject({
        background: { images: ['/uploads/hero.jpg', 'https://www.youtube.com/watch?v=abc123'], duration: 8000, transitionDuration: 1200 },
        textMorph: { enabled: true, speed: 2500 },
        video: { consent: 'functional' },
        map: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Tiles', consent: 'preferences', maxZoom: 18 },
      });
      const page = await shop.request('/');
      expect(page.headers.get('content-security-policy')).toContain('https://*.tiles.example.org');
      expect(themeParamsIn(await page.text())).toMatchObject({
        background: { images: ['/uploads/hero.jpg', 'https://www.youtube.com/watch?v=abc123'], duration: 8000, transitionDuration: 1200 },
        text_morph: { header_text_morph: true, header_text_morph_speed: 2500 },
        video: { consent: 'functional' },
        map: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Tiles', consent: 'preferences', maxZoom: 18 },
      });
      const again = decode(await admin.page(PAGE));
      expect(again).toMatch(/<textarea[^>]*name="background.images"[^>]*>\n?\/uploads\/hero.jpg\nhttps:\/\/www.youtube.com\/watch\?v=abc123<\/textarea>/);
      expect(again).toContain('<option value="preferences" selected="">preferences</option>');
    });

    it('refuses bad values with the message by each field, keeps what was typed and saves nothing', async () => {
      const before = await themeOverrideStore.read(shop.database.db);
      const response = await save((values) => {
        values.media.backgroundImages = '/uploads/a.jpg\njavascript:alert(1)';
        values.media.backgroundTransition = '9000';
        values.media.textMorphSpeed = 'fast';
        values.media.mapConsent = 'necessary';
        values.media.mapTileUrl = 'https://tiles.example.org/tile.png';
        values.media.mapAttribution = '';
        values.media.mapMaxZoom = '0';
      });
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      const errorOf = (id: string, message: string) => `<span class="form-row__error" id="theme-${id}-error">${message}</span>`;
      expect(html).toContain(errorOf('background-images', 'Line 2: the address must be a path such as /uploads/hero.jpg or an http(s) address.'));
      expect(html).toContain(errorOf('background-transitionDuration', 'Enter a whole number of milliseconds from 0 to 5000.'));
      expect(html).toContain(errorOf('textMorph-speed', 'Enter a whole number of milliseconds from 500 to 20000.'));
      expect(html).toContain(errorOf('map-consent', 'Choose one of: marketing, statistics, statistics-anonymous, functional, preferences.'));
      expect(html).toContain(errorOf('map-tileUrl', 'The address must contain {z}, {x} and {y}.'));
      expect(html).toContain(errorOf('map-attribution', 'Enter the credit the tile provider asks for, at most 300 characters.'));
      expect(html).toContain(errorOf('map-maxZoom', 'Enter a whole number of levels from 1 to 22.'));
      expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="map.tileUrl"[^>]*value="https:\/\/tiles.example.org\/tile.png"|<input[^>]*name="map.tileUrl"[^>]*aria-invalid="true"/);
      expect(await themeOverrideStore.read(shop.database.db)).toEqual(before);
      await admin.post(PAGE, { _wpnonce: nonce, intent: 'reset' });
    });
  });

  describe('the live preview', () => {
    it('renders the chosen page with the unsaved settings, marked as a preview, never cached, and saves nothing', async () => {
      const response = await admin.post(PREVIEW, { _wpnonce: nonce, ...themeFormFields(await formValues((values) => (values.offcanvasWidth = '444'))), page: 'shop' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      const html = await response.text();
      expect(themeParamsIn(html)).toMatchObject({ offcanvas: { width: 444 }, preview: true });
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<h1');
      expect(html).toContain('Shop');
      // No cookie banner in the frame.
      expect(html).not.toContain('class="cc-window');
      expect(await themeOverrideStore.read(shop.database.db)).toBeNull();
      // The shop's pages are untouched.
      expect(themeParamsIn(await (await shop.request('/')).text())).toMatchObject({ offcanvas: { width: 280 }, preview: false });
    });

    it('refuses a post with a bad nonce or bad settings', async () => {
      const fields = themeFormFields(await formValues());
      expect((await admin.post(PREVIEW, { _wpnonce: 'forged', ...fields })).status).toBe(403);
      expect((await admin.post(PREVIEW, { ...fields })).status).toBe(403);
      expect((await admin.post(PREVIEW, { _wpnonce: nonce, ...fields, 'offcanvas.width': '9' })).status).toBe(400);
    });

    it('shows the saved settings as a preview when opened directly, and sends a signed-out visitor to log in', async () => {
      const response = await admin.request(`${PREVIEW}&page=home`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(themeParamsIn(await response.text())).toMatchObject({ offcanvas: { width: 280 }, preview: true });
      expect((await shop.request(PREVIEW)).status).toBe(302);
    });
  });

  describe('branding: colours, fonts and logo', () => {
    const brandRule = (html: string) => /<style data-brand="">([^<]*)<\/style>/.exec(html)?.[1];

    it('keeps the demo’s look with no rule while nothing is set', async () => {
      expect(brandRule(await (await shop.request('/')).text())).toBe('');
    });

    it('refuses text too faint on its background, with the ratio by the field, and saves nothing', async () => {
      const response = await save((values) => {
        values.brand.colours.button = '#ffcc00';
        values.brand.colours.buttonText = '#ffffff';
      });
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      expect(html).toMatch(/id="theme-brand-colours-buttonText-error"[^>]*>Button text on buttons has a contrast of 1\.5:1; WCAG AA asks for at least 4\.5:1/);
      expect((await themeOverrideStore.read(shop.database.db))?.brand).toBeUndefined();
    });

    it('previews the brand unsaved, then applies it to every page and the header at once when saved', async () => {
      const brand = (values: ThemeFormValues) => {
        values.brand.colours.brand = '#0b6e4f';
        values.brand.colours.button = '#0b6e4f';
        values.brand.fontHeadings = 'transitional';
        values.brand.logoUrl = '/uploads/logo.png';
        values.brand.logoAlt = 'Wombat Wares';
        values.brand.logoHeight = '48';
      };
      const preview = await admin.post(PREVIEW, { _wpnonce: nonce, ...themeFormFields(await formValues(brand)), page: 'home' });
      expect(brandRule(await preview.text())).toContain('--color-brand:#0b6e4f');
      expect(brandRule(await (await shop.request('/')).text())).toBe('');

      expect((await save(brand)).status).toBe(303);
      const html = await (await shop.request('/shop/')).text();
      expect(brandRule(html)).toBe(":root{--color-brand:#0b6e4f;--color-button:#0b6e4f;--font-headings:Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif}");
      expect(html).toMatch(/<a[^>]*class="site-title"[^>]*><img class="site-title__logo" src="\/uploads\/logo.png" alt="Wombat Wares" height="48"/);
      // The admin keeps its own look.
      expect(decode(await admin.page('/admin/'))).not.toContain('data-brand');
    });
  });
});
