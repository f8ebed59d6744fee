import type { ConsentStatus } from '../contract/consent/vocabulary.ts';

/** How the admin report names each status a decision can leave. */
export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  allow: 'Allowed',
  allowall: 'Allowed all',
  dismiss: 'Dismissed',
  savesettings: 'Saved settings',
  detailed: 'Detailed',
  deny: 'Denied',
  close: 'Closed',
  discard: 'Discarded',
};

/** A status's label; a status this version does not know is shown as stored. */
export function consentStatusLabel(status: string): string {
  return Object.hasOwn(CONSENT_STATUS_LABELS, status) ? CONSENT_STATUS_LABELS[status as ConsentStatus] : status;
}
