/**
 * The video providers' player scripts, each loaded once per page and only when asked (after consent:
 * see embed-layer.ts). Only the few calls the slideshow makes are typed.
 */

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
export const VIMEO_API_URL = 'https://player.vimeo.com/api/player.js';
/** YouTube's privacy-enhanced host: no cookies until the visitor plays, which a background never asks. */
export const YOUTUBE_EMBED_HOST = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_HOST = 'https://player.vimeo.com';

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  mute(): void;
  setPlaybackQuality?(quality: string): void;
  getIframe(): HTMLIFrameElement;
}

export interface YouTubeApi {
  Player: new (host: HTMLElement, options: Record<string, unknown>) => YouTubePlayer;
}

export interface VimeoPlayer {
  play(): Promise<unknown>;
  pause(): Promise<unknown>;
  setCurrentTime(seconds: number): Promise<unknown>;
  setQuality?(quality: string): Promise<unknown>;
  on(event: string, callback: (data?: unknown) => void): void;
}

export interface VimeoApi {
  Player: new (iframe: HTMLIFrameElement) => VimeoPlayer;
}

type ProviderWindow = Window & { YT?: Partial<YouTubeApi>; Vimeo?: Partial<VimeoApi>; onYouTubeIframeAPIReady?: () => void };

const scripts = new WeakMap<Document, Map<string, Promise<void>>>();

/** Adds the script once per document; rejects when it fails to load. */
export function loadScript(doc: Document, src: string): Promise<void> {
  let loaded = scripts.get(doc);
  if (!loaded) scripts.set(doc, (loaded = new Map()));
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), { once: true });
      doc.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

let youtube: Promise<YouTubeApi> | undefined;

/** YouTube's API, once its script has said it is ready (`onYouTubeIframeAPIReady`). */
export function youtubeApi(win: Window): Promise<YouTubeApi> {
  const page = win as ProviderWindow;
  if (page.YT?.Player) return Promise.resolve(page.YT as YouTubeApi);
  youtube ??= new Promise<YouTubeApi>((resolve, reject) => {
    const before = page.onYouTubeIframeAPIReady;
    page.onYouTubeIframeAPIReady = () => {
      before?.();
      if (page.YT?.Player) resolve(page.YT as YouTubeApi);
      else reject(new Error('YouTube API without a player'));
    };
    loadScript(win.document, YOUTUBE_API_URL).catch(reject);
  }).catch((error: unknown) => {
    youtube = undefined;
    throw error;
  });
  return youtube;
}

/** Vimeo's API, once its script has run. */
export async function vimeoApi(win: Window): Promise<VimeoApi> {
  const page = win as ProviderWindow;
  if (!page.Vimeo?.Player) await loadScript(win.document, VIMEO_API_URL);
  if (!page.Vimeo?.Player) throw new Error('Vimeo API without a player');
  return page.Vimeo as VimeoApi;
}
