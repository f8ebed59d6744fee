import { expect, type Frame, type Page, type Request } from '@playwright/test';
import { CONSENTED_STATE, expectNoAxeViolations, test } from './support.ts';
import { publishHtmlPage } from './support/content-page.ts';
import { coverBox, videoQualityFor } from '../app/widgets/background/quality.ts';

const WIDTHS = [390, 1280];

// Each test watches several slides go by at 1 s a slide, then checks the page with axe.
test.describe.configure({ timeout: 60_000 });
/** A 1×1 PNG: the slides' pictures, served by the test itself. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PROVIDER_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'i.ytimg.com'];

/**
 * A stand-in for YouTube's no-cookie player page, speaking its postMessage API: it answers the page's
 * `listening` with `onReady`, reports playing when told `playVideo`, records every command, and lets the
 * test end the video or make it fail (`end()`, `fail()` in the frame).
 */
const FAKE_YOUTUBE_PLAYER = `<!doctype html><title>player</title><script>
var calls = [];
var ready = false;
function tell(message) { parent.postMessage(JSON.stringify(message), '*'); }
window.addEventListener('message', function (event) {
  var message = JSON.parse(event.data);
  calls.push(message);
  if (message.event === 'listening' && !ready) {
    ready = true;
    tell({ event: 'initialDelivery', info: { playerState: -1 }, id: message.id, channel: 'widget' });
    tell({ event: 'onReady', info: {}, id: message.id, channel: 'widget' });
  }
  if (message.func === 'playVideo') setTimeout(function () { tell({ event: 'onStateChange', info: 1 }); }, 0);
  if (message.func === 'pauseVideo') setTimeout(function () { tell({ event: 'onStateChange', info: 2 }); }, 0);
});
window.calls = calls;
window.end = function () { tell({ event: 'onStateChange', info: 0 }); };
window.fail = function () { tell({ event: 'onError', info: 150 }); };
</script>`;

/**
 * A stand-in for Vimeo's player page, speaking its postMessage API: it answers `ping` with `ready`,
 * reports 'play' and 'playing' when asked to play, records every method called, and lets the test send
 * any event (`emit('ended')`, `emit('error', …)` in the frame).
 */
const FAKE_VIMEO_PLAYER = `<!doctype html><title>player</title><script>
var calls = [];
function tell(message) { parent.postMessage(JSON.stringify(message), '*'); }
window.addEventListener('message', function (event) {
  var message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
  calls.push(message.value === undefined ? message.method : message.method + ' ' + message.value);
  if (message.method === 'ping') tell({ event: 'ready' });
  if (message.method === 'play') setTimeout(function () { tell({ event: 'play' }); tell({ event: 'playing' }); }, 0);
});
window.calls = calls;
window.emit = function (name, data) { tell({ event: name, data: data }); };
</script>`;

/** A provider's player frame on the page, to look into. */
function playerFrame(page: Page, host: string): Frame {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).host === host);
  if (!frame) throw new Error(`no ${host} frame`);
  return frame;
}

