import type { ThemeOptions } from '../../../core/contract/theme/options.ts';

/** The header's `data-sticky` value for the theme's header settings; null when the header does not stick. */
export function headerSticky(header: ThemeOptions['header']): string | null {
  return header.sticky ? [...new Set(header.stickyVariants)].join(' ') : null;
}
