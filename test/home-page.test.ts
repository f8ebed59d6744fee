import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { homeFormFields, homeFormValues, type HomeFormValues } from '../core/settings/home-form.ts';
import { getHomeLayout, hasSavedHomeLayout, saveHomeLayout } from '../core/settings/home-settings.ts';
import { DEFAULT_HOME_LAYOUT, type HomeLayout } from '../core/theme/home-sections.ts';
import { loadHomeBlocks } from '../core/theme/home-data.ts';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import type { Db } from '../db/connect.ts';
import { DIALECTS } from './dialects.ts';
import { decode, logInAs, nonceIn, textOf, Visitor } from './fixtures/visitor.ts';
import { TEST_ADMIN_PASSWORD, useHttpShop, type SuiteShop } from './http-shop.ts';

const PAGE = '/admin/home/';
const PREVIEW = '/admin/home/preview/?preview=true';
/** Pages cached as in production, so a save must drop them. */
const FILE: ConfigFile = { pageCache: { enabled: true } };

/** The element that opens with `<tag … id="<id>"` up to its closing tag (no same-tag nesting inside). */
function element(html: string, tag: string, id: string): string {
  const start = html.search(new RegExp(`<${tag} id="${id}"`));
  expect(start, `<${tag} id="${id}">`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3);
}

