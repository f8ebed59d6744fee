import { classifySlideSource, type VideoType } from '../../../core/contract/theme/slide-source.ts';
import { parseSrcset, type SizedSource } from './sizes.ts';

/** One slide the slideshow can show. */
export type Slide =
  | { kind: 'image'; sources: SizedSource[] }
  | { kind: 'video'; sources: SizedSource[]; type: VideoType; poster?: string }
  | { kind: 'youtube'; id: string; poster?: string }
  | { kind: 'vimeo'; id: string; hash?: string; poster?: string };

/** A slide entry the slideshow cannot show: reported with the contract's init-error event. */
export interface SlideProblem {
  index: number;
  source: string;
  reason: 'missing' | 'unsupported';
}

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
  const source = classifySlideSource(src);
  if (source.kind === 'unsupported') return problem('unsupported');
  if (source.kind === 'youtube' || source.kind === 'vimeo') return poster ? { ...source, poster } : source;
  const sources = listed.length > 0 ? listed : [{ src, width: 0 }];
  if (source.kind === 'image') return { kind: 'image', sources };
  return poster ? { kind: 'video', sources, type: source.type, poster } : { kind: 'video', sources, type: source.type };
}

export function isProblem(parsed: Slide | SlideProblem): parsed is SlideProblem {
  return 'reason' in parsed;
}
