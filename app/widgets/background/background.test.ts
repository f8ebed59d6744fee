// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeParams, type WidgetContext } from '../shared/widget.ts';
import { start } from './background.ts';
import { BACKGROUND_INIT_ERROR_EVENT } from './options.ts';
import { PLAYER_ANSWER_TIMEOUT_MS } from './player-frame.ts';
import { fakePlayerFrames } from './player-frames.fixture.ts';

type ConsentWindow = Window & { vitrineConsent?: unknown };

function context(options: { reduced?: boolean; preview?: boolean } = {}): WidgetContext {
  return { document, window, params: { ...themeParams(window), preview: options.preview ?? false }, reducedMotion: () => options.reduced === true };
}

function page(settings: unknown, inner = '<h1>Hello</h1>'): HTMLElement {
  document.body.innerHTML = `<section id="hero" data-background='${JSON.stringify(settings)}'>${inner}</section>`;
  return document.getElementById('hero')!;
}

/** Lets every image the slideshow added load, and every video load or fail (happy-dom fetches none). */
async function settle(video: 'load' | 'error' = 'load') {
  for (let round = 0; round < 3; round += 1) {
    for (const media of document.querySelectorAll<HTMLElement>('.background-slides img, .background-slides video')) {
      if (media.dataset['settled']) continue;
      media.dataset['settled'] = '1';
      media.dispatchEvent(new Event(media instanceof HTMLVideoElement ? (video === 'load' ? 'loadeddata' : 'error') : 'load'));
    }
    await vi.advanceTimersByTimeAsync(0);
  }
}