/** An attribute's value as the browser reads it (entities decoded). */
function attribute(html: string, name: string): string {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(html);
  expect(match, name).not.toBeNull();
  return decode((match?.[1] ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
}

const sectionIds = (html: string) => [...html.matchAll(/<section id="([a-z0-9-]+)" class="home-section/g)].map((match) => match[1]);

describe.each(DIALECTS)('the home page and its admin on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, FILE);
  const admin = new Visitor(shop);
  let nonce = '';

  const form = (change: (values: HomeFormValues) => void = () => {}, layout: HomeLayout = DEFAULT_HOME_LAYOUT) => {
    const values = homeFormValues(layout);
    change(values);
    return homeFormFields(values);
  };
  const section = (values: HomeFormValues, key: string) => {
    const found = values.find((entry) => entry.key === key);
    if (!found) throw new Error(`no section ${key}`);
    return found;
  };

  beforeAll(async () => {
    await logInAs(admin, 'admin', TEST_ADMIN_PASSWORD);
    nonce = nonceIn(await admin.page(PAGE));
    expect(nonce).not.toBe('');
  });

  describe('the demo’s home page', () => {
    let html = '';
    beforeAll(async () => {
      html = await (await shop.request('/')).text();
    });

    it('shows every section in the default order, each reachable by its id, the menu leading to its labelled ones', () => {
      expect(sectionIds(html)).toEqual(['story', 'numbers', 'collection', 'on-sale', 'new-arrivals', 'gallery', 'journal', 'good-to-know', 'newsletter', 'find-us', 'visit']);
      const menu = /<nav class="landing-nav" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      expect([...menu.matchAll(/<a href="#([a-z-]+)">/g)].map((match) => match[1])).toEqual(['story', 'collection', 'journal', 'visit']);
      expect(html).toContain('<a href="#page-top">Back to top</a>');
    });

    it('opens with the hero: slides as JSON, the first drawn as the largest paint, the headline’s lines for the text effect', () => {
      const hero = html.slice(html.indexOf('<section class="hero'), html.indexOf('</section>', html.indexOf('<section class="hero')));
      const background = JSON.parse(attribute(hero, 'data-background')) as { images: string[]; duration: number; transitionDuration: number };
      expect(background.images.length).toBeGreaterThanOrEqual(2);
      expect(background.images.every((src) => src.startsWith('/uploads/'))).toBe(true);
      expect(background.duration).toBe(6000);
      expect(typeof background.transitionDuration).toBe('number');
      const poster = /<img class="hero__poster"[^>]*>/.exec(hero)?.[0] ?? '';
      expect(attribute(poster, 'src')).toBe(background.images[0]);
      expect(poster).toMatch(/ width="\d+"/);
      expect(poster).toMatch(/ height="\d+"/);
      expect(poster).toContain('loading="eager"');
      expect(poster).toMatch(/fetchPriority="high"|fetchpriority="high"/);
      // Served as the widget lays it out: the first line is the heading's name, every line holds the box.
      const title = /<h1 id="hero-title"[^>]*>([^]*?)<\/h1>/.exec(hero);
      expect(title?.[1]).toMatch(/^<span class="visually-hidden">Good things, well made\.<\/span><span class="text-effect__stage" aria-hidden="true">/);
      expect([...(title?.[1] ?? '').matchAll(/<span class="text-effect__sizer">([^<]*)<\/span>/g)].map((match) => match[1])).toEqual(['Good things, well made.', 'Made to be used.', 'Made to last.']);
      expect(title?.[1]).toContain('<span class="text-effect__word is-current">Good things, well made.</span>');
      expect(JSON.parse(attribute(title?.[0] ?? '', 'data-text-effect'))).toEqual(['Good things, well made.', 'Made to be used.', 'Made to last.']);
      expect(attribute(title?.[0] ?? '', 'data-text-effect-mode')).toBe('typed');
    });

    it('serves the counters at their final values', () => {
      const counters = element(html, 'section', 'numbers');
      const values = [...counters.matchAll(/<span class="counter__value"([^>]*)>(?:<svg class="countup-ring"[^]*?<\/svg>)?([^<]*)<\/span>/g)].map((match) => ({ attributes: match[1] ?? '', text: decode(match[2] ?? '') }));
      expect(values.map((value) => value.text)).toEqual(['24', '12500+', '100%', '5 years']);
      expect(attribute(values[1]?.attributes ?? '', 'data-stop')).toBe('12500');
      expect(attribute(values[1]?.attributes ?? '', 'data-suffix')).toBe('+');
      expect(attribute(values[2]?.attributes ?? '', 'data-countup')).toBe('circle');
      expect(values[2]?.attributes).toMatch(/style="--countup-percent:\s*100"/);
      expect(attribute(values[0]?.attributes ?? '', 'data-countup')).toBe('');
    });

    it('shows the one studio the About us page shows, from a layout saved as the owner saves one', async () => {
      const place = (page: string, id: string) => {
        const map = new RegExp(`<div[^>]* id="${id}"[^>]*>\\s*<address[^>]*>([\\s\\S]*?)</address>`).exec(page);
        expect(map, id).not.toBeNull();
        const tag = map?.[0] ?? '';
        return { lat: attribute(tag, 'data-lat'), lng: attribute(tag, 'data-lng'), address: textOf((map?.[1] ?? '').replace(/<br\s*\/?>/g, ' ')).replace(/\s+/g, ' ') };
      };
      const about = await (await shop.request('/about-us/')).text();
      expect(place(html, 'find-us-map')).toEqual(place(about, 'workshop-map'));
      expect(place(html, 'find-us-map')).toEqual({ lat: '52.37403', lng: '4.88969', address: 'Vitrine studio 12 Printers Yard 1015 CJ Amsterdam' });
      expect(await hasSavedHomeLayout(shop.database.db)).toBe(true);
      expect(decode(await admin.page(PAGE))).toContain('Your saved layout is in use.');
    });

    it('lists products, categories and posts; the posts as a masonry list', () => {
      expect(element(html, 'section', 'collection')).toContain('Shop by category');
      expect(textOf(element(html, 'section', 'on-sale'))).toContain('On sale');
      expect(element(html, 'section', 'new-arrivals')).toContain('class="products"');
      const journal = html.slice(html.indexOf('<section id="journal"'), html.indexOf('<section id="good-to-know"'));
      expect(journal).toMatch(/<div class="posts-grid" data-masonry="">\s*<article class="post-card"/);
    });

    it('links each gallery image to its full image for the lightbox', () => {
      const gallery = html.slice(html.indexOf('<section id="gallery"'), html.indexOf('<section id="journal"'));
      const links = [...gallery.matchAll(/<a href="([^"]+)" data-lightbox="home-gallery"[^>]*>\s*<img [^>]*width="\d+" height="\d+"/g)];
      expect(links.length).toBe(8);
      for (const link of links) expect(link[1]).toMatch(/^\/uploads\/.+\.webp$/);
    });

    it('serves tabs as a WAI-ARIA tablist with every panel shown', () => {
      const tabs = html.slice(html.indexOf('<section id="good-to-know"'), html.indexOf('<section id="newsletter"'));
      expect(tabs).toMatch(/<div class="tabs__list" role="tablist" aria-labelledby="good-to-know-title" data-tabs-hash="">/);
      const tabList = [...tabs.matchAll(/<button type="button" role="tab" id="([^"]+)" aria-controls="([^"]+)" aria-selected="(true|false)"/g)];
      expect(tabList.map((tab) => tab[3])).toEqual(['true', 'false', 'false']);
      for (const tab of tabList) expect(tabs).toMatch(new RegExp(`<div role="tabpanel" id="${tab[2]}" aria-labelledby="${tab[1]}" tabindex="0" class="tabs__panel">`));
      expect(tabs).not.toMatch(/role="tabpanel"[^>]*hidden/);
      expect(textOf(tabs)).toContain('Send it back within 30 days');
    });

    it('writes the map’s place and the address inside it, and opens the call to action’s dialog', () => {
      const map = html.slice(html.indexOf('<section id="find-us"'), html.indexOf('<section id="visit"'));
      expect(map).toMatch(/<div class="home-map" id="find-us-map" data-map="" data-lat="52.37403" data-lng="4.88969" data-zoom="15" data-type="roadmap"><address/);
      expect(textOf(map)).toContain('12 Printers Yard');
      const cta = element(html, 'section', 'newsletter');
      expect(cta).toMatch(/<a class="button home-cta__button" href="#newsletter-dialog" data-modal="newsletter-dialog"/);
      expect(cta).toMatch(/<dialog id="newsletter-dialog" class="home-cta__dialog" aria-labelledby="newsletter-dialog-title">/);
      expect(textOf(cta)).toContain('Once a month we write');
    });

    it('ships no React', () => {
      expect(html).not.toContain('__reactRouterContext');
    });

    it('asks for its one script at low priority: the images in view come first, the page works without it meanwhile', () => {
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((match) => match[0]);
      expect(scripts).toHaveLength(1);
      // HTML reads attribute names in any case (React writes `fetchPriority`).
      expect(scripts[0]).toMatch(/^<script type="module" src="\/assets\/storefront-[\w-]+\.js" fetchpriority="low">$/i);
    });
  });

  describe('saving a layout', () => {
    it('reorders and switches off sections, cached pages dropped', async () => {
      await shop.request('/');
      expect((await shop.request('/')).headers.get('x-cache')).toBe('HIT');
      const response = await admin.post(PAGE, {
        _wpnonce: nonce,
        ...form((values) => {
          section(values, 'journal').order = '1';
          section(values, 'gallery').enabled = false;
          section(values, 'numbers').values['items.0.stop'] = '31';
          section(values, 'hero').values.headlines = 'Made in small batches';
        }),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(PAGE);
      const saved = await getHomeLayout(shop.database.db);
      expect(saved.map((entry) => entry.key).slice(0, 3)).toEqual(['hero', 'journal', 'story']);
      expect(saved.find((entry) => entry.key === 'gallery')?.enabled).toBe(false);

      const after = await shop.request('/');
      expect(after.headers.get('x-cache')).toBe('MISS');
      const html = await after.text();
      expect(sectionIds(html)).toEqual(['journal', 'story', 'numbers', 'collection', 'on-sale', 'new-arrivals', 'good-to-know', 'newsletter', 'find-us', 'visit']);
      expect(html).not.toContain('data-lightbox="home-gallery"');
      expect(html).toContain('>31</span>');
      expect(html).toMatch(/<h1 id="hero-title" class="hero__title">Made in small batches<\/h1>/);
      const page = decode(await admin.page(PAGE));
      expect(page).toContain('Home page saved.');
      expect(page).toContain('Your saved layout is in use.');
      expect(page).toMatch(/<input[^>]*name="sections.journal.order"[^>]*value="2"/);
    });

    it('shows the form again with each message by its field, what was typed kept, and saves nothing', async () => {
      const before = await getHomeLayout(shop.database.db);
      const response = await admin.post(PAGE, {
        _wpnonce: nonce,
        ...form((values) => {
          section(values, 'find-us').values.lat = '123';
          section(values, 'numbers').values['items.1.stop'] = 'many';
          section(values, 'story').order = 'first';
          section(values, 'hero').values.slides = 'javascript:alert(1)';
          section(values, 'newsletter').values.buttonLabel = '';
        }, before),
      });
      expect(response.status).toBe(400);
      const html = decode(await response.text());
      expect(html).toContain('role="alert"');
      expect(html).toContain('id="home-sections-find-us-lat-error">Enter a number from -90 to 90.');
      expect(html).toContain('id="home-sections-numbers-items-1-stop-error">Enter a whole number.');
      expect(html).toContain('id="home-sections-story-order-error">Enter a whole number from 1 to 99');
      expect(html).toContain('id="home-sections-hero-slides-error">Each address must be');
      expect(html).toContain('id="home-sections-newsletter-buttonLabel-error">Enter some text.');
      expect(html).toMatch(/<input[^>]*name="sections.find-us.lat"[^>]*value="123"|<input[^>]*aria-invalid="true"[^>]*name="sections.find-us.lat"/);
      expect(html).toMatch(/name="sections.numbers.items.1.stop"[^>]*value="many"/);
      expect(await getHomeLayout(shop.database.db)).toEqual(before);
    });

    it('refuses a post without the session’s nonce, and sends visitors to log in', async () => {
      const before = await getHomeLayout(shop.database.db);
      expect((await admin.post(PAGE, { _wpnonce: 'forged', ...form((values) => (section(values, 'story').enabled = false), before) })).status).toBe(403);
      expect(await getHomeLayout(shop.database.db)).toEqual(before);
      expect((await shop.request(PAGE)).status).toBe(302);
      expect((await shop.request(PREVIEW)).status).toBe(302);
    });

    it('goes back to the defaults on reset', async () => {
      const response = await admin.post(PAGE, { _wpnonce: nonce, intent: 'reset' });
      expect(response.status).toBe(303);
      expect(await hasSavedHomeLayout(shop.database.db)).toBe(false);
      expect(sectionIds(await (await shop.request('/')).text())[0]).toBe('story');
    });
  });

  describe('the live preview', () => {
    it('renders the home page with the unsaved layout, marked as a preview, never cached, and saves nothing', async () => {
      const response = await admin.post(PREVIEW, { _wpnonce: nonce, ...form((values) => (section(values, 'story').enabled = false, (section(values, 'visit').order = '1'))) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toMatch(/"preview":true/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const ids = sectionIds(html);
      expect(ids[0]).toBe('visit');
      expect(ids).not.toContain('story');
      expect(html).not.toContain('class="cc-window');
      expect(await hasSavedHomeLayout(shop.database.db)).toBe(false);
      expect(sectionIds(await (await shop.request('/')).text())[0]).toBe('story');
    });

    it('refuses a post with a bad nonce or bad settings', async () => {
      const fields = form();
      expect((await admin.post(PREVIEW, { _wpnonce: 'forged', ...fields })).status).toBe(403);
      expect((await admin.post(PREVIEW, { _wpnonce: nonce, ...fields, 'sections.find-us.zoom': '40' })).status).toBe(400);
    });
  });

  describe('the owner’s text in the page’s data attributes', () => {
    it('is written as well-formed, escaped JSON', async () => {
      const hostile = `Quotes " and ' and </h1><script>alert(1)</script> & more`;
      const layout = DEFAULT_HOME_LAYOUT.map((entry) => (entry.type === 'hero' ? { ...entry, headlines: ['Plain headline', hostile], slides: ['/uploads/a"b.jpg', '/uploads/slide.mp4'] } : entry));
      await saveHomeLayout(shop.database.db, layout);
      const html = await (await shop.request('/')).text();
      expect(html).not.toContain('<script>alert(1)');
      const title = /<h1 id="hero-title"[^>]*>/.exec(html)?.[0] ?? '';
      expect(JSON.parse(attribute(title, 'data-text-effect'))).toEqual(['Plain headline', hostile]);
      const media = /<div class="hero__media"[^>]*>/.exec(html)?.[0] ?? '';
      expect((JSON.parse(attribute(media, 'data-background')) as { images: string[] }).images).toEqual(['/uploads/a"b.jpg', '/uploads/slide.mp4']);
      await admin.post(PAGE, { _wpnonce: nonce, intent: 'reset' });
    });
  });

  describe('the hero’s first slide', () => {
    it('is drawn by the page only when the slideshow shows it as an image (previewed, so no cache between)', async () => {
      const posterOf = async (first: string) => {
        const html = await (await admin.post(PREVIEW, { _wpnonce: nonce, ...form((values) => (section(values, 'hero').values.slides = `${first}\n/uploads/b.jpg`)) })).text();
        const poster = /<img class="hero__poster"[^>]*>/.exec(html)?.[0];
        return poster === undefined ? null : attribute(poster, 'src');
      };
      expect(await posterOf('/uploads/a.jpg?v=2')).toBe('/uploads/a.jpg?v=2');
      expect(await posterOf('https://cdn.example.com/image')).toBe('https://cdn.example.com/image');
      for (const video of ['/uploads/slide.MP4', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://player.vimeo.com/video/76979871', '/uploads/clip.mov']) {
        expect(await posterOf(video), video).toBeNull();
      }
    });
  });
});

describe.each(DIALECTS)('a hero without slides of its own on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect, { theme: { background: { images: ['/uploads/hero-a.webp', 'https://cdn.example.com/hero-b.jpg'], duration: 4000 } } });

  it('takes the theme’s background images, the first drawn by the page', async () => {
    const html = await (await shop.request('/')).text();
    const media = /<div class="hero__media"[^>]*>/.exec(html)?.[0] ?? '';
    expect(JSON.parse(attribute(media, 'data-background'))).toMatchObject({ images: ['/uploads/hero-a.webp', 'https://cdn.example.com/hero-b.jpg'], duration: 6000 });
    expect(html).toMatch(/<img class="hero__poster" src="\/uploads\/hero-a.webp" width="1600" height="900" alt="" loading="eager" (fetchPriority|fetchpriority)="high"/);
  });
});

/** The SQL of every query run through it. */
class QueryLog implements KyselyPlugin {
  readonly texts: string[] = [];
  readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.texts.push(this.db.getExecutor().compileQuery(node, queryId).sql);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
}

describe.each(DIALECTS)('the demo’s home page reads on %s', (dialect) => {
  const shop: SuiteShop = useHttpShop(dialect);

  it('reads the categories once for the hero and its section, and counts nothing it does not show', async () => {
    const log = new QueryLog(shop.database.db);
    const blocks = await loadHomeBlocks(shop.database.db.withPlugin(log), DEFAULT_HOME_LAYOUT, { uploadsUrl: '/uploads', themeSlides: [] });
    expect(blocks.map((block) => block.section.type)).toEqual(expect.arrayContaining(['hero', 'categories', 'products', 'posts', 'gallery']));
    expect(log.texts.filter((text) => /from "categories"/.test(text))).toHaveLength(1);
    expect(log.texts.filter((text) => /count\(/.test(text))).toEqual([]);
  });
});
