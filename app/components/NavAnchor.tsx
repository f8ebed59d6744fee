import type { ReactNode } from 'react';

interface NavAnchorProps {
  href: string;
  /** The pathname of the page being shown. */
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
 * inside and outside the router.
 */
export function NavAnchor({ href, currentPath, end, className, children }: NavAnchorProps) {
  const current = isCurrent(href, currentPath, end);
  const classes = [className, current ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <a href={href} className={classes || undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
