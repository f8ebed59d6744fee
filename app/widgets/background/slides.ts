import { parseUrl } from '../../features/shared/url.ts';
import { parseSrcset, type SizedSource } from './sizes.ts';

/** One slide the slideshow can show. */
export type Slide =
  | { kind: 'image'; sources: SizedSource[] }
  | { kind: 'video'; sources: SizedSource[]; type: VideoType; poster?: string }
  | { kind: 'youtube'; id: string; poster?: string }
  | { kind: 'vimeo'; id: string; hash?: string; poster?: string };

export type VideoType = 'video/mp4' | 'video/webm';

/** A slide entry the slideshow cannot show: reported with the contract's init-error event. */
export interface SlideProblem {
  index: number;
  source: string;
  reason: 'missing' | 'unsupported';
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif']);
const VIDEO_TYPES: Record<string, VideoType> = { mp4: 'video/mp4', webm: 'video/webm' };
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Where a path resolves for the checks below (only its pathname is read). */
const BASE = 'https://shop.invalid/';

/** A path of the shop or an http(s) address; anything else (`javascript:`, `data:`, `//host`) is refused. */
export function safeUrl(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const value = text.trim();
  return /^\/(?!\/)[^\s]*$|^https?:\/\/[^\s]+$/i.test(value) ? value : undefined;
}

/** One entry of `images`: a URL string, or `{src, srcset, poster}`. */
export function parseSlide(entry: unknown, index: number): Slide | SlideProblem {
  const fields = typeof entry === 'string' ? { src: entry } : entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  const described = typeof entry === 'string' ? entry : JSON.stringify(entry) ?? String(entry);
  const problem = (reason: SlideProblem['reason']): SlideProblem => ({ index, source: described, reason });
  const listed = typeof fields['srcset'] === 'string' ? parseSrcset(fields['srcset']).filter((source) => safeUrl(source.src)) : [];
  const rawSrc = typeof fields['src'] === 'string' ? fields['src'].trim() : '';
  if (!rawSrc && listed.length === 0) return problem('missing');
  const src = rawSrc ? safeUrl(rawSrc) : listed.at(-1)!.src;
  if (!src) return problem('unsupported');
  const poster = safeUrl(fields['poster']);
  const embed = embedSlide(src, poster);
  if (embed === 'unsupported') return problem('unsupported');
  if (embed) return embed;
  const sources = listed.length > 0 ? listed : [{ src, width: 0 }];
  const extension = extensionOf(src);
  if (extension === undefined || IMAGE_EXTENSIONS.has(extension)) return { kind: 'image', sources };
  const type = VIDEO_TYPES[extension];
  if (type) return poster ? { kind: 'video', sources, type, poster } : { kind: 'video', sources, type };
  return problem('unsupported');
}

export function isProblem(parsed: Slide | SlideProblem): parsed is SlideProblem {
  return 'reason' in parsed;
}

/** The file extension of the URL's path, lower case; undefined when its last segment has none. */
function extensionOf(src: string): string | undefined {
  const name = parseUrl(src, BASE)?.pathname.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
}

/** A YouTube or Vimeo page (or embed) address as a slide; undefined for any other address. */
function embedSlide(src: string, poster: string | undefined): Slide | 'unsupported' | undefined {
  const url = parseUrl(src, BASE);
  if (!url || url.hostname === 'shop.invalid') return undefined;
  const withPoster = <T extends Slide>(slide: T): T => (poster ? { ...slide, poster } : slide);
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = url.hostname === 'youtu.be' ? url.pathname.slice(1) : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '');
    return YOUTUBE_ID.test(id) ? withPoster({ kind: 'youtube', id }) : 'unsupported';
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/.exec(url.pathname);
    if (!match) return 'unsupported';
    const hash = match[2] ?? url.searchParams.get('h') ?? undefined;
    return withPoster(hash && /^[0-9a-f]+$/.test(hash) ? { kind: 'vimeo', id: match[1]!, hash } : { kind: 'vimeo', id: match[1]! });
  }
  return undefined;
}
