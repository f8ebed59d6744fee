import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import type { MessageValues, Translate } from '../../../core/i18n/create-translator.ts';
import type { MessageKey } from '../../../core/i18n/messages/index.ts';

/**
 * The page's translator for the components. The root layout provides it from the page catalogue its
 * loader sends (app/root.tsx), so the server and the browser render the same words; the cart fragments
 * provide the server's. Without a provider (a page whose root data failed to load) a key stands for itself.
 */
export const TranslateContext = createContext<Translate>((key) => key);

export function useTranslate(): Translate {
  return useContext(TranslateContext);
}

const MARK = '\u0000';

/**
 * A message with elements in it (a link, a button, emphasis): `nodes` fill the message's arguments of
 * those names, where the language's word order puts them.
 */
export function translateNodes(t: Translate, key: MessageKey, nodes: Readonly<Record<string, ReactNode>>, values: MessageValues = {}): ReactNode[] {
  const names = Object.keys(nodes);
  const marked = t(key, { ...values, ...Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) });
  return marked.split(MARK).map((part, index) => (index % 2 === 1 ? createElement(Fragment, { key: index }, nodes[names[Number(part)] ?? '']) : part));
}
