import type { PageLanguage } from '../../../core/i18n/page-languages.ts';

/**
 * The page's addresses in every language for search engines: one `hreflang` alternate each, itself
 * included, and `x-default` for visitors whose language the shop does not speak (the default language).
 */
export function LanguageAlternates({ languages }: { languages: readonly PageLanguage[] }) {
  const fallback = languages[0];
  if (!fallback) return null;
  return (
    <>
      {languages.map((language) => (
        <link key={language.tag} rel="alternate" hrefLang={language.tag} href={language.url} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={fallback.url} />
    </>
  );
}
