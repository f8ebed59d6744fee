import { useTranslate } from '../i18n/translate-context.ts';
/** The menu of the page's sections (`nav` "On this page"): anchors the scroll spy follows. */
export function InPageMenu({ entries }: { entries: readonly { id: string; label: string }[] }) {
  const t = useTranslate();
  if (entries.length === 0) return null;
  return (
    <nav className="landing-nav" aria-label={t('catalog.home.onThisPage')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
