import type { MenuItem, MenuLink } from '../../../core/theme/menu.ts';
import { usePageLocale } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';

/**
 * A menu entry's name in the page's language: a built-in entry's from the catalogue, a category's or
 * page's translation where there is one, else the name as the owner wrote it.
 */
export function useMenuLabel(): (link: MenuLink & Pick<MenuItem, 'labelKey'>) => string {
  const { locale } = usePageLocale();
  const t = useTranslate();
  return (link) => (link.labelKey ? t(link.labelKey) : (link.labels?.[locale] ?? link.label));
}
