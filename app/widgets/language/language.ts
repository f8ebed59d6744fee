import type { WidgetContext } from '../shared/widget.ts';
import { closestTo } from '../../features/ui/dom.ts';
import { readCookie } from '../../../core/contract/shared/cookies.ts';
import { consentApi, granted } from '../../features/consent/client.ts';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_CATEGORY,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_SUGGESTION_DISMISSED_KEY,
  LANGUAGE_SWITCHER_SELECTOR,
  suggestedLanguage,
} from '../../../core/contract/i18n/language-choice.ts';

const SUGGESTION_CLASS = 'language-suggestion';

/**
 * The language switcher's memory and suggestion. A language chosen in the switcher is remembered (with
 * consent for preferences); a visitor whose browser, or earlier choice, prefers another language the shop
 * offers is told, in that language, that the page exists in it. Nothing redirects.
 */
export function start({ document: doc, window: win }: WidgetContext): void {
  const switcher = doc.querySelector<HTMLElement>(LANGUAGE_SWITCHER_SELECTOR);
  if (!switcher) return;
  doc.addEventListener('click', (event) => {
    const link = closestTo<HTMLAnchorElement>(event.target, `${LANGUAGE_SWITCHER_SELECTOR} a[hreflang]`);
    if (link) rememberLanguage(doc, win, link.hreflang);
  });
  const links = [...switcher.querySelectorAll<HTMLAnchorElement>('a[hreflang][data-suggestion]')];
  const pageLanguage = doc.documentElement.lang;
  const remembered = readCookie(doc.cookie, LANGUAGE_COOKIE);
  const target = suggestedLanguage(pageLanguage, links.map((link) => link.hreflang), win.navigator.languages ?? [win.navigator.language], remembered ?? null);
  const link = links.find((candidate) => candidate.hreflang === target);
  if (!link || dismissed(win)) return;
  showSuggestion(doc, win, link);
}

function rememberLanguage(doc: Document, win: Window, tag: string): void {
  if (!granted(consentApi(win), LANGUAGE_COOKIE_CATEGORY)) return;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(tag)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

function dismissed(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(LANGUAGE_SUGGESTION_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** A note over the page's corner (fixed, so nothing moves), in the suggested language, with the link and a close button. */
function showSuggestion(doc: Document, win: Window, link: HTMLAnchorElement): void {
  const note = doc.createElement('aside');
  note.className = SUGGESTION_CLASS;
  note.lang = link.lang;
  note.setAttribute('aria-label', link.dataset.suggestionLabel ?? link.textContent ?? '');
  const text = doc.createElement('p');
  text.textContent = `${link.dataset.suggestion ?? ''} `;
  const go = doc.createElement('a');
  go.href = link.href;
  go.hreflang = link.hreflang;
  go.textContent = link.dataset.suggestionLink ?? link.textContent ?? '';
  go.addEventListener('click', () => rememberLanguage(doc, win, link.hreflang));
  text.append(go);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = `${SUGGESTION_CLASS}__close`;
  close.textContent = link.dataset.suggestionDismiss ?? '×';
  close.addEventListener('click', () => {
    try {
      win.sessionStorage.setItem(LANGUAGE_SUGGESTION_DISMISSED_KEY, link.hreflang);
    } catch {
      // Storage refused (a private window): the note still closes for this page.
    }
    note.remove();
  });
  note.append(text, close);
  doc.body.append(note);
}
