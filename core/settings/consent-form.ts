import { z } from 'zod';
import { fieldErrorsFrom, type FormFailure } from '../shared/validation.ts';
import { BANNER_LAYOUTS, BANNER_POSITIONS, BANNER_THEMES, BANNER_TYPES, CONSENT_CATEGORIES, type ConsentCategory } from '../contract/consent/vocabulary.ts';
import { AUTO_DISMISS_SCROLL_PX, AUTO_DISMISS_TIMEOUT_MS, CATEGORY_LABEL_MAX_LENGTH, CONSENT_TEXT_FIELDS, LOCKED_ON_CATEGORY, type ConsentTextField, type ConsentTextKey } from './consent-fields.ts';
import { POLICY_HREF, type EditableConsent } from './consent-overrides.ts';

/**
 * The admin's cookie banner form. Field names are the paths of the values (`texts.message`,
 * `categories.marketing.label`), so a message lands next to the field it is about.
 */

export interface ConsentFormValues {
  enabled: boolean;
  type: string;
  layout: string;
  position: string;
  theme: string;
  revokable: boolean;
  regionalLaw: boolean;
  askEverywhere: boolean;
  texts: Record<ConsentTextKey, string>;
  autoDismiss: { timeoutMs: string; scrollPx: string; clickOutside: boolean };
  categories: Record<ConsentCategory, { shown: boolean; label: string; checked: boolean }>;
}

/** Longer input is cut before it is shown again (the limits themselves are far below this). */
const MAX_ECHO_LENGTH = 2000;

export function consentFormValues(options: EditableConsent): ConsentFormValues {
  const texts = Object.fromEntries(CONSENT_TEXT_FIELDS.map(({ key }) => [key, options.texts[key] ?? ''])) as Record<ConsentTextKey, string>;
  return {
    enabled: options.enabled,
    type: options.type,
    layout: options.layout,
    position: options.position,
    theme: options.theme,
    revokable: options.revokable,
    regionalLaw: options.regionalLaw,
    askEverywhere: options.askEverywhere,
    texts,
    autoDismiss: {
      timeoutMs: options.autoDismiss.timeoutMs === null ? '' : String(options.autoDismiss.timeoutMs),
      scrollPx: options.autoDismiss.scrollPx === null ? '' : String(options.autoDismiss.scrollPx),
      clickOutside: options.autoDismiss.clickOutside,
    },
    categories: Object.fromEntries(CONSENT_CATEGORIES.map((name) => [name, { ...options.categories[name] }])) as ConsentFormValues['categories'],
  };
}

/** The posted fields (an unchecked box is simply absent; missing text is ""). */
export function readConsentForm(form: { get(name: string): unknown }): ConsentFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_ECHO_LENGTH) : '';
  };
  const on = (name: string) => form.get(name) === '1';
  return {
    enabled: on('enabled'),
    type: text('type'),
    layout: text('layout'),
    position: text('position'),
    theme: text('theme'),
    revokable: on('revokable'),
    regionalLaw: on('regionalLaw'),
    askEverywhere: on('askEverywhere'),
    texts: Object.fromEntries(CONSENT_TEXT_FIELDS.map(({ key }) => [key, text(`texts.${key}`)])) as Record<ConsentTextKey, string>,
    autoDismiss: { timeoutMs: text('autoDismiss.timeoutMs'), scrollPx: text('autoDismiss.scrollPx'), clickOutside: on('autoDismiss.clickOutside') },
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((name) => [
        name,
        { shown: on(`categories.${name}.shown`), label: text(`categories.${name}.label`), checked: name === LOCKED_ON_CATEGORY || on(`categories.${name}.checked`) },
      ]),
    ) as ConsentFormValues['categories'],
  };
}

