import { de } from './de.ts';
import { en, type Catalogue } from './en.ts';
import { fr } from './fr.ts';

export type { Catalogue, MessageKey } from './en.ts';

/** The languages the shop's words are written in. */
export type MessageLocale = 'en' | 'fr' | 'de';

export const DEFAULT_MESSAGE_LOCALE: MessageLocale = 'en';

/** Every catalogue, for the server: the browser never imports this module (it would carry every language). */
export const CATALOGUES: Readonly<Record<MessageLocale, Catalogue>> = { en, fr, de };
