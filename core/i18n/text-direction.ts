/** The direction a language's text runs in: `dir` on a page or an e-mail, so that logical CSS mirrors it. */
export type TextDirection = 'ltr' | 'rtl';

/** Not yet in TypeScript's Intl types: the text information every current engine gives a locale. */
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };

const known = new Map<string, TextDirection>();

/** Right to left for Arabic, Hebrew, Persian, Urdu…, as the runtime's locale data says; left to right otherwise. */
export function textDirection(locale: string): TextDirection {
  const cached = known.get(locale);
  if (cached) return cached;
  let direction: TextDirection = 'ltr';
  try {
    const info = new Intl.Locale(locale) as LocaleWithTextInfo;
    if ((info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl') direction = 'rtl';
  } catch {
    // Not a language tag: the default direction.
  }
  known.set(locale, direction);
  return direction;
}
