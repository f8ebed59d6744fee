import type { ThemePageParams } from '../../../core/contract/theme/page-params.ts';
import { BACKGROUND_DEFAULTS, DURATION_RANGE, TRANSITION_RANGE } from './options.ts';
import { isProblem, parseSlide, type Slide, type SlideProblem } from './slides.ts';

/** One slideshow's settings, checked: the slides it can show and its times in ms. */
export interface BackgroundSettings {
  slides: Slide[];
  duration: number;
  transitionDuration: number;
}

export interface ParsedBackground {
  settings: BackgroundSettings;
  /** Entries that cannot show, for the init-error event. */
  problems: SlideProblem[];
}

type Fallback = ThemePageParams['background'];

/**
 * `data-background`'s JSON `{images, duration, transitionDuration}` (an array alone is the images); an
 * empty or invalid value is the page config's settings, and a field missing from it is the config's
 * field. Times out of range fall back the same way, and then to the spec's defaults.
 */
export function parseBackground(attribute: string | null | undefined, fallback: Fallback | undefined): ParsedBackground {
  const own = readJson(attribute);
  const images = Array.isArray(own) ? own : Array.isArray(own?.['images']) ? own['images'] : (fallback?.images ?? []);
  const fields = Array.isArray(own) ? undefined : own;
  const slides: Slide[] = [];
  const problems: SlideProblem[] = [];
  images.forEach((entry: unknown, index: number) => {
    const parsed = parseSlide(entry, index);
    if (isProblem(parsed)) problems.push(parsed);
    else slides.push(parsed);
  });
  const duration = firstInRange(DURATION_RANGE, fields?.['duration'], fallback?.duration) ?? BACKGROUND_DEFAULTS.duration;
  const transitionDuration = firstInRange(TRANSITION_RANGE, fields?.['transitionDuration'], fallback?.transitionDuration) ?? BACKGROUND_DEFAULTS.transitionDuration;
  return { settings: { slides, duration, transitionDuration: Math.min(transitionDuration, duration) }, problems };
}

function readJson(text: string | null | undefined): Record<string, unknown> | unknown[] | undefined {
  if (!text?.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown> | unknown[]) : undefined;
  } catch {
    return undefined;
  }
}

function firstInRange(range: { min: number; max: number }, ...values: unknown[]): number | undefined {
  return values.find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max);
}
