import type { PageLanguage } from '../../../core/i18n/page-languages.ts';

/**
 * The same page in the shop's other languages (CONTRACT.md, "Theme": links with `hreflang` and `lang`
 * inside `nav.language-switcher`). Each name is written in its own language, and marked as such, so a
 * screen reader pronounces it right; the page's own language is the current item.
 */
export function LanguageSwitcher({ languages, label, className }: { languages: readonly PageLanguage[]; label: string; className?: string }) {
  if (languages.length === 0) return null;
  return (
    <nav className={className ? `language-switcher ${className}` : 'language-switcher'} aria-label={label}>
      <ul className="language-switcher__list">
        {languages.map((language) => (
          <li key={language.tag}>
            <a href={language.href} hrefLang={language.tag} lang={language.tag} aria-current={language.current ? 'true' : undefined} data-language={language.tag}>
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
