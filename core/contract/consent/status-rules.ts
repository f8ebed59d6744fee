import { isDetailedType, type BannerType, type ConsentStatus } from './vocabulary.ts';

/**
 * What each banner type does with a visitor's gestures: which buttons it shows (in order), what the
 * close-X means, and the status an auto-dismiss gives (the type's default accept status).
 */

/** The banner's buttons, by the status each one writes. */
export type BannerButton = 'deny' | 'allow' | 'dismiss' | 'allowall' | 'savesettings';

const BUTTONS: Record<BannerType, readonly BannerButton[]> = {
  info: ['dismiss'],
  // Refusing is one click, exactly like accepting.
  'opt-in': ['deny', 'allow'],
  'opt-out': ['deny', 'dismiss'],
  // With the switches at their defaults "Save settings" is the refusal, next to "Allow all".
  detailed: ['savesettings', 'allowall'],
  detailedRev: ['allowall', 'savesettings'],
  detailedRevDeny: ['allowall', 'savesettings', 'deny'],
};

export function bannerButtons(type: BannerType): readonly BannerButton[] {
  return BUTTONS[type];
}

/** The close-X outcome: info and opt-out allow, opt-in denies, detailed types save the switches. */
export function closeOutcome(type: BannerType): ConsentStatus {
  if (isDetailedType(type)) return 'savesettings';
  return type === 'opt-in' ? 'deny' : 'allow';
}

/** The status an auto-dismiss (timeout, scroll, click outside) writes for this type. */
export function acceptStatus(type: BannerType): ConsentStatus {
  if (isDetailedType(type)) return 'allowall';
  return type === 'opt-in' ? 'allow' : 'dismiss';
}

export interface AutoDismissRules {
  /** Milliseconds after the banner opens; null for never. */
  timeoutMs: number | null;
  /** Scroll distance in pixels; null for never. */
  scrollPx: number | null;
  clickOutside: boolean;
}

export const NO_AUTO_DISMISS: AutoDismissRules = { timeoutMs: null, scrollPx: null, clickOutside: false };

/** Auto-dismiss never applies where the law asks for an explicit action. */
export function autoDismissRules(configured: AutoDismissRules, explicitActionRequired: boolean): AutoDismissRules {
  return explicitActionRequired ? NO_AUTO_DISMISS : configured;
}
