import type { ProductCard } from '../../../core/catalog/product-list.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { ProductGrid } from '../catalog/ProductGrid.tsx';
import { SectionShell } from './SectionShell.tsx';

/** Products on sale, the newest, or a category's: a grid with a link to the whole listing. */
export function FeaturedProducts({ section, products, href }: { section: SectionOf<'products'>; products: ProductCard[]; href: string }) {
  return (
    <SectionShell id={section.key} heading={section.heading} link={section.linkLabel ? { href, label: section.linkLabel } : null}>
      <ProductGrid products={products} headingLevel={3} />
    </SectionShell>
  );
}
