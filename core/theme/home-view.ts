import type { CounterItem, HomeSection } from './home-sections.ts';

/** What the home page's markup derives from its sections: plain functions, no schema (the components import them). */

/** The in-page menu: the shown sections that have a label, in the page's order. */
export function homeMenu(sections: readonly HomeSection[]): { id: string; label: string }[] {
  return sections.filter((section) => section.enabled && section.type !== 'hero' && section.menuLabel !== '').map((section) => ({ id: section.key, label: section.menuLabel }));
}

/** What a counter shows once counted (and without JavaScript): prefix, value, suffix. */
export function counterText(item: Pick<CounterItem, 'prefix' | 'stop' | 'suffix'>): string {
  return `${item.prefix}${item.stop}${item.suffix}`;
}

/** A circle counter's filled share, 0–100 (the widget's default full turn is 100). */
export function counterPercent(item: Pick<CounterItem, 'stop' | 'max'>): number {
  const max = item.max ?? 100;
  return Math.min(100, Math.max(0, Math.round((item.stop / max) * 100)));
}

/** Whether a slide address is a YouTube or Vimeo page (a player, not an image). */
export function isEmbeddedVideo(url: string): boolean {
  return /^https?:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//i.test(url);
}

/** Whether a slide address is a video file the page plays itself. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogv|ogg|mov)(\?.*)?$/i.test(url);
}
