import { z } from 'zod';
import type { ConsentCategoryOption, ConsentOptions, ConsentTexts } from '../contract/consent/options.ts';
import { bannerChoiceShape } from '../consent/options-schema.ts';
import { CONSENT_CATEGORY_DEFAULTS } from './consent-category-defaults.ts';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../contract/consent/vocabulary.ts';
import { overrideStore } from './override-store.ts';
import { AUTO_DISMISS_SCROLL_PX, AUTO_DISMISS_TIMEOUT_MS, CATEGORY_LABEL_MAX_LENGTH, CONSENT_TEXT_FIELDS } from './consent-fields.ts';

/**
 * The cookie banner as the config file sets it, with what the shop owner saved in the admin on top.
 * The file gives the defaults; the saved overrides name only what the owner changed, so an option the
 * owner never touched still follows the file.
 */

/** One category as the owner sees it: listed in the banner or not, its label, switched on at first or not. */
export interface EditableCategory {
  shown: boolean;
  label: string;
  checked: boolean;
}

/** The options the admin edits; the others (cookie name, page rules, stats URL, integrations) stay the file's. */
export interface EditableConsent
  extends Pick<ConsentOptions, 'enabled' | 'type' | 'layout' | 'position' | 'theme' | 'revokable' | 'regionalLaw' | 'askEverywhere' | 'texts' | 'autoDismiss'> {
  categories: Record<ConsentCategory, EditableCategory>;
}

/** The same address rule as the config file's `texts.policyHref`: a path or an http(s) URL. */
export const POLICY_HREF = /^(\/|https?:\/\/)\S*$/;

const textsOverrideSchema = z.object(
  Object.fromEntries(
    CONSENT_TEXT_FIELDS.map((field) => {
      const text = z.string().max(field.maxLength);
      const rule = field.key === 'policyHref' ? text.regex(POLICY_HREF).nullable() : field.required ? text.min(1) : text;
      return [field.key, rule.optional()];
    }),
  ),
) as unknown as z.ZodType<Partial<ConsentTexts>>;

/** What the settings row may hold; unknown keys are dropped, a wrong value discards the whole row. */
export const consentOverridesSchema = z
  .object({
    ...bannerChoiceShape,
    texts: textsOverrideSchema,
    autoDismiss: z
      .object({
        timeoutMs: z.int().min(AUTO_DISMISS_TIMEOUT_MS.min).max(AUTO_DISMISS_TIMEOUT_MS.max).nullable(),
        scrollPx: z.int().min(AUTO_DISMISS_SCROLL_PX.min).max(AUTO_DISMISS_SCROLL_PX.max).nullable(),
        clickOutside: z.boolean(),
      })
      .partial(),
    categories: z.partialRecord(
      z.enum(CONSENT_CATEGORIES),
      z.object({ shown: z.boolean(), label: z.string().min(1).max(CATEGORY_LABEL_MAX_LENGTH), checked: z.boolean() }).partial(),
    ),
  })
  .partial();

export type ConsentOverrides = z.infer<typeof consentOverridesSchema>;

/** The owner's banner overrides, in the settings row `consent` (edited in /admin/settings/consent/). */
export const consentOverrideStore = overrideStore<ConsentOverrides>('consent', consentOverridesSchema);

/**
 * The banner's effective options: the file's, with the owner's overrides applied. Every reader of the
 * banner's options gets them from here (through the per-process site data), so the banner, the head
 * script, the stats endpoint, the page cache's variants and the consent revision agree. Without
 * overrides it returns the file's own object, so the revision is the file's again after a reset.
 */
export function effectiveConsent(file: Readonly<ConsentOptions>, overrides: ConsentOverrides | null): Readonly<ConsentOptions> {
  if (!overrides || Object.keys(overrides).length === 0) return file;
  const { texts, autoDismiss, categories, ...scalars } = overrides;
  // Frozen like the file's options: the revision is computed once per object.
  return Object.freeze({
    ...file,
    ...defined(scalars),
    texts: Object.freeze({ ...file.texts, ...defined(texts ?? {}) }),
    autoDismiss: Object.freeze({ ...file.autoDismiss, ...defined(autoDismiss ?? {}) }),
    categories: categoriesWith(file.categories, categories ?? {}),
  });
}

