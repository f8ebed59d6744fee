import { closeOutcome } from '../../../core/contract/consent/status-rules.ts';
import type { BannerType, ConsentStatus } from '../../../core/contract/consent/vocabulary.ts';

/** The server-rendered banner (docs/contract.md "Consent banner"). */
export const BANNER_SELECTOR = '[data-consent-banner]';
/** What reopens the banner: the revoke button and any manage-settings link. */
export const OPENER_SELECTOR = '.cc-revoke, a.cc-settings';
const SWITCH_SELECTOR = 'input[data-consent-category]';

/** Button class → the status it writes; `cc-allowall` also carries `cc-allow`, so it is looked at first. */
const BUTTON_STATUSES: readonly (readonly [string, ConsentStatus])[] = [
  ['cc-allowall', 'allowall'],
  ['cc-allow', 'allow'],
  ['cc-deny', 'deny'],
  ['cc-dismiss', 'dismiss'],
  ['cc-save', 'savesettings'],
];

/** The status a banner button writes (the close-X: the type's close outcome); undefined for other buttons. */
export function buttonStatus(button: Element, type: BannerType): ConsentStatus | undefined {
  if (button.classList.contains('cc-close')) return closeOutcome(type);
  return BUTTON_STATUSES.find(([name]) => button.classList.contains(name))?.[1];
}

/** The detailed banner's switches as the visitor set them, by category. */
export function readSwitches(banner: ParentNode | null): Record<string, boolean> {
  const switches: Record<string, boolean> = {};
  for (const input of banner?.querySelectorAll<HTMLInputElement>(SWITCH_SELECTOR) ?? []) switches[input.dataset.consentCategory ?? ''] = input.checked;
  return switches;
}

/** Shows the visitor's current answers on the switches (locked ones keep theirs). */
export function setSwitches(banner: ParentNode, granted: Record<string, boolean>): void {
  for (const input of banner.querySelectorAll<HTMLInputElement>(SWITCH_SELECTOR)) {
    const value = granted[input.dataset.consentCategory ?? ''];
    if (!input.disabled && value !== undefined) input.checked = value;
  }
}
