import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { themeFormFields, themeFormValues, type ThemeFormValues } from '../core/settings/theme-form.ts';
import { listThemeMenuChoices } from '../core/settings/theme-menu-choices.ts';
import { themeOverrideStore } from '../core/settings/theme-overrides.ts';
import { DIALECTS } from './dialects.ts';
import { testWoff, testWoff2 } from './fixtures/fonts.ts';
import { jpeg } from './fixtures/images.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const PAGE = '/admin/settings/fonts/';
const THEME = '/admin/settings/theme/';
/** Pages cached as in production, so a change of fonts must drop them. */
const FILE: ConfigFile = { pageCache: { enabled: true } };
const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const fontPath = (bytes: Buffer, format: 'woff2' | 'woff') => `/uploads/fonts/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${format}`;
const brandRule = (html: string) => /<style data-brand="">([^<]*)<\/style>/.exec(html)?.[1];

describe.each(DIALECTS)('the font library in the admin on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';
  const serif = testWoff2('Test Serif');
  const serifItalic = testWoff('Test Serif Italic');

  const upload = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) => {
    const form = new FormData();
    form.set('_wpnonce', nonce);
    form.set('intent', 'upload');
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set('font_file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'font/woff2' }), file.name);
    return admin.request(PAGE, { method: 'POST', body: form });
  };
  const faces = () => shop.database.db.selectFrom('font_faces').selectAll().orderBy('id').execute();
  /** The theme form's fields as the page shows them for the file's theme, changed by `change`. */
  const themeFields = async (change: (values: ThemeFormValues) => void) => {
    const values = themeFormValues(buildConfig(FILE).theme, await listThemeMenuChoices(shop.database.db));
    change(values);
    return { _wpnonce: nonce, ...themeFormFields(values) };
  };
  const saveTheme = async (change: (values: ThemeFormValues) => void) => admin.post(THEME, await themeFields(change));
  /** An admin page's HTML, entities and React's text separators undone. */
  const adminPage = async (path: string) => decode(await admin.page(path)).replace(/<!-- -->/g, '');
  /** A shop page as a visitor gets it, after making sure the cache holds it. */
  const cachedPage = async (path: string) => {
    await shop.request(path);
    const cached = await shop.request(path);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    return cached.text();
  };

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    expect(nonce).not.toBe('');
  });

  it('is a settings page of the admin, for administrators only, with its labelled upload form', async () => {
    const html = await adminPage(PAGE);
    expect(html).toMatch(/<a[^>]*href="\/admin\/settings\/fonts\/"[^>]*>Fonts<\/a>/);
    expect(html).toMatch(/<form class="admin-form font-upload"[^>]* action="\/admin\/settings\/fonts\/" encType="multipart\/form-data" method="post">/);
    expect(html).toMatch(/<label for="font-file">Font file/);
    expect(html).toMatch(/<input id="font-file" type="file" accept=".woff2,.woff,font\/woff2,font\/woff" required="" aria-describedby="font-file-hint" name="font_file"\/>/);
    expect(html).toMatch(/<label for="font-family">Family name/);
    expect(html).toMatch(/<select id="font-weight" [^>]*name="font_weight"/);
    expect(html).toMatch(/<option value="400" selected="">400 Regular<\/option>/);
    expect(html).toMatch(/<select id="font-style" [^>]*name="font_style"/);
    expect(html).toContain('No fonts yet.');
    expect(await adminPage('/admin/settings/')).toMatch(/<a[^>]*href="\/admin\/settings\/fonts\/"[^>]*>Fonts<\/a>: upload your own fonts/);
    expect((await shop.request(PAGE)).status).toBe(302);
  });

  it('refuses what is not a font by its bytes, and a bad name, weight or style, each by its field, keeping what was typed', async () => {
    // A JPEG named as a font: its contents decide.
    const notFont = await upload({ font_family: 'Test Serif', font_weight: '400', font_style: 'normal' }, { name: 'serif.woff2', bytes: await jpeg(8, 8) });
    expect(notFont.status).toBe(400);
    let html = decode(await notFont.text());
    expect(html).toMatch(/<span class="form-row__error" id="font-file-error">This is not a WOFF2 or WOFF font file \(its contents say so, whatever its name\)/);
    expect(html).toMatch(/<input id="font-file" [^>]*aria-invalid="true" aria-describedby="font-file-hint font-file-error" name="font_file"/);
    expect(html).toMatch(/<input[^>]*name="font_family"[^>]*value="Test Serif"/);

    const cut = await upload({ font_family: 'Test Serif', font_weight: '400', font_style: 'normal' }, { name: 'serif.woff2', bytes: serif.subarray(0, serif.length - 8) });
    expect(decode(await cut.text())).toContain('id="font-file-error">The WOFF2 file is damaged or incomplete');

    const fields = await upload({ font_family: 'Test "Serif"', font_weight: '450', font_style: 'oblique' }, { name: 'serif.woff2', bytes: serif });
    expect(fields.status).toBe(400);
    html = decode(await fields.text());
    expect(html).toContain('id="font-family-error">Use only letters, digits, spaces and hyphens, starting with a letter or digit.');
    expect(html).toContain('id="font-weight-error">Choose a weight from 100 (thin) to 900 (black).');
    expect(html).toContain('id="font-style-error">Choose normal or italic.');
    expect(html).not.toContain('id="font-file-error"');

    const noFile = await upload({ font_family: 'Test Serif', font_weight: '400', font_style: 'normal' });
    expect(decode(await noFile.text())).toContain('id="font-file-error">Choose a WOFF2 or WOFF font file to upload.');
    expect(await faces()).toEqual([]);
  });

  it('stores a real WOFF2 and a WOFF face under the uploads, served from this shop with a font type for a year', async () => {
    const first = await upload({ font_family: '  Test   Serif ', font_weight: '400', font_style: 'normal' }, { name: 'TestSerif-Regular.woff2', bytes: serif });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(PAGE);
    // The family already there, in any case, takes the face under its own spelling.
    expect((await upload({ font_family: 'test serif', font_weight: '400', font_style: 'italic' }, { name: 'TestSerif-Italic.woff', bytes: serifItalic, type: 'font/woff' })).status).toBe(303);
    expect((await faces()).map(({ family, weight, style, format, file, size }) => ({ family, weight: Number(weight), style, format, file, size: Number(size) }))).toEqual([
      { family: 'Test Serif', weight: 400, style: 'normal', format: 'woff2', file: fontPath(serif, 'woff2').slice('/uploads/'.length), size: serif.length },
      { family: 'Test Serif', weight: 400, style: 'italic', format: 'woff', file: fontPath(serifItalic, 'woff').slice('/uploads/'.length), size: serifItalic.length },
    ]);

    const served = await shop.request(fontPath(serif, 'woff2'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('font/woff2');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(serif)).toBe(true);
    expect((await shop.request(fontPath(serifItalic, 'woff'))).headers.get('content-type')).toBe('font/woff');

    const html = await adminPage(PAGE);
    expect(html).toContain('Test Serif 400 Regular uploaded.');
    expect(html).toMatch(/<h3 id="font-family-test_serif">Test Serif<\/h3>/);
    expect(html).toContain('2 faces · not used by the theme');
    // Each sample is set in its own face, loaded by the page's own rules from this shop.
    expect(html).toContain(`@font-face{font-family:"Test Serif";src:url(${fontPath(serif, 'woff2')}) format('woff2');font-weight:400;font-style:normal;font-display:swap}`);
    expect(html).toContain('<p class="font-faces__sample" lang="en" style="font-family:"Test Serif", system-ui, sans-serif;font-weight:400;font-style:italic">The quick brown fox');
    expect(html).toContain('400 Regular, italic · WOFF, 1 KB · TestSerif-Italic.woff');
    expect(html).toMatch(/Delete<span class="visually-hidden"> Test Serif 400 Regular Italic<\/span>/);
  });

  it('refuses a second face of the same family, weight and style', async () => {
    const again = await upload({ font_family: 'TEST SERIF', font_weight: '400', font_style: 'normal' }, { name: 'again.woff2', bytes: testWoff2('Another') });
    expect(again.status).toBe(400);
    expect(decode(await again.text())).toContain('id="font-weight-error">Test Serif already has a regular (400) normal face: delete that face first to replace it.');
    expect(await faces()).toHaveLength(2);
  });

  it('offers the family in Branding; chosen, every page loads its faces from this shop, ahead of the system fonts, at once', async () => {
    const form = await adminPage(THEME);
    expect(form).toMatch(/<select id="theme-brand-fonts-body"[^>]* name="brand.fonts.body">(?:<option [^>]*>[^<]*<\/option>)*<option value="family:Test Serif">Test Serif \(uploaded\)<\/option><\/select>/);
    expect(brandRule(await cachedPage('/'))).toBe('');

    // The live preview shows the family before it is saved.
    const preview = await admin.post('/admin/settings/theme/preview/?preview=true', { ...(await themeFields((values) => (values.brand.fontHeadings = 'family:Test Serif'))), page: 'home' });
    const previewed = brandRule(await preview.text()) ?? '';
    expect(previewed.match(/@font-face/g)).toHaveLength(2);
    expect(previewed).toContain(`font-display:swap}:root{--font-headings:"Test Serif", ${SYSTEM}}`);
    expect(brandRule(await cachedPage('/'))).toBe('');

    expect((await saveTheme((values) => (values.brand.fontBody = 'family:Test Serif'))).status).toBe(303);
    expect((await themeOverrideStore.read(shop.database.db))?.brand?.fonts).toEqual({ body: 'family:Test Serif', headings: 'system' });
    const response = await shop.request('/');
    expect(response.headers.get('x-cache')).toBe('MISS');
    const html = await response.text();
    const rule = brandRule(html) ?? '';
    expect(rule.match(/@font-face\{[^}]*\}/g)).toEqual([
      `@font-face{font-family:"Test Serif";src:url(${fontPath(serif, 'woff2')}) format('woff2');font-weight:400;font-style:normal;font-display:swap}`,
      `@font-face{font-family:"Test Serif";src:url(${fontPath(serifItalic, 'woff')}) format('woff');font-weight:400;font-style:italic;font-display:swap}`,
    ]);
    expect(rule).toContain(`:root{--font:"Test Serif", ${SYSTEM}}`);
    expect(rule).not.toMatch(/https?:/);
    // The regular face comes with the page; the policy lets fonts come from this shop only.
    expect(html).toContain(`<link rel="preload" href="${fontPath(serif, 'woff2')}" as="font" type="font/woff2" crossorigin=""/>`);
    expect(response.headers.get('content-security-policy')).toContain("font-src 'self';");
    expect(await adminPage(PAGE)).toContain('2 faces · the theme’s text font');
  });

  it('refuses in Branding a family the library does not have, by the field', async () => {
    const refused = await saveTheme((values) => (values.brand.fontHeadings = 'family:Not Uploaded'));
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain('That font is no longer in the font library: choose another, or upload it again under Settings → Fonts.');
    expect((await themeOverrideStore.read(shop.database.db))?.brand?.fonts?.headings).toBe('system');
  });

  it('deleting the family’s faces drops its rules and files; cached pages fall back to the system fonts at once', async () => {
    const [regular, italic] = await faces();
    expect(brandRule(await cachedPage('/shop/'))).toContain('"Test Serif"');

    expect((await admin.post(PAGE, { _wpnonce: nonce, intent: 'delete', id: String(italic!.id) })).status).toBe(303);
    expect(await adminPage(PAGE)).toContain('Test Serif 400 Regular Italic was deleted.');
    expect((await shop.request(fontPath(serifItalic, 'woff'))).status).toBe(404);
    const one = brandRule(await (await shop.request('/shop/')).text()) ?? '';
    expect(one.match(/@font-face/g)).toHaveLength(1);

    expect((await admin.post(PAGE, { _wpnonce: nonce, intent: 'delete', id: String(regular!.id) })).status).toBe(303);
    expect(await adminPage(PAGE)).toContain(
      'Test Serif 400 Regular was deleted. The family was the theme’s text font: the shop shows the system font there until you choose another in Theme settings → Branding.',
    );
    const after = await shop.request('/shop/');
    expect(after.headers.get('x-cache')).toBe('MISS');
    const html = await after.text();
    expect(brandRule(html)).toBe('');
    expect(html).not.toContain('rel="preload" href="/uploads/fonts/');
    expect((await shop.request(fontPath(serif, 'woff2'))).status).toBe(404);
    expect(await faces()).toEqual([]);
    // A form sent again for a face already gone says so.
    expect((await admin.post(PAGE, { _wpnonce: nonce, intent: 'delete', id: String(regular!.id) })).status).toBe(303);
    expect(await adminPage(PAGE)).toContain('That font is no longer in the library.');
  });

  it('refuses an upload or a delete without the form’s nonce', async () => {
    const form = new FormData();
    form.set('intent', 'upload');
    form.set('font_family', 'Test Serif');
    form.set('font_file', new Blob([new Uint8Array(serif)]), 'serif.woff2');
    expect((await admin.request(PAGE, { method: 'POST', body: form })).status).toBe(403);
    expect((await admin.post(PAGE, { _wpnonce: 'forged', intent: 'delete', id: '1' })).status).toBe(403);
    expect(await faces()).toEqual([]);
  });
});