/** The form's view of some options: every category, listed or not. */
export function editableConsent(options: Readonly<ConsentOptions>): EditableConsent {
  const categories = Object.fromEntries(
    CONSENT_CATEGORIES.map((name) => {
      const listed = options.categories.find((category) => category.name === name);
      const known = listed ?? defaultCategory(name);
      return [name, { shown: listed !== undefined, label: known.label, checked: known.checked }];
    }),
  ) as Record<ConsentCategory, EditableCategory>;
  const { enabled, type, layout, position, theme, revokable, regionalLaw, askEverywhere } = options;
  return { enabled, type, layout, position, theme, revokable, regionalLaw, askEverywhere, texts: { ...options.texts }, autoDismiss: { ...options.autoDismiss }, categories };
}

/** The overrides that turn the file's options into the edited ones: only what differs from the file. */
export function consentOverridesFor(file: Readonly<ConsentOptions>, edited: EditableConsent): ConsentOverrides {
  const base = editableConsent(file);
  const overrides: ConsentOverrides = { ...changes(scalarsOf(base), scalarsOf(edited)) };
  const texts = changes(base.texts, edited.texts);
  if (Object.keys(texts).length > 0) overrides.texts = texts;
  const autoDismiss = changes(base.autoDismiss, edited.autoDismiss);
  if (Object.keys(autoDismiss).length > 0) overrides.autoDismiss = autoDismiss;
  const categories: NonNullable<ConsentOverrides['categories']> = {};
  for (const name of CONSENT_CATEGORIES) {
    const changed = changes(base.categories[name], edited.categories[name]);
    if (Object.keys(changed).length > 0) categories[name] = changed;
  }
  if (Object.keys(categories).length > 0) overrides.categories = categories;
  return overrides;
}

type CategoryChanges = NonNullable<ConsentOverrides['categories']>;

function categoriesWith(listed: readonly ConsentCategoryOption[], changed: CategoryChanges): ConsentCategoryOption[] {
  const kept = listed.filter((category) => changed[category.name]?.shown !== false);
  const added = CONSENT_CATEGORIES.filter((name) => changed[name]?.shown === true && !listed.some((category) => category.name === name)).map(defaultCategory);
  const all = [...kept, ...added].map((category) => withChanges(category, changed[category.name]));
  // A banner needs a category: a file edited after the save may have left none of the shown ones.
  const categories = all.length > 0 ? all : [...listed];
  Object.freeze(categories);
  return categories;
}

function withChanges(category: ConsentCategoryOption, change: CategoryChanges[ConsentCategory]): ConsentCategoryOption {
  if (!change) return category;
  return Object.freeze({ ...category, label: change.label ?? category.label, checked: change.checked ?? category.checked });
}

/** A category the file does not list, as the defaults describe it (its cookie suffix and what it sets). */
function defaultCategory(name: ConsentCategory): ConsentCategoryOption {
  const known = CONSENT_CATEGORY_DEFAULTS.find((category) => category.name === name);
  return known ?? { name, cookie_suffix: name.replaceAll('-', '_'), label: name, checked: false, disabled: false, cookies: [], storage: [] };
}

function scalarsOf(options: EditableConsent): Omit<EditableConsent, 'texts' | 'autoDismiss' | 'categories'> {
  const { enabled, type, layout, position, theme, revokable, regionalLaw, askEverywhere } = options;
  return { enabled, type, layout, position, theme, revokable, regionalLaw, askEverywhere };
}

/** The entries of `next` whose value differs from `base`. */
function changes<T extends object>(base: T, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => base[key as keyof T] !== value)) as Partial<T>;
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;
}
