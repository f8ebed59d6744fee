import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { PageTeaser as Teaser } from '../../../core/theme/home-data.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { SectionShell } from './SectionShell.tsx';

/** "Our story" and "Visit us": a content page's excerpt and a link to it, so the copy is edited where the page is. */
export function PageTeaser({ section, page }: { section: SectionOf<'story'> | SectionOf<'visit'>; page: Teaser }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  const story = section.type === 'story';
  return (
    <SectionShell id={section.key} heading={section.heading} className={story ? 'landing-story' : 'landing-visit'}>
      <p className={story ? 'landing-story__text' : undefined}>{page.excerpt}</p>
      <p>
        <a href={href(page.href)}>{story ? t('catalog.home.moreAbout') : t('catalog.home.reachUs', { title: page.title })}</a>
      </p>
    </SectionShell>
  );
}
