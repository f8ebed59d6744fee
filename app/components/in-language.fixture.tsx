import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../core/i18n/locales.ts';
import { translator } from '../../core/i18n/translator.ts';
import { LocaleContext } from './i18n/locale-context.ts';
import { TranslateContext } from './i18n/translate-context.ts';

/** Markup as a page in `locale` renders it: its words and its address prefix (`/fr`), as the server provides them. */
export function renderIn(locale: Locale, node: ReactNode): string {
  return renderToStaticMarkup(
    <LocaleContext value={{ locale, prefix: locale === 'en' ? '' : `/${locale}` }}>
      <TranslateContext value={translator(locale)}>{node}</TranslateContext>
    </LocaleContext>,
  );
}