const active = () => [...document.querySelectorAll<HTMLElement>('.background-slides .is-active')].map((layer) => layer.getAttribute('src') ?? layer.className);
const button = () => document.querySelector<HTMLButtonElement>('button.background-toggle');

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as ConsentWindow).vitrineConsent;
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the background slideshow', () => {
  it('shows each slide in turn behind the content, with a pause button that stops and restarts it', async () => {
    const hero = page({ images: ['/1.jpg', '/2.jpg', '/3.jpg'], duration: 1000, transitionDuration: 200 });
    start(context());
    await settle();
    expect(hero.firstElementChild?.className).toBe('background-slides');
    expect(hero.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(active()).toEqual(['/1.jpg']);
    // The next two are loading already.
    expect([...hero.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/1.jpg', '/2.jpg', '/3.jpg']);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(active()).toEqual(['/2.jpg']);
    expect(button()?.textContent).toBe('Pause background');
    button()!.click();
    expect(button()?.textContent).toBe('Play background');
    await vi.advanceTimersByTimeAsync(5000);
    expect(active()).toEqual(['/2.jpg']);
    button()!.click();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(active()).toEqual(['/3.jpg']);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(active()).toEqual(['/1.jpg']);
  });

  it('keeps the served first image as the first slide, and adds no button for a single image', async () => {
    const hero = page({ images: ['/1.jpg'] }, '<div class="background-slides"><img src="/1.jpg" alt=""></div><h1>Hi</h1>');
    start(context());
    await settle();
    expect(hero.querySelectorAll('img')).toHaveLength(1);
    expect(active()).toEqual(['/1.jpg']);
    expect(button()).toBeNull();
  });

  it('starts stopped on the first slide with reduced motion, and in the live preview', async () => {
    for (const options of [{ reduced: true }, { preview: true }]) {
      page({ images: ['/1.jpg', '/2.jpg'], duration: 1000 });
      start(context(options));
      await settle();
      await vi.advanceTimersByTimeAsync(10_000);
      await settle();
      expect(active()).toEqual(['/1.jpg']);
      expect(document.querySelectorAll('.background-slides img')).toHaveLength(1);
      expect(button()?.textContent).toBe('Play background');
    }
  });

  it('stops while the tab is hidden', async () => {
    page({ images: ['/1.jpg', '/2.jpg'], duration: 1000 });
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    start(context());
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(active()).toEqual(['/1.jpg']);
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(active()).toEqual(['/2.jpg']);
    expect(button()?.textContent).toBe('Pause background');
  });

  it('skips a video that errors, and a missing or unsupported source fires the init-error event', async () => {
    const hero = page({ images: ['/broken.mp4', '/clip.avi', { poster: '/p.jpg' }, '/2.jpg'], duration: 1000 });
    const errors: unknown[] = [];
    document.addEventListener(BACKGROUND_INIT_ERROR_EVENT, (event) => errors.push((event as CustomEvent).detail));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(context());
    expect(errors).toEqual([
      { index: 1, source: '/clip.avi', reason: 'unsupported' },
      { index: 2, source: '{"poster":"/p.jpg"}', reason: 'missing' },
    ]);
    await settle('error');
    await settle();
    expect(active()).toEqual(['/2.jpg']);
    expect(hero.querySelector('video')?.classList.contains('is-active')).toBe(false);
  });

  it('shows a YouTube slide as a poster and requests nothing from YouTube before consent, then adds its player frame and no script', async () => {
    const fakeOf = fakePlayerFrames();
    const listeners: (() => void)[] = [];
    let allowed = false;
    (window as ConsentWindow).vitrineConsent = { has: (category: string) => allowed && category === 'marketing', onChange: (listener: () => void) => listeners.push(listener) };
    const hero = page({ images: [{ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', poster: '/poster.jpg' }, '/2.jpg'] });
    start(context());
    await settle();
    expect(hero.querySelector('.background-embed.is-active img')?.getAttribute('src')).toBe('/poster.jpg');
    expect(hero.querySelectorAll('iframe')).toHaveLength(0);
    allowed = true;
    for (const listener of listeners) listener();
    const frame = hero.querySelector<HTMLIFrameElement>('.background-embed iframe')!;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(frame.tabIndex).toBe(-1);
    expect(frame.title).toBe('Background video');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    // The slide shows, so once the player is ready it is told to play, and fades in once it does.
    const fake = fakeOf(frame);
    fake.say({ event: 'onReady' });
    expect(fake.messages()).toContainEqual(expect.objectContaining({ event: 'command', func: 'playVideo' }));
    expect(frame.closest('.background-embed')?.classList.contains('is-playing')).toBe(false);
    fake.say({ event: 'onStateChange', info: 1 });
    expect(frame.closest('.background-embed')?.classList.contains('is-playing')).toBe(true);
  });

  it('mounts a Vimeo frame without tracking once allowed, plays it by message, and moves on when the video ends', async () => {
    const fakeOf = fakePlayerFrames();
    page({ images: ['https://vimeo.com/76979871', '/2.jpg'], duration: 60_000 });
    start(context());
    await settle();
    const frames = document.querySelectorAll<HTMLIFrameElement>('.background-embed iframe');
    expect(frames).toHaveLength(1);
    const src = new URL(frames[0]!.src);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ dnt: '1', muted: '1', controls: '0' });
    expect(frames[0]!.tabIndex).toBe(-1);
    const fake = fakeOf(frames[0]!);
    fake.say({ event: 'ready' });
    expect(fake.messages()).toContainEqual({ method: 'play' });
    fake.say({ event: 'playing', data: {} });
    expect(document.querySelector('.background-embed')?.classList.contains('is-playing')).toBe(true);
    // Playing: the video, not the duration, ends the slide.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(active()).toEqual(['background-slide background-embed is-active is-playing']);
    fake.say({ event: 'ended' });
    await settle();
    expect(active()).toEqual(['/2.jpg']);
    expect(fake.sent.every((entry) => entry.targetOrigin === 'https://player.vimeo.com')).toBe(true);
  });

  it('skips a YouTube slide for good when the player errors', async () => {
    const fakeOf = fakePlayerFrames();
    page({ images: ['https://youtu.be/dQw4w9WgXcQ', '/2.jpg', '/3.jpg'], duration: 1000 });
    start(context());
    await settle();
    const frame = document.querySelector<HTMLIFrameElement>('.background-embed iframe')!;
    expect(new URL(frame.src).origin).toBe('https://www.youtube-nocookie.com');
    fakeOf(frame).say({ event: 'onReady' });
    fakeOf(frame).say({ event: 'onError', info: 150 });
    await settle();
    expect(active()).toEqual(['/2.jpg']);
    for (const expected of ['/3.jpg', '/2.jpg']) {
      await vi.advanceTimersByTimeAsync(1000);
      await settle();
      expect(active()).toEqual([expected]);
    }
  });

  it('skips a video slide whose player never answers', async () => {
    fakePlayerFrames();
    page({ images: ['https://vimeo.com/76979871', '/2.jpg'], duration: 60_000 });
    start(context());
    await settle();
    expect(active()).toEqual(['background-slide background-embed is-active']);
    await vi.advanceTimersByTimeAsync(PLAYER_ANSWER_TIMEOUT_MS);
    await settle();
    expect(active()).toEqual(['/2.jpg']);
  });

  it('stops while the section is off screen', async () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const hero = page({ images: ['/1.jpg', '/2.jpg'], duration: 1000 });
    start(context());
    await settle();
    report([{ target: hero, isIntersecting: false } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await vi.advanceTimersByTimeAsync(3000);
    expect(active()).toEqual(['/1.jpg']);
    report([{ target: hero, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(active()).toEqual(['/2.jpg']);
    vi.unstubAllGlobals();
  });

  it('chooses the image size again 2500 ms after a resize that changed the box by more than 10 %', async () => {
    const hero = page({ images: [{ srcset: '/a-640.jpg 640w, /a-1280.jpg 1280w, /a-1920.jpg 1920w' }] });
    let box = { width: 600, height: 600 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ ...box, top: 0, left: 0, right: box.width, bottom: box.height, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect);
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
    start(context());
    await settle();
    const img = hero.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/a-640.jpg');
    const created = vi.spyOn(document, 'createElement');
    // 8 % wider: a larger file would fit better, but it is not worth a new download.
    box = { width: 650, height: 600 };
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(created).not.toHaveBeenCalled();
    box = { width: 1200, height: 600 };
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(2499);
    expect(created).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const larger = created.mock.results.map((result) => result.value as HTMLElement).find((element) => element instanceof HTMLImageElement)!;
    expect(larger.getAttribute('src')).toBe('/a-1280.jpg');
    larger.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(img.getAttribute('src')).toBe('/a-1280.jpg');
  });
});
