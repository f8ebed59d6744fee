import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../config/load.ts';
import type { ConfigFile } from '../config/schema.ts';
import { siteIconFiles } from '../core/contract/theme/site-icon.ts';
import { mediaSizeHeight, mediaSizes } from '../core/media/library.ts';
import { themeFormFields, themeFormValues } from '../core/settings/theme-form.ts';
import { listThemeMenuChoices } from '../core/settings/theme-menu-choices.ts';
import { effectiveTheme, themeOverrideStore } from '../core/settings/theme-overrides.ts';
import { logoWidthAt } from '../core/theme/logo-size.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop } from './http-shop.ts';

const PAGE = '/admin/settings/theme/';
const PREVIEW = '/admin/settings/theme/preview/?preview=true';
/** Pages cached as in production, so a save must drop them. */
const FILE: ConfigFile = { pageCache: { enabled: true } };
const fileTheme = buildConfig(FILE).theme;
const DEFAULT_ICO = readFileSync(new URL('../public/favicon.ico', import.meta.url));

interface Upload {
  name: string;
  bytes: Buffer;
  type: string;
}

const png = (width: number, height: number, background = '#1f3a5f') => sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The whole tag that starts with `start` in a page. */
const tagOf = (html: string, start: string) => {
  const at = html.indexOf(start);
  expect(at, start).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('>', at) + 1);
};
/** The value of the input named `name` in a page. */
const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name.replaceAll('.', '\\.')}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe.each(DIALECTS)('the logo and the site icon in Branding on %s', (dialect) => {
  const shop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  /** The fields the form shows for what is saved now, with `fields` typed over them. */
  async function formFields(fields: Record<string, string>): Promise<Record<string, string>> {
    const saved = effectiveTheme(fileTheme, await themeOverrideStore.read(shop.database.db));
    return { _wpnonce: nonce, ...themeFormFields(themeFormValues(saved, await listThemeMenuChoices(shop.database.db))), ...fields };
  }

  /** Posts the theme form as a browser does: multipart, with the chosen files. */
  async function post(path: string, fields: Record<string, string>, files: Record<string, Upload> = {}): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(await formFields(fields))) form.append(name, value);
    for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return admin.request(path, { method: 'POST', body: form });
  }

  const savedBrand = async () => (await themeOverrideStore.read(shop.database.db))?.brand;
  const mediaCount = async () => Number((await shop.database.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** The web app manifest, as a phone reads it. */
  const manifest = async () => {
    const response = await shop.request('/site.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return (await response.json()) as { icons: unknown[] } & Record<string, unknown>;
  };
  /** The home page twice: the second from the page cache. */
  const cachedHome = async () => {
    await shop.request('/');
    expect((await shop.request('/')).headers.get('x-cache')).toBe('HIT');
  };

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    expect(nonce).not.toBe('');
  });

  it('posts the form as multipart with labelled file inputs, and serves the shop’s own icon while the owner has set none', async () => {
    const form = decode(await admin.page(PAGE));
    expect(tagOf(form, '<form id="theme-settings"')).toContain('encType="multipart/form-data"');
    expect(form).toContain('<label for="theme-brand-logo-file">Upload a logo</label><input id="theme-brand-logo-file" type="file"');
    expect(tagOf(form, '<input id="theme-brand-logo-file"')).toMatch(/(?=.*name="brand\.logo\.file")(?=.*accept="image\/png,image\/jpeg,image\/webp,image\/gif,image\/avif")(?=.*aria-describedby="theme-brand-logo-file-hint")/);
    expect(form).toContain('<label for="theme-brand-icon-file">Upload a site icon</label><input id="theme-brand-icon-file" type="file"');
    expect(tagOf(form, '<input id="theme-brand-icon-file"')).toMatch(/(?=.*name="brand\.icon\.file")(?=.*accept="image\/png,image\/jpeg,image\/webp")/);
    expect(form).toContain('None yet: browsers show the shop’s own icon.');
    expect(form).not.toContain('name="brand.icon.remove"');
    const home = await shop.request('/').then((response) => response.text());
    expect(home).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    const favicon = await shop.request('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect((await bytesOf(favicon)).equals(DEFAULT_ICO)).toBe(true);
    expect(home).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    expect((await manifest()).icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });

  it('stores an uploaded logo in the media library with its size; the header draws it with its width and height at once', async () => {
    await cachedHome();
    const logo = await png(600, 200);
    const response = await post(PAGE, { 'brand.logo.alt': 'Wombat Wares', 'brand.logo.height': '48' }, { 'brand.logo.file': { name: 'Wombat logo.png', bytes: logo, type: 'image/png' } });
    expect(response.status).toBe(303);
    const saved = (await savedBrand())?.logo;
    expect(saved).toMatchObject({ alt: 'Wombat Wares', height: 48, intrinsic: { width: 600, height: 200 } });
    expect(saved?.url).toMatch(/^\/uploads\/wombat-logo-[0-9a-f]{12}\.png$/);
    const item = await shop.database.db.selectFrom('media').selectAll().where('file', '=', saved!.url!.slice('/uploads/'.length, -'.png'.length)).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ width: 600, height: 200, state: 'complete', alt_text: 'Wombat Wares', title: 'Wombat logo' });

    const home = await shop.request('/');
    expect(home.headers.get('x-cache')).toBe('MISS');
    expect(await home.text()).toContain(`<img class="site-title__logo" src="${saved!.url}" alt="Wombat Wares" width="144" height="48" decoding="async" style="width:144px"/>`);
    const file = await shop.request(saved!.url!);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await bytesOf(file)).equals(logo)).toBe(true);
  });

  it('refuses a file that is not a picture, and an SVG, by the field, keeping what was typed and saving nothing', async () => {
    const before = await themeOverrideStore.read(shop.database.db);
    const items = await mediaCount();
    for (const file of [
      { name: 'notes.txt', bytes: Buffer.from('not a picture'), type: 'text/plain' },
      { name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><script>alert(1)</script></svg>'), type: 'image/svg+xml' },
    ]) {
      const response = await post(PAGE, { 'offcanvas.width': '333', 'brand.logo.alt': 'Typed words' }, { 'brand.logo.file': file });
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      expect(html).toMatch(/<span class="form-row__error" id="theme-brand-logo-file-error">Sorry, you are not allowed to upload this file type\./);
      expect(tagOf(html, '<input id="theme-brand-logo-file"')).toMatch(/(?=.*aria-invalid="true")(?=.*aria-describedby="theme-brand-logo-file-hint theme-brand-logo-file-error")/);
      expect(inputValue(html, 'offcanvas.width')).toBe('333');
      expect(inputValue(html, 'brand.logo.alt')).toBe('Typed words');
    }
    expect(await themeOverrideStore.read(shop.database.db)).toEqual(before);
    expect(await mediaCount()).toBe(items);
  });

  it('refuses a site icon smaller than 512 px by its field, with its size', async () => {
    const response = await post(PAGE, { 'brand.logo.alt': 'Still typed' }, { 'brand.icon.file': { name: 'icon.png', bytes: await png(256, 256), type: 'image/png' } });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain('<span class="form-row__error" id="theme-brand-icon-file-error">This image is 256 × 256 pixels; the site icon needs at least 512 × 512.</span>');
    expect(inputValue(html, 'brand.logo.alt')).toBe('Still typed');
    expect((await savedBrand())?.icon ?? null).toBeNull();
  });

  it('writes the icon’s files from one upload, links them in every page’s head at once, and answers /favicon.ico with it', async () => {
    await cachedHome();
    const response = await post(PAGE, {}, { 'brand.icon.file': { name: 'icon.png', bytes: await png(640, 640, '#0b6e4f'), type: 'image/png' } });
    expect(response.status).toBe(303);
    const icon = (await savedBrand())?.icon;
    const name = /site-icon\/(site-icon-[0-9a-f]{16})\.ico$/.exec(icon?.ico ?? '')?.[1];
    expect(name).toBeDefined();
    expect(icon).toEqual(siteIconFiles(name!));

    const home = await shop.request('/');
    expect(home.headers.get('x-cache')).toBe('MISS');
    const head = (await home.text()).split('</head>')[0]!;
    const at = `/uploads/site-icon/${name}`;
    expect(head).toContain(`<link rel="icon" href="${at}.ico" sizes="16x16 32x32 48x48" type="image/x-icon"/>`);
    expect(head).toContain(`<link rel="icon" href="${at}-32.png" sizes="32x32" type="image/png"/>`);
    expect(head).toContain(`<link rel="icon" href="${at}-192.png" sizes="192x192" type="image/png"/>`);
    expect(head).toContain(`<link rel="icon" href="${at}-512.png" sizes="512x512" type="image/png"/>`);
    expect(head).toContain(`<link rel="apple-touch-icon" href="${at}-180.png" sizes="180x180"/>`);
    expect(head).not.toContain('/favicon.svg');
    for (const [suffix, size] of [['-32.png', 32], ['-180.png', 180], ['-192.png', 192], ['-512.png', 512]] as const) {
      const file = await shop.request(`${at}${suffix}`);
      expect(file.status).toBe(200);
      expect(await sharp(await bytesOf(file)).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }

    const ico = await bytesOf(await shop.request(`${at}.ico`));
    expect(ico.readUInt16LE(4)).toBe(3);
    const favicon = await shop.request('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
    expect((await bytesOf(favicon)).equals(ico)).toBe(true);
    expect(decode(await admin.page(PAGE))).toContain(`<img src="${at}-192.png" alt="The site icon in use" width="64" height="64"/>`);
    // The home screen's icons and colours: the owner's, at once.
    expect(await manifest()).toMatchObject({
      name: 'Vitrine Demo Store',
      start_url: '/',
      display: 'browser',
      theme_color: (await savedBrand())?.colours?.header ?? '#ffffff',
      icons: [
        { src: `${at}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${at}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
  });

  it('keeps good uploads when another field is refused: the form comes back with the new logo’s address and icon, and saves them next time', async () => {
    const logo = await png(400, 100, '#b3261e');
    const response = await post(PAGE, { 'offcanvas.width': '40' }, {
      'brand.logo.file': { name: 'second-logo.png', bytes: logo, type: 'image/png' },
      'brand.icon.file': { name: 'second-icon.png', bytes: await png(512, 512, '#b3261e'), type: 'image/png' },
    });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain('id="theme-offcanvas-width-error">Enter a whole number of pixels from 160 to 600.');
    const url = inputValue(html, 'brand.logo.url');
    const icon = inputValue(html, 'brand.icon.current');
    expect(url).toMatch(/^\/uploads\/second-logo-[0-9a-f]{12}\.png$/);
    expect(icon).toMatch(/^site-icon-[0-9a-f]{16}$/);
    expect(icon).not.toBe((await savedBrand())?.icon?.ico.slice('site-icon/'.length, -'.ico'.length));

    const replaced = (await savedBrand())?.icon;
    expect((await shop.request(`/uploads/${replaced!.png32}`)).status).toBe(200);
    expect((await post(PAGE, { 'brand.logo.url': url!, 'brand.icon.current': icon! })).status).toBe(303);
    expect(await savedBrand()).toMatchObject({ logo: { url, intrinsic: { width: 400, height: 100 } }, icon: siteIconFiles(icon!) });
    // The icon it replaced is no longer linked from anywhere: its files are gone, the new one's are served.
    for (const path of Object.values(replaced!)) expect((await shop.request(`/uploads/${path}`)).status).toBe(404);
    expect((await shop.request(`/uploads/${siteIconFiles(icon!).png32}`)).status).toBe(200);
    expect(await shop.request('/').then((page) => page.text())).toContain(`<img class="site-title__logo" src="${url}" alt="Wombat Wares" width="192" height="48"`);
    // A set's name that no upload wrote is refused by the icon's field.
    const forged = await post(PAGE, { 'brand.icon.current': 'site-icon-0000000000000000' });
    expect(forged.status).toBe(400);
    expect(decode(await forged.text())).toContain('id="theme-brand-icon-file-error">The site icon’s files were not found: upload the icon again.');
  });

  it('measures a library picture given by its address, and leaves an outside address at its height alone', async () => {
    const item = await shop.database.db.selectFrom('media').selectAll().where('state', '=', 'complete').where('original_file', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const width = mediaSizes(item)[0]!;
    const url = `/uploads/${item.file}-${width}.webp`;
    expect((await post(PAGE, { 'brand.logo.url': url, 'brand.logo.height': '60' })).status).toBe(303);
    const intrinsic = { width, height: mediaSizeHeight(item, width) };
    expect((await savedBrand())?.logo).toMatchObject({ url, height: 60, intrinsic });
    expect(await shop.request('/').then((page) => page.text())).toContain(`src="${url}" alt="Wombat Wares" width="${logoWidthAt(60, intrinsic)}" height="60"`);

    expect((await post(PAGE, { 'brand.logo.url': 'https://cdn.example.com/logo.png' })).status).toBe(303);
    expect((await savedBrand())?.logo).toMatchObject({ url: 'https://cdn.example.com/logo.png', intrinsic: null });
    expect(await shop.request('/').then((page) => page.text())).toContain('<img class="site-title__logo" src="https://cdn.example.com/logo.png" alt="Wombat Wares" height="60" decoding="async" style="height:60px"/>');
  });

  it('previews a chosen logo file with its box before it is saved, storing nothing', async () => {
    const before = await themeOverrideStore.read(shop.database.db);
    const items = await mediaCount();
    const response = await post(PREVIEW, { 'brand.logo.height': '40', page: 'home' }, { 'brand.logo.file': { name: 'draft.png', bytes: await png(300, 100), type: 'image/png' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<img class="site-title__logo" src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="Wombat Wares" width="120" height="40"/);
    expect(await mediaCount()).toBe(items);
    expect(await themeOverrideStore.read(shop.database.db)).toEqual(before);
  });

  it('removes the logo and the icon: the shop’s name and its own icon again, at once', async () => {
    await cachedHome();
    const removed = (await savedBrand())?.icon;
    expect(removed).toBeTruthy();
    expect((await post(PAGE, { 'brand.logo.remove': '1', 'brand.icon.remove': '1' })).status).toBe(303);
    for (const path of Object.values(removed!)) expect((await shop.request(`/uploads/${path}`)).status).toBe(404);
    expect(await savedBrand()).toMatchObject({ logo: { url: null }, icon: null });
    const home = await shop.request('/');
    expect(home.headers.get('x-cache')).toBe('MISS');
    const html = await home.text();
    expect(html).not.toContain('class="site-title__logo"');
    expect(html).toMatch(/<a href="\/" class="site-title">Vitrine Demo Store<\/a>/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).not.toContain('/uploads/site-icon/');
    expect((await bytesOf(await shop.request('/favicon.ico'))).equals(DEFAULT_ICO)).toBe(true);
    expect((await manifest()).icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });
});
