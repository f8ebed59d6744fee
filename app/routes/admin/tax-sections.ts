import type { Db } from '../../../db/connect.ts';
import { countRatesByClass, readTaxClasses } from '../../../core/tax/tax-store.ts';
import type { TaxSection } from '../../components/admin/TaxSectionsNav.tsx';
import { classRatesPath } from './tax-paths.ts';

/** Each class's rates page for the tax sections' navigation: "Standard rates (3)", "Reduced rate rates (1)". */
export async function taxSections(db: Db): Promise<TaxSection[]> {
  const [classes, counts] = await Promise.all([readTaxClasses(db), countRatesByClass(db)]);
  return classes.map((taxClass) => ({ href: classRatesPath(taxClass.slug), label: `${taxClass.name} rates`, count: counts.get(taxClass.slug) ?? 0 }));
}
