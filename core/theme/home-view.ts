import type { HomeSection } from './home-sections.ts';

/** What the home page's markup derives from its sections: plain functions, no schema (the components import them). */

/** The in-page menu: the shown sections that have a label, in the page's order. */
export function homeMenu(sections: readonly HomeSection[]): { id: string; label: string }[] {
  return sections.filter((section) => section.enabled && section.type !== 'hero' && section.menuLabel !== '').map((section) => ({ id: section.key, label: section.menuLabel }));
}
