import { useLocalizedHref } from '../i18n/locale-context.ts';
import type { ReactNode } from 'react';

/**
 * A home page section: its key is its id (so `/#<key>` and the in-page menu reach it), its heading names
 * it, and it fades in with the theme's reveal option.
 */
export function SectionShell({ id, heading, className, link, children }: { id: string; heading: string; className?: string; link?: { href: string; label: string } | null; children: ReactNode }) {
  const href = useLocalizedHref();
  const titleId = `${id}-title`;
  return (
    <section id={id} className={className ? `home-section ${className}` : 'home-section'} data-reveal="" aria-labelledby={titleId}>
      {link ? (
        <div className="home-section__header">
          <h2 id={titleId}>{heading}</h2>
          <a href={href(link.href)}>{link.label}</a>
        </div>
      ) : (
        <h2 id={titleId}>{heading}</h2>
      )}
      {children}
    </section>
  );
}

/** Owner text with blank lines between paragraphs, as paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
