import type { ReactNode } from 'react';
import { useLocalizedHref } from './i18n/locale-context.ts';

interface NavAnchorProps {
  /** A site path without the language prefix (`/shop/`), or a full address. */
  href: string;
  /** The pathname of the page being shown, without its language prefix. */
  currentPath: string;
  /** Active only on exactly this path, not on the pages below it. */
  end?: boolean;
  className?: string;
  children: ReactNode;
}

/** Whether a menu link points at the page being shown (or, unless `end`, at a section holding it). */
export function isCurrent(href: string, currentPath: string, end = false): boolean {
  if (currentPath === href) return true;
  return !end && href !== '/' && currentPath.startsWith(href.endsWith('/') ? href : `${href}/`);
}

/**
 * A menu link marked `aria-current="page"` when it leads to the page being shown. A plain anchor:
 * storefront navigation is a document load (see docs/decisions.md), and the markup renders the same
 * inside and outside the router. Paths are compared without the language prefix, and the link is
 * written in the page's language (`/fr/shop/` on a French page).
 */
export function NavAnchor({ href, currentPath, end, className, children }: NavAnchorProps) {
  const localized = useLocalizedHref();
  const current = isCurrent(href, currentPath, end);
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <a href={localized(href)} className={classes || undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