/** Serves the slides' files under /bg-test/ (a .mp4 named "broken" answers 404), and fakes the video providers. */
async function serveMedia(page: Page): Promise<Request[]> {
  await page.route('**/bg-test/**', (route) => {
    if (route.request().url().includes('broken')) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  const providerRequests: Request[] = [];
  page.on('request', (request) => {
    if (PROVIDER_HOSTS.includes(new URL(request.url()).hostname)) providerRequests.push(request);
  });
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/embed/')) return route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_YOUTUBE_PLAYER });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.route('https://player.vimeo.com/**', (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/video/')) return route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_VIMEO_PLAYER });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  return providerRequests;
}

/** A content page whose hero section is a slideshow with these settings. */
function heroPage(slug: string, settings: unknown, inside = ''): string {
  const json = JSON.stringify(settings).replace(/'/g, '&#39;');
  return publishHtmlPage(slug, 'Slideshow', `<section id="hero" data-background='${json}'>${inside}<h2>Handmade in small batches</h2><p>Stoneware for every day.</p></section><p>After the hero.</p>`);
}

/** Which slide shows: the file name of the active layer's image. */
const activeSlide = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector('#hero .background-slides .is-active');
    const src = layer?.getAttribute('src') ?? layer?.querySelector('img')?.getAttribute('src') ?? (layer ? layer.className : '');
    return src.split('/').at(-1) ?? '';
  });

/** The slides shown from now until `count` distinct ones have shown, in order. */
async function slidesShown(page: Page, count: number): Promise<string[]> {
  const shown: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await activeSlide(page);
        if (now && shown.at(-1) !== now) shown.push(now);
        return shown.length;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(count);
  return shown;
}

/** Each slide shown was the one after the slide before it, round the list. */
function expectInTurn(shown: string[], slides: string[]) {
  for (let at = 1; at < shown.length; at += 1) {
    expect(shown[at], `after ${shown[at - 1]}`).toBe(slides[(slides.indexOf(shown[at - 1]!) + 1) % slides.length]);
  }
}

async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __layoutShift: number };
    win.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const width of WIDTHS) {
  test.describe(`background slideshow at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('slides advance in order behind the content; the pause button stops and restarts it from the keyboard; no shift, axe-clean', async ({ page }) => {
      await serveMedia(page);
      await watchLayoutShifts(page);
      const path = heroPage(`widget-bg-cycle-${width}`, { images: ['/bg-test/one.png', '/bg-test/two.png', '/bg-test/three.png'], duration: 1000, transitionDuration: 200 }, '<div class="background-slides"><img src="/bg-test/one.png" alt=""></div>');
      await page.goto(path);
      const pause = page.getByRole('button', { name: 'Pause background' });
      await expect(pause).toBeVisible();
      expectInTurn(await slidesShown(page, 4), ['one.png', 'two.png', 'three.png']);

      // The layers sit behind the content, out of its flow.
      const stage = page.locator('#hero > .background-slides');
      await expect(stage).toHaveAttribute('aria-hidden', 'true');
      expect(await stage.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
      await expect(page.getByRole('heading', { name: 'Handmade in small batches' })).toBeVisible();

      await pause.focus();
      await page.keyboard.press('Enter');
      const play = page.getByRole('button', { name: 'Play background' });
      await expect(play).toBeFocused();
      const stoppedOn = await activeSlide(page);
      await page.waitForTimeout(2500);
      expect(await activeSlide(page)).toBe(stoppedOn);

      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: 'Pause background' })).toBeFocused();
      await expect.poll(() => activeSlide(page), { timeout: 10_000 }).not.toBe(stoppedOn);

      expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
      await expectNoAxeViolations(page);
    });

    test('with reduced motion only the first slide shows, until the visitor presses play', async ({ page }) => {
      await serveMedia(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(heroPage(`widget-bg-reduced-${width}`, { images: ['/bg-test/one.png', '/bg-test/two.png'], duration: 1000 }));
      const play = page.getByRole('button', { name: 'Play background' });
      await expect(play).toBeVisible();
      await expect.poll(() => activeSlide(page)).toBe('one.png');
      await page.waitForTimeout(2500);
      expect(await activeSlide(page)).toBe('one.png');
      await expect(page.locator('#hero .background-slides img')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('a video that fails skips to the next slide; a missing or unsupported source fires the init-error event', async ({ page }) => {
      await serveMedia(page);
      await page.addInitScript(() => {
        const errors: unknown[] = [];
        (window as unknown as { __backgroundErrors: unknown[] }).__backgroundErrors = errors;
        document.addEventListener('vitrine:background-init-error', (event) => errors.push({ target: (event.target as Element).id, ...(event as CustomEvent<object>).detail }));
      });
      const settings = { images: ['/bg-test/broken.mp4', '/bg-test/clip.avi', { poster: '/bg-test/poster.png' }, '/bg-test/two.png'], duration: 1000 };
      await page.goto(heroPage(`widget-bg-errors-${width}`, settings));
      await expect.poll(() => activeSlide(page)).toBe('two.png');
      await expect(page.locator('#hero video')).not.toHaveClass(/is-active/);
      expect(await page.evaluate(() => (window as unknown as { __backgroundErrors: unknown[] }).__backgroundErrors)).toEqual([
        { target: 'hero', index: 1, source: '/bg-test/clip.avi', reason: 'unsupported' },
        { target: 'hero', index: 2, source: '{"poster":"/bg-test/poster.png"}', reason: 'missing' },
      ]);
    });
  });
}

test.describe('a YouTube slide in a country with a cookie law', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, viewport: { width: 1280, height: 844 } });

  test('shows the owner poster and asks nothing of YouTube before consent; after Accept the player loads, and its end moves on', async ({ page }) => {
    const providerRequests = await serveMedia(page);
    const settings = { images: [{ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', poster: '/bg-test/poster.png' }, '/bg-test/two.png'], duration: 60_000 };
    await page.goto(heroPage('widget-bg-youtube', settings));
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await expect(page.locator('#hero .background-embed.is-active img')).toHaveAttribute('src', '/bg-test/poster.png');
    await page.waitForLoadState('networkidle');
    expect(providerRequests.map((request) => request.url())).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    const frame = page.locator('#hero .background-embed.is-playing iframe');
    await expect(frame).toHaveCount(1);
    // Only the player's frame: no provider script runs in the page.
    expect(providerRequests.map((request) => request.url().split('?')[0])).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']);
    expect(Object.fromEntries(new URL((await frame.getAttribute('src'))!).searchParams)).toMatchObject({ enablejsapi: '1', origin: new URL(page.url()).origin, mute: '1', controls: '0' });
    // The quality follows the player's size: the 16:9 frame covering the section.
    const player = coverBox((await page.locator('#hero').boundingBox())!);
    const commands = await playerFrame(page, 'www.youtube-nocookie.com').evaluate(() => (window as unknown as { calls: { func?: string; args?: unknown[] }[] }).calls);
    expect(commands).toContainEqual(expect.objectContaining({ func: 'setPlaybackQuality', args: [videoQualityFor(player).youtube] }));
    expect(commands).toContainEqual(expect.objectContaining({ func: 'playVideo' }));
    await expect(frame).toHaveAttribute('tabindex', '-1');

    // The video's end moves to the next slide, however long the duration.
    await playerFrame(page, 'www.youtube-nocookie.com').evaluate(() => (window as unknown as { end(): void }).end());
    await expect.poll(() => activeSlide(page)).toBe('two.png');
    await expectNoAxeViolations(page);
  });

  test('after Decline nothing is requested from the video providers', async ({ page }) => {
    const providerRequests = await serveMedia(page);
    await page.goto(heroPage('widget-bg-youtube-declined', { images: ['https://youtu.be/dQw4w9WgXcQ', '/bg-test/two.png'], duration: 1000 }));
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await banner.locator('.cc-deny').click();
    await expect(banner).toBeHidden();
    // The slideshow goes on round its slides, the YouTube one as a plain gradient.
    expect(await slidesShown(page, 3)).toHaveLength(3);
    await page.waitForLoadState('networkidle');
    expect(providerRequests).toEqual([]);
  });
});

test.describe('a Vimeo slide in a country with a cookie law', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, viewport: { width: 1280, height: 844 } });

  test('shows the owner poster and asks nothing of Vimeo before consent; after Accept the player loads, plays, and its end moves on', async ({ page }) => {
    const providerRequests = await serveMedia(page);
    const settings = { images: [{ src: 'https://vimeo.com/76979871/8272103f6e', poster: '/bg-test/poster.png' }, '/bg-test/two.png'], duration: 60_000 };
    await page.goto(heroPage('widget-bg-vimeo', settings));
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await expect(page.locator('#hero .background-embed.is-active img')).toHaveAttribute('src', '/bg-test/poster.png');
    await page.waitForLoadState('networkidle');
    expect(providerRequests.map((request) => request.url())).toEqual([]);
    await expect(page.locator('#hero iframe')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Accept' }).click();
    const frame = page.locator('#hero .background-embed.is-playing iframe');
    await expect(frame).toHaveCount(1);
    expect(providerRequests.map((request) => request.url().split('?')[0])).toEqual(['https://player.vimeo.com/video/76979871']);
    // The player's own frame: muted, without controls or tracking, the unlisted video's hash, the quality the section needs.
    const src = new URL((await frame.getAttribute('src'))!);
    const player = coverBox((await page.locator('#hero').boundingBox())!);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ muted: '1', autoplay: '0', controls: '0', dnt: '1', h: '8272103f6e', quality: videoQualityFor(player).vimeo });
    expect(await playerFrame(page, 'player.vimeo.com').evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual(expect.arrayContaining(['ping', 'addEventListener ended', 'play']));
    await expect(frame).toHaveAttribute('tabindex', '-1');
    await expect(frame).toHaveAttribute('title', 'Background video');

    // The video's end moves to the next slide, however long the duration.
    expect(await activeSlide(page)).toBe('poster.png');
    await playerFrame(page, 'player.vimeo.com').evaluate(() => (window as unknown as { emit(name: string): void }).emit('ended'));
    await expect.poll(() => activeSlide(page)).toBe('two.png');
    await expectNoAxeViolations(page);
  });
});

test.describe('a YouTube or Vimeo slide whose player fails, for a visitor who has consented', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' }, storageState: CONSENTED_STATE, viewport: { width: 1280, height: 844 } });

  const providers = [
    { name: 'YouTube', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', host: 'www.youtube-nocookie.com', fail: () => (window as unknown as { fail(): void }).fail() },
    { name: 'Vimeo', src: 'https://vimeo.com/76979871', host: 'player.vimeo.com', fail: () => (window as unknown as { emit(name: string, data: unknown): void }).emit('error', { name: 'NotFoundError' }) },
  ];
  for (const provider of providers) {
    test(`a ${provider.name} player error skips the slide from then on, without an init-error event`, async ({ page }) => {
      await serveMedia(page);
      await page.addInitScript(() => {
        const errors: unknown[] = [];
        (window as unknown as { __backgroundErrors: unknown[] }).__backgroundErrors = errors;
        document.addEventListener('vitrine:background-init-error', (event) => errors.push((event as CustomEvent<object>).detail));
      });
      // Long enough for the player to report playing, which hands the slide's end to the video.
      const settings = { images: [{ src: provider.src, poster: '/bg-test/poster.png' }, '/bg-test/one.png', '/bg-test/two.png'], duration: 2500 };
      await page.goto(heroPage(`widget-bg-${provider.name.toLowerCase()}-error`, settings));
      await expect(page.locator('#hero .background-embed.is-active.is-playing iframe')).toHaveCount(1);

      await playerFrame(page, provider.host).evaluate(provider.fail);
      await expect.poll(() => activeSlide(page)).toBe('one.png');
      // Round the slides again: the failed one is left out.
      const shown = await slidesShown(page, 3);
      expect(shown).not.toContain('poster.png');
      expectInTurn(shown, ['one.png', 'two.png']);
      // A playback error is not a source the owner got wrong: the init-error event is for those.
      expect(await page.evaluate(() => (window as unknown as { __backgroundErrors: unknown[] }).__backgroundErrors)).toEqual([]);
    });
  }
});