/** The fields a browser posts for these values (what `readConsentForm` reads back): ticked boxes only. */
export function consentFormFields(values: ConsentFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  const tick = (name: string, on: boolean) => {
    if (on) fields[name] = '1';
  };
  tick('enabled', values.enabled);
  Object.assign(fields, { type: values.type, layout: values.layout, position: values.position, theme: values.theme });
  tick('revokable', values.revokable);
  tick('regionalLaw', values.regionalLaw);
  tick('askEverywhere', values.askEverywhere);
  for (const { key } of CONSENT_TEXT_FIELDS) fields[`texts.${key}`] = values.texts[key];
  fields['autoDismiss.timeoutMs'] = values.autoDismiss.timeoutMs;
  fields['autoDismiss.scrollPx'] = values.autoDismiss.scrollPx;
  tick('autoDismiss.clickOutside', values.autoDismiss.clickOutside);
  for (const name of CONSENT_CATEGORIES) {
    const category = values.categories[name];
    tick(`categories.${name}.shown`, category.shown);
    fields[`categories.${name}.label`] = category.label;
    // The locked switch is disabled in the page, so a browser never sends it.
    if (name !== LOCKED_ON_CATEGORY) tick(`categories.${name}.checked`, category.checked);
  }
  return fields;
}

function textRule(field: ConsentTextField) {
  const text = z.string().trim().max(field.maxLength, `Keep it to ${field.maxLength} characters or fewer.`);
  if (field.key === 'policyHref') {
    return text.refine((value) => value === '' || POLICY_HREF.test(value), 'Enter a path such as /privacy-policy/ or an address starting with https://.').transform((value) => value || null);
  }
  return field.required ? text.min(1, 'This text cannot be empty.') : text;
}

/** An optional whole number within bounds: empty means "never". */
function optionalWhole(bounds: { min: number; max: number }, unit: string) {
  const format = (n: number) => n.toLocaleString('en-US');
  return z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,9}$/.test(value) && Number(value) >= bounds.min && Number(value) <= bounds.max),
      `Enter a whole number of ${unit} from ${format(bounds.min)} to ${format(bounds.max)}, or leave it empty.`,
    )
    .transform((value) => (value === '' ? null : Number(value)));
}

const categorySchema = z.object({
  shown: z.boolean(),
  label: z.string().trim().min(1, 'Give the category a label.').max(CATEGORY_LABEL_MAX_LENGTH, `Keep the label to ${CATEGORY_LABEL_MAX_LENGTH} characters or fewer.`),
  checked: z.boolean(),
});

const consentFormSchema = z.object({
  enabled: z.boolean(),
  type: z.enum(BANNER_TYPES, 'Choose a banner type from the list.'),
  layout: z.enum(BANNER_LAYOUTS, 'Choose a layout from the list.'),
  position: z.enum(BANNER_POSITIONS, 'Choose a position from the list.'),
  theme: z.enum(BANNER_THEMES, 'Choose a theme from the list.'),
  revokable: z.boolean(),
  regionalLaw: z.boolean(),
  askEverywhere: z.boolean(),
  texts: z.object(Object.fromEntries(CONSENT_TEXT_FIELDS.map((field) => [field.key, textRule(field)]))),
  autoDismiss: z.object({
    timeoutMs: optionalWhole(AUTO_DISMISS_TIMEOUT_MS, 'milliseconds'),
    scrollPx: optionalWhole(AUTO_DISMISS_SCROLL_PX, 'pixels'),
    clickOutside: z.boolean(),
  }),
  categories: z
    .object(Object.fromEntries(CONSENT_CATEGORIES.map((name) => [name, categorySchema])))
    .refine((categories) => Object.values(categories).some((category) => category.shown), 'Show at least one category.'),
});

/** The edited options, or the messages by field name and what was typed. */
export function parseConsentForm(values: ConsentFormValues): { ok: true; value: EditableConsent } | FormFailure<ConsentFormValues> {
  const parsed = consentFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFrom(parsed.error, { key: 'path' }), values };
  // The texts and categories shapes are built from the same key lists as EditableConsent's.
  return { ok: true, value: parsed.data as unknown as EditableConsent };
}
