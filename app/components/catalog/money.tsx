import { createContext, use } from 'react';
import { DEFAULT_CURRENCY } from '../../../core/shared/money.ts';
import type { ShopPriceTax } from '../../../core/tax/tax-display.ts';

/** How prices are formatted on a page (from the store configuration). */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

export const MoneyContext = createContext<MoneyFormat>({ currency: DEFAULT_CURRENCY, locale: 'en-US' });

export function useMoneyFormat(): MoneyFormat {
  return use(MoneyContext);
}

/** How shop prices are shown with the shop's tax (core/tax/tax-display.ts); null: as entered, no suffix. */
export const ShopTaxContext = createContext<ShopPriceTax | null>(null);

export function useShopTax(): ShopPriceTax | null {
  return use(ShopTaxContext);
}
