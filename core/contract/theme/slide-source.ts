/**
 * What a background slide's address is: the slideshow plays it by this, and the page draws the first
 * slide itself only when this calls it an image, so both agree on every address.
 */
import { parseUrl } from '../shared/url.ts';

export type VideoType = 'video/mp4' | 'video/webm';

export type SlideSource =
  | { kind: 'image' }
  | { kind: 'video'; type: VideoType }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  /** An address the slideshow cannot show (another file type, a provider page without a video id). */
  | { kind: 'unsupported' };

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif']);
const VIDEO_TYPES: Record<string, VideoType> = { mp4: 'video/mp4', webm: 'video/webm' };
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Where a path resolves for the checks below (only its host and pathname are read). */
const BASE = 'https://shop.invalid/';

/** The kind of slide `src` (a path of the shop or an http(s) address) names. */
export function classifySlideSource(src: string): SlideSource {
  const url = parseUrl(src, BASE);
  const embed = url && url.hostname !== 'shop.invalid' ? embedSource(url) : undefined;
  if (embed) return embed;
  const extension = extensionOf(url);
  if (extension === undefined || IMAGE_EXTENSIONS.has(extension)) return { kind: 'image' };
  const type = VIDEO_TYPES[extension];
  return type ? { kind: 'video', type } : { kind: 'unsupported' };
}

/** A YouTube or Vimeo page (or embed) address; undefined for any other host. */
function embedSource(url: URL): SlideSource | undefined {
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = url.hostname === 'youtu.be' ? url.pathname.slice(1) : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '');
    return YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : { kind: 'unsupported' };
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/.exec(url.pathname);
    if (!match) return { kind: 'unsupported' };
    const hash = match[2] ?? url.searchParams.get('h') ?? undefined;
    return hash && /^[0-9a-f]+$/.test(hash) ? { kind: 'vimeo', id: match[1]!, hash } : { kind: 'vimeo', id: match[1]! };
  }
  return undefined;
}

/** The file extension of the URL's path, lower case; undefined when its last segment has none. */
function extensionOf(url: URL | undefined): string | undefined {
  const name = url?.pathname.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
}
