import type { ThemeOptions } from '../contract/theme/options.ts';
import {
  BACKGROUND_SLIDES_MAX,
  EMBED_CONSENT_CATEGORIES,
  MAP_ATTRIBUTION_MAX,
  MAP_MAX_ZOOM_RANGE,
  MORPH_MS_RANGE,
  SLIDE_MS_RANGE,
  TILE_URL_MAX,
  TRANSITION_MS_RANGE,
} from '../theme/options-schema.ts';

/**
 * The theme form's fields for the header's slideshow and text effect, embedded videos and the map: as
 * the form shows them (text, one slide address a line) and back into options. Field names are the config
 * file's paths (`background.images`, `map.tileUrl` …), so a message from the schema finds its field.
 */

export interface MediaFormValues {
  /** One address a line. */
  backgroundImages: string;
  backgroundDuration: string;
  backgroundTransition: string;
  textMorph: boolean;
  textMorphSpeed: string;
  videoConsent: string;
  mapConsent: string;
  mapTileUrl: string;
  mapAttribution: string;
  mapMaxZoom: string;
}

/** Whole-number fields: their names, ranges and units, for the form's hints and messages. */
export const MEDIA_NUMBER_FIELDS = {
  'background.duration': { range: SLIDE_MS_RANGE, unit: 'milliseconds' },
  'background.transitionDuration': { range: TRANSITION_MS_RANGE, unit: 'milliseconds' },
  'textMorph.speed': { range: MORPH_MS_RANGE, unit: 'milliseconds' },
  'map.maxZoom': { range: MAP_MAX_ZOOM_RANGE, unit: 'levels' },
} as const;
export type MediaNumberField = keyof typeof MEDIA_NUMBER_FIELDS;

export const EMBED_CONSENT_CHOICES = EMBED_CONSENT_CATEGORIES;

/**
 * Longer input is cut before it is shown again: a little over each field's limit, so an overlong value is
 * refused with its message rather than cut into a valid one.
 */
export const MEDIA_ECHO_LENGTH = { 'background.images': 21_000, 'map.tileUrl': 600, 'map.attribution': 400, other: 200 } as const;

export function mediaFormValues(options: Readonly<ThemeOptions>): MediaFormValues {
  return {
    backgroundImages: options.background.images.join('\n'),
    backgroundDuration: String(options.background.duration),
    backgroundTransition: String(options.background.transitionDuration),
    textMorph: options.textMorph.enabled,
    textMorphSpeed: String(options.textMorph.speed),
    videoConsent: options.video.consent,
    mapConsent: options.map.consent,
    mapTileUrl: options.map.tileUrl,
    mapAttribution: options.map.attribution,
    mapMaxZoom: String(options.map.maxZoom),
  };
}

/** The posted media fields; `text` reads a field cut to the given length, `on` a ticked box. */
export function readMediaForm(text: (name: string, max: number) => string, on: (name: string) => boolean): MediaFormValues {
  const short = (name: string) => text(name, MEDIA_ECHO_LENGTH.other);
  return {
    backgroundImages: text('background.images', MEDIA_ECHO_LENGTH['background.images']),
    backgroundDuration: short('background.duration'),
    backgroundTransition: short('background.transitionDuration'),
    textMorph: on('textMorph.enabled'),
    textMorphSpeed: short('textMorph.speed'),
    videoConsent: short('video.consent'),
    mapConsent: short('map.consent'),
    mapTileUrl: text('map.tileUrl', MEDIA_ECHO_LENGTH['map.tileUrl']),
    mapAttribution: text('map.attribution', MEDIA_ECHO_LENGTH['map.attribution']),
    mapMaxZoom: short('map.maxZoom'),
  };
}

/** The fields a browser posts for these values (the box only when ticked). */
export function mediaFormFields(values: MediaFormValues): Record<string, string> {
  const fields: Record<string, string> = {
    'background.images': values.backgroundImages,
    'background.duration': values.backgroundDuration,
    'background.transitionDuration': values.backgroundTransition,
    'textMorph.speed': values.textMorphSpeed,
    'video.consent': values.videoConsent,
    'map.consent': values.mapConsent,
    'map.tileUrl': values.mapTileUrl,
    'map.attribution': values.mapAttribution,
    'map.maxZoom': values.mapMaxZoom,
  };
  if (values.textMorph) fields['textMorph.enabled'] = '1';
  return fields;
}

/** A whole number in the field's range, or its message in `errors` (and NaN, which the schema refuses too). */
function wholeNumber(name: MediaNumberField, value: string, errors: Record<string, string>): number {
  const { range, unit } = MEDIA_NUMBER_FIELDS[name];
  const trimmed = value.trim();
  if (/^\d{1,6}$/.test(trimmed) && Number(trimmed) >= range.min && Number(trimmed) <= range.max) return Number(trimmed);
  errors[name] = `Enter a whole number of ${unit} from ${range.min} to ${range.max}.`;
  return Number.NaN;
}

/** A category the embeds may wait for, or its message. */
function embedConsent(name: string, value: string, errors: Record<string, string>): (typeof EMBED_CONSENT_CATEGORIES)[number] {
  const found = EMBED_CONSENT_CATEGORIES.find((category) => category === value);
  if (found) return found;
  errors[name] = `Choose one of: ${EMBED_CONSENT_CATEGORIES.join(', ')}.`;
  return EMBED_CONSENT_CATEGORIES[0];
}

/** The media areas of the options from the form; what is wrong goes into `errors` by field name (the schema checks the rest). */
export function parseMediaForm(values: MediaFormValues, errors: Record<string, string>): Pick<ThemeOptions, 'background' | 'textMorph' | 'video' | 'map'> {
  const images = values.backgroundImages
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (images.length > BACKGROUND_SLIDES_MAX) errors['background.images'] = `Enter at most ${BACKGROUND_SLIDES_MAX} slides, one a line.`;
  const tileUrl = values.mapTileUrl.trim();
  if (tileUrl.length > TILE_URL_MAX) errors['map.tileUrl'] = `Enter at most ${TILE_URL_MAX} characters.`;
  const attribution = values.mapAttribution.trim();
  if (attribution === '' || attribution.length > MAP_ATTRIBUTION_MAX) {
    errors['map.attribution'] = `Enter the credit the tile provider asks for, at most ${MAP_ATTRIBUTION_MAX} characters.`;
  }
  return {
    background: {
      images,
      duration: wholeNumber('background.duration', values.backgroundDuration, errors),
      transitionDuration: wholeNumber('background.transitionDuration', values.backgroundTransition, errors),
    },
    textMorph: { enabled: values.textMorph, speed: wholeNumber('textMorph.speed', values.textMorphSpeed, errors) },
    video: { consent: embedConsent('video.consent', values.videoConsent, errors) },
    map: { tileUrl, attribution, consent: embedConsent('map.consent', values.mapConsent, errors), maxZoom: wholeNumber('map.maxZoom', values.mapMaxZoom, errors) },
  };
}

/**
 * The field a schema issue is about (`['background', 'images', 2]` → `background.images`), with its
 * message; null for areas this module does not show.
 */
export function mediaIssue(path: readonly PropertyKey[], message: string): { name: string; message: string } | null {
  const [area, field, index] = path.map(String);
  if (!field || !['background', 'textMorph', 'video', 'map'].includes(area ?? '')) return null;
  const name = `${area}.${field}`;
  if (name === 'background.images' && index !== undefined) return { name, message: `Line ${Number(index) + 1}: the address ${message}.` };
  if (name === 'map.tileUrl') return { name, message: `The address ${message}.` };
  return { name, message: `This value is not accepted: ${message}.` };
}
