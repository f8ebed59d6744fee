import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { CategoryWithCount } from '../../../core/catalog/categories.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { ResponsiveImage } from '../catalog/ResponsiveImage.tsx';
import { SectionShell } from './SectionShell.tsx';

const CATEGORY_SIZES = '(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 190px';

/** The categories with products, each with its cover and count. */
export function Categories({ section, categories }: { section: SectionOf<'categories'>; categories: CategoryWithCount[] }) {
  const t = useTranslate();
  const href = useLocalizedHref();
  return (
    <SectionShell id={section.key} heading={section.heading}>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.slug} className="product-category">
            <a href={href(`/product-category/${category.slug}/`)}>
              {category.image ? <ResponsiveImage image={category.image} sizes={CATEGORY_SIZES} alt="" /> : null}
              <span className="product-category__name">{category.name}</span>
              <span className="product-category__count">
                {t('catalog.home.categoryCount', { count: category.count })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
