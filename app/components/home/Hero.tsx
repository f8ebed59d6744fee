import { useLocalizedHref } from '../i18n/locale-context.ts';
import type { ReactNode } from 'react';
import type { HeroPoster } from '../../../core/theme/home-data.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { TextEffectText } from '../content/TextEffectText.tsx';

/**
 * The hero: the background slideshow (`data-background`, its first image drawn by the page as the
 * largest paint, so it is there before any script) under the headline, whose other lines the text
 * effect types or morphs in (`data-text-effect`; the served text, and the accessible name, is the first).
 */
export function Hero({ section, slides, poster, transitionDuration, fallbackEyebrow, children }: { section: SectionOf<'hero'>; slides: string[]; poster: HeroPoster | null; transitionDuration: number; fallbackEyebrow: string; children?: ReactNode }) {
  const href = useLocalizedHref();
  const [headline = '', ...more] = section.headlines;
  const background = slides.length > 0 ? JSON.stringify({ images: slides, duration: section.duration, transitionDuration }) : undefined;
  return (
    <section className={background ? 'hero hero--media' : 'hero'} aria-labelledby="hero-title">
      {background ? (
        <div className="hero__media" data-background={background}>
          {poster ? (
            <img
              className="hero__poster"
              src={poster.image.src}
              srcSet={poster.image.srcSet || undefined}
              sizes={poster.image.srcSet ? '100vw' : undefined}
              width={poster.image.width}
              height={poster.image.height}
              alt=""
              loading="eager"
              fetchPriority="high"
            />
          ) : null}
        </div>
      ) : null}
      <div className="container hero__inner">
        <div className="hero__panel">
          <p className="hero__eyebrow">{section.eyebrow || fallbackEyebrow}</p>
          <h1
            id="hero-title"
            className="hero__title"
            data-text-effect={more.length > 0 ? JSON.stringify(section.headlines) : undefined}
            data-text-effect-mode={more.length > 0 ? section.mode : undefined}
          >
            {more.length > 0 ? <TextEffectText strings={section.headlines} /> : headline}
          </h1>
          {section.text ? <p className="hero__text">{section.text}</p> : null}
          {section.ctaLabel ? (
            <p className="hero__actions">
              <a className="button hero__cta" href={href(section.ctaHref)}>
                {section.ctaLabel}
              </a>
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
