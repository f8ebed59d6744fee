import type { BannerLayout, BannerPosition, BannerTheme, ConsentTexts } from '../contract/consent/options.ts';
import type { BannerType, ConsentCategory } from '../contract/consent/vocabulary.ts';

/**
 * The words of the admin's cookie banner form: what each choice and text is called and how long a text
 * may be. Plain data, so the form's markup and its validation read the same list.
 */

export type ConsentTextKey = keyof ConsentTexts;

export interface ConsentTextField {
  key: ConsentTextKey;
  label: string;
  maxLength: number;
  /** The banner needs some words here (the heading and the policy address may be left empty). */
  required: boolean;
  hint?: string;
}

export const CONSENT_TEXT_FIELDS: readonly ConsentTextField[] = [
  { key: 'header', label: 'Heading', maxLength: 200, required: false, hint: 'Shown with the “with a heading” layout.' },
  { key: 'message', label: 'Message', maxLength: 1000, required: true },
  { key: 'policyLink', label: 'Privacy policy link text', maxLength: 60, required: true },
  { key: 'policyHref', label: 'Privacy policy address', maxLength: 500, required: false, hint: 'A path such as /privacy-policy/ or a full https:// address; leave it empty for no link.' },
  { key: 'dismiss', label: '“Got it” button', maxLength: 60, required: true, hint: 'Information banner.' },
  { key: 'allow', label: 'Allow button', maxLength: 60, required: true, hint: 'Opt-in banner.' },
  { key: 'deny', label: 'Decline button', maxLength: 60, required: true },
  { key: 'allowall', label: 'Allow all button', maxLength: 60, required: true, hint: 'Detailed banners.' },
  { key: 'savesettings', label: 'Save settings button', maxLength: 60, required: true, hint: 'Detailed banners.' },
  { key: 'settings', label: 'Category list heading', maxLength: 60, required: true, hint: 'Detailed banners.' },
  { key: 'close', label: 'Close button', maxLength: 60, required: true },
  { key: 'revoke', label: 'Button that opens the banner again', maxLength: 60, required: true },
];

export const BANNER_TYPE_LABELS: Record<BannerType, string> = {
  info: 'Information only (“Got it”): shown as Opt-in, see below',
  'opt-in': 'Opt-in (Decline or Accept; nothing runs before consent)',
  'opt-out': 'Opt-out (runs until the visitor declines; Opt-in where the banner asks)',
  detailed: 'Detailed (a switch per category; Save settings, Allow all)',
  detailedRev: 'Detailed, Allow all first',
  detailedRevDeny: 'Detailed, Allow all first, with Decline',
};

/**
 * Why the information-only and opt-out types are not offered where the banner asks (core/contract/consent/consent-type.ts).
 */
export const BANNER_TYPE_HINT =
  'Where a cookie law applies (the EU, the EEA and the UK) and wherever you ask for consent, the banner must ask before anything tracks and offer “Decline” as plainly as “Accept” (EDPB cookie banner taskforce). “Information only” offers no refusal and “Opt-out” tracks before the answer, so visitors there get the Opt-in banner instead; Opt-in and the detailed types are shown as chosen.';

export const BANNER_LAYOUT_LABELS = { basic: 'Basic', 'basic-close': 'Basic with a close button', 'basic-header': 'Basic with a heading' } satisfies Record<BannerLayout, string>;
export const BANNER_POSITION_LABELS = { bottom: 'Bar at the bottom', top: 'Bar at the top', 'bottom-left': 'Box at the bottom left', 'bottom-right': 'Box at the bottom right' } satisfies Record<BannerPosition, string>;
export const BANNER_THEME_LABELS = { block: 'Block', classic: 'Classic', edgeless: 'Edgeless' } satisfies Record<BannerTheme, string>;

/** The owner's names for the categories, in the order the form lists them. */
export const CONSENT_CATEGORY_FIELDS: readonly { name: ConsentCategory; title: string }[] = [
  { name: 'necessary', title: 'Necessary' },
  { name: 'functional', title: 'Functional' },
  { name: 'preferences', title: 'Preferences' },
  { name: 'statistics', title: 'Statistics' },
  { name: 'statistics-anonymous', title: 'Anonymous statistics' },
  { name: 'marketing', title: 'Marketing' },
];

export const CATEGORY_LABEL_MAX_LENGTH = 60;

/** The necessary category is always on: the form shows its switch locked. */
export const LOCKED_ON_CATEGORY: ConsentCategory = 'necessary';

/** Auto-dismiss bounds (the same as the config file's). */
export const AUTO_DISMISS_TIMEOUT_MS = { min: 1000, max: 3_600_000 } as const;
export const AUTO_DISMISS_SCROLL_PX = { min: 1, max: 100_000 } as const;
