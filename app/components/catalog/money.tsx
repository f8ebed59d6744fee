import { createContext, use } from 'react';

/** How prices are formatted on a page (from the store configuration). */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

export const MoneyContext = createContext<MoneyFormat>({ currency: 'USD', locale: 'en-US' });

export function useMoneyFormat(): MoneyFormat {
  return use(MoneyContext);
}
