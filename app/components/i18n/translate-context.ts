import { createContext, useContext } from 'react';
import { createTranslator, type Translate } from '../../../core/i18n/create-translator.ts';
import { enPage } from '../../../core/i18n/messages/en-page.ts';

/**
 * The page's translator for the components. The server provides its language's (app/entry.server.tsx,
 * the cart fragments); without a provider, as in the browser, components speak English: the server's
 * English messages are the only catalogue this module brings into a bundle.
 */
export const TranslateContext = createContext<Translate>(createTranslator('en', enPage));

export function useTranslate(): Translate {
  return useContext(TranslateContext);
}
