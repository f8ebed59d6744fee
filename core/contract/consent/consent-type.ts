import type { BannerType } from './vocabulary.ts';

/**
 * Whether a page asks before anything tracks, in the WordPress Consent API's words: `optin` (nothing
 * that tracks runs before its category is granted) or `optout` (tracking runs until the visitor
 * refuses; the "Cookie settings" link and the Global Privacy Control signal refuse).
 */
export type ConsentType = 'optin' | 'optout';

/** What Global Privacy Control refuses for a visitor who has not answered: selling and sharing, i.e. tracking. */
export const GPC_REFUSED_CATEGORIES: readonly string[] = ['marketing', 'statistics'];

/**
 * The banner type a page shows. Where it asks, refusing must be in the first layer and as easy as
 * accepting (EDPB cookie banner taskforce, 2023): "Information only" offers no refusal and "Opt-out"
 * tracks before the answer, so both become "Opt-in"; opt-in and the detailed types are kept. Where it
 * does not ask, the banner opens only from "Cookie settings", which must still let the visitor refuse,
 * so "Information only" becomes "Opt-in" there too.
 */
export function lawfulType(type: BannerType, asks: boolean): BannerType {
  return type === 'info' || (asks && type === 'opt-out') ? 'opt-in' : type;
}
