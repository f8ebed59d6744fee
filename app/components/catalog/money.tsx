import { createContext, use } from 'react';
import { DEFAULT_CURRENCY } from '../../../core/shared/money.ts';

/** How prices are formatted on a page (from the store configuration). */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

export const MoneyContext = createContext<MoneyFormat>({ currency: DEFAULT_CURRENCY, locale: 'en-US' });

export function useMoneyFormat(): MoneyFormat {
  return use(MoneyContext);
}
