import type { ProductCard as ProductCardData } from '../../../core/catalog/product-list.ts';
import { ProductCard } from './ProductCard.tsx';

interface ProductGridProps {
  products: ProductCardData[];
  headingLevel?: 2 | 3;
  /** How many leading cards load their image at once (the first row). */
  eagerCount?: number;
}

export function ProductGrid({ products, headingLevel = 2, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className="products">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} eager={index < eagerCount} />
      ))}
    </ul>
  );
}
