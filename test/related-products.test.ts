import { describe, expect, it } from 'vitest';
import { relatedProducts } from '../core/catalog/product-detail.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertCategory, insertProduct } from './fixtures/shop-data.ts';

/** A product page's related products: its categories' best sellers, as the shop's popularity order has them. */
describe.each(DIALECTS)('related products on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it("merges the best sellers of each of the product's categories, ties the newest first, drafts and the product itself left out", async () => {
    const { db } = database;
    const [boards, stools] = [await insertCategory(db, 'Boards'), await insertCategory(db, 'Stools')];
    const product = async (name: string, totalSales: number, categories: number[], status: 'publish' | 'draft' = 'publish') => {
      const id = await insertProduct(db, { name, total_sales: totalSales, status });
      if (categories.length > 0) await db.insertInto('product_categories').values(categories.map((categoryId) => ({ product_id: id, category_id: categoryId }))).execute();
      return id;
    };
    const shown = await product('Shown', 500, [boards, stools]);
    await product('Oak board', 50, [boards]);
    await product('Ash board', 30, [boards]);
    await product('Elm stool', 40, [stools]);
    await product('Pine stool', 30, [stools]);
    await product('Draft stool', 100, [stools], 'draft');
    await product('Both', 45, [boards, stools]);
    await product('Elsewhere', 1000, []);
    const names = async (limit: number, categoryIds = [boards, stools]) =>
      (await relatedProducts(db, { id: shown, categoryIds }, { limit, uploadsUrl: '/uploads' })).map((card) => card.name);
    expect(await names(4)).toEqual(['Oak board', 'Both', 'Elm stool', 'Pine stool']);
    // Topped up with the shop's best sellers past the categories' own.
    expect(await names(7)).toEqual(['Oak board', 'Both', 'Elm stool', 'Pine stool', 'Ash board', 'Elsewhere']);
    expect(await names(2, [stools])).toEqual(['Both', 'Elm stool']);
  });
});
