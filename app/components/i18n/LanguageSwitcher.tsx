import type { LanguageSuggestion, PageLanguage } from '../../../core/i18n/page-languages.ts';

/**
 * The same page in the shop's other languages (docs/contract.md, "Theme": links with `hreflang` and `lang`
 * inside `nav.language-switcher`). Each name is written in its own language, and marked as such, so a
 * screen reader pronounces it right; the page's own language is the current item.
 */
export function LanguageSwitcher({ languages, label, className, suggestions }: { languages: readonly PageLanguage[]; label: string; className?: string; suggestions?: Readonly<Record<string, LanguageSuggestion>> }) {
  if (languages.length === 0) return null;
  return (
    <nav className={className ? `language-switcher ${className}` : 'language-switcher'} aria-label={label}>
      <ul className="language-switcher__list">
        {languages.map((language) => (
          <li key={language.tag}>
            <a
              href={language.href}
              hrefLang={language.tag}
              lang={language.tag}
              aria-current={language.current ? 'true' : undefined}
              data-language={language.tag}
              {...suggestionData(language.current ? undefined : suggestions?.[language.tag])}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The suggestion in the link's own language, for the page's script to offer (app/widgets/language/). */
function suggestionData(suggestion: LanguageSuggestion | undefined) {
  if (!suggestion) return {};
  return { 'data-suggestion': suggestion.text, 'data-suggestion-link': suggestion.link, 'data-suggestion-dismiss': suggestion.dismiss, 'data-suggestion-label': suggestion.label };
}
